"""Glop's table: the score board to 30 with the favourite colour, the exposed cards, your hand,
the other seats (hands as counts), both sides' captured piles as counts, and the last play.

Everything legal comes from the engine's view: for each card of the hand, ``moves`` lists the
takes it makes now (several = the player chooses), whether each is a glop, and whether the
card may be laid. A click on a hand card selects it and shows its takes; a click on a take
(or on a table card of the take, when there are several) plays it.

UI-only state (``self.ui``): ``card`` (the selected hand card), ``take`` (the take shown on the
table when there are several). ``self.studied`` remembers, across actions, that the person
pressed "Memorised" for the hand he looked at this deal (the memory option).

Keys: cards carry ``data-key`` = deal number + card id, so a card animates from hand or table
to the last-play strip, and then into its side's pile (``data-sink``) at the next play; a pile
names only those cards, never the rest of its contents (see ``sinks``); a new deal's cards are
new elements. Focus: hand cards are focused by position (``hand:i``) and the
choice shown for the selected card (the first, or the one ↑ ↓ moved to) takes the card's focus
key, so keyboard play flows card → choice → next card. Digits make takes 1 to 9; a card can
have more (a big table of small cards: 51 for one 11 in random play), so ↑ ↓ step the shown
take through all of them, on the table and with the focus, and Enter makes it.

The view is one class made of zones, one module each:

- ``table.py``: the table zone by zone (the strip of facts, the other seats, the felt with the
  last play and both sides' piles);
- ``dock.py``: the sentence of the moment, your hand and the chosen card's takes; an action in
  words (hints);
- ``memory.py``: the hand looked at, to memorise or kept as a reminder;
- ``count.py``: the end of a deal (its count, over the table) and the score sheet;
- ``keys.py``: clicks and keys;
- ``common.py``: what they share (cards and sides as words, a card drawn, facts of the view).
- ``text.py``: the view's sentences, registered when the view is imported.
"""

from ...guide import Guide, Step
from . import text  # noqa: F401  (registers the view's sentences before anything draws)
from .count import Count
from .dock import Dock
from .keys import Keys
from .memory import Memory
from .table import TableZones


def _selected(view, ui):
    """The move of the hand card chosen on screen, if any."""
    card = ui.get("card")
    return next((m for m in view["moves"] or [] if m["card"] == card), None) if card else None


def _studying(view, ctx):
    memory = view["memory"]
    return bool(memory and memory["hide_after_study"] and memory["where"] != "hand" and ctx.seat is not None
                and view["seat_plays"][ctx.seat] == 0)


def _others_played(view, ctx):
    last = view["last_play"]
    return bool(last and last["deal"] == view["deal"] and last["seat"] != ctx.seat)


# The guided first game: two players, the memory game on, against the easy computer.
GUIDE = Guide("glop", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("memory", lambda view, ctx, ui: _studying(view, ctx), target="memory"),
    Step("table", lambda view, ctx, ui: bool(view["table"]), target="table"),
    # (not while the playing hand lies face down, the reserve being memorised)
    Step("pick", lambda view, ctx, ui: bool(view["moves"]) and _selected(view, ui) is None
         and (ui.get("studied") or not _studying(view, ctx)), target="hand", wait="act"),
    Step("take", lambda view, ctx, ui: bool((_selected(view, ui) or {}).get("takes")), target="actions", wait="act"),
    Step("lay", lambda view, ctx, ui: (_selected(view, ui) or {}).get("lay", False)
         and not (_selected(view, ui) or {}).get("takes"), target="actions", wait="act", optional=True),
    Step("computer", lambda view, ctx, ui: _others_played(view, ctx), target="last", anytime=True),
    Step("piles", lambda view, ctx, ui: any(side["captured"] for side in view["sides"]), target="piles"),
    Step("favourite", lambda view, ctx, ui: sum(view["seat_plays"]) >= 3, target="status"),
    Step("glop", lambda view, ctx, ui: bool(view["last_play"] and view["last_play"]["glop"]), target="last",
         anytime=True, optional=True),
    Step("reserve", lambda view, ctx, ui: view["reserve_counts"] is not None and ctx.seat is not None
         and view["reserve_counts"][ctx.seat] == 0 and bool(view["hand"]), optional=True),
    Step("count", lambda view, ctx, ui: bool(view["history"]), target="status"),
])


class View(TableZones, Dock, Memory, Count, Keys):
    game_id = "glop"
    GUIDE = GUIDE
    shortcuts = [("← →", "glop.ui.key.arrows"), ("1–9", "glop.ui.key.digits"), ("↑ ↓", "glop.ui.key.updown"),
                 ("P", "glop.ui.key.lay"), ("Échap / Esc", "glop.ui.key.escape")]
