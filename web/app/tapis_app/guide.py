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
