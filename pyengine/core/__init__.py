"""What every game shares: the protocol, seeded randomness, options, errors, the text table."""

from .errors import BadOptions, BadSave, IllegalAction, TapisError
from .game import Game, canonical_action, ranking
from .options import Option
from .rng import Rng

__all__ = ["BadOptions", "BadSave", "IllegalAction", "TapisError", "Game", "canonical_action",
           "ranking", "Option", "Rng"]
