"""The guest's side: a seat at a table whose engine runs on the host's device.

``GuestTable`` reads the host's messages (checked like any stranger's input), keeps the seat's
:class:`proxy.RemoteGame` up to date and the :class:`fair.Witness` of everything it was shown,
and at the end checks the host's reveal. It never trusts the host with more than the rules
need: its secret goes out only after the whole list of commitments was shown (fair.py), its
seat's token never goes out (a proof over the host's nonce instead), and what it kept of a table
(a small record the App stores under ``remote.<table>``) is used again only once the host has
proved it is that table's host."""

import pyengine

from . import fair, protocol
from .protocol import BadMessage, dumps
from .proxy import RemoteGame, answer_key


class GuestTable:
    def __init__(self, seat: int, name: str = "", recall=None):
        self.seat = seat
        self.recall = recall  # table id -> what this device kept of that table (a reload), or None
        self.name = protocol.clean_name(name)
        self.table_id: str | None = None
        self.game_id: str | None = None
        self.players = 0
        self.options: dict = {}
        self.seats: list[dict] = []
        self.here: list[int] = []
        self.token = ""
        self.round = 0  # the lobby's round this device's secret was drawn for
        self.secret = fair.new_secret()
        self.nonce = fair.new_secret()  # this device's nonce for the host's proof
        self.host_nonce = ""
        self.commitment = ""  # the host's, from its hello
        self.started = False  # the host said the deal was made (hello) or a state came
        self.candidate: dict | None = None  # a record kept of this table, until the host proves it
        self.witness: fair.Witness | None = None
        self.game: RemoteGame | None = None
        self.questions: dict[int, str] = {}  # query id -> answer key
        self.next_question = 1
        self.verified: tuple[bool, dict] | None = None
        self.over_at: float | None = None  # when this device first saw the game over (the reveal's deadline)
        self.host_gone = False  # the host's channel closed
        self.log: list[dict] = []  # the seat's log so far (it may come in parts)
        self.log_digests: list[str] = []  # the log's running digest after each entry (fair.chained)
        self.moves: list[list] = []  # the whole game's moves, sent in parts at the end
        self.pending: tuple[int, str] | None = None  # (moment, action) sent and not yet answered
        self.undo_ask: int | None = None  # a seat that asks to take its move back, for this seat's yes
        self.undo_asked = False  # this device asked to take its own last move back
        self.asked_keep = 0  # the moment the taking-back asked of this device keeps
        self.agreed: list | None = None  # [by, keep]: the taking-back this device said yes to
        self.replayed = None  # the whole game, rebuilt from a verified reveal
        self.invitation = None  # the Invitation this device answered
        self.distance = False  # its reply was made « à distance »
        self.replied_at: float | None = None  # when its reply was ready (it waits REPLY_MINUTES for the host)

    # ---- kept between reloads
    def record(self) -> dict:
        return {"table": self.table_id, "seat": self.seat, "token": self.token, "secret": self.secret,
                "round": self.round, "name": self.name, "game": self.game_id,
                "witness": self.witness.to_dict() if self.witness else None}

    def fingerprint(self) -> str | None:
        return self.witness.fingerprint() if self.witness else None

    # ---- the host's messages
    def receive(self, text: str, now: float = 0.0) -> tuple[str, object]:
        """Read one message from the host. Returns what the App must do: ("hello", None) (send
        ``join``), ("seated", None), ("list", None) (send the secret, before the deal),
        ("lobby", None), ("state", None), ("refused", sentence), ("answer", None), ("said",
        (seat, phrase)), ("reveal", None), ("undo-ask", seat), ("undo-end", (ok, keep)),
        ("bye", reason) or ("ignore", None); ("bad", key) for a message that could not be
        taken, ("wrong-host", None) for a host that cannot prove it is this table's, ("offer",
        hello) for a new table the host offers over the same channel once this game is over."""
        try:
            message = protocol.read(text, protocol.HOST_TO_GUEST)
        except BadMessage as error:
            return "bad", error.key
        if message is None:
            return "ignore", None
        kind = message["k"]
        if kind == "hello":
            return self.hello(message)
        if self.table_id is None:
            return "ignore", None
        handler = getattr(self, "on_" + kind.replace("-", "_"), None)
        return handler(message, now) if handler else ("ignore", None)

    def hello(self, message: dict) -> tuple[str, object]:
        if message["game"] not in pyengine.GAMES or message["seat"] != self.seat \
                or len(message["seats"]) != message["players"]:
            return "bad", "remote.bad.field"
        if self.table_id is not None and self.table_id != message["table"]:
            if self.game is not None and self.game.is_over() and not message["started"]:
                return "offer", message  # the same friends, a new game: this device's person says yes or no
            return "bad", "remote.bad.field"  # (a device joins one table per invitation)
        if self.witness is not None and self.witness.commitment != message["commitment"]:
            self.witness.faulted("remote.verify.commitment", self.witness.last_seen())
            return "bad", "remote.bad.commitment"  # the same table cannot change its commitment
        if self.table_id is None:
            kept = self.recall(message["table"]) if self.recall is not None else None
            if isinstance(kept, dict) and kept.get("seat") == self.seat and protocol.is_hex(kept.get("token"), 32) \
                    and protocol.is_hex(kept.get("secret"), 32):
                self.candidate = kept
                self.token = kept["token"]
                self.name = self.name or protocol.clean_name(kept.get("name"))
                if protocol.is_int(kept.get("round")) and kept["round"] == message["round"]:
                    self.round, self.secret = kept["round"], kept["secret"]
        self.table_id = message["table"]
        self.game_id, self.players, self.options = message["game"], message["players"], message["options"]
        self.seats = message["seats"]
        self.host_nonce = message["nonce"]
        self.started = self.started or message["started"]
        if not self.started and message["round"] != self.round:
            # a new round: a new secret (one revealed in an earlier round is known to the host)
            self.round, self.secret = message["round"], fair.new_secret()
            if self.witness is not None:
                self.witness.secret, self.witness.commits, self.witness.kinds = self.secret, None, None
        if self.witness is None and self.candidate is None:
            self.witness = fair.Witness(self.seat, message["commitment"], "" if self.started else self.secret)
        self.commitment = message["commitment"]
        return "hello", None

    def on_seated(self, message: dict, now: float) -> tuple[str, object]:
        if self.token and (message["token"] != self.token or
                           message["proof"] != fair.proof(self.token, "host", self.table_id, self.nonce,
                                                          self.host_nonce)):
            return "wrong-host", None  # it does not know the seat this device holds at that table
        if self.candidate is not None:  # the host proved it: what this device kept is used again
            kept, self.candidate = self.candidate, None
            current = self.started or kept.get("round") == self.round  # (else a new round: a new secret)
            witness = fair.Witness.from_dict(kept.get("witness")) if kept.get("witness") and current else None
            if current:
                self.secret = kept["secret"]
            if witness and witness.seat == self.seat and witness.commitment == self.commitment \
                    and witness.secret == self.secret:
                witness.left()  # (this page is new: the device was away since the last state it saw)
                self.witness = witness
            else:
                self.witness = fair.Witness(self.seat, self.commitment, self.secret)
        self.token = message["token"]
        return "seated", None

    def on_table(self, message: dict, now: float) -> tuple[str, object]:
        witness = self.witness
        if witness is None:
            return "ignore", None
        commits, kinds = message["commits"], message["kinds"]
        if witness.commits is not None:
            if (commits, kinds) != (witness.commits, witness.kinds):  # one list per round, for good once dealt
                witness.faulted("remote.verify.list", witness.last_seen())
                return "bad", "remote.bad.commitment"
            return ("list", None) if not self.started else ("ignore", None)
        if len(commits) != self.players or len(kinds) != self.players \
                or kinds != [seat["kind"] for seat in self.seats] or kinds[self.seat] != "remote" \
                or any((kind == "remote") != (commit is not None) for kind, commit in zip(kinds, commits)):
            witness.faulted("remote.verify.list", witness.last_seen())
            return "bad", "remote.bad.commitment"
        if witness.secret and commits[self.seat] != fair.commitment(witness.secret):
            return "bad", "remote.bad.commitment"  # not this device's commitment: nothing revealed
        if not self.started and message["round"] != self.round:
            return "ignore", None
        witness.listed(commits, kinds)
        return ("list", None) if not self.started else ("ignore", None)

    def on_lobby(self, message: dict, now: float) -> tuple[str, object]:
        self.seats, self.here = message["seats"], message["here"]
        return "lobby", None

    def on_log(self, message: dict, now: float) -> tuple[str, object]:
        if message["start"] > len(self.log):
            return "bad", "remote.bad.field"
        self.grow_log(message["start"], message["entries"])
        return "ignore", None

    def grow_log(self, start: int, entries: list) -> None:
        self.log = self.log[:start] + entries
        del self.log_digests[start:]
        running = self.log_digests[-1] if self.log_digests else ""
        for entry in entries:
            running = fair.chained(running, entry)
            self.log_digests.append(running)

    def on_moves(self, message: dict, now: float) -> tuple[str, object]:
        if message["start"] != len(self.moves) and message["start"] != 0:
            return "bad", "remote.bad.field"
        self.moves = self.moves[:message["start"]] + message["actions"]
        return "ignore", None

    def on_state(self, message: dict, now: float) -> tuple[str, object]:
        view, witness = message["view"], self.witness
        if view.get("seat") != self.seat or view.get("game") != self.game_id or witness is None \
                or message["log_from"] > len(self.log):
            return "bad", "remote.bad.field"
        n = message["n"]
        self.started = True
        if not witness.seen:
            witness.since = n  # (a seat taken over mid-game: this device checks from here on)
        if witness.commits is None or [seat["kind"] for seat in message["seats"]] != witness.kinds:
            witness.faulted("remote.verify.list", n)  # play without the list, or seats changed kind
        if self.game is None:
            self.game = RemoteGame(self.game_id, self.players, self.options, self.seat)
        last = message.get("last")
        self.grow_log(message["log_from"], message["log"])
        self.game.update(n, view, message["legal"], self.log,
                         last if protocol.is_int(last, 0, self.players - 1) else None)
        self.seats, self.here = message["seats"], message["here"]
        witness.back(n)
        witness.saw(n, fair.state_digest(view, message["legal"], len(self.log),
                                         self.log_digests[-1] if self.log_digests else ""))
        if self.pending and self.pending[0] != n:
            self.pending = None
        if self.game.is_over() and self.over_at is None:
            self.over_at = now
        return "state", None

    def on_refused(self, message: dict, now: float) -> tuple[str, object]:
        key = message["key"]
        if self.pending is not None and not key.startswith("remote."):  # the rule's answer to this device's move
            n, action = self.pending
            self.witness.was_refused(n, action, key)
            self.pending = None
        return "refused", {"key": key, "params": message["params"]}

    def on_answer(self, message: dict, now: float) -> tuple[str, object]:
        key = self.questions.pop(message["id"], None)
        if key is not None and self.game is not None:
            self.game.answered(key, message["value"])
            return "answer", None
        return "ignore", None

    def on_said(self, message: dict, now: float) -> tuple[str, object]:
        return "said", (message["seat"], message["phrase"])

    def on_reveal(self, message: dict, now: float) -> tuple[str, object]:
        if self.game is None or not self.game.is_over() or message["count"] != len(self.moves):
            return "bad", "remote.bad.field"
        reveal = dict(message, actions=self.moves)
        self.verified = fair.verify(self.witness, self.game_id, self.players, self.options, reveal)
        if self.verified[0]:
            self.replayed = fair.replayed(self.game_id, self.players, self.options, reveal)
        return "reveal", None

    def on_undo_ask(self, message: dict, now: float) -> tuple[str, object]:
        if message["by"] == self.seat or not protocol.is_int(message["by"], 0, self.players - 1):
            return "ignore", None
        self.undo_ask = message["by"]
        self.agreed = None
        self.asked_keep = message["n"]
        return "undo-ask", message["by"]

    def on_undo_end(self, message: dict, now: float) -> tuple[str, object]:
        ok, keep, by = message["ok"], message["n"], message["by"]
        witness = self.witness
        self.undo_ask = None
        if ok and witness is not None:
            at = witness.last_seen()
            own = self.undo_asked and by == self.seat and max(witness.sent, default=0) <= keep < at
            if not (own or self.agreed == [by, keep]):
                witness.faulted("remote.verify.undo", at)  # taken back without this device's yes
            witness.undone(at, keep, by if protocol.is_int(by) else -1)
        self.undo_asked, self.agreed = False, None
        return "undo-end", (ok, keep)

    def on_bye(self, message: dict, now: float) -> tuple[str, object]:
        return "bye", message["reason"]

    # ---- the connection, and the verdict
    def lost_host(self) -> None:
        self.host_gone = True
        if self.witness is not None:
            self.witness.left()

    def verdict(self, now: float) -> tuple[bool | None, dict] | None:
        """Whether the game checked out: (True, …), (False, {"key", "n"}), (None, {"key"}) when
        it cannot be checked (no reveal a minute after the end, or the host gone before it), or
        None while the game goes on or the reveal may still come."""
        if self.verified is not None:
            return self.verified
        if self.over_at is None:
            return None
        if self.host_gone:
            return None, {"key": "remote.verify.unknown.closed"}
        if now - self.over_at >= fair.REVEAL_WAIT:
            return None, {"key": "remote.verify.unknown.late"}
        return None

    def reveal_due_in(self, now: float) -> float | None:
        """Seconds until the reveal is late (the page redraws then), or None."""
        if self.verified is not None or self.over_at is None or self.host_gone:
            return None
        due = self.over_at + fair.REVEAL_WAIT - now
        return due if due > 0 else None

    # ---- what the guest sends
    def join(self) -> str:
        self.nonce = fair.new_secret()
        proof = fair.proof(self.token, "guest", self.table_id, self.host_nonce, self.nonce) if self.token else ""
        commit = "" if self.started else fair.commitment(self.secret)
        return dumps("join", name=self.name, commit=commit, round=self.round, proof=proof, nonce=self.nonce)

    def reveal_secret(self) -> str:
        return dumps("secret", secret=self.secret, round=self.round)

    def act(self, action: dict) -> str:
        n = len(self.game.actions)
        self.witness.sent_action(n, action)
        self.pending = (n, fair.canonical(action))
        return dumps("act", n=n, action=action)

    def ask_undo(self) -> str:
        self.undo_asked = True
        return dumps("undo")

    def answer_undo(self, yes: bool) -> str:
        if yes and self.undo_ask is not None:
            self.agreed = [self.undo_ask, self.asked_keep]
        self.undo_ask = None
        return dumps("undo-answer", yes=yes)

    def asks(self) -> list[str]:
        """The game's queries the screen asked since last time, as messages."""
        out = []
        if self.game is None:
            return out
        for query, args in self.game.questions:
            self.questions[self.next_question] = answer_key(query, args)
            out.append(dumps("ask", q=query, args=args, id=self.next_question))
            self.next_question += 1
        self.game.questions.clear()
        return out


class Invitation(tuple):
    """An invitation read: (seat, offer code, distance). ``distance``: the host plays « à
    distance », so the reply is made the same way (with the STUN server) without a second
    opening (issue 46)."""

    def __new__(cls, seat: int, code: str, distance: bool = False):
        return super().__new__(cls, (seat, code, distance))

    seat = property(lambda self: self[0])
    code = property(lambda self: self[1])
    distance = property(lambda self: self[2])


def read_invitation(text: str) -> Invitation | None:
    """The invitation in the link's fragment ``#j=<seat>.<code>[.d]`` or in the code alone
    (pasted; a reply has the same form). None when it is not one."""
    text = (text or "").strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith("j="):
        text = text[2:]
    seat, dot, rest = text.partition(".")
    code, _, flag = rest.partition(".")
    if not dot or not seat.isascii() or not seat.isdigit() or len(seat) > 1 or not code or len(code) > 2000:
        return None
    if not all(c.isascii() and (c.isalnum() or c in "-_") for c in code) or flag not in ("", "d"):
        return None
    return Invitation(int(seat), code, flag == "d")


def invitation_text(seat: int, code: str, distance: bool = False) -> str:
    """What an invitation's link carries after ``#j=`` (and a reply's text: no distance)."""
    return f"{seat}.{code}" + (".d" if distance else "")
