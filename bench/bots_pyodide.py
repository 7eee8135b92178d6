"""Computer players' move time inside Pyodide (Node), the Python the browser runs, beside the
same seeded games in CPython — for any game.

    .venv/bin/python bench/bots_pyodide.py [--game glop ...] [--games 3] [--moves 300]

For each game and level, plays ``--games`` seeded tables in which one seat (turning from table
to table) is the level under test and every other seat the normal player, for at most
``--moves`` actions each, and times each of the tested seat's decisions the way the page runs
them: the whole ``pyengine.bots.think`` generator, and its longest slice between two yields (how
long the page would be blocked at once). Node runs the browser's WebAssembly engine (V8) without
the page's own drawing, so its figures are a floor for the browser's; ``python build.py bench``
measures in the browser itself. Wall-clock times: run it on an idle machine. Printed, never
asserted.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LEVELS = ("easy", "normal", "hard")
# game: (players, options) of the tables played; Le Glükz's start is drawn so every move is a turn
TABLES = {
    "glop": (2, {}),
    "glukz": (4, {"start": "drawn"}),
    "glossa": (4, {"length": 10}),
    "buyword": (2, {}),
    "juggler": (3, {}),
}

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
import bots_pyodide
json.dumps(bots_pyodide.measure(**json.loads(bench_args)))
`);
console.log("RESULT " + out);
"""


def measure(game_id, games=3, moves=300):
    """{level: {"moves": [...], "slices": [...]}} in seconds for one game."""
    import pyengine
    from pyengine.bots import moment_seed, preparing, think
    from pyengine.core.slices import finish, timed

    finish(preparing(pyengine.GAMES[game_id]))  # modules and word list loaded before any move is timed, as the page does
    players, options = TABLES[game_id]
    out = {}
    for level in LEVELS:
        row = out.setdefault(level, {"moves": [], "slices": []})
        for number in range(games):
            game = pyengine.new_game(game_id, players=players, seed=700 + number, options=options)
            tested = number % players
            while not game.is_over() and len(game.actions) < moves:
                seat = game.to_move()[0]
                level_here = level if seat == tested else "normal"
                action, took, longest = timed(think(game, seat, level_here, moment_seed(game, seat)), time.perf_counter)
                if seat == tested:
                    row["moves"].append(took)
                    row["slices"].append(longest)
                game.apply(seat, action)
    return out


def in_pyodide(params):
    run = subprocess.run(["node", "--input-type=module", "-e", NODE, str(ROOT), json.dumps(params)],
                         cwd=ROOT, capture_output=True, text=True)
    line = next((ln for ln in run.stdout.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        sys.stderr.write(run.stdout + run.stderr)
        raise SystemExit("Pyodide under Node failed (is node_modules/pyodide installed?)")
    return json.loads(line[len("RESULT "):])


def summary(values):
    """(median, p95, max) in milliseconds."""
    values = sorted(values) or [0.0]
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return statistics.median(values) * 1e3, p95 * 1e3, values[-1] * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(TABLES), action="append", help="(default: every game)")
    parser.add_argument("--games", type=int, default=3, help="tables per game and level")
    parser.add_argument("--moves", type=int, default=300, help="actions played per table at most")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    print("| game | level | Python | moves | median (ms) | p95 | max | longest slice p95 | longest slice max |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game_id in args.game or TABLES:
        params = {"game_id": game_id, "games": args.games, "moves": args.moves}
        for python, result in (("Pyodide (Node)", in_pyodide(params)), ("CPython", measure(**params))):
            for level, row in result.items():
                median, p95, most = summary(row["moves"])
                slice_p95, _, slice_max = summary(row["slices"])
                print(f"| {game_id} | {level} | {python} | {len(row['moves'])} | {median:.1f} | {p95:.1f} | "
                      f"{most:.1f} | {slice_p95:.1f} | {slice_max:.1f} |", flush=True)
    print(f"\n({args.games} tables per game and level, at most {args.moves} actions each; wall clock; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
