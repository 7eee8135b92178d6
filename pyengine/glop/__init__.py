"""Glop: two players, or four in two teams of partners sitting opposite.

Cheap to import (the site reads this at start-up); the rules live in ``rules.py`` and the
state machine in ``game.py``.
"""

from ..core.info import GameInfo
from ..core.options import Option

PLAYERS = (2, 4)

OPTIONS = [
    # Taking is compulsory: a player who can take with any card must play a card that takes.
    Option("forced_capture", True),
    # A hand seen before the swap is shown for a study time, then hidden (off: stays shown).
    Option("memory", True),
    # Table cards left after a last card that takes nothing: to the last side that took, or
    # to nobody.
    Option("last_cards", "last_taker", choices=("last_taker", "nobody")),
    # Two players: « Le vainqueur est celui qui, le premier, atteint 30 points ou les dépasse »
    # read literally — the game ends the moment a player reaches 30 and leads, a glop included.
    # Off (default): as with four, the deal in progress is finished and the best total wins.
    Option("first_to_30", False, players=(2,)),
]


def _engine():
    from .game import GlopGame
    return GlopGame


def _bots():
    from . import bots
    return bots


INFO = GameInfo("glop", "Glop", PLAYERS, engine=_engine, bots=_bots, options=OPTIONS,
                table_notes={4: "glop.teams"})  # « À quatre : les partenaires sont en face »
