"""A game at the table: the engine game plus who sits where (people, computer players and their
level, names). Pure Python: which seat's view is on screen, when the device must be passed,
which computer player moves next, undo, and the save that carries all of it.
"""

import json

import pyengine

from . import challenge
from .store import number_between

LEVELS = ("easy", "normal", "hard")


bot_seed = pyengine.bots.moment_seed  # the same game and history give the same move


class Session:
    def __init__(self, game, seats: list[dict], save_id: str, created: str, revision: int = 0,
                 played: float = 0.0):
        self.game = game
        self.played = played  # seconds of play counted by the table's clock (kept in the save)
        self.clock_mark: float | None = None  # the host clock's reading the count goes on from
        # [{"kind": "human"|"bot"|"remote", "level": ..., "name": ...}]: "human" is a person at this
        # device, "remote" a person at another device (issue 25)
        self.seats = seats
        self.save_id = save_id
        self.created = created
        self.revision = revision
        self.guide: dict | None = None  # a guided first game: {"seen": [step names]}
        self.recap_closed: str | None = None  # the last deal's recap the person went on from: a
        # reload does not show it again (issue 49)
        self.confirmed_viewer: int | None = None  # hot seat: who said "I am X"
        self.last_viewer: int | None = None
        self.remote = None  # the host's remote.host.HostTable, saved with the game (a reload resumes)
        self.remote_meta = None  # that table as a save kept it, until the host's side reads it back
        self.guest = False  # this device is a guest: the game is a remote.proxy.RemoteGame

    # ---- construction and saving
    @classmethod
    def new(cls, game_id: str, seats: list[dict], seed: int, options: dict | None, save_id: str,
            created: str) -> "Session":
        game = pyengine.new_game(game_id, players=len(seats), seed=seed, options=options)
        return cls(game, seats, save_id, created)

    @classmethod
    def from_save(cls, text: str, save_id: str | None = None) -> "Session":
        game = pyengine.load_game(text)
        meta = game.meta or {}
        seats = meta.get("seats")
        if not valid_seats(seats, game.players):
            seats = [{"kind": "human", "name": ""}] + [{"kind": "bot", "level": "normal", "name": ""}
                                                        for _ in range(game.players - 1)]
        # The table's own fields are checked like the engine's: a save edited by hand loads with
        # them reset, never with an exception the page cannot show as a sentence.
        if "vs" in meta:
            rival = challenge.as_result(meta["vs"])
            if rival:
                meta["vs"] = list(rival)
            else:
                del meta["vs"]
        saved_id = meta.get("id")
        created = meta.get("created")
        session = cls(game, seats,
                      save_id or (saved_id[:60] if isinstance(saved_id, str) and saved_id else f"imported-{game.seed}"),
                      created[:40] if isinstance(created, str) else "",
                      int(_count(meta.get("revision"))), float(_count(meta.get("played"))))
        if isinstance(meta.get("recap_closed"), str):
            session.recap_closed = meta["recap_closed"][:60]
        guide = meta.get("guide")
        if isinstance(guide, dict) and isinstance(guide.get("seen"), list):
            session.guide = {"seen": [name for name in guide["seen"][:100] if isinstance(name, str)]}
        if any(seat["kind"] == "remote" for seat in seats):  # (the host's side reads it: HostSide.adopt)
            session.remote_meta = meta.get("remote")
        return session

    def to_json(self, updated: str = "") -> str:
        meta = {"id": self.save_id, "seats": self.seats, "created": self.created,
                "updated": updated, "revision": self.revision, "over": self.game.is_over()}
        if self.played:
            meta["played"] = round(self.played, 1)
        if self.guide is not None:
            meta["guide"] = self.guide
        if self.recap_closed:
            meta["recap_closed"] = self.recap_closed
        if self.remote is not None:
            meta["remote"] = self.remote.to_meta()
        elif self.remote_meta is not None:  # (not read back yet: kept as it was)
            meta["remote"] = self.remote_meta
        return self.game.to_json(meta=meta)

    # ---- who is who
    def humans(self) -> list[int]:
        """The seats of people at this device."""
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    def is_remote(self, seat: int) -> bool:
        """A person at another device (issue 25)."""
        return self.seats[seat]["kind"] == "remote"

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat]["kind"] == "bot"

    def level(self, seat: int) -> str:
        level = self.seats[seat].get("level", "normal")
        return level if level in LEVELS else "normal"

    def watch_mode(self) -> bool:
        return not self.humans()

    def hot_seat(self) -> bool:
        return len(self.humans()) > 1

    def movers(self) -> list[int]:
        return [] if self.game.is_over() else list(self.game.to_move())

    def human_movers(self) -> list[int]:
        """Seats of people at this device that must move now."""
        return [s for s in self.movers() if self.seats[s]["kind"] == "human"]

    def bot_movers(self) -> list[int]:
        return [s for s in self.movers() if self.is_bot(s)]

    def viewer(self) -> int:
        """The seat whose view is on screen: the person to move, else the last person who looked,
        else the first person; in watch mode, seat 0."""
        humans = self.humans()
        if not humans:
            return 0
        movers = self.human_movers()
        if movers:
            if self.last_viewer in movers:
                return self.last_viewer
            return movers[0]
        if self.last_viewer is not None:
            return self.last_viewer
        return humans[0]

    def needs_handover(self) -> bool:
        """Hot seat: the next person to play is not the one who last looked at the screen."""
        if not self.hot_seat() or self.game.is_over():
            return False
        movers = self.human_movers()
        if not movers:
            return False
        return self.confirmed_viewer not in movers

    def confirm_viewer(self) -> None:
        seat = self.viewer()
        self.confirmed_viewer = seat
        self.last_viewer = seat

    # ---- acting
    def apply(self, seat: int, action: dict) -> list[dict]:
        events = self.game.apply(seat, action)
        self.revision += 1
        if self.seats[seat]["kind"] == "human":
            self.last_viewer = seat
            if not self.hot_seat():
                self.confirmed_viewer = seat
        return events

    # ---- the table's clock (games played for an agreed time)
    def seconds_played(self, now: float) -> float:
        """Seconds of play so far: what the save kept, plus the time since the clock was last
        read on this page (``now``: the host's clock, in seconds)."""
        if self.clock_mark is None:
            return self.played
        return self.played + max(0.0, now - self.clock_mark)

    def tick(self, now: float) -> float:
        """Read the clock: count the time since the last reading (the first reading on a page
        only starts the count, so time with the game closed is not play) and return the total."""
        self.played = self.seconds_played(now)
        self.clock_mark = now
        return self.played

    def minutes_played(self, now: float) -> int:
        return int(self.seconds_played(now) // 60)

    def end_if_time_up(self, now: float) -> list[dict]:
        """A game played for an agreed time (its engine has ``time_limit()``, minutes or None,
        and ``time_up_action()``): once that much play has passed, apply the time-up action for
        the seat to move, whoever sits there. Returns the events (none when time is not up)."""
        played = self.tick(now)
        limit = getattr(self.game, "time_limit", None)
        minutes = limit() if callable(limit) and not self.game.is_over() else None
        if minutes is None or played < minutes * 60:
            return []
        events = self.game.apply(self.movers()[0], self.game.time_up_action())
        self.revision += 1
        return events

    def bot_move(self, seat: int) -> dict:
        """The computer player's move at once (for tests: the page runs ``bot_thinking`` a slice
        at a time)."""
        return pyengine.bots.choose(self.game, seat, self.level(seat), bot_seed(self.game, seat))

    def bot_thinking(self, seat: int):
        """The computer player's thought as a generator (the page runs it a slice at a time)."""
        return pyengine.bots.think(self.game, seat, self.level(seat), bot_seed(self.game, seat))

    def bot_thinking_as(self, seat: int, level: str):
        """A computer player's thought for any seat (hints for a person: the hard player)."""
        return pyengine.bots.think(self.game, seat, level, bot_seed(self.game, seat))

    def undo_state(self) -> tuple[int | None, str]:
        """(actions to keep, reason when impossible) for the person on screen."""
        if self.watch_mode():
            return None, "core.undo.nothing"
        if self.remote is not None or self.guest:  # the guests saw every move: no taking back
            return None, "remote.undo.off"
        return self.game.undo_target(self.viewer(), self.humans())

    def undo(self) -> bool:
        keep, _ = self.undo_state()
        if keep is None:
            return False
        self.take_back_to(keep)
        return True

    def take_back_to(self, keep: int) -> None:
        """The game as it was after its first ``keep`` actions (undo; a remote table's agreed
        taking-back), its table's facts kept."""
        meta = self.game.meta
        self.game = self.game.replay(keep)
        self.game.meta = meta
        self.revision += 1


def _count(value) -> int | float:
    """A saved count (revision, seconds played): a finite number from 0 to 10⁹, else 0."""
    return value if number_between(value, 0, 1e9) else 0


def valid_seats(seats, players: int) -> bool:
    if not isinstance(seats, list) or len(seats) != players:
        return False
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot", "remote"):
            return False
        if not isinstance(seat.get("name", ""), str) or len(seat.get("name", "")) > 40:
            return False
    return True


def parse_seats(text: str) -> list[dict]:
    """``h,easy,hard`` (a link's ``seats=``) → seat list. Raises ValueError on anything else."""
    seats = []
    for part in text.split(","):
        part = part.strip().lower()
        if part in ("h", "human", "p"):
            seats.append({"kind": "human", "name": ""})
        elif part == "remote":  # a friend on his own device (issue 25)
            seats.append({"kind": "remote", "name": ""})
        elif part in LEVELS:
            seats.append({"kind": "bot", "level": part, "name": ""})
        else:
            raise ValueError(part[:20])
    if not seats:
        raise ValueError("empty")
    return seats


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)
