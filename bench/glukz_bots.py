"""Le Glükz's computer players: strength, move times and game lengths, printed as tables.

    .venv/bin/python bench/glukz_bots.py      # hard v normal: 400 games; normal v easy: 2000
    .venv/bin/python bench/glukz_bots.py --pairs normal:easy:100,hard:easy:40 --lengths 2

Strength: one bot of the first level against three of the second, rotated round the table (game
``i`` seats it at ``i % 4``), seeded: game ``i`` is dealt with seed ``i``. In the race start a
random seat reacts first (the site adds a random reaction delay to each bot). 25 % is par.

Move times are CPU time (``time.process_time``) per decision in CPython, so other programs on the
machine do not inflate them; Pyodide in a browser is about 2.5 times slower.

Lengths: bot-only games at every player count and deck option, and random games, to show that
games end (and how often the "going round in circles" stop is needed).

    .venv/bin/python bench/glukz_bots.py stops                    # 400 games (hard: 60) per row
    .venv/bin/python bench/glukz_bots.py stops --games 100 --hard-games 20 --players 4

Safety stop: how often the stop for games that go round in circles (``STALL_PER_PLAYER`` moves
per player without progress, a rule the book does not have) ends a game, between computer
players all of one level, and between random players, at each player count asked; seeded (game
``i``: seed ``i``, default options, race start).
"""

import argparse
import os
import random
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pyengine  # noqa: E402
from pyengine import bots  # noqa: E402
from pyengine.core.slices import timed  # noqa: E402
from pyengine.glukz.game import STALL_PER_PLAYER  # noqa: E402
from pyengine.glukz.materials import RANK_OF  # noqa: E402
from pyengine.glukz.rules import RANK_VALUE  # noqa: E402

BROWSER_FACTOR = 2.5
DECK_OPTIONS = {
    "default": {},
    "tarot reverse": {"tarot": True, "knights": "reverse"},
    "tarot skip": {"tarot": True, "knights": "skip"},
    "two decks": {"decks": 2},
}


def strength_game(job):
    """One seeded four-player game: the tested level at seat ``seed % 4``, the others opposite."""
    seed, tested, others = job
    seat = seed % 4
    levels = [others] * 4
    levels[seat] = tested
    game = pyengine.new_game("glukz", 4, seed=seed)
    rng = random.Random(seed)
    times = []
    while not game.is_over():
        movers = game.to_move()
        mover = movers[rng.randrange(len(movers))]
        thought = bots.think(game, mover, levels[mover], seed=seed * 7919 + len(game.actions))
        # the browser runs the same generator, painting between slices
        action, took, longest_slice = timed(thought, time.process_time)
        times.append((levels[mover], took, longest_slice))
        game.apply(mover, action)
    result = game.outcome()
    return {"won": result["winners"] == [seat], "place": result["ranking"][seat], "times": times,
            "length": len(game.actions), "stalled": result["stalled"]}


def lowish(game, seat, legal, rng):
    plays = [a for a in legal if a["type"] == "play"]
    x = rng.random()
    if plays and x < 0.7:
        low = min(RANK_VALUE[RANK_OF[a["cards"][0]]] for a in plays)
        plays = [a for a in plays if RANK_VALUE[RANK_OF[a["cards"][0]]] == low]
        return plays[rng.randrange(len(plays))]
    if plays and x < 0.95:
        return plays[rng.randrange(len(plays))]
    return legal[rng.randrange(len(legal))]


def length_game(job):
    """A game to its end with bots (easy and normal alternating) or random players."""
    seed, players, deck, who = job
    game = pyengine.new_game("glukz", players, seed=seed, options=DECK_OPTIONS[deck])
    rng = random.Random(seed)
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        if who == "bots":
            action = bots.choose(game, seat, ("easy", "normal")[(seat + seed) % 2], seed=len(game.actions))
        else:
            legal = game.legal_actions(seat)
            action = lowish(game, seat, legal, rng) if who == "random" else legal[rng.randrange(len(legal))]
        game.apply(seat, action)
    return (deck, players, who), len(game.actions), game.stalled


STOP_PLAYERS = {
    "easy": "easy", "normal": "normal", "hard": "hard",
    "random": "random (mostly lays low, takes on purpose 5 %)", "uniform": "random (any legal move)",
}


def stop_game(job):
    """A game to its end between players all of one kind; whether the safety stop ended it."""
    seed, players, who = job
    game = pyengine.new_game("glukz", players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        if who in ("easy", "normal", "hard"):
            action = bots.choose(game, seat, who, seed=seed * 7919 + len(game.actions))
        else:
            legal = game.legal_actions(seat)
            action = lowish(game, seat, legal, rng) if who == "random" else legal[rng.randrange(len(legal))]
        game.apply(seat, action)
    return who, players, game.stalled, len(game.actions)


def stops(args, pool):
    """The markdown table of games ended by the safety stop."""
    began = time.time()
    counts = [int(n) for n in args.players.split(",")]
    jobs = [(seed, players, who) for who in STOP_PLAYERS for players in counts
            for seed in range(args.hard_games if who == "hard" else args.games)]
    found: dict = {}
    for who, players, stalled, length in pool.imap_unordered(stop_game, jobs, chunksize=2):
        found.setdefault((who, players), []).append((stalled, length))
    print(f"## Le Glükz: games ended by the safety stop ({STALL_PER_PLAYER} moves per player "
          "without progress)\n")
    print("Seeded games to the end, default options, race start; every seat played by the same kind "
          "of player.\n")
    rows = []
    for who in STOP_PLAYERS:
        for players in counts:
            games = found[(who, players)]
            stopped = sum(s for s, _ in games)
            rows.append((f"{players} × {STOP_PLAYERS[who]}", len(games), stopped,
                         f"{100 * stopped / len(games):.1f} %", statistics.median(n for _, n in games)))
    table(["players", "games", "games ended by the safety stop", "%", "median moves"], rows)
    print(f"({time.time() - began:.0f} s)")


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def table(headers, rows):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "| " + " | ".join(str(h).ljust(w) for h, w in zip(headers, widths)) + " |"
    print(line)
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(str(v).ljust(w) for v, w in zip(row, widths)) + " |")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", default="all", choices=("all", "stops"),
                        help="all: strength, move times and lengths; stops: the safety-stop table")
    parser.add_argument("--games", type=int, default=400, help="stops: games per row")
    parser.add_argument("--hard-games", type=int, default=60, help="stops: games per row of hard players")
    parser.add_argument("--players", default="2,4", help="stops: player counts, comma-separated")
    parser.add_argument("--pairs", default="hard:normal:400,normal:easy:2000",
                        help="tested:others:games, comma-separated (four-player games per pairing)")
    parser.add_argument("--lengths", type=int, default=20, help="games per player count and deck option")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    pool = Pool(args.workers)
    if args.mode == "stops":
        stops(args, pool)
        return
    began = time.time()

    strength_rows, all_times, longest = [], {}, []
    for pair in args.pairs.split(","):
        tested, others, games = pair.split(":")
        jobs = [(seed, tested, others) for seed in range(int(games))]
        results = pool.map(strength_game, jobs, chunksize=4)
        wins = sum(r["won"] for r in results)
        rate = wins / len(results)
        half = 1.96 * (rate * (1 - rate) / len(results)) ** 0.5
        mean_place = statistics.mean(r["place"] for r in results)
        strength_rows.append((f"1 {tested} v 3 {others}", len(results), wins, f"{100 * rate:.1f} %",
                              f"{100 * (rate - half):.1f}–{100 * (rate + half):.1f} %", f"{mean_place:.2f}"))
        for r in results:
            for level, seconds, longest_slice in r["times"]:
                all_times.setdefault(level, []).append((seconds, longest_slice))
            longest.append((r["length"], r["stalled"]))
    print("## Strength: four players, one deck, race start (seeded games; par 25 %)\n")
    table(["pairing", "games", "wins", "win rate", "95 % interval", "mean place"], strength_rows)

    print("## Move time per decision (CPU, CPython; browser ≈ ×2.5)\n")
    rows = []
    for level in ("easy", "normal", "hard"):
        if level in all_times:
            ms = [1000 * t for t, _ in all_times[level]]
            slices = [1000 * s for _, s in all_times[level]]
            rows.append((level, len(ms), f"{statistics.median(ms):.2f}", f"{pct(ms, 0.95):.2f}",
                         f"{max(ms):.1f}", f"{BROWSER_FACTOR * pct(ms, 0.95):.0f}", f"{max(slices):.1f}"))
    table(["level", "moves", "median ms", "p95 ms", "max ms", "browser p95 ≈ ms", "longest slice ms"], rows)

    lengths = [n for n, _ in longest]
    print(f"Strength games: median {statistics.median(lengths)} moves, longest {max(lengths)}, "
          f"stopped as going round in circles: {sum(s for _, s in longest)} of {len(longest)}.\n")

    jobs = [(seed, players, deck, who) for who in ("bots", "random", "uniform") for deck in DECK_OPTIONS
            for players in range(2, 9) for seed in range(args.lengths)]
    by_key: dict = {}
    for key, n, stalled in pool.imap_unordered(length_game, jobs, chunksize=8):
        by_key.setdefault((key[2], key[0]), []).append((n, stalled, key[1]))
    print(f"## Game lengths ({args.lengths} games per player count 2–8 and deck option; bots: easy and "
          "normal seated alternately; random: mostly lays low, takes on purpose 5 % of the time; "
          "uniform: any legal move)\n")
    rows = []
    for (who, deck), games in sorted(by_key.items()):
        ns = [g[0] for g in games]
        worst = max(games)
        rows.append((who, deck, len(games), statistics.median(ns), pct(ns, 0.95), f"{worst[0]} ({worst[2]} players)",
                     sum(g[1] for g in games)))
    table(["players", "deck option", "games", "median moves", "p95", "longest", "stopped (circles)"], rows)
    print(f"({time.time() - began:.0f} s)")


if __name__ == "__main__":
    main()
