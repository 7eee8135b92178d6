"""Golden playthroughs: seeded games whose every action, and so their whole saved text, must come
out the same on CPython and in Pyodide (tests/pyodide runs this file in the browser's Python).
If a rule or a bot changes on purpose, regenerate the figures with
``PYTHONPATH=. python tests/buyword/test_golden.py`` and say why in the commit."""

import hashlib

import pytest

import pyengine
from pyengine.bots import choose
from pyengine.core import Rng


def random_game(players, options, seed):
    """Uniform legal actions drawn with the engine's own generator (stable across Pythons)."""
    game = pyengine.new_game("buyword", players=players, seed=seed, options=options)
    rng = Rng(seed + 1)
    while not game.is_over():
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.below(len(legal))])
    return game


def bot_game(levels, options, seed):
    game = pyengine.new_game("buyword", players=len(levels), seed=seed, options=options)
    n = 0
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, levels[seat], seed * 1000 + n))
        n += 1
    return game


def digest(game):
    return hashlib.sha256(game.to_json().encode()).hexdigest()[:16]


CASES = {
    "random-base-3": lambda: random_game(3, {}, 7),
    "random-crossword-honour-2": lambda: random_game(2, {"crossword": True, "check_words": "honour"}, 8),
    "random-auction-sale-draft-3": lambda: random_game(3, {"auction": True, "trade": "sale", "draft": True}, 9),
    "bots-solo-hard": lambda: bot_game(["hard"], {}, 3),
    "bots-normal-hard": lambda: bot_game(["normal", "hard"], {}, 4),
    "bots-crossword-easy-normal": lambda: bot_game(["easy", "normal"], {"crossword": True}, 5),
}

GOLDEN = {
    'bots-crossword-easy-normal': ([357, 1049], 122, '5bff4e9ef4f7c920'),
    'bots-normal-hard': ([629, 957], 111, '79276ca1c2bd678b'),
    'bots-solo-hard': ([1262], 144, '6870c949e27d4bdc'),
    'random-auction-sale-draft-3': ([20, 37, 14], 371, '374c2619a51c557c'),
    'random-base-3': ([38, 67, 155], 94, '4f338c6f3ae25450'),
    'random-crossword-honour-2': ([61, 167], 135, '3693feced705b6fe'),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    game = CASES[name]()
    assert (game.money, len(game.actions), digest(game)) == GOLDEN[name]


if __name__ == "__main__":
    for name in sorted(CASES):
        game = CASES[name]()
        print(f"    {name!r}: ({game.money}, {len(game.actions)}, {digest(game)!r}),")
