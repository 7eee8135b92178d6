"""The guest's side: a seat at a table whose engine runs on the host's device.

``GuestTable`` reads the host's messages (checked like any stranger's input), keeps the seat's
:class:`proxy.RemoteGame` up to date and the :class:`fair.Witness` of what it was shown, and at
the end checks the host's reveal. What it keeps between reloads (the seat's token, its secret,
the witness) is a small record the App stores under ``remote.<table>``."""

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
        self.secret = fair.new_secret()
        self.witness: fair.Witness | None = None
        self.game: RemoteGame | None = None
        self.questions: dict[int, str] = {}  # query id -> answer key
        self.next_question = 1
        self.verified: tuple[bool, dict] | None = None
        self.log: list[dict] = []  # the seat's log so far (it may come in parts)
        self.moves: list[list] = []  # the whole game's moves, sent in parts at the end
        self.undo_ask: int | None = None  # a seat that asks to take its move back, for this seat's yes
        self.replayed = None  # the whole game, rebuilt from a verified reveal

    # ---- kept between reloads
    def record(self) -> dict:
        return {"table": self.table_id, "seat": self.seat, "token": self.token, "secret": self.secret,
                "name": self.name, "game": self.game_id,
                "witness": self.witness.to_dict() if self.witness else None}

    def restore(self, record) -> None:
        """What this device kept of the same table and seat (a reload, a new invitation)."""
        if not isinstance(record, dict) or record.get("seat") != self.seat:
            return
        if protocol.is_hex(record.get("token"), 32) and protocol.is_hex(record.get("secret"), 32):
            self.token, self.secret = record["token"], record["secret"]
            witness = fair.Witness.from_dict(record.get("witness")) if record.get("witness") else None
            self.witness = witness if witness and witness.seat == self.seat and witness.secret == self.secret else None
        self.name = self.name or protocol.clean_name(record.get("name"))

    # ---- the host's messages
    def receive(self, text: str) -> tuple[str, object]:
        """Read one message from the host. Returns what the App must do: ("hello", None) (send
        ``join``), ("seated", None), ("lobby", None), ("state", None), ("refused", sentence),
        ("answer", None), ("said", (seat, phrase)), ("reveal", None), ("bye", reason) or
        ("ignore", None); ("bad", key) for a message that could not be taken."""
        try:
            message = protocol.read(text, protocol.HOST_TO_GUEST)
        except BadMessage as error:
            return "bad", error.key
        if message is None:
            return "ignore", None
        kind = message["k"]
        if kind == "hello":
            if message["game"] not in pyengine.GAMES or message["seat"] != self.seat \
                    or len(message["seats"]) != message["players"]:
                return "bad", "remote.bad.field"
            if self.table_id != message["table"] and self.recall is not None:
                self.restore(self.recall(message["table"]))  # this device sat at that table before
            if self.witness and self.witness.commitment != message["commitment"]:
                return "bad", "remote.bad.commitment"  # the same table cannot change its commitment
            self.table_id = message["table"]
            self.game_id, self.players, self.options = message["game"], message["players"], message["options"]
            self.seats = message["seats"]
            if self.witness is None or self.witness.commitment != message["commitment"]:
                self.witness = fair.Witness(self.seat, message["commitment"], self.secret)
            return "hello", None
        if self.table_id is None:
            return "ignore", None
        if kind == "seated":
            self.token = message["token"]
            return "seated", None
        if kind == "lobby":
            self.seats, self.here = message["seats"], message["here"]
            return "lobby", None
        if kind == "log":
            if message["start"] > len(self.log):
                return "bad", "remote.bad.field"
            self.log = self.log[:message["start"]] + message["entries"]
            return "ignore", None
        if kind == "moves":
            if message["start"] != len(self.moves) and message["start"] != 0:
                return "bad", "remote.bad.field"
            self.moves = self.moves[:message["start"]] + message["actions"]
            return "ignore", None
        if kind == "state":
            view = message["view"]
            if view.get("seat") != self.seat or view.get("game") != self.game_id:
                return "bad", "remote.bad.field"
            if self.game is None:
                self.game = RemoteGame(self.game_id, self.players, self.options, self.seat)
            last = message.get("last")
            self.log = self.log[:message["log_from"]] + message["log"]
            self.game.update(message["n"], view, message["legal"], self.log,
                             last if protocol.is_int(last, 0, self.players - 1) else None)
            self.seats, self.here = message["seats"], message["here"]
            self.witness.saw(message["n"], view)
            return "state", None
        if kind == "refused":
            return "refused", {"key": message["key"], "params": message["params"]}
        if kind == "answer":
            key = self.questions.pop(message["id"], None)
            if key is not None and self.game is not None:
                self.game.answered(key, message["value"])
                return "answer", None
            return "ignore", None
        if kind == "said":
            return "said", (message["seat"], message["phrase"])
        if kind == "reveal":
            if self.game is None or not self.game.is_over() or message["count"] != len(self.moves):
                return "bad", "remote.bad.field"
            reveal = dict(message, actions=self.moves)
            self.verified = fair.verify(self.witness, self.game_id, self.players, self.options, reveal)
            if self.verified[0]:
                self.replayed = fair.replayed(self.game_id, self.players, self.options, reveal)
            return "reveal", None
        if kind == "undo-ask":
            return "undo-ask", message["by"]
        if kind == "undo-end":
            return "undo-end", (message["ok"], message["n"])
        if kind == "bye":
            return "bye", message["reason"]
        return "ignore", None

    # ---- what the guest sends
    def join(self) -> str:
        return dumps("join", name=self.name, secret=self.secret, token=self.token)

    def act(self, action: dict) -> str:
        n = len(self.game.actions)
        self.witness.sent_action(n, action)
        return dumps("act", n=n, action=action)

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


def read_invitation(text: str) -> tuple[int, str] | None:
    """(seat, offer code) from an invitation: the link's fragment ``#j=<seat>.<code>`` or the
    code alone (pasted). None when it is not one."""
    text = (text or "").strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith("j="):
        text = text[2:]
    seat, dot, code = text.partition(".")
    if not dot or not seat.isascii() or not seat.isdigit() or len(seat) > 1 or not code or len(code) > 2000:
        return None
    if not all(c.isascii() and (c.isalnum() or c in "-_") for c in code):
        return None
    return int(seat), code


def reply_text(seat: int, code: str) -> str:
    return f"{seat}.{code}"
