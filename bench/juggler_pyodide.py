"""Juggler's computer players timed in Pyodide (Node) beside CPython, on the same seeded games.

    python bench/juggler_pyodide.py [--games 3] [--hands 3]

Both interpreters play the same three-player games (easy, normal and hard, seats turned from
game to game, at most ``--hands`` hands each) and time every decision the way the page runs it:
the whole ``think`` generator (view and legal actions included) and its longest slice between
two yields, i.e. how long the page stays blocked. Node runs Pyodide's WebAssembly without the
page's own rendering work, so its figures are a floor for the browser's. CPU time
(``process_time``) is what a busy shared machine cannot inflate; Pyodide may fall back to the
wall clock for it. Needs node_modules/pyodide. Printed, never asserted.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVELS = ["easy", "normal", "hard"]

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
import juggler_pyodide
json.dumps(juggler_pyodide.measure(**json.loads(bench_args)))
`);
console.log("RESULT " + out);
"""


def measure(games=3, hands=3):
    """Every decision of the seeded games, per level: {"cpu": [...], "wall": [...], "slices": [...]}
    in seconds (slices on the CPU clock), and the word list's load time."""
    import pyengine
    from pyengine import lexicon
    from pyengine.bots import think

    start = time.perf_counter()
    lexicon.ensure_loaded(tiers=True)
    out = {"load_s": time.perf_counter() - start, "levels": {}}
    for number in range(games):
        levels = LEVELS[number % 3:] + LEVELS[:number % 3]
        game = pyengine.new_game("juggler", players=3, seed=4200 + number)
        move = 0
        while not game.is_over() and game.hand_number <= hands:
            seat = game.to_move()[0]
            level = levels[seat]
            steps = think(game, seat, level, number * 100_000 + move)
            wall, cpu = time.perf_counter(), time.process_time()
            last, longest = cpu, 0.0
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    action = done.value
                    break
                now = time.process_time()
                longest = max(longest, now - last)
                last = now
            end = time.process_time()
            row = out["levels"].setdefault(level, {"cpu": [], "wall": [], "slices": []})
            row["cpu"].append(end - cpu)
            row["wall"].append(time.perf_counter() - wall)
            row["slices"].append(max(longest, end - last))
            game.apply(seat, action)
            move += 1
    return out


def summary(values):
    """(median, p95, max) in milliseconds."""
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return statistics.median(values) * 1e3, p95 * 1e3, values[-1] * 1e3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args()
    params = {"games": args.games, "hands": args.hands}
    sys.path.insert(0, ROOT)
    cpython = measure(**params)
    node = subprocess.run(["node", "--input-type=module", "-e", NODE, ROOT, json.dumps(params)],
                          cwd=ROOT, capture_output=True, text=True)
    line = next((ln for ln in node.stdout.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        print(node.stdout[-2000:], node.stderr[-2000:])
        sys.exit("Pyodide run failed")
    pyodide = json.loads(line[len("RESULT "):])
    print(f"## Juggler computer players, Pyodide (Node) beside CPython ({args.games} games of three, "
          f"at most {args.hands} hands each)\n")
    print(f"Word list load: CPython {cpython['load_s'] * 1e3:.0f} ms, Pyodide {pyodide['load_s'] * 1e3:.0f} ms.\n")
    print("| level | decisions | CPython CPU median / p95 / max ms | Pyodide CPU median / p95 / max ms "
          "| Pyodide wall median / p95 ms | Pyodide longest slice p95 / max ms | p95 ratio |")
    print("|---|---|---|---|---|---|---|")
    for level in LEVELS:
        c, p = cpython["levels"][level], pyodide["levels"][level]
        cc, pc, pw, ps = summary(c["cpu"]), summary(p["cpu"]), summary(p["wall"]), summary(p["slices"])
        print(f"| {level} | {len(c['cpu'])} | {cc[0]:.1f} / {cc[1]:.1f} / {cc[2]:.1f} | {pc[0]:.1f} / {pc[1]:.1f} / "
              f"{pc[2]:.1f} | {pw[0]:.1f} / {pw[1]:.1f} | {ps[1]:.1f} / {ps[2]:.1f} | {pc[1] / max(cc[1], 1e-9):.1f} |")


if __name__ == "__main__":
    main()
