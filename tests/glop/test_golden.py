"""Golden games: whole seeded Glop games recorded once, replayed move for move, with their deal
counts (``history``) and result (tests/helpers/golden.py says what is checked; this file also
runs inside Pyodide).

To record them again after a deliberate change: ``python -m tests.glop.test_golden``.
"""

from pathlib import Path

import pytest

from tests.helpers import golden

GOLDEN = Path(__file__).with_name("golden")
GAMES = [
    {"name": "two-normal-easy", "players": 2, "seed": 7, "options": {}, "levels": ["normal", "easy"]},
    {"name": "four-easy-normal", "players": 4, "seed": 11,
     "options": {"forced_capture": False, "last_cards": "nobody"},
     "levels": ["easy", "normal", "easy", "normal"]},  # partners share a level
    {"name": "two-normal-normal", "players": 2, "seed": 2024, "options": {"memory": False},
     "levels": ["normal", "normal"]},
]
IDS = [g["name"] for g in GAMES]


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_recorded_actions_give_the_same_counts_and_result(spec):
    golden.assert_replays_the_same("glop", GOLDEN, spec)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_seeded_players_play_the_same_game_again(spec):
    golden.assert_players_play_the_same("glop", GOLDEN, spec)


if __name__ == "__main__":
    golden.write("glop", GOLDEN, GAMES)
