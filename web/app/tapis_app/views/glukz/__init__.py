"""Le Glükz's table on one screen: the other players along the top (their hand as a count, their
rows face up on face down, what they were seen picking up), the pile in the middle with the
burned cards beside it, and the dock: the sentence of the moment, your rows, the cards you play
from now (your hand, else your face-up row, else your face-down cards) and Lay / Take.

Everything comes from the engine's view (``pyengine/glukz/game.py``, ``table_view``): which cards
may be laid (``moves.groups``), whether the pile may be taken and what would be shown by default,
the pile's value and its run, who plays after, the last burn and its run. The view keeps one
piece of UI state: the cards chosen for the next play (``self.ui["chosen"]``), always cards of
one rank from the place the player plays from now (hand or face-up row).

Moves on screen: a card keeps its id as ``data-key`` wherever it lies (hand, rows, pile), so it
slides from one place to the next; a card another player lays appears from that player's hand
or rows (``data-from``); a taken pile flies into the taker's hand (``data-sink``); a burned pile
flies onto the burned heap, where the run that burned it stays face up until the next burn.

The view is one class made of zones, one module each:

- ``table.py``: the table zone by zone (the strip of facts, the other players, a seat's rows);
- ``felt.py``: the middle (the burned heap, the pile, its value and run, the last move);
- ``dock.py``: the sentence of the moment, your rows, your hand in values, Lay / Take;
- ``standings.py``: a player has finished (the recap), the score sheet and the end;
- ``keys.py``: clicks and keys, and an action in words (hints);
- ``common.py``: what they share (cards as words, faces and buttons; the cards chosen).
- ``text.py``: the view's sentences, registered when the view is imported.
"""

from pyengine.glukz.rules import JOKERS

from ...guide import Guide, Step
from . import text  # noqa: F401  (registers the view's sentences before anything draws)
from .common import rank_of
from .dock import Dock
from .felt import Felt
from .keys import Keys
from .standings import Standings
from .table import TableZones


def _moves(view):
    return view.get("moves") or {}


# The guided first game: two players against the easy computer, one deck, the race start.
GUIDE = Guide("glukz", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True, anytime=True),
    Step("race", lambda view, ctx, ui: view["phase"] == "race", target="pile", anytime=True),
    Step("pile", lambda view, ctx, ui: bool(view["pile"]) and view["phase"] != "race", target="pile-value"),
    Step("play", lambda view, ctx, ui: bool(_moves(view).get("playable")) and bool(view["pile"]), target="playable",
         wait="act"),
    Step("jokers", lambda view, ctx, ui: any(rank_of(c) in JOKERS for c in _moves(view).get("playable") or [])
         and view["pile"], target="hand"),
    Step("take", lambda view, ctx, ui: bool(_moves(view).get("take")) and not _moves(view).get("playable"),
         target="take", optional=True),
    Step("burn", lambda view, ctx, ui: view["burns"] > 0, target="burned", anytime=True, optional=True),
    Step("rows", lambda view, ctx, ui: view["turn"] >= 6, target="my-rows"),
])


class View(TableZones, Felt, Dock, Standings, Keys):
    game_id = "glukz"
    GUIDE = GUIDE
    shortcuts = [("P", "glukz.ui.key.play"), ("R", "glukz.ui.key.take"), ("A", "glukz.ui.key.all"),
                 ("Escape", "glukz.ui.key.clear")]
