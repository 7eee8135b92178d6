"""A returned challenge (``?duel=<code>&a=<result>&b=<result>``): both results side by side,
and the deal to play again."""

import pyengine

from .. import challenge
from ..html import button, esc, join, tag
from ..services import Room
from .table.ending import side_by_side


class DuelScreen(Room):
    def __init__(self, services, links):
        super().__init__(services)
        self.links = links
        self.duel: tuple | None = None  # (the deal's link parameters, the first result, the second)
        self.acts = {"duel-play": self.play}

    def open(self, params: dict) -> None:
        try:
            deal = challenge.decode(params["duel"])
        except (ValueError, KeyError):
            self.say("error", "ui.error.link", reason=self.t("ui.challenge.bad_code"))
            return
        first = challenge.read_result(params.get("a", ""))
        second = challenge.read_result(params.get("b", ""))
        if not first or not second:
            self.say("error", "ui.error.link", reason=self.t("ui.challenge.bad_code"))
            return
        self.duel = (deal, first, second)
        self.shell.screen = "duel"

    def play(self, _arg) -> None:
        if self.duel:
            deal, self.duel = self.duel[0], None
            self.links.open_link(dict(deal))

    def render(self) -> str:
        params, first, second = self.duel
        title = pyengine.GAMES[params["game"]].title
        return tag("div", join([tag("h1", esc(self.t("ui.challenge.duel", game=title))),
                                side_by_side(first, second, self.lang),
                                button(esc(self.t("ui.challenge.play")), "duel-play", cls="btn btn--primary")]),
                   class_="result result--page", data_duel="true")
