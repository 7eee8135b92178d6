"""The site around the games: picker, table set-up, the game frame, hot seat, saving, the end.

``App`` is plain Python. It reads a few things from the ``host`` (the browser bridge in
:mod:`tapis_app.dom`, or a fake in tests): storage, the time, and it asks the host to draw
(``host.render(html)``) and to announce sentences to screen readers. Every click arrives as
``handle(act, arg)``. Computer players are driven by the host's loop through ``bot_to_act``,
``bot_delay`` and ``apply_bot``, so the page stays responsive while they think.
"""

import json
import random
from datetime import datetime, timezone

import pyengine
from pyengine.core import BadOptions, BadSave, IllegalAction, TapisError, i18n
from pyengine.core.options import for_people

from . import challenge, stats, wordlists
from . import text as _text  # noqa: F401  (registers the ui.* sentences)
from .html import attrs, button, esc, join, tag
from .replay import Replay
from .session import LEVELS, Session, parse_seats
from .store import StaleSave, Store
from .text import t
from .views import has_view, make_view
from .views.base import Ctx

SPEEDS = {"normal": 1.0, "fast": 0.35, "max": 0.0}
KINDS = ("human", "friend", "easy", "normal", "hard")


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class BadLink(TapisError, ValueError):
    """A link's parameter that cannot be read; its sentence says which."""


def read_link(p: dict, rng: random.Random) -> tuple[list[dict], int, dict]:
    """(seats, seed, options) from a link's parameters; BadLink names the first unreadable one.
    A link is typed or pasted by anyone: nothing in it may raise anything else."""
    try:
        seats = parse_seats(p.get("seats") or "h,normal")
    except ValueError:
        raise BadLink("ui.link.seats") from None
    seed_text = p.get("seed") or ""
    if seed_text and not (seed_text.isascii() and seed_text.isdigit() and len(seed_text) <= 18):
        raise BadLink("ui.link.seed")
    seed = int(seed_text) if seed_text else rng.randrange(1, 2**31)
    try:
        options = json.loads(p["options"]) if p.get("options") else {}
    except (ValueError, RecursionError):
        options = None
    if not isinstance(options, dict):
        raise BadLink("ui.link.options")
    for key, value in p.items():
        if key.startswith("o."):
            options[key[2:]] = json.loads(value) if value in ("true", "false") or _small_int(value) else value
    return seats, seed, options


def _small_int(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit() and len(digits) <= 9


class App:
    def __init__(self, host, params: dict | None = None, embedded: bool = False):
        self.host = host
        self.embedded = embedded
        self.store = Store(host.storage, embedded)
        self.params = params or {}
        lang = self.params.get("lang") or self.store.setting("lang") or host.default_lang()
        self.lang = lang if lang in i18n.LANGS else "fr"
        self.screen = "picker"
        self.session: Session | None = None
        self.view = None  # the GameView of the session's game
        self.setup: dict | None = None
        self.overlay: str | None = None
        self.message: tuple[str, str] | None = None
        self.speed = self.params.get("speed") if self.params.get("speed") in SPEEDS else \
            self.store.setting("speed", "normal")
        if self.speed not in SPEEDS:
            self.speed = "normal"
        self.thinking: int | None = None
        self.update_ready = False
        self.can_install = False  # the browser offers to install the site as an app
        self.random = random.Random()
        self.replay: Replay | None = None
        self.hint: dict | None = None  # the suggested action, once computed
        self.hint_pending = False
        self.review = None  # review.Review: the second opinion on the person's plays (imported when asked for)
        self.prepared: set = set()  # (game, language) whose computer players and words are ready
        # issue 20: (kind, args, language): a word list to fetch first, kind "begin", "resume"
        # or "all" (main.bot_loop fetches it, then calls words_fetched)
        self.waiting_words: tuple | None = None
        self.duel: tuple | None = None  # two results side by side (a returned challenge link)
        self.race_go_at: float | None = None  # a race start (Le Glükz): when the signal is given

    # ================================================================== start-up
    def start(self) -> None:
        """Open what the address asks for, else the game in progress, else the picker."""
        if self.params.get("duel"):
            self.open_duel()
        elif self.params.get("game"):
            self.open_link()
        else:
            current = self.store.setting("current")
            if current and self.store.load_game(current):
                self.resume(current, quiet=True)
        self.refresh()

    def open_link(self) -> None:
        p = self.params
        game_id = p.get("game", "")
        try:
            info = pyengine.GAMES.get(game_id)
            if info is None or not info.available or not has_view(game_id):
                raise BadOptions("core.not_available", game=info.title if info else game_id[:30])
            seats, seed, options = read_link(p, self.random)
            link_id = "link-" + _short_hash(json.dumps([game_id, p.get("seats"), p.get("seed"), options],
                                                       sort_keys=True))
            saved = self.store.game_meta(link_id) if p.get("seed") else {}
            if saved and not saved.get("over"):
                self.resume(link_id, quiet=True)
                if self.session:
                    return
            self.begin(game_id, seats, seed, options, save_id=link_id if p.get("seed") else None)
            rival = challenge.read_result(p.get("vs", ""))
            if rival and self.session:
                self.session.game.meta["vs"] = list(rival)
                self.session.revision += 1
                self.save()
        except (BadOptions, BadLink) as error:
            self.message = ("error", t("ui.error.link", self.lang, reason=error.message(self.lang)))
            self.screen = "picker"

    def open_duel(self) -> None:
        """A returned challenge: both results side by side, and the deal to play again."""
        try:
            params = challenge.decode(self.params["duel"])
        except (ValueError, KeyError):
            self.message = ("error", t("ui.error.link", self.lang, reason=t("ui.challenge.bad_code", self.lang)))
            return
        first = challenge.read_result(self.params.get("a", ""))
        second = challenge.read_result(self.params.get("b", ""))
        if not first or not second:
            self.message = ("error", t("ui.error.link", self.lang, reason=t("ui.challenge.bad_code", self.lang)))
            return
        self.duel = (params, first, second)
        self.screen = "duel"

    # ================================================================== names and text
    def seat_name(self, session: Session, seat: int) -> str:
        info = session.seats[seat]
        if info.get("name"):
            return info["name"]
        humans = session.humans()
        if info["kind"] == "human":
            if len(humans) == 1:
                return t("ui.name.you", self.lang)
            return t("ui.name.player", self.lang, n=seat + 1)
        return t("ui.name.bot", self.lang, name=t("ui.name.player", self.lang, n=seat + 1))

    def sentence(self, event: dict, session: Session) -> str:
        """An engine event as a sentence, with seats replaced by names."""
        params = {}
        for key, value in event.items():
            if key in ("type", "turn", "seats"):
                continue
            if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
                value = self.seat_name(session, value)
            elif (key == "seat_list" or key.endswith("_seats")) and isinstance(value, list):
                value = ", ".join(self.seat_name(session, s) for s in value if isinstance(s, int))
            params[key] = value
        return i18n.text(f"{session.game.game_id}.event.{event['type']}", self.lang, **params)

    # ================================================================== actions from the page
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
        if act == "key":
            return self.on_key(arg)
        if act == "lang":
            self.lang = "en" if self.lang == "fr" else "fr"
            self.store.set_setting("lang", self.lang)
            return True
        if act == "home":
            self.screen, self.overlay, self.message = "picker", None, None
            self.session, self.view, self.thinking = None, None, None
            self.replay, self.duel, self.hint, self.hint_pending = None, None, None, False
            self.store.storage.remove(self.store.prefix + "current")
            return True
        if act in ("rules", "log", "about", "menu", "stats", "challenge", "embed", "review"):
            self.overlay = None if self.overlay == act else act
            return True
        if act == "close":
            self.overlay = None
            return True
        if act == "wordlists":  # issue 20: every word list, for offline play
            self.waiting_words = ("all", None, "")
            self.message = ("info", t("lexicon.loading", self.lang))
            return True
        if act == "dismiss":
            self.message = None
            return True
        if act == "pick":
            self.open_setup(arg)
            return True
        if act == "setup":
            return self.change_setup(json.loads(arg))
        if act == "start":
            self.start_from_setup()
            return True
        if act == "resume":
            self.resume(arg)
            return True
        if act == "forget":
            self.store.delete_game(arg)
            return True
        if act == "handover":
            if self.session:
                self.session.confirm_viewer()
            return True
        if act == "play":
            return self.play(json.loads(arg))
        if act == "view":
            return self.view_act(arg)
        if act == "again":
            self.play_again()
            return True
        if act == "undo":
            self.undo()
            return True
        if act == "speed":
            self.speed = arg if arg in SPEEDS else "normal"
            self.store.set_setting("speed", self.speed)
            return True
        if act == "update":
            self.host.apply_update()
            return True
        if act == "install":
            self.can_install = False
            self.host.install()
            return True
        if act == "update-later":
            self.update_ready = False
            return True
        if act in ("import", "import-file"):
            self.import_save(arg)
            return True
        if act == "export":
            self.export_save()
            return True
        if act == "export-all":
            self.host.download("tapis-sauvegarde.json", self.export_everything())
            return True
        if act == "stats-reset":
            stats.reset(self.store)
            return True
        if act == "replay":
            self.open_replay()
            return True
        if act == "replay-close":
            self.replay = None
            self.screen = "game" if self.session else "picker"
            return True
        if act == "replay-step":
            return self.replay_step(arg)
        if act == "replay-seat":
            if self.replay and arg.isdigit() and int(arg) < self.replay.source.players:
                self.replay.seat = int(arg)
            return True
        if act == "hint":
            self.request_hint()
            return True
        if act == "review-run":
            if self.session:
                from . import review
                self.review = review.Review(self.session, self.session.viewer())
                self.overlay = "review"
            return True
        if act == "code":
            self.open_code(json.loads(arg).get("code", ""))
            return True
        if act == "duel-play":
            if self.duel:
                self.params = dict(self.duel[0])
                self.duel = None
                self.open_link()
            return True
        return False

    def on_key(self, key: str) -> bool:
        if key == "Escape" and (self.overlay or self.message):
            self.overlay, self.message = None, None
            return True
        if self.screen == "replay" and not self.overlay:
            steps = {"ArrowLeft": "-1", "ArrowRight": "1", "Home": "start", "End": "end"}
            return self.replay_step(steps[key]) if key in steps else False
        if self.screen != "game" or not self.session or self.overlay or self.session.needs_handover():
            return False
        seat = self.session.viewer()
        if self.session.is_bot(seat) and not self.session.watch_mode():
            return False
        result = self.view.key(key, self.session.game.view(seat), Ctx(self, self.session))
        if isinstance(result, dict):
            return self.play(result)
        return bool(result)

    # ================================================================== set-up
    def open_setup(self, game_id: str) -> None:
        info = pyengine.GAMES.get(game_id)
        if info is None or not info.available or not has_view(game_id):
            self.message = ("error", t("ui.picker.unavailable.long", self.lang,
                                       game=info.title if info else game_id[:30]))
            return
        players = 2 if 2 in info.players else info.players[0]
        options = {}
        language = next((o for o in info.options if o.key == "language"), None)
        if language is not None and self.lang in language.choices:
            options["language"] = self.lang  # issue 20: the table's language follows the page's
        self.setup = {"game": game_id, "players": players, "kinds": self._default_kinds(players),
                      "names": [""] * max(info.players), "options": options, "seed": ""}
        self.screen, self.overlay, self.message = "setup", None, None

    @staticmethod
    def _default_kinds(players: int) -> list[str]:
        return ["human"] + ["normal"] * (players - 1)

    def change_setup(self, change: dict) -> bool:
        if not self.setup:
            return False
        arg, value = change.get("arg") or "", change.get("value")
        setup = self.setup
        if arg == "players":
            players = int(value)
            info = pyengine.GAMES[setup["game"]]
            if players in info.players:
                kinds = setup["kinds"][:players]
                kinds += ["normal"] * (players - len(kinds))
                setup["players"], setup["kinds"] = players, kinds
        elif arg.startswith("kind."):
            index = int(arg[5:])
            if value in KINDS and index < setup["players"]:
                setup["kinds"][index] = value
        elif arg.startswith("name."):
            index = int(arg[5:])
            setup["names"][index] = str(value)[:24]
            return False  # typing: no redraw (the field keeps its own text)
        elif arg.startswith("option."):
            key = arg[7:]
            setup["options"][key] = _parse_option_value(value)
        elif arg == "seed":
            setup["seed"] = "".join(ch for ch in str(value) if ch.isdigit())[:15]
            return False
        return True

    def start_from_setup(self) -> None:
        setup = self.setup
        seats = []
        for index, kind in enumerate(setup["kinds"][: setup["players"]]):
            name = setup["names"][index].strip()
            if kind in ("human", "friend"):
                seats.append({"kind": "human", "name": name})
            else:
                seats.append({"kind": "bot", "level": kind, "name": name})
        seed = int(setup["seed"]) if setup["seed"] else self.random.randrange(1, 2**31)
        self.begin(setup["game"], seats, seed, setup["options"])

    def begin(self, game_id: str, seats: list[dict], seed: int, options: dict, save_id: str | None = None) -> None:
        lang = wordlists.missing(options)
        if lang:  # issue 20: main.bot_loop fetches the list, then begins
            self.waiting_words = ("begin", (game_id, seats, seed, options, save_id), lang)
            self.message = ("info", t("lexicon.loading", self.lang))
            return
        info = pyengine.GAMES.get(game_id)
        if info is not None:  # several people on this device: options that need one each are fixed
            people = sum(seat.get("kind") == "human" for seat in seats)
            options = for_people(info.options, options, people)
        try:
            session = Session.new(game_id, seats, seed, options,
                                  save_id or f"{game_id}-{seed}-{self.random.randrange(10**6)}", now_iso())
        except BadOptions as error:
            self.message = ("error", t("ui.error.start", self.lang, reason=error.message(self.lang)))
            return
        self.enter(session)
        self.save()

    def words_fetched(self, error: Exception | None = None) -> None:
        """Issue 20: the word list a table waited for is here (or failed): open it."""
        waiting, self.waiting_words = self.waiting_words, None
        if error is not None:
            self.message = ("error", t("ui.error.start", self.lang, reason=str(error)))
        elif waiting and waiting[0] == "begin":
            self.message = None
            self.begin(*waiting[1])
        elif waiting and waiting[0] == "resume":
            self.message = None
            self.resume(*waiting[1])
        elif waiting:
            self.message = ("info", t("lexicon.offline.done", self.lang))

    def enter(self, session: Session) -> None:
        self.session = session
        session.tick(self.host.clock())  # the table's clock runs from now on this page
        self.view = make_view(session.game.game_id)
        self.screen, self.overlay, self.message, self.thinking = "game", None, None, None
        self.store.set_setting("current", session.save_id)

    def resume(self, save_id: str, quiet: bool = False) -> None:
        text = self.store.load_game(save_id)
        try:
            if not text:
                raise BadSave("core.save.corrupt")
            session = Session.from_save(text, save_id)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            if not quiet:
                self.message = ("error", t("ui.import.bad", self.lang, reason=error.message(self.lang)))
            return
        except wordlists.lexicon.Unavailable as missing:  # issue 20: a saved table in another language
            self.waiting_words = ("resume", (save_id, quiet), missing.lang)
            self.message = ("info", t("lexicon.loading", self.lang))
            return
        lang = wordlists.missing(session.game.options)
        if lang:  # its replay did not need the words, its table will
            self.waiting_words = ("resume", (save_id, quiet), lang)
            self.message = ("info", t("lexicon.loading", self.lang))
            return
        self.enter(session)

    def play_again(self) -> None:
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], self.random.randrange(1, 2**31),
                   dict(game.options))

    # ================================================================== playing
    def play(self, action: dict) -> bool:
        session = self.session
        if not session or self.screen != "game":
            return False
        seat = session.viewer()
        if session.is_bot(seat) or session.needs_handover():
            return False
        if seat not in session.movers():
            self.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return True
        if self.countdown():
            self.message = ("error", t("ui.race.wait", self.lang))
            return True
        if self.check_time() and seat not in session.movers():
            return True  # the time was up between two deals: the game is over
        try:
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.message = ("error", error.message(self.lang))
            self.host.announce(self.message[1])
            return True
        self.after_action(events)
        return True

    def view_act(self, arg: str) -> bool:
        if not self.session or self.screen != "game":
            return False
        seat = self.session.viewer()
        result = self.view.handle(arg, self.session.game.view(seat), Ctx(self, self.session))
        if isinstance(result, dict):
            return self.play(result)
        self.message = None
        return True

    def after_action(self, events: list[dict]) -> None:
        self.message = None
        self.hint, self.hint_pending = None, False
        self.view.reset()
        self.save()
        if self.session.game.is_over():
            stats.record(self.store, self.session)
        viewer = self.session.viewer()
        said = [self.sentence(e, self.session) for e in events
                if "seats" not in e or viewer in e["seats"]]
        if said:
            self.host.announce(" ".join(said[-3:]))

    # ---- race starts: a countdown, then the quickest hand plays first
    RACE_COUNTDOWN = 3.0

    def in_race(self) -> bool:
        return bool(self.session) and self.screen == "game" and len(self.session.movers()) > 1

    def update_race(self) -> None:
        """Start the countdown when a race begins; forget it once someone has played."""
        if self.in_race():
            if self.race_go_at is None:
                self.race_go_at = self.host.clock() + self.RACE_COUNTDOWN * SPEEDS[self.speed]
        else:
            self.race_go_at = None

    def countdown(self) -> int:
        """Whole seconds before the race signal (0: go)."""
        if self.race_go_at is None:
            return 0
        left = self.race_go_at - self.host.clock()
        return max(0, int(left) + (1 if left > int(left) else 0)) if left > 0 else 0

    def countdown_tick(self) -> float | None:
        """Seconds until the countdown display must change, while it runs."""
        if self.race_go_at is None:
            return None
        left = self.race_go_at - self.host.clock()
        if left <= 0:
            return None
        return (left - int(left)) or 1.0

    # ---- computer players (driven by the host's loop)
    def bot_to_act(self) -> int | None:
        session = self.session
        if not session or self.screen != "game" or session.game.is_over():
            return None
        bots = session.bot_movers()
        if not bots:
            return None
        if len(session.movers()) > 1:  # a race: the quickest computer player
            return min(bots, key=lambda s: (self.race_delay(s), s))
        return bots[0]

    def race_delay(self, seat: int) -> float:
        """A computer player's reaction time in a race start (0.8–2.5 s), fixed per moment."""
        rng = random.Random(f"{self.session.game.seed}-{len(self.session.game.actions)}-{seat}")
        return 0.8 + 1.7 * rng.random()

    def bot_delay(self, seat: int) -> float:
        """Seconds before a computer player moves, so people can follow what happens."""
        factor = SPEEDS[self.speed]
        if factor == 0:
            return 0.0
        if len(self.session.movers()) > 1:
            wait = max(0.0, (self.race_go_at or 0) - self.host.clock()) if self.race_go_at else 0.0
            return wait + self.race_delay(seat) * max(factor, 0.5)
        return 0.7 * factor

    def apply_bot(self, seat: int, action: dict, revision: int) -> bool:
        """Apply a computer player's move if the game has not moved on meanwhile."""
        session = self.session
        self.thinking = None
        if not session or session.revision != revision or seat not in session.movers():
            return False
        if self.check_time() and seat not in session.movers():
            self.refresh()
            return True
        events = session.apply(seat, action)
        self.after_action(events)
        self.refresh()
        return True

    def check_time(self) -> bool:
        """A game played for an agreed time: before each move, if the table's clock says the
        time is up, the session ends the game after the deal in progress (or at once between
        deals), whoever is seated. True when that happened."""
        events = self.session.end_if_time_up(self.host.clock())
        if events:
            self.after_action(events)
        return bool(events)

    def undo(self) -> None:
        if self.session and self.session.undo():
            self.view.reset()
            self.message = None
            self.save()

    # ---- replay, hints, challenges
    def open_replay(self) -> None:
        if not self.session:
            return
        self.replay = Replay(self.session.game, self.session.viewer())
        self.replay.go(self.replay.length)
        self.screen, self.overlay = "replay", None

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

    def request_hint(self) -> None:
        """Ask the hard computer player what it would do in the person's place. The host's loop
        computes it a slice at a time (``hint_to_compute``)."""
        session = self.session
        self.overlay = None
        if not session or session.game.is_over() or session.viewer() not in session.human_movers():
            self.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return
        self.hint, self.hint_pending = None, True
        self.message = ("info", t("ui.hint.thinking", self.lang))

    def hint_to_compute(self):
        """(seat, revision) when a hint is wanted and not computed yet."""
        if self.hint_pending and self.session and not self.session.game.is_over():
            return self.session.viewer(), self.session.revision
        return None

    def set_hint(self, action: dict, revision: int) -> None:
        self.hint_pending = False
        if not self.session or self.session.revision != revision:
            return
        self.hint = action
        self.message = ("info", t("ui.hint.result", self.lang, move=self.describe(action)))
        self.host.announce(self.message[1])
        self.refresh()

    def preparation(self):
        """Once a game's table is open, the generator that makes its computer players and word
        list ready a slice at a time (run by the host's loop before anything else, so neither
        lands in one long task at the first move or the first word checked)."""
        if self.screen != "game" or not self.session:
            return None
        game_id = self.session.game.game_id
        key = (game_id, wordlists.table_language(self.session.game.options))
        if key in self.prepared:
            return None
        self.prepared.add(key)
        return pyengine.bots.preparing(game_id, self.session.game.options)

    def review_to_compute(self):
        """The review's generator when one is wanted and not computed yet (run by the host's
        loop a slice at a time, like a computer player's thought)."""
        job = self.review
        if job and job.moments is None and not getattr(job, "started", False) and job.session is self.session:
            job.started = True
            return job.steps()
        return None

    def describe(self, action: dict, game=None, seat: int | None = None) -> str:
        """An action in words, for hints and reviews (``game``: the moment it was or would be
        played, now by default): the view's own description, else the public sentences the
        action would produce (never used when the action would reveal anything)."""
        session = self.session
        ctx = Ctx(self, session)
        game = session.game if game is None else game
        seat = session.viewer() if seat is None else seat
        ctx.seat = seat
        described = getattr(self.view, "describe", None)
        if described:
            sentence = described(action, game.view(seat), ctx)
            if sentence:
                return sentence
        trial = game.clone()
        barrier = trial.barrier
        events = trial.apply(seat, action)
        if trial.barrier != barrier:
            return t("ui.hint.secret", self.lang)
        public = [self.sentence(e, session) for e in events if "seats" not in e]
        return " ".join(public[:2]) or t("ui.hint.secret", self.lang)

    def open_code(self, code: str) -> None:
        try:
            params = challenge.decode(code)
        except (ValueError, KeyError):
            self.message = ("error", t("ui.challenge.bad_code", self.lang))
            return
        self.params = params
        self.open_link()

    def challenge_links(self) -> dict:
        """The challenge link and code for the game on screen, and the result link when this game
        was itself a challenge."""
        session = self.session
        game = session.game
        info = pyengine.GAMES[game.game_id]
        seats = challenge.seats_text(session.seats)
        defaults = {o.key: o.default_for(game.players) for o in info.options}
        code = challenge.encode(game.game_id, seats, game.seed, game.options, defaults)
        base = self.host.base_url()
        out = {"code": code}
        me = session.humans()[0] if session.humans() else 0
        result = game.result()
        mine = None
        if result:
            score = result["scores"][me] if result.get("scores") else None
            mine = challenge.result_token(self.seat_name(session, me), score, result["ranking"][me])
        query = challenge.decode(code)
        link = base + "?" + "&".join(f"{k}={_quote(v)}" for k, v in query.items())
        if mine:
            link += "&vs=" + _quote(mine)
        out["link"] = link
        rival = game.meta.get("vs")
        if rival and mine:
            theirs = challenge.result_token(*rival)
            out["result_link"] = f"{base}?duel={_quote(code)}&a={_quote(theirs)}&b={_quote(mine)}"
        return out

    def export_everything(self) -> str:
        """Every saved game and the statistics, as one file."""
        games = {}
        for save_id, _meta in self.store.games():
            try:
                games[save_id] = json.loads(self.store.load_game(save_id))
            except (TypeError, ValueError, RecursionError):
                continue  # listed a moment ago, unreadable now: the others still go out
        return json.dumps({"format": "tapis-backup", "version": 1, "games": games,
                           "stats": stats.load(self.store)}, ensure_ascii=False)

    # ================================================================== saving
    def save(self) -> None:
        if not self.session:
            return
        self.session.tick(self.host.clock())
        self.store.save_game(self.session.save_id, self.session.to_json(now_iso()), self.session.revision)
        if self.session.game.is_over():
            self.store.storage.remove(self.store.prefix + "current")

    def reload_stale(self) -> None:
        save_id = self.session.save_id if self.session else None
        if save_id:
            self.resume(save_id, quiet=True)
        self.message = ("error", t("ui.error.stale", self.lang))

    def export_save(self) -> None:
        if self.session:
            game = self.session.game
            self.host.download(f"tapis-{game.game_id}-{game.seed}.json", self.session.to_json(now_iso()))

    def import_save(self, text: str) -> None:
        if self.import_backup(text):
            return
        try:
            session = Session.from_save(text, None)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            self.message = ("error", t("ui.import.bad", self.lang, reason=error.message(self.lang)))
            return
        session.save_id = f"imported-{self.random.randrange(10**9)}"
        session.revision = 0
        self.enter(session)
        self.save()
        self.message = ("info", t("ui.import.ok", self.lang))

    def import_backup(self, text: str) -> bool:
        """A file made by "export everything": restore each game that loads, skip the others."""
        try:
            data = json.loads(text) if len(text) < 20_000_000 else None
        except (ValueError, RecursionError):
            return False
        if not isinstance(data, dict) or data.get("format") != "tapis-backup":
            return False
        restored = 0
        games = data.get("games")
        for save_id, save in (games.items() if isinstance(games, dict) else ()):
            try:
                session = Session.from_save(json.dumps(save), str(save_id)[:60])
            except BadSave:
                continue
            session.revision = 0
            self.store.storage.set(self.store.game_key(session.save_id), session.to_json(now_iso()))
            restored += 1
        if isinstance(data.get("stats"), dict):
            self.store.set_setting(stats.KEY, json.dumps(data["stats"]))
        self.message = ("info", t("ui.import.backup", self.lang, n=restored))
        return True

    # ================================================================== drawing
    def refresh(self) -> None:
        self.update_race()
        self.host.render(self.render(), speed=SPEEDS[self.speed])

    def render(self) -> str:
        if self.screen == "game" and self.session:
            body = self.render_game()
        elif self.screen == "replay" and self.replay:
            body = self.render_replay()
        elif self.screen == "duel" and self.duel:
            body = self.render_duel()
        elif self.screen == "setup" and self.setup:
            body = self.render_setup()
        else:
            body = self.render_picker()
        return join([self.render_header(), self.render_message(), self.render_update(), self.render_saving(),
                     tag("main", body, id="main", class_=f"screen screen--{self.screen}", tabindex="-1"),
                     self.render_overlay()])

    def render_header(self) -> str:
        title = ""
        if self.screen == "game" and self.session:
            title = tag("span", esc(pyengine.GAMES[self.session.game.game_id].title), class_="header-game")
        home = "" if self.embedded and self.screen == "game" else \
            button(tag("span", "♣", class_="brand-mark", aria_hidden="true") + " " + esc(t("ui.brand", self.lang)),
                   "home", cls="brand", aria_label=t("ui.home.label", self.lang))
        tools = []
        if self.screen == "game":
            tools.append(button(esc(t("ui.rules", self.lang)), "rules", cls="btn btn--ghost"))
            tools.append(button(esc(t("ui.log", self.lang)), "log", cls="btn btn--ghost"))
            tools.append(button(esc(t("ui.menu", self.lang)), "menu", cls="btn btn--ghost"))
        elif not self.embedded:
            tools.append(button(esc(t("ui.stats", self.lang)), "stats", cls="btn btn--ghost"))
            tools.append(button(esc(t("ui.about", self.lang)), "about", cls="btn btn--ghost"))
            if self.can_install:
                tools.append(button(esc(t("ui.install", self.lang)), "install", cls="btn btn--ghost",
                                    aria_label=t("ui.install.label", self.lang)))
        tools.append(button(esc(t("ui.lang.switch", self.lang)), "lang", cls="btn btn--ghost",
                            aria_label=t("ui.lang.switch.label", self.lang),
                            lang="en" if self.lang == "fr" else "fr"))
        return tag("header", home + title + tag("nav", "".join(tools), class_="header-tools"), class_="app-header")

    def render_message(self) -> str:
        if not self.message:
            return ""
        kind, sentence = self.message
        return tag("div", tag("p", esc(sentence)) + button("×", "dismiss", cls="btn btn--icon",
                                                          aria_label=t("ui.close", self.lang)),
                   class_=f"message message--{kind}", role="alert" if kind == "error" else "status")

    def render_update(self) -> str:
        if not self.update_ready:
            return ""
        return tag("div", tag("p", esc(t("ui.update.ready", self.lang))) +
                   button(esc(t("ui.update.reload", self.lang)), "update", cls="btn btn--primary") +
                   button(esc(t("ui.update.later", self.lang)), "update-later", cls="btn btn--ghost"),
                   class_="message message--info update-prompt", role="status")

    def render_saving(self) -> str:
        """Saving off (storage refused, or full since): said above the table too, not only in the
        picker's list of saved games."""
        if self.store.working or self.screen == "picker":
            return ""
        return tag("div", tag("p", esc(t("ui.saving.off", self.lang))), class_="message message--error saving-off",
                   role="status")

    # ---- picker
    def render_picker(self) -> str:
        cards = []
        for game_id, info in pyengine.GAMES.items():
            if game_id not in ("glossa", "glop", "glukz", "buyword", "juggler"):
                continue
            playable = info.available and has_view(game_id)
            players = info.players
            if len(players) == 1:
                count = t("ui.players.one", self.lang, n=players[0])
            elif list(players) == list(range(players[0], players[-1] + 1)) and len(players) > 2:
                count = t("ui.players.range", self.lang, low=players[0], high=players[-1])
            else:
                count = t("ui.players.pair", self.lang, low=players[0], high=players[-1])
            action = button(esc(t("ui.picker.play", self.lang, game=info.title)), "pick", game_id,
                            cls="btn btn--primary") if playable else \
                tag("p", esc(t("ui.picker.unavailable", self.lang)), class_="soon")
            cards.append(tag("li", join([
                tag("div", _emblem(game_id), class_="game-emblem", aria_hidden="true"),
                tag("h2", esc(info.title)),
                tag("p", esc(count), class_="game-players"),
                tag("p", esc(t(f"ui.pitch.{game_id}", self.lang)), class_="game-pitch"),
                action]), class_="game-card" + ("" if playable else " game-card--soon"),
                data_game=game_id, data_available="true" if playable else "false"))
        resume = self.render_saves()
        intro = tag("p", esc(t("ui.tagline", self.lang)), class_="tagline")
        return join([tag("h1", esc(t("ui.picker.title", self.lang))), intro, resume,
                     tag("ul", "".join(cards), class_="game-list"), self.render_more()])

    def render_more(self) -> str:
        """Below the games: take up a challenge by its code; import a saved game."""
        if self.embedded:
            return ""
        lang = self.lang
        code = tag("form", tag("label", esc(t("ui.challenge.enter", lang)), for_="challenge-code") +
                   f'<input type="text" id="challenge-code" name="code" class="field" maxlength="400" autocomplete="off" spellcheck="false"{attrs(placeholder="PHD-2LKJ3F")}>' +
                   tag("button", esc(t("ui.challenge.go", lang)), type="submit", class_="btn"),
                   data_act="code", class_="inline-form")
        upload = tag("label", esc(t("ui.menu.import", lang)) +
                     f'<input type="file" class="sr-only" accept=".json,application/json"{attrs(data_act="import-file")}>',
                     class_="btn file-button")
        return tag("section", code + upload, class_="more")

    def render_saves(self) -> str:
        items = []
        for save_id, meta in self.store.games():
            if meta.get("over") or meta.get("game") not in pyengine.GAMES:
                continue
            title = pyengine.GAMES[meta["game"]].title
            date = _short_date(meta.get("created", ""), self.lang)
            items.append(tag("li", button(esc(t("ui.resume.item", self.lang, game=title, date=date)),
                                          "resume", save_id, cls="btn btn--resume") +
                             button("×", "forget", save_id, cls="btn btn--icon",
                                    aria_label=t("ui.resume.delete", self.lang, game=title, date=date))))
        if not items and self.store.working:
            return ""
        warning = "" if self.store.working else tag("p", esc(t("ui.saving.off", self.lang)), class_="warning")
        return tag("section", tag("h2", esc(t("ui.resume.title", self.lang))) + warning +
                   tag("ul", "".join(items[:8]), class_="save-list"), class_="saves") if items or warning else ""

    # ---- set-up
    def render_setup(self) -> str:
        setup = self.setup
        info = pyengine.GAMES[setup["game"]]
        lang = self.lang
        parts = [tag("h1", esc(t("ui.setup.title", lang, game=info.title)))]
        if len(info.players) > 1:
            options = "".join(tag("option", str(n), value=str(n), selected=n == setup["players"]) for n in info.players)
            parts.append(tag("label", esc(t("ui.setup.players", lang)) +
                             tag("select", options, data_act="setup", data_arg="players", class_="field"),
                             class_="field-row"))
        seats = []
        for index in range(setup["players"]):
            kind = setup["kinds"][index]
            choices = "".join(tag("option", esc(t(f"ui.kind.{k}", lang)), value=k, selected=k == kind) for k in KINDS)
            seats.append(tag("li", join([
                tag("span", esc(t("ui.setup.seat", lang, n=index + 1)), class_="seat-number"),
                tag("select", choices, data_act="setup", data_arg=f"kind.{index}", class_="field",
                    aria_label=t("ui.setup.kind", lang, n=index + 1)),
                f'<input type="text" class="field" maxlength="24"{attrs(value=setup["names"][index], data_input="setup", data_arg=f"name.{index}", aria_label=t("ui.setup.name", lang, n=index + 1), placeholder=t("ui.name.player", lang, n=index + 1), autocomplete="off")}>',
            ]), class_="setup-seat"))
        parts.append(tag("fieldset", tag("legend", esc(t("ui.setup.seats", lang))) +
                         tag("ol", "".join(seats), class_="setup-seats"), class_="setup-block"))
        if all(k in LEVELS for k in setup["kinds"][: setup["players"]]):
            parts.append(tag("p", esc(t("ui.setup.need_human", lang)), class_="hint"))
        if info.id == "glop" and setup["players"] == 4:
            parts.append(tag("p", esc(t("ui.setup.teams", lang)), class_="hint"))
        option_rows = [self.render_option(info, option) for option in info.options
                       if option.applies_to(setup["players"])]
        if option_rows:
            parts.append(tag("fieldset", tag("legend", esc(t("ui.setup.options", lang))) + "".join(option_rows),
                             class_="setup-block"))
        parts.append(tag("label", esc(t("ui.setup.seed", lang)) +
                         f'<input type="text" inputmode="numeric" class="field" maxlength="15"{attrs(value=setup["seed"], data_input="setup", data_arg="seed", aria_describedby="seed-help")}>' +
                         tag("small", esc(t("ui.setup.seed.help", lang)), id="seed-help"), class_="field-row"))
        parts.append(tag("div", button(esc(t("ui.back", lang)), "home", cls="btn btn--ghost") +
                         button(esc(t("ui.setup.start", lang)), "start", cls="btn btn--primary btn--big"),
                         class_="setup-actions"))
        return tag("div", "".join(parts), class_="setup")

    def setup_people(self) -> int:
        """People at the table being set up (they all share this device)."""
        return sum(kind in ("human", "friend") for kind in self.setup["kinds"][: self.setup["players"]])

    def render_option(self, info, option) -> str:
        lang = self.lang
        players = self.setup["players"]
        value = self.setup["options"].get(option.key, option.default_for(players))
        forced = option.forced_for(self.setup_people())
        if forced is not None:  # what the game will really use, not a choice the device can't hold
            value = forced
        label = i18n.text(f"{info.id}.option.{option.key}", lang)
        help_key = f"{info.id}.option.{option.key}.help"
        help_text = tag("small", esc(i18n.text(help_key, lang)), class_="option-help") if i18n.has(help_key) else ""
        if forced is not None:
            help_text = tag("small", esc(t("ui.setup.shared_device", lang)), class_="option-help")
        arg = f"option.{option.key}"
        if option.type == "bool":
            control = f'<input type="checkbox"{attrs(checked=bool(value), data_act="setup", data_arg=arg, disabled=forced is not None)}>'
            return tag("label", control + " " + esc(label) + help_text, class_="field-row field-row--check")
        choices = option.choices_for(self.setup_people())
        rendered = "".join(tag("option", esc(_choice_label(info.id, option.key, c, lang)),
                               value=json.dumps(c) if not isinstance(c, str) else c, selected=c == value)
                           for c in choices)
        return tag("label", esc(label) + tag("select", rendered, data_act="setup", data_arg=arg, class_="field",
                                             disabled=forced is not None) +
                   help_text, class_="field-row")

    # ---- the game
    def render_game(self) -> str:
        session = self.session
        game = session.game
        ctx = Ctx(self, session)
        if session.needs_handover():
            name = self.seat_name(session, session.viewer())
            return tag("div", join([
                tag("h1", esc(t("ui.handover.title", self.lang, name=name))),
                tag("p", esc(t("ui.handover.text", self.lang, name=name))),
                button(esc(t("ui.handover.ok", self.lang, name=name)), "handover", cls="btn btn--primary btn--big")]),
                class_="handover", role="dialog", aria_modal="true", aria_label=t("ui.handover.title", self.lang, name=name))
        view = game.view(ctx.seat)
        status = self.render_status(session, view)
        table = self.view.table(view, ctx)
        over = self.render_result(view, ctx) if game.is_over() else ""
        status += self.render_last_hand(session)
        return tag("div", status + table, class_=f"table table--{game.game_id}", data_seat=str(ctx.seat)) + over

    def render_status(self, session: Session, view: dict) -> str:
        if session.game.is_over():
            return ""
        movers = session.movers()
        viewer = session.viewer()
        if session.watch_mode():
            line = t("ui.watch", self.lang, name=self.seat_name(session, viewer))
        elif len(movers) > 1 and self.countdown():
            line = t("ui.race.countdown", self.lang, n=self.countdown())
        elif len(movers) > 1:
            line = t("ui.turn.many", self.lang)
        elif viewer in movers:
            line = t("ui.turn.you", self.lang) if len(session.humans()) == 1 else \
                t("ui.turn.other", self.lang, name=self.seat_name(session, viewer))
        elif movers and self.thinking == movers[0]:
            line = t("ui.turn.thinking", self.lang, name=self.seat_name(session, movers[0]))
        elif movers:
            line = t("ui.turn.other", self.lang, name=self.seat_name(session, movers[0]))
        else:
            line = ""
        yours = viewer in movers and not session.watch_mode()
        return tag("p", esc(line), class_="turn" + (" turn--you" if yours else ""), role="status")

    def render_result(self, view: dict, ctx: Ctx) -> str:
        result = view["result"] or {}
        session = self.session
        winners = result.get("winners", [])
        names = ", ".join(self.seat_name(session, s) for s in winners)
        humans = session.humans()
        if session.game.players == 1:  # solo: no one to beat; the game's own rating says how it went
            headline = t("ui.over.solo", self.lang)
        elif len(humans) == 1 and humans[0] in winners:
            headline = t("ui.over.you_win", self.lang)
        else:
            headline = t("ui.over.winners" if len(winners) > 1 else "ui.over.winner", self.lang, names=names)
        rows = []
        scores = result.get("scores")
        order = sorted(range(session.game.players), key=lambda s: (result["ranking"][s], s))
        for seat in order:
            place = result["ranking"][seat]
            cells = [tag("td", esc(t("ui.over.place", self.lang, place=place, n=place))),
                     tag("th", esc(self.seat_name(session, seat)), scope="row")]
            if scores is not None:
                cells.append(tag("td", esc(scores[seat])))
            rows.append(tag("tr", "".join(cells), class_="winner" if seat in winners else None))
        head = [tag("th", esc(t("ui.over.rank", self.lang)), scope="col"),
                tag("th", esc(t("ui.over.player", self.lang)), scope="col")]
        if scores is not None:
            head.append(tag("th", esc(t("ui.over.score", self.lang)), scope="col"))
        table = tag("table", tag("thead", tag("tr", "".join(head))) + tag("tbody", "".join(rows)), class_="ranking")
        extra = self.view.result(view, ctx) + self.render_rival(result)
        actions = join([button(esc(t("ui.over.again", self.lang)), "again", cls="btn btn--primary"),
                        button(esc(t("ui.replay", self.lang)), "replay", cls="btn"),
                        button(esc(t("ui.menu.review", self.lang)), "review", cls="btn"),
                        button(esc(t("ui.challenge.title", self.lang)), "challenge", cls="btn")
                        if len(session.humans()) == 1 and not self.embedded else "",
                        "" if self.embedded else button(esc(t("ui.over.new", self.lang)), "home", cls="btn btn--ghost")])
        return tag("section", join([tag("h2", esc(t("ui.over.title", self.lang))), tag("p", esc(headline), class_="headline"),
                                    table, extra, tag("div", actions, class_="result-actions")]),
                   class_="result", data_game_over="true", aria_live="polite")

    def render_rival(self, result: dict) -> str:
        """A challenge: the friend's result beside mine."""
        rival = self.session.game.meta.get("vs")
        humans = self.session.humans()
        if not rival or len(humans) != 1:
            return ""
        me = humans[0]
        mine = (self.seat_name(self.session, me), (result.get("scores") or [None] * 8)[me], result["ranking"][me])
        return self._side_by_side(rival, mine)

    def _side_by_side(self, first, second) -> str:
        rows = "".join(tag("tr", tag("th", esc(name), scope="row") +
                           tag("td", esc("—" if score is None else score)) +
                           tag("td", esc(t("ui.over.place", self.lang, place=place, n=place))))
                       for name, score, place in (first, second))
        head = tag("tr", tag("th", esc(t("ui.over.player", self.lang)), scope="col") +
                   tag("th", esc(t("ui.over.score", self.lang)), scope="col") +
                   tag("th", esc(t("ui.over.rank", self.lang)), scope="col"))
        return tag("section", tag("h3", esc(t("ui.challenge.compare", self.lang))) +
                   tag("table", tag("thead", head) + tag("tbody", rows), class_="ranking"), class_="duel")

    def render_duel(self) -> str:
        params, first, second = self.duel
        title = pyengine.GAMES[params["game"]].title
        return tag("div", join([tag("h1", esc(t("ui.challenge.duel", self.lang, game=title))),
                                self._side_by_side(first, second),
                                button(esc(t("ui.challenge.play", self.lang)), "duel-play", cls="btn btn--primary")]),
                   class_="result result--page", data_duel="true")

    def render_replay(self) -> str:
        replay = self.replay
        session = self.session
        lang = self.lang
        seats = "".join(button(esc(self.seat_name(session, s)), "replay-seat", str(s),
                               cls="btn btn--chip" + (" is-on" if s == replay.seat else ""),
                               aria_pressed="true" if s == replay.seat else "false")
                        for s in range(session.game.players))
        controls = join([
            button("⏮", "replay-step", "start", cls="btn", aria_label=t("ui.replay.start", lang), disabled=replay.position == 0),
            button("◀", "replay-step", "-1", cls="btn", aria_label=t("ui.replay.back", lang), disabled=replay.position == 0),
            tag("span", esc(t("ui.replay.position", lang, n=replay.position, total=replay.length)), class_="replay-position",
                aria_live="polite"),
            button("▶", "replay-step", "1", cls="btn", aria_label=t("ui.replay.forward", lang),
                   disabled=replay.position == replay.length),
            button("⏭", "replay-step", "end", cls="btn", aria_label=t("ui.replay.end", lang),
                   disabled=replay.position == replay.length)])
        said = [self.sentence(e, session) for e in replay.events()]
        ctx = Ctx(self, session)
        ctx.seat = replay.seat
        table = self.view.table(replay.view(), ctx)
        return join([
            tag("h1", esc(t("ui.replay.title", lang, game=pyengine.GAMES[session.game.game_id].title))),
            tag("div", tag("span", esc(t("ui.replay.seen_by", lang))) + seats, class_="menu-row"),
            tag("div", controls, class_="replay-controls"),
            tag("p", esc(" ".join(said) or "…"), class_="replay-line"),
            f'<div class="table table--{session.game.game_id}" inert>{table}</div>',
            tag("div", button(esc(t("ui.back", lang)), "replay-close", cls="btn"), class_="result-actions")])

    # ---- overlays
    def render_overlay(self) -> str:
        if not self.overlay:
            return ""
        lang = self.lang
        if self.overlay == "rules" and self.session:
            game_id = self.session.game.game_id
            title, body = t("ui.rules", lang) + " — " + pyengine.GAMES[game_id].title, i18n.text(f"{game_id}.rules", lang)
            body += self.render_shortcuts()
        elif self.overlay == "log" and self.session:
            session = self.session
            lines = [tag("li", esc(self.sentence(e, session))) for e in session.game.log(session.viewer())]
            title = t("ui.log.title", lang)
            body = tag("ol", "".join(lines[-200:]), class_="log", reversed=False) if lines else \
                tag("p", esc(t("ui.log.empty", lang)))
        elif self.overlay == "menu" and self.session:
            title, body = t("ui.menu", lang), self.render_menu()
        elif self.overlay == "stats":
            title, body = t("ui.stats", lang), self.render_stats()
        elif self.overlay == "challenge" and self.session:
            title, body = t("ui.challenge.title", lang), self.render_challenge()
        elif self.overlay == "embed" and self.session:
            title, body = t("ui.embed.title", lang), self.render_embed()
        elif self.overlay == "review" and self.session:
            title, body = t("ui.review.title", lang), self.render_review()
        else:
            title = t("ui.about.title", lang)
            body = t("ui.about.text", lang) + t("ui.about.software", lang) + t("ui.about.materials", lang)
            if i18n.has("lexicon.credits"):
                body += i18n.text("lexicon.credits", lang)
                body += tag("p", button(esc(t("lexicon.offline", lang)), "wordlists", cls="btn"))
        return tag("div", tag("div", join([
            tag("div", tag("h2", esc(title), id="dialog-title") +
                button("×", "close", cls="btn btn--icon", aria_label=t("ui.close", lang)), class_="dialog-head"),
            tag("div", body, class_="dialog-body")]), class_="dialog", role="dialog", aria_modal="true",
            aria_labelledby="dialog-title", tabindex="-1"), class_="overlay")

    def render_stats(self) -> str:
        lang = self.lang
        rows = stats.rows(self.store)
        if not rows:
            body = tag("p", esc(t("ui.stats.empty", lang)))
        else:
            head = "".join(tag("th", esc(t(k, lang)), scope="col") for k in
                           ("ui.stats.game", "ui.stats.level", "ui.stats.played", "ui.stats.won", "ui.stats.best", "ui.stats.average"))
            lines = []
            for game, level, entry in rows:
                game, table_lang = stats.split_game(game)  # issue 20: tables in English, German apart
                title = pyengine.GAMES[game].title if game in pyengine.GAMES else game
                if table_lang != "fr" and i18n.has(f"{game}.option.language.{table_lang}"):
                    title += f" ({i18n.text(f'{game}.option.language.{table_lang}', lang)})"
                average = round(entry["total"] / entry["scored"], 1) if entry.get("scored") else "—"
                lines.append(tag("tr", join([tag("th", esc(title), scope="row"),
                                             tag("td", esc(t(f"ui.level.{level}", lang))),
                                             tag("td", esc(entry["played"])), tag("td", esc(entry["won"])),
                                             tag("td", esc("—" if entry["best"] is None else entry["best"])),
                                             tag("td", esc(average))])))
            body = tag("table", tag("thead", tag("tr", head)) + tag("tbody", "".join(lines)), class_="ranking stats")
        actions = button(esc(t("ui.stats.export", lang)), "export-all", cls="btn") + \
            button(esc(t("ui.stats.reset", lang)), "stats-reset", cls="btn")
        return body + tag("div", actions, class_="menu-row")

    def render_challenge(self) -> str:
        lang = self.lang
        links = self.challenge_links()
        parts = [tag("p", esc(t("ui.challenge.explain", lang))),
                 tag("label", esc(t("ui.challenge.link", lang)) +
                     f'<input type="text" readonly class="field field--wide" data-challenge-link{attrs(value=links["link"])}>'),
                 tag("p", esc(t("ui.challenge.code", lang)) + " " + tag("strong", esc(links["code"]), class_="code",
                                                                      data_challenge_code="true"))]
        if links.get("result_link"):
            parts.append(tag("label", esc(t("ui.challenge.result_link", lang)) +
                             f'<input type="text" readonly class="field field--wide" data-result-link{attrs(value=links["result_link"])}>'))
        return "".join(parts)

    def embed_snippets(self) -> dict:
        """The one-line iframe (and the custom-element alternative) for this game's table:
        same game, seats and options; the seed only when the person fixes it ("puzzle of the day")."""
        game = self.session.game
        site = self.host.base_url()[: -len("index.html")]
        query = {"game": game.game_id, "seats": challenge.seats_text(self.session.seats)}
        info = pyengine.GAMES[game.game_id]
        changed = {o.key: game.options[o.key] for o in info.options if game.options[o.key] != o.default_for(game.players)}
        if changed:
            query["options"] = json.dumps(changed, separators=(",", ":"))
        fixed = dict(query, seed=str(game.seed))
        def iframe(q):
            src = site + "embed.html?" + "&amp;".join(f"{k}={_quote(v)}" for k, v in q.items())
            return (f'<iframe src="{src}" title="Tapis : {info.title}" width="100%" height="640" '
                    f'loading="lazy" sandbox="allow-scripts allow-same-origin" style="border:0"></iframe>')
        attrs_text = " ".join(f'{k}="{esc(v)}"' for k, v in query.items())
        element = f'<script src="{site}embed.js" defer></script><tapis-game {attrs_text}></tapis-game>'
        return {"iframe": iframe(query), "iframe_seed": iframe(fixed), "element": element}

    def render_embed(self) -> str:
        lang = self.lang
        snippets = self.embed_snippets()
        rows = []
        for key, label in (("iframe", "ui.embed.iframe"), ("iframe_seed", "ui.embed.seed"), ("element", "ui.embed.element")):
            rows.append(tag("label", esc(t(label, lang)) +
                            tag("textarea", esc(snippets[key]), readonly=True, rows="3", class_="field field--wide",
                                data_snippet=key)))
        return tag("p", esc(t("ui.embed.explain", lang))) + "".join(rows)

    def render_shortcuts(self) -> str:
        """The keys of this table (the game view's own, then the site's), listed with the rules."""
        keys = [(key, i18n.text(text_key, self.lang)) for key, text_key in getattr(self.view, "shortcuts", [])]
        keys += [("Tab", t("ui.keys.tab", self.lang)), ("Entrée / Enter", t("ui.keys.enter", self.lang)),
                 ("Échap / Esc", t("ui.keys.escape", self.lang)), ("← →", t("ui.keys.replay", self.lang))]
        rows = "".join(tag("tr", tag("th", tag("kbd", esc(key)), scope="row") + tag("td", esc(what))) for key, what in keys)
        return tag("h3", esc(t("ui.keys.title", self.lang))) + tag("table", tag("tbody", rows), class_="shortcuts")

    def render_review(self) -> str:
        session = self.session
        seat = session.viewer()
        from . import review
        job = self.review if self.review and self.review.current(session, seat) else None
        plays = sum(1 for actor, _ in session.game.actions if actor == seat)
        return review.render_hands(session.game.hand_reviews(seat), session.game.game_id, self.lang) + \
            review.render_moves(self, job, plays)

    def render_last_hand(self, session: Session) -> str:
        """Word games: after each hand, the person's word beside the best the cards allowed."""
        seat = session.viewer()
        if session.is_bot(seat):
            return ""
        entries = session.game.hand_reviews(seat)
        if not entries:
            return ""
        from . import review
        sentence = review.hand_sentence(entries[-1], session.game.game_id, self.lang)
        return tag("p", esc(sentence) + " " + button(esc(t("ui.review.open", self.lang)), "review", cls="btn btn--chip"),
                   class_="review-last", data_review=str(entries[-1]["hand"]))

    def render_menu(self) -> str:
        lang = self.lang
        keep, reason = self.session.undo_state()
        undo = button(esc(t("ui.menu.undo", lang)), "undo", cls="btn", disabled=keep is None,
                      aria_describedby="undo-why" if keep is None else None)
        if keep is None:
            undo += tag("small", esc(i18n.text(reason, lang)), id="undo-why", class_="option-help")
        speeds = "".join(button(esc(t(f"ui.speed.{s}", lang)), "speed", s,
                                cls="btn btn--chip" + (" is-on" if s == self.speed else ""),
                                aria_pressed="true" if s == self.speed else "false") for s in SPEEDS)
        hint = button(esc(t("ui.menu.hint", lang)), "hint", cls="btn",
                      disabled=self.session.game.is_over() or self.session.watch_mode())
        items = [undo, hint, button(esc(t("ui.menu.review", lang)), "review", cls="btn"),
                 tag("div", tag("span", esc(t("ui.menu.speed", lang))) + speeds, class_="menu-row"),
                 button(esc(t("ui.menu.export", lang)), "export", cls="btn")]
        if not self.embedded:
            items.append(button(esc(t("ui.embed.title", lang)), "embed", cls="btn"))
            items.append(button(esc(t("ui.menu.quit", lang)), "home", cls="btn"))
        return tag("div", "".join(items), class_="menu")


def _quote(value) -> str:
    from urllib.parse import quote

    return quote(str(value), safe="")


def _parse_option_value(value):
    if value in ("true", "false"):
        return value == "true"
    try:
        return json.loads(value)
    except (TypeError, ValueError):
        return value


def _choice_label(game_id: str, key: str, value, lang: str) -> str:
    text_key = f"{game_id}.option.{key}.{str(value).lower()}"
    return i18n.text(text_key, lang) if i18n.has(text_key) else str(value)


def _short_hash(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _short_date(iso: str, lang: str) -> str:
    if not isinstance(iso, str):
        return ""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:10]
    return moment.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%Y-%m-%d %H:%M")


EMBLEMS = {"glossa": "G", "glop": "11", "glukz": "A♠", "buyword": "$", "juggler": "J"}


def _emblem(game_id: str) -> str:
    return esc(EMBLEMS.get(game_id, "?"))
