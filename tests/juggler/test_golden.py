"""Golden games: whole seeded games recorded once, replayed move for move.

Each file holds a game's set-up, the levels of the computer players that played it, every
action, the score sheet and the result. Replaying the actions must give the same sheet and
result (the rules have not drifted); letting the same seeded players play again must give the
same actions (the bots and the word searches are deterministic, on CPython and in Pyodide
alike — this file also runs inside Pyodide).

To record them again after a deliberate change: ``python -m tests.juggler.test_golden``.
"""

import json
from pathlib import Path

import pytest

import pyengine
from pyengine.bots import choose

GOLDEN = Path(__file__).with_name("golden")
GAMES = [
    {"name": "two-normal-easy", "players": 2, "seed": 7, "options": {}, "levels": ["normal", "easy"]},
    {"name": "three-honour", "players": 3, "seed": 11, "options": {"check_words": "honour"},
     "levels": ["easy", "hard", "normal"]},
    {"name": "two-hard-normal", "players": 2, "seed": 2024, "options": {}, "levels": ["hard", "normal"]},
]


def bot_seed(game, seat):
    return (game.seed * 1_000_003 + len(game.actions) * 101 + seat * 7919) % (2**31)


def play(spec):
    game = pyengine.new_game("juggler", players=spec["players"], seed=spec["seed"], options=spec["options"])
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, spec["levels"][seat], bot_seed(game, seat)))
    return game


def record(game, spec):
    kinds = {}
    for event in game.events:
        kinds[event["type"]] = kinds.get(event["type"], 0) + 1
    return {**spec, "actions": game.actions, "history": game.history, "result": game.result(),
            "event_counts": dict(sorted(kinds.items()))}


def load(spec):
    return json.loads((GOLDEN / f"{spec['name']}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("spec", GAMES, ids=[g["name"] for g in GAMES])
def test_the_recorded_actions_give_the_same_sheet_and_result(spec):
    golden = load(spec)
    game = pyengine.new_game("juggler", players=spec["players"], seed=spec["seed"], options=spec["options"])
    for seat, action in golden["actions"]:
        game.apply(seat, action)
    assert game.is_over()
    again = json.loads(json.dumps(record(game, spec)))
    assert again["history"] == golden["history"]
    assert again["result"] == golden["result"]
    assert again["event_counts"] == golden["event_counts"]


@pytest.mark.parametrize("spec", GAMES, ids=[g["name"] for g in GAMES])
def test_the_seeded_players_play_the_same_game_again(spec):
    golden = load(spec)
    game = play(spec)
    assert json.loads(json.dumps(game.actions)) == golden["actions"]


if __name__ == "__main__":
    GOLDEN.mkdir(exist_ok=True)
    for spec in GAMES:
        game = play(spec)
        data = record(game, spec)
        (GOLDEN / f"{spec['name']}.json").write_text(
            json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        print(spec["name"], len(game.actions), "actions", game.result()["scores"])
