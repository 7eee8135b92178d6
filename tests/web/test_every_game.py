"""Each of the five games through the shell, in CPython, as the browser tests once played them
in Chromium (issue 47 moved them here): a table of computer players watched to its end and its
end panel, a game picked from the list that comes back as it was after a reload, and turns
played with the keyboard alone (the keys the page sends, through the app).

Everything goes through the app's surface: ``App(host, params)``, ``start()``,
``handle(act, arg)``, the HTML the host was handed (tests/web/playing.py moves the computers)."""

import json
import random
import re

import pytest

from pyengine.glossa import words as glossa_words
from pyengine.juggler.materials import edition
from tapis_app.app import App
from tapis_app.store import MemoryStorage

from .conftest import FakeHost
from .html_probe import args, count, part, plays, tags, text
from .playing import play_on

GAMES = ["glossa", "glop", "glukz", "buyword", "juggler"]


def open_table(params, storage=None):
    host = FakeHost(storage)
    app = App(host, params)
    app.start()
    return app, host


def until_my_turn(app, host):
    """Computers play and recaps are read until a person at this device must move."""
    play_on(app, host, random.Random(0), until=lambda: host.turn == "you", person=lambda *_: False, limit=2000)


# ------------------------------------------------------------------ a watched table, to its end
def rows(html: str, table_class: str) -> list[str]:
    """The body rows of the first table of that class, as text."""
    table = part(html, "table", cls=table_class)
    assert table, f"no {table_class} table"
    return [text(row).strip() for row in re.findall(r"<tr\b.*?</tr>", part(table, "tbody"), re.S)]


WATCHED = {  # the tables e2e/test_<game>.py watched in Chromium, and what each end panel must show
    "glop": ("normal,easy,hard,easy", 3,
             lambda end: "1" in rows(end, "glop-sheet")[0] and 'class="glop-count' in end),
    "glossa": ("normal,easy,hard", 8, lambda end: rows(end, "g-sheet")[0].startswith("1re donne")),
    "glukz": ("easy,normal,easy,normal", 3,
              lambda end: "Annulations pendant la partie" in text(end) and len(rows(end, "ranking")) == 4),
    "buyword": ("easy,normal", 5, lambda end: 'class="bw-sheet' in end),
    "juggler": ("normal,easy", 3,
                lambda end: "Révélation de la partie" in text(end) and rows(end, "jg-sheet-table")),
}


def nobody_here(app, host, rng):
    assert host.turn != "you", "a person was asked to play at a table of computers"
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_computers_plays_to_its_end_and_shows_its_sheet(game_id):
    seats, seed, shows = WATCHED[game_id]
    app, host = open_table({"game": game_id, "seats": seats, "seed": str(seed), "speed": "max"})
    assert host.turn == "wait"  # nobody here to play: watch mode
    play_on(app, host, random.Random(seed), person=nobody_here)
    end = part(host.html, data_game_over=True)
    assert end, "no end panel"
    assert shows(end), text(end)[:600]


# ------------------------------------------------------- a game in progress, after a reload
def saved(storage):
    """What the page keeps: the current game's save (as localStorage holds it)."""
    current = storage.get("tapis.current")
    return json.loads(storage.get(f"tapis.game.{current}"))


def table_text(html):
    """The screen as a person reads it, a race start's countdown left out (it runs on the clock)."""
    return re.sub(r"Départ dans \d+", "Départ dans …", text(part(html, "main")))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_picked_from_the_list_comes_back_as_it_was_after_a_reload(game_id):
    """A random deal (so a new game could not pass for the same one), the person's turn, then
    the page loads again on the same storage: the same game, at the same moment, the same table."""
    storage = MemoryStorage()
    app, host = open_table({}, storage)
    app.handle("pick", game_id)
    app.handle("start")
    until_my_turn(app, host)
    before, table = saved(storage), table_text(host.html)
    again, host_again = open_table({}, storage)
    until_my_turn(again, host_again)
    after = saved(storage)
    assert (after["seed"], after["actions"]) == (before["seed"], before["actions"])
    assert table_text(host_again.html) == table


# ------------------------------------------------------------------------------- the keyboard
def key(app, name):
    """A key the page sends (ui.js: a printable key, Escape, the arrows, Home, End)."""
    assert app.handle("key", name), f"{name!r} did nothing"


def moves(app):
    return len(app.session.game.actions)


def test_glop_arrows_choose_a_card_a_digit_takes_and_p_lays():
    app, host = open_table({"game": "glop", "seats": "h,easy", "seed": "11", "speed": "max"})
    for turn in range(4):
        until_my_turn(app, host)
        if "studied" in args(host.html, "view"):  # the reserve to memorise first (a tap on Enter)
            app.handle("view", "studied")
        played = moves(app)
        for _ in range(len(args(host.html, "view"))):
            key(app, "ArrowRight")
            assert count(part(host.html, data_role="hand"), "button", aria_pressed="true") == 1
            offered = plays(host.html)
            if offered:
                key(app, "1" if offered[0]["type"] == "take" else "p")
                break
        assert moves(app) == played + 1, "no card of the hand could be played by keys"
    assert 'message--error' not in host.html


def test_glossa_letter_keys_lay_the_words_cards():
    app, host = open_table({"game": "glossa", "seats": "h,easy", "seed": "5", "speed": "max"})
    for phase, button in (("entry", {"type": "enter"}), ("exchange", {"type": "exchange", "cards": []})):  # « Servi »
        until_my_turn(app, host)
        assert app.session.game.phase == phase and button in plays(host.html)
        assert app.handle("play", json.dumps(button))
    until_my_turn(app, host)
    assert app.session.game.phase == "compose"
    best = glossa_words.best_word(app.session.game.hands[0], 1)
    letters = [p for p in best if not p.startswith("*") and len(p) == 1]
    assert letters
    for letter in letters:
        key(app, letter.lower())
    assert count(part(host.html, cls="g-word-row"), cls="g-card") == len(letters)


def test_glukz_a_chooses_every_copy_p_lays_and_r_takes():
    app, host = open_table({"game": "glukz", "seats": "h,easy", "seed": "6", "speed": "max", "o.start": "drawn"})
    laid = took = 0
    for _ in range(6):
        until_my_turn(app, host)
        played = moves(app)
        values = [a for a in args(host.html, "view") if a.startswith(("rank:", "card:"))]
        fitting = [a for _, a in tags(host.html, "button") if a.get("data-arg") in values and "is-dim" not in a["class"]]
        if fitting:
            app.handle("view", fitting[0]["data-arg"])  # a value chosen (a tap, or Enter on it)
            key(app, "a")
            key(app, "p")
            laid += 1
        else:
            key(app, "r")
            took += 1
        assert moves(app) == played + 1
    assert laid >= 2


def test_buyword_a_digit_chooses_the_lot_and_typing_sells_a_word_with_equals():
    app, host = open_table({"game": "buyword", "seats": "h", "seed": "33", "speed": "max"})
    sold = 0
    for _ in range(40):
        until_my_turn(app, host)
        phase = app.session.game.phase
        if phase == "choose":
            played = moves(app)
            key(app, "3")
            assert moves(app) == played + 1
        elif phase == "sell":
            sales = [a for a in app.session.game.legal_actions(0) if a["type"] == "sell" and a["wild"] is None]
            if sales and sold < 2:
                for letter in sales[0]["word"].lower():
                    key(app, letter)
                assert sales[0]["word"] in text(host.html)  # the quote of the word being built
                played = moves(app)
                key(app, "=")
                assert moves(app) == played + 1
                sold += 1
                continue
            app.handle("play", json.dumps({"type": "done"}))  # « Terminer »
        else:  # roll, buy or refuse: a button (Tab and Enter)
            app.handle("play", json.dumps(plays(host.html)[0]))
        if sold >= 2:
            break
    assert sold >= 1 and app.session.game.round > 1


FRENCH_CARDS = edition("fr")


def test_juggler_letter_keys_spell_the_word_and_minus_takes_the_last_back():
    app, host = open_table({"game": "juggler", "seats": "h,easy", "seed": "5", "speed": "max"})
    for _ in range(3):
        until_my_turn(app, host)
        assert app.session.game.step == "take"
        app.handle("play", json.dumps(next(a for a in plays(host.html) if a["type"] == "draw")))
        until_my_turn(app, host)
        assert app.session.game.step == "lay"
        if count(part(host.html, cls="jg-word"), cls="jg-card"):
            key(app, "Escape")  # the word of the turn before, cleared
        letters = [FRENCH_CARDS.letter[card] for card in app.session.game.view(0)["hand"]]
        for letter in letters[:2]:
            key(app, letter.lower())
        assert count(part(host.html, cls="jg-word"), cls="jg-card") == 2
        key(app, "-")
        assert count(part(host.html, cls="jg-word"), cls="jg-card") == 1
        app.handle("play", json.dumps({"type": "keep"}))
