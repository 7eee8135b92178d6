"""The game protocol every Tapis engine implements.

A game is its set-up (players, seed, options) plus the list of actions taken: everything else
is derived by replaying them. So saving, loading, undo, replay and shared links are one
mechanism, written here once.

A game subclass states only its rules, through these hooks:

- ``info``: its facts (a ``GameInfo``: players, options), declared in its package as ``INFO``.
- ``setup()``: deal, using ``self.rng`` only.
- ``to_move()``: the seats that may act now (several during a race).
- ``legal_actions(seat)``: every action that seat may take now, as JSON-able dicts.
- ``check(seat, action)``: raise :class:`IllegalAction` with a precise message when the action is
  not allowed (the default compares with ``legal_actions``; games override it to explain *why*).
- ``perform(seat, action)``: carry it out, calling ``emit`` for what happened.
- ``table_view(seat)``: what that seat may see (``None``: a spectator).
- ``is_over()`` and ``outcome()``.

``apply`` checks before anything changes, so an illegal action leaves the game untouched.
``perform`` must call ``reveal()`` when hidden information becomes known to anyone (a card drawn
from the shuffled deck, a blind card turned, a hand shown); that, or any use of ``self.rng``
during the action, marks a point that undo never crosses.
"""

import copy
import json
from typing import ClassVar

from .errors import BadOptions, IllegalAction
from .info import GameInfo
from .rng import Rng

SAVE_FORMAT = "tapis-game"
SAVE_VERSION = 1
MAX_SEED = 2**53 - 1


def canonical_action(action) -> dict:
    """The action as plain JSON data (tuples become lists, keys are strings), or IllegalAction.

    Accepting only what survives a JSON round trip means a replayed save compares equal to the
    live game, and nothing but data can reach the rules.
    """
    if not isinstance(action, dict):
        raise IllegalAction("core.malformed_action")
    try:
        text = json.dumps(action, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise IllegalAction("core.malformed_action") from None
    if len(text) > 4096:
        raise IllegalAction("core.malformed_action")
    return json.loads(text)


def ranking(scores) -> list[int]:
    """The place of each seat for ``outcome()``: 1 = first, the highest score; equal scores
    share a place (and the next place is skipped).

    >>> ranking([100, 300, 100, 50])
    [2, 1, 2, 4]
    """
    return [1 + sum(1 for other in scores if other > mine) for mine in scores]


class Game:
    """Base class of the five engines. See the module docstring for the hooks to implement."""

    info: ClassVar[GameInfo]  # the game's facts, declared in its package (``INFO``)
    # Lists only ever appended to (never edited): the light fingerprint keeps their length and
    # last entry. A game adds its own (a score sheet) so that check stays short in long games.
    APPEND_ONLY: ClassVar[tuple[str, ...]] = ("actions", "events")
    # Questions a screen may ask about a seat beyond its view, as ``game.<query>(seat, ...)``
    # (pure: they change nothing), e.g. what an action would pay before it is made: query name ->
    # the answer's shape while it is not known yet (a friend's device asks the host: remote play).
    QUERIES: ClassVar[dict[str, object]] = {}

    def __init__(self, players: int, seed: int = 0, options: dict | None = None):
        self.info.check_players(players)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise BadOptions("core.bad_seed")
        self.players = players
        self.seed = seed
        self.options = self.info.resolve_options(options, players)
        self.rng = Rng(seed)
        self.actions: list[list] = []  # [[seat, action], ...]
        self.events: list[dict] = []  # everything that happened, with "turn" (action index)
        self.barrier = 0  # undo may not go back before this many actions
        self._revealed = False
        self._turn = -1  # index of the action being performed (-1: the deal)
        self.meta: dict = {}  # what the site keeps with a save (names, seat kinds); not rules
        self.recording = True  # False in bots' simulated worlds: no events are kept
        self.setup()

    @property
    def game_id(self) -> str:
        return self.info.id

    # ----------------------------------------------------------------- hooks for the games
    def setup(self) -> None:
        raise NotImplementedError

    def to_move(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[dict]:
        """Every action ``seat`` may take now ([] when it is not his turn). Starts with
        ``self.check_seat(seat)``, as every public method of a game taking a seat does."""
        raise NotImplementedError

    def legal_actions_steps(self, seat: int):
        """Generator returning ``legal_actions(seat)``, for callers that must not block (a
        computer player in a browser). A game whose list is costly to build (every word a hand
        spells) overrides it to yield between pieces of that work."""
        self.check_seat(seat)
        return self.legal_actions(seat)
        yield  # unreachable: makes this a generator

    def check(self, seat: int, action: dict) -> None:
        """Raise IllegalAction unless ``action`` is allowed for ``seat`` now."""
        if action not in self.legal_actions(seat):
            raise IllegalAction("core.not_allowed")

    def perform(self, seat: int, action: dict) -> None:
        raise NotImplementedError

    def table_view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def outcome(self) -> dict:
        """Final result: ``{"scores": [...] or None, "ranking": [place per seat],
        "winners": [seats], ...}``; places start at 1 and ties share a place."""
        raise NotImplementedError

    # ----------------------------------------------------------------- helpers for the games
    def emit(self, kind: str, seats: list[int] | None = None, **data) -> None:
        """Record an event. ``seats``: who may see it (None: everyone). ``kind`` names the log
        sentence ``<game>.event.<kind>``."""
        if not self.recording:
            return
        event = {"type": kind, "turn": self._turn, **data}
        if seats is not None:
            event["seats"] = list(seats)
        self.events.append(event)

    def reveal(self) -> None:
        """Hidden information became known during this action: undo may not go back past it."""
        self._revealed = True

    # ----------------------------------------------------------------- the protocol
    def check_seat(self, seat, spectator: bool = False):
        """``seat`` itself when it names a player of this table (an ``int``, not a ``bool``, in
        ``range(players)``; ``None`` too when ``spectator``), else IllegalAction
        ``core.no_such_seat``. Every public method taking a seat calls it first, so ``True``,
        ``"0"`` or ``1.5`` are refused with a sentence instead of being read as seat 1, raising
        TypeError or returning an empty list. The hooks the protocol calls after its own check
        (``check``, ``perform``, ``table_view``) and the trusted ``step`` do not."""
        if type(seat) is int and 0 <= seat < self.players:
            return seat
        if seat is None and spectator:
            return None
        raise IllegalAction("core.no_such_seat")

    def apply(self, seat: int, action: dict) -> list[dict]:
        """Take an action for ``seat``. Returns the events it caused. Raises IllegalAction (with a
        player-readable message) and changes nothing when the action is not allowed."""
        if self.is_over():
            raise IllegalAction("core.game_over")
        action = canonical_action(action)
        self.check_seat(seat)
        if seat not in self.to_move():
            raise IllegalAction("core.not_your_turn")
        self.check(seat, action)
        first_event = len(self.events)
        draws_before = self.rng.calls
        self._revealed = False
        self._turn = len(self.actions)
        try:
            self.perform(seat, action)
        except BaseException:
            self._restore()  # a bug in a rule must not leave a half-applied action behind
            raise
        self.actions.append([seat, action])
        if self._revealed or self.rng.calls != draws_before:
            self.barrier = len(self.actions)
        return self.events[first_event:]

    def step(self, seat: int, action: dict) -> None:
        """``apply`` for trusted callers: a bot's simulation playing an action it took from
        ``legal_actions``. No checks, no canonical copy; the action is logged as given."""
        self._turn = len(self.actions)
        self.perform(seat, action)
        self.actions.append([seat, action])

    def _restore(self) -> None:
        fresh = self.replay(len(self.actions))
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def view(self, seat: int | None = None) -> dict:
        """Everything ``seat`` may see, as plain data (None: a spectator sees public things)."""
        self.check_seat(seat, spectator=True)
        over = self.is_over()
        base = {
            "game": self.game_id,
            "seat": seat,
            "players": self.players,
            "options": dict(self.options),
            "turn": len(self.actions),
            "to_move": [] if over else list(self.to_move()),
            "over": over,
            "result": self.outcome() if over else None,
        }
        base.update(self.table_view(seat))
        return base

    def result(self) -> dict | None:
        return self.outcome() if self.is_over() else None

    def hand_reviews(self, seat: int) -> list[dict]:
        """Word games: one entry per finished hand of ``seat``, oldest first — ``{"hand": n,
        "played": [{"word", "value"}], "best": [{"word", "value"}, ...]}``, the best words the
        seat could have made with the cards it held, by the game's own scoring. Only the seat's
        own information; the site shows it after each hand. Card games keep the default."""
        self.check_seat(seat)
        return []

    def log(self, seat: int | None = None) -> list[dict]:
        """The events ``seat`` saw (None: public events only)."""
        self.check_seat(seat, spectator=True)
        return [e for e in self.events if "seats" not in e or (seat is not None and seat in e["seats"])]

    # ----------------------------------------------------------------- save, replay, undo
    def to_dict(self, meta: dict | None = None) -> dict:
        out = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [list(a) for a in self.actions],
        }
        meta = self.meta if meta is None else meta
        if meta:
            out["meta"] = meta
        return out

    def to_json(self, meta: dict | None = None) -> str:
        return json.dumps(self.to_dict(meta), separators=(",", ":"), sort_keys=True, ensure_ascii=False)

    def replay(self, count: int | None = None) -> "Game":
        """A new game with the same set-up and the first ``count`` actions (all by default)."""
        game = type(self)(self.players, self.seed, self.options)
        game.meta = self.meta
        for seat, action in self.actions[: len(self.actions) if count is None else count]:
            game.apply(seat, action)
        return game

    def undo_target(self, seat: int, humans: list[int] | None = None) -> tuple[int | None, str]:
        """How many actions to keep to undo ``seat``'s last action, or (None, reason key).

        Board Game Arena's policy: never back past a chance event or revealed information
        (``barrier``), and never into another person's turn (``humans``: the seats played by
        people on this device).
        """
        self.check_seat(seat)
        if humans is None:
            humans = [seat]
        elif not isinstance(humans, (list, tuple)):
            raise IllegalAction("core.no_such_seat")
        for person in humans:
            self.check_seat(person)
        for index in range(len(self.actions) - 1, -1, -1):
            actor = self.actions[index][0]
            if index < self.barrier:
                return None, "core.undo.hidden"
            if actor == seat:
                return index, ""
            if actor in humans:
                return None, "core.undo.other_person"
        return None, "core.undo.nothing"

    def fingerprint(self, logs: bool = True) -> str:
        """The whole internal state as text, for tests that check nothing changed.

        ``logs=False`` keeps only the length and the last entry of the append-only logs
        (``APPEND_ONLY``: actions, events, and any a game adds): enough to see that a refused
        action changed nothing, in a time that does not grow with the game (the fuzzer checks
        thousands of refusals per game).
        """
        state = {k: v for k, v in self.__dict__.items() if k != "rng"}
        calls, generator = self.rng.state()  # 625 numbers: hashed in the light fingerprint
        state["rng"] = (calls, generator if logs else hash(generator))
        if not logs:
            for name in self.APPEND_ONLY:
                entries = state.pop(name)
                state[name] = (len(entries), entries[-1] if entries else None)
        return json.dumps(state, sort_keys=True, default=_fingerprint_default)

    def clone(self) -> "Game":
        """An independent copy (for computer players' simulations). Games with large states
        may override this with a faster copy."""
        return copy.deepcopy(self)


def _fingerprint_default(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    if isinstance(value, tuple):
        return list(value)
    if hasattr(value, "__dict__"):
        return {"__class__": type(value).__name__, **value.__dict__}
    if hasattr(value, "__slots__"):
        return {s: getattr(value, s, None) for s in value.__slots__}
    return repr(value)
