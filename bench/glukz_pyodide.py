"""Le Glükz computer players' move time inside Pyodide (Node), the Python the browser runs,
beside the same games in CPython.

    .venv/bin/python bench/glukz_pyodide.py [--games 3]

Plays seeded four-player games (the tested level at one seat, three normal players; drawn start
so every move is a turn), timing every move of the tested level as the site runs it:
``pyengine.bots.think`` driven slice by slice. Prints, per level and interpreter, the move time
(median, p95, max) and the longest single slice (how long the page would be blocked at once).
Node's WebAssembly engine is the browser's (V8), so these are close to the browser's figures.
Wall-clock times: run it on an idle machine.
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
sys.path.insert(0, REPO)
import pyengine
from pyengine.bots import think

def timed(game, seat, level):
    steps = think(game, seat, level, (game.seed * 1_000_003 + len(game.actions) * 101 + seat) % (2**31))
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
for level in ("easy", "normal", "hard"):
    moves, slices = [], []
    for n in range(GAMES):
        game = pyengine.new_game("glukz", 4, seed=700 + n, options={"start": "drawn"})
        tested = n % 4
        while not game.is_over():
            seat = game.to_move()[0]
            mine = seat == tested
            action, took, longest = timed(game, seat, level if mine else "normal")
            if mine:
                moves.append(took)
                slices.append(longest)
            game.apply(seat, action)
    moves.sort(); slices.sort()
    out[level] = {"moves": len(moves), "median": statistics.median(moves),
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


def result_of(run):
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    if run.returncode or not lines:
        sys.stderr.write(run.stdout + run.stderr)
        return None
    return json.loads(lines[-1][len("RESULT "):])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per level")
    args = parser.parse_args()
    code = PYTHON.replace("GAMES", str(args.games))
    results = {}
    env = {**os.environ, "REPO": str(ROOT), "PY_CODE": code.replace("REPO", '"/repo"')}
    results["Pyodide (Node)"] = result_of(subprocess.run(["node", "--input-type=module", "-e", NODE], cwd=ROOT,
                                                         env=env, capture_output=True, text=True))
    results["CPython"] = result_of(subprocess.run([sys.executable, "-c", code.replace("REPO", repr(str(ROOT)))],
                                                  cwd=ROOT, capture_output=True, text=True))
    if not all(results.values()):
        return 1
    print("\n## Le Glükz bot move time (four players, wall clock)\n")
    print("| Python | level | moves | median | p95 | max | longest slice p95 | longest slice max |")
    print("|---|---|---|---|---|---|---|---|")
    ms = lambda s: f"{s * 1000:.1f} ms"  # noqa: E731
    for python, result in results.items():
        for level, row in result.items():
            print(f"| {python} | {level} | {row['moves']} | {ms(row['median'])} | {ms(row['p95'])} | "
                  f"{ms(row['max'])} | {ms(row['slice_p95'])} | {ms(row['slice_max'])} |")
    print(f"\n({args.games} games per level; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
