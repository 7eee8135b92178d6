"""The game screen's controller: a table opened, entered or resumed, the person's moves, undo,
the end of a deal, and what the screen shows about it (``TableState``). Its collaborators:
``pacer`` (computer players, races, time, hints), ``coach`` (the guided first game), ``saver``,
``namer``, and remote play's two sides (``hosting``, ``guesting``); its drawing is drawing.py."""

from dataclasses import dataclass, field

import pyengine
from pyengine.core import BadOptions, BadSave, IllegalAction, i18n, memo
from pyengine.core.options import for_people

from ... import stats, wordlists
from ...naming import Namer
from ...saving import Saver, now_iso
from ...services import Room, Services
from ...session import Session
from ...games import has_view, make_view
from ...views.base import Ctx
from .coach import Coach
from .ending import Ending
from .pacing import Pacer


@dataclass
class TableState:
    """What the table screen shows besides the game itself."""
    thinking: int | None = None  # the seat of the computer player thinking now
    hint: dict | None = None  # the suggested action, once computed
    hint_pending: bool = False
    race_go_at: float | None = None  # a race start (Le Glükz): when the signal is given
    recaps_seen: set[str] = field(default_factory=set)  # the deal recaps the person went on from
    recap_shown: str | None = None  # the recap on screen (watch mode), and since when
    recap_since: float = 0.0
    result_closed: bool = False  # the end-of-game panel closed to look at the table
    last_table: object = None  # the game view's zones drawn last (the header and panels read them)
    guide_step_shown: object = None  # the guided game's step on screen


class TableScreen(Room):
    def __init__(self, services: Services, namer: Namer, saver: Saver):
        super().__init__(services)
        self.namer, self.saver = namer, saver
        self.state = TableState()
        self.session: Session | None = None
        self.view = None  # the GameView of the session's game
        self.review = None  # review.Review: the second opinion on the person's plays (imported when asked for)
        self.pacer = Pacer(services, self)
        self.coach = Coach(services, self)
        self.ending = Ending(services, self)
        self._engine_view: tuple = (None, None)  # (moment, the engine's view then): engine_view
        self.hosting = None  # remote.host_side.HostSide, set by the App (a table with friends, hosted here)
        self.guesting = None  # remote.guest_side.GuestSide (this device sits at a friend's table)
        self.acts = {
            "play": lambda arg: self.play(_json(arg)),
            "view": self.view_act,
            "handover": self.act_handover,
            "recap-next": self.close_recap,
            "result-close": self.act_result_close,
            "result-open": self.act_result_open,
            "again": lambda _arg: self.play_again(),
            "again-deal": lambda _arg: self.replay_deal(),
            "undo": lambda _arg: self.undo(),
            "hint": lambda _arg: self.pacer.request_hint(),
            "review-run": self.act_review_run,
            "resume": self.resume,
            "export": lambda _arg: self.saver.export(self.session),
            "import": self.import_game,
            "import-file": self.import_game,
            "keep-saves": lambda _arg: self.saver.ask_to_keep_saves(self.session),
            "guide-start": lambda arg: self.coach.start(arg or (self.session.game.game_id if self.session else "")),
            "guide-ok": self.coach.seen,
            "guide-stop": lambda _arg: self.coach.stop(),
        }

    # ---- a table opened, entered, resumed
    def begin(self, game_id: str, seats: list[dict], seed: int, options: dict, save_id: str | None = None,
              link: str | None = None) -> None:
        """A new table (``link``: the address it was opened from, if any)."""
        lang = wordlists.missing(options)
        if lang:  # main.bot_loop fetches the table's word list, then begins (App.words_fetched)
            self.shell.waiting_words = ("begin", (game_id, seats, seed, options, save_id, link), lang)
            self.say("info", "lexicon.loading")
            return
        if any(seat.get("kind") == "remote" for seat in seats):
            self.hosting.open_table(game_id, seats, options, link)  # the lobby, until every friend has joined
            return
        info = pyengine.GAMES.get(game_id)
        if info is not None:  # several people on this device: options that need one each are fixed
            people = sum(seat.get("kind") == "human" for seat in seats)
            options = for_people(info.options, options, people)
        # a fresh start never overwrites a stored game: it is saved beside it
        save_id = self.store.free_id(save_id or f"{game_id}-{seed}-{self.services.random.randrange(10**6)}")
        try:
            session = Session.new(game_id, seats, seed, options, save_id, now_iso())
        except BadOptions as error:
            self.say("error", "ui.error.start", reason=error.message(self.lang))
            return
        self.enter(session)
        self.save()

    def enter(self, session: Session) -> None:
        if any(seat["kind"] == "remote" for seat in session.seats) and session.remote is None and not session.guest:
            self.hosting.adopt(session)  # (a save of a table with friends: its table read back)
        if session is not self.session:
            # the last table's cached searches let go (issue 22: over a long evening they were
            # what made the page's memory grow); this one fills its own
            memo.forget()
        self.session = session
        # (a deal's recap closed before a reload stays closed: the save keeps it, issue 49)
        self.state = TableState(recaps_seen={session.recap_closed} if session.recap_closed else set())
        session.tick(self.host.clock())  # the table's clock runs from now on this page
        self.view = make_view(session.game.game_id)
        self.shell.screen, self.shell.overlay, self.shell.message = "game", None, None
        if not session.game.is_over() and not session.guest:  # (a finished game reopened by its link is not
            # "in progress"; a guest's game lives on the host's device)
            self.store.set_setting("current", session.save_id)

    def leave(self) -> None:
        self.session, self.view, self.state = None, None, TableState()

    def resume(self, save_id: str, quiet: bool = False) -> None:
        text = self.store.load_game(save_id)
        try:
            if not text:
                raise BadSave("core.save.corrupt")
            session = Session.from_save(text, save_id)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            if text and self.store.keep_aside(save_id):
                # another version's save, one cut short or edited by hand: never fatal, never lost
                self.shell.message = self.shell.lasting_message = (
                    "error", self.t("ui.saves.aside", reason=error.message(self.lang)))
            elif not quiet:
                self.say("error", "ui.import.bad", reason=error.message(self.lang))
            return
        except wordlists.lexicon.Unavailable as missing:  # a saved table in another language
            self.shell.waiting_words = ("resume", (save_id, quiet), missing.lang)
            self.say("info", "lexicon.loading")
            return
        lang = wordlists.missing(session.game.options)
        if lang:  # its replay did not need the words, its table will
            self.shell.waiting_words = ("resume", (save_id, quiet), lang)
            self.say("info", "lexicon.loading")
            return
        self.enter(session)
        if session.remote is not None:  # a table with friends on their devices: invite them again
            self.hosting.resume(session)

    def reload_stale(self) -> None:
        """Another tab saved the same game a moment ago: take its version."""
        save_id = self.session.save_id if self.session else None
        if save_id:
            self.resume(save_id, quiet=True)
        self.say("error", "ui.error.stale")

    def import_game(self, text: str) -> None:
        session = self.saver.imported(text)
        if session is not None:
            self.enter(session)
            self.save()
            self.say("info", "ui.import.ok")

    def save(self) -> None:
        self.saver.save(self.session)

    def play_again(self) -> None:
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], self.services.random.randrange(1, 2**31),
                   dict(game.options))

    def replay_deal(self) -> None:
        """« Rejouer cette donne »: the same deal (seed) and table from the start, saved beside
        the finished game, which stays as it is."""
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], game.seed, dict(game.options),
                   save_id=f"{self.session.save_id}-again")

    # ---- the person's moves
    def play(self, action) -> bool:
        session = self.session
        if not session or self.shell.screen != "game" or not isinstance(action, dict):
            return False
        seat = session.viewer()
        if session.guest:  # the host's engine decides: the move goes there, its answer comes back
            if seat not in session.movers():
                self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            else:
                self.guesting.send_action(action)
            return True
        if session.is_bot(seat) or session.needs_handover():
            return False
        if seat not in session.movers():
            self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return True
        if self.pacer.countdown():
            self.say("error", "ui.race.wait")
            return True
        if self.pacer.check_time() and seat not in session.movers():
            return True  # the time was up between two deals: the game is over
        try:
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.shell.message = ("error", error.message(self.lang))
            self.host.announce(self.shell.message[1])
            return True
        self.coach.after_move()
        self.after_action(events, seat)
        return True

    def view_act(self, arg: str) -> bool:
        if not self.session or self.shell.screen != "game":
            return False
        seat = self.session.viewer()
        result = self.view.handle(arg, self.engine_view(seat), self.ctx())
        if isinstance(result, dict):
            return self.play(result)
        self.shell.message = None
        return True

    def key(self, key: str) -> bool:
        """A key on the table: a deal's recap goes on with Enter, Space or Escape; the game's view
        reads the rest."""
        recap = self.pending_recap() if not self.shell.overlay else None
        if recap is not None:
            if key in ("Enter", " ", "Escape"):
                self.close_recap(recap.key)
                return True
            return False
        session = self.session
        if not session or self.shell.overlay or session.needs_handover():
            return False
        seat = session.viewer()
        if session.is_bot(seat) and not session.watch_mode():
            return False
        result = self.view.key(key, self.engine_view(seat), self.ctx())
        if isinstance(result, dict):
            return self.play(result)
        return bool(result)

    def after_action(self, events: list[dict], actor: int | None = None) -> None:
        """After any move: save, count the result, say what happened (to screen readers), and
        put the mover's own public sentences beside their place (the table's captions)."""
        if self.shell.message is not self.shell.lasting_message:  # (a sentence about the start stays until closed)
            self.shell.message = None
        self.state.hint, self.state.hint_pending = None, False
        self.view.reset()
        self.save()
        if self.session.game.is_over():
            stats.record(self.store, self.session)
            self.state.result_closed = False
        if self.session.remote is not None:  # friends on their devices see the move (issue 25)
            self.hosting.after_move()
        viewer = self.session.viewer()
        said = [self.namer.sentence(e, self.session) for e in events if "seats" not in e or viewer in e["seats"]]
        if said:
            self.host.announce(" ".join(said[-3:]))

    def undo(self) -> None:
        if self.session and self.session.undo():
            self.view.reset()
            self.shell.message = None
            self.save()

    def undo_offered(self) -> bool:
        """« Annuler mon coup » is offered at once (issue 50: it lived only in the menu): right
        after a move of the person here, while the rules let it be taken back."""
        session = self.session
        if not session or session.game.is_over() or not session.game.actions or session.remote is not None \
                or session.guest or self.shell.screen != "game":
            return False
        return session.seats[session.game.actions[-1][0]]["kind"] == "human" and session.undo_state()[0] is not None

    def act_handover(self, _arg) -> None:
        if self.session:
            self.session.confirm_viewer()

    def act_result_close(self, _arg) -> None:
        self.state.result_closed = True

    def act_result_open(self, _arg) -> None:
        self.state.result_closed = False
        self.shell.overlay = None

    def act_review_run(self, _arg) -> None:
        if self.session and self.session.guest and not self.session.game.is_over():
            self.say("error", "remote.guest.later")
        elif self.session:
            from ... import review
            self.review = review.Review(self.session, self.session.viewer())
            self.shell.overlay = "review"

    # ---- what the screen reads, built once per drawing
    def ctx(self, seat: int | None = None, game=None, replay: bool = False) -> Ctx:
        """The narrow context a game view draws with (views/base.py); ``replay``: for a replay's
        picture of ``game`` as ``seat`` saw it."""
        session, namer = self.session, self.namer
        game = session.game if game is None else game
        seat = session.viewer() if seat is None else seat
        return Ctx(game=game, seat=seat, lang=self.lang, names=lambda s: namer.seat_name(session, s),
                   bots={s for s in range(game.players) if session.is_bot(s)}, thinking=self.state.thinking,
                   hint=self.state.hint, speed=self.shell.speed, said=self.captions(game),
                   person=seat is not None and not session.is_bot(seat),
                   minutes_played=session.minutes_played(self.host.clock()), you=namer.you(session),
                   countdown=self.pacer.countdown() if game is session.game else 0, replay=replay)

    def seat_view(self):
        """(ctx, view): the viewer's context and the engine's view of the game for that seat."""
        def build():
            ctx = self.ctx()
            return ctx, self.engine_view(ctx.seat)
        return self.services.once("seat_view", build)

    def engine_view(self, seat: int) -> dict:
        """The engine's view of the game for ``seat``, built once for a tap and the drawing that
        follows it (a tap that only chooses a card read it, then the drawing read it again: issue
        48); forgotten after each drawing (``drawn``), as a view may arrange what it reads."""
        game = self.session.game
        moment = (id(game), len(game.actions), self.session.revision, seat)
        if self._engine_view[0] != moment:
            self._engine_view = (moment, game.view(seat))
        return self._engine_view[1]

    def drawn(self) -> None:
        self._engine_view = (None, None)

    def captions(self, game) -> dict[int, str]:
        """What the last mover just did, in their public sentences, to show beside their place
        (read from the game's own events, so a reload or a replay shows the same; older moves'
        captions would name cards since gone into piles)."""
        if not game.actions:
            return {}
        actor = game.actions[-1][0]
        turn = len(game.actions) - 1
        own = [self.namer.sentence(e, self.session) for e in reversed(game.events)
               if e.get("turn") == turn and "seats" not in e and e.get("seat") == actor][:2]
        return {actor: " ".join(reversed(own))} if own else {}

    def person_to_act(self) -> bool:
        """A person at this device must make a move now (the page marks it
        ``html[data-turn="you"]``): not while a deal's recap waits to be closed."""
        return self.services.once("person_to_act", self._person_to_act)

    def _person_to_act(self) -> bool:
        session = self.session
        return bool(self.shell.screen == "game" and session and not session.game.is_over()
                    and not session.needs_handover() and session.viewer() in session.human_movers()
                    and not self.pacer.countdown() and self.pending_recap() is None)

    def describe(self, action: dict, game=None, seat: int | None = None) -> str:
        """An action in words, for hints and reviews (``game``: the moment it was or would be
        played, now by default): the view's own description, else the public sentences the
        action would produce (never used when the action would reveal anything)."""
        session = self.session
        game = session.game if game is None else game
        seat = session.viewer() if seat is None else seat
        described = getattr(self.view, "describe", None)
        if described:
            sentence = described(action, game.view(seat), self.ctx(seat, game))
            if sentence:
                return sentence
        trial = game.clone()
        barrier = trial.barrier
        events = trial.apply(seat, action)
        if trial.barrier != barrier:
            return self.t("ui.hint.secret")
        public = [self.namer.sentence(e, session) for e in events if "seats" not in e]
        return " ".join(public[:2]) or self.t("ui.hint.secret")

    # ---- the end of a deal: a recap over the table, until the person goes on
    def pending_recap(self):
        """The view's recap of the deal just ended, when not yet seen (None otherwise)."""
        return self.services.once("pending_recap", self._pending_recap)

    def _pending_recap(self):
        session = self.session
        if not session or self.shell.screen != "game" or session.game.is_over() or session.needs_handover():
            return None
        if session.watch_mode() and self.shell.speed == "max":
            return None
        ctx, view = self.seat_view()
        recap = self.view.recap(view, ctx)
        if recap is None or recap.key in self.state.recaps_seen:
            return None
        return recap

    def close_recap(self, key: str) -> None:
        self.state.recaps_seen.add(key)
        self.state.recap_shown = None
        if self.session and self.session.recap_closed != key:  # (kept in the save: a reload goes on)
            self.session.recap_closed = key
            self.session.revision += 1
            self.save()

    def has_sheet(self) -> bool:
        return bool(self.state.last_table and self.state.last_table.sheet)

    # ---- remote play's two sides, seen from the table
    def remote_side(self):
        """The side of remote play in use on this device (hosting or sitting at a friend's), or None."""
        if self.hosting.table is not None:
            return self.hosting
        return self.guesting if self.guesting.guest is not None else None

    def link_role(self) -> str:
        side = self.remote_side()
        return "alone" if side is None else "host" if side is self.hosting else "guest"

    def remote_phrases(self) -> str:
        side = self.remote_side()
        return side.render_phrases() if side is not None else ""

    def leave_remote(self, forget: bool = True) -> None:
        self.hosting.leave()
        self.guesting.leave(forget)


def _json(text: str):
    import json

    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
