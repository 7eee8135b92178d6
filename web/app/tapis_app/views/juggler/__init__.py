"""Juggler's table on one screen: the other players on top (their totals, their cards in hand
counted by deck, the cards seen going into their hands), the felt in the middle (the two decks
and the face-up cards; a banner once someone has announced), and the dock: the sentence of the
moment, the live check of your word, your hand in one row — the cards arranged into your word
first, framed, then the others — and the actions of the moment.

Each card of your hand is drawn once. A tap (or a letter key) moves a card from the rest to
the end of the word, a tap on a word card sends it back; cards are reordered by dragging them,
or with ← → on a focused word card; a word can also be typed and the hand arranged to spell it.
The live check reads the engine's ``words`` table: « c'est un mot, il vaut N » and what it
would score if the hand (« la partie » of the rule book) ended now. The arrangement is yours: it
survives the other players' moves and your own draws, and is forgotten only when the hand ends.

To lay a card: « Poser une carte », then the card (the hand's cards turn into lay buttons for
that moment), or drag the card onto the felt.

Everything legal comes from the engine's view: the decks that can be drawn from, the table,
``announce`` (the whole-hand words each lay allows), ``may_announce``, ``words`` (what the hand
spells and scores), the reveal's ``declarer`` and the last hand's score sheet. The view only
turns the arrangement into the action the person asks for (draw, take, lay, announce, declare);
the engine refuses an illegal one with its own sentence.

The end of a hand (its reveal: each player's word, value, unused cards and score) is the recap
shown over the table before the next hand starts.

Animation keys: every card of the hand in play is ``h<hand number>-<card id>``, wherever it is
(your word, your rest, the table, the cards seen in another player's hand), so a card taken
from the table flies into that hand and a card laid flies onto the felt; a card another player
draws flies from its deck to their place; the previous hand's cards on the recap and the sheet
have no key (their ids are dealt again).

The view is one class made of zones, one module each:

- ``table.py``: the table zone by zone (the strip of facts, the other players);
- ``felt.py``: the felt (the banner, the decks, the face-up cards);
- ``word.py``: your word, arranged and checked, and its tools;
- ``dock.py``: the sentence of the moment, your hand, the actions;
- ``reveal.py``: the end of a hand (the recap), the score sheet and the end of the game;
- ``keys.py``: clicks and keys, and an action in words (hints);
- ``common.py``: what they share (a card as words and drawn, the facts of the moment).
- ``text.py``: the view's sentences, registered when the view is imported.
"""

from ...guide import Guide, Step
from . import text  # noqa: F401  (registers the view's sentences before anything draws)
from .dock import Dock
from .felt import Felt
from .keys import Keys
from .reveal import Reveal
from .table import TableZones
from .word import Word


def _mine(view, ctx, step):
    return view["step"] == step and view["current"] == ctx.seat


# The guided first game: two players against the easy computer, in French.
GUIDE = Guide("juggler", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("take", lambda view, ctx, ui: _mine(view, ctx, "take"), target="deck-vowels", wait="act"),
    Step("word", lambda view, ctx, ui: _mine(view, ctx, "lay"), target="hand"),
    Step("lay", lambda view, ctx, ui: _mine(view, ctx, "lay"), target="actions", wait="act"),
    Step("table", lambda view, ctx, ui: bool(view["table"]) and _mine(view, ctx, "take"), target="table-cards"),
    Step("announce", lambda view, ctx, ui: _mine(view, ctx, "lay") and view["turns"] >= 4, target="announce"),
    Step("banner", lambda view, ctx, ui: view["announcer"] is not None and view["announcer"] != ctx.seat,
         target="banner", anytime=True, optional=True),
    Step("reveal", lambda view, ctx, ui: view["step"] == "reveal", target="hand", anytime=True),
])


class View(TableZones, Felt, Word, Dock, Reveal, Keys):
    game_id = "juggler"
    GUIDE = GUIDE
    shortcuts = [("A–Z", "juggler.ui.key.letters"), ("-", "juggler.ui.key.back"), ("← →", "juggler.ui.key.arrows"),
                 ("Échap / Esc", "juggler.ui.key.escape")]
