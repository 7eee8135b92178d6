"""The guided first game: a seeded deal against an easy computer where each step of the game is
explained the first time it happens, pointing at the thing to touch.

A game's view declares its guide (``View.GUIDE``: a ``Guide`` with the table to play and the
steps). A step names its moment (``when(view, ctx)``: the seat's view says it has come), the
sentence that explains it (``<game>.guide.<name>``), what to point at (an element carrying
``data-coach="<target>"``) and how it goes away: ``"ok"`` (the person reads it and presses
« Compris »; the table waits meanwhile) or ``"act"`` (it goes when the person does what it says:
its moment passes, e.g. a card is chosen, or a move is made). ``when(view, ctx, ui)`` also sees
the view's UI-only state (a chosen card). Each step is shown once, in the order given, while a
person here must act (or, for ``anytime`` steps, as soon as its moment comes). The guide ends with
its last sentence once every step but the ``optional`` ones was seen; « Arrêter le guide » ends
it at any moment. What was seen is kept in the save, so a reload carries on.
"""

from dataclasses import dataclass, field

from .html import button, esc, join, tag
from .text import t


@dataclass
class Step:
    name: str
    when: object  # (view, ctx, ui) -> bool
    target: str | None = None
    wait: str = "ok"  # "ok" or "act"
    anytime: bool = False  # shown even when it is not the person's turn (a computer's move)
    optional: bool = False  # a moment that may not come in a short game (a glop): not needed to finish


@dataclass
class Guide:
    game: str
    seats: str  # the table: "h,easy"
    seed: int
    steps: list = field(default_factory=list)
    options: dict = field(default_factory=dict)

    def text(self, step: Step, lang: str) -> str:
        return t(f"{self.game}.guide.{step.name}", lang)


class GuideMixin:
    """The App's part that runs a guided first game."""

    def guide(self):
        """The running guide (a Guide) of the game on screen, or None."""
        session = self.session
        if not session or session.guide is None or self.shell.screen != "game":
            return None
        return getattr(self.view, "GUIDE", None)

    def guide_step(self) -> Step | None:
        """The step to show now: the first unseen one whose moment has come (None when none)."""
        guide = self.guide()
        if guide is None or self.session.game.is_over():
            return None
        seen = self.session.guide["seen"]
        yours = self.person_to_act()
        ctx, view = self.seat_view()
        ui = self.view.ui
        shown = self.shell.guide_step_shown
        if shown is not None and shown.wait == "act" and shown.name not in seen and not shown.when(view, ctx, ui):
            seen.append(shown.name)  # done what it said: its moment has passed
            self.shell.guide_step_shown = None
        if self.guide_finished():
            return None
        for step in guide.steps:
            if step.name in seen:
                continue
            if (yours or step.anytime) and step.when(view, ctx, ui):
                return step
        return None

    def guide_waits(self) -> bool:
        """The table waits for the person to read an explanation (computer players hold on)."""
        step = self.guide_step()
        return step is not None and step.wait == "ok"

    def guide_seen(self, name: str) -> None:
        session = self.session
        if session and session.guide is not None and name not in session.guide["seen"]:
            session.guide["seen"].append(name)
            session.revision += 1
            self.save()

    def guide_after_move(self) -> None:  # (called after a person's move, before it is saved)
        """A move by the person ends the "act" step that was showing."""
        step = self.shell.guide_step_shown
        if self.session.guide is None:
            return
        if step is not None and step.wait == "act" and step.name not in self.session.guide["seen"]:
            self.session.guide["seen"].append(step.name)  # saved with the move

    def guide_finished(self) -> bool:
        guide = self.guide()
        return guide is not None and all(step.name in self.session.guide["seen"] for step in guide.steps
                                          if not step.optional)

    def start_guide(self, game_id: str) -> None:
        """A guided first game of ``game_id`` (from the set-up screen or the menu)."""
        guide = self.guide_of(game_id)  # the set-up screen's, which offers it
        if guide is None:
            return
        from .session import parse_seats

        self.store.set_setting(f"guided.{game_id}", "1")
        self.begin(game_id, parse_seats(guide.seats), guide.seed, dict(guide.options))
        if self.session and self.session.game.game_id == game_id:
            self.session.guide = {"seen": []}
            self.session.revision += 1
            self.save()

    def stop_guide(self) -> None:
        if self.session and self.session.guide is not None:
            self.session.guide = None
            self.session.revision += 1
            self.save()

    def render_coach(self) -> str:
        """The guide's bubble: the explanation, pointing at its target (ui.js places it)."""
        guide = self.guide()
        if guide is None or self.shell.overlay or self.pending_recap() is not None:
            return ""
        lang = self.lang
        stop = button(esc(t("ui.guide.stop", lang)), "guide-stop", cls="btn btn--ghost btn--small")
        if self.guide_finished():
            text = t("ui.guide.done", lang)
            buttons = button(esc(t("ui.guide.ok", lang)), "guide-stop", cls="btn btn--primary", data_coach_ok="true")
            target = None
        else:
            step = self.guide_step()
            self.shell.guide_step_shown = step
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
