"""Golden playthroughs: recorded games replayed move by move must give the same log, score
sheet and totals, on CPython and in Pyodide (a change in the deal, the rules or the word list
shows up here). Regenerate with ``python tests/glossa/test_golden.py`` after a deliberate rule
change, and say why in the commit."""

import hashlib
import json
import sys
from pathlib import Path

if __name__ == "__main__":  # run as a script to record: the repository on the path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pytest  # noqa: E402

import pyengine  # noqa: E402

GOLDEN = Path(__file__).with_name("golden")
RECORDINGS = {  # name: (players, seed, options, levels) — bot games, levels mixed
    "four_players": (4, 20260101, {}, ["hard", "normal", "easy", "normal"]),
    "heads_up_honour_timed": (2, 77, {"check_words": "honour", "length": "1h"}, ["normal", "hard"]),
    "five_continuous": (5, 4242, {"continuous_deal": True, "length": 15},
                        ["easy", "normal", "easy", "normal", "easy"]),
}


def digest(game) -> str:
    events = json.dumps(game.events, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(events.encode()).hexdigest()


def summary(game) -> dict:
    return {"digest": digest(game), "events": len(game.events), "deals": game.deal_no,
            "result": game.result()}


@pytest.mark.parametrize("name", sorted(RECORDINGS))
def test_golden_playthrough(name, lexicon):
    recorded = json.loads((GOLDEN / f"{name}.json").read_text())
    game = pyengine.new_game("glossa", players=recorded["save"]["players"], seed=recorded["save"]["seed"],
                             options=recorded["save"]["options"])
    for number, (seat, action) in enumerate(recorded["save"]["actions"], 1):
        assert seat in game.to_move(), f"move {number}"
        game.apply(seat, action)
    assert game.is_over()
    expected = recorded["expected"]
    got = json.loads(json.dumps(summary(game)))
    assert got["result"] == expected["result"]
    assert (got["events"], got["deals"]) == (expected["events"], expected["deals"])
    assert got["digest"] == expected["digest"]


def record(name):
    """Play the recording's bot game (the table ends a timed game after its fourth deal)."""
    from pyengine import bots

    players, seed, options, levels = RECORDINGS[name]
    game = pyengine.new_game("glossa", players=players, seed=seed, options=options)
    step = 0
    while not game.is_over():
        seat = game.to_move()[0]
        if game.options["length"] == "1h" and game.deal_no == 4 and not game.ending:
            game.apply(seat, {"type": "end_after_deal"})
            continue
        game.apply(seat, bots.choose(game, seat, levels[seat], seed=step))
        step += 1
    data = {"levels": levels, "save": json.loads(game.to_json()), "expected": summary(game)}
    (GOLDEN / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    for recording in (sys.argv[1:] or RECORDINGS):
        record(recording)
        print("recorded", recording)
