"""BuyWord's lots changing hands before they are bought: the ``trade`` room (whole lots swapped,
with money under « sale »: the other lots with an offer beside each, the offer answered) and
the ``draft`` room (the tiles picked one at a time from a common pool)."""

from ...html import esc, join, tag
from .common import Common, tile


class Trade(Common):
    """Lots swapped (the offers, the answer) and the draft's pool."""

    def trade(self, view, ctx, state) -> str:
        """The other lots on the table; on your turn, an offer beside each."""
        me = ctx.seat
        mine = state["interactive"] and view["you"]["my_turn"]
        offered = [tuple(p) for p in view.get("offered", [])]
        sale = view["options"].get("trade") == "sale"
        blocks = []
        for other in range(view["players"]):
            lot = view["lots"][other]
            if other == me or not lot:
                continue
            title = tag("h3", esc(ctx.about(other, "buyword.ui.trade.theirs",
                                            price=self._money(ctx, view["lot_prices"][other]))), class_="bw-subtitle")
            action = ""
            if mine and view["lots"][me]:
                if (me, other) in offered:
                    action = tag("p", esc(ctx.t("buyword.ui.trade.offered")), class_="bw-note")
                elif sale:
                    way = tag("label", esc(ctx.t("buyword.ui.trade.way")), for_=f"bw-way-{other}") + tag("select", join([
                        tag("option", esc(ctx.t("buyword.ui.trade.give")), value="give"),
                        tag("option", esc(ctx.t("buyword.ui.trade.ask")), value="ask")]),
                        name_="way", class_="field", id=f"bw-way-{other}")
                    action = self._amount_form(ctx, f"offer{other}", ctx.t("buyword.ui.trade.money"), 0,
                                               max(view["money"][me], view["money"][other]), 0,
                                               ctx.t("buyword.ui.trade.offer_short"), extra=way,
                                               submit_label=ctx.t("buyword.ui.trade.offer", name=ctx.name(other)))
                else:
                    action = self.play_button(esc(ctx.t("buyword.ui.trade.offer_short")),
                                              {"type": "offer", "to": other, "pay": 0}, cls="btn",
                                              aria_label=ctx.t("buyword.ui.trade.offer", name=ctx.name(other)))
            blocks.append(tag("div", title + action, class_="bw-offer"))
        if not blocks:
            return ""
        return tag("section", tag("div", "".join(blocks), class_="bw-offers"), class_="bw-stage bw-trade",
                   aria_label=ctx.t("buyword.phase.trade"), data_coach="stage")

    def answer(self, view, ctx) -> str:
        offer = view["offer"]
        giver, taker = offer["from"], offer["to"]
        blocks = []
        for seat in (giver, taker):
            title = tag("h3", esc(ctx.about(seat, "buyword.ui.trade.theirs",
                                            price=self._money(ctx, view["lot_prices"][seat]))), class_="bw-subtitle")
            blocks.append(tag("div", title + self._big_tiles(view, ctx, seat), class_="bw-offer"))
        return tag("section", tag("div", blocks[0] + tag("span", "⇄", class_="bw-swap", aria_hidden="true") + blocks[1],
                                  class_="bw-offers bw-offers--swap"),
                   class_="bw-stage bw-trade", aria_label=ctx.t("buyword.phase.answer"), data_coach="stage")

    def trade_buttons(self, view, ctx, play) -> list:
        """Your buttons in a swap: pass (the offers are beside the lots), or answer an offer."""
        if view["phase"] == "trade":
            return [play(ctx.t("buyword.ui.pass"), {"type": "pass"})]
        return [play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True),
                play(ctx.t("buyword.ui.refuse"), {"type": "refuse"})]

    def pool(self, view, ctx, state) -> str:
        pips = view["pips"]
        mine = state["interactive"] and view["you"]["my_turn"]
        tiles_html = []
        for i, letter in enumerate(view.get("pool", [])):
            label = self._tile_label(ctx, letter, pips[letter])
            if mine:
                tiles_html.append(tile(letter, pips[letter], label=ctx.t("buyword.ui.pick", tile=label),
                                       act="play", arg={"type": "pick", "tile": letter}, key=f"pool-{letter}{i}",
                                       cls="tile--mid tile--pick", from_="bag"))
            else:
                tiles_html.append(tile(letter, pips[letter], label=label, key=f"pool-{letter}{i}", cls="tile--mid",
                                       from_="bag"))
        return tag("section", tag("h2", esc(ctx.t("buyword.ui.pool")), class_="bw-stage-line") +
                   tag("div", "".join(tiles_html), class_="bw-tiles", role="group",
                       aria_label=ctx.t("buyword.ui.pool")), class_="bw-stage bw-pool", data_coach="stage")
