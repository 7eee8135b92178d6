"""Tapis benchmark: one command, one table per subject, each figure beside its reference
measured in the same run. Run through ``python build.py bench`` (it builds first).

    python bench/run.py [--quick] [--only startup,bots,lexicon,engines]

Startup: time to ``data-app-state=ready`` for a first visit, a warm reload (service worker)
and an offline reload, each divided by the same visit of ``bench/bare.html`` (Pyodide alone,
from the same dist/); bytes on a first visit and whether any file came over the wire twice.
Bots: computer move times in the browser per game and level, and the longest main-thread task
while they think (Long Tasks API). Lexicon: the lexicon benchmark in the browser beside CPython.
Engines: random full games per second, CPython and browser.

Figures are printed, never asserted: a regression shows in every CI run's log.
"""

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build import DIST, Server, make_handler  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-features=Translate,MediaRouter,OptimizationHints"]
PREFIX = "/tapis/"
OUT = ROOT / "bench" / "out"


class Recorder:
    """Every response the server sends: path, status, body bytes."""

    def __init__(self):
        self.lock = threading.Lock()
        self.rows = []

    def mark(self):
        with self.lock:
            return len(self.rows)

    def since(self, mark):
        with self.lock:
            return list(self.rows[mark:])


def serve(recorder: Recorder):
    base = make_handler(DIST, PREFIX)

    class Handler(base):
        def send_response(self, code, message=None):
            self._code = code
            super().send_response(code, message)

        def send_header(self, keyword, value):
            if keyword.lower() == "content-length":
                with recorder.lock:
                    recorder.rows.append((self.path.split("?")[0], getattr(self, "_code", 0), int(value)))
            super().send_header(keyword, value)

    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{PREFIX}"


def table(title, header, rows):
    lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    text = "\n".join(lines) + "\n"
    print(text, flush=True)
    return text


def median(values):
    return statistics.median(values) if values else float("nan")


def p95(values):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


# --------------------------------------------------------------------------- startup
def startup(browser, url, recorder, runs):
    results = {"tapis": {"first": [], "warm": [], "offline": []}, "bare": {"first": [], "warm": [], "offline": []}}
    first_bytes, twice = [], []
    for _ in range(runs):
        # Tapis: first visit (empty cache), then reloads once the service worker controls the page
        mark = recorder.mark()
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.TapisBoot && window.TapisBoot.readyAt !== undefined", timeout=120_000)
        results["tapis"]["first"].append(page.evaluate("TapisBoot.readyAt"))
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        page.wait_for_timeout(500)
        rows = recorder.since(mark)
        first_bytes.append(sum(size for _, code, size in rows if code == 200))
        seen = {}
        for path, code, size in rows:
            if code == 200 and size > 50_000:
                seen[path] = seen.get(path, 0) + 1
        twice.append(sorted(p for p, n in seen.items() if n > 1))
        # the bare reference, in the same context: its files are precached by Tapis's worker
        page.goto(url + "bench/bare.html")
        page.wait_for_function("window.readyAt !== undefined", timeout=120_000)
        page.reload()
        page.wait_for_function("window.readyAt !== undefined", timeout=120_000)
        results["bare"]["warm"].append(page.evaluate("readyAt"))
        page.goto(url)
        page.wait_for_function("window.TapisBoot && window.TapisBoot.readyAt !== undefined", timeout=120_000)
        results["tapis"]["warm"].append(page.evaluate("TapisBoot.readyAt"))
        context.set_offline(True)
        page.reload()
        page.wait_for_function("window.TapisBoot && window.TapisBoot.readyAt !== undefined", timeout=120_000)
        results["tapis"]["offline"].append(page.evaluate("TapisBoot.readyAt"))
        page.goto(url + "bench/bare.html")
        page.wait_for_function("window.readyAt !== undefined", timeout=120_000)
        results["bare"]["offline"].append(page.evaluate("readyAt"))
        context.close()
        # bare first visit: a fresh context with an empty cache
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + "bench/bare.html")
        page.wait_for_function("window.readyAt !== undefined", timeout=120_000)
        results["bare"]["first"].append(page.evaluate("readyAt"))
        context.close()
    rows = []
    for visit_kind, label in (("first", "first visit"), ("warm", "warm reload"), ("offline", "offline reload")):
        mine, bare = median(results["tapis"][visit_kind]), median(results["bare"][visit_kind])
        rows.append([label, f"{mine:.0f}", f"{bare:.0f}", f"{mine / bare:.2f}"])
    text = table(f"Time to ready (ms, median of {runs}; headless Chromium, this machine)",
                 ["visit", "Tapis", "bare loadPyodide()", "ratio"], rows)
    build = json.loads((DIST / "build.json").read_text())
    pyodide = sum(v for k, v in build["files"].items() if k.startswith("pyodide/"))
    pyscript = sum(v for k, v in build["files"].items() if k.startswith("pyscript/"))
    own = build["total_bytes"] - pyodide - pyscript
    text += table("Bytes on a first visit", ["what", "bytes"], [
        ["transferred (median)", f"{median(first_bytes):,.0f}"],
        ["Pyodide core (wasm, stdlib, loader, lock)", f"{pyodide:,}"],
        ["PyScript core", f"{pyscript:,}"],
        ["our own files (wheel, app, views, worker, icons)", f"{own:,}"],
        ["any big file downloaded twice?", ", ".join(sorted(set(sum(twice, [])))) or "no"],
    ])
    return text


# --------------------------------------------------------------------------- computer players
def bot_times(browser, url, games, levels, seeds):
    """Play whole games bot-against-bot at full speed in the page; collect move times and the
    longest task seen while they played."""
    rows = []
    for game in games:
        for level in levels:
            times, longest, over = [], 0.0, 0
            for seed in seeds:
                context = browser.new_context()
                page = context.new_page()
                page.add_init_script("""
                    window.tapisLongest = 0;
                    try { new PerformanceObserver(list => { for (const e of list.getEntries())
                        window.tapisLongest = Math.max(window.tapisLongest, e.duration); })
                        .observe({type: 'longtask', buffered: false}); } catch (e) {}
                """)
                seats = ",".join([level] * GAME_SEATS.get(game, 2))
                page.goto(f"{url}index.html?game={game}&seats={seats}&seed={seed}&speed=max")
                page.wait_for_function("window.TapisBoot && window.TapisBoot.readyAt !== undefined", timeout=120_000)
                page.evaluate("window.tapisLongest = 0")
                try:
                    page.wait_for_selector("[data-game-over]", timeout=GAME_TIMEOUT.get(game, 300_000))
                    over += 1
                except Exception:
                    pass
                times += [row["ms"] for row in page.evaluate("window.tapisBotTimes || []")]
                longest = max(longest, page.evaluate("window.tapisLongest"))
                context.close()
            rows.append([game, level, len(times), f"{median(times):.1f}", f"{p95(times):.1f}",
                         f"{max(times) if times else float('nan'):.1f}", f"{longest:.0f}", f"{over}/{len(seeds)}"])
    return table("Computer moves in the browser (ms of thinking per move)",
                 ["game", "level", "moves", "median", "p95", "max", "longest task", "games finished"], rows)


def lighthouse(url):
    """Lighthouse's accessibility, best-practices and SEO scores (and performance, which on a
    14 MB runtime under simulated slow 4G says little), plus the failing audits by name."""
    folder = ROOT / "bench" / "lighthouse"
    binary = folder / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=folder, check=True)
    report = OUT / "lighthouse.json"
    flags = "--headless=new " + " ".join(ARGS)
    rows = []
    for page in ("", "index.html?game=glop&seats=h,normal&seed=3"):
        subprocess.run([str(binary), url + page, "--quiet", "--output=json", f"--output-path={report}",
                        "--only-categories=accessibility,best-practices,seo,performance",
                        f"--chrome-flags={flags}"], env={**__import__("os").environ, "CHROME_PATH": "/usr/bin/chromium"},
                       check=True, timeout=600)
        data = json.loads(report.read_text())
        failing = sorted(a["id"] for a in data["audits"].values()
                         if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary")
        scores = {k: round(v["score"] * 100) for k, v in data["categories"].items()}
        rows.append([page or "picker", scores.get("accessibility"), scores.get("best-practices"),
                     scores.get("seo"), scores.get("performance"), ", ".join(failing) or "—"])
    return table("Lighthouse (this machine, default mobile settings)",
                 ["page", "accessibility", "best practices", "SEO", "performance", "failing audits"], rows)


GAME_SEATS = {"glop": 2, "glukz": 4, "glossa": 4, "juggler": 2, "buyword": 2}
GAME_TIMEOUT = {}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="one run of each, fewer games")
    parser.add_argument("--only", default="startup,bots,lighthouse")
    args = parser.parse_args()
    only = set(args.only.split(","))
    from playwright.sync_api import sync_playwright

    import pyengine

    recorder = Recorder()
    server, url = serve(recorder)
    OUT.mkdir(parents=True, exist_ok=True)
    report = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        if "startup" in only:
            report.append(startup(browser, url, recorder, 1 if args.quick else 5))
        if "lighthouse" in only:
            report.append(lighthouse(url))
        if "bots" in only:
            games = [g for g, info in pyengine.GAMES.items() if info.available and g in GAME_SEATS
                     and (ROOT / "web" / "app" / "tapis_app" / "views" / f"{g}.py").exists()]
            seeds = [1] if args.quick else [1, 2, 3]
            report.append(bot_times(browser, url, games, ["easy", "normal", "hard"], seeds))
        browser.close()
    server.shutdown()
    (OUT / "latest.md").write_text("\n".join(report))
    print(f"(written to {OUT / 'latest.md'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
