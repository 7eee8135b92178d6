"""Juggler's computer players: strength and speed, printed as tables.

    python bench/juggler_bots.py [--games 400] [--pairs normal:easy,hard:normal,hard:easy]
                                 [--table 0] [--workers 2] [--set NAME=VALUE ...]
                                 [--language fr|en|de]

Each pairing plays ``--games`` seeded two-player games, seats alternating (game i uses seed
``BASE + i``; the first level sits at seat 0 in even games). Printed: wins of the first level
with a 95 % interval, points per hand of each level, hands per game, announcements per hand.
``--table N`` also plays N four-player games easy/normal/hard/normal.

Move times are process CPU time of ``pyengine.bots.think`` run slice by slice as the browser
runs it (view and legal actions included), median / p95 / max per level, and the longest
slice between two yields, in CPython on this machine. The browser is about
2.5× slower (NOTES-PLATFORM.md): the targets are p95 ≤ 60 ms here for easy and normal
(150 ms there) and ≤ 400 ms for hard (1 s there). CPU time rather than wall time, so that
other work on a shared machine does not inflate the figures.

Nothing is asserted: tests/juggler/test_bots.py holds the small strength tests.

    python bench/juggler_bots.py --stops [--games 200] [--hard-games 30] [--players 2,4]

``--stops``: how often Tapis's own stops, which the rule book does not have, end a hand or a game
— a hand closed after ``ROUND_LIMIT`` rounds without an announcement, a game ended by the cap of
``HAND_LIMIT`` hands — and how often a hand closes because both decks are empty; every seat played
by the same level, or by players choosing any legal move at random; seeded (game i: seed i).
"""

import argparse
import math
import os
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pyengine  # noqa: E402
from pyengine import bots  # noqa: E402
from pyengine.core.slices import timed  # noqa: E402

BASE = 900_000


def think(game, seat, level, seed):
    """Run the bot's generator as the browser does, one slice at a time: (action, move time,
    longest slice)."""
    return timed(bots.think(game, seat, level, seed), time.process_time)


LANGUAGE = "fr"  # set by --language (each worker gets it through _warm)


def play(levels, seed, language=None):
    """One seeded game; returns the winner's seat, per-seat scores per hand, move times."""
    game = pyengine.new_game("juggler", players=len(levels), seed=seed,
                             options={"language": language or LANGUAGE})
    times = {}
    n = 0
    while not game.is_over():
        seat = game.to_move()[0]
        action, spent, longest = think(game, seat, levels[seat], seed * 7919 + n)
        times.setdefault(levels[seat], []).append(spent)
        times.setdefault(levels[seat] + " slice", []).append(longest)
        game.apply(seat, action)
        n += 1
    rows = [(row["scores"], row["announcer"]) for row in game.history]
    return game.result()["winners"][0], rows, times, game.hand_number


def _warm(settings=(), language="fr"):
    """Load the word list and the frequency tiers before timing (the site loads them while
    the game starts, not during a move); apply ``--set`` overrides of the bots' constants."""
    global LANGUAGE
    from pyengine import lexicon
    from pyengine.juggler import bots as juggler_bots
    LANGUAGE = language
    lexicon.ensure_loaded(tiers=True, lang=language)
    for name, value in settings:
        if not hasattr(juggler_bots, name):
            raise SystemExit(f"no constant {name} in pyengine/juggler/bots.py")
        setattr(juggler_bots, name, type(getattr(juggler_bots, name))(value))


def _job(args):
    levels, seed = args
    return levels, play(levels, seed)


def wilson(k, n, z=1.96):
    """95 % Wilson interval of a proportion, in %."""
    if not n:
        return 0.0, 0.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100 * (centre - half), 100 * (centre + half)


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def run_pair(pool, a, b, games, times):
    jobs = [([a, b] if i % 2 == 0 else [b, a], BASE + i) for i in range(games)]
    wins = 0
    points = {a: [], b: []}
    announces = {a: 0, b: 0}
    hands = []
    for levels, (winner, rows, move_times, hand_count) in pool.imap(_job, jobs, chunksize=4):
        wins += levels[winner] == a
        hands.append(hand_count)
        for scores, announcer in rows:
            for seat, score in enumerate(scores):
                points[levels[seat]].append(score)
            if announcer is not None:
                announces[levels[announcer]] += 1
        for level, values in move_times.items():
            times.setdefault(level, []).extend(values)
    low, high = wilson(wins, games)
    total_hands = sum(hands)
    return (f"| {a} vs {b} | {games} | {wins} | {100 * wins / games:.1f} % | {low:.0f}–{high:.0f} % | "
            f"{statistics.mean(points[a]):.2f} | {statistics.mean(points[b]):.2f} | "
            f"{statistics.mean(hands):.2f} | {announces[a] / total_hands:.2f} / {announces[b] / total_hands:.2f} |")


def run_table(pool, games, times):
    levels = ["easy", "normal", "hard", "normal"]
    wins = {lv: 0 for lv in set(levels)}
    points = {lv: [] for lv in set(levels)}
    jobs = [(levels[i % 4:] + levels[:i % 4], BASE + 50_000 + i) for i in range(games)]
    for seats, (winner, rows, move_times, _) in pool.imap(_job, jobs, chunksize=2):
        wins[seats[winner]] += 1
        for scores, _ in rows:
            for seat, score in enumerate(scores):
                points[seats[seat]].append(score)
        for level, values in move_times.items():
            times.setdefault(level, []).extend(values)
    out = ["| level (seats) | wins | win share | points per hand |", "|---|---|---|---|"]
    for lv in ("easy", "normal", "hard"):
        seats = levels.count(lv)
        out.append(f"| {lv} ({seats}) | {wins[lv]} | {100 * wins[lv] / games:.1f} % "
                   f"(fair share {100 * seats / 4:.0f} %) | {statistics.mean(points[lv]):.2f} |")
    return out


STOP_PLAYERS = ("easy", "normal", "hard", "random")


def _stop_job(job):
    """One game between players all of one kind: hands, closings by reason, how it ended."""
    import random

    seed, players, who = job
    game = pyengine.new_game("juggler", players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.to_move()[0]
        if who == "random":
            legal = game.legal_actions(seat)
            action = legal[rng.randrange(len(legal))]
        else:
            action = bots.choose(game, seat, who, seed=seed * 7919 + len(game.actions))
        game.apply(seat, action)
    closings = [row.get("closing") for row in game.history]
    return who, players, len(game.history), closings.count("limit"), closings.count("decks"), game.ending


def stops(pool, args):
    from pyengine.juggler.game import HAND_LIMIT, ROUND_LIMIT

    start = time.time()
    counts = [int(n) for n in args.players.split(",")]
    jobs = [(seed, players, who) for who in STOP_PLAYERS for players in counts
            for seed in range(args.hard_games if who == "hard" else args.games)]
    found = {}
    for who, players, hands, limit, decks, ending in pool.imap_unordered(_stop_job, jobs, chunksize=2):
        found.setdefault((who, players), []).append((hands, limit, decks, ending))
    lines = [f"### Juggler: hands closed by the {ROUND_LIMIT}-round stop, games ended by the "
             f"{HAND_LIMIT}-hand cap", "",
             "| players | games | hands | hands closed by the round stop | % | hands closed by empty decks "
             "| games ended by the hand cap | % |", "|---|---|---|---|---|---|---|---|"]
    for who in STOP_PLAYERS:
        for players in counts:
            games = found[(who, players)]
            hands = sum(g[0] for g in games)
            limit = sum(g[1] for g in games)
            decks = sum(g[2] for g in games)
            capped = sum(g[3] == "hand_limit" for g in games)
            name = "random (any legal move)" if who == "random" else who
            lines.append(f"| {players} × {name} | {len(games)} | {hands} | {limit} | {100 * limit / hands:.1f} % "
                         f"| {decks} | {capped} | {100 * capped / len(games):.1f} % |")
    lines.append(f"\n({time.time() - start:.0f} s wall, {args.workers} workers)")
    print("\n".join(lines))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stops", action="store_true",
                        help="print how often the round stop and the hand cap end hands and games")
    parser.add_argument("--hard-games", type=int, default=30, help="--stops: games per row of hard players")
    parser.add_argument("--players", default="2,4", help="--stops: player counts, comma-separated")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--pairs", default="normal:easy,hard:normal,hard:easy")
    parser.add_argument("--table", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="override a constant of pyengine/juggler/bots.py (tuning runs)")
    parser.add_argument("--language", default="fr", choices=("fr", "en", "de"))
    args = parser.parse_args()
    settings = tuple(tuple(item.split("=", 1)) for item in args.set)
    start = time.time()
    times = {}
    lines = [f"### Juggler bots, two players, language {args.language} (seeded, seats alternating)", "",
             "| pairing | games | wins (first) | win rate | 95 % interval | points/hand (first) | "
             "points/hand (second) | hands/game | announcements per hand (first / second) |",
             "|---|---|---|---|---|---|---|---|---|"]
    if settings:
        lines.insert(1, "(overrides: " + ", ".join(f"{k} = {v}" for k, v in settings) + ")")
    if args.stops:
        with Pool(args.workers, initializer=_warm, initargs=(settings, args.language)) as pool:
            stops(pool, args)
        return
    with Pool(args.workers, initializer=_warm, initargs=(settings, args.language)) as pool:
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            lines.append(run_pair(pool, a, b, args.games, times))
            print(lines[-1], flush=True)
        if args.table:
            lines += ["", f"### Four players, {args.table} games (easy, normal, hard, normal; seats rotating)", ""]
            lines += run_table(pool, args.table, times)
    lines += ["", "### Move time (CPython, process CPU time per move, all moves of the games above)", "",
              "| level | moves | median | p95 | max | browser estimate p95 (×2.5) | longest slice between "
              "yields: p95 / max |", "|---|---|---|---|---|---|---|"]
    for level in ("easy", "normal", "hard"):
        if level in times:
            values, slices = times[level], times[level + " slice"]
            lines.append(f"| {level} | {len(values)} | {1000 * statistics.median(values):.1f} ms | "
                         f"{1000 * pct(values, 0.95):.1f} ms | {1000 * max(values):.1f} ms | "
                         f"{2500 * pct(values, 0.95):.0f} ms | {1000 * pct(slices, 0.95):.1f} / "
                         f"{1000 * max(slices):.1f} ms |")
    lines.append(f"\n({time.time() - start:.0f} s wall, {args.workers} workers)")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
