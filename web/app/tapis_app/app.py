"""The site around the games: ``App`` routes the page's clicks and keys to the screen they
belong to and draws the current screen inside the chrome (the header, the message line, the
update offer, what opens over the screen).

Each screen is a room of its own (``screens/``), handed the shared ``Services`` (the page, the
storage, the chrome's state, the language) and, where it needs them, the other rooms it opens:

| room | what it is |
|---|---|
| screens/picker.py | the first screen: the games, the games in progress, a challenge code, an import |
| screens/setup.py | a table's set-up: seats, levels, names, variants, deal number |
| screens/table/ | the game screen: screen.py (entering, moves, undo, recaps), drawing.py, pacing.py (computer players, races, hints), coach.py (the guided game), ending.py |
| screens/replay.py, screens/duel.py | a game replayed move by move; a returned challenge |
| screens/panels.py | what opens over a screen: rules, log, menu, stats, challenge, embed, review, about |
| remote/host_side.py, remote/guest_side.py | friends on their own devices: the two sides, handed to the table |
| links.py, saving.py, naming.py | tables opened from an address; saves; who is who in words |

The App reads a few things from the ``host`` (the browser bridge in :mod:`tapis_app.dom`, or a
fake in tests): storage, the time; it asks the host to draw (``host.render(html)``) and to
announce sentences to screen readers. Every click arrives as ``handle(act, arg)``; a friend's
device as ``peer_event``.
"""

import json

import pyengine
from pyengine.core import i18n

from . import icons, stats, zones
from . import text as _text  # noqa: F401  (registers the ui.* sentences)
from .bridge import Frame, Page
from .html import button, esc, join, tag
from .links import Links
from .naming import Namer
from .remote import qr
from .remote.guest_side import GuestSide
from .remote.host_side import HostSide
from .saving import Saver
from .screens.duel import DuelScreen
from .screens.panels import Panels
from .screens.picker import PickerScreen
from .screens.replay import ReplayScreen
from .screens.setup import SetupScreen
from .screens.table.drawing import TableDrawing
from .screens.table.pacing import SPEEDS
from .screens.table.screen import TableScreen
from .services import Services
from .shell import Shell
from .store import StaleSave, Store
from .text import t
from .zones import zone

PANELS = ("rules", "log", "about", "menu", "stats", "challenge", "embed", "review", "sheet", "remote")


class App:
    def __init__(self, host: Page, params: dict | None = None, embedded: bool = False):
        self.host = host
        self.params = params or {}
        store = Store(host.storage, embedded)
        lang = self.params.get("lang") or store.setting("lang") or host.default_lang()
        speed = self.params.get("speed") if self.params.get("speed") in SPEEDS else store.setting("speed", "normal")
        services = self.services = Services(host, store, Shell(speed=speed if speed in SPEEDS else "normal"),
                                            lang if lang in i18n.LANGS else "fr", embedded)
        services.redraw = self.refresh
        self.changes = zones.Changes()  # what the page was last sent, zone by zone (issue 48)
        self.store, self.shell = store, services.shell
        self.table = TableScreen(services, Namer(services), Saver(services))
        self.table.hosting = HostSide(services, self.table)
        self.table.guesting = GuestSide(services, self.table)
        self.links = Links(services, self.table)
        self.setup = SetupScreen(services, self.table)
        self.picker = PickerScreen(services, self.setup)
        self.drawing = TableDrawing(services, self.table)
        self.replay = ReplayScreen(services, self.table, self.drawing)
        self.duel = DuelScreen(services, self.links)
        self.panels = Panels(services, self.table, self.links)
        # every act the page may send (a click's data-act, a key, a form), and its handler(arg):
        # a handler that answers None handled the act; False means it was not the app's
        self.acts = {**self.chrome_acts(), **self.remote_acts(), **self.table.acts, **self.setup.acts,
                     **self.picker.acts, **self.replay.acts, **self.duel.acts, **self.table.hosting.acts,
                     **self.table.guesting.acts}

    # ---- what the page's loop and the tests read (and a test may set, to draw a table it built)
    @property
    def lang(self) -> str:
        return self.services.lang

    @lang.setter
    def lang(self, value: str) -> None:
        self.services.lang = value

    @property
    def session(self):
        return self.table.session

    @session.setter
    def session(self, value) -> None:
        self.table.session = value

    @property
    def view(self):
        return self.table.view

    @view.setter
    def view(self, value) -> None:
        self.table.view = value

    embedded = property(lambda self: self.services.embedded)

    def start(self) -> None:
        """Open what the address asks for, else the game in progress, else the picker. Nothing a
        browser keeps may stop the start: what cannot be opened ends in a sentence on a page that
        works (issue 29)."""
        try:
            if self.params.get("join"):  # an invitation to a friend's table (its link's #fragment)
                self.table.guesting.open_invitation(self.params["join"])
            elif self.params.get("duel"):
                self.duel.open(self.params)
            elif self.params.get("game"):
                self.links.open_link(self.params)
            else:
                current = self.store.setting("current")
                if current and self.store.load_game(current):
                    self.table.resume(current, quiet=True)
                elif self.table.hosting.resume_hosting(None):  # a table with friends, still in its lobby
                    pass
                elif self.store.setting("remote.last"):  # this device was a guest at a table unfinished
                    self.shell.message = ("info", t("remote.rejoin", self.lang))
        except StaleSave:  # another tab saved the same game a moment ago: take its version
            self.table.reload_stale()
        except Exception as error:  # noqa: BLE001 — a bug must not leave the start's error screen
            self.shell.screen = "picker"
            self.table.leave()
            self.shell.message = ("error", t("ui.error.stored", self.lang))
            self.start_error = error  # (main.py writes it to the console)
        self.refresh()

    def handle(self, act: str, arg: str = "") -> bool:
        """One click, key or form from the page. Returns True when it was ours."""
        try:
            handled = self._handle(act, arg)
        except StaleSave:
            self.table.reload_stale()
            handled = True
        if handled:
            self.refresh()
        return handled

    def _handle(self, act: str, arg: str) -> bool:
        """The act's handler from the table ``acts`` (a handler answering None handled it)."""
        handler = self.acts.get(act)
        if handler is None:
            return False
        menu = self.shell.overlay == "menu" and act not in ("menu", "key")
        done = handler(arg)
        if menu and self.shell.overlay == "menu":  # what the menu started shows: it closes (issue 50)
            self.shell.overlay = None
        return True if done is None else bool(done)

    def peer_event(self, kind: str, peer: str, data: str) -> None:
        """An event of the page's WebRTC (js/peer.js): a friend's device opened, closed or sent a
        message. Drawn again only when it changed something (a refused or ignored message costs
        no drawing: issue 45)."""
        side = self.table.remote_side()
        try:
            changed = side.on_peer(kind, peer, data) is not False if side is self.table.hosting else \
                side is not None and peer == "host" and side.on_peer(kind, data) is not False
        except StaleSave:
            self.table.reload_stale()
            changed = True
        if changed:
            self.refresh()

    def words_fetched(self, error: Exception | None = None) -> None:
        """The word list a table waited for is here (or failed): open it."""
        waiting, self.shell.waiting_words = self.shell.waiting_words, None
        if error is not None:  # (offline, or the site unreachable: what to do about it, issue 50)
            language = t(f"ui.words.{waiting[2]}", self.lang) if waiting and waiting[2] else ""
            self.shell.message = ("error", t("ui.words.unreachable", self.lang, language=language) if language else
                                  t("ui.words.unreachable.all", self.lang))
            return
        kind = waiting[0] if waiting else None
        if kind in ("begin", "resume", "rematch"):
            self.shell.message = None
            opener = {"begin": self.table.begin, "resume": self.table.resume, "rematch": self.table.hosting.rematch}
            opener[kind](*waiting[1])
        elif waiting:
            self.shell.message = ("info", t("lexicon.offline.done", self.lang))

    # ---- the chrome's acts
    def chrome_acts(self) -> dict:
        def set_shell(**fields):  # a handler that only sets fields of the chrome's state
            def handler(_arg):
                for name, value in fields.items():
                    setattr(self.shell, name, value)
            return handler

        def panel(name):
            return lambda _arg: self.act_panel(name)

        return {
            "key": self.on_key,
            "lang": self.act_lang,
            "home": self.act_home,
            **{name: panel(name) for name in PANELS},
            "close": set_shell(overlay=None),
            "dismiss": set_shell(message=None),
            "update-later": set_shell(update_ready=False),
            "saving-dismiss": set_shell(saving_said=True),
            "wordlists": self.act_wordlists,
            "speed": self.act_speed,
            "update": lambda _arg: self.host.apply_update(),
            "install": self.act_install,
            "export-all": lambda _arg: self.host.download("tapis-sauvegarde.json", self.table.saver.export_everything()),
            "stats-reset": lambda _arg: stats.reset(self.store),
            "code": lambda arg: self.links.open_code(json.loads(arg).get("code", "")),
        }

    def remote_acts(self) -> dict:
        """The acts of remote play that either side answers (the one in use on this device)."""
        def side_act(name):
            def act(arg):
                side = self.table.remote_side()
                if side is not None:
                    return getattr(side, name)(arg)
            return act

        return {
            "remote-say": side_act("say"),
            "remote-undo": lambda _arg: side_act("ask_undo")(None),
            "remote-undo-yes": lambda _arg: side_act("answer_undo")(True),
            "remote-undo-no": lambda _arg: side_act("answer_undo")(False),
            "remote-distance": self.act_distance,
            "remote-name": self.act_remote_name,
            "remote-scan": lambda arg: (self.table.hosting if arg == "reply" else self.table.guesting).scan_code(arg),
        }

    def act_distance(self, _arg) -> None:
        self.store.set_setting("remote.distance", "off" if self.table.hosting.distance() else "on")
        self.table.hosting.distance_changed()
        self.table.guesting.distance_changed()

    def act_remote_name(self, arg: str) -> bool:
        """The name typed on this device (remembered for the next tables): typed, so no drawing."""
        from .remote import protocol
        from .remote.side import field_of

        name = protocol.clean_name(field_of(arg, "value"))
        self.store.set_setting("remote.name", name)
        self.table.hosting.rename(name)
        self.table.guesting.rename(name)
        return False

    def act_lang(self, _arg) -> None:
        self.services.lang = "en" if self.lang == "fr" else "fr"
        self.store.set_setting("lang", self.lang)

    def act_home(self, _arg) -> None:
        self.table.leave_remote()
        self.shell.screen, self.shell.overlay, self.shell.message = "picker", None, None
        self.table.leave()
        self.replay.replay, self.duel.duel = None, None
        self.store.storage.remove(self.store.prefix + "current")

    def act_panel(self, name: str) -> None:  # rules, log, menu…: open, or close when open
        self.shell.overlay = None if self.shell.overlay == name else name

    def act_wordlists(self, _arg) -> None:  # every word list, for offline play
        self.shell.waiting_words = ("all", None, "")
        self.shell.message = ("info", t("lexicon.loading", self.lang))

    def act_speed(self, arg: str) -> None:
        self.shell.speed = arg if arg in SPEEDS else "normal"
        self.store.set_setting("speed", self.shell.speed)

    def act_install(self, _arg) -> None:
        self.shell.can_install = False
        self.host.install()

    def on_key(self, key: str) -> bool:
        if key == "Escape" and (self.shell.overlay or self.shell.message):
            self.shell.overlay, self.shell.message = None, None
            return True
        if self.shell.screen == "replay" and self.replay.replay:
            return self.replay.key(key)
        if self.shell.screen == "game" and self.session:
            return self.table.key(key)
        return False

    # ---- drawing
    def refresh(self) -> None:
        self.table.pacer.update_race()
        self.services.drawing = {}  # one drawing: the seat's context and view (and what follows) built once
        try:
            with zones.Drawing() as parts:
                screen = self.render()
            turn = "you" if self.table.person_to_act() else "wait"
        finally:
            self.services.drawing = None
            self.table.drawn()
        whole, changed, html = self.changes.next(screen, parts)
        drawn = self.host.render(html, Frame(speed=SPEEDS[self.shell.speed], turn=turn, screen=self.shell.screen,
                                             link=self.table.link_role(), peers=self.table.hosting.peers_here()),
                                 None if whole is not None else changed)
        if drawn is False:  # (the page drew nothing: next time it is sent the whole screen)
            self.changes.forget()
        self.table.guesting.flush_questions()  # a guest's screen asked the host something while drawing
        if qr.wanted and not qr.available():
            qr.wanted = False
            self.host.load_wheel(qr.WHEEL, self.refresh)

    def render(self) -> str:
        screen = self.shell.screen
        self.table.state.last_table = None
        if screen == "game" and self.session:
            body = self.drawing.render()
        elif screen == "replay" and self.replay.replay:
            body = self.replay.render()
        elif screen == "duel" and self.duel.duel:
            body = self.duel.render()
        elif screen == "setup" and self.setup.setup:
            body = self.setup.render()
        elif screen == "lobby" and self.table.hosting.table:
            body = self.table.hosting.drawing.render()
        elif screen == "join" and self.table.guesting.guest:
            body = self.table.guesting.drawing.render()
        else:
            body = self.picker.render()
        bar = self.table.hosting.drawing.render_bar() + self.table.guesting.drawing.render_bar() \
            if screen == "game" else ""
        notes = join([self.render_message(), self.render_update(), bar])  # (saving off: in the dock)
        # each part a zone the page redraws alone (zones.py), there even when empty
        return join([zone("header", self.render_header()),  # after the body: its tools depend on the table
                     zone("notes", tag("div", notes, class_="notes", data_zone="notes", hidden=not notes)),
                     zone("main", tag("main", body, id="main", class_=f"screen screen--{screen}", tabindex="-1",
                                      data_zone="main")),
                     zone("coach", tag("div", self.table.coach.render() if screen == "game" else "",
                                       data_zone="coach")),
                     zone("overlay", tag("div", self.panels.render_overlay(), data_zone="overlay"))])

    def render_header(self) -> str:
        """One row, on a phone too: the brand (home), the game's name, and the tools of the
        screen as icons with their word beside them where there is room."""
        lang = self.lang
        in_game = self.shell.screen == "game" and self.session
        title = tag("span", esc(pyengine.GAMES[self.session.game.game_id].title), class_="header-game") \
            if in_game else ""
        home = "" if self.embedded and self.shell.screen == "game" else \
            button(icons.brand() + tag("span", esc(t("ui.brand", lang)), class_="brand-word"),
                   "home", cls="brand", aria_label=t("ui.home.label", lang))
        tools = []

        def tool(name, act, label_key, long_key=None):
            tools.append(button(icons.icon(name) + tag("span", esc(t(label_key, lang)), class_="tool-word"), act,
                                cls="btn btn--tool" + (" is-on" if self.shell.overlay == act else ""),
                                aria_label=t(long_key or label_key, lang)))

        if in_game:
            if self.table.undo_offered():  # (right after your move: one tap, the table untouched)
                tool("undo", "undo", "ui.undo.tool", "ui.undo.dock")
            # (a zone of its own, laid out as if not there: it comes and goes with each of your
            # moves, and the header around it is then not sent again)
            undo = tools.pop() if tools else ""
            tools.append(zone("undo-tool", tag("span", undo, class_="tool-slot", data_zone="undo-tool")))
            tool("rules", "rules", "ui.rules")
            tool("log", "log", "ui.log")
            if self.table.has_sheet():
                tool("sheet", "sheet", "ui.sheet")
            tool("menu", "menu", "ui.menu")
        else:
            if not self.embedded:
                tool("stats", "stats", "ui.stats")
                tool("about", "about", "ui.about")
                if self.shell.can_install:
                    tool("install", "install", "ui.install", "ui.install.label")
            # (its name starts with what it shows, for speech input: « EN, Switch to English »)
            tools.append(button(esc(t("ui.lang.switch.short", lang)), "lang", cls="btn btn--tool btn--lang",
                                aria_label=t("ui.lang.switch.short", lang) + ", " + t("ui.lang.switch.label", lang),
                                lang="en" if lang == "fr" else "fr"))
        return tag("header", home + title + tag("nav", "".join(tools), class_="header-tools",
                                                aria_label=t("ui.tools", lang)), class_="app-header", data_zone="header")

    def render_message(self) -> str:
        if not self.shell.message:
            return ""
        kind, sentence = self.shell.message
        return tag("div", tag("p", esc(sentence)) + button("×", "dismiss", cls="btn btn--icon",
                                                          aria_label=t("ui.close", self.lang)),
                   class_=f"message message--{kind}", role="alert" if kind == "error" else "status")

    def render_update(self) -> str:
        if not self.shell.update_ready:
            return ""
        return tag("div", tag("p", esc(t("ui.update.ready", self.lang))) +
                   button(esc(t("ui.update.reload", self.lang)), "update", cls="btn btn--primary") +
                   button(esc(t("ui.update.later", self.lang)), "update-later", cls="btn btn--ghost"),
                   class_="message message--info update-prompt", role="status")
