"""The browsers of the cross-browser set, each behind the same few calls (``Tab``).

- Firefox (Debian's ``firefox-esr``) over WebDriver BiDi, the protocol Firefox speaks itself: no
  separate driver binary. The client is ``Bidi`` below, a page of Python on ``websocket-client``
  (pinned; selenium needs it too): a command is a JSON message with an id, its answer the
  message with the same id, and events (the console) arrive between them. The simplest client
  to read and keep: the dozen commands used are the protocol's own, one call each.
  (Playwright 1.65 can launch Firefox over BiDi too, but asks for commands Firefox 153 ESR does
  not have yet — ``emulation.setMediaFeaturesOverride`` — and fails on its first context.)
- WebKitGTK (Debian's ``webkit2gtk-driver``: WebKitWebDriver and its MiniBrowser, Safari's
  engine family) through selenium's ``webdriver.WebKitGTK`` (classic WebDriver), under Xvfb
  (MiniBrowser's own headless mode hangs). Its window is at least 447 px wide: phone sizes are an
  iframe of that size on a page of the site's origin (``PhoneFrame``). WebKitWebDriver hands
  over no console: a probe in the page records errors from its load on (``PROBE``), and a failed
  start shows as the page's error state.
- Chromium through Playwright, as the rest of the browser tests, to run the set there too and
  compare (``TAPIS_ENGINES=chromium``).

A ``Tab`` answers: ``goto(url)``, ``reload()``, ``js(expression)`` (its JSON value, promises
awaited), ``click(css)`` (a real pointer click on the first element the selector finds),
``wait(expression)``, ``screenshot(path)``, ``resize(width, height)`` and ``errors()`` (what
the console said in red, and the page's uncaught errors).
"""

import base64
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from build import FIREFOX, WEBKIT_DRIVER  # noqa: E402 (TAPIS_FIREFOX, TAPIS_WEBKIT_DRIVER)

ENGINES = ("firefox", "webkit")  # what the test command runs; chromium on request


class Timeout(AssertionError):
    pass


# Errors a page reports by itself, for a driver that gives no console (WebKitWebDriver): uncaught
# errors and rejections, console.error, and Content Security Policy violations, from the moment
# the probe is put in (with the first script the test runs in that document, after its load
# event; a failure before it shows as the page's error state: html[data-app-state=error]).
PROBE = """if (!window.tapisProbe) {
    window.tapisProbe = [];
    const keep = (text) => window.tapisProbe.push(String(text));
    addEventListener('error', (e) => e.defaultPrevented || keep(e.message || e.type));  // (as the console)
    addEventListener('unhandledrejection', (e) => keep((e.reason && e.reason.message) || e.reason));
    document.addEventListener('securitypolicyviolation', (e) => keep('CSP ' + e.violatedDirective + ' ' + e.blockedURI));
    const error = console.error.bind(console);
    console.error = (...args) => { keep(args.join(' ')); error(...args); };
}"""


class Tab:
    """What a test does with a page, whatever the browser (see the module's docstring)."""

    name = ""

    def wait(self, expression: str, timeout: float = 60.0, interval: float = 0.1):
        """Until ``expression`` is truthy; returns its value. A page navigating meanwhile is
        asked again."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.js(expression)
            except Exception as error:  # noqa: BLE001 — a page between two documents
                if time.monotonic() > deadline:
                    raise Timeout(f"{self.name}: {expression}: {error}") from error
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise Timeout(f"{self.name}: timed out waiting for {expression}")
            time.sleep(interval)

    def js(self, expression: str):
        raise NotImplementedError


def _wrapped(expression: str) -> str:
    """An expression whose value (promises awaited) comes back as JSON text."""
    return f"(async () => JSON.stringify((await ({expression})) ?? null))()"


# ----------------------------------------------------------------------------- Firefox, BiDi
class Bidi:
    """A WebDriver BiDi session over a websocket: ``send(method, params)`` returns the result;
    events are kept in ``events`` (method, params) as they come."""

    def __init__(self, url: str):
        import websocket  # websocket-client

        # (Firefox refuses a websocket whose request names an Origin it was not told to allow)
        self.ws = websocket.create_connection(url, timeout=300, suppress_origin=True)
        self.ids = itertools.count(1)
        self.events: list[tuple[str, dict]] = []

    def send(self, method: str, params: dict | None = None, timeout: float = 300) -> dict:
        number = next(self.ids)
        self.ws.send(json.dumps({"id": number, "method": method, "params": params or {}}))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = json.loads(self.ws.recv())
            if message.get("type") == "event":
                self.events.append((message["method"], message["params"]))
            elif message.get("id") == number:
                if message.get("type") == "error":
                    raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]
        raise Timeout(f"{method}: no answer in {timeout} s")

    def close(self):
        self.ws.close()


# Firefox's preferences for a profile of the tests: French first (as the Chromium tests' locale),
# nothing that would call home, and frames on
# another site get no storage (network.cookie.cookieBehavior 1: third-party cookies and storage
# refused, Firefox's strictest setting short of all), as the embed's test wants.
FIREFOX_PREFS = {
    "intl.accept_languages": "fr-FR, fr",
    "network.cookie.cookieBehavior": 1,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.safebrowsing.update.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "browser.region.update.enabled": False,
    "browser.search.update": False,
}


class Firefox:
    """firefox-esr, headless, listening for WebDriver BiDi on a free port; one session, one
    profile (its service worker and caches last as long as the browser)."""

    name = "firefox"

    def __init__(self, port: int):
        self.profile = Path(tempfile.mkdtemp(prefix="tapis-firefox-"))
        (self.profile / "user.js").write_text("".join(
            f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in FIREFOX_PREFS.items()))
        self.log = open(self.profile / "firefox.log", "w")
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", str(self.profile),
             f"--remote-debugging-port={port}", "about:blank"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while True:
            try:
                self.bidi = Bidi(f"ws://127.0.0.1:{port}/session")
                break
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise
                time.sleep(0.2)
        self.version = self.bidi.send("session.new", {"capabilities": {}})["capabilities"]["browserVersion"]
        self.bidi.send("session.subscribe", {"events": ["log.entryAdded"]})

    def tab(self, width: int, height: int) -> "FirefoxTab":
        context = self.bidi.send("browsingContext.create", {"type": "tab"})["context"]
        tab = FirefoxTab(self.bidi, context)
        tab.resize(width, height)
        return tab

    def close(self):
        try:
            self.bidi.send("session.end", timeout=10)
        except Exception:  # noqa: BLE001 — closing anyway
            pass
        self.bidi.close()
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


class FirefoxTab(Tab):
    name = "firefox"

    def __init__(self, bidi: Bidi, context: str):
        self.bidi, self.context = bidi, context
        self.since = len(bidi.events)  # the browser's events before this tab are not its own

    def goto(self, url: str) -> None:
        self.bidi.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self.bidi.send("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def resize(self, width: int, height: int) -> None:
        self.bidi.send("browsingContext.setViewport",
                       {"context": self.context, "viewport": {"width": width, "height": height}})

    def _evaluate(self, expression: str) -> dict:
        result = self.bidi.send("script.evaluate", {
            "expression": expression, "target": {"context": self.context}, "awaitPromise": True,
            "resultOwnership": "none", "serializationOptions": {"maxDomDepth": 0}})
        if result["type"] == "exception":
            raise RuntimeError(result["exceptionDetails"]["text"])
        return result["result"]

    def js(self, expression: str):
        return json.loads(self._evaluate(_wrapped(expression))["value"])

    def click(self, css: str) -> None:
        node = self._evaluate(f"document.querySelector({json.dumps(css)})")
        if node["type"] != "node":
            raise AssertionError(f"firefox: nothing to click at {css}")
        pointer = [{"type": "pointerMove", "x": 0, "y": 0, "origin": {"type": "element", "element": {"sharedId": node["sharedId"]}}},
                   {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]
        self.bidi.send("input.performActions", {"context": self.context, "actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": pointer}]})

    def screenshot(self, path: Path) -> None:
        data = self.bidi.send("browsingContext.captureScreenshot", {"context": self.context})["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def errors(self) -> list[str]:
        """The console's errors and the uncaught errors since this tab opened, of its pages, their
        frames and workers (one test at a time)."""
        self.bidi.send("session.status")  # (events are read as answers are awaited: the last ones too)
        return [f"{params.get('type')}: {params.get('text')}" for method, params in self.bidi.events[self.since:]
                if method == "log.entryAdded" and params.get("level") == "error"]

    def frame(self, url_part: str) -> "FirefoxTab":
        """The frame of this page whose address holds ``url_part`` (an embed)."""
        def find(contexts):
            for c in contexts:
                if url_part in c.get("url", ""):
                    return c["context"]
                found = find(c.get("children") or [])
                if found:
                    return found
            return None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = find(self.bidi.send("browsingContext.getTree", {"root": self.context})["contexts"])
            if found:
                return FirefoxTab(self.bidi, found)
            time.sleep(0.1)
        raise Timeout(f"firefox: no frame at {url_part}")

    def close(self) -> None:
        self.bidi.send("browsingContext.close", {"context": self.context})


# ----------------------------------------------------------------------------- WebKitGTK
MINIBROWSER_DIRS = ("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1",
                    "/usr/libexec/webkit2gtk-4.1")


def minibrowser() -> str:
    for folder in MINIBROWSER_DIRS:
        if Path(folder, "MiniBrowser").exists():
            return str(Path(folder, "MiniBrowser"))
    raise FileNotFoundError("MiniBrowser (Debian's libwebkit2gtk-4.1-0) was not found")


class WebKit:
    """WebKitWebDriver and its MiniBrowser (one window) on the X display Xvfb gives
    (``xvfb-run -a`` around the test run). ITP on, as in Safari."""

    name = "webkit"

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        options.add_argument("--enable-itp")
        # (WebKitGTK takes the page's languages from the environment's, French first here)
        service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "LANGUAGE": "fr_FR:fr"})
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(300)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def tab(self, width: int, height: int) -> "Tab":
        """The window at that inner size; a phone's size is a frame of it (PhoneFrame)."""
        if width < 447:
            return PhoneFrame(self.driver, width, height)
        tab = WebKitTab(self.driver)
        tab.resize(width, height)
        return tab

    def close(self):
        self.driver.quit()


class WebKitTab(Tab):
    name = "webkit"

    def __init__(self, driver):
        self.driver = driver
        self.errors_before: list[str] = []  # what earlier documents of this tab reported

    def _run(self, script: str):
        """A script in the current document, the probe put in first if it is not there yet."""
        return self.driver.execute_script(PROBE + "\n" + script)

    def _keep_errors(self):
        try:
            self.errors_before += self.driver.execute_script("return window.tapisProbe || []")
        except Exception:  # noqa: BLE001 — no page yet
            pass

    def goto(self, url: str) -> None:
        self._keep_errors()
        self.driver.get(url)
        self._run("")

    def reload(self) -> None:
        self._keep_errors()
        self.driver.refresh()
        self._run("")

    def resize(self, width: int, height: int) -> None:
        """The window's inner size: the window's own bars measured, then added."""
        self.driver.set_window_size(width, height)
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        self.driver.set_window_size(width + width - inner[0], height + height - inner[1])

    def js(self, expression: str):
        return json.loads(self._run("return " + _wrapped(expression)))

    def click(self, css: str) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_element(By.CSS_SELECTOR, css).click()

    def screenshot(self, path: Path) -> None:
        Path(path).write_bytes(self.driver.get_screenshot_as_png())

    def errors(self) -> list[str]:
        return self.errors_before + self._run("return window.tapisProbe")

    def frame(self, url_part: str) -> "WebKitFrame":
        return WebKitFrame(self.driver, url_part)

    def close(self) -> None:
        pass  # (one window, which the next tab takes over)


# The page a phone's size is played in: a frame of that size on a blank page of the site's own
# origin (served by the test server under __e2e__/, never part of dist/).
PHONE_PAGE = (b"<!doctype html><meta charset=utf-8><title>phone</title><style>html,body{margin:0;background:#777}"
              b"iframe{display:block;border:0;background:#fff}</style><iframe id=phone></iframe>")


class WebKitFrame(WebKitTab):
    """A frame of the window's page, found by its address (an embed's), or the phone's frame."""

    def __init__(self, driver, url_part: str):
        super().__init__(driver)
        self.url_part = url_part

    def _enter(self):
        from selenium.webdriver.common.by import By

        self.driver.switch_to.default_content()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for element in self.driver.find_elements(By.TAG_NAME, "iframe"):
                if self.url_part in (element.get_attribute("src") or ""):
                    # the whole frame in the window: WebKitWebDriver clicks where a frame's
                    # element is without scrolling its page to it first (a blog's frame whose
                    # dock is below the window's edge took no click)
                    self.driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", element)
                    self.driver.switch_to.frame(element)
                    return
            time.sleep(0.1)
        raise Timeout(f"webkit: no frame at {self.url_part}")

    def js(self, expression: str):
        self._enter()
        return super().js(expression)

    def click(self, css: str) -> None:
        self._enter()
        super().click(css)

    def errors(self) -> list[str]:
        self._enter()
        return super().errors()


class PhoneFrame(WebKitFrame):
    """A phone: a frame of width x height on the site's phone page (PHONE_PAGE, which the test
    server answers at ``phone_page``); ``goto`` loads an address in the frame."""

    phone_page = ""  # set by the fixture that serves it

    def __init__(self, driver, width: int, height: int):
        super().__init__(driver, "")
        self.width, self.height = width, height
        self.loaded = False
        WebKitTab(driver).resize(1280, height)  # the window holds the whole frame

    def _enter(self):
        from selenium.webdriver.common.by import By

        self.driver.switch_to.default_content()
        self.driver.switch_to.frame(self.driver.find_element(By.ID, "phone"))

    def goto(self, url: str) -> None:
        if self.loaded:
            self._enter()
            self._keep_errors()
        self.driver.switch_to.default_content()
        if self.driver.current_url != self.phone_page:
            self.driver.get(self.phone_page)
        self.driver.execute_script(
            "const f = document.getElementById('phone'); f.width = arguments[1]; f.height = arguments[2];"
            "f.removeAttribute('data-loaded'); f.onload = () => f.setAttribute('data-loaded', '1'); f.src = arguments[0];",
            url, self.width, self.height)
        self._wait_loaded()

    def _wait_loaded(self):
        self.driver.switch_to.default_content()
        deadline = time.monotonic() + 120
        while not self.driver.execute_script("return document.getElementById('phone').hasAttribute('data-loaded')"):
            if time.monotonic() > deadline:
                raise Timeout("webkit: the phone's frame did not load")
            time.sleep(0.05)
        self.loaded = True
        self._enter()
        self._run("")

    def reload(self) -> None:
        self._enter()
        self._keep_errors()
        self.driver.switch_to.default_content()
        self.driver.execute_script("document.getElementById('phone').removeAttribute('data-loaded')")
        self._enter()
        self.driver.execute_script("location.reload()")
        self._wait_loaded()

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height

    def screenshot(self, path: Path) -> None:
        from selenium.webdriver.common.by import By

        self.driver.switch_to.default_content()
        Path(path).write_bytes(self.driver.find_element(By.ID, "phone").screenshot_as_png)


# ----------------------------------------------------------------------------- Chromium
class Chromium:
    """Debian's Chromium through Playwright, with the suite's usual flags."""

    name = "chromium"

    def __init__(self):
        from playwright.sync_api import sync_playwright

        from e2e.conftest import CHROMIUM, CHROMIUM_ARGS

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self.context = self.browser.new_context(locale="fr-FR")
        self.version = self.browser.version

    def tab(self, width: int, height: int) -> "ChromiumTab":
        tab = ChromiumTab(self.context.new_page())
        tab.resize(width, height)
        return tab

    def close(self):
        self.browser.close()
        self.playwright.stop()


class ChromiumTab(Tab):
    name = "chromium"

    def __init__(self, page):
        self.page = page
        self.said: list[str] = []
        page.on("pageerror", lambda error: self.said.append(str(error)))
        page.on("console", lambda message: self.said.append(message.text) if message.type == "error" else None)

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def resize(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def js(self, expression: str):
        return json.loads(self.page.evaluate(_wrapped(expression)))

    def click(self, css: str) -> None:
        self.page.locator(css).first.click()

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def errors(self) -> list[str]:
        return list(self.said)

    def frame(self, url_part: str):
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for frame in self.page.frames:
                if url_part in frame.url:
                    return ChromiumFrame(self, frame)
            self.page.wait_for_timeout(100)  # (Playwright hears of new frames while it waits)
        raise Timeout(f"chromium: no frame at {url_part}")

    def close(self) -> None:
        self.page.close()


class ChromiumFrame(ChromiumTab):
    def __init__(self, tab: ChromiumTab, frame):
        self.page, self.frame_, self.tab = tab.page, frame, tab

    def js(self, expression: str):
        return json.loads(self.frame_.evaluate(_wrapped(expression)))

    def click(self, css: str) -> None:
        self.frame_.locator(css).first.click()

    def errors(self) -> list[str]:
        return self.tab.errors()


def launch(engine: str, port: int):
    """The browser of ``engine`` started: Firefox on ``port`` (its BiDi websocket)."""
    if engine == "firefox":
        return Firefox(port)
    if engine == "webkit":
        return WebKit()
    if engine == "chromium":
        return Chromium()
    raise ValueError(f"no engine {engine!r}")
