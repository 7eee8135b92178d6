"""English mode leaves no French behind (issue 10): every screen of the shell and of each game,
from the set-up to the end, scanned against the French of the translation table."""

import json
import random

import pytest

import pyengine
from tapis_app.app import App
from tapis_app.games import has_view

from tests.helpers.language import french_fragments, french_left

from .conftest import FakeHost

FRAGMENTS = None
GAMES = [g for g in pyengine.GAMES if has_view(g)]
SEATS = {"glop": "h,normal", "glukz": "h,normal,easy", "glossa": "h,easy,normal", "buyword": "h,easy",
         "juggler": "h,easy"}


def no_french(host, where):
    global FRAGMENTS
    if FRAGMENTS is None:
        FRAGMENTS = french_fragments()
    left = french_left(host.html, FRAGMENTS)
    assert not left, f"French on the English screen {where}: {left[:5]}"


def test_the_fragment_list_catches_french():
    host = FakeHost(lang="fr")
    App(host, {}).start()
    assert french_left(host.html)  # the French picker is caught: the scan is not empty-handed


def test_the_shell_screens_in_english():
    host = FakeHost(lang="en")
    app = App(host, {})
    app.start()
    no_french(host, "picker")
    for overlay in ("about", "stats"):
        app.handle(overlay)
        no_french(host, overlay)
        app.handle("close")
    for game_id in GAMES:
        app.handle("pick", game_id)
        no_french(host, f"set-up of {game_id}")
        app.handle("home")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_in_english(game_id):
    host = FakeHost(lang="en")
    app = App(host, {"game": game_id, "seats": SEATS.get(game_id, "h,normal"), "seed": "3", "lang": "en"})
    app.start()
    chooser = random.Random(3)
    steps = 0
    for overlay in ("rules", "menu", "review"):
        app.handle(overlay)
        no_french(host, f"{game_id} {overlay}")
        app.handle("close")
    while not app.session.game.is_over() and steps < 600:
        game = app.session.game
        seat = game.to_move()[0]
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, pyengine.bots.choose(game, seat, "easy", steps), app.session.revision)
        else:
            if app.session.needs_handover():
                app.handle("handover")
            app.handle("play", json.dumps(chooser.choice(game.legal_actions(seat))))
        steps += 1
        if steps % 7 == 0:
            no_french(host, f"{game_id} after {steps} actions")
    no_french(host, f"{game_id} at the end")
    for overlay in ("log", "review"):
        app.handle(overlay)
        no_french(host, f"{game_id} {overlay} at the end")
        app.handle("close")
