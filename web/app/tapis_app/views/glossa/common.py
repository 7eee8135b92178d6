"""Glossa's table: what every zone shares (views/glossa/__init__.py says how the view is laid
out): a card or a piece of a word as words and drawn, a button for one engine action (marked when
it is the hint), a seat's status mark, and whether the person here acts now.
"""

from pyengine.glossa.materials import JOKER, VALUE, card_of, letters_of

from ...html import esc, tag
from ..base import GameView
from ..parts import named_button, piece

# A symbol beside each status word so that colour never says it alone.
STATUS_MARK = {"folded": "✕", "all_in": "▲", "out": "–"}


class Common(GameView):
    """What every zone of the table calls."""

    def _acting(self, view, ctx) -> bool:
        me = ctx.seat
        return me is not None and me in view["to_move"] and not ctx.is_bot(me) and ctx.person

    @staticmethod
    def _pot_sink(view, seat):
        """The chips on the felt at the end of the deal fly into its winners' chips."""
        last = view.get("last") or {}
        if not last or last.get("deal") not in (view["deal"] - 1, view["deal"]):
            return None
        won = [s for s, gain in enumerate(last.get("chips") or []) if gain > 0]
        return f"pot-{last['deal']}" if seat in won else None

    # ================================================================== pieces
    def _play(self, label, action, ctx, primary=False, cls=None, disabled=False, coach=None) -> str:
        classes = cls or ("btn btn--primary" if primary else "btn")
        if ctx.hint is not None and ctx.hint == action:
            classes += " is-hint"
        return self.play_button(esc(label), action, cls=classes, disabled=disabled, data_coach=coach)

    @staticmethod
    def _name(p: str, ctx) -> str:
        """A card or a piece of a word as words: « lettre C, 3 points », « joker pour C »."""
        if p == JOKER:
            return ctx.t("glossa.ui.card.joker")
        if p.startswith(JOKER):
            return ctx.t("glossa.ui.card.joker_as", letter=p[1:])
        if len(p) == 2:
            return ctx.t("glossa.ui.card.pair", letter=p, n=VALUE[p])
        return ctx.t("glossa.ui.card.letter", letter=p, n=VALUE[p])

    def _card(self, p: str, ctx, *, key=None, act=None, arg=None, pressed=None, selected=False, disabled=False,
              dim=False, small=False, from_=None, label=None, new=False, coach=None) -> str:
        """A Glossa card: its letter or two-letter group large, its value in the corner; a joker
        shows a star (and, in a word, what it stands for)."""
        card = card_of(p)
        shown = letters_of(p) if card == JOKER and p != JOKER else ("✱" if card == JOKER else card)
        value = 0 if card == JOKER else VALUE[card]
        content = tag("span", esc(shown), class_="g-letters" + (" g-letters--pair" if len(shown) == 2 else ""),
                      aria_hidden="true") + \
            tag("span", esc(value), class_="g-value", aria_hidden="true")
        if card == JOKER:
            content += tag("span", "✱" if p != JOKER else "", class_="g-joker-mark", aria_hidden="true")
        cls = "card g-card" + (" g-card--joker" if card == JOKER else "") + (" card--small g-card--small" if small else "") + \
            (" is-dim" if dim else "") + (" g-card--new" if new else "")
        name = label or self._name(p, ctx)
        if new:
            content += tag("span", "", class_="g-new-mark", aria_hidden="true")
            name = ctx.t("glossa.ui.card.new", card=name)
        if not act:
            return piece(content, label=name, cls=cls, key=key, from_=from_)
        # (« C 3 » seen, « lettre C, 3 points » heard: parts.named_button)
        return named_button(content, name, class_=cls + (" is-selected" if selected else ""), data_act=act,
                            data_arg=arg, data_focus=f"card:{key}" if key else f"{act}:{arg}", data_key=key,
                            data_from=from_, disabled=disabled, data_coach=coach,
                            aria_pressed=None if pressed is None else ("true" if pressed else "false"))
