"""The game protocol, on a toy game: determinism, saves, illegal actions, undo, bots' entry."""

import json
import random
import sys

import pytest

import pyengine
from pyengine.core import BadOptions, BadSave, IllegalAction, Rng, i18n
from tests import toygame  # noqa: F401  (registers the toy game)
from tests.helpers.protocol import (JUNK_ACTIONS, assert_json_roundtrip, assert_refused,
                                    assert_replay_identical, fresh_python, play_random)


def test_the_catalogue_lists_the_five_games():
    assert [g for g in pyengine.GAMES if g != "toy"] == ["glossa", "glop", "glukz", "buyword", "juggler"]
    for game_info in pyengine.GAMES.values():
        described = game_info.describe()
        json.dumps(described)
        assert described["players"]


def test_same_seed_and_actions_give_the_same_game():
    a = pyengine.new_game("toy", players=2, seed=42)
    b = pyengine.new_game("toy", players=2, seed=42)
    assert a.fingerprint() == b.fingerprint()
    c = pyengine.new_game("toy", players=2, seed=43)
    assert a.view(0)["hand"] != c.view(0)["hand"] or a.view(1)["hand"] != c.view(1)["hand"]


def test_rng_is_stable_across_pythons():
    # Golden numbers: if these change, every saved game in every browser would replay differently.
    rng = Rng(2024)
    assert [rng.below(10) for _ in range(8)] == GOLDEN_BELOW
    assert Rng(7).shuffled(range(10)) == GOLDEN_SHUFFLE


GOLDEN_BELOW = [7, 2, 9, 4, 3, 6, 4, 8]
GOLDEN_SHUFFLE = [8, 3, 1, 4, 7, 0, 9, 6, 2, 5]


def test_a_copied_generator_is_an_independent_twin():
    """``Rng.copy``: what bots' imagined worlds use to draw as the world they copy would."""
    rng = Rng(5)
    rng.below(10)
    twin = rng.copy()
    assert twin == rng and twin is not rng and twin.calls == rng.calls == 1
    assert [twin.below(100) for _ in range(20)] == [rng.below(100) for _ in range(20)]
    twin.random()
    assert twin != rng and rng.calls == 21


def test_random_games_keep_every_promise():
    rng = random.Random(1)
    for seed in range(200):
        game = pyengine.new_game("toy", players=2 + seed % 2, seed=seed)
        play_random(game, rng, illegal_every=1, roundtrip_every=1)
        assert_replay_identical(game)
        assert_json_roundtrip(game)


def test_illegal_actions_explain_and_change_nothing():
    game = pyengine.new_game("toy", players=2, seed=3)
    for junk in JUNK_ACTIONS:
        assert_refused(game, 0, junk)
    assert_refused(game, 1, game.legal_actions(1)[0])  # not seat 1's turn
    assert_refused(game, 5, {"draw": True})  # no such seat
    missing = ({1, 2, 3, 4, 5, 6, 7, 8, 9, 10} - set(game.view(0)["hand"])).pop()
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, {"play": missing})
    assert caught.value.message("fr") == "Vous n'avez pas cette carte."
    assert caught.value.message("en") == "You do not hold that card."
    assert str(caught.value) == "Vous n'avez pas cette carte."


def test_views_hide_other_hands():
    game = pyengine.new_game("toy", players=2, seed=5)
    assert game.view(None)["hand"] is None
    assert game.view(0)["hand"] != game.view(1)["hand"]
    assert "hands" not in json.dumps(game.view(0))


def test_log_hides_private_events():
    game = pyengine.new_game("toy", players=2, seed=5)
    game.apply(0, {"draw": True})
    mine = [e["type"] for e in game.log(0)]
    theirs = [e["type"] for e in game.log(1)]
    assert "drawn" in mine and "drawn" not in theirs and "draw" in theirs


@pytest.mark.parametrize("text, key", [
    ("", "core.save.not_json"),
    ("{", "core.save.not_json"),
    ("[" * 50_000 + "]" * 50_000, "core.save.not_json"),
    ("x" * 3_000_000, "core.save.too_big"),
    ("42", "core.save.not_a_save"),
    ('{"format": "other"}', "core.save.not_a_save"),
    ('{"format": "tapis-game", "version": 99}', "core.save.too_new"),
    ('{"format": "tapis-game", "version": 0}', "core.save.too_old"),
    ('{"format": "tapis-game", "version": 1, "game": "chess"}', "core.save.unknown_game"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 9, "seed": 1, "actions": []}',
     "core.save.bad_setup"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": 1, "actions": {}}',
     "core.save.corrupt"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": ' + "9" * 5000 + ', "actions": []}',
     "core.save.not_json"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": 1e400, "actions": []}',
     "core.save.bad_setup"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": 1, "actions": [[0, {"play": 99}]]}',
     "core.save.bad_action"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": 1, "actions": [[1, {"draw": true}]]}',
     "core.save.bad_action"),
    ('{"format": "tapis-game", "version": 1, "game": "toy", "players": 2, "seed": 1, "actions": [7]}',
     "core.save.bad_action"),
])
def test_bad_saves_are_refused_with_a_reason(text, key):
    with pytest.raises(BadSave) as caught:
        pyengine.load_game(text)
    assert caught.value.key == key
    message = caught.value.message("fr")
    assert message and "{" not in message.replace("{reason}", "")


def test_a_tampered_log_is_refused():
    game = pyengine.new_game("toy", players=2, seed=11)
    game.apply(0, {"play": game.view(0)["hand"][0]})
    data = json.loads(game.to_json())
    data["actions"][0][1]["play"] = next(c for c in range(1, 11) if c not in game.view(0)["hand"]
                                         and c != data["actions"][0][1]["play"])
    with pytest.raises(BadSave):
        pyengine.load_game(json.dumps(data))


def test_meta_travels_with_the_save():
    game = pyengine.new_game("toy", players=2, seed=1)
    game.meta = {"names": ["Marie", "Luc"]}
    assert pyengine.load_game(game.to_json()).meta == {"names": ["Marie", "Luc"]}


def test_bad_setups_are_refused():
    with pytest.raises(BadOptions):
        pyengine.new_game("toy", players=7, seed=1)
    with pytest.raises(BadOptions):
        pyengine.new_game("toy", players=2, seed=-1)
    with pytest.raises(BadOptions):
        pyengine.new_game("toy", players=2, seed=1, options={"nope": 1})
    with pytest.raises(BadOptions):
        pyengine.new_game("nope", players=2)


def test_undo_stops_at_chance_and_at_other_people():
    game = pyengine.new_game("toy", players=2, seed=8)
    game.apply(0, {"play": game.view(0)["hand"][0]})
    assert game.undo_target(0) == (0, "")
    assert game.undo_target(1) == (None, "core.undo.nothing")
    game.apply(1, {"play": game.view(1)["hand"][0]})
    # against a computer in seat 1, undoing seat 0 also takes back the computer's reply
    assert game.undo_target(0, humans=[0]) == (0, "")
    # in hot seat, seat 1 is a person: seat 0 may not undo into their turn
    assert game.undo_target(0, humans=[0, 1]) == (None, "core.undo.other_person")
    game.apply(0, {"draw": True})  # chance: a barrier
    assert game.undo_target(0) == (None, "core.undo.hidden")
    kept, _ = pyengine.load_game(game.to_json()).undo_target(1, humans=[0, 1])
    assert kept is None


def test_undo_is_a_replay_of_fewer_actions():
    game = pyengine.new_game("toy", players=2, seed=8)
    before = game.fingerprint()
    game.apply(0, {"play": game.view(0)["hand"][0]})
    kept, _ = game.undo_target(0)
    assert game.replay(kept).fingerprint() == before


def test_a_rule_bug_mid_action_leaves_no_half_applied_state(monkeypatch):
    game = pyengine.new_game("toy", players=2, seed=9)
    before = game.fingerprint()
    original = type(game).perform

    def broken(self, seat, action):
        self.played[seat].append(999)
        raise RuntimeError("bug")

    monkeypatch.setattr(type(game), "perform", broken)
    with pytest.raises(RuntimeError):
        game.apply(0, game.legal_actions(0)[0])
    monkeypatch.setattr(type(game), "perform", original)
    assert game.fingerprint() == before


def test_the_light_fingerprint_sees_every_change_a_refusal_could_make():
    """fingerprint(logs=False), which the fuzzer checks after each refusal, differs when any
    part of the state changes, an entry is added to either log or the last one is altered."""
    game = pyengine.new_game("toy", players=2, seed=4)
    game.apply(0, game.legal_actions(0)[0])
    before = game.fingerprint(logs=False)
    assert len(before) < len(game.fingerprint())
    changes = [lambda g: g.hands[1].append(0), lambda g: g.emit("note"),
               lambda g: g.actions.append([1, {"draw": True}]),
               lambda g: g.events[-1].update(card=0), lambda g: g.actions[-1][1].update(play=0),
               lambda g: g.rng.random(), lambda g: g.options.update(x=1)]
    for change in changes:
        changed = pyengine.load_game(game.to_json())
        assert changed.fingerprint(logs=False) == before
        change(changed)
        assert changed.fingerprint(logs=False) != before


def test_a_sentence_is_filled_and_an_unknown_key_reads_as_itself():
    assert i18n.text("core.save.too_new", "en", version=3).startswith("This game comes from a newer")
    assert i18n.text("no.such.key") == "no.such.key"


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh interpreter")
def test_preparing_imports_the_players_and_loads_the_words_of_a_word_game_only():
    assert fresh_python("""
import sys
import pyengine, pyengine.lexicon as L
n = sum(1 for _ in pyengine.bots.preparing(pyengine.GAMES['glop']))
assert 'pyengine.glop.bots' in sys.modules and not L.is_loaded()
n = sum(1 for _ in pyengine.bots.preparing(pyengine.GAMES['buyword']))
assert n > 10 and L.is_loaded() and L._TIERS is not None
# a table is open: its game is imported; the rest of the game's modules come one a slice
g = pyengine.new_game('juggler', players=2, seed=1)
steps, seen = [], set(sys.modules)
for _ in pyengine.bots.preparing(pyengine.GAMES['juggler']):
    steps.append({m for m in set(sys.modules) - seen if m.startswith('pyengine.juggler.')})
    seen = set(sys.modules)
assert {'pyengine.juggler.reach'} in steps, steps
assert not any('pyengine.juggler.bots' in s and len(s) > 1 for s in steps), steps
print('ok')""") == "ok"


def test_an_option_may_need_one_person_per_device():
    """``shared_device``: the value an option takes when several people share one device."""
    from pyengine.core.options import Option, for_people

    declared = [Option("start", "race", choices=("race", "drawn"), shared_device="drawn"),
                Option("rows", 3, low=1, high=6)]
    assert for_people(declared, {"start": "race", "rows": 5}, 1) == {"start": "race", "rows": 5}
    assert for_people(declared, {"start": "race", "rows": 5}, 2) == {"start": "drawn", "rows": 5}
    assert for_people(declared, None, 3) == {"start": "drawn"}
    assert declared[0].choices_for(1) == ("race", "drawn") and declared[0].choices_for(2) == ("drawn",)
    assert declared[1].choices_for(2) == (1, 2, 3, 4, 5, 6)
    assert declared[0].describe(2)["shared_device"] == "drawn" and "shared_device" not in declared[1].describe(2)


# --------------------------------------------------------------------- seats
# Hooks the protocol calls itself, after its own check of the seat (check, perform, table_view),
# and the trusted step of bots' simulations: they take the seat as given.
SEAT_HOOKS = {"check", "perform", "table_view", "step", "check_seat"}
NOT_SEATS = [True, False, "0", 1.5, -1, None, [0], 99]
# A value for a method's other parameters, by name (the seat is refused before they are read).
OTHER_ARGS = {"action": {"type": "done"}, "text": "A", "cards": [], "humans": None}


def seat_methods(game):
    """Every public method of ``game`` whose first parameter is a seat, but the hooks."""
    import inspect

    out = []
    for name in dir(game):
        if name.startswith("_") or name in SEAT_HOOKS:
            continue
        method = getattr(game, name)
        if not callable(method) or isinstance(method, type):
            continue
        try:
            params = list(inspect.signature(method).parameters)
        except (TypeError, ValueError):
            continue
        if params and params[0] == "seat":
            out.append((name, [OTHER_ARGS[p] for p in params[1:]
                               if inspect.signature(method).parameters[p].default is inspect.Parameter.empty]))
    return out


def call_through(method, *args):
    """Call ``method``; a generator (``legal_actions_steps``) is run to its end."""
    import types

    from pyengine.core.slices import finish

    result = method(*args)
    return finish(result) if isinstance(result, types.GeneratorType) else result


@pytest.mark.parametrize("game_id", ["toy", "glossa", "glop", "glukz", "buyword", "juggler"])
def test_every_method_taking_a_seat_refuses_what_is_not_a_seat(game_id):
    """``view(True)`` used to return seat 1's private view labelled True, ``view("0")`` and
    ``view(1.5)`` raised TypeError, ``legal_actions(True)`` listed seat 1's moves: one check
    (``Game.check_seat``) now refuses them with a sentence everywhere a seat comes in."""
    game = pyengine.new_game(game_id, players=2, seed=5)
    methods = seat_methods(game)
    names = {name for name, _ in methods}
    assert {"view", "legal_actions", "legal_actions_steps", "apply", "log", "hand_reviews",
            "undo_target"} <= names
    before = game.fingerprint()
    for name, args in methods:
        method = getattr(game, name)
        for seat in NOT_SEATS:
            if seat is None and name in ("view", "log"):
                continue  # the spectator
            with pytest.raises(IllegalAction) as caught:
                call_through(method, seat, *args)
            assert caught.value.key == "core.no_such_seat", (name, seat)
            assert caught.value.message("fr") != caught.value.message("en")
        for seat in range(game.players):  # a real seat is answered, or refused for another reason
            try:
                call_through(method, seat, *args)
            except IllegalAction as error:
                assert error.key != "core.no_such_seat", (name, seat)
    assert game.fingerprint() == before
    assert game.view(None)["seat"] is None and isinstance(game.log(None), list)


def test_undo_target_checks_the_people_at_the_device_too():
    game = pyengine.new_game("toy", players=2, seed=5)
    for humans in ([True], ["1"], [2], 1, "01"):
        with pytest.raises(IllegalAction) as caught:
            game.undo_target(0, humans)
        assert caught.value.key == "core.no_such_seat"
