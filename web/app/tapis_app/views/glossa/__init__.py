"""Glossa's table on one screen: the other players around the felt (chips, what they put on the
table, their seven cards face down), the felt (the stock and the discards, the chips on the
table and the cagnotte, your own place), and the dock: the sentence of the moment, your seven
cards, the word you build, and what you may do now — enter the deal, exchange, play your word,
pass, call, raise or fold, show or not, ask for a loan.

Everything drawn comes from the engine's ``view(seat)``. The word builder asks the engine's own
helpers (``describe_word``, ``spell_text``) what the cards being laid spell, what they are worth
and whether they may be declared; it decides nothing itself.

Moves are seen where they happen: a payment (the entry, a call, a bet) is a chip flying from
the payer's place to the felt (``data-from``), then into the total on the felt (``data-sink``);
cards thrown at the exchange fly from the player's hand to the discards and new ones come from
the stock; the felt goes to its winners' chips at the end of a deal. Each deal ends with a recap
over the table (every word shown, who took the chips, the chips won or lost and the game points
written), and the score sheet of the rule book is the table's « Scores ».

UI-only state (``self.ui``): the cards picked for the exchange, the word being built (hand
indices and pieces, a joker waiting for its meaning), the bet or loan amount being chosen, the
lender picked.

The view is one class made of zones, one module each:

- ``table.py``: the table zone by zone (the strip of facts, the other players);
- ``felt.py``: the felt (the stock, the discards, the pot, the deal before, your place);
- ``dock.py``: the sentence of the moment, your cards, your word, entering, exchanging, showing;
- ``word.py``: the word builder (the pieces laid, their value and verdict, typing, the joker);
- ``betting.py``: bets with their amounts, and loans between deals;
- ``recap.py``: the end of a deal (the recap), the score sheet and the end screen;
- ``keys.py``: clicks and keys, and an action in words (hints);
- ``common.py``: what they share (cards as words and drawn, one-action buttons).
- ``text.py``: the view's sentences, registered when the view is imported.
"""

from ...guide import Guide, Step
from . import text  # noqa: F401  (registers the view's sentences before anything draws)
from .betting import Betting
from .dock import Dock
from .felt import Felt
from .keys import Keys
from .recap import DealEnd
from .table import TableZones
from .word import Word


def _mine(view, ctx, phase):
    return view["phase"] == phase and view["current"] == ctx.seat


# The guided first game: two players against the easy computer, ten deals.
GUIDE = Guide("glossa", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("entry", lambda view, ctx, ui: _mine(view, ctx, "entry"), target="enter"),
    Step("exchange", lambda view, ctx, ui: _mine(view, ctx, "exchange"), target="hand"),
    Step("word", lambda view, ctx, ui: _mine(view, ctx, "compose"), target="hand"),
    Step("value", lambda view, ctx, ui: _mine(view, ctx, "compose"), target="actions"),
    Step("betting", lambda view, ctx, ui: _mine(view, ctx, "betting"), target="actions"),
    Step("chips", lambda view, ctx, ui: view["phase"] == "betting" and view["pot"] > 0, target="pot"),
    Step("showdown", lambda view, ctx, ui: view["deal"] >= 2, target="previous"),
])


class View(TableZones, Felt, Dock, Word, Betting, DealEnd, Keys):
    game_id = "glossa"
    GUIDE = GUIDE
    shortcuts = [("A–Z", "glossa.ui.key.letters")]
