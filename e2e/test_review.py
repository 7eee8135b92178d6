"""The game review in Chromium (issue 9): the hard computer player's second opinion is computed
in the page's worker, a play at a time, and listed. (What a word-game hand allowed, shown after
it: tests/web/test_review.py.)

The game is prepared in CPython with the same engines and put in the browser's storage as a
save in progress, so the test starts at the interesting moment without clicking through it."""

import json
import sys

from playwright.sync_api import expect

from e2e.conftest import ROOT, axe_violations, poll

sys.path.insert(0, str(ROOT / "web" / "app"))

from pyengine.bots import choose, moment_seed  # noqa: E402
from tapis_app.session import Session  # noqa: E402


def saved_game(game_id, kinds, seed, stop, person_level="normal"):
    """A save where seat 0 (a person) played like ``person_level`` until ``stop(game)``."""
    seats = [{"kind": "human", "name": "Alex"}] + [{"kind": "bot", "level": k, "name": ""} for k in kinds]
    session = Session.new(game_id, seats, seed, None, "review-e2e", "2026-11-22T09:00:00+00:00")
    game = session.game
    while not stop(game):
        seat = game.to_move()[0]
        level = person_level if seat == 0 else session.level(seat)
        session.apply(seat, choose(game, seat, level, moment_seed(game, seat)))
    return session.to_json("2026-11-22T09:05:00+00:00")


def open_saved(page, site, text, warm_start):
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('tapis.game.review-e2e', {json.dumps(text)});
        localStorage.setItem('tapis.current', 'review-e2e');
    }}""")
    warm_start.into(page)
    page.goto(site.url + "index.html")
    page.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=180_000)


def test_the_hard_players_second_opinion_is_computed_in_the_page(page, site, guard, console_errors, warm_start):
    plays_made = lambda game: sum(1 for seat, _ in game.actions if seat == 0) >= 6  # noqa: E731
    open_saved(page, site, saved_game("glop", ["normal"], 11, plays_made, person_level="easy"), warm_start)
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Analyse de la partie").click()
    page.get_by_role("button", name="Comparer mes coups").click()
    summary = page.locator(".review-summary")
    expect(summary).to_be_visible(timeout=120_000)
    # easy and hard disagree somewhere in six Glop plays with these cards (checked in CPython)
    expect(summary).to_contain_text("aurait joué autrement")
    assert page.locator(".review-moment").count() >= 1
    assert axe_violations(page, ".dialog") == []  # the table behind is the game view's own test
    poll(page, "document.documentElement.dataset.appState === 'ready'")
    assert console_errors == []
