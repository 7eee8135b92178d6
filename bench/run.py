"""Tapis benchmark: one command, one table per subject, each figure beside its reference
measured in the same run and beside the target issue 11 sets. Run through
``python build.py bench`` (it builds first); the tables are printed and written to
bench/out/latest.md (and, for a full run of every table, into docs/BENCHMARKS.md, the figures the README links).

    python bench/run.py [--quick] [--only startup,newgame,bots,watch,phone,thread,lexicon,engines,soak,lighthouse]

- startup: time to ``data-app-state=ready`` for a first visit, a warm reload (service worker)
  and an offline reload, each divided by the same visit of ``bench/bare.html`` (Pyodide alone,
  from the same dist/); bytes on a first visit and whether any file came over the wire twice.
- newgame: on the picker of a ready page, a click on a game's "Play" button until the set-up
  form is painted, then a click on "Start" until the game's table is painted (what a person
  waits for), per game.
- bots: computer players of the three levels at one table (``seats=easy,normal,hard``,
  ``speed=fast``), seeded; every move's thinking time as the page records it
  (``window.tapisBotTimes``), and the longest main-thread task (Long Tasks API) while they play.
- watch: hard computers only at ``speed=max``, every main-thread task from ready to game over.
- phone: Chromium's CPU throttled 4×: time to ready, computer moves, long tasks.
- thread (issue 26): with Python in a worker, the page's long tasks (CPU 4×) and each click's next paint.
- soak: 100 watch games in one page, from the picker: no crash, memory after game 100 against 10.
- lexicon: ``bench/measures.py`` (built on bench/lexicon_bench.py's helpers) in CPython and in
  the browser's Pyodide (bench/bare.html with the site's own wheel): ready time, word searches.
- engines: random full games per second (bench/measures.py), CPython and browser.
- lighthouse: Lighthouse's scores (full runs only, unless named in --only).

Figures are printed, never asserted: a regression shows in every CI run's log. A table that
cannot be measured prints "failed: <reason>" and the others still run.
"""

import argparse
import contextlib
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build import CHROMIUM, DIST, Server, make_handler, precached  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-features=Translate,MediaRouter,OptimizationHints",
        "--js-flags=--max-old-space-size=2048"]
PREFIX = "/tapis/"
OUT = ROOT / "bench" / "out"
GAMES = ["glossa", "glop", "glukz", "buyword", "juggler"]
LEVELS = ["easy", "normal", "hard"]
# One table per game with a computer player of each level (Glop is played by 2 or 4).
BOT_SEATS = {"glop": "easy,normal,hard,normal"}
# "fast": the computers wait 0.25 s before each move, as a person who chose "fast" sees them. At
# "max" the page would chain quick moves and their redraws without yielding to the browser, which
# no person ever sees and which would hide the thinking's own long tasks among the redraws.
BOT_SPEED = "fast"
READY = "window.TapisBoot && window.TapisBoot.readyAt !== undefined"
BARE_READY = "window.readyAt !== undefined"


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


def table(title, header, rows, note=""):
    lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    if note:
        lines += ["", note]
    text = "\n".join(lines) + "\n\n"
    print(text, flush=True)
    return text


def failed(title, error):
    reason = f"{type(error).__name__}: {str(error).strip().splitlines()[0][:300] if str(error).strip() else ''}"
    text = f"### {title}\n\nfailed: {reason}\n"
    print(text, flush=True)
    traceback.print_exc(file=sys.stderr)
    return text


def median(values):
    return statistics.median(values) if values else float("nan")


def p95(values):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def fmt(value, digits=0):
    return "—" if value is None or value != value else f"{value:,.{digits}f}"


def verdict(ok):
    return "ok" if ok else "**over**"


def poll(page, expression, timeout=180.0, interval=0.1):
    """Wait until a JavaScript expression is truthy. (Playwright's wait_for_function compiles
    its predicate with eval; page.evaluate goes through the DevTools protocol, whatever the
    page's Content Security Policy says.) A navigation under way is waited out."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = page.evaluate(expression)
        except Exception as error:  # the page is navigating: its context is being replaced
            if "context" not in str(error).lower() and "navigat" not in str(error).lower():
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} s waiting for {expression}")
        time.sleep(interval)


def app_failed(page):
    state = page.evaluate("document.documentElement.dataset.appState")
    if state == "error":
        raise RuntimeError("the app did not start: " + page.inner_text("#loading")[:400])


def wait_app(page, timeout=180.0):
    poll(page, f"({READY}) || document.documentElement.dataset.appState === 'error'", timeout)
    app_failed(page)
    return page.evaluate("TapisBoot.readyAt")


# --------------------------------------------------------------------------- startup
PICKER_JS = """() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const first = window.TapisFirst || {};
  const picker = document.querySelector('[data-act=pick]');
  return {painted: paint ? paint.startTime : null, clickable: first.clickableAt === undefined ? null : first.clickableAt,
          shown: first.shownAt === undefined ? null : first.shownAt, picker: !!picker, screen: first.screen || null};
}"""
SNAPSHOT_JS = "({state: TapisBoot.snapshot.state, restore: TapisBoot.snapshot.restoreMs || null, " \
              "read: TapisBoot.snapshot.readMs || null, made: TapisBoot.snapshot.made || null})"


TEXT_TYPES = (".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".txt", ".py")


def as_served(path, size):
    """A response's bytes as a static host that gzips text (GitHub Pages) sends it: a text file's
    gzip size, any other file (wheel, zip, WebAssembly, images) as it is."""
    import gzip

    name = path.split("?")[0]
    name = name[len(PREFIX):] if name.startswith(PREFIX) else name.lstrip("/")
    file = DIST / (name or "index.html")
    if not name.endswith(TEXT_TYPES) and name:
        return size
    try:
        return len(gzip.compress(file.read_bytes(), 6))
    except OSError:
        return size


def picker_at(page):
    """When the picker was painted and answered clicks: the first contentful paint (the picker is
    the page's first content, drawn at build time), or later if js/first.js's handlers came later."""
    found = poll(page, f"(r => r.painted !== null && (r.screen !== 'wait' || r.shown !== null) && r)(({PICKER_JS})())",
                 timeout=60)
    if not found["picker"] or found["screen"] not in ("picker", "wait"):
        raise RuntimeError(f"the first screen is not the picker: {found}")
    # "wait": a language other than the page's own, its picker fetched (first/<lang>-picker)
    return max(found["painted"], found["clickable"] or 0, found["shown"] or 0)


def startup(browser, url, recorder, runs):
    """Issue 22's start: the picker painted and clickable (before Python), then time to ready on a
    first visit (no snapshot yet), a warm and an offline reload (Python's memory snapshot, made
    in a worker after the first visit), beside bare loadPyodide() in the same browser."""
    kinds = ("first", "warm", "offline", "warm_nosnap")
    results = {"tapis": {k: [] for k in kinds}, "bare": {k: [] for k in kinds}}
    picker = {"first": [], "warm": [], "first_en": [], "warm_en": []}
    snap = {"restore": [], "read": [], "made": [], "bytes": [], "states": []}
    first_bytes, gzipped, twice = [], [], []
    pyscript_first = []  # bench/pyscript-worker.html: PyScript's worker with one line, no app
    for _ in range(runs):
        # Tapis: first visit (empty cache), then reloads once the service worker controls the page
        mark = recorder.mark()
        context = browser.new_context(locale="fr-FR")
        page = context.new_page()
        page.goto(url)
        picker["first"].append(picker_at(page))
        results["tapis"]["first"].append(wait_app(page))
        poll(page, "navigator.serviceWorker.controller !== null")
        made = poll(page, "TapisBoot.snapshot.made", timeout=300)  # after the precache, in a worker
        if made.get("ok"):
            snap["made"].append(made.get("ms") or 0)
            snap["bytes"].append(made.get("bytes") or 0)
        rows = recorder.since(mark)
        first_bytes.append(sum(size for _, code, size in rows if code == 200))
        gzipped.append(sum(as_served(path, size) for path, code, size in rows if code == 200))
        seen = {}
        for path, code, size in rows:
            if code == 200:
                seen[path] = seen.get(path, 0) + 1
        twice.append(sorted(p for p, n in seen.items() if n > 1))
        # the bare reference, in the same context: its files are precached by Tapis's worker
        page.goto(url + "bench/bare.html")
        poll(page, BARE_READY)
        page.reload()
        poll(page, BARE_READY)
        results["bare"]["warm"].append(page.evaluate("readyAt"))
        page.goto(url)
        picker["warm"].append(picker_at(page))
        results["tapis"]["warm"].append(wait_app(page))
        state = page.evaluate(SNAPSHOT_JS)
        snap["states"].append(state["state"])
        if state["restore"]:
            snap["restore"].append(state["restore"])
        if state["read"]:
            snap["read"].append(state["read"])
        # the same reload without the snapshot: what it saves
        page.goto(url + "index.html?snapshot=off")
        results["tapis"]["warm_nosnap"].append(wait_app(page))
        page.goto(url + "bench/bare.html")
        poll(page, BARE_READY)
        results["bare"]["warm_nosnap"].append(page.evaluate("readyAt"))
        context.set_offline(True)
        page.goto(url)
        results["tapis"]["offline"].append(wait_app(page))
        page.goto(url + "bench/bare.html")
        poll(page, BARE_READY)
        results["bare"]["offline"].append(page.evaluate("readyAt"))
        context.close()
        # bare first visit, then PyScript's worker alone: each a fresh context with an empty cache
        for reference, into in (("bench/bare.html", results["bare"]["first"]),
                                ("bench/pyscript-worker.html", pyscript_first)):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url + reference)
            poll(page, BARE_READY)
            into.append(page.evaluate("readyAt"))
            context.close()
        # an English visitor: the page holds the French picker, the English one is fetched
        context = browser.new_context(locale="en-US")
        page = context.new_page()
        page.goto(url)
        picker["first_en"].append(picker_at(page))
        wait_app(page)
        poll(page, "navigator.serviceWorker.controller !== null")
        page.reload()
        picker["warm_en"].append(picker_at(page))
        wait_app(page)
        context.close()
    rows = []
    for visit_kind, label, target in (("first", "first visit (no snapshot yet)", 1.05),
                                      ("warm", "warm reload (from the snapshot)", 0.3),  # issue 26 (issue 22 had 0.6)
                                      ("offline", "offline reload (from the snapshot)", 0.6),
                                      ("warm_nosnap", "reference: warm reload with ?snapshot=off", None)):
        mine, bare = median(results["tapis"][visit_kind]), median(results["bare"][visit_kind])
        rows.append([label, fmt(mine), fmt(bare), f"{mine / bare:.2f}", f"≤ {target}" if target else "",
                     verdict(mine / bare <= target) if target else ""])
    mine, bare = median(pyscript_first), median(results["bare"]["first"])
    rows.insert(1, ["reference: PyScript's worker alone, first visit", fmt(mine), fmt(bare), f"{mine / bare:.2f}", "", ""])
    text = table(f"Time to ready (ms, median of {runs}; headless Chromium, this machine)",
                 ["visit", "Tapis", "bare loadPyodide() (reference)", "ratio", "target", ""], rows,
                 "Tapis: navigation start → the picker drawn by Python and every handler live (`TapisBoot.readyAt`). "
                 "Reference: bench/bare.html from the same dist/, `loadPyodide()` + `runPython('1 + 1')`, "
                 "measured after each Tapis visit of the same kind. PyScript's worker alone: "
                 "bench/pyscript-worker.html, PyScript's module (plugins off) starting its worker on the same "
                 "Pyodide, ready when its Python answers a first message: what any page that starts Python as "
                 "issue 26 asks pays before Tapis does anything. Snapshot states on the warm reloads: "
                 f"{', '.join(sorted(set(snap['states'])))}.")
    bare_first, bare_warm = median(results["bare"]["first"]), median(results["bare"]["warm"])
    rows = [["first visit", fmt(median(picker["first"])), "≤ 300", verdict(median(picker["first"]) <= 300),
             fmt(bare_first), f"{median(picker['first']) / bare_first:.2f}"],
            ["reload", fmt(median(picker["warm"])), "≤ 150", verdict(median(picker["warm"]) <= 150),
             fmt(bare_warm), f"{median(picker['warm']) / bare_warm:.2f}"],
            ["first visit, English browser (its picker fetched)", fmt(median(picker["first_en"])), "≤ 300",
             verdict(median(picker["first_en"]) <= 300), fmt(bare_first), f"{median(picker['first_en']) / bare_first:.2f}"],
            ["reload, English browser", fmt(median(picker["warm_en"])), "≤ 150",
             verdict(median(picker["warm_en"]) <= 150), fmt(bare_warm), f"{median(picker['warm_en']) / bare_warm:.2f}"]]
    text += table(f"The picker before Python (ms after navigation, median of {runs})",
                  ["visit", "picker painted and clickable", "target", "", "bare loadPyodide() ready", "ratio"], rows,
                  "The picker is drawn at build time by the app's own Python into index.html; js/first.js "
                  "answers its clicks until Python is ready. Measured as the later of the first contentful "
                  "paint and first.js's handlers being live.")
    if snap["bytes"]:
        text += table("Python's memory snapshot", ["what", "value"], [
            ["size (bytes)", fmt(median(snap["bytes"]))],
            ["made in a worker after the first visit (ms, off the page's thread)", fmt(median(snap["made"]))],
            ["read from Cache Storage and checked (SHA-256) on a reload, while Pyodide gets ready (ms)",
             fmt(median(snap["read"])) if snap["read"] else "—"],
            ["restored: from the worker's call to Pyodide to Python ready (ms)",
             fmt(median(snap["restore"])) if snap["restore"] else "—"],
        ])
    build = json.loads((DIST / "build.json").read_text())
    pyodide = sum(v for k, v in build["files"].items() if k.startswith("pyodide/"))
    pyscript = sum(v for k, v in build["files"].items() if k.startswith("pyscript/"))
    # the word lists of other languages (lexicon/) are fetched when such a table first opens
    on_demand = {k: v for k, v in build["files"].items() if k.startswith("lexicon/")}
    # ours as a first visit fetches them: the page and the worker's precache (not the first
    # screens of first/, the other languages' lists, the install icons, the blog's files)
    own = sum(v for k, v in build["files"].items() if precached(k) and not k.startswith(("pyodide/", "pyscript/")))
    later = sum(v for k, v in build["files"].items() if not precached(k) and not k.startswith(("pyodide/", "pyscript/", "lexicon/")))
    budget = pyodide + pyscript + 800_000
    transferred = median(first_bytes)
    served = median(gzipped)
    doubled = sorted(set(sum(twice, [])))
    text += table(f"Bytes on a first visit (median of {runs})", ["what", "bytes", "target", ""], [
        ["transferred (every 200 response: page, runtime, service-worker precache)", fmt(transferred),
         f"≤ {budget:,}", verdict(transferred <= budget)],
        ["the same as GitHub Pages sends it (its gzip on text files: pages, scripts, styles, JSON)", fmt(served),
         "", ""],
        ["reference: Pyodide core (wasm, stdlib, loaders, lock)", f"{pyodide:,}", "", ""],
        ["reference: PyScript core", f"{pyscript:,}", "", ""],
        ["budget: Pyodide core + PyScript core + 0.8 MB", f"{budget:,}", "", ""],
        ["our own files a first visit fetches (wheel, app, styles, scripts, page)", f"{own:,}", "≤ 800,000",
         verdict(own <= 800_000)],
        ["our own files fetched only when needed (first screens of first/, install icons, embed, blog sample)",
         f"{later:,}", "", ""],
        ["any file downloaded twice?", ", ".join(doubled) or "no", "no", verdict(not doubled)],
        ["not on a first visit: word lists of other languages (lexicon/), fetched with their table",
         f"{sum(on_demand.values()):,}", "not transferred", ""],
    ])
    return text


# --------------------------------------------------------------------------- new game
NEW_GAME_JS = """async (game) => {
  const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  const waitFor = async (selector, ms) => {
    const end = performance.now() + ms;
    while (!document.querySelector(selector)) {
      if (performance.now() > end) return null;
      await new Promise(r => setTimeout(r, 2));
    }
    return performance.now();
  };
  const pick = document.querySelector(`[data-act=pick][data-arg="${game}"]`);
  if (!pick) return {error: "no Play button for " + game};
  const t0 = performance.now();
  pick.click();
  if (await waitFor("[data-act=start]", 20000) === null) return {error: "no set-up form"};
  await frame();
  const setup = performance.now() - t0;
  const t1 = performance.now();
  document.querySelector("[data-act=start]").click();
  const inDom = await waitFor("#app .table", 30000);
  if (inDom === null) return {error: "no table after Start"};
  await frame();
  const painted = performance.now() - t1;
  const you = await waitFor("html[data-turn=you], [data-game-over]", 30000);
  return {setup, dom: inDom - t1, painted, you: you === null ? null : you - t1};
}"""


def new_game(browser, url, games, runs):
    """Per game, in a ready page: Play → set-up painted; Start → table painted; Start → the
    person's turn shown. Each game's first start in the page (its rules and view modules are
    imported then, as for a person), a fresh page per run."""
    found = {game: [] for game in games}
    errors = {}
    for _ in range(runs):
        context = browser.new_context(locale="fr-FR", viewport={"width": 1280, "height": 800})
        page = context.new_page()
        page.goto(url)
        wait_app(page)
        for game in games:
            result = page.evaluate(NEW_GAME_JS, game)
            if result.get("error"):
                errors[game] = result["error"]
            else:
                found[game].append(result)
            page.evaluate("window.Tapis && document.querySelector('[data-act=home]') ? "
                          "document.querySelector('[data-act=home]').click() : null")
            home = page.evaluate("!!document.querySelector('[data-act=pick]')")
            if not home:  # no way home from this screen: start again from the address
                page.goto(url)
                wait_app(page)
        context.close()
    rows = []
    for game in games:
        got = found[game]
        if not got:
            rows.append([game, f"failed: {errors.get(game, 'no result')}", "", "", "", ""])
            continue
        you = [r["you"] for r in got if r["you"] is not None]
        rows.append([game, fmt(median([r["setup"] for r in got])), fmt(median([r["dom"] for r in got])),
                     fmt(median([r["painted"] for r in got])), fmt(median(you)) if you else "—", len(got)])
    return table(f"New game: click to first playable view (ms, median of {runs}; picker of a ready page)",
                 ["game", "Play → set-up painted", "Start → table in the page", "Start → table painted",
                  "Start → “your turn” shown", "runs"], rows,
                 "Clicks on the real buttons (`[data-act=pick]`, then `[data-act=start]`, default set-up: "
                 "you against the normal computer); “painted” waits for the next animation frame. "
                 "“Your turn” includes the computer's opening moves at normal pace when it starts.")


# --------------------------------------------------------------------------- computer players
LONG_TASKS_JS = """
    window.tapisLongTasks = [];
    try { new PerformanceObserver(list => { for (const e of list.getEntries())
        window.tapisLongTasks.push([e.startTime, e.duration, (window.tapisBotTimes || []).length]); })
        .observe({type: 'longtask', buffered: true}); } catch (e) { window.tapisLongTasks = null; }
"""


def play_table(browser, url, game, seats, seed, speed, budget_s, throttle=1):
    """One seeded table in a fresh page (the CPU slowed ``throttle`` times), played by its
    computers until the game ends or ``budget_s`` runs out. What the bots, watch and phone tables
    read: ``over``, ``seconds`` of play, ``moves`` (the page's tapisBotTimes rows), ``tasks``
    (long tasks after ready: ``(duration, moves made when reported)``; None without the Long
    Tasks API) and ``slow`` (the page's notes of Python work over 30 ms)."""
    context = browser.new_context()
    page = context.new_page()
    try:
        if throttle > 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.add_init_script(LONG_TASKS_JS)
        page.goto(f"{url}index.html?game={game}&seats={seats}&seed={seed}&speed={speed}")
        ready = wait_app(page)
        over = play_watch(page, budget_s)
        now = page.evaluate("performance.now()")
        long_tasks = page.evaluate("window.tapisLongTasks")
        return {"over": over, "seconds": (now - ready) / 1000,
                "moves": page.evaluate("window.tapisBotTimes || []"),
                "tasks": None if long_tasks is None else [(d, n) for start, d, n in long_tasks if start >= ready],
                "slow": slow_steps(page, ready)}
    finally:
        context.close()


def bot_times(browser, url, games, seeds, budget_s):
    """Play seeded games between computer players of each level, at full speed, in the page;
    collect every move's thinking time and every long task after the app was ready."""
    moves = {(g, lv): [] for g in games for lv in LEVELS}
    tasks = {g: {"longest": 0.0, "warm": 0.0, "over50": 0, "warm_over50": 0, "seconds": 0.0, "finished": 0,
                 "played": 0} for g in games}
    errors = {}
    for game in games:
        for seed in seeds:
            try:
                played = play_table(browser, url, game, BOT_SEATS.get(game, "easy,normal,hard"), seed, BOT_SPEED,
                                    budget_s)
            except Exception as error:
                errors[game] = f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
                continue
            for row in played["moves"]:
                if row.get("level") in LEVELS:
                    moves[(game, row["level"])].append(row["ms"])
            after = played["tasks"]
            if after is None:
                errors[game] = "no Long Tasks API"
                after = []
            # a task seen once two moves were made: the first computer turn (which imports the
            # game's players and loads the word list) is over
            warm = [d for d, moves_done in after if moves_done >= 2]
            info = tasks[game]
            info["longest"] = max([info["longest"], *(d for d, _ in after)])
            info["warm"] = max([info["warm"], *warm])
            info["over50"] += sum(1 for d, _ in after if d > 50)
            info["warm_over50"] += sum(1 for d in warm if d > 50)
            info["seconds"] += played["seconds"]
            info["finished"] += played["over"]
            info["played"] += 1
    rows = []
    for game in games:
        for level in LEVELS:
            times = moves[(game, level)]
            target = 1000 if level == "hard" else 150
            if not times:
                rows.append([game, level, 0, "—", "—", "—", f"≤ {target}", errors.get(game, "no move")])
                continue
            rows.append([game, level, len(times), fmt(median(times), 1), fmt(p95(times), 1), fmt(max(times), 1),
                         f"≤ {target}", verdict(p95(times) <= target)])
    text = table(f"Computer moves in the browser (ms of thinking per move; seeds {', '.join(map(str, seeds))}, "
                 f"at most {budget_s:.0f} s of play per game)",
                 ["game", "level", "moves", "median", "p95", "max", "target p95", ""], rows,
                 "One table per seed with a computer of each level (`seats=easy,normal,hard`; Glop "
                 "`easy,normal,hard,normal`), `speed=fast`; a move's time runs from the start of its "
                 "thinking to its action, slices and yields to the browser included.")
    rows = []
    for game in games:
        info = tasks[game]
        rows.append([game, fmt(info["seconds"], 0), f"{info['finished']}/{info['played']}", fmt(info["longest"]),
                     info["over50"], fmt(info["warm"]), info["warm_over50"], "no task > 50",
                     verdict(info["over50"] == 0) if info["played"] else errors.get(game, "not run")])
    text += table("Longest main-thread task while the computers play (Long Tasks API, ms)",
                  ["game", "seconds observed", "games finished", "longest task", "tasks > 50 ms",
                   "longest after the first 2 moves", "tasks > 50 ms after them", "target", ""],
                  rows, "Every task after the app was ready (tasks are 50 ms or longer by the API's definition): "
                        "the computers' thinking slices and the drawing of their moves (`speed=fast`: a 0.25 s pause "
                        "before each move). The first moves import the game's players and load the "
                        "word list in one go; the next columns leave them out (a task is counted by the number "
                        "of moves made when the browser reported it). A busy machine stretches tasks.")
    return text


# --------------------------------------------------------------------------- issue 22: watch, phone, soak
WATCH_SEATS = {"glop": "hard,hard,hard,hard"}


def play_watch(page, budget_s):
    """Wait for the watched game to end (or the budget to run out); True when it ended."""
    started = time.monotonic()
    while time.monotonic() - started < budget_s:
        if page.evaluate("!!document.querySelector('[data-game-over]')"):
            return True
        time.sleep(0.25)
    return False


def slow_steps(page, since):
    """The page's own notes of Python work over 30 ms (main.py's note_slow), after ``since``."""
    return [(kind, ms) for kind, ms, at in (page.evaluate("window.tapisSlow || []")) if at >= since]


def watch(browser, url, games, seeds, budget_s):
    """Issue 22, item 3: computer players only (all hard), `speed=max`, from ready to game over:
    every main-thread task over 50 ms, the first move included, and what the page says it was."""
    rows = []
    for game in games:
        info = {"games": 0, "over": 0, "moves": 0, "seconds": 0.0, "tasks": [], "slow": {}}
        for seed in seeds:
            played = play_table(browser, url, game, WATCH_SEATS.get(game, "hard,hard,hard"), seed, "max", budget_s)
            info["over"] += played["over"]
            info["seconds"] += played["seconds"]
            info["games"] += 1
            info["moves"] += len(played["moves"])
            info["tasks"] += [d for d, _ in played["tasks"] or []]
            for kind, ms in played["slow"]:
                info["slow"][kind] = max(info["slow"].get(kind, 0), ms)
        over50 = [d for d in info["tasks"] if d > 50]
        slow = ", ".join(f"{kind} {ms:.0f}" for kind, ms in sorted(info["slow"].items(), key=lambda kv: -kv[1])) or "—"
        rows.append([game, f"{info['over']}/{info['games']}", info["moves"], fmt(info["seconds"]),
                     fmt(max(info["tasks"], default=0)), len(over50), "none > 50", verdict(not over50), slow])
    return table(f"Watching hard computers at speed=max (seeds {', '.join(map(str, seeds))}): main-thread tasks from ready "
                 "to game over (ms)",
                 ["game", "games over", "moves", "seconds", "longest task", "tasks > 50 ms", "target", "",
                  "Python steps over 30 ms (longest, ms)"], rows,
                 "`?game=…&seats=hard,hard,hard&speed=max` (Glop: four hard players), the Long Tasks API from "
                 "`TapisBoot.readyAt`: the players' preparation, every slice of thought, every move drawn. The "
                 "last column is the page's own note of Python work over 30 ms (`window.tapisSlow`): a long task "
                 "without one there is the browser's own work (style, layout, garbage collection).")


def phone(browser, url, games, seeds, budget_s, rate=4):
    """Issue 22, item 5: Chromium's CPU slowed `rate` times (DevTools' Emulation.setCPUThrottlingRate):
    time to ready on a first visit and a reload, computer moves at the three levels, long tasks."""
    ready = {"first": [], "reload": []}
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(url)
    ready["first"].append(wait_app(page))
    poll(page, "navigator.serviceWorker.controller !== null")
    poll(page, "TapisBoot.snapshot.made", timeout=300)
    page.reload()
    ready["reload"].append(wait_app(page))
    restored = page.evaluate("TapisBoot.snapshot.state")
    context.close()
    moves = {(g, lv): [] for g in games for lv in LEVELS}
    tasks = {g: [] for g in games}
    slow = {g: {} for g in games}
    for game in games:
        for seed in seeds:
            played = play_table(browser, url, game, BOT_SEATS.get(game, "easy,normal,hard"), seed, BOT_SPEED,
                                budget_s, throttle=rate)
            for row in played["moves"]:
                if row.get("level") in LEVELS:
                    moves[(game, row["level"])].append(row["ms"])
            tasks[game] += [d for d, _ in played["tasks"] or []]
            for kind, ms in played["slow"]:
                slow[game][kind] = max(slow[game].get(kind, 0), ms)
    rows = [["time to ready, first visit (ms)", fmt(median(ready["first"])), "reported", ""],
            [f"time to ready, reload ({restored}) (ms)", fmt(median(ready["reload"])), "reported", ""]]
    for game in games:
        for level in LEVELS:
            times = moves[(game, level)]
            target = 1000 if level == "hard" else 150
            rows.append([f"{game} {level}: p95 of {len(times)} moves (ms)", fmt(p95(times)) if times else "—",
                         f"≤ {target}", verdict(bool(times) and p95(times) <= target)])
        over = [d for d in tasks[game] if d > 100]
        rows.append([f"{game}: longest task, tasks > 100 ms", f"{fmt(max(tasks[game], default=0))}, {len(over)}",
                     "none > 100", verdict(not over)])
        named = ", ".join(f"{kind} {ms:.0f}" for kind, ms in sorted(slow[game].items(), key=lambda kv: -kv[1]))
        rows.append([f"{game}: Python steps over 30 ms (longest, ms)", named or "—", "", ""])
    return table(f"A phone's processor: Chromium's CPU throttled {rate}× (seeds {', '.join(map(str, seeds))}, at most "
                 f"{budget_s:.0f} s of play per game)", ["what", "figure", "target", ""], rows,
                 "The same tables as “Computer moves in the browser” (a computer of each level, `speed=fast`), "
                 "with `Emulation.setCPUThrottlingRate` set before the page loads. Network not throttled.")


# --------------------------------------------------------------------------- issue 26: the page's thread
EVENTS_JS = """
    window.tapisEvents = [];
    try { new PerformanceObserver(list => { for (const e of list.getEntries())
        if (e.interactionId) window.tapisEvents.push([e.interactionId, e.duration]); })
        .observe({type: 'event', durationThreshold: 16, buffered: true}); } catch (e) { window.tapisEvents = null; }
    // (issue 48) the nodes each drawing touches in #app: one MutationObserver call per drawing's
    // changes, counting each node changed, added or removed once (an added subtree is one node)
    window.tapisTouched = [];
    document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
            const nodes = new Set();
            for (const r of records) {
                nodes.add(r.target);
                r.addedNodes.forEach((n) => nodes.add(n));
                r.removedNodes.forEach((n) => nodes.add(n));
            }
            window.tapisTouched.push(nodes.size);
        }).observe(document.getElementById('app'), {subtree: true, childList: true, attributes: true, characterData: true});
    });
"""
# a person's click during a game: an enabled control of the hand or the actions, a deal's recap
CLICK_JS = """() => {
  if (document.querySelector('[data-game-over]')) return 'over';
  const recap = document.querySelector('[data-act=recap-next]') || document.querySelector('[data-arg=studied]');
  const pick = (list) => list.length ? list[Math.floor(Math.random() * list.length)] : null;
  const enabled = (sel) => Array.from(document.querySelectorAll(sel)).filter(b => !b.disabled && b.offsetParent);
  const target = recap || (document.documentElement.dataset.turn === 'you'
    ? pick(enabled('[data-role=actions] [data-act=play]')) || pick(enabled('[data-role=hand] [data-act]'))
      || pick(enabled('[data-role=actions] [data-act]'))
    : document.querySelector('[data-act=log]'));
  if (!target) return 'none';
  const r = target.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""


def interactions(page, clicks, budget_s):
    """Click as a person would (Playwright's real mouse) up to ``clicks`` times; returns how many."""
    done = 0
    started = time.monotonic()
    while done < clicks and time.monotonic() - started < budget_s:
        where = page.evaluate(CLICK_JS)
        if where == "over":
            break
        if isinstance(where, list):
            page.mouse.click(*where)
            done += 1
        time.sleep(0.35)
    return done


def page_thread(browser, url, games, budget_s, clicks=30, rate=4):
    """Issue 26: with Python in a worker, what the page's own thread does, CPU throttled ``rate``×.
    Per game: every long task from navigation to the end of a watched game (`speed=fast`), and,
    in a game played by clicks, each click's next paint as Interaction to Next Paint counts it
    (Event Timing: the longest event of each interaction; those under 16 ms are not reported,
    counted as 16) beside the wait for the worker's answer (tap → its drawing on screen). The
    worker's own steps over 30 ms are its notes (`window.tapisSlow`), reported apart."""
    @contextlib.contextmanager
    def throttled(script, address, ready=wait_app):
        """A fresh page, its CPU slowed ``rate`` times, ``script`` run before the page's own, at
        ``address`` (under the site), once ``ready(page)`` has returned."""
        # (no service worker: a returning visitor's page, whose site is cached and snapshot made
        # already; a first visit's downloads and snapshot run once, on their own threads)
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        try:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
            page.add_init_script(script)
            page.goto(url + address)
            ready(page)
            yield page
        finally:
            context.close()

    rows = []
    for game in games:
        with throttled(LONG_TASKS_JS,
                       f"index.html?game={game}&seats={BOT_SEATS.get(game, 'easy,normal,hard')}&seed=1&speed=fast") \
                as page:
            ready = page.evaluate("window.TapisBoot.readyAt")
            over = play_watch(page, budget_s)
            long_tasks = page.evaluate("window.tapisLongTasks") or []
            tasks = [d for _, d, _ in long_tasks]
            playing = [d for start, d, _ in long_tasks if start >= ready]
            worker = [ms for _, ms in slow_steps(page, 0)]
        with throttled(EVENTS_JS, f"index.html?game={game}&seats=h,normal&seed=1&speed=fast") as page:
            made = interactions(page, clicks, budget_s)
            time.sleep(1.0)
            events = page.evaluate("window.tapisEvents") or []
            answers = page.evaluate("window.tapisAnswers || []")
            touched = page.evaluate("window.tapisTouched || []")
            nodes = page.evaluate("document.getElementById('app').getElementsByTagName('*').length")
        longest = {}
        for interaction, duration in events:
            longest[interaction] = max(longest.get(interaction, 0), duration)
        paints = sorted(list(longest.values()) + [16.0] * max(0, made - len(longest)))
        over50 = [d for d in tasks if d > 50]
        rows.append([game, "yes" if over else "no", fmt(max(tasks, default=0)), len(over50), verdict(not over50),
                     fmt(max(playing, default=0)), len([d for d in playing if d > 50]),
                     made, fmt(p95(paints)) if paints else "—", verdict(bool(paints) and p95(paints) <= 100),
                     fmt(median(answers)) if answers else "—", fmt(p95(answers)) if answers else "—",
                     fmt(max(worker, default=0)),
                     f"{median(touched):.0f} / {p95(touched):.0f}" if touched else "—", nodes])
    # the floor: a page that does nothing but start PyScript's worker (bench/pyscript-worker.html)
    with throttled(LONG_TASKS_JS, "bench/pyscript-worker.html", lambda page: poll(page, BARE_READY, timeout=120)) \
            as page:
        page.wait_for_timeout(1000)
        tasks = [d for _, d, _ in page.evaluate("window.tapisLongTasks") or []]
    rows.append(["reference: PyScript's worker alone", "—", fmt(max(tasks, default=0)), len([d for d in tasks if d > 50]),
                 "", "—", "—", "—", "—", "", "—", "—", "—", "—", "—"])
    return table(f"The page's thread with Python in a worker (CPU throttled {rate}×)",
                 ["game", "watch game over", "longest page task (ms)", "page tasks > 50 ms", "",
                  "once ready: longest (ms)", "once ready: > 50 ms", "clicks", "click → next paint p95 (ms)", "",
                  "tap → worker's drawing, median (ms)",
                  "p95 (ms)", "worker's longest step (ms)", "nodes touched per drawing, median / p95",
                  "elements in the page at the end"], rows,
                 "Watch: `?seats=<three levels>&speed=fast`, long tasks (Long Tasks API, buffered) from navigation to "
                 "game over or the budget; \"once ready\": those from `data-app-state=ready` on (the game itself, "
                 "without the page's start: its HTML, styles and PyScript's module). Clicks: "
                 "`?seats=h,normal&speed=fast`, a person's clicks on the hand and "
                 "the actions (the log button while the computer plays), Event Timing as INP reads it. The reference "
                 "row is bench/pyscript-worker.html from navigation to its Python's answer and 1 s more: PyScript's "
                 "module evaluated on the page, its worker started, nothing of Tapis. The "
                 "worker's steps are its own notes of Python work over 30 ms: they never hold the page. Nodes touched: "
                 "in the clicked game, per MutationObserver call on #app (one per drawing), each node changed, "
                 "added or removed counted once, an added subtree as one.")


SOAK_PICK_JS = """async (game) => {
  const wait = async (test, ms) => { const end = performance.now() + ms;
    while (!test()) { if (performance.now() > end) return false; await new Promise(r => setTimeout(r, 20)); } return true; };
  const home = document.querySelector('[data-act=home]');
  if (home && !document.querySelector('[data-act=pick]')) home.click();
  if (!await wait(() => document.querySelector(`[data-act=pick][data-arg="${game}"]`), 10000)) return 'no picker';
  document.querySelector(`[data-act=pick][data-arg="${game}"]`).click();
  if (!await wait(() => document.querySelector('[data-act=start]'), 10000)) return 'no set-up';
  return 'ok';
}"""
MEMORY_JS = "({js: performance.memory ? performance.memory.usedJSHeapSize : null, " \
            "wasm: TapisBoot.wasmBytes ? TapisBoot.wasmBytes() : null})"


def soak(browser, url, games, count, budget_s):
    """Issue 22, item 4: `count` watch games one after another in one page, each table opened from
    the picker (every seat a hard computer) and left for the next at its end; no crash, and the
    page's memory after the last game against after the tenth."""
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    crashed = []
    page.on("crash", lambda *_: crashed.append(True))
    cdp = context.new_cdp_session(page)
    page.goto(url + "index.html?speed=max")
    wait_app(page)
    memory, played, over, begun = {}, 0, 0, time.monotonic()
    import pyengine

    where = None
    for index in range(count):
        game = games[index % len(games)]
        allowed = pyengine.GAMES[game].players  # Glop with four, the others with three when they can
        players = 4 if game == "glop" and 4 in allowed else 3 if 3 in allowed else max(allowed)
        try:
            result = page.evaluate(SOAK_PICK_JS, game)
            if result != "ok":
                raise RuntimeError(f"game {index + 1} ({game}): {result}")
            if page.locator("[data-act=setup][data-arg=players]").count():
                page.select_option("[data-act=setup][data-arg=players]", str(players))
            for seat in range(players):
                page.select_option(f"[data-act=setup][data-arg='kind.{seat}']", "hard")
            page.locator("[data-act=start]").click()
            over += play_watch(page, budget_s)
            played += 1
            if (index + 1) % 10 == 0 or index + 1 == count:
                cdp.send("HeapProfiler.collectGarbage")
                page.wait_for_timeout(500)
                memory[index + 1] = page.evaluate(MEMORY_JS)
        except Exception:
            if not crashed:
                raise
        if crashed:
            where = f"during game {index + 1} ({game})"
            break
    seconds = time.monotonic() - begun
    context.close()
    rows = [["games played, ended by their rules", f"{played}, {over}", f"{count}", verdict(played == count and not crashed)],
            ["page crashed", f"yes, {where}" if crashed else "no", "no", verdict(not crashed)]]
    if 10 in memory and count in memory:
        for key, label in (("js", "JavaScript heap after a collection (bytes)"), ("wasm", "WebAssembly memory (bytes)")):
            a, b = memory[10][key], memory[count][key]
            if a and b:
                rows.append([f"{label}: after game 10 → after game {count}", f"{a:,} → {b:,} ({(b - a) / a:+.1%})",
                             "within 10 %", verdict(abs(b - a) <= 0.1 * a)])
        rows.append(["the curve, every 10 games: JS heap / WebAssembly memory (MB)", " · ".join(
            f"{n}: {memory[n]['js'] / 1e6:.1f} / {(memory[n]['wasm'] or 0) / 1e6:.1f}" for n in sorted(memory)), "", ""])
    return table(f"A long evening: {count} watch games in one page ({fmt(seconds / 60, 1)} min)",
                 ["what", "figure", "target", ""], rows,
                 "Games in turn " + ", ".join(games) + ", each from the picker with every seat a hard computer at "
                 "`speed=max`, the next one picked when the last ended; memory read after a forced collection.")


# --------------------------------------------------------------------------- Python in the browser
SETUP_JS = """async ({wheelUrl, wheelName, files}) => {
  const data = new Uint8Array(await (await fetch(wheelUrl)).arrayBuffer());
  pyodide.FS.writeFile("/home/pyodide/" + wheelName, data);
  pyodide.FS.mkdirTree("/home/pyodide/benchpkg/bench");
  for (const [name, text] of Object.entries(files)) pyodide.FS.writeFile("/home/pyodide/benchpkg/bench/" + name, text);
  pyodide.runPython(`import sys; sys.path[:0] = ["/home/pyodide/${wheelName}", "/home/pyodide/benchpkg"]`);
  return pyodide.runPython("import platform, sys; sys.version.split()[0] + ' ' + platform.machine()");
}"""


class BrowserPython:
    """bench/bare.html's Pyodide with the site's own wheel (the file dist/ serves) on sys.path
    and bench/measures.py beside it: Python code run in the browser, outside the app."""

    def __init__(self, browser, url):
        self.context = browser.new_context()
        self.page = self.context.new_page()
        self.page.goto(url + "bench/bare.html")
        poll(self.page, "window.readyAt !== undefined && window.pyodide !== undefined")
        wheel = json.loads((DIST / "build.json").read_text())["wheel"]
        files = {"__init__.py": "", **{name: (ROOT / "bench" / name).read_text()
                                       for name in ("lexicon_bench.py", "measures.py")}}
        self.version = self.page.evaluate(SETUP_JS, {"wheelUrl": url + "wheels/" + wheel, "wheelName": wheel,
                                                     "files": files})

    def call(self, expression):
        """The JSON value of a Python expression, evaluated in the page."""
        return json.loads(self.page.evaluate("code => pyodide.runPython(code)",
                                             f"import json\nfrom bench import measures\njson.dumps({expression})"))

    def close(self):
        self.context.close()


def cpython(expression):
    """The same expression in a fresh CPython process (cold imports, as in the page)."""
    code = f"import json, sys\nsys.path.insert(0, {str(ROOT)!r})\nfrom bench import measures\nprint(json.dumps({expression}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "CPython failed")
    return json.loads(done.stdout.strip().splitlines()[-1])


def lexicon(browser_python, racks):
    expression = f"measures.lexicon_figures({racks})"
    here = cpython(expression)
    there = browser_python.call(expression)
    rows = [["lexicon ready: first load (imports + data)", fmt(here["ready_first_ms"], 1),
             fmt(there["ready_first_ms"], 1), f"{there['ready_first_ms'] / here['ready_first_ms']:.1f}", "", ""],
            ["lexicon ready: reload (median of 3)", fmt(here["ready_reload_ms"], 1),
             fmt(there["ready_reload_ms"], 1), f"{there['ready_reload_ms'] / here['ready_reload_ms']:.1f}", "", ""],
            ["frequency tiers ready", fmt(here["tiers_ms"], 1), fmt(there["tiers_ms"], 1),
             f"{there['tiers_ms'] / here['tiers_ms']:.1f}", "", ""],
            ["is_word per call (µs)", fmt(here["is_word_us"], 1), fmt(there["is_word_us"], 1),
             f"{there['is_word_us'] / here['is_word_us']:.1f}", "", ""],
            ["memory: word list loaded, then tiers added (MB)",
             f"{here['memory_words_mb']:.1f} + {here['memory_tiers_mb']:.1f}",
             f"{there['memory_words_mb']:.1f} + {there['memory_tiers_mb']:.1f}", "", "", ""]]
    for name, (med_here, p95_here, _max_here) in here["searches"].items():
        med, p95_there, worst = there["searches"][name]
        target = "≤ 20" if name.startswith("words_from 8 letters + 1") else ""
        rows.append([f"{name}: median (p95, max in the browser)", f"{med_here:.2f} ({p95_here:.1f})",
                     f"{med:.2f} ({p95_there:.1f}, {worst:.0f})", f"{med / med_here:.1f}" if med_here else "—",
                     target, verdict(med <= 20) if target else ""])
    shipped = sum(there["bytes"].values())
    rows.append(["bytes the word list and tiers add to the first visit (inside the wheel)", "",
                 f"{shipped:,}", "", "≤ 800,000", verdict(shipped <= 800_000)])
    return table(f"Lexicon in the browser beside CPython (ms; {racks} seeded racks per search)",
                 ["measure", f"CPython {platform.python_version()}", f"browser (Pyodide {browser_python.version})",
                  "browser ÷ CPython", "target (browser)", ""], rows,
                 "bench/measures.py `lexicon_figures` (bench/lexicon_bench.py's racks and clocks), run in a "
                 "fresh CPython process and in bench/bare.html's Pyodide with the site's wheel. Browser clocks "
                 "are coarsened to 0.1 ms (no cross-origin isolation).")


def engines(browser_python, games, seconds):
    from bench import measures

    here = measures.throughput(games, seconds)
    there = browser_python.call(f"measures.throughput({games!r}, {seconds})")
    rows = []
    for game in games:
        a, b = here[game], there[game]
        rows.append([game, f"{a['per_second']:.2f} ({a['games']})", f"{b['per_second']:.2f} ({b['games']})",
                     f"{b['per_second'] / a['per_second']:.2f}", fmt(a["actions_per_game"])])
    return table(f"Engine throughput: random full games per second, 2 players (games played in ~{seconds:.0f} s)",
                 ["game", "CPython (in process)", "browser (Pyodide)", "browser ÷ CPython", "actions per game"],
                 rows, "bench/measures.py `throughput`: uniformly random legal actions to the end of the game, "
                       "seeded; the game's modules and the word list are loaded before the clock starts.")


def lighthouse(url, runs=3):
    """Lighthouse, mobile preset (its default): performance (median of ``runs``) with its First
    Contentful Paint, Largest Contentful Paint and Total Blocking Time, and the accessibility,
    best-practices and SEO scores, plus the failing audits by name."""
    folder = ROOT / "bench" / "lighthouse"
    binary = folder / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=folder, check=True)
    report = OUT / "lighthouse.json"
    flags = "--headless=new " + " ".join(ARGS)
    rows = []
    for page in ("", "index.html?game=glop&seats=h,normal&seed=3"):
        results = []
        for _ in range(runs):
            subprocess.run([str(binary), url + page, "--quiet", "--output=json", f"--output-path={report}",
                            "--only-categories=accessibility,best-practices,seo,performance",
                            f"--chrome-flags={flags}"], env={**os.environ, "CHROME_PATH": CHROMIUM},
                           check=True, timeout=600)
            results.append(json.loads(report.read_text()))
        results.sort(key=lambda data: data["categories"]["performance"]["score"] or 0)
        data = results[len(results) // 2]  # the median run by performance score
        failing = sorted(a["id"] for a in data["audits"].values()
                         if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary")
        scores = {k: round((v["score"] or 0) * 100) for k, v in data["categories"].items()}
        audit = lambda name: data["audits"][name]["numericValue"]  # noqa: E731
        rows.append([page or "picker", scores.get("performance"),
                     " ".join(str(round((r["categories"]["performance"]["score"] or 0) * 100)) for r in results),
                     fmt(audit("first-contentful-paint")), fmt(audit("largest-contentful-paint")),
                     fmt(audit("total-blocking-time")), scores.get("accessibility"), scores.get("best-practices"),
                     scores.get("seo"), ", ".join(failing) or "—"])
    return table(f"Lighthouse (this machine, mobile preset, median of {runs})",
                 ["page", "performance", "runs", "FCP (ms)", "LCP (ms)", "TBT (ms)", "accessibility",
                  "best practices", "SEO", "failing audits"], rows)


# --------------------------------------------------------------------------- the command
ALL = ["startup", "newgame", "bots", "watch", "phone", "thread", "lexicon", "engines", "soak", "lighthouse"]
QUICK_DEFAULT = ["startup", "newgame", "bots", "lexicon", "engines"]
README_BEGIN, README_END = "<!-- bench:begin -->", "<!-- bench:end -->"


FIGURES = ROOT / "docs" / "BENCHMARKS.md"  # the README links it (issue 27: the tables left the README)


def write_readme(report_text):
    """Put the tables into docs/BENCHMARKS.md: between the bench markers, or in place of the
    FIGURES placeholder. Nothing happens when neither is there."""
    readme = FIGURES
    text = readme.read_text()
    nested = report_text.strip().replace("\n### ", "\n#### ")  # the tables sit under a ### section
    block = f"{README_BEGIN}\n{nested}\n{README_END}"
    if README_BEGIN in text and README_END in text:
        before, rest = text.split(README_BEGIN, 1)
        text = before + block + rest.split(README_END, 1)[1]
    elif "\nFIGURES\n" in text:
        text = text.replace("\nFIGURES\n", f"\n{block}\n", 1)
    else:
        return False
    readme.write_text(text)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one run of each, less play, no Lighthouse")
    parser.add_argument("--only", default=None, help="comma-separated: " + ",".join(ALL))
    parser.add_argument("--games", default=",".join(GAMES), help="games for the per-game tables")
    parser.add_argument("--no-readme", action="store_true", help="do not write the tables into docs/BENCHMARKS.md")
    args = parser.parse_args()
    only = args.only.split(",") if args.only else (QUICK_DEFAULT if args.quick else ALL)
    unknown = [name for name in only if name not in ALL]
    if unknown:
        parser.error(f"unknown table(s): {', '.join(unknown)}")
    import pyengine

    games = [g for g in args.games.split(",") if g in pyengine.GAMES]
    views = ROOT / "web" / "app" / "tapis_app" / "views"
    view_games = [g for g in games if (views / f"{g}.py").exists() or (views / g / "__init__.py").exists()]
    quick = args.quick
    from playwright.sync_api import sync_playwright

    recorder = Recorder()
    server, url = serve(recorder)
    OUT.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    report = [f"*Benchmark: {'quick' if quick else 'full'} run (`{' '.join(['bench/run.py', *sys.argv[1:]])}`), {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
              f"{os.cpu_count()} cores, load average {load:.1f} at the start, build {_build_version()}.*\n"]
    print(report[0], flush=True)

    def section(title, fn, *fn_args):
        begun = time.monotonic()
        try:
            report.append(fn(*fn_args))
        except Exception as error:  # noqa: BLE001 — one failed table must not lose the others
            report.append(failed(title, error))
        print(f"({title}: {time.monotonic() - begun:.0f} s)\n", flush=True)

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            if "startup" in only:
                section("Time to ready and bytes", startup, browser, url, recorder, 1 if quick else 5)
            if "newgame" in only:
                section("New game", new_game, browser, url, view_games, 1 if quick else 3)
            if "bots" in only:
                section("Computer moves", bot_times, browser, url, view_games,
                        [1] if quick else [1, 2], 10 if quick else 40)
            if "watch" in only:
                section("Watching at full speed", watch, browser, url, view_games, [11] if quick else [11, 12],
                        60 if quick else 240)
            if "phone" in only:
                section("A phone's processor", phone, browser, url, view_games, [1], 30 if quick else 120)
            if "thread" in only:
                section("The page's thread", page_thread, browser, url, view_games, 30 if quick else 90)
            if "soak" in only:
                section("A long evening", soak, browser, url, view_games, 20 if quick else 100, 300)
            if "lexicon" in only or "engines" in only:
                browser_python = None
                try:
                    browser_python = BrowserPython(browser, url)
                except Exception as error:  # noqa: BLE001
                    report.append(failed("Python in the browser (bench/bare.html)", error))
                if browser_python is not None:
                    if "lexicon" in only:
                        section("Lexicon", lexicon, browser_python, 40 if quick else 1000)
                    if "engines" in only:
                        section("Engine throughput", engines, browser_python, games, 1.0 if quick else 5.0)
                    browser_python.close()
            if "lighthouse" in only:
                section("Lighthouse", lighthouse, url)
        finally:
            browser.close()
    server.shutdown()
    report.append(f"(whole benchmark: {time.monotonic() - started:.0f} s)\n")
    text = "\n".join(report)
    (OUT / "latest.md").write_text(text)
    print(f"(written to {OUT / 'latest.md'})")
    if not quick and not args.only and not args.no_readme and write_readme(text):
        print("(and into docs/BENCHMARKS.md)")
    return 0


def _build_version():
    try:
        return json.loads((DIST / "build.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return "?"


if __name__ == "__main__":
    sys.exit(main())
