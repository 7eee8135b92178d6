"""Le Glükz's standings: a player has just finished (the standings so far, over the table), the
score sheet (what each player still holds, and who has finished), and the end (who pays the
forfeit, why the game stopped)."""

from ...html import esc, join, tag
from ..base import Recap
from .common import Common


class Standings(Common):
    """The recap when a player finishes, the sheet and the end."""

    # ---- the score sheet: what each player still holds, and who has finished
    def standings(self, view: dict, ctx) -> str:
        """Each player's place (once finished) and the cards they still hold: in hand, face up,
        face down. Finished players first, then the others by cards left."""
        players = range(view["players"])
        finished = [s for s in view["order"] if view["seats"][s]["place"]]
        still = sorted((s for s in players if s not in finished), key=lambda s: (self._left(view, s), s))
        head = tag("tr", join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "glukz.ui.sheet.place", "glukz.ui.sheet.player", "glukz.ui.sheet.detail", "glukz.ui.sheet.left")))
        rows = []
        for s in [*finished, *still]:
            info = view["seats"][s]
            up = sum(c is not None for c in info["face_up"])
            down = sum(bool(d) for d in info["face_down"])
            place = self._place(info["place"], ctx) if info["place"] else "—"
            detail = ctx.t("glukz.ui.sheet.detail_cell", hand=info["hand_size"], up=up, down=down)
            cells = [tag("td", esc(place)), tag("th", esc(ctx.name(s)), scope="row"), tag("td", esc(detail)),
                     tag("td", esc(self._left(view, s)), class_="gz-total")]
            rows.append(tag("tr", "".join(cells), class_="winner" if info["place"] == 1 else None))
        table = tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="ranking gz-standings")
        return tag("div", table, class_="gz-standings-wrap")

    def sheet(self, view: dict, ctx) -> str:
        return tag("section", tag("h3", esc(ctx.t("glukz.ui.sheet"))) + self.standings(view, ctx) +
                   tag("p", esc(ctx.t("glukz.ui.result.burns", n=view["burns"], moves=view["turn"]))),
                   class_="gz-sheet")

    # ---- a player has just finished: the standings so far, over the table
    def recap(self, view: dict, ctx) -> Recap | None:
        if view["over"] or not view["order"]:
            return None
        last = view.get("last") or {}
        out = view["order"][-1]
        if last.get("seat") != out:  # only right after the move that emptied their cards
            return None
        place = view["seats"][out]["place"]
        title = ctx.about(out, "glukz.ui.recap.win" if place == 1 else "glukz.ui.recap.out",
                          place=self._place(place, ctx))
        left = view["players"] - len(view["order"])
        body = join([
            tag("p", esc(ctx.t("glukz.ui.recap.goes_on", n=left))),
            self.standings(view, ctx),
        ])
        return Recap(key=f"out-{len(view['order'])}", title=title, body=tag("div", body, class_="gz-recap"),
                     go_on=ctx.t("glukz.ui.recap.go_on"))

    def result(self, view: dict, ctx) -> str:
        """Under the shell's ranking: who pays the forfeit and with how many cards, why the game
        stopped if it went round in circles, and how many burns it saw."""
        outcome = view.get("result") or {}
        order = outcome.get("order") or view["order"]
        forfeit = set(outcome.get("forfeit") or [])
        lines = []
        for s in order:
            left = self._left(view, s)
            if s in forfeit:
                lines.append(tag("li", esc(ctx.about(s, "glukz.ui.result.forfeit_line", n=left)), class_="gz-forfeit"))
            elif left:
                lines.append(tag("li", esc(ctx.about(s, "glukz.ui.result.left_line", n=left))))
        parts = [tag("h3", esc(ctx.t("glukz.ui.result.title"))), tag("ul", "".join(lines), class_="gz-result")]
        if outcome.get("stalled"):
            parts.append(tag("p", esc(ctx.t("glukz.ui.result.stalled"))))
        parts.append(tag("p", esc(ctx.t("glukz.ui.result.burns", n=view["burns"], moves=view["turn"]))))
        return tag("section", "".join(parts), class_="gz-summary")
