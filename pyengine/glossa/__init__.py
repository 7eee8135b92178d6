"""Glossa: build the best word from seven cards, then bet on it (2 to 6 players).

Options (labels in text.py):
- ``length``: 10, 15 or 20 deals, or a time limit ("30min", "1h", "2h"). With a time limit the
  engine plays deals until the action ``end_after_deal`` is taken: by a player (the "end after
  this deal" button) or by the site's clock, which applies ``time_up_action()`` for the seat to
  move once ``time_limit()`` minutes of play have passed, people or computers seated (see
  ``tapis_app.session.Session.end_if_time_up``). Time enters as an action, so a replay stays
  deterministic; computer players never take it.
- ``check_words``: "strict" (a declared word must be in the lexicon) or "honour" (any word is
  accepted; one found invalid at the showdown counts as a folded hand).
- ``continuous_deal`` (at most 5 players): deal the next hand from what is left of the deck.
"""

from ..core.info import GameInfo
from ..core.options import Option

PLAYERS = (2, 3, 4, 5, 6)

LENGTHS = (10, 15, 20, "30min", "1h", "2h")
MINUTES = {"30min": 30, "1h": 60, "2h": 120}

OPTIONS = [
    Option("length", 10, choices=LENGTHS),
    Option("check_words", "strict", choices=("strict", "honour")),
    Option("continuous_deal", False, players=(2, 3, 4, 5)),
]


def _engine():
    from .game import GlossaGame
    return GlossaGame


def _bots():
    from . import bots
    return bots


INFO = GameInfo("glossa", "Glossa", PLAYERS, engine=_engine, bots=_bots, options=OPTIONS,
                word_game=True)
