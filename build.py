#!/usr/bin/env python3
"""Tapis — build, serve, test and measure the static site. One entry point, no other set-up.

    python build.py            build dist/ (a complete static site)
    python build.py serve      build if needed, then serve dist/ on http://127.0.0.1:8000/
    python build.py test       install what the tests need, build, run every test
    python build.py bench      build, then print the benchmark tables (headless Chromium)

Each command prepares what it needs on a fresh Debian machine: a virtual environment in .venv
with the pinned Python packages (requirements/), the pinned npm packages (package-lock.json)
and, for tests and benchmarks, Debian's chromium (the tests also firefox-esr, webkit2gtk-driver
and xvfb: the cross-browser set).
"""

import argparse
import datetime
import email.utils
import html as html_lib
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import socketserver
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"
# Debian's Chromium (installed by the test command when missing); TAPIS_CHROMIUM names another
# Chromium-family browser already there (GitHub's Ubuntu runners ship Google Chrome).
CHROMIUM = os.environ.get("TAPIS_CHROMIUM", "/usr/bin/chromium")
# The cross-browser set's engines (cross/), installed by the test command when missing:
# TAPIS_FIREFOX names a Firefox already there, TAPIS_WEBKIT_DRIVER a WebKitWebDriver (cross/engines.py
# reads the same variables). WebKitGTK's MiniBrowser runs on Xvfb's display.
FIREFOX = os.environ.get("TAPIS_FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("TAPIS_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
XVFB_RUN = ["xvfb-run", "-a", "-s", "-screen 0 1600x1200x24"]  # a screen the 1280×800 window fits in
SOURCE_DATE_EPOCH = "1767225600"  # 2026-01-01: reproducible zip timestamps

# What the browser needs from the npm packages. Everything else (maps, consoles, the d.ts,
# PyScript's editor/terminal/game chunks, micropip) is never requested, so never shipped.
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# The PyScript files a plain app requests (core, its main chunk, the error plugin). The rest —
# editor, terminal, game, MicroPython, TOML, zip and their big chunks — is never requested once
# index.html's <mpy-config> turns the plugins off, so it is not shipped.
PYSCRIPT_KEEP_PREFIXES = ("core.js", "core-", "error-")
# The QR library remote play draws invitations with (pure Python, loaded by the page only when a
# code is drawn; web/app/tapis_app/remote/qr.py names the same file). Pinned by version and hash.
QR_WHEEL = ("segno", "1.6.6", "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7")
WHEEL_CACHE = ROOT / ".cache" / "wheels"


# --------------------------------------------------------------------------- environment
def run(cmd, **kw):
    print("$", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def in_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_venv() -> None:
    """Re-run this script inside .venv, creating it and installing the pins when needed."""
    if in_venv():
        return
    python = VENV / "bin" / "python"
    stamp = VENV / ".requirements-stamp"
    wanted = (ROOT / "requirements" / "dev.txt").read_text() + (ROOT / "requirements" / "constraints.txt").read_text()
    if not python.exists():
        run([sys.executable, "-m", "venv", VENV])
    if not stamp.exists() or stamp.read_text() != wanted:
        run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q",
             "-r", ROOT / "requirements" / "dev.txt", "-c", ROOT / "requirements" / "constraints.txt"])
        stamp.write_text(wanted)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def ensure_node_modules() -> None:
    stamp = NODE_MODULES / ".lock-stamp"
    lock = (ROOT / "package-lock.json").read_text()
    if stamp.exists() and stamp.read_text() == lock:
        return
    if shutil.which("npm") is None:
        run_apt(["nodejs", "npm"])
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    stamp.write_text(lock)


def run_apt(packages) -> None:
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    run([*sudo, "apt-get", "update", "-q"])
    run([*sudo, "apt-get", "install", "-y", "-q", *packages])


def ensure_chromium() -> None:
    if not Path(CHROMIUM).exists():
        run_apt(["chromium"])


def ensure_browsers() -> None:
    """Chromium, and the cross-browser set's Firefox, WebKitGTK and Xvfb: the Debian packages of
    those missing, in one install (a browser a variable names is taken as it is)."""
    wanted = {"chromium": CHROMIUM, "firefox-esr": FIREFOX, "webkit2gtk-driver": WEBKIT_DRIVER}
    missing = [package for package, path in wanted.items() if not Path(path).exists()]
    if shutil.which("xvfb-run") is None:
        missing += ["xvfb", "xauth"]  # (xvfb-run needs xauth, which xvfb only recommends)
    if missing:
        run_apt(missing)


# --------------------------------------------------------------------------- the build
def pinned_wheel(name: str, version: str, sha256: str) -> Path:
    """A pure-Python wheel from PyPI at its pinned version, checked against its pinned hash
    (downloaded once into .cache/wheels)."""
    filename = f"{name}-{version}-py3-none-any.whl"
    path = WHEEL_CACHE / filename
    if not path.exists() or hashlib.sha256(path.read_bytes()).hexdigest() != sha256:
        WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q", "--no-deps",
             "--only-binary", ":all:", "-d", WHEEL_CACHE, f"{name}=={version}"])
    if hashlib.sha256(path.read_bytes()).hexdigest() != sha256:
        raise SystemExit(f"{filename}: its hash is not the pinned one")
    return path


def build_wheel(out_dir: Path) -> Path:
    """The pyengine wheel (py3-none-any, no dependencies), built by flit_core from pyproject."""
    from flit_core import buildapi

    os.environ["SOURCE_DATE_EPOCH"] = SOURCE_DATE_EPOCH
    out_dir.mkdir(parents=True, exist_ok=True)
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        # flit wants a README for the metadata; the repo's README serves.
        name = buildapi.build_wheel(str(out_dir))
    finally:
        os.chdir(cwd)
    return out_dir / name


def zip_tree(source: Path, target: Path, prefix: str) -> None:
    """A reproducible zip of the Python files under ``source`` (the web app's own code)."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(source.rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            info = zipfile.ZipInfo(f"{prefix}/{path.relative_to(source).as_posix()}", (2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())


# Modules imported before the picker shows: their bytecode ships instead of their source, compiled
# by Pyodide's Python at build time, so that a first visit does not compile them (a snapshot's
# visit imports nothing). Measured (November 30): the import of the app took 120-130 ms of a
# first visit on this machine with a third of them left as source, 40-57 ms with all of them,
# for 97 KB more (bytecode is 2-4 times its slimmed source once zipped; the archives download
# while Pyodide starts). A test (tests/web/test_picker.py) checks that the list covers every
# module the start imports; a game's own modules load when its table opens, from source.
def startup_modules() -> list[str]:
    """The paths (files, or folders ending in /) whose modules the start imports: the engines'
    core and each site game's facts (``games.SITE_GAMES``), the shell's modules (every module of
    ``tapis_app/`` and ``remote/``, found in the folder), the views' shared modules; not the
    game views, imported when a table opens."""
    sys.path[:0] = [str(ROOT), str(WEB / "app")]
    from tapis_app.games import SITE_GAMES

    app = WEB / "app" / "tapis_app"
    return ["pyengine/__init__.py", "pyengine/catalogue.py", "pyengine/core/", "pyengine/bots/__init__.py",
            *[f"pyengine/lexicon/{part}.py" for part in ("__init__", "normalize", "search")],
            *[path for game in SITE_GAMES.values() for path in game.engine_modules()], "pyengine/glukz/rules.py",
            *[f"tapis_app/{path.name}" for path in sorted(app.glob("*.py"))], "tapis_app/remote/", "tapis_app/screens/",
            *[f"tapis_app/views/{part}.py" for part in ("__init__", "art", "base")]]


STARTUP_MODULES = startup_modules()


def without_record(wheel: Path) -> None:
    """The site's copy of the wheel without its RECORD: its modules are slimmed and compiled
    (precompile), so the hashes it lists are not theirs any more, and nothing reads it."""
    with zipfile.ZipFile(wheel) as source:
        entries = [(info, source.read(info)) for info in source.infolist() if not info.filename.endswith(".dist-info/RECORD")]
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info, data in entries:
            out.writestr(info, data)


def precompile(archives) -> None:
    """Add start-up bytecode to the site's copies of our archives (tools/precompile.mjs)."""
    args = [str(part) for archive, runtime in archives for part in (archive, runtime)]
    env = {**os.environ, "PRECOMPILE": json.dumps(STARTUP_MODULES)}
    subprocess.run(["node", str(ROOT / "tools" / "precompile.mjs"), *args], cwd=ROOT, env=env, check=True)


def pyscript_files(dist_pyscript: Path) -> list[Path]:
    src = NODE_MODULES / "@pyscript" / "core" / "dist"
    copied = []
    for path in sorted(src.iterdir()):
        name = path.name
        if not name.endswith(".js") or not name.startswith(PYSCRIPT_KEEP_PREFIXES):
            continue
        (dist_pyscript / name).write_text(strip_source_map(path.read_text()))
        copied.append(dist_pyscript / name)
    return copied


def strip_source_map(js: str) -> str:
    """Drop the ``//# sourceMappingURL`` line: the maps are not shipped, so browsers and audits
    would ask for files that do not exist."""
    return "\n".join(line for line in js.splitlines() if not line.startswith("//# sourceMappingURL=")) + "\n"


# Lighthouse's valid-source-maps audit wants a source map for every first-party script of at
# least 500 KiB (its LARGE_JS_BYTE_THRESHOLD). One of ours is that large: Pyodide's
# pyodide.asm.mjs (1.25 MB, Emscripten's output), for which the npm package ships no map.
LARGE_SCRIPT = 500 * 1024


def line_source_map(name: str, source_name: str, original: str, shipped: str) -> str:
    """A source map from the shipped script (``name``) back to the file it was made from (the
    npm package's, whole, in ``sourcesContent``), line for line: the build only drops comment
    lines and patches inside a line (lazy_shared_memory), so line i of one is line i of the
    other. DevTools shows the upstream file; browsers never fetch the map otherwise."""
    lines = shipped.count("\n") + (not shipped.endswith("\n"))
    if lines > original.count("\n") + 1:
        raise ValueError(f"{name}: more lines than its source, a line map would be wrong")
    # one segment per line: column 0, source 0, the next source line, column 0 ("AACA" after "AAAA")
    mappings = ";".join(["AAAA"] + ["AACA"] * (lines - 1))
    return json.dumps({"version": 3, "file": name, "sources": [source_name], "sourcesContent": [original],
                       "names": [], "mappings": mappings}, separators=(",", ":"))


def with_line_map(out_dir: Path, name: str, source_name: str, original: str, shipped: str) -> str:
    """The shipped script with its map written beside it and named in its last line."""
    (out_dir / f"{name}.map").write_text(line_source_map(name, source_name, original, shipped))
    return shipped.rstrip("\n") + f"\n//# sourceMappingURL={name}.map\n"


# Pyodide's loader makes a shared WebAssembly memory when it loads, for a sleep it uses only when
# reading a terminal's stdin (EAGAIN). Outside cross-origin isolation (GitHub Pages cannot send
# COOP/COEP headers) Chromium flags that as a deprecated SharedArrayBuffer use: a warning in
# every visit and a failed "deprecations" audit. Making the memory only when the sleep is first
# needed changes nothing else. The pattern is checked: a new Pyodide without it builds unpatched.
_EAGER_SHARED_MEMORY = re.compile(
    r"var (\w+)=new Int32Array\(new WebAssembly\.Memory\(\{shared:!0,initial:1,maximum:1\}\)\.buffer\);"
    r"function (\w+)\((\w+)\)\{try\{return Atomics\.wait\(\1,0,0,\3\),!0\}catch\{return!1\}\}")


def lazy_shared_memory(js: str) -> tuple[str, bool]:
    def lazy(match):
        memory, sleep, ms = match.groups()
        return (f"var {memory}=null;function {sleep}({ms}){{try{{{memory}={memory}||new Int32Array(new "
                f"WebAssembly.Memory({{shared:!0,initial:1,maximum:1}}).buffer);"
                f"return Atomics.wait({memory},0,0,{ms}),!0}}catch{{return!1}}}}")

    patched, count = _EAGER_SHARED_MEMORY.subn(lazy, js)
    return patched, count == 1


def precached(name: str) -> bool:
    """What the service worker stores for offline play: the site's pages and runtime. Not the
    benchmark page, the sample blog page, the script blogs load from their own page and the
    page it frames (an embed registers no worker and mostly runs in a frame on another site,
    which the site's worker does not serve), the install icons (the browser fetches those itself when it installs the app and keeps them),
    nor the word lists of other languages (lexicon/: fetched when a table in that language
    first opens, then kept by the worker; the first visit's bytes stay within budget), nor the
    first screens drawn at build time (first/: fetched when a person acts before Python is
    ready, then kept by js/first.js), nor the libraries loaded on demand (vendor/jsqr/: the QR decoder
    js/scan.js loads when a camera opens on a browser without BarcodeDetector, then kept by the
    worker), nor the source maps (fetched by developer tools only)."""
    return not (name.startswith(("bench/", "icons/icon-", "lexicon/", "first/", "vendor/jsqr/")) or name.endswith(".map")
                or name in ("blog-sample.html", "embed.js", "embed.html"))


def compact_css(css: str) -> str:
    """The shipped stylesheet without comments, indentation, line breaks and the spaces around
    ``{ } ; , : >`` (the repository keeps them). Quoted strings are left as they are."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    parts = re.split(r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')""", css)
    for i in range(0, len(parts), 2):  # the text between strings
        text = re.sub(r"\s+", " ", parts[i])
        text = re.sub(r"\s*([{};,>])\s*", r"\1", text)
        text = re.sub(r":\s+", ":", text)  # after a property's name (a selector never has ": ")
        parts[i] = text.replace(";}", "}")
    return "".join(parts).strip() + "\n"


def slim_js(js: str) -> str:
    """Our hand-written scripts as shipped: without their comments (whole lines, and the ones
    after the code when nothing before them opens a string), indentation and blank lines. Line
    breaks stay, so the code means the same (no semicolon is ever inserted differently)."""
    out = []
    in_template = False  # inside a `...` string over several lines (Python code, kept verbatim)
    for line in js.splitlines():
        if in_template:
            out.append(line)
            in_template = line.count("`") % 2 == 0
            continue
        text = line.strip()
        if text.count("`") % 2 == 1:
            in_template = True
            out.append(text)
            continue
        if not text or text.startswith("//"):
            continue
        cut = text.find(" // ")
        if cut > 0:
            before = text[:cut]
            if all(before.count(q) % 2 == 0 for q in "\"'`") and "/" not in before.replace("//", ""):
                text = before.rstrip()
        out.append(text)
    return "\n".join(out) + "\n"


def slim_html(html: str) -> str:
    """The page as shipped: its comments (the CSP explained, the markers) and indentation out."""
    html = re.sub(r"<!--.*?-->", "", html, flags=re.S)
    return "\n".join(line.strip() for line in html.splitlines() if line.strip()) + "\n"


def start_up_hints(out: Path, wheel_name: str) -> str:
    """<link> hints that shorten the chain of requests before Python starts: the page's shell
    and PyScript's chunks (modulepreload). Nothing the app's worker fetches (Pyodide, our two
    archives): a worker does not use its page's preloads, so they would be fetched twice."""
    # core.js (a few lines that re-export core-*.js) too: hinted, it no longer waits for shell.mjs to
    # be parsed and then for its own round trip (40-55 ms on this machine's test server)
    modules = sorted(p.name for p in (out / "pyscript").glob("*.js"))  # core.js, core-*, error-*
    lines = ['<link rel="modulepreload" href="./js/shell.mjs">', '<link rel="modulepreload" href="./js/bridge.mjs">']
    # the page's own modules (js/ui/): asked for with shell.mjs, not one import's round trip after another
    lines += [f'<link rel="modulepreload" href="./js/ui/{p.name}">' for p in sorted((out / "js" / "ui").glob("*.mjs"))]
    lines += [f'<link rel="modulepreload" href="./pyscript/{name}">' for name in modules]
    return "\n".join(lines) + "\n"


def trimmed_lock() -> dict:
    """Pyodide always fetches its lock file; we load no packages from it, so ship it empty."""
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    return {"info": lock["info"], "packages": {}}


def site_path() -> str:
    """The path the site is served under, as "/tapis/": the GitHub Pages workflow gives its own
    (configure-pages' base_path, a project site's repository name), other hosts set
    TAPIS_SITE_PATH; the default is a project site named tapis."""
    path = os.environ.get("TAPIS_SITE_PATH", "/tapis/").strip()
    return "/" + "/".join(part for part in path.split("/") if part) + ("/" if path.strip("/") else "")


def manifest_with_id(text: str, path: str) -> str:
    """The manifest with its ``id``: the app's identity when it is installed. A relative id is
    resolved against the origin, not the site's folder, so two Tapis sites on one origin
    (user.github.io/a/ and /b/) need their path in it; it is the start page's path, the identity
    browsers gave the app when the manifest had no id (an installed app keeps its identity)."""
    data = json.loads(text)
    start = data["start_url"].removeprefix("./")
    data = {"id": path + start, **data}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def embed_page(index_html: str) -> str:
    """embed.html is index.html without the site's chrome: marked data-embed (no service worker,
    its own saves, no header links out of the game), no manifest, no skip link."""
    lines = [line for line in index_html.splitlines()
             if 'rel="manifest"' not in line and "skip-link" not in line]
    page = "\n".join(lines) + "\n"
    return page.replace('data-app-state="loading">', 'data-app-state="loading" data-embed>', 1)


def loading_words() -> dict:
    """The sentences the page shows before Python runs, from the app's own text table."""
    sys.path[:0] = [str(ROOT), str(WEB / "app")]
    from tapis_app.text import loading_words as words

    return words()


class _BuildHost:
    """The page as the app sees it at build time (issue 22; a ``bridge.Page``): empty storage, no
    browser; what the app draws is kept, not shown."""

    def __init__(self, lang: str):
        from tapis_app.store import MemoryStorage

        self.storage, self.lang, self.html = MemoryStorage(), lang, ""
        self.on_render = None

    def default_lang(self):
        return self.lang

    def render(self, html, frame, zones=None):
        self.html = html

    def announce(self, sentence):
        pass

    def clock(self):
        return 0.0

    def can_install(self):
        return False

    def can_ask_storage(self):
        return False

    def has_webrtc(self):
        return True

    def can_share(self):
        return False

    def base_url(self):
        return "./index.html"


FIRST_INLINE = "fr"  # the language of the picker written into index.html (the site's own)


def first_screens() -> dict:
    """The screens a visitor sees before Python is ready, drawn by the app's own code (App.render,
    the same as in the page), as a new visitor sees them: per language, the picker, and each
    game's set-up (its rules included) for every number of players it takes, its default first."""
    sys.path[:0] = [str(ROOT), str(WEB / "app")]
    import pyengine
    from tapis_app.app import App

    screens = {}
    for lang in ("fr", "en"):
        app = App(_BuildHost(lang), {})
        app.start()
        picker = app.host.html
        setups, defaults = {}, {}
        for game_id, info in pyengine.GAMES.items():
            app.handle("home")
            app.handle("pick", game_id)
            if app.shell.screen != "setup":
                continue
            defaults[game_id] = app.setup.setup["players"]
            setups[game_id] = {}
            for players in info.players:
                app.handle("setup", json.dumps({"arg": "players", "value": str(players)}))
                setups[game_id][str(players)] = app.host.html
        screens[lang] = {"picker": picker, "setup": setups, "defaults": defaults}
    return screens


def write_first_screens(out: Path, screens: dict) -> None:
    """first/<lang>-setup.json.gz (and <lang>-picker for the languages not written in the page),
    fetched by js/first.js when needed; gzip, read with the browser's DecompressionStream."""
    (out / "first").mkdir()
    for lang, screen in screens.items():
        parts = {"setup": {"setup": screen["setup"], "defaults": screen["defaults"]}}
        if lang != FIRST_INLINE:
            parts["picker"] = {"picker": screen["picker"]}
        for name, data in parts.items():
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode()
            (out / "first" / f"{lang}-{name}.json.gz").write_bytes(gzip.compress(text, 9, mtime=0))


def digest(paths: list[Path], out: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(paths):
        h.update(path.relative_to(out).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def build(quiet: bool = False) -> dict:
    """Build dist/ from scratch and return the build description (also written to dist/).

    The site is built in a staging folder and swapped in at the end, so a server (or a test)
    using dist/ never sees a half-built site."""
    ensure_node_modules()
    started = time.perf_counter()
    out = ROOT / f".dist-staging-{os.getpid()}"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir()
    # 1. our Python: the engine wheel and the web app's modules
    wheel = build_wheel(out / "wheels")
    shutil.copy2(pinned_wheel(*QR_WHEEL), out / "wheels")
    zip_tree(WEB / "app" / "tapis_app", out / "tapis_app.zip", "tapis_app")
    precompile([(wheel, f"/home/pyodide/{wheel.name}"), (out / "tapis_app.zip", "/home/pyodide/tapis_app.zip")])
    without_record(wheel)
    # 1b. the word lists outside the wheel (issue 20): data/lexicon/<lang>/ as lexicon/<lang>/
    for folder in sorted((ROOT / "data" / "lexicon").iterdir()):
        if folder.is_dir():
            shutil.copytree(folder, out / "lexicon" / folder.name)
    # 2. the site's own static files
    for item in sorted(WEB.iterdir()):
        if item.name in ("app",) or item.name.startswith("."):
            continue
        if item.is_dir():
            shutil.copytree(item, out / item.name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(item, out / item.name)
    manifest = out / "manifest.webmanifest"
    manifest.write_text(manifest_with_id(manifest.read_text(), site_path()))
    # the first screen (issue 22): the picker drawn by the app's Python into index.html; the rest
    # beside it (first/); the embed starts on its loading screen as before
    screens = first_screens()
    write_first_screens(out, screens)
    page = (WEB / "index.html").read_text()
    marker = re.search(r"<!--first-screen:.*?-->", page)
    # the picker of the other languages beside it, as templates: a visitor in English sees theirs
    # at once too (issue 26: its largest paint no longer waits for a download)
    others = "".join(f'<template id="first-picker-{lang}">{screen["picker"]}</template>'
                     for lang, screen in screens.items() if lang != FIRST_INLINE)
    index = page.replace(marker.group(0), screens[FIRST_INLINE]["picker"]).replace('<div id="live"', others + '<div id="live"', 1)
    (out / "index.html").write_text(slim_html(index))
    (out / "embed.html").write_text(slim_html(embed_page(page.replace(marker.group(0), ""))))
    # the page<->worker messages and the site's shared facts, declared once (tapis_app/bridge.py)
    from tapis_app import bridge

    (out / "js" / "bridge.mjs").write_text(bridge.js_mirror())
    for script in [*(out / "js").rglob("*.js"), *(out / "js").rglob("*.mjs"), out / "embed.js"]:
        script.write_text(slim_js(script.read_text()))
    # one stylesheet: the shell's (tapis.css, more.css), the first screen's, then each game's table
    # (web/css/games/<id>.css)
    shutil.rmtree(out / "css" / "games", ignore_errors=True)
    for sheet in ("more.css", "first.css", "remote.css"):
        (out / "css" / sheet).unlink()
    sheets = [WEB / "css" / "tapis.css", WEB / "css" / "more.css", WEB / "css" / "first.css", WEB / "css" / "remote.css",
              *sorted((WEB / "css" / "games").glob("*.css"))]
    (out / "css" / "tapis.css").write_text(compact_css("\n".join(p.read_text() for p in sheets)))
    # 3. the runtime: Pyodide and PyScript, from the pinned npm packages
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        source = NODE_MODULES / "pyodide" / name
        if name.endswith(".mjs"):
            text = strip_source_map(source.read_text())
            if name == "pyodide.asm.mjs":
                text, patched = lazy_shared_memory(text)
                if not patched and not quiet:
                    print("note: pyodide.asm.mjs not patched (shared memory made eagerly)")
            if len(text.encode()) >= LARGE_SCRIPT:
                version = json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())["version"]
                text = with_line_map(out / "pyodide", name, f"npm/pyodide@{version}/{name}", source.read_text(), text)
            (out / "pyodide" / name).write_text(text)
        else:
            shutil.copy2(source, out / "pyodide" / name)
    (out / "pyodide" / "pyodide-lock.json").write_text(json.dumps(trimmed_lock()))
    (out / "pyscript").mkdir()
    pyscript_files(out / "pyscript")
    # 3b. the QR decoder for browsers without a BarcodeDetector: js/scan.js loads it when a
    # camera opens (npm jsqr, Apache-2.0: its licence travels with it)
    (out / "vendor" / "jsqr").mkdir(parents=True)
    for name, source in (("jsQR.js", "dist/jsQR.js"), ("LICENSE", "LICENSE")):
        shutil.copy2(NODE_MODULES / "jsqr" / source, out / "vendor" / "jsqr" / name)
    # 3c. morphdom (npm, MIT): ui.js morphs the page to each new screen (issue 26)
    (out / "vendor" / "morphdom").mkdir(parents=True)
    for name, source in (("morphdom.js", "dist/morphdom-umd.min.js"), ("LICENSE", "LICENSE")):
        shutil.copy2(NODE_MODULES / "morphdom" / source, out / "vendor" / "morphdom" / name)
    # 4. the PyScript configuration of the app's worker (js/shell.mjs starts it; issue 26), in the
    # pages' build information: our two archives copied as files
    pyscript_config = {
        "files": {f"./wheels/{wheel.name}": f"./{wheel.name}", "./tapis_app.zip": "./tapis_app.zip"},
        "plugins": ["!error", "!deprecations-manager", "!py-editor", "!py-terminal", "!py-game", "!donkey",
                    "!codemirror"],
    }
    hints = start_up_hints(out, wheel.name)
    for page in ("index.html", "embed.html"):
        html = (out / page).read_text()
        (out / page).write_text(html.replace('<script src="./js/boot.js"', hints + '<script src="./js/boot.js"', 1))
    # 5. the service worker: precache exactly the site's files under a content-hashed name
    files = sorted(p for p in out.rglob("*") if p.is_file() and p.name not in ("sw.js", "build.json"))
    version = digest(files, out)
    sizes = {p.relative_to(out).as_posix(): p.stat().st_size for p in files}
    description = {"version": version, "wheel": wheel.name, "site_path": site_path(), "files": sizes,
                   "total_bytes": sum(sizes.values())}
    template = (WEB / "sw.js").read_text()
    (out / "sw.js").write_text(slim_js(template).replace("__VERSION__", version).replace(
        "__FILES__", json.dumps(["./"] + [f"./{name}" for name in sizes if precached(name)])))
    (out / "build.json").write_text(json.dumps(description, indent=1))
    for page in ("index.html", "embed.html"):
        html = (out / page).read_text()
        from tapis_app.bridge import SITE

        build_info = {"version": version, "wheel": wheel.name, "loading": loading_words(), "pyscript": pyscript_config,
                      "site": SITE,
                      "sizes": {k: v for k, v in sizes.items() if v > 100_000}}
        if page == "index.html":
            build_info["first"] = {"inline": FIRST_INLINE}
        html = html.replace("__BUILD__", json.dumps(build_info, ensure_ascii=False))
        (out / page).write_text(html)
    old = ROOT / f".dist-old-{os.getpid()}"
    for _attempt in range(50):  # another build may be swapping at the same moment
        try:
            if DIST.exists():
                DIST.rename(old)
            out.rename(DIST)
            break
        except OSError:
            time.sleep(0.1)
    shutil.rmtree(old, ignore_errors=True)
    if not quiet:
        raw = description["total_bytes"]
        print(f"built dist/ in {time.perf_counter() - started:.1f} s: {len(sizes)} files, "
              f"{raw / 1e6:.2f} MB, version {version}")
    return description


# --------------------------------------------------------------------------- serving
MIME = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json", ".json": "application/json",
        ".whl": "application/zip", ".zip": "application/zip", ".svg": "image/svg+xml"}


def make_handler(directory: Path, prefix: str = "/"):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

        def __init__(self, *a, **kw):
            super().__init__(*a, directory=str(directory), **kw)

        def translate_path(self, path):
            if prefix != "/" and path.startswith(prefix):
                path = "/" + path[len(prefix):]
            return super().translate_path(path)

        def log_message(self, *args):
            if os.environ.get("TAPIS_SERVER_LOG"):
                super().log_message(*args)

        def send_head(self):
            """Text files gzipped when the browser accepts it, as GitHub Pages serves them (the
            benchmark's Lighthouse then measures the bytes a visitor downloads)."""
            path = Path(self.translate_path(self.path))
            accepts = "gzip" in self.headers.get("Accept-Encoding", "")
            if not accepts or not path.is_file() or path.suffix not in COMPRESSED or self.headers.get("Range"):
                return super().send_head()
            stat = path.stat()
            if self._unchanged_since(stat):
                self.send_response(304)
                self.end_headers()
                return None
            key = (str(path), stat.st_mtime_ns, stat.st_size)
            body = _gzipped.get(key)
            if body is None:
                body = _gzipped[key] = gzip.compress(path.read_bytes(), 6, mtime=0)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
            self.end_headers()
            return io.BytesIO(body)

        def _unchanged_since(self, stat) -> bool:
            """A revalidation (If-Modified-Since) of a file not modified since is answered 304, as
            GitHub Pages answers it: the service worker's precache revalidates what the page has
            just downloaded ("no-cache"), and a full answer would download it a second time."""
            since = self.headers.get("If-Modified-Since")
            if not since or self.headers.get("If-None-Match"):
                return False
            try:
                when = email.utils.parsedate_to_datetime(since)
            except (TypeError, ValueError, IndexError, OverflowError):
                return False
            if when.tzinfo is None:
                when = when.replace(tzinfo=datetime.timezone.utc)
            return int(stat.st_mtime) <= when.timestamp()

    return Handler


# what the server gzips (GitHub Pages compresses text; the runtime's WebAssembly and archives are
# sent as they are), and the compressed copies it made, by (path, modified, size)
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".webmanifest", ".py", ".txt"}
_gzipped: dict = {}


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def serve(port: int, prefix: str = "/") -> None:
    if not (DIST / "build.json").exists():
        build()
    server = Server(("127.0.0.1", port), make_handler(DIST, prefix))
    print(f"Tapis is served at http://127.0.0.1:{port}{prefix}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --------------------------------------------------------------------------- tests and benches
def report(line: str) -> None:
    """A line for the summary, also in the GitHub Actions run's summary and as a warning there."""
    print(line, flush=True)
    if os.environ.get("GITHUB_ACTIONS") == "true":
        print(f"::warning title=Tapis tests::{line}", flush=True)
        summary = os.environ.get("GITHUB_STEP_SUMMARY")
        if summary:
            with open(summary, "a") as out:
                out.write(line + "\n\n")


def run_browser_tests(python: str, env: dict, extra: list[str], retries: int, *, cwd: Path = ROOT,
                      folder: str = "e2e") -> tuple[bool, list[str]]:
    """The browser tests; a test that fails is run again at once, up to ``retries`` times
    (pytest-rerunfailures). Returns (passed, the tests that passed only when run again): a
    retried pass is reported, never hidden (e2e/reruns.py names them)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder_of_reruns:
        named = Path(folder_of_reruns) / "reruns.txt"
        env = {**env, "TAPIS_RERUN_REPORT": str(named),
               "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)}
        cmd = [python, "-m", "pytest", folder, "-q", f"--rootdir={cwd}", f"--junitxml={cwd / '.pytest-e2e.xml'}",
               "-p", "e2e.reruns", f"--reruns={retries}", "--durations=25", *extra]
        code = subprocess.run(cmd, cwd=cwd, env=env).returncode
        retried = named.read_text().split() if named.exists() else []
    return code == 0, retried



def run_cross_browser_tests(python: str, env: dict, extra: list[str], retries: int) -> tuple[bool, list[str]]:
    """The cross-browser set (cross/) in Firefox and in WebKitGTK (on Xvfb's display), the two
    side by side (a browser each, about a core each); a failed test is run again at once, as in
    Chromium, and a retried pass is reported."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder_of_reruns:
        steps, named = [], []
        for engine, prefix in (("firefox", ()), ("webkit", XVFB_RUN)):
            named.append(Path(folder_of_reruns) / f"reruns-{engine}.txt")
            cmd = [*prefix, python, "-m", "pytest", "cross", "-q", f"--rootdir={ROOT}",
                   f"--junitxml={ROOT / f'.pytest-cross-{engine}.xml'}", "-p", "e2e.reruns",
                   f"--reruns={retries}", "--durations=12", *extra]
            steps.append((f"cross-browser set ({engine})", cmd,
                          {"TAPIS_ENGINES": engine, "TAPIS_RERUN_REPORT": str(named[-1]),
                           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)}))
        failed = run_side_by_side(steps, env)
        retried = [nodeid for file in named if file.exists() for nodeid in file.read_text().split()]
    return not failed, retried

def run_side_by_side(steps: list, env: dict) -> list[str]:
    """Commands run at once, each printed whole under its title when it ends. Returns the titles
    of those that failed."""
    import tempfile

    running = []
    for title, cmd, extra_env in steps:
        out = tempfile.TemporaryFile(mode="w+")
        started = time.monotonic()
        process = subprocess.Popen([str(c) for c in cmd], cwd=ROOT, env={**env, **extra_env},
                                   stdout=out, stderr=subprocess.STDOUT, text=True)
        running.append((title, process, out, started))
    failed = []
    for title, process, out, started in running:
        code = process.wait()
        out.seek(0)
        print(f"\n=== {title} ({time.monotonic() - started:.0f} s) ===\n{out.read()}", end="", flush=True)
        out.close()
        if code != 0:
            failed.append(title)
    return failed


def duration(seconds: float) -> str:
    """« 75 s (1 min 15 s) »: a stage's time in the test command's summary."""
    return f"{seconds:.0f} s" if seconds < 60 else f"{seconds:.0f} s ({int(seconds // 60)} min {seconds % 60:02.0f} s)"


def test(args) -> int:
    started = time.monotonic()
    ensure_browsers()
    build()
    stages = [("browsers there, dist/ built", time.monotonic() - started)]
    env = {**os.environ, "TAPIS_DIST": str(DIST)}
    python = sys.executable
    # The CPython tests (pytest-xdist: two workers, one per core) beside the Pyodide tests (each
    # prints when it ends), then the browser tests, which use both cores on their own.
    steps = [
        ("engine tests (CPython, two workers)", [python, "-m", "pytest", "tests", "-q", "-n", "2", "--durations=8",
                                                 *args.pytest], {}),
        ("engine tests (Pyodide under Node)", [python, "tests/pyodide/run.py"], {}),
    ]
    mark = time.monotonic()
    failed = run_side_by_side(steps, env)
    stages.append(("CPython and Pyodide tests, side by side", time.monotonic() - mark))
    print("\n=== browser tests (Chromium) ===", flush=True)
    mark = time.monotonic()
    passed, retried = run_browser_tests(python, env, list(args.pytest), args.retries)
    stages.append(("browser tests (Chromium)", time.monotonic() - mark))
    if not passed:
        failed.append("browser tests (Chromium)")
    print("\n=== the cross-browser set (Firefox and WebKitGTK, side by side) ===", flush=True)
    mark = time.monotonic()
    passed, again = run_cross_browser_tests(python, env, list(args.pytest), args.retries)
    retried += again
    stages.append(("the cross-browser set (Firefox, WebKitGTK)", time.monotonic() - mark))
    if not passed:
        failed.append("cross-browser set")
    if not args.no_bench:
        # The guard of issue 11: the start-up table in every run (printed, never asserted).
        print("\n=== benchmark, quick (figures only) ===", flush=True)
        mark = time.monotonic()
        subprocess.run([python, "bench/run.py", "--quick", "--only", "startup"], cwd=ROOT, env=env)
        stages.append(("benchmark, quick", time.monotonic() - mark))
    stages.append(("the whole command", time.monotonic() - started))
    print("\n=== summary ===")
    for name, seconds in stages:
        print(f"{name:<42} {duration(seconds)}")
    for nodeid in retried:
        report(f"a browser test failed, then passed when run again: {nodeid}")
    print("all green" if not failed else "FAILED: " + ", ".join(failed))
    return 1 if failed else 0


def bench(args) -> int:
    ensure_chromium()
    build()
    cmd = [sys.executable, "bench/run.py", *(["--quick"] if args.quick else [])]
    return subprocess.run(cmd, cwd=ROOT).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build")
    p_serve = sub.add_parser("serve")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--prefix", default="/", help="serve under a sub-path, e.g. /tapis/")
    p_test = sub.add_parser("test")
    p_test.add_argument("pytest", nargs="*", help="extra pytest arguments")
    p_test.add_argument("--no-bench", action="store_true", help="skip the quick benchmark table")
    p_test.add_argument("--retries", type=int, default=1, choices=[0, 1],
                        help="run a failed browser test again at once this many times (0 or 1; a pass then is reported)")
    p_bench = sub.add_parser("bench")
    p_bench.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    ensure_venv()
    command = args.command or "build"
    if command == "build":
        build()
        return 0
    if command == "serve":
        os.environ.setdefault("TAPIS_SITE_PATH", args.prefix)  # the manifest's id names where it is served
        build()
        serve(args.port, args.prefix)
        return 0
    if command == "test":
        return test(args)
    if command == "bench":
        return bench(args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
