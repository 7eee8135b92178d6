"""The host's side of a table with friends on their own devices: the remote seats, who joined
and who is here now, what each guest is sent, and the guests' messages read as a stranger's.

``HostTable`` is plain Python; the App (screens.py) hands it the messages that arrive and sends
what it returns. A guest may act only for its own seat: the seat comes from the connection the
message arrived on, never from the message."""

import secrets as _secrets

from pyengine.core import IllegalAction

from . import fair, protocol
from .protocol import BadMessage, dumps

TOKEN_HEX = 32
FLOOD_PER_SECOND = 20  # messages a guest may send in one second; more are dropped
LEGAL_SENT = 200  # a guest is sent its legal actions when there are no more than this


class Guest:
    def __init__(self):
        self.name = ""
        self.secret: str | None = None
        self.token: str | None = None
        self.here = False  # its connection is open now
        self.log_sent = 0  # entries of its seat's log it was sent
        self.window = (0.0, 0)  # (second, messages in it): the flood limit
        self.stand_in: str | None = None  # a computer level playing the seat while it is away


class HostTable:
    def __init__(self, game_id: str, players: int, options: dict, seats: list[dict], table_id: str,
                 host_secret: str | None = None):
        self.game_id = game_id
        self.players = players
        self.options = dict(options)
        self.seats = seats
        self.table_id = table_id
        self.host_secret = host_secret or fair.new_secret()
        self.commitment = fair.commitment(self.host_secret)
        self.guests = {s: Guest() for s, seat in enumerate(seats) if seat["kind"] == "remote"}
        self.invites: dict[int, str] = {}  # seat -> the invitation code shown for it
        self.stood_in: list[int] = []  # actions played by a computer for an away guest
        self.revealed = False
        # an undo asked for: {"by": seat, "keep": actions to keep, "waiting": seats whose yes is
        # missing (-1: the people at the host's device)}
        self.undo: dict | None = None

    # ---- saved with the host's game (a reload resumes and re-invites)
    def to_meta(self) -> dict:
        return {"table": self.table_id, "secret": self.host_secret, "stood_in": self.stood_in,
                "guests": {str(s): {"name": g.name, "secret": g.secret, "token": g.token, "stand_in": g.stand_in}
                           for s, g in self.guests.items()}}

    @classmethod
    def from_meta(cls, meta, game) -> "HostTable | None":
        """The table kept in a save, checked like the rest of it (None when unusable)."""
        if not isinstance(meta, dict) or not protocol.is_hex(meta.get("secret"), 32):
            return None
        table_id = meta.get("table")
        seats = game.meta.get("seats") if isinstance(game.meta.get("seats"), list) else []
        if not isinstance(table_id, str) or len(seats) != game.players:
            return None
        table = cls(game.game_id, game.players, game.options, seats, table_id[:40], meta["secret"])
        guests = meta.get("guests") if isinstance(meta.get("guests"), dict) else {}
        for seat, guest in table.guests.items():
            saved = guests.get(str(seat))
            if not isinstance(saved, dict):
                return None
            guest.name = protocol.clean_name(saved.get("name"))
            guest.secret = saved.get("secret") if protocol.is_hex(saved.get("secret"), 32) else None
            guest.token = saved.get("token") if protocol.is_hex(saved.get("token"), 32) else None
            guest.stand_in = saved.get("stand_in") if saved.get("stand_in") in ("easy", "normal", "hard") else None
        stood = meta.get("stood_in")
        table.stood_in = [n for n in stood if protocol.is_int(n)] if isinstance(stood, list) else []
        return table

    # ---- who is there
    def joined_all(self) -> bool:
        return all(g.secret for g in self.guests.values())

    def here(self) -> list[int]:
        return [s for s, g in self.guests.items() if g.here]

    def away(self) -> list[int]:
        return [s for s, g in self.guests.items() if not g.here]

    def seed(self) -> int:
        return fair.table_seed(self.host_secret, [self.guests[s].secret if s in self.guests else None
                                                  for s in range(self.players)])

    def public_seats(self) -> list[dict]:
        """The seats as a guest is told them: kinds (the host's own people are « host »), typed
        names, levels."""
        out = []
        for s, seat in enumerate(self.seats):
            kind = {"human": "host", "bot": "bot"}.get(seat["kind"], "remote")
            entry = {"kind": kind, "name": self.guests[s].name if s in self.guests else seat.get("name", "")}
            if kind == "bot":
                entry["level"] = seat.get("level", "normal")
            out.append(entry)
        return out

    # ---- what a guest is sent
    def hello(self, seat: int) -> str:
        return dumps("hello", table=self.table_id, game=self.game_id, players=self.players, options=self.options,
                     seat=seat, seats=self.public_seats(), commitment=self.commitment)

    def lobby(self) -> str:
        return dumps("lobby", seats=self.public_seats(), here=self.here())

    def state(self, seat: int, game) -> list[str]:
        """The seat's view, its legal actions when it is to move, and the log entries it has not
        been sent (all of them after a reconnection): parts of the log first when it is long."""
        guest = self.guests[seat]
        log = game.log(seat)
        start = guest.log_sent if guest.log_sent <= len(log) else 0
        guest.log_sent = len(log)
        out = []
        pieces = protocol.parts(log[start:])
        for offset, entries in pieces[:-1]:  # all but the last part go ahead of the state
            out.append(dumps("log", start=start + offset, entries=entries))
        if len(pieces) > 1:
            start += pieces[-1][0]
        over = game.is_over()
        legal = game.legal_actions(seat) if not over and seat in game.to_move() else []
        if len(legal) > LEGAL_SENT:  # (every word a hand spells: thousands; the screens read the view)
            legal = []
        out.append(dumps("state", n=len(game.actions), view=game.view(seat), legal=legal, log_from=start,
                         log=log[start:], last=game.actions[-1][0] if game.actions else None, here=self.here(),
                         seats=self.public_seats()))
        return out

    def reveal(self, game) -> list[str]:
        """The end: every move (in parts), then the secrets that make the seed."""
        self.revealed = True
        moves = [dumps("moves", start=start, actions=part) for start, part in protocol.parts(game.actions)]
        return moves + [dumps("reveal", host_secret=self.host_secret, count=len(game.actions),
                              secrets=[self.guests[s].secret if s in self.guests else None
                                       for s in range(self.players)], stand_in=self.stood_in)]

    # ---- what a guest sends
    def connected(self, seat: int) -> str:
        """The connection for ``seat`` opened: tell it the table (it answers with ``join``)."""
        self.guests[seat].log_sent = 0
        return self.hello(seat)

    def disconnected(self, seat: int) -> None:
        if seat in self.guests:
            self.guests[seat].here = False

    def receive(self, seat: int, text: str, now: float, game=None) -> tuple[str, object]:
        """Read one message from ``seat``'s connection. Returns what the App must do:
        ("ignore", None), ("refuse", sentence key) — tell the guest, change nothing —,
        ("joined", token) (a new guest, or one back at its seat), ("act", action),
        ("ask", (id, query, args)), ("say", phrase), ("sync", None)."""
        guest = self.guests.get(seat)
        if guest is None:
            return "ignore", None
        second, count = guest.window
        if int(now) != second:
            second, count = int(now), 0
        guest.window = (second, count + 1)
        if count + 1 > FLOOD_PER_SECOND:
            return ("refuse", "remote.bad.flood") if count + 1 == FLOOD_PER_SECOND + 1 else ("ignore", None)
        try:
            message = protocol.read(text, protocol.GUEST_TO_HOST)
        except BadMessage as error:
            return "refuse", error.key
        if message is None:
            return "ignore", None
        kind = message["k"]
        if kind == "join":
            if guest.token and message["token"] != guest.token:
                return "refuse", "remote.seat.taken"
            if guest.secret is None:
                if game is not None:  # (cannot happen: the game begins once every seat has joined)
                    return "refuse", "remote.seat.taken"
                guest.secret = message["secret"]
                guest.token = _secrets.token_hex(TOKEN_HEX // 2)
            guest.name = protocol.clean_name(message["name"]) or guest.name
            guest.here = True
            return "joined", guest.token
        if not guest.here:
            return "refuse", "remote.not_seated"
        if kind == "act":
            if game is None:
                return "refuse", "remote.not_started"
            if message["n"] != len(game.actions):
                return "sync", None  # played on a moment that has passed: show the table as it is
            return "act", message["action"]
        if kind == "ask":
            return "ask", (message["id"], message["q"], message["args"])
        if kind == "say":
            return "say", message["phrase"]
        if kind == "undo":
            return "undo", None
        if kind == "undo-answer":
            return "undo-answer", message["yes"]
        return "sync", None

    def answer(self, seat: int, game, query_id: int, query: str, args: list) -> str:
        """A query of the game about the guest's own seat (``Game.QUERIES``)."""
        value = None
        if game is not None and query in getattr(game, "QUERIES", ()):
            try:
                value = getattr(game, query)(seat, *args)
            except (IllegalAction, TypeError, ValueError, KeyError, IndexError, AttributeError):
                value = None
        return dumps("answer", id=query_id, value=value)
