"""Golden games shared by the games that record the same things: a whole seeded game played by
the computer players once, kept as its set-up, the level of each seat, every action, the game's
``history``, its result and how many events of each kind it made.

Replaying the actions must give the same history, result and counts (the rules have not
drifted); letting the same seeded players play again must give the same actions (the players
are deterministic, on CPython and in Pyodide alike: the golden tests also run inside Pyodide).
A spec is ``{"name", "players", "seed", "options", "levels"}``, ``levels`` one per seat.
"""

import json
from pathlib import Path

import pyengine
from pyengine.bots import choose, moment_seed


def new(game_id, spec):
    return pyengine.new_game(game_id, players=spec["players"], seed=spec["seed"], options=spec["options"])


def play(game_id, spec):
    game = new(game_id, spec)
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, spec["levels"][seat], moment_seed(game, seat)))
    return game


def record(game, spec):
    kinds = {}
    for event in game.events:
        kinds[event["type"]] = kinds.get(event["type"], 0) + 1
    return {**spec, "actions": game.actions, "history": game.history, "result": game.result(),
            "event_counts": dict(sorted(kinds.items()))}


def load(folder: Path, spec):
    return json.loads((folder / f"{spec['name']}.json").read_text(encoding="utf-8"))


def assert_replays_the_same(game_id, folder: Path, spec):
    golden = load(folder, spec)
    game = new(game_id, spec)
    for seat, action in golden["actions"]:
        game.apply(seat, action)
    assert game.is_over()
    again = json.loads(json.dumps(record(game, spec)))
    for key in ("history", "result", "event_counts"):
        assert again[key] == golden[key], key


def assert_players_play_the_same(game_id, folder: Path, spec):
    assert json.loads(json.dumps(play(game_id, spec).actions)) == load(folder, spec)["actions"]


def write(game_id, folder: Path, specs):
    """Record the games again (after a deliberate change of the rules or the players)."""
    folder.mkdir(exist_ok=True)
    for spec in specs:
        game = play(game_id, spec)
        text = json.dumps(record(game, spec), ensure_ascii=False, separators=(",", ":"))
        (folder / f"{spec['name']}.json").write_text(text + "\n", encoding="utf-8")
        print(spec["name"], len(game.actions), "actions", game.result()["winners"])
