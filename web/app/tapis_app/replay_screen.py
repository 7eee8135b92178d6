"""The replay of a game, a move at a time, seen by any seat."""

import pyengine

from .html import button, esc, join, tag
from .icons import icon
from .replay import Replay
from .text import t


class ReplayMixin:
    def open_replay(self) -> None:
        if not self.session:
            return
        self.replay = Replay(self.session.game, self.session.viewer())
        self.replay.go(self.replay.length)
        self.shell.screen, self.shell.overlay = "replay", None

    def replay_step(self, arg: str) -> bool:
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

    def render_replay(self) -> str:
        replay = self.replay
        session = self.session
        lang = self.lang
        seats = "".join(button(esc(self.seat_name(session, s)), "replay-seat", str(s),
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
        said = [self.sentence(e, session) for e in replay.events()]
        table = self.view.draw(replay.view(), self.view_ctx(replay.seat, replay.game, replay=True))
        table.actions = ""  # nothing to play in a replay: the dock holds its controls
        title = t("ui.replay.title", lang, game=pyengine.GAMES[session.game.game_id].title)
        bar = tag("div", join([tag("div", controls, class_="replay-controls"),
                               tag("div", tag("span", esc(t("ui.replay.seen_by", lang))) + seats, class_="menu-row"),
                               button(esc(t("ui.back", lang)), "replay-close", cls="btn")]), class_="replay-bar")
        return self.frame(table, session.game.game_id, session.game.players, replay.seat, " ".join(said) or "…",
                          False, title=title, dock_extra=bar, inert=True)
