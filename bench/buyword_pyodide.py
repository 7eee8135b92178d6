"""BuyWord's computer players timed in Pyodide (Node) beside CPython, on the same games.

    python bench/buyword_pyodide.py [--games 4] [--crossword-games 2]

Each side plays the same seeded games (solo for each level; two players, hard against normal,
with the crossword) and times every decision with a wall clock: the whole ``think`` run, and
each slice between two yields (how long the page would be blocked). Pyodide under Node runs the
same WebAssembly interpreter as the browser, without the page's own work, so its figures are a
floor for the browser's. Needs node_modules/pyodide (``npm ci``). Figures are printed, never
asserted.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

NODE = r"""
import { loadPyodide } from "pyodide";
import path from "node:path";
const [repo, args] = process.argv.slice(1);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repo) }, "/repo");
pyodide.globals.set("bench_args", args);
const out = await pyodide.runPythonAsync(`
import sys, json
sys.path[:0] = ["/repo", "/repo/bench"]
import buyword_pyodide
json.dumps(buyword_pyodide.measure(**json.loads(bench_args)))
`);
console.log("RESULT " + out);
"""


def measure(games=4, crossword_games=2):
    """Time every decision of the seeded games; returns {label: {"times": [...], "slices": [...]}}."""
    import pyengine
    from pyengine import lexicon
    from pyengine.bots import think

    clock = time.perf_counter
    start = clock()
    lexicon.ensure_loaded(tiers=True)
    out = {"load_s": clock() - start}
    plan = [(f"solo {level}", [level], {}, games) for level in ("easy", "normal", "hard")]
    plan.append(("crossword, two players", ["normal", "hard"], {"crossword": True}, crossword_games))
    for label, levels, options, count in plan:
        rows = {}
        for seed in range(count):
            game = pyengine.new_game("buyword", players=len(levels), seed=seed, options=options)
            n = 0
            while not game.is_over():
                seat = game.to_move()[0]
                level = levels[seat]
                steps = think(game, seat, level, seed * 1000 + n)
                begin = last = clock()
                longest = 0.0
                while True:
                    try:
                        next(steps)
                    except StopIteration as done:
                        action = done.value
                        break
                    now = clock()
                    longest = max(longest, now - last)
                    last = now
                now = clock()
                row = rows.setdefault(level, {"times": [], "slices": []})
                row["times"].append(now - begin)
                row["slices"].append(max(longest, now - last))
                game.apply(seat, action)
                n += 1
        for level, row in rows.items():
            out[f"{label}: {level}" if len(levels) > 1 else label] = row
    return out


def summary(row):
    times, slices = sorted(row["times"]), sorted(row["slices"])
    pick = lambda values, q: values[min(len(values) - 1, int(q * len(values)))]  # noqa: E731
    return (statistics.median(times) * 1e3, pick(times, 0.95) * 1e3, times[-1] * 1e3,
            pick(slices, 0.99) * 1e3, slices[-1] * 1e3)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--crossword-games", type=int, default=2)
    args = parser.parse_args()
    params = {"games": args.games, "crossword_games": args.crossword_games}
    sys.path.insert(0, ROOT)
    cpython = measure(**params)
    node = subprocess.run(["node", "--input-type=module", "-e", NODE, ROOT, json.dumps(params)],
                          cwd=ROOT, capture_output=True, text=True)
    line = next((ln for ln in node.stdout.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        print(node.stdout[-2000:], node.stderr[-2000:])
        sys.exit("Pyodide run failed")
    pyodide = json.loads(line[len("RESULT "):])
    print("## BuyWord computer players, Pyodide (Node) beside CPython, wall clock\n")
    print(f"Word list load: CPython {cpython['load_s'] * 1e3:.0f} ms, Pyodide {pyodide['load_s'] * 1e3:.0f} ms.\n")
    print("| games: level | decisions | CPython median / p95 / max ms | Pyodide median / p95 / max ms "
          "| Pyodide slice p99 / max ms | p95 ratio |")
    print("|---|---|---|---|---|---|")
    for label in cpython:
        if label == "load_s":
            continue
        c, p = summary(cpython[label]), summary(pyodide[label])
        print(f"| {label} | {len(cpython[label]['times'])} | {c[0]:.1f} / {c[1]:.1f} / {c[2]:.1f} | "
              f"{p[0]:.1f} / {p[1]:.1f} / {p[2]:.1f} | {p[3]:.1f} / {p[4]:.1f} | {p[1] / max(c[1], 1e-9):.1f} |")


if __name__ == "__main__":
    main()
