"""Le Glükz in Chromium: the race start on the worker's clock (its countdown, then the signal, the
person's lay against the computers'), then turns at the fastest speed set from the menu; six
players on a phone without sideways scrolling. Everything is read from the page: the dock's hooks
(``[data-role=hand|actions|prompt]``), the cards that do not fit drawn dimmed, the felt's move
count (``data-moves``).
(Whole games by clicks, watched games, keyboard turns: tests/web/test_view_glukz.py and
tests/web/test_every_game.py; axe on every moment: e2e/test_axe.py.)"""

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from e2e.conftest import assert_accessible, no_sideways_scroll, poll
from e2e.players.glukz import PHASE, PLAYABLE, open_menu_speed_max, play_like_a_person, stage, wait_mine


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra="&speed=max"):
        app(f"?game=glukz&seats={seats}&seed={seed}{extra}")
        expect(page.locator(".table--glukz")).to_be_visible()
        return page

    return open_game


def test_race_start_on_the_clock_then_turns_at_full_speed(game, page, console_errors):
    """At normal speed, on the worker's clock: the countdown in the dock and in the pile's place,
    then the person lays as soon as the signal is given (or a computer player is quicker), and
    the log says who was quickest; then, the menu's speed set to the fastest, the game goes on
    by clicks. (The whole game by clicks, its finishes and end panel: tests/web/test_view_glukz.py;
    the race's rules and sentences there too.)"""
    game("h,easy,easy", 11, extra="")
    prompt = page.locator("[data-role=prompt]")
    if page.evaluate(PHASE) == "race":  # (a very slow start may let a computer player win before we look)
        expect(prompt).to_contain_text(re.compile(r"Départ dans \d…|le plus rapide commence"))
        expect(page.locator(".gz-felt")).to_contain_text("Départ en course")
    poll(page, f"document.documentElement.dataset.turn === 'you' || {PHASE} !== 'race'", timeout=30)
    if page.evaluate(PHASE) == "race":  # the signal: lay at once (unless a computer player is quicker)
        expect(page.locator(".gz-signal")).to_have_text("Partez !")
        arg = page.evaluate(PLAYABLE)[0][0]
        try:
            page.locator(f'[data-role=hand] button[data-arg="{arg}"]').click(position={"x": 5, "y": 16},
                                                                            timeout=5_000)
            page.locator('[data-role=actions] button[data-arg="lay"]').click(timeout=5_000)
        except PlaywrightTimeout:
            assert page.evaluate(PHASE) != "race"
    poll(page, f"{PHASE} !== 'race'", timeout=30)
    page.get_by_role("button", name="Journal").click()
    expect(page.get_by_role("dialog")).to_contain_text(re.compile(r"(est|êtes) le plus rapide et commencez?"))
    page.keyboard.press("Escape")
    open_menu_speed_max(page)
    after = None
    for _ in range(3):
        assert not wait_mine(page, after)
        after = play_like_a_person(page)
        assert page.locator(".message--error").count() == 0
    assert console_errors == []


def test_six_players_on_a_phone(game, page):
    """The most players the game allows, on a small phone: every turn on one screen, the five
    others' face-up cards readable, no sideways scrolling."""
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,normal,easy,hard,easy,easy", 12, extra="&speed=max&o.start=drawn")
    seen = set()
    after = None
    for _ in range(6):
        if wait_mine(page, after):
            break
        no_sideways_scroll(page)
        assert_accessible(page, seen, f"phone {stage(page)}")
        expect(page.locator(".table-others .seat")).to_have_count(5)
        widths = page.evaluate("Array.from(document.querySelectorAll('.table-others .gz-mini:not(.card--back)'))"
                               ".map(c => c.getBoundingClientRect().width)")
        assert widths and min(widths) >= 32, widths
        for role in ("prompt", "hand", "actions"):
            box = page.locator(f"[data-role={role}]").bounding_box()
            assert box and box["y"] + box["height"] <= 667 + 1, (role, box)
        after = play_like_a_person(page)
        no_sideways_scroll(page)
    page.get_by_role("button", name="Règles").click()
    expect(page.get_by_role("dialog")).to_contain_text("joker")
    no_sideways_scroll(page)
