"""BuyWord's reviews: a sale reviewed by the other players (the ``review`` room: with
``check_words = "honour"`` or a theme, they accept, challenge or vote), then the end of each
round (its recap over the table, the score sheet) and of the game (the sheet of words sold)."""

from ...html import esc, join, tag
from ..base import Recap
from .common import Common, whole_amounts


class Review(Common):
    """A sale under review, and the ends of rounds and of the game."""

    def review(self, view, ctx, compact) -> str:
        """The sale the others review (the last sale of the round): its word, its price."""
        review = view["review"]
        words = ", ".join(w for w, _ in review["words"])
        line = ctx.about(review["seller"], "buyword.ui.review.sale", words=words,
                         price=self._money(ctx, review["price"]))
        sales = self._round_sales(view)
        shown = self._sold_tiles(view, ctx, *sales[-1]) if sales and not compact else ""
        return tag("section", tag("p", esc(line), class_="bw-stage-line") + shown,
                   class_="bw-stage bw-review", aria_label=ctx.t("buyword.phase.review"), data_coach="stage")

    def review_buttons(self, view, ctx, play) -> list:
        """Your buttons on a sale under review: accept it (or vote, with a theme), challenge it."""
        out = []
        if view.get("theme", "none") != "none":
            out += [play(ctx.t("buyword.ui.vote.yes"), {"type": "accept"}, primary=True),
                    play(ctx.t("buyword.ui.vote.no"), {"type": "refuse"}),
                    play(ctx.t("buyword.ui.vote.abstain"), {"type": "abstain"})]
        else:
            out.append(play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True))
        if "challenge" in view["you"]["can"]:
            out.append(play(ctx.t("buyword.ui.challenge"), {"type": "challenge"}))
        return out

    # ================================================================== the end of a round
    def recap(self, view, ctx) -> Recap | None:
        """The round just ended, while the next has not begun (its die not rolled yet)."""
        history = view.get("history") or []
        if not history or view["over"] or view["die"]["face"] is not None:
            return None
        summary = history[-1]
        if summary["round"] != view["round"] - 1:
            return None
        body = self.round_table(summary, view, ctx) + tag("p", esc(ctx.t("buyword.ui.recap.rule")), class_="bw-note")
        return Recap(key=f"round-{summary['round']}", title=ctx.t("buyword.ui.recap.title", n=summary["round"]),
                     body=tag("div", body, class_="bw-recap"), go_on=ctx.t("buyword.ui.recap.next"))

    @staticmethod
    def _mini(letters) -> str:
        """Letters as small tiles inside a sentence (named as a whole by their container)."""
        return "".join(tag("span", esc(letter), class_="bw-mini", aria_hidden="true") for letter in letters)

    def _bought(self, summary, seat, ctx) -> str:
        """What ``seat`` paid for in a round: its own lot, or one won at auction; or what
        became of its lot otherwise; tiles thrown away (HTML: a lot's letters as small tiles)."""
        out = []
        for owner, fate in enumerate(summary["fates"]):
            if not fate:
                continue
            price = self._money(ctx, fate["price"])
            if owner == seat:
                if fate["fate"] == "bought" or (fate["fate"] == "auctioned" and fate["seat"] == seat):
                    line = ctx.t("buyword.ui.recap.lot", tiles="\x00", price=price)
                elif fate["fate"] == "rejected":
                    line = ctx.t("buyword.ui.recap.rejected", tiles="\x00")
                else:
                    line = ctx.t("buyword.ui.recap.auctioned", tiles="\x00", name=self._object(ctx, fate["seat"]))
            elif fate["fate"] == "auctioned" and fate["seat"] == seat:
                line = ctx.t("buyword.ui.recap.won", tiles="\x00", price=price)
            else:
                continue
            # the sentence escaped, then the letters (HTML) put in their place
            out.append(esc(line).replace("\x00", tag("span", self._mini(fate["tiles"]), class_="bw-minis",
                                                     aria_label=" ".join(fate["tiles"]), role="img")))
        if summary["thrown"][seat]:
            out.append(esc(ctx.t("buyword.ui.recap.thrown", tiles=" ".join(summary["thrown"][seat]))))
        if summary["lost"][seat]:
            out.append(esc(ctx.t("buyword.ui.recap.lost", tiles=" ".join(summary["lost"][seat]))))
        return "<br>".join(out) or "—"

    def round_table(self, summary, view, ctx) -> str:
        """One round, one row per player: lots, words sold, money (and what it changed)."""
        n = view["players"]
        me = ctx.seat
        order = [(me + k) % n for k in range(n)] if me is not None else list(range(n))
        head = tag("tr", "".join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "buyword.ui.result.player", "buyword.ui.recap.bought", "buyword.ui.recap.sold",
            "buyword.ui.result.money")))
        rows = []
        for seat in order:
            sales = [w for s in view["sales"] if s["seat"] == seat and s["round"] == summary["round"] for w in s["words"]]
            sold = ", ".join(ctx.t("buyword.ui.sale", word=w, price=self._money(ctx, p)) for w, p in sales) or "—"
            money, before = summary["money"][seat], summary["money_before"][seat]
            change = money - before
            delta = ("+" if change > 0 else "−" if change < 0 else "±") + self._money(ctx, abs(change))
            rows.append(tag("tr", join([
                tag("th", esc(ctx.name(seat)), scope="row"),
                tag("td", whole_amounts(self._bought(summary, seat, ctx)), class_="bw-lots-cell"),
                tag("td", whole_amounts(esc(sold)), class_="bw-words-cell"),
                tag("td", tag("strong", esc(self._money(ctx, money))) + " " +
                    tag("span", esc(delta), class_="bw-delta" + (" bw-delta--up" if change > 0 else ""))),
            ]), class_="bw-row--you" if seat == me and ctx.you is not None else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="ranking bw-round-table")

    def sheet(self, view, ctx) -> str:
        """The score sheet: each player's money at the end of every round."""
        history = view.get("history") or []
        if not history:
            return ""
        n = view["players"]
        head = tag("tr", tag("th", esc(ctx.t("buyword.ui.sheet.round")), scope="col") +
                   "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(n)))
        rows = []
        for summary in history:
            rows.append(tag("tr", tag("th", esc(summary["round"]), scope="row") +
                            "".join(tag("td", esc(self._money(ctx, summary["money"][s]))) for s in range(n))))
        table = tag("table", tag("caption", esc(ctx.t("buyword.ui.sheet.caption"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking bw-sheet")
        last = tag("h4", esc(ctx.t("buyword.ui.recap.title", n=history[-1]["round"]))) + \
            self.round_table(history[-1], view, ctx)
        return tag("section", tag("div", table, class_="bw-sheet-wrap", tabindex="0", role="region",
                                  aria_label=ctx.t("buyword.ui.sheet.caption")) + last, class_="bw-result")

    def result(self, view, ctx) -> str:
        n = view["players"]
        result = view.get("result") or {}
        rows = []
        for seat in sorted(range(n), key=lambda s: (result.get("ranking", [1] * n)[s], s)):
            sales = [(w, p) for s in view["sales"] if s["seat"] == seat for w, p in s["words"]]
            best = max(sales, key=lambda wp: (wp[1], wp[0])) if sales else None
            earned = sum(p for _, p in sales)
            rows.append(tag("tr", join([
                tag("th", esc(ctx.name(seat)), scope="row"),
                tag("td", esc(len(sales))),
                tag("td", esc(self._money(ctx, earned))),
                tag("td", esc(ctx.t("buyword.ui.sale", word=best[0], price=self._money(ctx, best[1]))) if best else "—",
                    class_="bw-best-word")])))
        head = tag("tr", "".join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "buyword.ui.result.player", "buyword.ui.result.words", "buyword.ui.result.earned",
            "buyword.ui.result.best")))
        sheet = tag("table", tag("caption", esc(ctx.t("buyword.ui.result.sheet"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking bw-sheet")
        parts = []
        if n == 1 and result.get("rating"):
            rating = ctx.t(f"buyword.ui.rating.{result['rating']}")
            money = view["money"][0]
            marks = "".join(tag("span", esc(self._money(ctx, m)), class_="bw-mark" + (" is-reached" if money >= m else ""),
                                style=f"left:{(m - 600) / 6:.0f}%") for m in (800, 900, 1000))
            fill = max(0.0, min(100.0, (money - 600) / 6))
            scale = tag("div", tag("span", "", class_="bw-scale-fill", style=f"width:{fill:.0f}%") + marks,
                        class_="bw-scale", aria_hidden="true")
            parts += [tag("p", esc(ctx.t("buyword.ui.result.rating", rating=rating, money=self._money(ctx, money))),
                          class_="bw-rating"),
                      scale, tag("p", esc(ctx.t("buyword.ui.result.scale")), class_="bw-note")]
        # a narrow phone may scroll the sheet sideways: the region then takes the focus (axe)
        parts.append(tag("div", sheet, class_="bw-sheet-wrap", tabindex="0", role="region",
                         aria_label=ctx.t("buyword.ui.result.sheet")))
        return tag("div", join(parts), class_="bw-result")
