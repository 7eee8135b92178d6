"""When things happen at the table: computer players' turns and their pace, race starts with
their countdown, a table's time limit, hints and the game review computed in slices.

The page's loop (``main.bot_loop``) asks ``bot_to_act``, waits ``bot_delay``, runs the thought a
slice at a time and hands the move to ``apply_bot``, which applies it only if the game has not
moved on meanwhile."""

import random

import pyengine
from pyengine.core import i18n

from ... import wordlists
from ...services import Room
from ...text import t

SPEEDS = {"normal": 1.0, "fast": 0.35, "max": 0.0}


class Pacer(Room):
    RACE_COUNTDOWN = 3.0

    def __init__(self, services, table):
        super().__init__(services)
        self.table = table
        self.prepared: set = set()  # (game, language) whose computer players and words are ready

    def in_race(self) -> bool:
        return bool(self.table.session) and self.shell.screen == "game" and len(self.table.session.movers()) > 1

    def update_race(self) -> None:
        """Start the countdown when a race begins; forget it once someone has played."""
        if self.in_race():
            if self.table.state.race_go_at is None:
                self.table.state.race_go_at = self.host.clock() + self.RACE_COUNTDOWN * SPEEDS[self.shell.speed]
        else:
            self.table.state.race_go_at = None

    def countdown(self) -> int:
        """Whole seconds before the race signal (0: go)."""
        if self.table.state.race_go_at is None:
            return 0
        left = self.table.state.race_go_at - self.host.clock()
        return max(0, int(left) + (1 if left > int(left) else 0)) if left > 0 else 0

    def countdown_tick(self) -> float | None:
        """Seconds until the screen must change by itself: the next second of a race
        countdown, (watch mode) the moment a deal's recap goes away, the moment a guest stops
        waiting for the host's reveal, the next minute of an invitation's or a reply's wait."""
        waits = []
        if self.table.state.race_go_at is not None:
            left = self.table.state.race_go_at - self.host.clock()
            if left > 0:
                waits.append((left - int(left)) or 1.0)
        recap = self.recap_wait()
        if recap:  # (at 0 the computer players' turn closes it: bot_to_act)
            waits.append(recap)
        for wait in (self.table.guesting.reveal_wait(), self.table.hosting.invite_wait(),
                     self.table.guesting.reply_wait()):
            if wait:  # a guest's end check that gives up on a host that does not reveal; an
                waits.append(wait)  # invitation's or a reply's minutes counting down
        return min(waits) if waits else None

    def bot_to_act(self) -> int | None:
        session = self.table.session
        if not session or self.shell.screen != "game" or session.game.is_over():
            return None
        if self.table.coach.waits():  # the guided game: the person reads an explanation first
            return None
        recap = self.table.pending_recap()
        if recap is not None:  # the table waits while a deal's recap is up
            if session.watch_mode() and self.recap_wait() == 0:
                self.table.close_recap(recap.key)  # watch mode goes on by itself
            else:
                return None
        if session.guest:  # the host's device plays its computers
            return None
        bots = session.bot_movers() + self.table.hosting.stand_in_movers()
        if not bots:
            return None
        if len(session.movers()) > 1:  # a race: the quickest computer player
            return min(bots, key=lambda s: (self.race_delay(s), s))
        return bots[0]

    def race_delay(self, seat: int) -> float:
        """A computer player's reaction time in a race start (0.8–2.5 s), fixed per moment."""
        rng = random.Random(f"{self.table.session.game.seed}-{len(self.table.session.game.actions)}-{seat}")
        return 0.8 + 1.7 * rng.random()

    def bot_delay(self, seat: int) -> float:
        """Seconds before a computer player moves, so people can follow what happens."""
        factor = SPEEDS[self.shell.speed]
        if factor == 0:
            return 0.0
        if len(self.table.session.movers()) > 1:
            wait = max(0.0, (self.table.state.race_go_at or 0) - self.host.clock()) if self.table.state.race_go_at else 0.0
            return wait + self.race_delay(seat) * max(factor, 0.5)
        return 0.7 * factor

    def apply_bot(self, seat: int, action: dict, revision: int) -> bool:
        """Apply a computer player's move if the game has not moved on meanwhile."""
        session = self.table.session
        self.table.state.thinking = None
        if not session or session.revision != revision or seat not in session.movers():
            return False
        if self.check_time() and seat not in session.movers():
            self.services.redraw()
            return True
        if session.is_remote(seat):
            self.table.hosting.stood_in(seat)  # a computer played for a friend who was away
        events = session.apply(seat, action)
        self.table.after_action(events, seat)
        self.services.redraw()
        return True

    def check_time(self) -> bool:
        """A game played for an agreed time: before each move, if the table's clock says the
        time is up, the session ends the game after the deal in progress (or at once between
        deals), whoever is seated. True when that happened."""
        events = self.table.session.end_if_time_up(self.host.clock())
        if events:
            self.table.after_action(events)
        return bool(events)

    def request_hint(self) -> None:
        """Ask the hard computer player what it would do in the person's place. The host's loop
        computes it a slice at a time (``hint_to_compute``)."""
        session = self.table.session
        self.shell.overlay = None
        if session and session.guest:
            self.shell.message = ("error", t("remote.guest.later", self.lang))
            return
        if not session or session.game.is_over() or session.viewer() not in session.human_movers():
            self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return
        self.table.state.hint, self.table.state.hint_pending = None, True
        self.shell.message = ("info", t("ui.hint.thinking", self.lang))

    def hint_to_compute(self):
        """(seat, revision) when a hint is wanted and not computed yet."""
        if self.table.state.hint_pending and self.table.session and not self.table.session.game.is_over():
            return self.table.session.viewer(), self.table.session.revision
        return None

    def set_hint(self, action: dict, revision: int) -> None:
        self.table.state.hint_pending = False
        if not self.table.session or self.table.session.revision != revision:
            return
        self.table.state.hint = action
        self.shell.message = ("info", t("ui.hint.result", self.lang, move=self.table.describe(action)))
        self.host.announce(self.shell.message[1])
        self.services.redraw()

    def preparation(self):
        """Once a game's table is open, the generator that makes its computer players and word
        list ready a slice at a time (run by the host's loop before anything else, so neither
        lands in one long task at the first move or the first word checked)."""
        if self.shell.screen != "game" or not self.table.session:
            return None
        game_id = self.table.session.game.game_id
        key = (game_id, wordlists.table_language(self.table.session.game.options))
        if key in self.prepared:
            return None
        self.prepared.add(key)
        return pyengine.bots.preparing(pyengine.GAMES[game_id], self.table.session.game.options)

    def review_to_compute(self):
        """The review's generator when one is wanted and not computed yet (run by the host's
        loop a slice at a time, like a computer player's thought)."""
        job = self.table.review
        if job and job.moments is None and not getattr(job, "started", False) and job.session is self.table.session:
            job.started = True
            return job.steps()
        return None

    def recap_wait(self) -> float | None:
        """Watch mode: seconds the recap stays up before the table goes on by itself."""
        recap = self.table.pending_recap()
        if recap is None or not self.table.session.watch_mode():
            return None
        if self.table.state.recap_shown != recap.key:
            return 0.05  # not drawn yet
        return max(0.0, self.table.state.recap_since + 4.0 * SPEEDS[self.shell.speed] - self.host.clock())
