"""The guided first game on the table (the steps are each view's ``GUIDE``: tapis_app/guide.py
says how a step works): which step shows now, what the person has seen (kept in the save), the
bubble that explains it, pointing at what to touch (ui.js places it)."""

from ...guide import Step
from ...html import button, esc, join, tag
from ...services import Room
from ...session import parse_seats
from ...text import t
from ...games import has_view, view_class


def guide_of(game_id: str):
    """The guided first game a game's view offers (``View.GUIDE``), or None."""
    return getattr(view_class(game_id), "GUIDE", None) if has_view(game_id) else None


class Coach(Room):
    """Runs a guided first game on the table."""

    def __init__(self, services, table):
        super().__init__(services)
        self.table = table

    def running(self):
        """The running guide (a Guide) of the game on screen, or None."""
        session = self.table.session
        if not session or session.guide is None or self.shell.screen != "game":
            return None
        return getattr(self.table.view, "GUIDE", None)

    def step(self) -> Step | None:
        """The step to show now: the first unseen one whose moment has come (None when none)."""
        guide = self.running()
        if guide is None or self.table.session.game.is_over():
            return None
        seen = self.table.session.guide["seen"]
        yours = self.table.person_to_act()
        ctx, view = self.table.seat_view()
        ui = self.table.view.ui
        shown = self.table.state.guide_step_shown
        if shown is not None and shown.wait == "act" and shown.name not in seen and not shown.when(view, ctx, ui):
            seen.append(shown.name)  # done what it said: its moment has passed
            self.table.state.guide_step_shown = None
        if self.finished():
            return None
        for step in guide.steps:
            if step.name in seen:
                continue
            if (yours or step.anytime) and step.when(view, ctx, ui):
                return step
        return None

    def waits(self) -> bool:
        """The table waits for the person to read an explanation (computer players hold on)."""
        step = self.step()
        return step is not None and step.wait == "ok"

    def seen(self, name: str) -> None:
        session = self.table.session
        if session and session.guide is not None and name not in session.guide["seen"]:
            session.guide["seen"].append(name)
            session.revision += 1
            self.table.save()

    def after_move(self) -> None:  # (called after a person's move, before it is saved)
        """A move by the person ends the "act" step that was showing."""
        step = self.table.state.guide_step_shown
        if self.table.session.guide is None:
            return
        if step is not None and step.wait == "act" and step.name not in self.table.session.guide["seen"]:
            self.table.session.guide["seen"].append(step.name)  # saved with the move

    def finished(self) -> bool:
        guide = self.running()
        return guide is not None and all(step.name in self.table.session.guide["seen"] for step in guide.steps
                                          if not step.optional)

    def start(self, game_id: str) -> None:
        """A guided first game of ``game_id`` (from the set-up screen or the menu)."""
        guide = guide_of(game_id)  # the set-up screen's, which offers it
        if guide is None:
            return
        self.store.set_setting(f"guided.{game_id}", "1")
        self.table.begin(game_id, parse_seats(guide.seats), guide.seed, dict(guide.options))
        if self.table.session and self.table.session.game.game_id == game_id:
            self.table.session.guide = {"seen": []}
            self.table.session.revision += 1
            self.table.save()

    def stop(self) -> None:
        if self.table.session and self.table.session.guide is not None:
            self.table.session.guide = None
            self.table.session.revision += 1
            self.table.save()

    def render(self) -> str:
        """The guide's bubble: the explanation, pointing at its target (ui.js places it)."""
        guide = self.running()
        if guide is None or self.shell.overlay or self.table.pending_recap() is not None:
            return ""
        lang = self.lang
        stop = button(esc(t("ui.guide.stop", lang)), "guide-stop", cls="btn btn--ghost btn--small")
        if self.finished():
            text = t("ui.guide.done", lang)
            buttons = button(esc(t("ui.guide.ok", lang)), "guide-stop", cls="btn btn--primary", data_coach_ok="true")
            target = None
        else:
            step = self.step()
            self.table.state.guide_step_shown = step
            if step is None:
                return ""
            text = guide.text(step, lang)
            target = step.target
            ok = button(esc(t("ui.guide.ok", lang)), "guide-ok", step.name, cls="btn btn--primary",
                        data_coach_ok="true") if step.wait == "ok" else ""
            buttons = ok + stop
        return tag("aside", join([
            tag("p", esc(t("ui.guide.title", lang)), class_="coach-title"),
            tag("p", esc(text), class_="coach-text"),
            tag("div", buttons, class_="coach-actions")]),
            class_="coach", data_target=target, aria_label=t("ui.guide.title", lang), aria_live="polite")
