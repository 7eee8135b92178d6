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
    'bots-crossword-easy-normal': ([357, 1049], 122, '3958994a1ce2775e'),
    'bots-normal-hard': ([629, 957], 111, '34bbc6e4bf6f5cdc'),
    'bots-solo-hard': ([1262], 144, 'e7bbe890c0b617cd'),
    'random-auction-sale-draft-3': ([20, 37, 14], 371, '1e5ad4d273c89cf9'),
    'random-base-3': ([38, 67, 155], 94, '50498e0efd41a9d6'),
    'random-crossword-honour-2': ([61, 167], 135, '352b6b98f9b3736e'),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    game = CASES[name]()
    assert (game.money, len(game.actions), digest(game)) == GOLDEN[name]


if __name__ == "__main__":
    for name in sorted(CASES):
        game = CASES[name]()
        print(f"    {name!r}: ({game.money}, {len(game.actions)}, {digest(game)!r}),")
