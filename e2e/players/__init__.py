"""A person playing each game in Chromium by clicks and keys read from the page, as the browser
tests, the benchmarks (bench/) and anyone measuring a table need it: one module per game, each
with ``one_turn(page, rng)``, one of the person's turns, returning once the game has moved on;
``remote`` seats friends on their own devices and lets each play their turns.

Only the page is read (the dock's hooks ``[data-role=hand|actions|prompt]``, ``html[data-turn]``,
what each view marks on its felt); what a person would think (which word the letters spell) may
use the engines in this process."""

from . import buyword, glop, glossa, glukz, juggler

MODULES = {"glossa": glossa, "glop": glop, "glukz": glukz, "buyword": buyword, "juggler": juggler}


def one_turn(game_id: str):
    """The game's ``one_turn(page, rng)``."""
    return MODULES[game_id].one_turn
