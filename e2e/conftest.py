"""Browser tests: the built site (dist/) in Debian's Chromium, driven by Playwright.

The site is always served under a sub-path (/tapis/), as on a GitHub Pages project site, and
every request that would leave its origin is aborted and recorded: a test fails if there is any.
"""

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build import CHROMIUM, DIST, Server, build, make_handler  # noqa: E402

PREFIX = "/tapis/"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-features=Translate,MediaRouter,OptimizationHints",
                 "--js-flags=--max-old-space-size=2048"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # No service worker in the tests' usual pages: a ready page otherwise registers one, which
    # downloads the whole site into its cache, then makes Python's memory snapshot in a second
    # Pyodide — a minute of CPU behind every test that is not about them. The tests of offline
    # play, updates, installing and the snapshot open their own contexts, where it is allowed
    # (or say @pytest.mark.browser_context_args(service_workers="allow")).
    return {**browser_context_args, "locale": "fr-FR", "viewport": {"width": 1280, "height": 800},
            "service_workers": "block"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# Paths under the site's prefix that the test server answers from memory (never part of dist/):
# the memory snapshot shared by the tests and the blank page that stores it (warm_start below).
TEST_ONLY = "__e2e__/"


class SiteServer:
    """dist/ served on 127.0.0.1 under PREFIX, startable and stoppable (offline tests).

    ``extra`` maps a path under PREFIX + TEST_ONLY to the (bytes, content type) it answers."""

    def __init__(self, directory: Path = DIST, prefix: str = PREFIX):
        self.port = free_port()
        self.directory = directory
        self.prefix = prefix
        self.server = None
        self.extra: dict[str, tuple[bytes, str]] = {}
        self.served: list[tuple[str, int]] = []  # (path without its query, status) of every answer

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return self.origin + self.prefix

    def start(self):
        site_files, extra, test_only = make_handler(self.directory, self.prefix), self.extra, self.prefix + TEST_ONLY
        served = self.served

        class Handler(site_files):
            def send_response(self, code, message=None):
                served.append((self.path.split("?")[0], code))
                super().send_response(code, message)

            def do_GET(self):
                path = self.path.split("?")[0]
                if not path.startswith(test_only) or path[len(test_only):] not in extra:
                    return super().do_GET()
                body, kind = extra[path[len(test_only):]]
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = Server(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self):
        if self.server:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture(scope="session")
def built():
    if not os.environ.get("TAPIS_DIST") or not (DIST / "build.json").exists():
        build(quiet=True)
    return json.loads((DIST / "build.json").read_text())


@pytest.fixture(scope="session")
def site(built):
    server = SiteServer().start()
    yield server
    server.stop()


class OriginGuard:
    """Aborts and records every request that leaves the allowed origins."""

    def __init__(self, allowed):
        self.allowed = set(allowed)
        self.blocked = []

    def __call__(self, route):
        url = route.request.url
        parsed = urlparse(url)
        origin = f"{parsed.scheme}://{parsed.netloc}"
        if parsed.scheme in ("data", "blob") or origin in self.allowed:
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()


@pytest.fixture
def guard(context, site):
    guard = OriginGuard([site.origin])
    context.route("**/*", guard)
    yield guard
    assert guard.blocked == [], f"requests left the site's origin: {guard.blocked}"


CSP_PROBE = """window.tapisCsp = [];
document.addEventListener('securitypolicyviolation', e =>
    window.tapisCsp.push(e.violatedDirective + ' ' + e.blockedURI));"""


@pytest.fixture
def console_errors(page):
    """Console errors and Content Security Policy violations; a test asserting on them fails
    on either. (The CSP list is read from the page at the end of the test.)"""
    errors = []
    page.add_init_script(CSP_PROBE)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    yield errors
    try:
        violations = page.evaluate("window.tapisCsp || []")
    except Exception:
        violations = []
    assert violations == [], f"Content Security Policy violations: {violations}"


def poll(page, expression: str, timeout: float = 60.0, interval: float = 0.1):
    """Wait until a JavaScript expression is truthy. (Playwright's wait_for_function compiles
    its predicate with eval, which the site's Content Security Policy rightly forbids;
    page.evaluate goes through the DevTools protocol instead.)"""
    from playwright.sync_api import Error as PlaywrightError

    deadline = time.monotonic() + timeout
    while True:
        try:
            value = page.evaluate(expression)
        except PlaywrightError as error:  # the page navigating (a reload the test asked for): ask again
            # (a frame between two documents has no documentElement for a moment: "of null";
            # a real error of that kind still fails, at the deadline)
            if not any(sign in str(error) for sign in ("context was destroyed", "navigat", "of null")):
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {expression}")
        time.sleep(interval)


# What the page keeps of the game in progress (the worker sends each write to the page's storage):
# its whole save, and how many actions the first stored game holds (0 when none).
SAVED = ("(() => { const id = localStorage.getItem('tapis.current');"
         " const text = id && localStorage.getItem('tapis.game.' + id);"
         " return text ? JSON.parse(text) : null; })()")
SAVED_ACTIONS = ("(() => { const k = Object.keys(localStorage).find(k => k.startsWith('tapis.game.'));"
                 " return k ? JSON.parse(localStorage.getItem(k)).actions.length : 0; })()")


# ---- the app answers in a worker (issue 26): a click, a key or a field is answered a moment
# after Playwright's action returns. Every action on the page waits here until the app has
# answered (html[data-busy] is set when an act is sent, taken off when the app has answered all),
# as a person's next look at the screen would.
BUSY = "!document.documentElement.hasAttribute('data-busy')"


# the actions the app never answered within settled()'s wait, by test: each cost the test its
# whole wait, and the app would have looked busy to a person (printed at the end of the run)
UNANSWERED: dict[str, int] = {}


def settled(frame, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if frame.evaluate(BUSY):
                return
        except Exception:  # noqa: BLE001 — navigating, closed: nothing to wait for
            return
        time.sleep(0.02)
    test = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]
    UNANSWERED[test] = UNANSWERED.get(test, 0) + 1


def _frame_of(locator):
    """The frame a locator searches (the page's, or an embed's frame)."""
    impl_frame = getattr(getattr(locator, "_impl_obj", None), "_frame", None)
    for frame in locator.page.frames:
        if getattr(frame, "_impl_obj", None) is impl_frame:
            return frame
    return locator.page


def _waiting(method, frame_of):
    def act(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        settled(frame_of(self))
        return result
    return act


class _WaitingDevice:
    """The page's keyboard or mouse, each action waiting for the app's answer."""

    def __init__(self, device, page):
        self._device, self._page = device, page

    def __getattr__(self, name):
        attr = getattr(self._device, name)
        if name not in ("press", "type", "insert_text", "click", "dblclick", "up"):
            return attr

        def act(*args, **kwargs):
            result = attr(*args, **kwargs)
            settled(self._page)
            return result
        return act


def _install_waits():
    from playwright.sync_api import Locator, Page

    for name in ("click", "dblclick", "fill", "press", "select_option", "check", "uncheck", "set_input_files", "tap"):
        setattr(Locator, name, _waiting(getattr(Locator, name), _frame_of))
    for name in ("click", "fill", "press", "select_option"):
        setattr(Page, name, _waiting(getattr(Page, name), lambda page: page))
    for name in ("keyboard", "mouse"):
        device = getattr(Page, name)
        setattr(Page, name, property(lambda page, device=device: _WaitingDevice(device.fget(page), page)))


_install_waits()


# ---- a test that hangs fails on its own instead of stopping the whole run: each test has a
# limit (TAPIS_E2E_LIMIT seconds, 300 by default; a test may ask for more with
# @pytest.mark.limit(seconds))
class OverTime(Exception):
    pass


def pytest_configure(config):
    config.addinivalue_line("markers", "limit(seconds): this test's time limit")
    config.addinivalue_line("markers", "cold_start: the app's pages start Python afresh (no memory snapshot kept)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    marker = item.get_closest_marker("limit")
    limit = float(marker.args[0]) if marker else float(os.environ.get("TAPIS_E2E_LIMIT", "300"))

    def ring(signum, frame):
        raise OverTime(f"the test ran over its limit of {limit:.0f} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def pytest_terminal_summary(terminalreporter):
    if UNANSWERED:
        terminalreporter.write_sep("-", "actions the app did not answer within 20 s")
        for test, count in sorted(UNANSWERED.items()):
            terminalreporter.write_line(f"{count:3d}  {test}")


class HeldBack:
    """Pyodide's WebAssembly is not answered until release(): Python cannot start before."""

    def __init__(self, context):
        self.routes, self.released = [], False
        context.route("**/pyodide.asm.wasm", self.hold)

    def hold(self, route):
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self):
        self.released = True
        for route in self.routes:
            route.continue_()
        self.routes = []


def wait_ready(page, timeout=180_000):
    page.wait_for_selector("html:not([data-app-state=loading])", state="attached", timeout=timeout)
    state = page.evaluate("document.documentElement.dataset.appState")
    assert state == "ready", page.inner_text("body")[:500]


# ---- a warm start shared by the tests. Starting Pyodide afresh takes 6-7 s in a new context;
# a returning visitor's page restores Python's memory snapshot instead (about 2.5 s here). The
# snapshot of this build is made once per run, as a visitor's first visit makes it, and stored
# in each test's context the way the page keeps it (Cache Storage, under the service worker's
# cache name, with its SHA-256), so the page finds it and restores it like any returning
# visitor's. The pages of `app` and `two_devices` start warm, unless a test is marked
# @pytest.mark.cold_start; pages a test opens itself start cold.

STORE_SNAPSHOT = """async ([url, key, cacheName, sha]) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    const cache = await caches.open(cacheName);
    await cache.put(key, new Response(bytes, {headers: {
        'Content-Type': 'application/octet-stream', 'X-Tapis-Sha256': sha}}));
    return bytes.byteLength;
}"""

READ_SNAPSHOT = """async () => {
    const hit = await caches.match(TapisBoot.snapshot.key, {cacheName: TapisBoot.cache});
    const bytes = new Uint8Array(await hit.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 32768) text += String.fromCharCode(...bytes.subarray(i, i + 32768));
    return [btoa(text), hit.headers.get('X-Tapis-Sha256'), TapisBoot.snapshot.key, TapisBoot.cache];
}"""


class WarmStart:
    """This build's memory snapshot, served by the test server; ``into(page)`` stores it in
    the page's context (one navigation to a blank page of the site's origin) under the key and
    cache name the page itself used (boot.js names them)."""

    def __init__(self, site, key: str, cache: str, made: dict):
        self.site, self.key, self.cache, self.made = site, key, cache, made

    def into(self, page) -> None:
        page.goto(self.site.url + TEST_ONLY + "blank.html")
        size = page.evaluate(STORE_SNAPSHOT, [self.site.url + TEST_ONLY + "snapshot.bin", self.key, self.cache,
                                              self.made["sha"]])
        assert size == self.made["bytes"], (size, self.made)


@pytest.fixture(scope="session")
def warm_start(browser, site, browser_context_args):
    """A first visit, once per run: ready, then Python's memory snapshot made as the page makes
    it for a returning visitor (the service worker's cache complete, then a second Pyodide)."""
    context = browser.new_context(**{**browser_context_args, "service_workers": "allow"})
    try:
        page = context.new_page()
        page.goto(site.url + "index.html")
        wait_ready(page)
        poll(page, "['made', 'failed'].includes(TapisBoot.snapshot.state)", timeout=180)
        made = page.evaluate("TapisBoot.snapshot.made")
        assert made and made.get("ok"), f"the memory snapshot was not made: {made}"
        encoded, sha, key, cache = page.evaluate(READ_SNAPSHOT)
    finally:
        context.close()
    body = base64.b64decode(encoded)
    site.extra["snapshot.bin"] = (body, "application/octet-stream")
    site.extra["blank.html"] = (b"<!doctype html><title>blank</title>", "text/html")
    return WarmStart(site, key, cache, {"sha": sha, "bytes": len(body)})


@pytest.fixture
def app(page, site, guard, console_errors, request):
    """Open the site (optionally with a query) and wait until Python is ready. The page starts
    from the run's memory snapshot (warm_start) unless the test is marked cold_start."""
    warm = None if request.node.get_closest_marker("cold_start") else request.getfixturevalue("warm_start")

    def open_app(query: str = "", path: str = "index.html"):
        nonlocal warm
        if warm:
            warm.into(page)
            warm = None
        page.goto(site.url + path + query)
        wait_ready(page)
        return page

    return open_app


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


# What on the page is moving now (a card, a panel fading in); endless ones (a turn marker's
# pulse, « thinking… ») do not count. ANIMATING: whether anything is.
MOVING = ("document.getAnimations().filter((a) => a.playState === 'running' && a.effect"
          " && isFinite(a.effect.getComputedTiming().endTime))")
ANIMATING = f"({MOVING}.length > 0)"

# How far the lowest thing laid out in a zone (not placed over it: absolute) reaches past the
# zone's bottom, in px: a function of the zone, for a page's script
PAST_BOTTOM = """((zone) => {
    let lowest = 0;
    zone.querySelectorAll('*').forEach((el) => {
        const r = el.getBoundingClientRect();
        if (r.width > 1 && r.height > 1 && getComputedStyle(el).position !== 'absolute') lowest = Math.max(lowest, r.bottom);
    });
    return Math.round(lowest - zone.getBoundingClientRect().bottom);
})"""


def in_window(box, width: float, height: float) -> bool:
    """A box [left, top, right, bottom] inside a window of that size (a pixel of slack for rounding)."""
    return box[0] >= -1 and box[1] >= -1 and box[2] <= width + 1 and box[3] <= height + 1


def axe_violations(page, context_selector: str = "body") -> list[dict]:
    """Run axe-core (its default rules: WCAG 2.x A and AA, and best practices) on the page;
    return the violations.

    axe is injected through the DevTools protocol (add_script_tag would be refused by the
    site's own Content Security Policy, as it should be). Short entrance animations (a panel
    fading in) are let finish first: mid-fade, text is judged against a half-transparent
    background."""
    for _ in range(30):
        if not page.evaluate(ANIMATING):
            break
        page.wait_for_timeout(50)
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())
    # axe's default rule set: WCAG A and AA and its best practices (one h1 per screen, every
    # content in a landmark, headings in order…)
    result = page.evaluate(f"""() => axe.run(document.querySelector({json.dumps(context_selector)}) === document.body
        ? document : document.querySelector({json.dumps(context_selector)}), {{resultTypes: ['violations']}})""")
    return [{"id": v["id"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5]}
            for v in result["violations"]]


def assert_accessible(page, seen: set, name: str) -> None:
    """axe-core once per moment of a game called ``name`` (a phase, a dialog): 0 violations."""
    if name in seen:
        return
    seen.add(name)
    violations = axe_violations(page)
    assert violations == [], (name, violations)


def no_sideways_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    inner = page.evaluate("window.innerWidth")
    assert width <= inner, f"the page scrolls sideways: {width} > {inner}"


# A person's turn (html[data-turn=you]) or the game's end; a deal's recap on the way is closed
# with its own button, as a person would.
MY_TURN_OR_OVER = """(() => {
    if (document.querySelector('[data-game-over]')) return true;
    const next = document.querySelector('[data-act=recap-next]');
    if (next) { next.click(); return false; }
    return document.documentElement.dataset.turn === 'you';
})()"""


PEER_LOG = """window.peerEvents = [];
TapisPeer.onEvent((kind, peer, data) => peerEvents.push([kind, peer, data.length > 200 ? 'len:' + data.length : data]));"""


@pytest.fixture
def two_devices(browser, site, browser_context_args, request):
    """Two friends' devices for remote play: ``two_devices(query="")`` returns (host_page,
    guest_page), each in its own browser context (own storage, own WebRTC stack) on
    ``site.url + "index.html" + query``, once ``window.TapisPeer`` is defined (Python may still
    be starting: wait_ready(page) when the test needs it). Every pair is closed at the end; any
    request leaving the site's origin or any Content Security Policy violation fails the test.

    What the connection needs here: nothing beyond the suite's usual Chromium flags. Two
    contexts of one headless Chromium connect over their mDNS ``<uuid>.local`` host candidates
    with no ICE server (measured in Chromium 156 on this machine: connected in a few
    milliseconds after the reply is applied). So no ``--allow-loopback-in-peer-connection``,
    no fake media permission and no getUserMedia call (those make Chromium show real
    addresses, which the product never relies on), and no second browser process: the test
    carries the invitation and reply codes between the pages as text, as players would.
    Both devices start from the run's memory snapshot (warm_start) unless the test is marked
    cold_start."""
    contexts = []
    warm = None if request.node.get_closest_marker("cold_start") else request.getfixturevalue("warm_start")

    def open_pair(query: str = ""):
        pages = []
        for _ in range(2):
            context = browser.new_context(**browser_context_args)
            guard = OriginGuard([site.origin])
            context.route("**/*", guard)
            context.add_init_script(CSP_PROBE)
            contexts.append((context, guard))
            page = context.new_page()
            if warm:
                warm.into(page)
            page.goto(site.url + "index.html" + query)
            poll(page, "!!window.TapisPeer", timeout=30)
            page.evaluate(PEER_LOG)
            pages.append(page)
        return pages[0], pages[1]

    yield open_pair
    problems = []
    for context, guard in contexts:
        for page in context.pages:
            try:
                problems += page.evaluate("window.tapisCsp || []")
            except Exception:
                pass
        problems += guard.blocked
        context.close()
    assert problems == [], f"requests left the origin or the CSP refused something: {problems}"


def connect_peers(host, guest, peer_id: str = "1", timeout: float = 25.0) -> tuple[str, str]:
    """Host invites, guest answers, host accepts (the codes carried as text); waits until the
    channel is open on both sides and returns (invitation, reply)."""
    invitation = host.evaluate("id => TapisPeer.offer(id)", peer_id)
    reply = guest.evaluate("code => TapisPeer.answer(code)", invitation)
    host.evaluate("([id, code]) => TapisPeer.accept(id, code)", [peer_id, reply])
    poll(host, f"TapisPeer.state({json.dumps(peer_id)}) === 'open'", timeout=timeout)
    poll(guest, "TapisPeer.state('host') === 'open'", timeout=timeout)
    return invitation, reply
