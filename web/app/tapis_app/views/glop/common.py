"""Glop's table: what every zone shares (views/glop/__init__.py says how the view is laid out):
the cards' colours and values, cards and sides as words, a card as a piece or a button, and the
facts every zone reads from the engine's view (whose turn it is, the card chosen on screen).
"""

from pyengine.glop import materials

from ...html import esc, join, tag
from ..art import GLOP_INK, suit_mark
from ..base import GameView
from ..parts import card_face, listed, named_button, piece

# Card ink classes of tapis.css (dark, AA on the card face) for the engine's colour ids.
INK = GLOP_INK


def value_of(card: str) -> int:
    return materials.VALUE[card]


def colour_of(card: str) -> str:
    return materials.COLOUR[card]


class Common(GameView):
    """The view's state and what every zone of the table calls."""

    def __init__(self):
        super().__init__()
        self.studied = None  # (deal, seat, seen cards) of the hand the person said he memorised

    # ================================================================== words
    def _symbols(self, view) -> dict:
        return {c["id"]: c["symbol"] for c in view["colours"]}

    def card_label(self, card: str, view, ctx) -> str:
        """« 8 rouge ● » / "red 8 ●": the accessible name of a card."""
        colour = colour_of(card)
        return ctx.t("glop.ui.card_label", value=value_of(card), colour=ctx.t(f"glop.colour.{colour}"),
                     symbol=self._symbols(view)[colour])

    @staticmethod
    def card_name(card: str, ctx) -> str:
        """« le 8 rouge » / "the red 8": a card inside a sentence."""
        return ctx.t("glop.card", value=value_of(card), colour={"key": f"glop.colour.{colour_of(card)}"})

    def names(self, cards, ctx) -> str:
        """« le 5 bleu, le 2 vert et le 1 jaune »."""
        return listed([self.card_name(c, ctx) for c in cards], ctx, "glop.ui.list")

    def short_html(self, cards, view) -> str:
        """« 5■ + 2▲ » (materials.short), as HTML, each symbol in its colour's ink."""
        symbols = self._symbols(view)
        return " + ".join(f"{value_of(c)}" + tag("span", suit_mark(symbols[colour_of(c)]), class_=f"glop-sym {INK[colour_of(c)]}")
                          for c in cards)

    def side_name(self, side: int, view, ctx) -> str:
        seats = view["sides"][side]["seats"]
        if len(seats) == 1:
            return ctx.name(seats[0])
        return ctx.t("glop.ui.team", seat=ctx.name(seats[0]), partner_seat=ctx.name(seats[1]))

    def short_side(self, side, view, ctx) -> str:
        """A side in two words for the strips: « Vous », « Ordinateur »; with partners « Votre
        équipe » / « L'autre équipe » (or « Équipe 1 » for a spectator)."""
        if view["players"] == 2:
            return ctx.name(view["sides"][side]["seats"][0])
        if view["seat_side"] is None or not ctx.person:
            return ctx.t("glop.ui.team_n", n=side + 1)
        return ctx.t("glop.ui.team_ours" if side == view["seat_side"] else "glop.ui.team_theirs")

    # ================================================================== pieces
    def card(self, card: str, view, ctx, *, deal=None, act=None, arg=None, cls="", selected=False,
             pressed=None, focus=None, from_=None, label=None, disabled=False) -> str:
        """A face-up card; ``deal`` prefixes its animation key (a card id repeats every deal)."""
        deal = view["deal"] if deal is None else deal
        symbol = self._symbols(view)[colour_of(card)]
        face = card_face(str(value_of(card)), symbol)
        name = label or self.card_label(card, view, ctx)
        classes = join(["card ", INK[colour_of(card)], f" {cls}" if cls else ""])
        key = f"d{deal}-{card}"
        if not act:
            return piece(face, label=name, cls=classes, key=key, from_=from_)
        return named_button(face, name, class_=classes + (" is-selected" if selected else ""), data_act=act,
                            data_arg=arg, data_focus=focus or f"card:{key}", data_key=key, data_from=from_,
                            aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                            disabled=disabled)

    # ================================================================== facts from the view
    def my_turn(self, view, ctx) -> bool:
        return (ctx.seat is not None and view["current"] == ctx.seat and not view["over"]
                and not ctx.is_bot(ctx.seat))

    def selected_move(self, view):
        card = self.ui.get("card")
        if not card or not view["moves"]:
            return None
        return next((m for m in view["moves"] if m["card"] == card), None)

    def compulsory(self, view, ctx) -> bool:
        """Taking is compulsory now and your hand can take (the engine says so: ``must_take``):
        the cards that take are marked, the others dimmed and out of play."""
        return bool(view["must_take"] and view["moves"] and self.my_turn(view, ctx))

    @staticmethod
    def playable(move) -> bool:
        return bool(move["takes"] or move["lay"])

    @staticmethod
    def reserve(view, ctx) -> int:
        return view["reserve_counts"][ctx.seat] if view["reserve_counts"] is not None and ctx.seat is not None else 0
