"""Glop computer players: strength and speed, as printed tables (never asserted on time).

    .venv/bin/python bench/glop_bots.py                      # the issue's figures (slow)
    .venv/bin/python bench/glop_bots.py --games 40 --four 20  # a quick look

Strength: seeded matches between two levels; the levels swap sides every other game (with
four players, partners share a level: team A is seats 0 and 2 in even games, 1 and 3 in odd
ones). A game is won by the side with the higher total once a side has 30 (ties play on).
Speed: the time of ``pyengine.bots.choose`` (view + thinking) for every move the levels made,
in this CPython; the browser runs about 2.5× slower.
"""

import argparse
import multiprocessing
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pyengine  # noqa: E402
from pyengine.bots import choose  # noqa: E402


def bot_seed(game, seat):
    """A bot's private seed for this moment (the site's own formula)."""
    return (game.seed * 1_000_003 + len(game.actions) * 101 + seat * 7919) % (2**31)


def play(job):
    """One game: ``job`` = (players, level of team A, level of team B, seed)."""
    players, level_a, level_b, seed = job
    a_side = seed % 2  # the side team A sits on
    levels = {a_side: level_a, 1 - a_side: level_b}
    game = pyengine.new_game("glop", players=players, seed=seed)
    times = {level_a: [], level_b: []}
    while not game.is_over():
        seat = game.to_move()[0]
        level = levels[seat % 2]
        start, start_cpu = time.perf_counter(), time.process_time()
        action = choose(game, seat, level, bot_seed(game, seat))
        times[level].append((time.perf_counter() - start, time.process_time() - start_cpu))
        game.apply(seat, action)
    scores = game.result()["side_scores"]
    return {"a_won": game.result()["winners"][0] % 2 == a_side, "a_score": scores[a_side],
            "b_score": scores[1 - a_side], "deals": game.deal_number, "times": times}


def match(pool, players, level_a, level_b, games, first_seed):
    jobs = [(players, level_a, level_b, first_seed + i) for i in range(games)]
    start = time.time()
    results = pool.map(play, jobs, chunksize=1)
    wins = sum(r["a_won"] for r in results)
    times = {level_a: [], level_b: []}
    for r in results:
        for level, values in r["times"].items():
            times[level].extend(values)
    return {"players": players, "a": level_a, "b": level_b, "games": games, "wins": wins,
            "a_points": statistics.mean(r["a_score"] for r in results),
            "b_points": statistics.mean(r["b_score"] for r in results),
            "deals": statistics.mean(r["deals"] for r in results),
            "seconds": time.time() - start, "times": times}


def interval(wins, games):
    """95 % Wilson interval of a win rate."""
    if not games:
        return 0.0, 0.0
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((p * (1 - p) / games + z * z / (4 * games * games)) ** 0.5) / (1 + z * z / games)
    return centre - half, centre + half


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def strength_line(row) -> str:
    low, high = interval(row["wins"], row["games"])
    return (f"| {row['players']} | {row['a']} | {row['b']} | {row['games']} | {row['wins']} | "
            f"{row['wins'] / row['games']:.1%} | {low:.1%}–{high:.1%} | "
            f"{row['a_points']:.1f}–{row['b_points']:.1f} | {row['deals']:.1f} | {row['seconds']:.0f} s |")


def time_line(players, level, pairs) -> str:
    """One row of the speed table from (wall, CPU) seconds per move."""
    wall = [w for w, _ in pairs]
    cpu = [c for _, c in pairs]
    return (f"| {players} | {level} | {len(pairs)} | {statistics.median(cpu) * 1000:.2f} ms | "
            f"{percentile(cpu, 0.95) * 1000:.2f} ms | {max(cpu) * 1000:.1f} ms | "
            f"{statistics.median(wall) * 1000:.2f} ms | {percentile(wall, 0.95) * 1000:.2f} ms |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="two-player games per pairing")
    parser.add_argument("--four", type=int, default=200, help="four-player games per pairing")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--pairs", default="normal:easy,hard:normal,hard:easy")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    rows = []
    all_times = {}
    with multiprocessing.Pool(args.workers) as pool:
        for players, games in ((2, args.games), (4, args.four)):
            if not games:
                continue
            for a, b in pairs:
                row = match(pool, players, a, b, games, args.seed * 1_000_000 + players * 10_000)
                rows.append(row)
                for level, values in row["times"].items():
                    all_times.setdefault((players, level), []).extend(values)
                print(f"  done: {strength_line(row)}", file=sys.stderr, flush=True)
                for level, pairs_ in row["times"].items():
                    print(f"  times: {time_line(players, level, pairs_)}", file=sys.stderr, flush=True)

    print("\n## Glop bot strength (seeded matches, sides alternate)\n")
    print("| players | level A | level B | games | A wins | A win rate | 95 % interval | mean score A–B | deals/game | wall time |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(strength_line(row))

    print("\n## Glop bot move time in CPython (pyengine.bots.choose: view + thinking)\n")
    print("CPU = process time (what an idle machine would take); wall = elapsed, which a busy")
    print("machine inflates.\n")
    print("| players | level | moves | CPU median | CPU p95 | CPU max | wall median | wall p95 |")
    print("|---|---|---|---|---|---|---|---|")
    for (players, level), pairs in sorted(all_times.items(), key=lambda kv: (kv[0][0], ["easy", "normal", "hard"].index(kv[0][1]))):
        print(time_line(players, level, pairs))
    print(f"\n(CPython {sys.version.split()[0]}, {args.workers} worker processes, "
          f"{os.cpu_count()} cores; load average at the end {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
