"""What a player still met at the table (issue 50), the parts the shell decides: « Annuler mon
coup » one tap away right after one's move, the menu closing after what it starts, the replay
opening at the first move. (A word list that cannot be fetched offline, said with its remedy: test_wordlists.py.)"""

import json
from html import unescape

import pyengine
from tapis_app.app import App

from tests.helpers.language import plain

from .conftest import FakeHost


def glop_table(host=None):
    host = host or FakeHost()
    app = App(host, {"game": "glop", "seats": "h,normal", "seed": "5", "speed": "max"})
    app.start()
    return app, host


def play_my_move(app):
    session = app.session
    while not app.table.person_to_act():
        seat = app.table.pacer.bot_to_act()
        app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
    me = session.viewer()
    app.handle("play", json.dumps(pyengine.bots.choose(session.game, me, "easy", 1)))


def undo_tool(html: str) -> bool:
    return 'data-act="undo"' in html.split("</header>")[0]


def test_undo_is_one_tap_away_right_after_your_move_and_takes_it_back():
    """In the header's tools, beside the rules (in the dock it took 80-100 px of a 375×667
    phone's middle): there right after your move, gone once taken back."""
    app, host = glop_table()
    assert not undo_tool(host.html)  # nothing of yours to take back yet
    play_my_move(app)
    count = len(app.session.game.actions)
    assert undo_tool(host.html) and 'aria-label="Annuler mon coup"' in unescape(host.html)
    app.handle("undo")
    assert len(app.session.game.actions) < count and not undo_tool(host.html)


def test_the_menu_closes_after_what_it_starts():
    app, host = glop_table()
    play_my_move(app)
    app.handle("menu")
    assert app.shell.overlay == "menu"
    app.handle("undo")  # (from the menu: one sees what was undone)
    assert app.shell.overlay is None
    app.handle("menu")
    app.handle("speed", "fast")
    assert app.shell.overlay is None and app.shell.speed == "fast"
    app.handle("menu")
    app.handle("rules")  # a panel the menu opens takes its place
    assert app.shell.overlay == "rules"


def test_the_replay_opens_at_the_games_first_move():
    app, host = glop_table()
    for _ in range(3):
        play_my_move(app)
    app.handle("replay")
    assert app.replay.replay.position == 1 and "Coup 1 sur" in unescape(host.html)


# ---- point 4: Glop, taking compulsory: the cards that take marked, the others dimmed and out of play
def glop_hand(options=None):
    from tapis_app.views.glop import View
    from pyengine.glop.game import GlopGame

    from .test_view_glop import FakeCtx, elements

    # the 9 takes 5 + 4; the 2 and the 8 take nothing
    game = GlopGame.position(2, [["9R", "2B", "8V"], ["1R", "1B"]], ["5B", "4V", "10V"], options=options or {})
    table = View().draw(game.view(0), FakeCtx(0))
    cards = {a["data-arg"].split(":")[1]: a for tag, a in elements(table.hand) if a.get("data-act") == "view"}
    return table, cards


def test_glop_marks_the_cards_that_take_when_taking_is_compulsory():
    table, cards = glop_hand()
    assert "is-marked" in cards["9R"]["class"] and "disabled" not in cards["9R"]
    for card in ("2B", "8V"):
        assert "is-dim" in cards[card]["class"] and "disabled" in cards[card], cards[card]
    # the reason, in the sentence of the moment and in each card's name (a screen reader hears both)
    assert plain(table.prompt).startswith("La prise est obligatoire : jouez une des cartes marquées")
    assert "9 rouge ●, prend" in table.hand and "2 bleu ■, ne prend rien" in table.hand


def test_glop_marks_nothing_when_any_card_may_be_laid():
    table, cards = glop_hand({"forced_capture": False})
    assert all("is-marked" not in a["class"] and "is-dim" not in a["class"] and "disabled" not in a
               for a in cards.values())
    assert "obligatoire" not in table.prompt


def test_le_glukz_and_glop_dim_with_the_same_mark():
    """One mechanism for every table (views/parts.py): Le Glükz's values too low wear it too."""
    from tapis_app.views import glop, glukz, parts

    for module in (glop.dock, glukz.dock):
        assert module.play_mark is parts.play_mark
    assert parts.play_mark(False) == " is-dim" and parts.play_mark(True, marked=True) == " is-marked"
