"""The moments a person meets at a game's table, drawn by the app in CPython: a seeded table is
played through the app (tests/web/playing.py: a person tapping at random, the computers moving as
in the worker), and each screen that shows something not shown before (a class never drawn yet,
a panel over the table, the guide's bubble) is kept as it was drawn. e2e/test_axe.py draws each
in Chromium with the site's own page and checks it with axe-core: every part of every game's
screens is checked where it first appears, without clicking through games in the browser.

    album = Album()
    table(album, "glop", "h,easy", 7)
    guide(album, "glop")
    album.kept  # [Moment(name="game", html=…), Moment(name="game, panel rules", …), …]"""

import random
import re
from dataclasses import dataclass

from tapis_app.app import App

from .conftest import FakeHost
from .html_probe import acts, args, attr, part
from .playing import Person, play_on

# the panels a person opens over a game in progress (the header's tools and the menu)
PANELS = ("rules", "log", "menu", "sheet")
CLASS = re.compile(r'class="([^"]*)"')


@dataclass
class Moment:
    name: str  # what it is: the phase or step, and what is open over it
    html: str  # what the app drew (host.html)
    screen: str  # html[data-screen]
    turn: str  # html[data-turn]
    lang: str  # html[lang]


def name_of(html: str, screen: str) -> str:
    """A short name: the screen, the game's phase (or step), and what lies over the table."""
    parts = [screen]
    phase = attr(html, "data-step") or attr(html, "data-phase")
    if phase:
        parts.append(phase)
    if 'aria-pressed="true"' in part(html, data_role="hand"):
        parts.append("chosen")
    for flag, label in (("data-recap", "recap"), ("data-game-over", "over"), ("data-coach-ok", "guide")):
        if label not in parts and re.search(rf"\s{flag}[\s=>]", html):
            parts.append(label)
    overlay = attr(html, "data-panel")
    if overlay:
        parts.append(f"panel {overlay}")
    return ", ".join(parts)


class Album:
    """The moments kept: one for each screen that draws a class no earlier one drew, or whose
    name (``name_of``) is new."""

    def __init__(self, lang: str = "fr"):
        self.lang, self.kept, self.classes, self.names = lang, [], set(), set()

    def look(self, app, host) -> None:
        classes = {c for found in CLASS.findall(host.html) for c in found.split()}
        name = name_of(host.html, host.screen)
        if classes <= self.classes and name in self.names:
            return
        self.classes |= classes
        self.names.add(name)
        self.kept.append(Moment(name, host.html, host.screen, host.turn, self.lang))


def table(album: Album, game_id: str, seats: str, seed: int, options: dict | None = None) -> None:
    """A table played to its end, its panels opened at the person's first turn, then its end
    panel's analysis and replay, seen by ``album``."""
    params = {"game": game_id, "seats": seats, "seed": str(seed), "speed": "max", "lang": album.lang}
    for key, value in (options or {}).items():
        params[f"o.{key}"] = str(value).lower() if isinstance(value, bool) else str(value)
    host = FakeHost(lang=album.lang)
    app = App(host, params)
    app.start()
    opened, tap = [], Person()

    def person(app, host, rng):
        if host.turn == "you" and not opened:  # each panel over the table, once
            for panel in PANELS:
                if panel in acts(host.html):
                    app.handle(panel)
                    album.look(app, host)
                    app.handle("close")
            opened.append(True)
        return tap(app, host, rng)

    play_on(app, host, random.Random(seed), person=person, look=album.look)
    album.look(app, host)  # the end panel
    app.handle("review")  # its analysis (the hard player's opinion on the person's plays, on its way)
    album.look(app, host)
    app.handle("close")
    app.handle("replay")
    album.look(app, host)


def guide(album: Album, game_id: str, bubbles: int = 4) -> None:
    """The game's set-up screen, which offers the guided first game, then the guide's first
    bubbles, each read (« Compris ») or done by a tap, seen by ``album``."""
    host = FakeHost(lang=album.lang)
    app = App(host, {"lang": album.lang, "speed": "max"})
    app.start()
    app.handle("pick", game_id)
    album.look(app, host)
    app.handle("guide-start", game_id)
    read, tap = [], Person()

    def person(app, host, rng):
        ok = args(host.html, "guide-ok")
        if ok:
            read.append(ok[0])
            return app.handle("guide-ok", ok[0])
        return tap(app, host, rng)

    play_on(app, host, random.Random(3), until=lambda: len(read) >= bubbles, person=person, look=album.look)
