"""BuyWord's auction (the ``auction`` room of the engine): a lot put up for auction by its
buyer, drawn in the middle with its terms and the best bid, the bidders' buttons and the
seller's last word (top the best bid or let the lot go)."""

from ...html import esc, join, tag
from .common import Common


class Auction(Common):
    """A lot at auction: the panel in the middle and the buttons."""

    def auction(self, view, ctx) -> str:
        a = view["auction"]
        title = ctx.about(a["seller"], "buyword.ui.auction.title")
        lines = [tag("h2", esc(title), class_="bw-stage-line"),
                 self._big_tiles(view, ctx, a["seller"]),
                 tag("p", esc(ctx.t("buyword.ui.auction.terms", price=self._money(ctx, a["price"]),
                                    min=self._money(ctx, a["min"]))), class_="bw-note")]
        if a["bid"] is None:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.none")), class_="bw-note"))
        else:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.best", bid=self._money(ctx, a["bid"]),
                                             name=self._object(ctx, a["bidder"]))), class_="bw-best"))
        if view["phase"] == "auction" and a["active"]:
            names = ", ".join(ctx.name(s) for s in a["active"])
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.left", names=names)), class_="bw-note"))
        return tag("section", join(lines), class_="bw-stage bw-auction", aria_label=title, data_coach="stage")

    def auction_buttons(self, view, ctx, play) -> list:
        """Your buttons while a lot is at auction: bid the least, pass, or bid an amount; its
        seller's last word: top the best bid, or let it go."""
        you = view["you"]
        money = self._money
        out = []
        if view["phase"] == "auction":
            low = view["auction"]["next_min"]
            if low <= you["money"]:
                out.append(play(ctx.t("buyword.ui.bid.min", price=money(ctx, low)), {"type": "bid", "amount": low},
                                primary=True))
            out.append(play(ctx.t("buyword.ui.pass"), {"type": "pass"}))
            if low < you["money"]:
                out.append(self._amount_form(ctx, "bid", ctx.t("buyword.ui.bid.amount"), low, you["money"], low,
                                             ctx.t("buyword.ui.bid")))
        else:  # top
            a = view["auction"]
            if "top" in you["can"]:
                out.append(play(ctx.t("buyword.ui.top", price=money(ctx, a["top_price"])), {"type": "top"}, primary=True))
            out.append(play(ctx.t("buyword.ui.decline"), {"type": "decline"}))
        return out
