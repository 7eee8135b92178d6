"""The bridge to the browser: the only module that imports ``js``/``pyodide``. Everything it
does is small and generic (draw an HTML string, storage, announce, timers); the app's logic is
in plain Python modules tested in CPython."""

import json
import time

import js
from pyodide.ffi import create_once_callable, create_proxy


class BrowserStorage:
    """localStorage through ui.js, with JavaScript's values turned into Python's: a missing key
    is ``None`` (Pyodide may hand JS ``null`` over as ``JsNull``, which is truthy and not a str)."""

    def __init__(self, js_storage):
        self._js = js_storage

    def get(self, key):
        value = self._js.get(key)
        return value if isinstance(value, str) else None

    def set(self, key, value):
        return bool(self._js.set(key, value))

    def remove(self, key):
        return bool(self._js.remove(key))

    def keys(self):
        return [str(key) for key in self._js.keys()]


class Host:
    """What :class:`tapis_app.app.App` needs from the page."""

    def __init__(self):
        self.storage = BrowserStorage(js.Tapis.storage)
        self.on_render = None
        self.hold = False  # True: nothing is drawn (the first screen stays until the app catches up)

    @staticmethod
    def default_lang() -> str:
        return str(js.window.TapisBoot.lang or "fr")

    def render(self, html: str, speed: float = 1.0, turn: str = "wait", screen: str = "") -> None:
        if self.hold:
            return
        js.Tapis.render(html, js.JSON.parse(json.dumps({"speed": speed, "turn": turn, "screen": screen})))
        if self.on_render:
            self.on_render()

    @staticmethod
    def base_url() -> str:
        """The site's page address without the query (challenge links point at index.html)."""
        path = str(js.location.pathname)
        folder = path[: path.rfind("/") + 1]
        return f"{js.location.origin}{folder}index.html"

    @staticmethod
    def announce(sentence: str) -> None:
        js.Tapis.announce(sentence)

    @staticmethod
    def download(name: str, text: str) -> None:
        js.Tapis.download(name, text)

    @staticmethod
    def can_ask_storage() -> bool:
        """The browser has the Storage Access API (a frame may ask to keep its storage)."""
        return bool(js.Tapis.canAskStorage())

    @staticmethod
    def ask_storage(done) -> None:
        """Ask the browser for storage access; ``done(granted)`` is called with its answer."""
        js.Tapis.askStorage().then(create_once_callable(lambda granted: done(bool(granted))))

    @staticmethod
    def can_install() -> bool:
        return bool(js.Tapis.canInstall())

    @staticmethod
    def install() -> None:
        js.Tapis.install()

    @staticmethod
    def apply_update() -> None:
        js.Tapis.applyUpdate()

    @staticmethod
    def set_state(state: str, lang: str | None = None) -> None:
        root = js.document.documentElement
        if state == "ready" and root.getAttribute("data-app-state") != "ready":
            js.window.TapisBoot.readyAt = js.performance.now()  # read by the benchmark
        root.setAttribute("data-app-state", state)
        if lang:
            root.setAttribute("lang", lang)

    @staticmethod
    def clock() -> float:
        return time.perf_counter()


def url_params() -> dict:
    params = js.URLSearchParams.new(js.location.search)
    out = {}
    for pair in params.entries():
        key, value = pair
        out[str(key)] = str(value)
    return out


def keep(fn):
    """A Python function JavaScript may call later (kept alive for the page's lifetime)."""
    return create_proxy(fn)
