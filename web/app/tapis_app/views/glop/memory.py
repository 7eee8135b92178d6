"""Glop's memory game: the hand a player looked at and handed over (to the partner, or for the
reserve), shown to be memorised before it hides; without the option, kept on the felt as a
reminder, the cards already played from it dimmed."""

from ...html import esc, join, tag
from ..parts import card_face, piece
from .common import INK, Common, colour_of, value_of


class Memory(Common):
    """The hand looked at: studied, then hidden, or kept as a reminder."""

    # ---- the memory game: the hand you looked at, to memorise before it hides
    def studying(self, view, ctx) -> bool:
        memory = view["memory"]
        me = ctx.seat
        if not memory or me is None or not ctx.person or view["over"] or memory["where"] == "hand":
            return False
        mark = (view["deal"], me, tuple(memory["cards"]))
        return memory["hide_after_study"] and view["seat_plays"][me] == 0 and self.studied != mark

    def memory(self, memory, view, ctx) -> str:
        cards = []
        for card in memory["cards"]:
            cards.append(piece(card_face(str(value_of(card)), self._symbols(view)[colour_of(card)]),
                               label=self.card_label(card, view, ctx),
                               cls=join(["card ", INK[colour_of(card)]])))
        return tag("section", join([
            tag("h2", esc(ctx.t("glop.ui.memory.study.title")), class_="table-label"),
            tag("p", esc(ctx.t("glop.ui.memory.what")), class_="glop-note"),
            tag("div", "".join(cards), class_="cards glop-memory-cards", data_coach="memory",
                data_measure="inline", style=f"--n:{len(cards)}"),
            # (a replay shows the hand as the seat saw it, without the button that ended its study)
            "" if ctx.replay else self.view_button(esc(ctx.t("glop.ui.memory.done")), "studied",
                                                   cls="btn btn--primary", data_coach="memory-done")]),
            class_="glop-memory glop-memory--study", aria_label=ctx.t("glop.ui.memory.study.title"))

    def reminder(self, view, ctx) -> str:
        """Without the memory game, the hand you looked at stays on the table as a reminder
        (cards already played from it dimmed)."""
        memory = view["memory"]
        if not memory or memory["where"] == "hand" or memory["hide_after_study"] or view["over"]:
            return ""
        away = set(memory["away"])
        cards = []
        for card in memory["cards"]:
            label = self.card_label(card, view, ctx)
            gone = card not in away
            cards.append(piece(card_face(str(value_of(card)), self._symbols(view)[colour_of(card)]),
                               label=ctx.t("glop.ui.memory.played", card=label) if gone else label,
                               cls=join(["card card--small ", INK[colour_of(card)], " is-dim" if gone else ""])))
        where = ctx.t(f"glop.ui.memory.{memory['where']}")
        return tag("div", tag("p", esc(ctx.t("glop.ui.memory.title") + " — " + where), class_="glop-note") +
                   tag("div", "".join(cards), class_="cards glop-memory-cards"), class_="glop-reminder")
