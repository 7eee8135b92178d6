"""Glossa's computer players timed in Pyodide (Node) beside CPython, on the same seeded games.

    python bench/glossa_pyodide.py [--games 2] [--deals 5]

Both sides play the same games (four players: easy, normal, hard, hard; seats rotated from game
to game) and time every decision: the whole ``think`` run, and the longest slice between two
yields (how long the page would be blocked). Pyodide under Node runs the browser's WebAssembly
interpreter without the page's own work, so its figures are a floor for the browser's. Both
clocks are printed: CPU time (``process_time``) is what a busy shared machine cannot inflate;
under Pyodide it may fall back to the wall clock. Needs node_modules/pyodide. Printed, never
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
LINEUP = ["easy", "normal", "hard", "hard"]

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
import glossa_pyodide
json.dumps(glossa_pyodide.measure(**json.loads(bench_args)))
`);
console.log("RESULT " + out);
"""


def measure(games=2, deals=5):
    """Time every decision of the seeded games: {level: {"cpu": [...], "wall": [...], "slices": [...]}}
    (seconds; slices by the CPU clock), plus the lexicon's load time."""
    import pyengine
    from pyengine import lexicon
    from pyengine.bots import think

    start = time.perf_counter()
    lexicon.ensure_loaded(tiers=True)
    out = {"load_s": time.perf_counter() - start, "levels": {}}
    for number in range(games):
        shift = number % len(LINEUP)
        levels = LINEUP[shift:] + LINEUP[:shift]
        game = pyengine.new_game("glossa", players=len(levels), seed=700 + number, options={"length": 10})
        step = 0
        while not game.is_over() and game.deal_no <= deals:
            seat = game.to_move()[0]
            level = levels[seat]
            steps = think(game, seat, level, number * 100_000 + step)
            wall, cpu = time.perf_counter(), time.process_time()
            last = cpu
            longest = 0.0
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    action = done.value
                    break
                now = time.process_time()
                longest = max(longest, now - last)
                last = now
            end_cpu = time.process_time()
            row = out["levels"].setdefault(level, {"cpu": [], "wall": [], "slices": []})
            row["cpu"].append(end_cpu - cpu)
            row["wall"].append(time.perf_counter() - wall)
            row["slices"].append(max(longest, end_cpu - last))
            game.apply(seat, action)
            step += 1
    return out


def summary(values):
    values = sorted(values)
    pick = lambda q: values[min(len(values) - 1, int(q * len(values)))]  # noqa: E731
    return statistics.median(values) * 1e3, pick(0.95) * 1e3, values[-1] * 1e3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args()
    params = {"games": args.games, "deals": args.deals}
    sys.path.insert(0, ROOT)
    cpython = measure(**params)
    node = subprocess.run(["node", "--input-type=module", "-e", NODE, ROOT, json.dumps(params)],
                          cwd=ROOT, capture_output=True, text=True)
    line = next((ln for ln in node.stdout.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        print(node.stdout[-2000:], node.stderr[-2000:])
        sys.exit("Pyodide run failed")
    pyodide = json.loads(line[len("RESULT "):])
    print(f"## Glossa computer players, Pyodide (Node) beside CPython ({args.games} games of four, "
          f"{args.deals} deals each)\n")
    print(f"Word list load: CPython {cpython['load_s'] * 1e3:.0f} ms, Pyodide {pyodide['load_s'] * 1e3:.0f} ms.\n")
    print("| level | decisions | CPython CPU median / p95 / max ms | Pyodide CPU median / p95 / max ms "
          "| Pyodide wall median / p95 ms | Pyodide longest slice p95 / max ms | p95 ratio |")
    print("|---|---|---|---|---|---|---|")
    for level in ("easy", "normal", "hard"):
        c, p = cpython["levels"][level], pyodide["levels"][level]
        cc, pc, pw, ps = summary(c["cpu"]), summary(p["cpu"]), summary(p["wall"]), summary(p["slices"])
        print(f"| {level} | {len(c['cpu'])} | {cc[0]:.1f} / {cc[1]:.1f} / {cc[2]:.1f} | {pc[0]:.1f} / {pc[1]:.1f} / "
              f"{pc[2]:.1f} | {pw[0]:.1f} / {pw[1]:.1f} | {ps[1]:.1f} / {ps[2]:.1f} | {pc[1] / max(cc[1], 1e-9):.1f} |")


if __name__ == "__main__":
    main()
