"""BuyWord's table on one screen (views/base.py ``Table``), zone by zone:

- ``status``: the round (the rule book's word: « round »), your money, the tile limit, the
  variants in play;
- ``others``: each other player's place: money, wilds, tiles and lot (all face up in BuyWord),
  what became of the lot and the words sold this round;
- ``center``: the bag, the die, the bank and the box (tiles out of the game), then the moment:
  the round's lots, its sales (the last one large, with its price), the lot at auction, the
  tiles to pick, the lots to swap, the sale under review; with the crossword, the grid, scaled
  to the room it has;
- ``work``: your lot while it waits to be bought (drawn once, here), and the word you are
  building with what the engine says of it (``quote``);
- ``hand``: your bought tiles and the wild; ``actions``: the buttons of the moment.

Everything legal or priced comes from the engine: its view (lots and their prices and pips,
``you.can``, ``you.prompt``, the round's ``history``, the ``last`` action) and its ``quote``
query (``ctx.ask``) for the word in the builder.

What moves (ui.js): a tile keeps its key ``t<seat>-<letter><k>`` from the bag to a lot, to
the hand, to the word on sale; ``k`` counts that seat's tiles of that letter: the hand first,
then the lot, then this round's sales, the latest first, so the tiles of a sale take exactly the
keys that just left the hand and fly from it. New tiles fly from the bag; tiles that leave the
screen (a refused lot, thrown tiles, sold words once the next comes) fly into the box. The die
is thrown from the first player's place; money flies from a buyer to the bank and from the bank
to a seller (a chip « −16 $ » / « +49 $ »). Crossword cells laid by the last sale fly from its
seller's place.

UI state in ``self.ui`` (kept across the other players' moves, see ``reset``):

- ``word``: ``[[letter, is_wild], ...]`` — the word being built (a wild's letter may be "");
- ``at`` / ``dir``: crossword start cell ``[row, col]`` and ``"across"``/``"down"``;
- ``pan``: crossword view offset ``[rows, cols]`` from the grid's centre;
- ``mode``: ``"throw"`` while choosing tiles to throw away over the limit; ``throw``: their
  indices in the rack.

The view is one class made of zones that follow the engine's rooms (``pyengine/buyword``: the
base round, then ``variants/``), one module each:

- ``table.py``: the table zone by zone for the base round (roll, buy, sell), the buttons of
  the moment, the tiles that fly into the box, and the clicks, keys and hints handed on;
- ``builder.py``: the word builder (the rack, the word and its quote, your tiles, sell/throw);
- ``grid.py``: the crossword grid;
- ``auction.py``: a lot at auction; ``trade.py``: lots swapped (and the draft's pool);
- ``review.py``: a sale under review, the end of a round (recap, sheet) and of the game;
- ``common.py``: what they share (tile keys and faces, money and sentences, facts of the view).
- ``text.py``: the view's sentences, registered when the view is imported.
"""

from ...guide import Guide, Step
from . import text  # noqa: F401  (registers the view's sentences before anything draws)
from .auction import Auction
from .builder import Builder
from .grid import Grid
from .review import Review
from .table import TableZones
from .trade import Trade


def _mine(view, ctx, phase):
    return view["phase"] == phase and ctx.seat in view["to_move"]


# The guided first game: two players against the easy computer, in French.
GUIDE = Guide("buyword", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("die", lambda view, ctx, ui: _mine(view, ctx, "roll"), target="die", wait="act"),
    Step("choose", lambda view, ctx, ui: _mine(view, ctx, "choose"), target="actions", optional=True),
    Step("lot", lambda view, ctx, ui: _mine(view, ctx, "buy"), target="lot"),
    Step("buy", lambda view, ctx, ui: _mine(view, ctx, "buy"), target="buy", wait="act"),
    Step("sell", lambda view, ctx, ui: _mine(view, ctx, "sell"), target="hand"),
    Step("done", lambda view, ctx, ui: _mine(view, ctx, "sell"), target="done"),
    Step("computer", lambda view, ctx, ui: bool(view["last"]) and view["last"].get("seat") not in (None, ctx.seat),
         target="stage", anytime=True),
    Step("round", lambda view, ctx, ui: view["round"] >= 2, target="bank"),
])


class View(TableZones, Builder, Grid, Auction, Trade, Review):
    game_id = "buyword"
    GUIDE = GUIDE
    shortcuts = [("A–Z", "buyword.ui.builder.empty"), ("*", "buyword.ui.builder.add_wild"),
                 ("-", "buyword.ui.builder.back"), ("Escape", "buyword.ui.builder.clear"),
                 ("=", "buyword.ui.builder.sell_none")]
