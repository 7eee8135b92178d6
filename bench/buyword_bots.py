"""BuyWord's computer players: strength and speed tables (printed, never asserted).

    python bench/buyword_bots.py [--solo 200] [--duel 200] [--variants 40] [--jobs 2]
                                 [--language fr|en] [--levels easy,normal,hard]

- Solo, French bag: money at the end per level over seeded games (median, p10, p90, mean) and
  the rule book's rating (800 average, 900 good, 1000 outstanding).
- Two players, hard against normal (seats alternate): hard's win rate, ties counted half.
- Variants, two players, hard against normal: the same with each advanced rule.
- Move time per level, solo and in the two-player games: CPU time of each decision (``think``
  run to its end, including the view and legal actions it starts from) and the slices between
  two yields, in CPython; the browser is about 2.5 times slower. The longest slices are
  mostly the cyclic garbage collector running inside one (measured: with ``gc.disable()`` the
  hard player's longest solo slice falls from about 25 ms to 15 ms).

Times are thread CPU time, so a busy machine slows the figures less than wall time would.
"""

import argparse
import os
import statistics
import sys
import time
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pyengine  # noqa: E402
from pyengine import lexicon  # noqa: E402
from pyengine.bots import think  # noqa: E402
from pyengine.buyword import rules  # noqa: E402
from pyengine.core.slices import timed  # noqa: E402

LEVELS = ("easy", "normal", "hard")
BROWSER_FACTOR = 2.5
VARIANTS = [
    ("base", {}),
    ("crossword", {"crossword": True}),
    ("auction", {"auction": True}),
    ("trade: sale", {"trade": "sale"}),
    ("tile choice", {"draft": True}),
    ("tile limit 10", {"tile_limit": 10}),
    ("honour", {"check_words": "honour"}),
]


def play(seed, levels, options=None, timings=None):
    """One game with computer players ``levels`` (one per seat); returns the game."""
    game = pyengine.new_game("buyword", players=len(levels), seed=seed, options=options or {})
    n = 0
    while not game.is_over():
        seat = game.to_move()[0]
        steps = think(game, seat, levels[seat], seed * 100_003 + n)
        action, took, longest = timed(steps, time.thread_time)
        if timings is not None:
            timings.append((levels[seat], game.phase, took, longest))
        game.apply(seat, action)
        n += 1
    return game


def _solo(job):
    level, seed, language = job
    lexicon.ensure_loaded(tiers=True, lang=language)
    timings = []
    game = play(seed, [level], {"language": language}, timings=timings)
    return level, game.money[0], timings


def _duel(job):
    seed, options = job
    lexicon.ensure_loaded(tiers=True, lang=options.get("language", "fr"))
    hard_seat = seed % 2
    levels = ["normal", "normal"]
    levels[hard_seat] = "hard"
    timings = []
    game = play(seed, levels, options, timings=timings)
    hard, normal = game.money[hard_seat], game.money[1 - hard_seat]
    return hard, normal, timings


def quantiles(values):
    values = sorted(values)
    deciles = statistics.quantiles(values, n=10, method="inclusive")
    return statistics.median(values), deciles[0], deciles[-1], statistics.mean(values)


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--solo", type=int, default=200, help="solo games per level")
    parser.add_argument("--duel", type=int, default=200, help="two-player games, hard v normal")
    parser.add_argument("--variants", type=int, default=40, help="games per variant, hard v normal")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--language", default="fr", choices=("fr", "en"),
                        help="the table's language (its words and its bag)")
    parser.add_argument("--levels", default=",".join(LEVELS), help="solo levels")
    args = parser.parse_args()
    lang = {"language": args.language}
    levels = tuple(args.levels.split(","))
    started = time.time()
    with Pool(args.jobs) as pool:
        solo = pool.map(_solo, [(level, seed, args.language) for level in levels
                                for seed in range(args.solo)], chunksize=4)
        duel = pool.map(_duel, [(seed, lang) for seed in range(args.duel)], chunksize=4)
        variants = {name: pool.map(_duel, [(10_000 + seed, {**options, **lang})
                                           for seed in range(args.variants)], chunksize=2)
                    for name, options in VARIANTS[1:]} if args.variants else {}

    print(f"## BuyWord computer players ({time.time() - started:.0f} s)\n")
    print(f"### Solo, language {args.language} (its words and bag), {args.solo} seeded games "
          f"per level\n")
    print("| level | median $ | p10 $ | p90 $ | mean $ | ≥ 800 | ≥ 900 | ≥ 1000 |")
    print("|---|---|---|---|---|---|---|---|")
    for level in levels:
        money = [m for lv, m, _ in solo if lv == level]
        med, p10, p90, mean = quantiles(money)
        share = [sum(m >= x for m in money) / len(money) for x in (800, 900, 1000)]
        print(f"| {level} | {med:.0f} | {p10:.0f} | {p90:.0f} | {mean:.0f} | "
              + " | ".join(f"{s:.0%}" for s in share) + " |")

    print(f"\n### Two players, hard against normal (seats alternate)\n")
    print("| rules | games | hard wins | hard mean $ | normal mean $ |")
    print("|---|---|---|---|---|")
    for name, rows in [("base", duel), *variants.items()]:
        wins = sum(1.0 if h > n else 0.5 if h == n else 0.0 for h, n, _ in rows)
        print(f"| {name} | {len(rows)} | {wins / len(rows):.1%} | "
              f"{statistics.mean(h for h, _, _ in rows):.0f} | {statistics.mean(n for _, n, _ in rows):.0f} |")

    print("\n### Move time, CPython thread CPU time (the browser is about 2.5 times slower)\n")
    print("Slices: the work between two yields, i.e. how long the page is blocked at a time.\n")
    print("| games | level | decisions | median ms | p95 ms | max ms | slice p99 ms | slice max ms |"
          " p95 × 2.5 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    sources = [("solo", [(lv, rows) for lv, _, rows in solo])]
    sources += [(f"two players, {name}", [(None, rows) for _, _, rows in games])
                for name, games in [("base", duel), *variants.items()]]
    for label, games in sources:
        for level in LEVELS:
            rows = [row for lv, timings in games for row in timings
                    if row[0] == level and (lv is None or lv == level)]
            if not rows:
                continue
            times = [t for _, _, t, _ in rows]
            slices = [sl for _, _, _, sl in rows]
            print(f"| {label} | {level} | {len(times)} | {statistics.median(times) * 1e3:.1f} | "
                  f"{pct(times, 0.95) * 1e3:.1f} | {max(times) * 1e3:.1f} | "
                  f"{pct(slices, 0.99) * 1e3:.1f} | {max(slices) * 1e3:.1f} | "
                  f"{pct(times, 0.95) * 1e3 * BROWSER_FACTOR:.0f} |")
    print("\n| level | phase (solo) | decisions | median ms | p95 ms | max ms |")
    print("|---|---|---|---|---|---|")
    for level in LEVELS:
        phases = sorted({ph for lv, _, rows in solo if lv == level for (_, ph, _, _) in rows})
        for phase in phases:
            times = [t for lv, _, rows in solo if lv == level for (_, ph, t, _) in rows if ph == phase]
            print(f"| {level} | {phase} | {len(times)} | {statistics.median(times) * 1e3:.1f} | "
                  f"{pct(times, 0.95) * 1e3:.1f} | {max(times) * 1e3:.1f} |")
    print(f"\nRating thresholds: {', '.join(f'{rules.rating(x)} ≥ {x}' for x in (800, 900, 1000))}.")


if __name__ == "__main__":
    main()
