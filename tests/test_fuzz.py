"""Fuzzing every engine through the protocol (hypothesis, derandomized: every run is the same).

Each example is a table (game, players, options, seed), a seed for the choices and small pools
of junk values, all drawn by Hypothesis; a seeded generator then plays: at each step a random
legal action, often preceded by illegal ones — malformed dicts, wrong types, huge or negative
numbers, a legal action for the wrong seat, an action that was legal a moment ago. (Drawing every
choice through Hypothesis outgrew its data buffer on long games, which it then dropped: a full
run could never finish a Juggler game.) Every illegal action must raise IllegalAction with a
message in both languages and leave the game unchanged: its whole state but for the old entries
of its append-only logs after every refusal (``fingerprint(logs=False)``, a time that does not
grow with the game), and byte for byte — the save and the whole state — at every checkpoint. At
a checkpoint the save must also round-trip and the views must be plain JSON; checkpoints come
every 25 legal actions up to the 250th, then at the 500th, 1,000th, 2,000th… (a round trip
replays the whole log: checking every 25 actions made a game of 2,000 actions cost 80 replays),
and at the game's end.

The default run is a quick slice (a few tables per game, capped in length). The full run —
``TAPIS_FUZZ=full pytest tests/test_fuzz.py`` — plays 10,000 complete games per engine
(``TAPIS_FUZZ_GAMES`` to change it); ``TAPIS_FUZZ_SHARD=i/n`` plays the i-th of every n
tables drawn (the draws are the same in every process), so n processes share one run, and
``TAPIS_FUZZ_FROM=k`` skips the first k tables (a run extended to more tables plays only the new
ones: some tables are option sets the game refuses, so 10,000 tables give a few fewer games).
"""

import json
import os
import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

import pyengine
from pyengine.core import IllegalAction
from tests.helpers.protocol import assert_json_roundtrip

FULL = os.environ.get("TAPIS_FUZZ") == "full"
GAMES = [g for g in pyengine.GAMES if g in ("glossa", "glop", "glukz", "buyword", "juggler")]
STEPS = 100_000 if FULL else 60
SHARD, SHARDS = (int(n) for n in os.environ.get("TAPIS_FUZZ_SHARD", "0/1").split("/"))
FIRST = int(os.environ.get("TAPIS_FUZZ_FROM", "0"))

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


@st.composite
def junk_pools(draw):
    """What the mutations pick from during one game (drawn once, used many times)."""
    return {"junk": draw(st.lists(junk_values, min_size=6, max_size=6)),
            "keys": draw(st.lists(st.text(min_size=1, max_size=6), min_size=3, max_size=3)),
            "scalars": draw(st.lists(scalars, min_size=3, max_size=3))}


def mutate(action, rng, pools):
    """An action close to a legal one but wrong: a field changed, removed or added."""
    wrong = dict(action)
    keys = sorted(wrong)
    choice = rng.randrange(4)
    if choice == 0 and keys:
        wrong[rng.choice(keys)] = rng.choice(pools["junk"])
    elif choice == 1 and keys:
        del wrong[rng.choice(keys)]
    elif choice == 2:
        wrong[rng.choice(pools["keys"])] = rng.choice(pools["scalars"])
    else:
        wrong = rng.choice(pools["junk"])
    return wrong


def witness(game, full: bool):
    """What a refusal must leave as it was: the save and the whole state byte for byte (full),
    or the whole state but for the old entries of the append-only logs."""
    return (game.to_json(), game.fingerprint()) if full else game.fingerprint(logs=False)


def is_checkpoint(step: int) -> bool:
    """Every 25 steps up to 250, then at 500, 1,000, 2,000…: replays grow linear in the game."""
    if step <= 250:
        return step % 25 == 0
    return step % 250 == 0 and (step // 250) & (step // 250 - 1) == 0


def refused_unchanged(game, seat, action, baseline, full):
    """Try an action expected to be illegal: True when it was refused with a message in both
    languages and left the game as ``baseline`` (its ``witness``) has it; False when it was in
    fact legal and played. (A refusal changes nothing, so one baseline serves every attempt of
    a step.)"""
    try:
        game.apply(seat, action)
    except IllegalAction as error:
        assert error.message("fr") != error.key and error.message("en") != error.key, error.key
    else:
        return False  # the mutation happened to be legal: fine, the game moved on legally
    assert witness(game, full) == baseline, f"{action!r} changed the game"
    return True


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lists_a_game_calls_append_only_are_never_edited(game_id):
    """The light fingerprint keeps only the length and last entry of ``APPEND_ONLY`` lists: an
    engine that rewrote an old entry would hide a change from it. Over seeded games, each
    step must leave every older entry as it was."""
    for seed in range(3):
        game = pyengine.new_game(game_id, players=pyengine.GAMES[game_id].players[0], seed=seed)
        rng = random.Random(seed)
        seen = {name: [] for name in game.APPEND_ONLY}
        while not game.is_over():
            seat = rng.choice(game.to_move())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            for name, old in seen.items():
                now = [json.dumps(entry, sort_keys=True) for entry in getattr(game, name)]
                assert now[:len(old)] == old, f"{name}: an old entry changed"
                seen[name] = now
        assert all(seen.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_fuzz_engine(game_id):
    examples = int(os.environ.get("TAPIS_FUZZ_GAMES", "10000")) if FULL else 4
    tally = {"games": 0, "actions": 0, "refused": 0, "refused options": 0, "drawn": 0}

    # No shrinking: a failure prints its draws, and shrinking long games takes minutes.
    @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(setup=table(game_id), choices=st.integers(0, 2**32 - 1), pools=junk_pools())
    def run(setup, choices, pools):
        players, options, seed = setup
        tally["drawn"] += 1
        if (tally["drawn"] - 1) % SHARDS != SHARD or tally["drawn"] <= FIRST:
            return  # another process's share of the run, or a table an earlier run played
        try:
            game = pyengine.new_game(game_id, players=players, seed=seed, options=options)
        except pyengine.BadOptions:
            tally["refused options"] += 1
            return  # a combination the game refuses (with a reason): nothing to play
        rng = random.Random(choices)
        stale = None
        for step in range(STEPS):
            if game.is_over():
                break
            movers = game.to_move()
            seat = rng.choice(movers)
            legal = game.legal_actions(seat)
            action = rng.choice(legal)
            checkpoint = is_checkpoint(step)
            if checkpoint or rng.randrange(3) == 0:
                tries = [mutate(action, rng, pools), rng.choice(pools["junk"])]
                others = [s for s in range(game.players) if s not in movers]
                if others:
                    tries.append((others[0], action))
                if stale is not None:
                    tries.append(stale)
                baseline = witness(game, checkpoint)
                for attempt in tries:
                    who, what = attempt if isinstance(attempt, tuple) else (seat, attempt)
                    if not refused_unchanged(game, who, what, baseline, checkpoint):
                        break  # a wrong-looking action was in fact legal and was played
                    tally["refused"] += 1
                if game.is_over() or seat not in game.to_move() or action not in game.legal_actions(seat):
                    continue
            game.apply(seat, action)
            tally["actions"] += 1
            stale = (seat, action)
            if checkpoint:
                json.dumps(game.view(None))
                assert_json_roundtrip(game)
        if FULL:
            assert game.is_over(), "no end within the step budget"
        assert_json_roundtrip(game)
        tally["games"] += 1
        if FULL and tally["games"] % 250 == 0:  # a long run's progress (shown with pytest -s)
            print(f"fuzz {game_id}: {tally['games']:,} games so far, {tally['actions']:,} legal actions, "
                  f"{tally['refused']:,} refused", flush=True)

    run()
    # the figures of a run (shown with pytest -s)
    print(f"\nfuzz {game_id}: {tally['games']:,} games, {tally['actions']:,} legal actions, "
          f"{tally['refused']:,} illegal actions refused unchanged, "
          f"{tally['refused options']:,} option sets refused with a reason")
