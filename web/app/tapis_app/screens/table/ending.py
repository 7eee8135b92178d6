"""The end of a game: the ranking with scores, the game's own score sheet, a challenge's two
results side by side, and what to do next."""

from ...html import button, esc, join, tag
from ...services import Room
from ...text import t
from ...views.base import Ctx


class Ending(Room):
    def __init__(self, services, table):
        super().__init__(services)
        self.table = table

    def render_result(self, view: dict, ctx: Ctx) -> str:
        result = view["result"] or {}
        session = self.table.session
        winners = result.get("winners", [])
        names = ", ".join(self.table.namer.seat_name(session, s) for s in winners)
        humans = session.humans()
        if session.game.players == 1:  # solo: no one to beat; the game's own rating says how it went
            headline = t("ui.over.solo", self.lang)
        elif len(humans) == 1 and humans[0] in winners:
            headline = t("ui.over.you_win", self.lang)
        else:
            headline = t("ui.over.winners" if len(winners) > 1 else "ui.over.winner", self.lang, names=names)
        rows = []
        scores = result.get("scores")
        order = sorted(range(session.game.players), key=lambda s: (result["ranking"][s], s))
        for seat in order:
            place = result["ranking"][seat]
            cells = [tag("td", esc(t("ui.over.place", self.lang, place=place, n=place))),
                     tag("th", esc(self.table.namer.seat_name(session, seat)), scope="row")]
            if scores is not None:
                cells.append(tag("td", esc(scores[seat])))
            rows.append(tag("tr", "".join(cells), class_="winner" if seat in winners else None))
        head = [tag("th", esc(t("ui.over.rank", self.lang)), scope="col"),
                tag("th", esc(t("ui.over.player", self.lang)), scope="col")]
        if scores is not None:
            head.append(tag("th", esc(t("ui.over.score", self.lang)), scope="col"))
        table = tag("table", tag("thead", tag("tr", "".join(head))) + tag("tbody", "".join(rows)), class_="ranking")
        extra = self.table.view.result(view, ctx) + self.render_rival(result)
        alone = self.table.link_role() == "alone"  # (another table with friends on their devices starts from the set-up)
        actions = join([button(esc(t("ui.over.again", self.lang)), "again", cls="btn btn--primary") if alone else "",
                        button(esc(t("ui.over.again_deal", self.lang)), "again-deal", cls="btn") if alone else "",
                        button(esc(t("ui.replay", self.lang)), "replay", cls="btn"),
                        button(esc(t("ui.menu.review", self.lang)), "review", cls="btn"),
                        button(esc(t("ui.challenge.title", self.lang)), "challenge", cls="btn")
                        if self.can_challenge() else "",
                        "" if self.services.embedded else button(esc(t("ui.over.new", self.lang)), "home", cls="btn btn--ghost")])
        close = button("×", "result-close", cls="btn btn--icon result-close", aria_label=t("ui.over.look", self.lang))
        return tag("div", tag("section", join([
            tag("div", tag("h2", esc(t("ui.over.title", self.lang)), id="result-title") + close, class_="dialog-head"),
            # what comes next first, in view on a phone's first screen; a guest's check beside it
            tag("div", join([tag("p", esc(headline), class_="headline"),
                             self.table.hosting.render_end() + self.table.guesting.render_end(),
                             tag("div", actions, class_="result-actions"), table, extra]),
                class_="dialog-body")]),
            class_="dialog result", data_game_over="true", role="dialog", aria_modal="true",
            aria_labelledby="result-title"), class_="overlay overlay--result")

    def can_challenge(self) -> bool:
        """« Défier un ami »: the same deal for one person, so one person here; a guest once its
        device has the real game (verified: until then it knows no seed)."""
        guest = self.table.guesting.guest
        return len(self.table.session.humans()) == 1 and not self.services.embedded and \
            (guest is None or bool(guest.verified and guest.verified[0]))

    def render_rival(self, result: dict) -> str:
        """A challenge: the friend's result beside mine."""
        rival = self.table.session.game.meta.get("vs")
        humans = self.table.session.humans()
        if not rival or len(humans) != 1:
            return ""
        me = humans[0]
        mine = (self.table.namer.seat_name(self.table.session, me), (result.get("scores") or [None] * 8)[me], result["ranking"][me])
        return side_by_side(rival, mine, self.lang)


def side_by_side(first, second, lang: str) -> str:
    """Two results side by side: a challenge's, or a returned duel's."""
    rows = "".join(tag("tr", tag("th", esc(name), scope="row") +
                       tag("td", esc("—" if score is None else score)) +
                       tag("td", esc(t("ui.over.place", lang, place=place, n=place))))
                   for name, score, place in (first, second))
    head = tag("tr", tag("th", esc(t("ui.over.player", lang)), scope="col") +
               tag("th", esc(t("ui.over.score", lang)), scope="col") +
               tag("th", esc(t("ui.over.rank", lang)), scope="col"))
    return tag("section", tag("h3", esc(t("ui.challenge.compare", lang))) +
               tag("table", tag("thead", head) + tag("tbody", rows), class_="ranking"), class_="duel")
