"""Juggler's table: what every zone shares (views/juggler/__init__.py says how the view is laid
out): a card's deck, value and name, its animation key, a letter card as a piece or a button, the
drag and arrow moves of a card, seats named in a sentence, and the facts every zone reads from the
engine's view and the arrangement (who acts, whether the person may arrange or lay a card).
"""

import json

from ...html import esc, join, tag
from ..art import suit_mark
from ..base import GameView
from ..parts import listed, named_button, piece

SUIT = {"vowels": "♦", "consonants": "♠"}  # a mark per deck: colour is never the only cue


class Common(GameView):
    """The view's state (the word being arranged) and what every zone of the table calls."""

    def __init__(self):
        super().__init__()
        self.word: list[str] = []  # the card ids of the word being arranged, in order
        self.word_hand = None  # the (hand number, seat) the arrangement belongs to

    # ================================================================== words
    def deck_of(self, card, view) -> str:
        return "vowels" if view["letters"][card] in view["vowel_letters"] else "consonants"

    def value_of(self, card, view) -> int:
        return view["values"][view["letters"][card]]

    def card_label(self, card, view, ctx) -> str:
        """« lettre K, consonne, 10 points »."""
        letter = view["letters"][card]
        return ctx.t("juggler.ui.card_label", letter=letter, n=view["values"][letter],
                     kind=ctx.t(f"juggler.ui.kind.{self.deck_of(card, view)}"))

    def spelled(self, cards, view) -> str:
        return "".join(view["letters"][c] for c in cards)

    @staticmethod
    def key_of(card, view) -> str:
        return f"h{view['hand_number']}-{card}"

    @staticmethod
    def names(seats, ctx) -> str:
        """« vous et Ordinateur 2 »: seats named inside a sentence (you as an object)."""
        return listed([ctx.t("ui.name.you.object") if s == ctx.you else ctx.name(s) for s in seats], ctx,
                      "juggler.ui.list")

    # ================================================================== pieces
    def card(self, card, view, ctx, *, key=True, act=None, arg=None, cls="", label=None, pressed=None,
             selected=False, from_=None, focus=None, small=False, disabled=False, move=None, coach=None) -> str:
        """A letter card: the letter and its value in the corner (readable when cards overlap),
        the letter large in the middle, the deck's mark at the foot."""
        letter = view["letters"][card]
        deck = self.deck_of(card, view)
        content = join([tag("span", tag("span", esc(letter), class_="jg-index-letter") +
                            tag("span", esc(view["values"][letter]), class_="jg-value"),
                            class_="jg-index", aria_hidden="true"),
                        tag("span", esc(letter), class_="jg-letter", aria_hidden="true"),
                        tag("span", suit_mark(SUIT[deck]), class_="jg-suit", aria_hidden="true")])
        classes = join(["card jg-card ", "card--red jg-card--vowel" if deck == "vowels" else "card--black jg-card--consonant",
                        " card--small" if small else "", f" {cls}" if cls else ""])
        name = label or self.card_label(card, view, ctx)
        data_key = self.key_of(card, view) if key else None
        if not act:
            return piece(content, label=name, cls=classes, key=data_key, selected=selected, from_=from_)
        # (« K 10 » seen stays part of « … lettre K, consonne, 10 points » heard: parts.named_button)
        if isinstance(arg, dict):
            arg = json.dumps(arg, separators=(",", ":"), sort_keys=True)
        return named_button(content, name, class_=classes + (" is-selected" if selected else ""), data_act=act,
                            data_arg=arg, data_key=data_key, data_from=from_,
                            data_focus=focus or (f"card:{data_key}" if data_key else None), disabled=disabled,
                            aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                            data_coach=coach, **(move or {}))

    @staticmethod
    def move_attrs(card, row, index):
        """Reordering by drag (onto another card, the word, the rest or the felt) and, in the
        word, by ArrowLeft / ArrowRight on the focused card (see ui.js)."""
        out = {"data_drag": card, "data_drop": card}
        if row is not None:
            if index > 0:
                out["data_arrow_left"] = f"move:{card}:{row[index - 1]}"
            if index + 1 < len(row):
                out["data_arrow_right"] = f"move:{card}:{row[index + 1]}"
        return out

    def sync(self, view, ctx) -> None:
        """Keep the arrangement to the cards still in hand; start afresh with a new hand."""
        owner = (view["hand_number"], ctx.seat)
        if self.word_hand != owner:
            self.word, self.word_hand = [], owner
        hand = view.get("hand") or []
        self.word = [c for c in self.word if c in hand]

    def acting(self, view, ctx) -> bool:
        """The person on screen is to move now."""
        me = ctx.seat
        if me is None or view["over"] or ctx.is_bot(me) or not ctx.person:
            return False
        return view["current"] == me or view["declarer"] == me

    def arranging(self, view, ctx) -> bool:
        """The person here may arrange the hand (not once announced, nor for a computer, nor in a
        replay: it shows the hand as it was, with no empty word to fill nor tools to fill it)."""
        me = ctx.seat
        return me is not None and ctx.person and not ctx.is_bot(me) and not view["over"] and \
            not view.get("announced") and not ctx.replay

    def laying(self, view, ctx) -> bool:
        """« Poser une carte » was pressed: the hand's cards lay for this moment."""
        return bool(self.ui.get("laying")) and self.acting(view, ctx) and view["step"] == "lay"

    def mover(self, view):
        return view["declarer"] if view["step"] == "reveal" else view["current"]

    @staticmethod
    def cards_for(letters, hand, view) -> list:
        """Cards of ``hand`` spelling ``letters`` in order (the first card of each letter)."""
        free = list(hand)
        out = []
        for ch in letters:
            card = next((c for c in free if view["letters"][c] == ch), None)
            if card is None:
                return []
            free.remove(card)
            out.append(card)
        return out
