"""A guest's game: the parts of the game protocol its screen reads, answered from what the host
sent for this one seat. It never holds another seat's hidden cards: there is no engine state on
this device until the end, when the host reveals the log and the guest replays it (fair.py).

The table's code reads it like an engine's game: ``view(seat)`` (this seat only),
``legal_actions``, ``to_move``, ``is_over``, ``result``, ``log``, ``actions`` (its length and
last mover: what the table's captions read), and the game's ``QUERIES`` (BuyWord's price of a
word, Juggler's best words), which are asked of the host: until its answer arrives a query
answers with an empty value of the right shape and the screen is drawn again when it comes.
"""

import json

import pyengine
from pyengine.core import IllegalAction



class RemoteGame:
    def __init__(self, game_id: str, players: int, options: dict, seat: int):
        self.info = pyengine.GAMES[game_id]
        self.game_id = game_id
        self.players = players
        self.options = dict(options)
        self.seat = seat
        self.seed = 0  # unknown until the end (fair.py)
        self.meta: dict = {}
        self.QUERIES = dict(getattr(self.info.engine(), "QUERIES", {}))  # name -> its answer until the host's comes
        self._view: dict | None = None
        self._legal: list[dict] = []
        self.events: list[dict] = []
        self.actions: list[list] = []  # [[seat or None, None]]: how many actions, and the last mover
        self.answers: dict[str, object] = {}  # (query, args) -> the host's answer, for this moment
        self.questions: list[tuple[str, list]] = []  # asked, not yet sent to the host
        self.barrier = 0

    # ---- fed by the host's messages
    def update(self, n: int, view: dict, legal: list, log: list, last_actor) -> None:
        """The seat's moment as the host sent it: ``log`` is the seat's whole log so far."""
        if n != len(self.actions):
            self.answers.clear()
        self._view = view
        self._legal = legal
        self.actions = [[None, None]] * max(0, n - 1) + ([[last_actor, None]] if n else [])
        self.events = log

    def answered(self, key: str, value) -> None:
        self.answers[key] = value

    # ---- the protocol, for this seat
    def check_seat(self, seat, spectator: bool = False):
        if seat != self.seat:
            raise IllegalAction("core.no_such_seat")
        return seat

    def view(self, seat=None) -> dict:
        self.check_seat(seat)
        return json.loads(json.dumps(self._view))  # a copy: a screen may not change what it was sent

    def legal_actions(self, seat) -> list[dict]:
        """The seat's legal actions as the host listed them ([] when the list is too long to
        send: the screens draw from the view, and the host's engine judges every move)."""
        self.check_seat(seat)
        return list(self._legal)

    def to_move(self) -> list[int]:
        return list(self._view.get("to_move") or []) if self._view else []

    def is_over(self) -> bool:
        return bool(self._view and self._view.get("over"))

    def result(self):
        return self._view.get("result") if self.is_over() else None

    def log(self, seat=None) -> list[dict]:
        return list(self.events)

    def undo_target(self, seat, humans=None):
        return None, "remote.undo.off"

    def hand_reviews(self, seat) -> list[dict]:
        """Word games ask the host (a query); for the others, as the engine's default: none."""
        return self.ask("hand_reviews", seat) if "hand_reviews" in self.QUERIES else []

    def __getattr__(self, name):
        if name in ("QUERIES",) or name.startswith("_") or name not in self.__dict__.get("QUERIES", ()):
            raise AttributeError(name)
        return lambda seat, *args: self.ask(name, seat, *args)

    def ask(self, name, seat, *args):
        """The host's answer to a query for this moment, or an empty one while it comes."""
        self.check_seat(seat)
        key = answer_key(name, list(args))
        if key in self.answers:
            return self.answers[key]
        if (name, list(args)) not in self.questions:
            self.questions.append((name, list(args)))
        return json.loads(json.dumps(self.QUERIES.get(name)))


def answer_key(query: str, args: list) -> str:
    return json.dumps([query, list(args)], sort_keys=True)
