"""A table played through the app in CPython as the browser plays it: a person taps what the page
offers (the HTML the app drew, read with html_probe), the computer players move as the worker's
loop moves them, and the table's clock runs on the host's.

Everything goes through the app's stable surface (``App(host, params)``, ``start()``,
``handle(act, arg)``, the HTML in ``host.html``, ``host.turn``), except the computers' moves:
``computers_play`` asks the app what main.py's ``bot_loop`` asks it (which seat is to move, then
apply that seat's move), the one place the tests lean on those two calls."""

import json
import random

from .html_probe import acts, args, attr, plays


def computers_play(app) -> bool:
    """One computer player's move if one is due (as main.py's bot_loop makes it). True when one
    was made."""
    pacer = app.table.pacer
    seat = pacer.bot_to_act()
    if seat is None:
        return False
    session = app.session
    assert pacer.apply_bot(seat, session.bot_move(seat), session.revision)
    return True


def go_on(app, host) -> bool:
    """What a person does before playing: a deal's recap read then « next », the device handed
    over to the next person at the table. True when something was tapped."""
    recap = attr(host.html, "data-recap")
    if recap is not None and "recap-next" in acts(host.html):
        app.handle("recap-next", recap)
        return True
    if "handover" in acts(host.html):
        app.handle("handover")
        return True
    return False


class Person:
    """A person tapping at random among what the page offers for the move: a play, else a view
    button (a card chosen, a word built…; random taps reach the states a person can). After
    ``patience`` taps without a move, plays the first legal move (as one who found it at last)
    through the page's « play » act."""

    def __init__(self, patience: int = 12):
        self.patience, self.taps, self.moves = patience, 0, -1

    def __call__(self, app, host, rng: random.Random) -> bool:
        if host.turn != "you":
            return False
        game = app.session.game
        if len(game.actions) != self.moves:
            self.taps, self.moves = 0, len(game.actions)
        self.taps += 1
        offered = plays(host.html)
        views = args(host.html, "view")
        if self.taps > self.patience:  # (the page plays for the seat whose turn it shows)
            for seat in game.to_move():
                app.handle("play", json.dumps(game.legal_actions(seat)[0], sort_keys=True))
                if len(game.actions) != self.moves:
                    return True
        if offered and (not views or rng.random() < 0.5):
            return app.handle("play", json.dumps(offered[rng.randrange(len(offered))], sort_keys=True))
        if views:
            return app.handle("view", views[rng.randrange(len(views))])
        return False


def play_on(app, host, rng: random.Random, *, until=lambda: False, person=None, look=None,
            limit=20_000):
    """The table goes on, a tap or a computer's move at a time, until ``until()`` or the end of
    the game; ``look(app, host)`` sees each screen first. When nobody may move (a race start
    counting down), the host's clock runs a second and the screen is drawn again."""
    person = person or Person()
    for _ in range(limit):
        if look:
            look(app, host)
        if until() or (app.session and app.session.game.is_over()):
            return
        if go_on(app, host) or person(app, host, rng) or computers_play(app):
            continue
        host.now += 1
        app.refresh()
    raise AssertionError("the table never got there")

