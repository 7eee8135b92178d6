"""Glossa's computer players: strength (seeded matches) and speed (time per decision).

    python bench/glossa_bots.py strength --games 300      # normal v easy, hard v normal (2 players)
    python bench/glossa_bots.py table4 --games 100        # average final totals at 4 players
    python bench/glossa_bots.py speed --games 20          # decision times per level and phase
    python bench/glossa_bots.py --table                   # FINAL_VALUE_QUANTILES for bots.py

Tables are printed; nothing is asserted on time.
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pyengine  # noqa: E402
from pyengine import bots as bot_entry  # noqa: E402
from pyengine.glossa.bots import plan_exchange  # noqa: E402
from pyengine.glossa import words  # noqa: E402
from pyengine.glossa.materials import DECK  # noqa: E402
from pyengine.glossa.rules import word_value  # noqa: E402
from pyengine.core.rng import Rng  # noqa: E402
from pyengine.core.slices import timed  # noqa: E402


def play_match(levels, seed, deals=10, timings=None, slices=None):
    """One game; seat i is played at ``levels[i]``. Returns the final totals. ``timings``
    collects CPU time per decision by (level, phase); ``slices`` the longest stretch of work
    between two yields of each decision, by level."""
    game = pyengine.new_game("glossa", players=len(levels), seed=seed, options={"length": deals})
    step = 0
    while not game.is_over():
        seat = game.to_move()[0]
        start = time.process_time()
        if slices is None:
            action = bot_entry.choose(game, seat, levels[seat], seed=seed * 1000 + step)
        else:
            thinking = bot_entry.think(game, seat, levels[seat], seed=seed * 1000 + step)
            action, _, longest = timed(thinking, time.process_time)
            slices.setdefault(levels[seat], []).append(longest)
        if timings is not None:
            timings.setdefault((levels[seat], game.phase), []).append(time.process_time() - start)
        game.apply(seat, action)
        step += 1
    return game.result()["scores"]


def heads_up(a, b, games, first_seed=1):
    """``a`` against ``b`` in duplicate pairs: each seed is played twice with the seats swapped.
    A deal's shuffle does not depend on the players' moves, so both seatings get the same cards
    and luck mostly cancels. Returns (a ahead, ties, games, mean total of a, mean total of b)."""
    ahead = ties = 0
    totals_a, totals_b = [], []
    for n in range(games):
        seed = first_seed + n // 2
        if n % 2 == 0:
            ta, tb = play_match([a, b], seed)
        else:
            tb, ta = play_match([b, a], seed)
        totals_a.append(ta)
        totals_b.append(tb)
        ahead += ta > tb
        ties += ta == tb
    return ahead, ties, games, statistics.mean(totals_a), statistics.mean(totals_b)


def strength(games):
    print("| match (2 players, 10 deals, duplicate pairs) | games | first ahead | ties | mean total first | mean total second |")
    print("|---|---|---|---|---|---|")
    for a, b in (("normal", "easy"), ("hard", "normal"), ("hard", "easy")):
        t = time.perf_counter()
        ahead, ties, n, ma, mb = heads_up(a, b, games)
        print(f"| {a} v {b} | {n} | {ahead} ({100 * ahead / n:.1f} %) | {ties} | {ma:.0f} | {mb:.0f} |"
              f"  ({time.perf_counter() - t:.0f} s)", flush=True)


def table4(games):
    """Four players, one seat of each level plus a second normal, seats rotated."""
    lineup = ["easy", "normal", "hard", "normal"]
    totals = {lvl: [] for lvl in ("easy", "normal", "hard")}
    wins = {lvl: 0 for lvl in totals}
    for n in range(games):
        shift = n % 4
        levels = lineup[shift:] + lineup[:shift]
        scores = play_match(levels, 5000 + n)
        top = max(scores)
        for seat, lvl in enumerate(levels):
            totals[lvl].append(scores[seat])
            if scores[seat] == top:
                wins[lvl] += 1
    print("| level (4 players: easy, normal, hard, normal) | games | mean final total | first place |")
    print("|---|---|---|---|")
    for lvl, values in totals.items():
        print(f"| {lvl} | {games} | {statistics.mean(values):.0f} | {wins[lvl]} |")


def speed(games):
    timings, slices = {}, {}
    lineup = ["hard", "normal", "easy", "hard", "normal", "hard"]
    for n in range(games):
        play_match(lineup[: 2 + n % 5], 9000 + n, timings=timings, slices=slices)  # 2 to 6 players
    print("| level | phase | decisions | median ms | p95 ms | max ms |  (CPU time, CPython)")
    print("|---|---|---|---|---|---|")
    per_level = {}
    for (lvl, phase), values in sorted(timings.items()):
        per_level.setdefault(lvl, []).extend(values)
        v = sorted(values)
        print(f"| {lvl} | {phase} | {len(v)} | {1000 * statistics.median(v):.1f} | "
              f"{1000 * v[int(0.95 * (len(v) - 1))]:.1f} | {1000 * v[-1]:.1f} |")
    for lvl, values in sorted(per_level.items()):
        v = sorted(values)
        print(f"| {lvl} | all | {len(v)} | {1000 * statistics.median(v):.1f} | "
              f"{1000 * v[int(0.95 * (len(v) - 1))]:.1f} | {1000 * v[-1]:.1f} |")
    print()
    print("| level | decisions | longest slice between yields: median ms | p95 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|---|")
    for lvl, values in sorted(slices.items()):
        v = sorted(values)
        print(f"| {lvl} | {len(v)} | {1000 * statistics.median(v):.1f} | {1000 * v[int(0.95 * (len(v) - 1))]:.1f} | "
              f"{1000 * v[int(0.99 * (len(v) - 1))]:.1f} | {1000 * v[-1]:.1f} |")


def quantile_table(deals=4000):
    """Best word value (everyday words) after normal's exchange, over seeded random deals."""
    rng = Rng(12345)
    values = []
    for _ in range(deals):
        deck = rng.shuffled(DECK)
        hand, stock = deck[:7], deck[7:]
        thrown = plan_exchange(hand, 1)
        for card in thrown:
            hand.remove(card)
        hand += stock[:len(thrown)]
        word = words.best_word(hand, 1)
        values.append(word_value(word) if word else 0)
    values.sort()
    q = [values[min(len(values) - 1, int(i * len(values) / 20))] for i in range(20)] + [values[-1]]
    print("FINAL_VALUE_QUANTILES = (", ", ".join(str(x) for x in q), ")")


def match(a, b, games, first_seed):
    t = time.perf_counter()
    ahead, ties, n, ma, mb = heads_up(a, b, games, first_seed)
    print(f"| {a} v {b} (seeds {first_seed}–{first_seed + (games - 1) // 2}) | {n} | {ahead} ({100 * ahead / n:.1f} %) "
          f"| {ties} | {ma:.0f} | {mb:.0f} |  ({time.perf_counter() - t:.0f} s)", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("what", nargs="?", default="strength", choices=["strength", "table4", "speed", "match"])
    parser.add_argument("levels", nargs="*", help="for match: the two levels")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--table", action="store_true")
    args = parser.parse_args()
    if args.table:
        quantile_table()
    elif args.what == "strength":
        strength(args.games)
    elif args.what == "match":
        match(args.levels[0], args.levels[1], args.games, args.first_seed)
    elif args.what == "table4":
        table4(args.games)
    else:
        speed(args.games)
