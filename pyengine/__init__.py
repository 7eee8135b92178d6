"""Tapis: five French card and word games as pure-Python engines.

    import pyengine
    g = pyengine.new_game("glop", players=4, seed=7)
    seat = g.to_move()[0]
    g.apply(seat, g.legal_actions(seat)[0])
    text = g.to_json(); same = pyengine.load_game(text)
    action = pyengine.bots.choose(g, g.to_move()[0], level="normal", seed=1)
"""

from .core.errors import BadOptions, BadSave, IllegalAction
from .catalogue import GAMES, load_game, new_game
from . import bots

__version__ = "0.1.0"
__all__ = ["GAMES", "new_game", "load_game", "IllegalAction", "BadSave", "BadOptions", "bots"]
