"""What every game view shares: the context it draws with, and the base class.

A game's view (``views/<id>.py``, class ``View``) turns the engine's ``view(seat)`` dict into
the HTML of the table area and turns clicks into engine actions. It may keep *UI-only* state
(which card is selected) in ``self.ui``; it never decides what is legal — the engine's view
says so (legal actions, takes per card…), and an illegal click comes back as the engine's own
message.

Interactive elements use ``data-act``:
- ``data-act="play" data-arg=<action JSON>``: the shell applies that engine action directly;
- ``data-act="view" data-arg=<your string>``: the shell calls ``handle(arg, view, ctx)``.
Elements that move carry ``data-key`` (a stable id, e.g. a card's id) so the page animates
them from their old place to the new one; a new element with ``data-from="<anchor>"`` flies in
from the element carrying ``data-anchor="<anchor>"`` (e.g. a player's seat); an element with
``data-sink="key1 key2"`` receives the cards with those keys that just left the screen.
"""

from ..html import button, esc, join, tag
from ..text import t


class Ctx:
    """What a view needs to draw: language, names, the seat on screen, the session."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.lang = app.lang
        self.seat = session.viewer() if session else None
        self.speed = app.speed
        self.hint = app.hint  # the hard computer player's suggestion, when asked for

    def t(self, key: str, **params) -> str:
        return t(key, self.lang, **params)

    def name(self, seat: int) -> str:
        return self.app.seat_name(self.session, seat)

    def is_bot(self, seat: int) -> bool:
        return self.session.is_bot(seat)

    def thinking(self, seat: int) -> bool:
        return self.app.thinking == seat


class GameView:
    """Base class: override ``table``; ``handle``, ``key`` and ``result`` when needed."""

    game_id = ""
    shortcuts: list[tuple[str, str]] = []  # (key, text key) listed in the help

    def __init__(self):
        self.ui: dict = {}

    def reset(self) -> None:
        """Called after every action that changed the game: forget selections."""
        self.ui = {}

    def table(self, view: dict, ctx: Ctx) -> str:
        raise NotImplementedError

    def handle(self, arg: str, view: dict, ctx: Ctx):
        """A click on ``data-act="view"``: return an engine action, or None after updating self.ui."""
        return None

    def key(self, key: str, view: dict, ctx: Ctx):
        """A key press: an engine action, True (handled, redraw), or None (not ours)."""
        return None

    def result(self, view: dict, ctx: Ctx) -> str:
        """Extra HTML for the end screen (a score sheet); the shell shows ranking and scores."""
        return ""

    # ---- helpers for subclasses
    @staticmethod
    def play_button(label: str, action: dict, **kw) -> str:
        return button(label, "play", action, **kw)

    @staticmethod
    def view_button(label: str, arg: str, **kw) -> str:
        return button(label, "view", arg, **kw)

    @staticmethod
    def seat_panel(seat: int, ctx: Ctx, body: str, *, active: bool = False, extra_class: str = "") -> str:
        """A player's place at the table: name, turn marker, and the game's own content."""
        who = esc(ctx.name(seat))
        marker = ""
        if ctx.thinking(seat):
            marker = tag("span", esc(ctx.t("ui.turn.thinking", name=ctx.name(seat))), class_="thinking")
        cls = join(["seat", " seat--active" if active else "", " seat--you" if seat == ctx.seat else "",
                    f" {extra_class}" if extra_class else ""])
        return tag("section", tag("h3", who, class_="seat-name") + marker + body, class_=cls,
                   data_anchor=f"seat-{seat}", aria_label=ctx.name(seat),
                   aria_current="true" if active else None)
