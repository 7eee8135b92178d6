"""The guided first game (issue 18, item 4), in CPython: offered on the set-up screen the first
time, each step explained once in its moment, the table waiting while the person reads, a move
ending a "do this" step, « Arrêter le guide » at any moment, and a reload carrying on."""

import json
import random
import re
from html import unescape

import pytest

from tapis_app.app import App
from tapis_app.games import view_class

from .conftest import FakeHost
from .html_probe import args, plays

GAMES_WITH_A_GUIDE = [g for g in ("glop", "glossa", "glukz", "buyword", "juggler")
                      if getattr(view_class(g), "GUIDE", None) is not None]


def coach(html):
    found = re.search(r'<aside class="coach"(.*?)</aside>', html, re.S)
    return unescape(found.group(0)) if found else None


def person_moves(app, host, rng):
    """A person's turn: an enabled button of the moment when the screen shows one, else one of
    the engine's legal actions (e2e/test_guide.py plays the guides by clicks only)."""
    before = len(app.session.game.actions)
    cards = [a for a in args(host.html, "view") if a.startswith(("card:", "rank:"))]
    if cards and not plays(host.html):  # a card to choose first (its takes then show)
        app.handle("view", rng.choice(cards))
    offered = plays(host.html)
    if offered:
        app.handle("play", json.dumps(rng.choice(offered), sort_keys=True))
    if len(app.session.game.actions) == before:
        seat = app.session.viewer()
        app.handle("play", json.dumps(rng.choice(app.session.game.legal_actions(seat)), sort_keys=True))
    assert len(app.session.game.actions) > before, app.shell.message


@pytest.mark.parametrize("game_id", GAMES_WITH_A_GUIDE)
def test_a_guided_game_from_its_offer_to_its_end(game_id):
    host = FakeHost()
    app = App(host, {})
    app.start()
    app.handle("pick", game_id)
    assert 'data-act="guide-start"' in host.html and "guide-offer--first" in host.html
    app.handle("guide-start", game_id)
    assert app.session.guide == {"seen": []}
    guide = view_class(game_id).GUIDE
    seen = app.session.guide["seen"]  # (the list the session keeps, as steps are seen)
    shown = []
    rng = random.Random(1)
    for _ in range(3000):
        if app.session.game.is_over() or app.session.guide is None:
            break
        bubble = coach(host.html)
        if app.table.pending_recap() is not None:
            app.handle("recap-next", app.table.pending_recap().key)
            continue
        if bubble and 'data-act="guide-ok"' in bubble:
            step = app.table.coach.step()
            shown.append(step.name)
            assert app.table.pacer.bot_to_act() is None  # the table waits while the person reads
            app.handle("guide-ok", step.name)
            continue
        if bubble and "guide-stop" in bubble and app.table.coach.finished():
            app.handle("guide-stop")  # the last sentence, read
            break
        if app.table.coach.step() is not None:
            shown.append(app.table.coach.step().name)
        seat = app.table.pacer.bot_to_act()
        if seat is not None:
            app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
        elif app.table.person_to_act():
            person_moves(app, host, rng)
        else:
            app.refresh()
    required = [s.name for s in guide.steps if not s.optional]
    assert set(required) <= set(seen), set(required) - set(seen)
    assert seen[0] == guide.steps[0].name  # each when its moment comes, the welcome first
    assert set(shown) <= set(seen)
    assert app.session.guide is None  # finished, and said so


def test_the_guide_is_kept_in_the_save_and_can_be_stopped():
    host = FakeHost()
    app = App(host, {})
    app.start()
    app.handle("guide-start", "glop")
    step = app.table.coach.step()
    assert step.name == "welcome" and "Bienvenue au Glop" in coach(host.html)
    app.handle("guide-ok", "welcome")
    again = App(FakeHost(host.storage), {})
    again.start()  # the game in progress, resumed
    assert again.session.guide == {"seen": ["welcome"]} and again.table.coach.step().name != "welcome"
    again.handle("menu")
    assert 'data-act="guide-stop"' in host.html or 'data-act="guide-stop"' in again.host.html
    again.handle("guide-stop")
    assert again.session.guide is None and coach(again.host.html) is None
    # the set-up screen offers it again, no longer first
    again.handle("home")
    again.handle("pick", "glop")
    assert "guide-offer--first" not in again.host.html and 'data-act="guide-start"' in again.host.html


def test_the_picker_offers_a_guide_exactly_where_a_view_has_one():
    """The picker reads ``SiteGame.guided`` instead of importing each view to see its GUIDE."""
    from tapis_app.games import SITE_GAMES

    guided = {game.id for game in SITE_GAMES.values() if game.guided}
    assert guided == set(GAMES_WITH_A_GUIDE)
