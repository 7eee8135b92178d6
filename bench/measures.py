"""Measurements run twice by bench/run.py: in CPython and, unchanged, in the browser's Pyodide
(bench/bare.html, with the site's own wheel). Pure standard library plus pyengine.

    lexicon_figures(racks=200)        lexicon ready time and word-search times (ms)
    throughput(["glop"], seconds=3)   random full games per second

Each returns plain JSON-able data; nothing is printed or asserted.
"""

from __future__ import annotations

import random
import statistics
import time

# The lexicon benchmark's own helpers (seeded racks with French letter frequencies, timing).
from bench.lexicon_bench import _fresh_load, glossa_hands, memory_figures, racks, slot_cases, stats, timed

# (letters, jokers) of the word searches reported; 8 + 1 is the one the issue sets a target for.
WORD_SEARCHES = [(7, 0), (7, 1), (8, 0), (8, 1), (8, 2), (10, 1)]


def lexicon_figures(rack_count: int = 200) -> dict:
    from pyengine import lexicon

    clock = time.perf_counter
    first = _fresh_load()  # the first load in this interpreter: module imports + data read
    reloads = [_fresh_load() for _ in range(3)]
    start = clock()
    lexicon.ensure_loaded(tiers=True)
    tiers = (clock() - start) * 1e3
    out = {"ready_first_ms": first, "ready_reload_ms": statistics.median(reloads), "tiers_ms": tiers,
           "racks": rack_count, "searches": {}, **memory_figures(),
           "bytes": {name: len(lexicon._read_data(name)) for name in ("words.tlx", "tiers.tlt")}}
    rng = random.Random(5)
    sample = [w for i, w in enumerate(lexicon.all_words()) if i % 97 == 0][:2000]
    probes = sample + ["".join(rng.choices("ABCDEFGHIJKLMNOPQRSTUVWXYZ", k=len(w))) for w in sample]
    start = clock()
    for word in probes:
        lexicon.is_word(word)
    out["is_word_us"] = (clock() - start) / len(probes) * 1e6
    for size, jokers in WORD_SEARCHES:
        cases = racks(rack_count, size, seed=100 * size + jokers)
        times, _found = timed(lambda rack: lexicon.words_from(rack, jokers), cases)
        out["searches"][f"words_from {size} letters + {jokers} joker(s)"] = stats(times)
    count = max(10, rack_count // 4)
    times, _found = timed(lambda hand: lexicon.spellings_from(hand, 1), glossa_hands(count, 6, seed=701))
    out["searches"]["Glossa spellings, 6 cards + 1 joker"] = stats(times)
    times, _found = timed(lambda c: lexicon.words_in_slot(c[0], c[1], 1), slot_cases(count, seed=901))
    out["searches"]["crossword slot, 8 letters + 1 blank"] = stats(times)
    return out


def random_game(game_id: str, seed: int, players: int) -> int:
    """One full game with uniformly random legal actions; returns the number of actions."""
    import pyengine

    game = pyengine.new_game(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])
        actions += 1
    return actions


def throughput(game_ids, seconds: float = 3.0, players: int = 2, max_games: int = 500) -> dict:
    """Random full games per second for each game: as many seeded games as fit in ``seconds``
    (at least one). The game's modules (and, for word games, the lexicon) are loaded before the
    clock starts."""
    import pyengine

    out = {}
    for game_id in game_ids:
        info = pyengine.GAMES[game_id]
        info.engine()
        if info.word_game:  # the word list is loaded once per page: not part of a game's time
            from pyengine import lexicon

            lexicon.ensure_loaded(tiers=True)
        count = actions = 0
        start = time.perf_counter()
        while count < max_games and (count == 0 or time.perf_counter() - start < seconds):
            actions += random_game(game_id, 1000 + count, players if players in info.players else info.players[0])
            count += 1
        elapsed = time.perf_counter() - start
        out[game_id] = {"games": count, "seconds": elapsed, "per_second": count / elapsed,
                        "actions_per_game": actions / count}
    return out
