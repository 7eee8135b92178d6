"""Golden games: whole seeded Juggler games recorded once, replayed move for move, with their
score sheet (``history``) and result (tests/helpers/golden.py says what is checked; the word
searches must be deterministic too; this file also runs inside Pyodide).

To record them again after a deliberate change: ``python -m tests.juggler.test_golden``.
"""

from pathlib import Path

import pytest

from tests.helpers import golden

GOLDEN = Path(__file__).with_name("golden")
GAMES = [
    {"name": "two-normal-easy", "players": 2, "seed": 7, "options": {}, "levels": ["normal", "easy"]},
    {"name": "three-honour", "players": 3, "seed": 11, "options": {"check_words": "honour"},
     "levels": ["easy", "hard", "normal"]},
    {"name": "two-hard-normal", "players": 2, "seed": 2024, "options": {}, "levels": ["hard", "normal"]},
]
IDS = [g["name"] for g in GAMES]


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_recorded_actions_give_the_same_sheet_and_result(spec):
    golden.assert_replays_the_same("juggler", GOLDEN, spec)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_seeded_players_play_the_same_game_again(spec):
    golden.assert_players_play_the_same("juggler", GOLDEN, spec)


if __name__ == "__main__":
    golden.write("juggler", GOLDEN, GAMES)
