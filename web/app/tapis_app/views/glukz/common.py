"""Le Glükz's table: what every zone shares (views/glukz/__init__.py says how the view is laid
out): a card's rank, suit and corner letter, a card as words, as a face, a small card or a
button, a run of one value as words, and the facts every zone reads from the engine's view
(where the seat plays from, the cards chosen for the next play).
"""

from pyengine.glukz.materials import RANK_OF, SUIT_COLOUR, SUIT_OF, SUIT_SYMBOL, card_info

from ...html import esc, tag
from ..art import suit_mark
from ..base import GameView
from ..parts import court_face, named_button, piece


def rank_of(card: str) -> str:
    return RANK_OF[card]


def suit_of(card: str) -> str:
    return SUIT_OF[card]


def letter_of(card: str, lang: str) -> str:
    """The letter printed in the card's corners (« V » for a French Valet)."""
    return card_info(card, lang)["letter"]


class Common(GameView):
    """What every zone of the table calls."""

    def _interactive(self, view: dict, ctx) -> bool:
        seat = view["seat"]
        return (seat is not None and bool(view.get("moves")) and not view["over"] and not ctx.is_bot(seat)
                and ctx.person)

    def _stage(self, view: dict) -> str:
        """Where the seat on screen plays from now (or would, were it its turn)."""
        info = view["seats"][view["seat"]]
        return info["stage"]

    def _place(self, place: int, ctx) -> str:
        return ctx.t("glukz.ui.place", place=place, n=place)

    @staticmethod
    def _left(view: dict, s: int) -> int:
        return view["seats"][s]["left"]

    # ================================================================== cards
    def _name(self, card: str | None, ctx) -> str:
        if not card:
            return ""
        return ctx.t("glukz.card", rank=ctx.t(f"glukz.rank_name.{rank_of(card)}"),
                     suit=ctx.t(f"glukz.suit.{suit_of(card)}")) + " " + SUIT_SYMBOL[suit_of(card)]

    @staticmethod
    def _short(card: str, lang: str) -> str:
        return letter_of(card, lang) + SUIT_SYMBOL[suit_of(card)]

    def _face(self, card: str, ctx) -> str:
        return court_face(rank_of(card), letter_of(card, ctx.lang), SUIT_SYMBOL[suit_of(card)])

    def _colour(self, card: str) -> str:
        return f" card--{SUIT_COLOUR[suit_of(card)]}"

    def _card(self, card: str, ctx, from_: str | None = None) -> str:
        cls = "card gz-card" + self._colour(card)
        return piece(self._face(card, ctx), label=self._name(card, ctx), cls=cls, key=card, from_=from_)

    def _mini(self, card: str, ctx) -> str:
        """A face-up card in a row of the top strip, small but readable: its corner letter over
        its suit, large."""
        letter = letter_of(card, ctx.lang)
        face = tag("span", esc(letter), class_="gz-mini-rank") + tag("span", suit_mark(SUIT_SYMBOL[suit_of(card)]),
                                                                      class_="gz-mini-suit")
        return tag("div", face, class_="card gz-mini" + self._colour(card), data_key=card, aria_hidden="true")

    @staticmethod
    def _button(content: str, name: str, cls: str, *, key: str, act: str, arg: str, focus: str | None = None,
                pressed: bool | None = None, coach: str | None = None, **data) -> str:
        """A card that is a button (« 4 ♠ » seen, « 4 de pique ♠ » heard: parts.named_button)."""
        return named_button(content, name, class_=cls, data_act=act, data_arg=arg, data_focus=focus or f"card:{key}",
                            data_key=key, aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                            data_coach=coach, **data)

    def _rank_phrase(self, cards: list[str]) -> dict:
        """« deux Valets », as a nested sentence for ctx.t."""
        rank = rank_of(cards[0])
        return {"key": f"glukz.rank.{rank}", "n": len(cards), "count": {"key": f"glukz.number.{len(cards)}"}}

    # ================================================================== the cards chosen
    def _source_cards(self, view: dict) -> list[str]:
        moves = view.get("moves") or {}
        stage = moves.get("stage")
        if stage == "hand":
            return view["hand"] or []
        if stage == "face_up":
            return [c for c in view["seats"][view["seat"]]["face_up"] if c]
        return []

    def _chosen(self, view: dict) -> list[str]:
        """The chosen cards still in the place the seat plays from (a redraw after an undo or a
        move may have taken them away)."""
        own = self._source_cards(view)
        return [c for c in self.ui.get("chosen", []) if c in own]
