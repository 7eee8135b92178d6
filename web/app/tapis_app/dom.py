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

    def render(self, html: str, speed: float = 1.0, turn: str = "wait", screen: str = "", link: str = "alone",
               peers: int = 0) -> None:
        if self.hold:
            return
        js.Tapis.render(html, js.JSON.parse(json.dumps({"speed": speed, "turn": turn, "screen": screen,
                                                        "link": link, "peers": peers})))
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

    # ---- friends on their own devices (issue 25): the page's WebRTC, js/peer.js
    @staticmethod
    def _peer():
        return getattr(js.window, "TapisPeer", None)

    def peer_offer(self, peer: str, stun, done) -> None:
        """An invitation for ``peer`` (a seat): ``done(code, None)`` or ``done(None, reason)``."""
        options = js.JSON.parse(json.dumps({"stun": stun}))
        _settle(self._peer().offer(peer, options), lambda code: done(str(code), None), lambda why: done(None, why))

    def peer_accept(self, peer: str, code: str, done) -> None:
        """A guest's reply applied: ``done(None)``, or ``done(reason)`` ("expired", "no-invite", "bad-code")."""
        _settle(self._peer().accept(peer, code), lambda _value: done(None), done)

    def peer_answer(self, code: str, stun, done) -> None:
        """A guest answers an invitation: ``done(reply_code, None)`` or ``done(None, reason)``."""
        options = js.JSON.parse(json.dumps({"stun": stun}))
        _settle(self._peer().answer(code, options), lambda reply: done(str(reply), None), lambda why: done(None, why))

    def peer_send(self, peer: str, text: str) -> bool:
        return bool(self._peer().send(peer, text))

    def peer_close(self, peer: str) -> None:
        if self._peer() is not None:
            self._peer().close(peer)

    @staticmethod
    def scan(title: str, close_label: str, done) -> None:
        """Read a QR code with the camera: ``done(text, None)`` or ``done(None, reason)``."""
        _settle(js.Tapis.scan(title, close_label), lambda text: done(str(text), None), lambda why: done(None, why))

    @staticmethod
    def load_wheel(path: str, done) -> None:
        """A pure-Python wheel of the site (the QR library) put on the import path, then ``done()``."""
        import asyncio
        import importlib
        import sys
        from pathlib import Path

        async def load():
            from pyodide.http import pyfetch

            try:
                response = await pyfetch(path)
                target = Path("/home/pyodide") / Path(path).name
                target.write_bytes(await response.bytes())
                sys.path.insert(0, str(target))
                importlib.invalidate_caches()
            except Exception as error:  # noqa: BLE001 — the codes stay as text
                js.console.error(f"tapis: {path}: {error!r}")
                return
            done()

        asyncio.ensure_future(load())


def url_params() -> dict:
    params = js.URLSearchParams.new(js.location.search)
    out = {}
    for pair in params.entries():
        key, value = pair
        out[str(key)] = str(value)
    fragment = str(js.location.hash or "")
    if fragment.startswith("#j="):  # an invitation to a friend's table (issue 25): read once, then
        out["join"] = fragment[1:]   # taken off the address (a reload must not answer it again)
        js.history.replaceState(js.history.state, "", str(js.location.pathname) + str(js.location.search))
    return out


def _settle(promise, ok, failed) -> None:
    """Call ``ok(value)`` or ``failed(reason)`` when a JavaScript promise settles (a reason is the
    error's message, e.g. "expired")."""
    def rejected(error):
        failed(str(getattr(error, "message", error) or "error"))

    promise.then(create_once_callable(ok), create_once_callable(rejected))


def keep(fn):
    """A Python function JavaScript may call later (kept alive for the page's lifetime)."""
    return create_proxy(fn)
