"""Juggler: two to six players spell a word with their whole hand of letter cards.

Cheap to import (the site reads this at start-up); the rules live in ``rules.py`` and the
state machine in ``game.py``.
"""

from ..core.info import GameInfo
from ..core.options import Option

PLAYERS = (2, 3, 4, 5, 6)

OPTIONS = [
    # Issue 20: the cards and the words of a language (materials.EDITIONS, the lexicon's list).
    # The engine defaults to French; the site's set-up preselects the interface language.
    Option("language", "fr", choices=("fr", "en", "de")),
    # shared/RULES-NOTES.md: "strict" — a word not in the lexicon cannot be announced or
    # declared; "honour" — it can, and it scores 0 when the reveal finds it out.
    Option("check_words", "strict", choices=("strict", "honour")),
]


def _engine():
    from .game import JugglerGame
    return JugglerGame


def _bots():
    from . import bots
    return bots


INFO = GameInfo("juggler", "Juggler", PLAYERS, engine=_engine, bots=_bots, options=OPTIONS,
                word_game=True)
