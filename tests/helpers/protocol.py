"""Checks every engine must pass, written once and used by each game's tests.

``play_random`` drives a game with random legal actions (and, on request, random illegal ones),
calling ``invariant(game)`` after every action so a game's own conservation laws are checked at
every step, not only at the end.
"""

import json
import random

import pyengine
from pyengine.core import IllegalAction
from pyengine.core.slices import finish

# Illegal actions every engine must refuse without changing anything.
JUNK_ACTIONS = [
    None, 7, "play", [], [1, 2], {}, {"type": "nonsense"}, {"type": None},
    {"type": "play", "card": {"deep": [1, [2, [3]]]}}, {"x" * 5000: 1},
    {"type": "take", "cards": list(range(500))}, {"type": 10**30}, {"type": float("nan")},
]


def assert_json_roundtrip(game):
    """The save reloads to the same state, and saving the reloaded game gives the same text."""
    text = game.to_json()
    again = pyengine.load_game(text)
    assert again.to_json() == text
    assert again.fingerprint() == game.fingerprint()
    return again


def assert_refused(game, seat, action):
    """``action`` is refused with a translatable message and the game is byte-for-byte untouched."""
    before_json, before_state = game.to_json(), game.fingerprint()
    try:
        game.apply(seat, action)
    except IllegalAction as error:
        assert error.message("fr") and error.message("fr") != error.key, error.key
        assert error.message("en") and error.message("en") != error.key, error.key
    else:
        raise AssertionError(f"{action!r} by seat {seat} was accepted")
    assert game.to_json() == before_json
    assert game.fingerprint() == before_state


def allowed(game, seat, action) -> bool:
    """Whether the game would take ``action`` from ``seat`` now (its ``check``, nothing applied)."""
    if seat not in game.to_move():
        return False
    try:
        game.check(seat, action)
    except IllegalAction:
        return False
    return True


def play_random(game, rng: random.Random, invariant=None, illegal_every: int = 0,
                roundtrip_every: int = 0, max_actions: int = 20_000, pick=None):
    """Play ``game`` to its end with random legal actions. Returns the number of actions.

    ``illegal_every``: every n-th step also try a junk action, a legal action from the wrong
    seat and (when it exists) a stale action, each of which must be refused unchanged.
    ``roundtrip_every``: every n-th step check the save round trip.
    ``pick(game, seat, legal, rng)``: chooses the action (default: uniform).
    """
    steps = 0
    while not game.is_over():
        assert steps < max_actions, f"no end after {max_actions} actions"
        movers = game.to_move()
        assert movers, "nobody may move but the game is not over"
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(seat)
        assert legal, f"seat {seat} must move but has no legal action"
        for view_seat in [None, *range(game.players)]:
            json.dumps(game.view(view_seat))
        if illegal_every and steps % illegal_every == 0:
            assert_refused(game, seat, rng.choice(JUNK_ACTIONS))
            others = [s for s in range(game.players) if s not in movers]
            if others:
                assert_refused(game, rng.choice(others), legal[0])
        if roundtrip_every and steps % roundtrip_every == 0:
            assert_json_roundtrip(game)
        action = pick(game, seat, legal, rng) if pick else legal[rng.randrange(len(legal))]
        game.apply(seat, action)
        if illegal_every and steps % illegal_every == 0 and not game.is_over():
            # the same action again is usually stale now; if it is still allowed, skip (asked
            # of the game's own check: some legal actions are not listed, such as any
            # arrangement of one's cards as a word on honour in Glossa)
            mover = game.to_move()[0]
            if not allowed(game, mover, action):
                assert_refused(game, mover, action)
        steps += 1
        if invariant:
            invariant(game)
    result = game.result()
    assert result is not None
    assert len(result["ranking"]) == game.players
    assert result["winners"], "a finished game has a winner"
    json.dumps(result)
    return steps


def assert_replay_identical(game):
    """Replaying the log from the seed reproduces the same state and the same events."""
    again = game.replay()
    assert again.fingerprint() == game.fingerprint()


class Shadow:
    """A second game fed every action through ``apply`` — what ``load_game`` does with a save."""

    def __init__(self, game):
        self.game = pyengine.load_game(game.to_json())
        self.done = 0

    def follow(self, game):
        for seat, action in game.actions[self.done:]:
            self.game.apply(seat, action)
        self.done = len(game.actions)
        assert self.game.actions == game.actions and same_state(self.game, game)


def same_state(a, b) -> bool:
    """``fingerprint`` equality, compared in place (the fingerprint's JSON of the whole log
    at every step would make these runs quadratic). Equal generators are in the same state."""
    return a.__dict__ == b.__dict__


def drain(steps):
    """Run a generator (a computer player's thought, a sliced search or load) to its end:
    (its return value, how many times it yielded)."""
    pauses = []
    value = finish(steps, lambda: pauses.append(None))
    return value, len(pauses)


def fresh_python(code: str) -> str:
    """Run ``code`` in a new CPython process from the repository's root (for what must start
    from nothing: imports, lazy loads); returns what it printed, or fails with its error."""
    import subprocess
    import sys
    from pathlib import Path

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()
