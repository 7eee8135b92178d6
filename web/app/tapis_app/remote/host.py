"""The host's side of a table with friends on their own devices: the remote seats, the lobby's
commitments (fair.py), who joined and who is here now, what each guest is sent, and the guests'
messages read as a stranger's.

``HostTable`` is plain Python; the App (screens.py) hands it the messages that arrive and sends
what it returns. A guest may act only for its own seat: the seat comes from the connection the
message arrived on, never from the message."""

import secrets as _secrets
import unicodedata

from pyengine.core import IllegalAction

from . import fair, protocol
from .protocol import BadMessage, dumps

TOKEN_HEX = 32
FLOOD_PER_SECOND = 20  # messages a guest may send in one second; more are dropped
# What a friend may not call themselves (compared without case, accents, spaces or digits): the
# names the table gives computers, the host's people and friends, in both languages.
RESERVED_NAMES = {"ordinateur", "computer", "ordinateurfacile", "ordinateurmoyen", "ordinateurdifficile",
                  "easycomputer", "normalcomputer", "hardcomputer", "bot", "ia", "ai", "joueur", "player",
                  "vous", "you", "hote", "host", "ami", "friend"}


def name_key(name: str) -> str:
    """A name as compared: no case, accents, spaces or punctuation."""
    plain = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in plain if c.isalnum() and not unicodedata.combining(c))


class Guest:
    def __init__(self):
        self.name = ""
        self.commit: str | None = None  # its commitment for this round (fair.py)
        self.secret: str | None = None  # its secret, once revealed and checked against the commitment
        self.token: str | None = None
        self.here = False  # its connection is open and it has joined
        self.nonce = ""  # the nonce of the hello sent on its current connection
        self.held = False  # a device was refused the seat (another holds its token): « Redonner la place »
        self.listed = 0  # the round whose list of commitments its current connection was sent
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
        self.invites: dict[int, tuple] = {}  # seat -> (code, made at, « à distance ») of the invitation shown
        self.replied: dict[int, float] = {}  # seat -> when its friend's reply was applied (a late one is said so)
        self.replies = 0  # replies applied so far (the reply field is drawn empty after each)
        self.link: str | None = None  # the address it was opened from (a reload of it comes back here)
        self.round = 1  # a new round (new secrets for all) when the list changes after it was shown
        self.started = False  # dealt: the secrets are fixed
        self.stood_in: list[int] = []  # actions played by a computer for an away guest
        self.undos: list[list[int]] = []  # [at, keep, by]: every taking-back agreed (the reveal says them)
        self.revealed = False
        # an undo asked for: {"by": seat, "keep": actions to keep, "waiting": seats whose yes is
        # missing (-1: the people at the host's device)}
        self.undo: dict | None = None

    # ---- saved with the host's game (a reload resumes and re-invites)
    def to_meta(self) -> dict:
        return {"table": self.table_id, "secret": self.host_secret, "stood_in": self.stood_in, "undos": self.undos,
                "link": self.link, "round": self.round,
                "guests": {str(s): {"name": g.name, "commit": g.commit, "secret": g.secret, "token": g.token,
                                    "stand_in": g.stand_in} for s, g in self.guests.items()}}

    def lobby_record(self) -> dict:
        """The lobby as the host's device keeps it before the deal (a reload comes back to it)."""
        return dict(self.to_meta(), game=self.game_id, options=self.options, seats=self.seats)

    @classmethod
    def from_lobby(cls, record) -> "HostTable | None":
        """A lobby kept before the deal, checked like a save (None when unusable)."""
        import pyengine
        from pyengine.core import BadOptions

        from ..session import valid_seats

        if not isinstance(record, dict) or record.get("game") not in pyengine.GAMES:
            return None
        seats, options = record.get("seats"), record.get("options")
        if not valid_seats(seats, len(seats) if isinstance(seats, list) else 0) or not isinstance(options, dict):
            return None
        try:
            pyengine.new_game(record["game"], players=len(seats), seed=0, options=options)
        except (TypeError, ValueError, BadOptions):
            return None
        seats = [dict(seat) for seat in seats]
        if not protocol.is_hex(record.get("secret"), 32) or not isinstance(record.get("table"), str):
            return None
        table = cls(record["game"], len(seats), options, seats, record["table"][:40], record["secret"])
        table.read_meta(record, started=False)
        return table if table.guests else None

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
        return table if table.read_meta(meta, started=True) else None

    def read_meta(self, meta: dict, started: bool) -> bool:
        """The guests and the rest of a kept table (a save, or a lobby): False when a dealt
        table lacks a friend's secret."""
        self.started = started
        self.link = meta["link"] if isinstance(meta.get("link"), str) else None
        self.round = meta["round"] if protocol.is_int(meta.get("round"), 1) else 1
        guests = meta.get("guests") if isinstance(meta.get("guests"), dict) else {}
        for seat, guest in self.guests.items():
            saved = guests.get(str(seat))
            saved = saved if isinstance(saved, dict) else {}
            secret = saved.get("secret") if protocol.is_hex(saved.get("secret"), 32) else None
            commit = saved.get("commit") if protocol.is_hex(saved.get("commit"), 64) else None
            if started and secret is None:
                return False
            guest.name = protocol.clean_name(saved.get("name"))
            guest.secret = secret if secret and (started or fair.commitment(secret) == commit) else None
            guest.commit = fair.commitment(secret) if started else commit
            guest.token = saved.get("token") if protocol.is_hex(saved.get("token"), 32) else None
            guest.stand_in = saved.get("stand_in") if saved.get("stand_in") in ("easy", "normal", "hard") else None
        stood = meta.get("stood_in")
        self.stood_in = [n for n in stood if protocol.is_int(n)] if isinstance(stood, list) else []
        undos = meta.get("undos")
        self.undos = [list(u) for u in undos if isinstance(u, list) and len(u) == 3 and
                      all(protocol.is_int(x) for x in u)] if isinstance(undos, list) else []
        return True

    # ---- who is there
    def committed_all(self) -> bool:
        """Every friend's seat has committed this round: the list can be shown."""
        return all(g.commit for g in self.guests.values())

    def joined_all(self) -> bool:
        """Every friend's secret is in, checked: the deal can be made."""
        return all(g.secret for g in self.guests.values())

    def host_seat(self) -> int | None:
        """The seat of the one person at the host's device (None with several: they share it)."""
        people = [s for s, seat in enumerate(self.seats) if seat["kind"] == "human"]
        return people[0] if len(people) == 1 else None

    def here(self) -> list[int]:
        return [s for s, g in self.guests.items() if g.here]

    def away(self) -> list[int]:
        return [s for s, g in self.guests.items() if not g.here]

    def seed(self) -> int:
        return fair.table_seed(self.host_secret, [self.guests[s].secret if s in self.guests else None
                                                  for s in range(self.players)])

    def kinds(self) -> list[str]:
        return [{"human": "host", "bot": "bot"}.get(seat["kind"], "remote") for seat in self.seats]

    def commits(self) -> list:
        return [self.guests[s].commit if s in self.guests else None for s in range(self.players)]

    def fingerprint(self) -> str | None:
        """The table's fingerprint once every friend has committed (fair.fingerprint)."""
        return fair.fingerprint(self.commitment, self.commits(), self.kinds()) if self.committed_all() else None

    def public_seats(self) -> list[dict]:
        """The seats as a guest is told them: kinds (the host's own people are « host »), typed
        names, levels."""
        out = []
        for s, (seat, kind) in enumerate(zip(self.seats, self.kinds())):
            entry = {"kind": kind, "name": self.guests[s].name if s in self.guests else seat.get("name", "")}
            if kind == "bot":
                entry["level"] = seat.get("level", "normal")
            out.append(entry)
        return out

    def fair_name(self, seat: int, wanted) -> str:
        """A friend's name as the table shows it: never a computer's, the host's or a default
        name (then none: « Ami 2 »), and not another seat's (then with the seat's number)."""
        name = protocol.clean_name(wanted)
        key = name_key(name)
        if not key or key.rstrip("0123456789") in RESERVED_NAMES or key.startswith(("ordinateur", "computer")):
            return ""
        others = {name_key(entry["name"]) for s, entry in enumerate(self.public_seats()) if s != seat}
        if key in others:
            name = f"{name[:protocol.NAME_LENGTH - 3]} {seat + 1}"
        return name

    # ---- what a guest is sent
    def hello(self, seat: int) -> str:
        guest = self.guests[seat]
        guest.nonce = fair.new_secret()
        return dumps("hello", table=self.table_id, game=self.game_id, players=self.players, options=self.options,
                     seat=seat, seats=self.public_seats(), commitment=self.commitment, round=self.round,
                     nonce=guest.nonce, started=self.started)

    def listing(self) -> str:
        """Every seat's kind and commitment: sent to each guest once all have committed."""
        return dumps("table", round=self.round, commits=self.commits(), kinds=self.kinds())

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
        out.append(dumps("state", n=len(game.actions), view=game.view(seat), legal=fair.shown_legal(game, seat),
                         log_from=start, log=log[start:], last=game.actions[-1][0] if game.actions else None,
                         here=self.here(), seats=self.public_seats()))
        return out

    def reveal(self, game) -> list[str]:
        """The end: every move (in parts), then the secrets that make the seed."""
        self.revealed = True
        moves = [dumps("moves", start=start, actions=part) for start, part in protocol.parts(game.actions)]
        return moves + [dumps("reveal", host_secret=self.host_secret, count=len(game.actions),
                              secrets=[self.guests[s].secret if s in self.guests else None
                                       for s in range(self.players)], stand_in=self.stood_in, undos=self.undos)]

    # ---- the seats
    def connected(self, seat: int) -> str:
        """The connection for ``seat`` opened: tell it the table (it answers with ``join``)."""
        self.guests[seat].log_sent = 0
        return self.hello(seat)

    def disconnected(self, seat: int) -> None:
        if seat in self.guests:
            self.guests[seat].here = self.guests[seat].held = False
            self.guests[seat].listed = 0

    def give_again(self, seat: int) -> bool:
        """« Redonner la place »: the seat goes to the next device that joins it (its former
        device lost what it kept). Before the deal the seat commits again, and if the list was
        shown, a new round starts: secrets seen in the old one are worth nothing. True when the
        round changed (every guest here must be greeted again)."""
        guest = self.guests[seat]
        guest.token, guest.name, guest.here, guest.stand_in = None, "", False, None
        if self.started:
            return False
        new_round = self.committed_all()
        guest.commit = guest.secret = None
        if new_round:
            self.round += 1
            for other in self.guests.values():
                other.commit = other.secret = None
        return new_round

    # ---- taking a move back, with everyone's consent (the App sends what these return)
    def ask_undo(self, seat: int, game, people_here: list[int]) -> tuple[str, object]:
        """``seat`` asks to take its last move back: every other person must say yes (the people
        at the host's device once, as -1; each friend on their device); any move meanwhile
        cancels it. Returns ("refused", sentence key), ("agreed", None) (nobody else to ask) or
        ("asked", {seat: message}) (the question for each friend here)."""
        if game.is_over() or self.undo is not None:
            return "refused", "remote.undo.busy"
        if self.away():
            return "refused", "remote.undo.away"
        keep, reason = game.undo_target(seat, people_here + list(self.guests))
        if keep is None:
            return "refused", reason
        waiting = set(self.guests) - {seat}
        if people_here and seat not in people_here:
            waiting.add(-1)  # the people at the host's device
        self.undo = {"by": seat, "keep": keep, "waiting": waiting}
        if not waiting:
            return "agreed", None
        return "asked", {other: dumps("undo-ask", by=seat, n=keep) for other in self.here() if other != seat}

    def answer_undo(self, seat: int, yes: bool) -> str:
        """A person's yes or no (-1: the people at the host's device): "agreed" once everyone
        said yes, "refused" at the first no, "waiting" meanwhile, "ignore" when nothing was asked
        of them."""
        if self.undo is None or seat not in self.undo["waiting"]:
            return "ignore"
        if not yes:
            return "refused"
        self.undo["waiting"].discard(seat)
        return "waiting" if self.undo["waiting"] else "agreed"

    def undo_cancelled(self, refused_by: int | None = None) -> dict[int, str]:
        """No taking back (someone said no, or the game moved on): the word for each friend here."""
        if self.undo is None:
            return {}
        self.undo = None
        by = refused_by if refused_by is not None and refused_by >= 0 else None
        return {other: dumps("undo-end", ok=False, n=0, by=by) for other in self.here()}

    def undo_agreed(self, actions: int) -> tuple[int, dict[int, str]]:
        """Everyone said yes: (the actions to keep, the word for each friend here); the reveal
        will list it (fair.py checks each friend agreed)."""
        keep, by, self.undo = self.undo["keep"], self.undo["by"], None
        self.undos.append([actions, keep, by])
        return keep, {other: dumps("undo-end", ok=True, n=keep, by=by) for other in self.here()}

    # ---- what a guest sends
    def receive(self, seat: int, text: str, now: float, game=None) -> tuple[str, object]:
        """Read one message from ``seat``'s connection. Returns what the App must do:
        ("ignore", None), ("refuse", sentence key) — tell the guest, change nothing —,
        ("hello", None) (greet it again: it answered an older round), ("joined", seated
        message) (a new guest, or one back at its seat), ("secret", None), ("act", action),
        ("ask", (id, query, args)), ("say", phrase), ("sync", None), ("undo", None),
        ("undo-answer", yes). Everything but "joined", "secret" and "act" changes nothing
        on the table. The flood and size limits come before any reading."""
        guest = self.guests.get(seat)
        if guest is None:
            return "ignore", None
        second, count = guest.window
        if int(now) != second:
            second, count = int(now), 0
        guest.window = (second, count + 1)
        if count + 1 > FLOOD_PER_SECOND:
            return ("refuse", "remote.bad.flood") if count + 1 == FLOOD_PER_SECOND + 1 else ("ignore", None)
        if not isinstance(text, str) or len(text) > protocol.GUEST_MAX_BYTES:
            return "refuse", "remote.bad.size"
        try:
            message = protocol.read(text, protocol.GUEST_TO_HOST, protocol.GUEST_MAX_BYTES)
        except BadMessage as error:
            return "refuse", error.key
        if message is None:
            return "ignore", None
        kind = message["k"]
        if kind == "join":
            return self.join(seat, message)
        if kind == "decline":  # (a friend offered a new game at the same table says no)
            return ("decline", None) if not self.started and not guest.here else ("ignore", None)
        if not guest.here:
            return "refuse", "remote.not_seated"
        if kind == "name":  # a friend renames themselves in the lobby (names are fixed at the deal)
            if self.started:
                return "ignore", None
            name = self.fair_name(seat, message["name"])
            changed, guest.name = name != guest.name, name
            return ("name", None) if changed else ("ignore", None)
        if kind == "secret":
            if self.started or message["round"] != self.round or not self.committed_all():
                return "ignore", None
            if fair.commitment(message["secret"]) != guest.commit:
                return "refuse", "remote.bad.secret"
            changed = guest.secret != message["secret"]
            guest.secret = message["secret"]
            return ("secret", None) if changed else ("ignore", None)
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

    def join(self, seat: int, message: dict) -> tuple[str, object]:
        """A device asks for ``seat``: a returning one proves it holds the seat's token (it never
        sends the token); a new one brings its commitment for this round."""
        guest = self.guests[seat]
        if guest.token:
            expected = fair.proof(guest.token, "guest", self.table_id, guest.nonce, message["nonce"])
            if message["proof"] != expected:
                guest.held = True
                return "refuse", "remote.seat.taken"
        if not self.started:
            if message["round"] != self.round or not message["commit"]:
                return "hello", None  # (it answered an older round's hello: greet it with this one)
            if guest.commit and message["commit"] != guest.commit and self.committed_all():
                return "refuse", "remote.bad.field"  # (the list is shown: a commitment cannot change now)
            if message["commit"] != guest.commit:
                guest.commit, guest.secret = message["commit"], None
        if not guest.token:
            guest.token = _secrets.token_hex(TOKEN_HEX // 2)
        guest.name = self.fair_name(seat, message["name"]) or guest.name
        guest.here, guest.held = True, False
        return "joined", dumps("seated", token=guest.token,
                               proof=fair.proof(guest.token, "host", self.table_id, message["nonce"], guest.nonce))

    def answer(self, seat: int, game, query_id: int, query: str, args: list) -> str:
        """A query of the game about the guest's own seat (``Game.QUERIES``)."""
        value = None
        if game is not None and query in getattr(game, "QUERIES", ()):
            try:
                value = getattr(game, query)(seat, *args)
            except (IllegalAction, TypeError, ValueError, KeyError, IndexError, AttributeError):
                value = None
        return dumps("answer", id=query_id, value=value)
