"""Glop's count: the end of a deal, item by item per side, shown over the table until you go
on, and the score sheet (each deal's points per side with the running total, then the last deal
in detail)."""

from ...html import esc, join, tag
from ..base import Recap
from ..art import suit_mark
from .common import INK, Common


class Count(Common):
    """The deal's recap and the score sheet."""

    # ---- the end of a deal: its count, over the table, until you go on
    def recap(self, view, ctx) -> Recap | None:
        me = ctx.seat
        if not view["history"] or view["over"]:
            return None
        if me is None:
            fresh = not (view["last_play"] and view["last_play"]["deal"] == view["deal"])
        else:
            fresh = view["seat_plays"][me] == 0
        if not fresh:
            return None
        summary = view["history"][-1]
        last = view["last_play"] if view["last_play"] and view["last_play"]["deal"] == summary["deal"] else None
        body = join([self.last_play(last, view, ctx) if last else "", self.count_table(summary, view, ctx)])
        return Recap(key=f"deal-{summary['deal']}", title=ctx.t("glop.ui.previous", deal=summary["deal"]),
                     body=tag("div", body, class_="glop-recap"))

    def count_table(self, summary, view, ctx) -> str:
        """One deal's count, item by item, one column per side."""
        sides = summary["sides"]
        favourite = summary["favourite"]
        symbol = self._symbols(view)[favourite]
        head = tag("tr", tag("th", esc(ctx.t("glop.ui.count.item")), scope="col") +
                   "".join(tag("th", esc(self.side_name(s, view, ctx)), scope="col") for s in (0, 1)))

        def pair(count, points):
            return ctx.t("glop.ui.count.pair", count=count, points=points)

        rows = [
            ("glop.ui.count.cards", [pair(s["cards"], s["cards_points"]) for s in sides]),
            ("glop.ui.count.favourite_one", [str(s["favourite_one"]) for s in sides]),
            ("glop.ui.count.favourite_six", [str(s["favourite_six"]) for s in sides]),
            ("glop.ui.count.sixes", [pair(s["sixes"], s["sixes_points"]) for s in sides]),
            ("glop.ui.count.favourite_cards", [pair(s["favourite_cards"], s["favourite_points"]) for s in sides]),
            ("glop.ui.count.glops", [pair(s["glops"], s["glop_points"]) for s in sides]),
            ("glop.ui.count.total", [str(s["total"]) for s in sides]),
            ("glop.ui.count.score", [str(s["score"]) for s in sides]),
        ]
        body = []
        for key, cells in rows:
            label = esc(ctx.t(key))
            if key == "glop.ui.count.favourite_cards":
                label += " " + tag("span", suit_mark(symbol), class_=f"glop-sym {INK[favourite]}")
            body.append(tag("tr", tag("th", label, scope="row") + "".join(tag("td", esc(c)) for c in cells),
                            class_="glop-total" if key == "glop.ui.count.total" else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(body)), class_="glop-count")

    def result(self, view, ctx) -> str:
        """The score sheet: each deal's points per side with the running total, then the last
        deal item by item."""
        history = view["history"]
        if not history:
            return ""
        symbols = self._symbols(view)
        head = tag("tr", join([
            tag("th", esc(ctx.t("glop.ui.sheet.deal")), scope="col"),
            tag("th", esc(ctx.t("glop.ui.sheet.favourite")), scope="col"),
            *[tag("th", esc(self.side_name(s, view, ctx)), scope="col") for s in (0, 1)]]))
        rows = []
        for summary in history:
            fav = summary["favourite"]
            cells = [tag("th", esc(summary["deal"]), scope="row"),
                     tag("td", tag("span", suit_mark(symbols[fav]), class_=f"glop-sym {INK[fav]}") + " " +
                         esc(ctx.t(f"glop.colour.{fav}")))]
            for side in summary["sides"]:
                cells.append(tag("td", esc(ctx.t("glop.ui.sheet.cell", n=side["total"], score=side["score"]))))
            rows.append(tag("tr", "".join(cells)))
        sheet = tag("table", tag("caption", esc(ctx.t("glop.ui.sheet.caption"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking glop-sheet")
        last = tag("h4", esc(ctx.t("glop.ui.sheet.last"))) + self.count_table(history[-1], view, ctx)
        return tag("section", tag("h3", esc(ctx.t("glop.ui.sheet"))) + sheet + last, class_="glop-result")
