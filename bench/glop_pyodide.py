"""Glop computer players' move time inside Pyodide (Node), the Python the browser runs.

    .venv/bin/python bench/glop_pyodide.py [--games 4]

Plays seeded two- and four-player games (each level against the normal player) inside
Pyodide under Node, timing every computer move as the site runs it: ``pyengine.bots.think``
driven slice by slice. Prints, per level, the move time (median, p95, max) and the longest
single slice (how long the page would be blocked at once). Node's WebAssembly engine is the
browser's (V8), so these are close to the browser's figures. Wall-clock times: run it on an
idle machine.
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PYTHON = r'''
import json, statistics, sys, time
sys.path.insert(0, "/repo")
import pyengine
from pyengine.bots import think

def bot_seed(game, seat):
    return (game.seed * 1_000_003 + len(game.actions) * 101 + seat * 7919) % (2**31)

def timed(game, seat, level):
    steps = think(game, seat, level, bot_seed(game, seat))
    start = last = time.perf_counter()
    longest = 0.0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            now = time.perf_counter()
            return done.value, now - start, max(longest, now - last)
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now

out = {}
for players in (2, 4):
    for level in ("easy", "normal", "hard"):
        moves, slices = [], []
        for n in range(GAMES):
            game = pyengine.new_game("glop", players=players, seed=500 + n)
            levels = (level, "normal") if n % 2 == 0 else ("normal", level)
            while not game.is_over() and game.deal_number <= DEALS:
                seat = game.to_move()[0]
                mine = levels[seat % 2] == level
                action, took, longest = timed(game, seat, levels[seat % 2])
                if mine:
                    moves.append(took)
                    slices.append(longest)
                game.apply(seat, action)
        moves.sort(); slices.sort()
        out[f"{players}/{level}"] = {"moves": len(moves), "median": statistics.median(moves),
            "p95": moves[int(0.95 * len(moves))], "max": moves[-1],
            "slice_p95": slices[int(0.95 * len(slices))], "slice_max": slices[-1]}
print("RESULT " + json.dumps(out))
'''

NODE = r'''
import { loadPyodide } from "pyodide";
import path from "node:path";
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(process.env.REPO) }, "/repo");
pyodide.setStdout({ batched: (line) => console.log(line) });
await pyodide.runPythonAsync(process.env.PY_CODE);
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per level and player count")
    parser.add_argument("--deals", type=int, default=2, help="deals played per game")
    args = parser.parse_args()
    code = PYTHON.replace("GAMES", str(args.games)).replace("DEALS", str(args.deals))
    env = {**os.environ, "REPO": str(ROOT), "PY_CODE": code}
    run = subprocess.run(["node", "--input-type=module", "-e", NODE], cwd=ROOT, env=env,
                         capture_output=True, text=True)
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    if run.returncode or not lines:
        sys.stderr.write(run.stdout + run.stderr)
        return 1
    result = json.loads(lines[-1][len("RESULT "):])
    print("\n## Glop bot move time in Pyodide (Node, wall clock)\n")
    print("| players | level | moves | median | p95 | max | longest slice p95 | longest slice max |")
    print("|---|---|---|---|---|---|---|---|")
    for key, row in result.items():
        players, level = key.split("/")
        ms = lambda s: f"{s * 1000:.1f} ms"
        print(f"| {players} | {level} | {row['moves']} | {ms(row['median'])} | {ms(row['p95'])} | "
              f"{ms(row['max'])} | {ms(row['slice_p95'])} | {ms(row['slice_max'])} |")
    print(f"\n({args.games} games per row, first {args.deals} deals of each; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
