"""BuyWord's state machine: the base round (``round.py``) with every variant of the rule book's
« Règles avancées », each a room of its own (``variants/``), put together here.

The base round, phase by phase: ``roll`` (on CHOICE, ``choose``), ``buy``, ``sell``, then the
next round, until the bag runs out (see ``round.py``). Each variant adds its phases and changes
a few steps of it, and does nothing while its option is off:

- ``auction`` (auction.py): a lot put up for auction (phases ``auction``, ``top``);
- ``trade`` (trade.py): whole lots swapped, with money under ``"sale"`` (``trade``, ``answer``);
- ``draft`` (draft.py): the tiles picked one at a time from a common pool (``draft``);
- ``crossword`` (crossword.py): the words sold laid on a shared grid;
- ``check_words = "honour"`` (honour.py) and ``theme`` (theme.py): each sale reviewed by the
  other players (review.py: phase ``review``), who may challenge it or vote against it;
- ``long_game`` (long_game.py): the sold letters go back into the empty bag;
- ``tile_limit`` (tile_limit.py): the tiles kept at the end of a turn.

Readings Tapis chose where the rule book is silent are in the docstrings of the rooms and in
the in-app rules (text.py): lots and hands lie face up (the auction, exchange and draft variants
need everyone to see them), the first player of round one is drawn, a lone letter is not a word,
a challenged word that is not a word is taken back, and so on.

Actions: ``roll``; ``choose`` {count}; ``pick`` {tile}; ``offer`` {to, pay}; ``pass``;
``accept``; ``refuse``; ``buy``; ``reject``; ``auction``; ``bid`` {amount}; ``top``;
``decline``; ``sell`` {word, wild, and with the crossword row, col, dir}; ``discard`` {tiles};
``done``; ``challenge``; ``abstain``. ``legal_actions`` lists every action in full, except
where the choices are too many to list: sales (a bounded sample, see ``sale_suggestions``),
bid amounts and money added to a swap (a few steps), discards (one tile at a time); ``check``
accepts every legal one, and ``quote`` prices a word for the word builder.
"""

from . import round
from .variants import auction, draft, honour, review, theme, trade
from .variants.auction import Auction
from .variants.crossword import Crossword
from .variants.draft import Draft
from .variants.honour import Honour
from .variants.long_game import LongGame
from .variants.theme import Theme
from .variants.tile_limit import TileLimit
from .variants.trade import Trade


def _merged(*tables) -> dict:
    """The rooms' tables as one: a key several rooms declare gets all their entries."""
    out = {}
    for table in tables:
        for key, entries in table.items():
            out[key] = out.get(key, ()) + tuple(e for e in entries if e not in out.get(key, ()))
    return out


class BuyWordGame(Auction, Trade, Draft, Crossword, Honour, Theme, LongGame, TileLimit):
    """The base round and every room. The order of the rooms is the order in which they change a
    step they share: a review offers ``accept``, then the theme's ``refuse`` and ``abstain``,
    then the honour's ``challenge``."""

    ACTION_KEYS = _merged(round.ACTION_KEYS, draft.ACTION_KEYS, trade.ACTION_KEYS, auction.ACTION_KEYS,
                          review.ACTION_KEYS, theme.ACTION_KEYS, honour.ACTION_KEYS)
    PHASE_ACTIONS = _merged(round.PHASE_ACTIONS, draft.PHASE_ACTIONS, trade.PHASE_ACTIONS,
                            auction.PHASE_ACTIONS, review.PHASE_ACTIONS, theme.PHASE_ACTIONS,
                            honour.PHASE_ACTIONS)


GAME = BuyWordGame
