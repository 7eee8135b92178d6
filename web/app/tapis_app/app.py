"""The site around the games. ``App`` is plain Python, put together from one part per file:

| file | part |
|---|---|
| app.py | start-up, the clicks and keys from the page, drawing the screen and its header |
| shell.py | what the screen shows, in one object (`App.shell`): screen, overlay, message line… |
| picker.py | the first screen: the games, games in progress, challenge code, import |
| setup_screen.py | a table's set-up: seats, levels, names, variants, deal number |
| table.py | the game screen: entering a game, the person's moves, undo, the table's zones |
| pacing.py | computer players' turns and pace, race starts, time limits, hints, the review |
| saving.py | saves, stale tabs, export and import, storage refused |
| panels.py | what opens over the table: rules, log, menu, stats, challenge, embed, review |
| ending.py | the end of a game: ranking, score sheet, challenge results |
| replay_screen.py | a finished or running game replayed move by move |
| links.py | tables opened from an address, challenge links, the embed snippet |
| guide.py | the guided first game: each step explained once, pointing at what to touch |
| naming.py | seat names, engine events as sentences, actions described |
| remote/screens.py | friends on their own devices: the lobby, invitations, guests, the end's check |

The App reads a few things from the ``host`` (the browser bridge in :mod:`tapis_app.dom`, or a
fake in tests): storage, the time; it asks the host to draw (``host.render(html)``) and to
announce sentences to screen readers. Every click arrives as ``handle(act, arg)``.
"""

import json
import random

import pyengine
from pyengine.core import i18n

from . import icons, stats
from . import text as _text  # noqa: F401  (registers the ui.* sentences)
from .ending import EndingMixin
from .guide import GuideMixin
from .html import button, esc, join, tag
from .links import LinksMixin
from .naming import NamingMixin
from .pacing import SPEEDS, PacingMixin
from .panels import PanelsMixin
from .picker import PickerMixin
from .remote import qr
from .remote.screens import RemoteMixin
from .replay import Replay
from .replay_screen import ReplayMixin
from .saving import SavingMixin
from .session import Session
from .setup_screen import SetupMixin
from .shell import Shell
from .store import StaleSave, Store
from .table import TableMixin
from .text import t


class App(PickerMixin, SetupMixin, TableMixin, PacingMixin, SavingMixin, PanelsMixin, EndingMixin, ReplayMixin,
          LinksMixin, NamingMixin, GuideMixin, RemoteMixin):
    def __init__(self, host, params: dict | None = None, embedded: bool = False):
        self.host = host
        self.embedded = embedded
        self.store = Store(host.storage, embedded)
        self.params = params or {}
        lang = self.params.get("lang") or self.store.setting("lang") or host.default_lang()
        self.lang = lang if lang in i18n.LANGS else "fr"
        speed = self.params.get("speed") if self.params.get("speed") in SPEEDS else self.store.setting("speed", "normal")
        self.shell = Shell(speed=speed if speed in SPEEDS else "normal")  # what the screen shows (shell.py)
        self.session: Session | None = None
        self.view = None  # the GameView of the session's game
        self.random = random.Random()
        self.replay: Replay | None = None
        self.review = None  # review.Review: the second opinion on the person's plays (imported when asked for)
        self.prepared: set = set()  # (game, language) whose computer players and words are ready
        # while a screen is drawn: what is built once per drawing (the seat's view, its recap),
        # None between drawings (then each is built afresh)
        self.drawing: dict | None = None

    def start(self) -> None:
        """Open what the address asks for, else the game in progress, else the picker. Nothing a
        browser keeps may stop the start: what cannot be opened ends in a sentence on a page that
        works (issue 29)."""
        try:
            if self.params.get("join"):  # an invitation to a friend's table (its link's #fragment)
                self.open_invitation(self.params["join"])
            elif self.params.get("duel"):
                self.open_duel()
            elif self.params.get("game"):
                self.open_link()
            else:
                current = self.store.setting("current")
                if current and self.store.load_game(current):
                    self.resume(current, quiet=True)
                elif self.resume_hosting(None):  # a table with friends, still in its lobby
                    pass
                elif self.store.setting("remote.last"):  # this device was a guest at a table unfinished
                    self.shell.message = ("info", t("remote.rejoin", self.lang))
        except StaleSave:  # another tab saved the same game a moment ago: take its version
            self.reload_stale()
        except Exception as error:  # noqa: BLE001 — a bug must not leave the start's error screen
            self.shell.screen, self.session, self.view = "picker", None, None
            self.shell.message = ("error", t("ui.error.stored", self.lang))
            self.start_error = error  # (main.py writes it to the console)
        self.refresh()

    def handle(self, act: str, arg: str = "") -> bool:
        """One click, key or form from the page. Returns True when it was ours."""
        try:
            handled = self._handle(act, arg)
        except StaleSave:
            self.reload_stale()
            handled = True
        if handled:
            self.refresh()
        return handled

    def _handle(self, act: str, arg: str) -> bool:
        """The act's handler from the table ``ACTS`` (a handler answering None handled it)."""
        if act.startswith("remote-"):
            return self.remote_act(act, arg)
        handler = ACTS.get(act)
        if handler is None:
            return False
        done = handler(self, arg)
        return True if done is None else bool(done)

    def peer_event(self, kind: str, peer: str, data: str) -> None:
        """An event of the page's WebRTC (js/peer.js): a friend's device opened, closed or sent a
        message. Drawn again only when it changed something (a refused or ignored message costs
        no drawing: issue 45)."""
        try:
            changed = self.on_peer(kind, peer, data)
        except StaleSave:
            self.reload_stale()
            changed = True
        if changed:
            self.refresh()

    # ---- the acts: one handler each, named in ACTS below

    def act_lang(self, _arg):
        self.lang = "en" if self.lang == "fr" else "fr"
        self.store.set_setting("lang", self.lang)

    def act_home(self, _arg):
        self.leave_remote()
        self.shell.screen, self.shell.overlay, self.shell.message = "picker", None, None
        self.session, self.view, self.shell.thinking = None, None, None
        self.replay, self.shell.duel, self.shell.hint, self.shell.hint_pending = None, None, None, False
        self.store.storage.remove(self.store.prefix + "current")

    def act_result_open(self, _arg):
        self.shell.result_closed = False
        self.shell.overlay = None

    def act_panel(self, arg):  # rules, log, menu…: open, or close when open
        self.shell.overlay = None if self.shell.overlay == arg else arg

    def act_wordlists(self, _arg):  # every word list, for offline play
        self.shell.waiting_words = ("all", None, "")
        self.shell.message = ("info", t("lexicon.loading", self.lang))

    def act_handover(self, _arg):
        if self.session:
            self.session.confirm_viewer()

    def act_speed(self, arg):
        self.shell.speed = arg if arg in SPEEDS else "normal"
        self.store.set_setting("speed", self.shell.speed)

    def act_install(self, _arg):
        self.shell.can_install = False
        self.host.install()

    def act_replay(self, _arg):
        if self.session and self.session.guest and not self.session.game.is_over():
            self.shell.message = ("error", t("remote.guest.later", self.lang))
            return
        self.open_replay()

    def act_replay_close(self, _arg):
        self.replay = None
        self.shell.screen = "game" if self.session else "picker"

    def act_replay_seat(self, arg):
        if self.replay and arg.isdigit() and int(arg) < self.replay.source.players:
            self.replay.seat = int(arg)

    def act_review_run(self, _arg):
        if self.session and self.session.guest and not self.session.game.is_over():
            self.shell.message = ("error", t("remote.guest.later", self.lang))
        elif self.session:
            from . import review
            self.review = review.Review(self.session, self.session.viewer())
            self.shell.overlay = "review"

    def act_duel_play(self, _arg):
        if self.shell.duel:
            self.params = dict(self.shell.duel[0])
            self.shell.duel = None
            self.open_link()

    def on_key(self, key: str) -> bool:
        if key == "Escape" and (self.shell.overlay or self.shell.message):
            self.shell.overlay, self.shell.message = None, None
            return True
        recap = self.pending_recap() if self.shell.screen == "game" and not self.shell.overlay else None
        if recap is not None:  # a deal's recap is up: Enter, Space or Escape goes on
            if key in ("Enter", " ", "Escape"):
                self.close_recap(recap.key)
                return True
            return False
        if self.shell.screen == "replay" and not self.shell.overlay:
            steps = {"ArrowLeft": "-1", "ArrowRight": "1", "Home": "start", "End": "end"}
            return self.replay_step(steps[key]) if key in steps else False
        if self.shell.screen != "game" or not self.session or self.shell.overlay or self.session.needs_handover():
            return False
        seat = self.session.viewer()
        if self.session.is_bot(seat) and not self.session.watch_mode():
            return False
        result = self.view.key(key, self.session.game.view(seat), self.view_ctx())
        if isinstance(result, dict):
            return self.play(result)
        return bool(result)

    def refresh(self) -> None:
        self.update_race()
        # one drawing: the seat's context and view (and what follows from them) built once
        self.drawing = {}
        try:
            html = self.render()
            turn = "you" if self.person_to_act() else "wait"
        finally:
            self.drawing = None
        self.host.render(html, speed=SPEEDS[self.shell.speed], turn=turn, screen=self.shell.screen, link=self.link_role(),
                         peers=self.peers_here())
        self.flush_questions()  # a guest's screen asked the host something while drawing
        if qr.wanted and not qr.available():
            qr.wanted = False
            self.host.load_wheel(qr.WHEEL, self.refresh)

    def once(self, name: str, build):
        """``build()``, built once per drawing (see ``drawing``)."""
        if self.drawing is None:
            return build()
        if name not in self.drawing:
            self.drawing[name] = build()
        return self.drawing[name]

    def seat_view(self):
        """(ctx, view): the viewer's context and the engine's view of the game for that seat."""
        def build():
            ctx = self.view_ctx()
            return ctx, self.session.game.view(ctx.seat)
        return self.once("seat_view", build)

    def person_to_act(self) -> bool:
        """A person at this device must make a move now (the page marks it
        ``html[data-turn="you"]``): not while a deal's recap waits to be closed."""
        return self.once("person_to_act", self._person_to_act)

    def _person_to_act(self) -> bool:
        session = self.session
        return bool(self.shell.screen == "game" and session and not session.game.is_over()
                    and not session.needs_handover() and session.viewer() in session.human_movers()
                    and not self.countdown() and self.pending_recap() is None)

    def render(self) -> str:
        self.shell.last_table = None
        if self.shell.screen == "game" and self.session:
            body = self.render_game()
        elif self.shell.screen == "replay" and self.replay:
            body = self.render_replay()
        elif self.shell.screen == "duel" and self.shell.duel:
            body = self.render_duel()
        elif self.shell.screen == "setup" and self.shell.setup:
            body = self.render_setup()
        elif self.shell.screen == "lobby" and self.remote_host:
            body = self.render_lobby()
        elif self.shell.screen == "join" and self.remote_guest:
            body = self.render_join()
        else:
            body = self.render_picker()
        notes = join([self.render_message(), self.render_update(),  # saving off: in the dock (table.py)
                      self.render_remote_bar() if self.shell.screen == "game" else ""])
        return join([self.render_header(),  # after the body: the header's tools depend on the table
                     tag("div", notes, class_="notes") if notes else "",
                     tag("main", body, id="main", class_=f"screen screen--{self.shell.screen}", tabindex="-1"),
                     self.render_coach() if self.shell.screen == "game" else "",
                     self.render_overlay()])

    def has_sheet(self) -> bool:
        return bool(self.shell.last_table and self.shell.last_table.sheet)

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
            tool("rules", "rules", "ui.rules")
            tool("log", "log", "ui.log")
            if self.has_sheet():
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
                                                aria_label=t("ui.tools", lang)), class_="app-header")

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


def _set(**fields):
    """A handler that only sets fields of what the screen shows (``App.shell``)."""
    def handler(app, _arg):
        for name, value in fields.items():
            setattr(app.shell, name, value)
    return handler


def _done(handler):
    """A handler whose result is no answer: the act is handled whatever it returns."""
    def done(app, arg):
        handler(app, arg)
    return done


def _panel(name):
    return lambda app, _arg: app.act_panel(name)


# Every act the page may send (a click's data-act, a key, a form), and its handler(app, arg).
# A handler that answers None handled the act; False means it was not the app's (a key no one uses).
ACTS = {
    "key": lambda app, arg: app.on_key(arg),
    "lang": App.act_lang,
    "home": App.act_home,
    "guide-start": _done(lambda app, arg: app.start_guide(arg or (app.session.game.game_id if app.session else ""))),
    "guide-ok": _done(lambda app, arg: app.guide_seen(arg)),
    "guide-stop": _done(lambda app, _arg: app.stop_guide()),
    "recap-next": _done(lambda app, arg: app.close_recap(arg)),
    "result-close": _set(result_closed=True),
    "result-open": App.act_result_open,
    **{name: _panel(name) for name in ("rules", "log", "about", "menu", "stats", "challenge", "embed", "review",
                                       "sheet", "remote")},
    "close": _set(overlay=None),
    "wordlists": App.act_wordlists,
    "dismiss": _set(message=None),
    "pick": _done(lambda app, arg: app.open_setup(arg)),
    "quick": _done(lambda app, arg: app.quick_start(arg)),  # the picker's one tap: a table at once
    "setup": lambda app, arg: app.change_setup(json.loads(arg)),
    "start": _done(lambda app, _arg: app.start_from_setup()),
    "resume": _done(lambda app, arg: app.resume(arg)),
    "forget": _done(lambda app, arg: app.store.delete_game(arg)),
    "handover": App.act_handover,
    "play": lambda app, arg: app.play(json.loads(arg)),
    "view": lambda app, arg: app.view_act(arg),
    "again": _done(lambda app, _arg: app.play_again()),
    "again-deal": _done(lambda app, _arg: app.replay_deal()),
    "undo": _done(lambda app, _arg: app.undo()),
    "speed": App.act_speed,
    "update": _done(lambda app, _arg: app.host.apply_update()),
    "install": App.act_install,
    "update-later": _set(update_ready=False),
    "import": _done(lambda app, arg: app.import_save(arg)),
    "import-file": _done(lambda app, arg: app.import_save(arg)),
    "export": _done(lambda app, _arg: app.export_save()),
    "keep-saves": _done(lambda app, _arg: app.ask_to_keep_saves()),
    "saving-dismiss": _set(saving_said=True),
    "export-all": _done(lambda app, _arg: app.host.download("tapis-sauvegarde.json", app.export_everything())),
    "stats-reset": _done(lambda app, _arg: stats.reset(app.store)),
    "replay": App.act_replay,
    "replay-close": App.act_replay_close,
    "replay-step": lambda app, arg: app.replay_step(arg),
    "replay-seat": App.act_replay_seat,
    "hint": _done(lambda app, _arg: app.request_hint()),
    "review-run": App.act_review_run,
    "code": _done(lambda app, arg: app.open_code(json.loads(arg).get("code", ""))),
    "duel-play": App.act_duel_play,
}
