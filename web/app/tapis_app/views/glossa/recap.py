"""Glossa's end of a deal, as the rule book tells it: every word shown with its value, who
collected the chips, each player's chips won or lost and the game points written, over the table
until you go on; the score sheet (the « feuille de marque »), and the end screen."""

from ...html import esc, join, tag
from ..base import Recap
from ..parts import listed
from .common import Common


class DealEnd(Common):
    """The deal's recap, the score sheet and the end."""

    def recap(self, view, ctx) -> Recap | None:
        """Over the table as soon as a deal has ended, until the person goes on: between deals
        (loans) or before anybody spoke in the next one."""
        last = view.get("last")
        if not last or view["over"]:
            return None
        fresh = (view["phase"] == "loans" and last["deal"] == view["deal"]) or \
            (view["phase"] == "entry" and last["deal"] == view["deal"] - 1 and not view["history"])
        if not fresh:
            return None
        return Recap(key=f"deal-{last['deal']}", title=ctx.t("glossa.ui.last.title", deal=last["deal"]),
                     body=self._deal_end(last, view, ctx))

    def _deal_end(self, last, view, ctx) -> str:
        """One deal's end as the rule book tells it: every word shown with its value, who
        collected the chips, each player's chips won or lost and the game points written."""
        t = ctx.t
        n = view["players"]
        order = list(last.get("order") or [])
        if last["kind"] == "uncontested":
            order = [last["seat"]]
        rest = [s for s in range(n) if s not in order]
        rows = [self._deal_row(last, s, ctx) for s in order + rest]
        cols = tag("colgroup", "".join(f'<col class="g-col-{c}">' for c in ("name", "word", "chips", "points")))
        heads = [("glossa.ui.recap.player", "name"), ("glossa.ui.recap.word", "word"),
                 ("glossa.ui.recap.chips", "chips"), ("glossa.ui.recap.points", "points")]
        # (explicit roles: a phone lays each row out on two lines, and the table stays a table)
        head = tag("tr", "".join(tag("th", esc(t(key)), scope="col", role="columnheader", class_=f"g-head-{c}")
                                 for key, c in heads), role="row")
        table = tag("table", tag("caption", esc(t("glossa.ui.recap.caption")), class_="sr-only") + cols +
                    tag("thead", head, role="rowgroup") + tag("tbody", "".join(rows), role="rowgroup"),
                    class_="g-recap-table", role="table")
        return tag("div", table + join(self._deal_lines(last, ctx)), class_="g-recap")

    def _deal_row(self, last, seat, ctx) -> str:
        t = ctx.t
        status = (last.get("status") or [None] * (seat + 1))[seat]
        record = (last.get("words") or {}).get(str(seat))
        gain = (last.get("chips") or [0] * (seat + 1))[seat]
        points = last["points"][seat]
        winner = gain > 0 and (last["kind"] in ("showdown", "uncontested"))
        if record is not None:
            if record["cards"]:
                cards = "".join(self._card(p, ctx, small=True) for p in record["cards"])
                word = tag("span", cards, class_="g-word-cards", role="img",
                           aria_label=t("glossa.ui.word_of", word=record["word"])) + \
                    tag("span", esc(record["word"]), class_="g-recap-spelled") + \
                    tag("span", esc(t("glossa.ui.value", n=record["value"])), class_="g-recap-value")
            else:
                word = tag("span", esc(t("glossa.ui.no_word")), class_="g-recap-note")
            if not record["valid"]:
                word += tag("span", esc(t("glossa.ui.last.invalid")), class_="g-recap-note")
        elif last["kind"] == "uncontested" and last["seat"] == seat:
            word = tag("span", esc(t("glossa.ui.recap.concealed")), class_="g-recap-note")
        elif status == "folded":
            word = tag("span", esc(t("glossa.ui.recap.folded")), class_="g-recap-note")
        elif status == "out":
            word = tag("span", esc(t("glossa.ui.recap.out")), class_="g-recap-note")
        else:
            word = tag("span", esc(t("glossa.ui.recap.hidden")), class_="g-recap-note")
        name = tag("span", esc(ctx.name(seat)), class_="g-recap-name") + \
            (tag("span", "★ " + tag("span", esc(t("glossa.ui.last.winner")), class_="g-win-word"),
                 class_="g-badge g-badge--win") if winner else "")
        chips = "±0" if not gain else (f"+{gain}" if gain > 0 else f"−{-gain}")
        # the units, said by the column heads on a wide screen, beside the figures on a phone
        chips_unit = tag("span", esc(t("glossa.ui.recap.chips_unit", n=abs(gain))), class_="g-unit")
        points_unit = tag("span", esc(t("glossa.ui.recap.points_unit", n=points or 0)), class_="g-unit") \
            if points is not None else ""
        return tag("tr", join([
            tag("th", name, scope="row", role="rowheader", class_="g-recap-name-cell"),
            tag("td", word, class_="g-recap-word", role="cell"),
            tag("td", esc(chips) + chips_unit, role="cell",
                class_="g-recap-num g-recap-chips" + (" g-gain" if gain > 0 else " g-loss" if gain < 0 else "")),
            tag("td", esc("—" if points is None else str(points)) + points_unit, role="cell",
                class_="g-recap-num g-recap-points")]),
            class_="g-recap-row" + (" g-recap-row--win" if winner else ""), role="row")

    def _deal_lines(self, last, ctx) -> list[str]:
        """The sentences under the table: who took which chips, what went back, what stays."""
        t = ctx.t
        kind = last["kind"]
        lines = []

        def line(text, cls="g-recap-line"):
            lines.append(tag("p", esc(text), class_=cls))

        if kind == "showdown":
            if self._won_on_tie_break(last):
                line(t("glossa.ui.last.tie_break"), "g-recap-line g-recap-note")
            several = len(last["pots"]) > 1
            for index, p in enumerate(last["pots"]):
                which = ("side" if index else "main") if several else ""  # of several pots, which one
                if len(p["winners"]) == 1:
                    key = f"glossa.ui.last.pot_won.{which}" if which else "glossa.ui.last.pot_won"
                    line(ctx.about(p["winners"][0], key, amount=p["amount"]), "g-recap-line g-recap-pot")
                elif p["winners"]:
                    you = ctx.you in p["winners"]
                    names = [ctx.name(s) for s in p["winners"] if s != ctx.you or not you]
                    key = f"glossa.ui.last.pot_shared.{which}" if which else "glossa.ui.last.pot_shared"
                    line(ctx.t(key, you=you, names=listed(names, ctx, "glossa.ui.list"), share=p["share"]),
                         "g-recap-line g-recap-pot")
                for seat, amount in (p.get("returned") or {}).items():
                    line(ctx.about(int(seat), "glossa.ui.last.level_returned", amount=amount))
            for seat, amount in last["returned"].items():
                line(ctx.about(int(seat), "glossa.ui.last.returned", amount=amount))
            if last["cagnotte"]:
                line(t("glossa.ui.last.remainder", amount=last["cagnotte"]))
        elif kind == "uncontested":
            seat = last["seat"]
            line(ctx.about(seat, "glossa.ui.last.uncontested", amount=last["pot"]), "g-recap-line g-recap-pot")
            if last["shown"]:
                line(ctx.about(seat, "glossa.ui.last.shown", n=last["points"][seat]))
            else:
                line(ctx.about(seat, "glossa.ui.last.concealed", n=last["pot"]))
        elif kind == "cagnotte":
            line(t("glossa.ui.last.cagnotte", amount=last["cagnotte"]))
        else:
            line(t("glossa.ui.last.void"))
        return lines

    @staticmethod
    def _won_on_tie_break(last) -> bool:
        """A pot went to a word worth no more than a beaten one (fewer cards, lower cards)."""
        for p in last["pots"]:
            won = {last["words"][str(s)]["value"] for s in p["winners"]}
            beaten = {last["words"][str(s)]["value"] for s in p["eligible"] if s not in p["winners"]}
            if won & beaten:
                return True
        return False

    # ---- the score sheet (the header's « Scores », and the end screen)
    def _sheet(self, sheet, ctx, ident: str | None = None) -> str:
        """The « feuille de marque »: a row per deal and per loan, then the totals."""
        t = ctx.t
        players = len(sheet["chips"])
        head = tag("th", esc(t("glossa.ui.sheet.operations")), scope="col") + \
            "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(players))
        rows = []
        for row in sheet["rows"]:
            if row["kind"] == "loan":
                label = t("glossa.ui.sheet.loan")
                cells = [("" if v is None else (f"+{v}" if v > 0 else f"−{-v}")) for v in row["points"]]
            else:
                label = t("glossa.ui.sheet.deal", n=row["deal"])
                cells = ["" if v is None else str(v) for v in row["points"]]
            rows.append(tag("tr", tag("th", esc(label), scope="row") + "".join(tag("td", esc(c)) for c in cells)))
        if not rows:
            rows.append(tag("tr", tag("td", esc(t("glossa.ui.sheet.empty")), colspan=str(players + 1))))
        foot = []
        for key, values in (("glossa.ui.sheet.game_points", sheet["game_points"]),
                            ("glossa.ui.sheet.chips", sheet["chips"]),
                            ("glossa.ui.sheet.total", sheet["totals"])):
            foot.append(tag("tr", tag("th", esc(t(key)), scope="row") + "".join(tag("td", esc(v)) for v in values),
                            class_="g-sheet-total" if key.endswith("total") else None))
        caption = tag("caption", esc(t("glossa.ui.sheet.title")))
        table = tag("table", caption + tag("thead", tag("tr", head)) + tag("tbody", "".join(rows)) +
                    tag("tfoot", "".join(foot)), class_="g-sheet")
        note = ""
        if sheet.get("cagnotte"):
            note = tag("p", esc(t("glossa.ui.sheet.cagnotte", amount=sheet["cagnotte"])), class_="g-sheet-note")
        elif sheet.get("shared"):
            note = tag("p", esc(t("glossa.ui.sheet.shared", amount=sum(sheet["shared"]))), class_="g-sheet-note")
        return tag("div", table, class_="g-sheet-wrap", id=ident, tabindex="0", role="region",
                   aria_label=t("glossa.ui.sheet.title")) + note

    def result(self, view, ctx) -> str:
        """The end screen: how the last deal ended, then the score sheet."""
        sheet = (view.get("result") or {}).get("sheet") or view["sheet"]
        last = view.get("last")
        ending = ""
        if last:
            ending = tag("h3", esc(ctx.t("glossa.ui.last.title", deal=last["deal"]))) + self._deal_end(last, view, ctx)
        return tag("section", ending + self._sheet(sheet, ctx), class_="g-final")
