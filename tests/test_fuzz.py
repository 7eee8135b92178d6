"""Fuzzing every engine through the protocol (hypothesis, derandomized: every run is the same).

Each example is a table (game, players, options, seed) and a stream of choices: at each step a
random legal action, often preceded by an illegal one — malformed dicts, wrong types, huge or
negative numbers, a legal action for the wrong seat, an action that was legal a moment ago. Every
illegal action must raise IllegalAction with a message in both languages and leave the game
byte-for-byte unchanged; after every legal one the save must round-trip and the views must be
plain JSON.

The default run is a quick slice (a few tables per game, capped in length). The full run —
``TAPIS_FUZZ=full pytest tests/test_fuzz.py`` — plays 10,000 complete games per engine.
"""

import json
import os

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

import pyengine
from pyengine.core import IllegalAction
from tests.helpers.protocol import assert_json_roundtrip

FULL = os.environ.get("TAPIS_FUZZ") == "full"
GAMES = [g for g, info in pyengine.GAMES.items() if info.available and g in
         ("glossa", "glop", "glukz", "buyword", "juggler")]
STEPS = 100_000 if FULL else 60

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
junk_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) |
                           st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=12)


def table(game_id):
    info = pyengine.GAMES[game_id]

    @st.composite
    def build(draw):
        players = draw(st.sampled_from(info.players))
        options = {}
        for option in info.options:
            if not option.applies_to(players) or not draw(st.booleans()):
                continue
            if option.type == "bool":
                options[option.key] = draw(st.booleans())
            elif option.choices:
                options[option.key] = draw(st.sampled_from(option.choices))
            elif option.low is not None and option.high is not None:
                options[option.key] = draw(st.integers(option.low, option.high))
        seed = draw(st.integers(0, 2**31))
        return players, options, seed

    return build()


def mutate(action, data):
    """An action close to a legal one but wrong: a field changed, removed or added."""
    wrong = dict(action)
    keys = sorted(wrong)
    choice = data.draw(st.integers(0, 3))
    if choice == 0 and keys:
        wrong[data.draw(st.sampled_from(keys))] = data.draw(junk_values)
    elif choice == 1 and keys:
        del wrong[data.draw(st.sampled_from(keys))]
    elif choice == 2:
        wrong[data.draw(st.text(min_size=1, max_size=6))] = data.draw(scalars)
    else:
        wrong = data.draw(junk_values)
    return wrong


def refused_unchanged(game, seat, action):
    before, state = game.to_json(), game.fingerprint()
    try:
        game.apply(seat, action)
    except IllegalAction as error:
        assert error.message("fr") != error.key and error.message("en") != error.key, error.key
    else:
        return False  # the mutation happened to be legal: fine, the game moved on legally
    assert game.to_json() == before, f"{action!r} changed the save"
    assert game.fingerprint() == state, f"{action!r} changed the state"
    return True


@pytest.mark.parametrize("game_id", GAMES)
def test_fuzz_engine(game_id):
    examples = int(os.environ.get("TAPIS_FUZZ_GAMES", "10000")) if FULL else 4

    # No shrinking: a failure prints its draws, and shrinking long games takes minutes.
    @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(setup=table(game_id), data=st.data())
    def run(setup, data):
        players, options, seed = setup
        try:
            game = pyengine.new_game(game_id, players=players, seed=seed, options=options)
        except pyengine.BadOptions:
            return  # a combination the game refuses (with a reason): nothing to play
        stale = None
        for step in range(STEPS):
            if game.is_over():
                break
            movers = game.to_move()
            seat = movers[data.draw(st.integers(0, len(movers) - 1))]
            legal = game.legal_actions(seat)
            action = legal[data.draw(st.integers(0, len(legal) - 1))]
            if data.draw(st.integers(0, 2)) == 0:
                tries = [mutate(action, data), data.draw(junk_values)]
                others = [s for s in range(game.players) if s not in movers]
                if others:
                    tries.append((others[0], action))
                if stale is not None:
                    tries.append(stale)
                for attempt in tries:
                    who, what = attempt if isinstance(attempt, tuple) else (seat, attempt)
                    if refused_unchanged(game, who, what):
                        continue
                    break  # a wrong-looking action was in fact legal and was played
                else:
                    pass
                if game.is_over() or seat not in game.to_move() or action not in game.legal_actions(seat):
                    continue
            game.apply(seat, action)
            stale = (seat, action)
            if step % 25 == 0:
                json.dumps(game.view(None))
                assert_json_roundtrip(game)
        if FULL:
            assert game.is_over(), "no end within the step budget"

    run()
