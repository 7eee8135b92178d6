"""When things happen at the table: computer players' turns and their pace, race starts with
their countdown, a table's time limit, hints and the game review computed in slices.

The page's loop (``main.bot_loop``) asks ``bot_to_act``, waits ``bot_delay``, runs the thought a
slice at a time and hands the move to ``apply_bot``, which applies it only if the game has not
moved on meanwhile."""

import random

import pyengine
from pyengine.core import i18n

from . import wordlists
from .text import t

SPEEDS = {"normal": 1.0, "fast": 0.35, "max": 0.0}


class PacingMixin:
    RACE_COUNTDOWN = 3.0
    def in_race(self) -> bool:
        return bool(self.session) and self.shell.screen == "game" and len(self.session.movers()) > 1

    def update_race(self) -> None:
        """Start the countdown when a race begins; forget it once someone has played."""
        if self.in_race():
            if self.shell.race_go_at is None:
                self.shell.race_go_at = self.host.clock() + self.RACE_COUNTDOWN * SPEEDS[self.shell.speed]
        else:
            self.shell.race_go_at = None

    def countdown(self) -> int:
        """Whole seconds before the race signal (0: go)."""
        if self.shell.race_go_at is None:
            return 0
        left = self.shell.race_go_at - self.host.clock()
        return max(0, int(left) + (1 if left > int(left) else 0)) if left > 0 else 0

    def countdown_tick(self) -> float | None:
        """Seconds until the screen must change by itself: the next second of a race
        countdown, (watch mode) the moment a deal's recap goes away, the moment a guest stops
        waiting for the host's reveal, the next minute of an invitation's or a reply's wait."""
        waits = []
        if self.shell.race_go_at is not None:
            left = self.shell.race_go_at - self.host.clock()
            if left > 0:
                waits.append((left - int(left)) or 1.0)
        recap = self.recap_wait()
        if recap:  # (at 0 the computer players' turn closes it: bot_to_act)
            waits.append(recap)
        for wait in (self.reveal_wait(), self.invite_wait(), self.reply_wait()):
            if wait:  # a guest's end check that gives up on a host that does not reveal; an
                waits.append(wait)  # invitation's or a reply's minutes counting down
        return min(waits) if waits else None

    def bot_to_act(self) -> int | None:
        session = self.session
        if not session or self.shell.screen != "game" or session.game.is_over():
            return None
        if self.guide_waits():  # the guided game: the person reads an explanation first
            return None
        recap = self.pending_recap()
        if recap is not None:  # the table waits while a deal's recap is up
            if session.watch_mode() and self.recap_wait() == 0:
                self.close_recap(recap.key)  # watch mode goes on by itself
            else:
                return None
        if session.guest:  # the host's device plays its computers
            return None
        bots = session.bot_movers() + self.stand_in_movers()
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
        factor = SPEEDS[self.shell.speed]
        if factor == 0:
            return 0.0
        if len(self.session.movers()) > 1:
            wait = max(0.0, (self.shell.race_go_at or 0) - self.host.clock()) if self.shell.race_go_at else 0.0
            return wait + self.race_delay(seat) * max(factor, 0.5)
        return 0.7 * factor

    def apply_bot(self, seat: int, action: dict, revision: int) -> bool:
        """Apply a computer player's move if the game has not moved on meanwhile."""
        session = self.session
        self.shell.thinking = None
        if not session or session.revision != revision or seat not in session.movers():
            return False
        if self.check_time() and seat not in session.movers():
            self.refresh()
            return True
        if session.is_remote(seat):
            self.stood_in(seat)  # a computer played for a friend who was away
        events = session.apply(seat, action)
        self.after_action(events, seat)
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

    def request_hint(self) -> None:
        """Ask the hard computer player what it would do in the person's place. The host's loop
        computes it a slice at a time (``hint_to_compute``)."""
        session = self.session
        self.shell.overlay = None
        if session and session.guest:
            self.shell.message = ("error", t("remote.guest.later", self.lang))
            return
        if not session or session.game.is_over() or session.viewer() not in session.human_movers():
            self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return
        self.shell.hint, self.shell.hint_pending = None, True
        self.shell.message = ("info", t("ui.hint.thinking", self.lang))

    def hint_to_compute(self):
        """(seat, revision) when a hint is wanted and not computed yet."""
        if self.shell.hint_pending and self.session and not self.session.game.is_over():
            return self.session.viewer(), self.session.revision
        return None

    def set_hint(self, action: dict, revision: int) -> None:
        self.shell.hint_pending = False
        if not self.session or self.session.revision != revision:
            return
        self.shell.hint = action
        self.shell.message = ("info", t("ui.hint.result", self.lang, move=self.describe(action)))
        self.host.announce(self.shell.message[1])
        self.refresh()

    def preparation(self):
        """Once a game's table is open, the generator that makes its computer players and word
        list ready a slice at a time (run by the host's loop before anything else, so neither
        lands in one long task at the first move or the first word checked)."""
        if self.shell.screen != "game" or not self.session:
            return None
        game_id = self.session.game.game_id
        key = (game_id, wordlists.table_language(self.session.game.options))
        if key in self.prepared:
            return None
        self.prepared.add(key)
        return pyengine.bots.preparing(pyengine.GAMES[game_id], self.session.game.options)

    def review_to_compute(self):
        """The review's generator when one is wanted and not computed yet (run by the host's
        loop a slice at a time, like a computer player's thought)."""
        job = self.review
        if job and job.moments is None and not getattr(job, "started", False) and job.session is self.session:
            job.started = True
            return job.steps()
        return None
