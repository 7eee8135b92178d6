"""The replay of a game, a move at a time, seen by any seat (← → Home End)."""

import pyengine

from ..html import button, esc, join, tag
from ..icons import icon
from ..replay import Replay
from ..services import Room
from ..text import t


class ReplayScreen(Room):
    def __init__(self, services, table, drawing):
        super().__init__(services)
        self.table, self.drawing = table, drawing
        self.replay: Replay | None = None
        self.acts = {"replay": self.act_open, "replay-close": self.act_close, "replay-step": self.step,
                     "replay-seat": self.act_seat}

    def act_open(self, _arg) -> None:
        session = self.table.session
        if session and session.guest and not session.game.is_over():
            self.say("error", "remote.guest.later")
            return
        self.open()

    def act_close(self, _arg) -> None:
        self.replay = None
        self.shell.screen = "game" if self.table.session else "picker"

    def act_seat(self, arg: str) -> None:
        if self.replay and arg.isdigit() and int(arg) < self.replay.source.players:
            self.replay.seat = int(arg)

    def key(self, key: str) -> bool:
        steps = {"ArrowLeft": "-1", "ArrowRight": "1", "Home": "start", "End": "end"}
        return self.step(steps[key]) if key in steps and not self.shell.overlay else False

    def open(self) -> None:
        session = self.table.session
        if not session:
            return
        self.replay = Replay(session.game, session.viewer())
        self.replay.go(min(1, self.replay.length))  # (the first move: the replay goes on from there; issue 50)
        self.shell.screen, self.shell.overlay = "replay", None

    def step(self, arg: str) -> bool:
        if not self.replay:
            return False
        if arg == "start":
            self.replay.go(0)
        elif arg == "end":
            self.replay.go(self.replay.length)
        else:
            try:
                self.replay.step(int(arg))
            except ValueError:
                return False
        return True

    def render(self) -> str:
        replay = self.replay
        session = self.table.session
        lang = self.lang
        seats = "".join(button(esc(self.table.namer.seat_name(session, s)), "replay-seat", str(s),
                               cls="btn btn--chip" + (" is-on" if s == replay.seat else ""),
                               aria_pressed="true" if s == replay.seat else "false")
                        for s in range(session.game.players))
        controls = join([
            button(icon("first"), "replay-step", "start", cls="btn", aria_label=t("ui.replay.start", lang), disabled=replay.position == 0),
            button("◀", "replay-step", "-1", cls="btn", aria_label=t("ui.replay.back", lang), disabled=replay.position == 0),
            tag("span", esc(t("ui.replay.position", lang, n=replay.position, total=replay.length)), class_="replay-position",
                aria_live="polite"),
            button("▶", "replay-step", "1", cls="btn", aria_label=t("ui.replay.forward", lang),
                   disabled=replay.position == replay.length),
            button(icon("last"), "replay-step", "end", cls="btn", aria_label=t("ui.replay.end", lang),
                   disabled=replay.position == replay.length)])
        said = [self.table.namer.sentence(e, session) for e in replay.events()]
        table = self.table.view.draw(replay.view(), self.table.ctx(replay.seat, replay.game, replay=True))
        table.actions = ""  # nothing to play in a replay: the dock holds its controls
        title = t("ui.replay.title", lang, game=pyengine.GAMES[session.game.game_id].title)
        bar = tag("div", join([tag("div", controls, class_="replay-controls"),
                               tag("div", tag("span", esc(t("ui.replay.seen_by", lang))) + seats, class_="menu-row"),
                               button(esc(t("ui.back", lang)), "replay-close", cls="btn")]), class_="replay-bar")
        return self.drawing.frame(table, session.game.game_id, session.game.players, replay.seat, " ".join(said) or "…",
                          False, title=title, dock_extra=bar, inert=True)
