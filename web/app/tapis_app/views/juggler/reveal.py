"""Juggler's reveal: the end of a hand (each player's word, value, unused cards and score) shown
over the table before the next hand starts, with your word beside the best your cards allowed;
the score sheet hand by hand, and the end of the game."""

from ...html import esc, join, tag
from ...review import hand_sentence
from ..base import Recap
from .common import Common


class Reveal(Common):
    """The recap of a hand, the sheet and the end."""

    # ---- the end of a hand, over the table
    def recap(self, view, ctx) -> Recap | None:
        """The hand just revealed (« tout le monde étale son jeu »): each player's word, its
        value less the unused cards, the score and the new total; shown over the table before
        the next hand's first move."""
        last = view["last_hand"]
        if not last or view["over"] or view["turns"] or view["step"] != "take":
            return None
        return Recap(key=f"hand-{last['hand']}", title=ctx.t("juggler.ui.results.title", n=last["hand"]),
                     body=self.reveal(last, view, ctx) + self.review_line(last, ctx),
                     go_on=ctx.t("juggler.ui.recap.next"))

    @staticmethod
    def review_line(summary, ctx) -> str:
        """Your word beside the best your cards allowed (the engine's ``hand_reviews``), said
        once, after the hand (« Le meilleur possible : CHEVEUX (25 points) »)."""
        if ctx.seat is None or ctx.is_bot(ctx.seat) or not ctx.person:
            return ""
        entry = next((e for e in ctx.ask("hand_reviews") if e["hand"] == summary["hand"]), None)
        if entry is None:
            return ""
        return tag("p", esc(hand_sentence(entry, "juggler", ctx.lang)), class_="jg-recap-review")

    def reveal(self, summary, view, ctx) -> str:
        """How the hand ended, then the reveal table."""
        t = ctx.t
        announcer = summary["announcer"]
        if announcer is not None:
            how = ctx.about(announcer, "juggler.ui.results.announced")
        else:
            how = t(f"juggler.ui.results.{summary['closing']}", n=view["turn_limit"] // view["players"])
        return tag("div", tag("p", esc(how), class_="jg-recap-how") + self.reveal_table(summary, view, ctx),
                   class_="jg-recap")

    def reveal_table(self, summary, view, ctx) -> str:
        """Every seat's word (its cards, then the unused ones), the count « word − unused =
        points », and the new total."""
        t = ctx.t
        head = tag("tr", join(tag("th", esc(t(k)), scope="col") for k in
                              ("juggler.ui.sheet.player", "juggler.ui.sheet.word", "juggler.ui.sheet.score",
                               "juggler.ui.sheet.total")))
        rows = []
        for line in summary["lines"]:
            seat = line["seat"]
            name = ("★ " if summary["announcer"] == seat else "") + ctx.name(seat)
            used = "".join(self.card(c, view, ctx, key=False, small=True) for c in line["cards"])
            unused = "".join(self.card(c, view, ctx, key=False, small=True, cls="jg-unused") for c in line["unused"])
            # the unused cards count against the word (after a minus); without a word, they are
            # simply the hand shown
            minus = tag("span", "−", class_="jg-minus", aria_hidden="true") if line["cards"] and unused else ""
            cards = tag("div", used + minus + unused, class_="jg-sheet-cards")
            if not line["cards"]:
                word = tag("span", esc(t("juggler.ui.sheet.no_word")), class_="jg-sheet-word")
                count = t("juggler.ui.count.no_word", unused=line["unused_value"])
            elif not line["valid"]:
                word = tag("span", esc(line["word"]), class_="jg-sheet-word") + \
                    tag("span", esc("✗ " + t("juggler.ui.sheet.invalid")), class_="jg-bad")
                count = t("juggler.ui.count.invalid")
            else:
                word = tag("span", esc(line["word"]), class_="jg-sheet-word")
                key = "juggler.ui.count.whole" if not line["unused"] else \
                    ("juggler.ui.count.floor" if line["value"] < line["unused_value"] else "juggler.ui.count.line")
                count = t(key, value=line["value"], unused=line["unused_value"], n=line["score"])
            rows.append(tag("tr", join([
                tag("th", esc(name), scope="row"),
                tag("td", tag("div", word, class_="jg-sheet-head") + cards),
                tag("td", tag("span", esc(count), class_="jg-count-line") + " " +
                    tag("strong", esc(t("juggler.ui.points_gained", n=line["score"]))),
                    data_label=t("juggler.ui.sheet.score")),
                tag("td", tag("strong", esc(line["total"])), data_label=t("juggler.ui.sheet.total"))]),
                class_="jg-line--mine" if seat == ctx.seat else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="jg-reveal")

    # ---- the score sheet (from the header), and the end of the game
    def sheet(self, view, ctx) -> str:
        history = view["history"]
        if not history:
            return ""
        last = view["last_hand"]
        return tag("section", join([
            self.sheet_table(view, ctx),
            tag("h3", esc(ctx.t("juggler.ui.results.title", n=last["hand"]))),
            self.reveal(last, view, ctx)]), class_="jg-result")

    def sheet_table(self, view, ctx) -> str:
        t = ctx.t
        players = view["players"]
        head = tag("tr", tag("th", esc(t("juggler.ui.sheet.hand")), scope="col") +
                   "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(players)))
        rows = []
        for row in view["history"]:
            cells = [tag("th", esc(row["hand"]), scope="row")]
            for s in range(players):
                word = row["words"][s] or "—"
                mark = "★ " if row["announcer"] == s else ""
                if row["words"][s] and not row["valid"][s]:
                    word += " ✗"
                cells.append(tag("td", tag("span", esc(mark + word), class_="jg-sheet-word") + " " +
                                 tag("span", esc(t("juggler.ui.sheet.cell", n=row["scores"][s], total=row["totals"][s])),
                                     class_="jg-sheet-points")))
            rows.append(tag("tr", "".join(cells)))
        caption = tag("caption", esc(t("juggler.ui.sheet.caption")))
        # (six players' sheet scrolls sideways on a phone: the keyboard reaches it too)
        return tag("div", tag("table", caption + tag("thead", head) + tag("tbody", "".join(rows)),
                              class_="ranking jg-sheet-table"), class_="jg-scroll", tabindex="0", role="region",
                   aria_label=t("juggler.ui.sheet.title"))

    def result(self, view, ctx) -> str:
        """The end screen: the score sheet hand by hand, then the last reveal in full; when
        the hand cap ended the game, the sentence saying so first."""
        if not view["history"]:
            return ""
        t = ctx.t
        last = view["last_hand"]
        capped = view.get("ending") == "hand_limit"
        return tag("section", join([
            tag("p", esc(t("juggler.event.hand_limit")), class_="jg-ending") if capped else "",
            tag("h3", esc(t("juggler.ui.sheet.title"))),
            self.sheet_table(view, ctx),
            tag("h4", esc(t("juggler.ui.results.title", n=last["hand"]))),
            self.reveal(last, view, ctx)]), class_="jg-result")
