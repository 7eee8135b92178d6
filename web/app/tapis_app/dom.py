"""The bridge to the page: the only module that imports ``js``/``pyodide``.

The app's Python runs in a Web Worker (PyScript's worker, issue 26): it has no document, no
``localStorage`` and no WebRTC. Everything the page must do is a message to the page's shell
(``js/shell.mjs``), and everything the page sees (clicks, keys, a friend's device, another tab's
storage) comes back as a message. Messages are JSON text in ``{"tapis": text}`` on both sides.
Everything here is small and generic; the app's logic is in plain Python modules tested in
CPython.
"""

import json
import time

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from . import bridge

_xworker = None     # polyscript's handle on this worker (postMessage to the page)
_asked = {}         # request id -> callback(ok, value): the page's answers (peer codes, a camera)
_next_id = [0]
MARKS = {}          # moments of the start (ms since 1970), sent with "ready" for the benchmark


def connect(xworker) -> None:
    global _xworker
    _xworker = xworker


_waiting_writes: list = []  # the mirrored storage, when it has writes not posted yet


def post(kind: str, **fields) -> None:
    """A message to the page's shell (one of bridge.WORKER_TO_PAGE). Storage writes not posted yet
    go first: the page receives everything in the order it happened."""
    bridge.check(kind, fields)
    if kind != "store" and _waiting_writes:
        _waiting_writes.pop().flush()
    fields["t"] = kind
    _xworker.postMessage(to_js({"tapis": json.dumps(fields, separators=(",", ":"))},
                               dict_converter=js.Object.fromEntries))


def ask(kind: str, done, **fields) -> None:
    """A request the page answers later: ``done(ok, value)``."""
    _next_id[0] += 1
    _asked[_next_id[0]] = done
    post("ask", id=_next_id[0], what=kind, **fields)


def answered(message: dict) -> None:
    done = _asked.pop(message.get("id"), None)
    if done is not None:
        done(bool(message.get("ok")), message.get("value"))


def wasm_bytes() -> int:
    """This worker's WebAssembly memory (js/python.mjs), read by the benchmark's long evening."""
    measure = getattr(js, "TapisWasmBytes", None)
    return int(measure()) if measure is not None else 0


def epoch_ms() -> float:
    """Now, in milliseconds since 1970: the page and this worker count from different origins."""
    return float(js.performance.timeOrigin) + float(js.performance.now())


class MirroredStorage:
    """The page's localStorage as this worker sees it: a copy handed over at start, kept current
    by the page (another tab's writes, storage granted later), each write sent to the page.

    A write the browser refuses (a full disk) is reported back by the page; from then on writes
    answer False, as the page's own storage would."""

    def __init__(self, items: dict, writable: bool):
        self.data = {str(k): str(v) for k, v in items.items()}
        self.writable = writable
        self.pending: dict = {}  # writes not posted yet (flush, at the end of the app's task)

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if not self.writable:
            return False
        if self.data.get(key) == value:  # (unchanged: nothing to post, issue 48)
            return True
        self.data[key] = value
        self.later(key, value)
        return True

    def later(self, key, value) -> None:
        """A write posted once the app's task ends (issue 48): a move that saves the game twice, or a
        burst of writes, posts each key once, with its last value."""
        if not self.pending:
            import asyncio

            asyncio.get_event_loop().call_soon(self.flush)
            _waiting_writes[:] = [self]
        self.pending[key] = value

    def flush(self) -> None:
        pending, self.pending = self.pending, {}
        _waiting_writes.clear()
        for key, value in pending.items():
            post("store", key=key, value=value)

    def remove(self, key):
        if key not in self.data and key not in self.pending:
            return True
        self.data.pop(key, None)
        self.later(key, None)
        return True

    def keys(self):
        return list(self.data)

    def changed(self, key, value) -> None:
        """Another tab (or the page) changed a key."""
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value

    def replace(self, items: dict, writable: bool) -> None:
        self.data = {str(k): str(v) for k, v in items.items()}
        self.writable = writable


class Host:
    """What :class:`tapis_app.app.App` needs from the page (``bridge.Page``), over messages."""

    def __init__(self, init: dict):
        self.page = init
        self.storage = MirroredStorage(init.get("storage") or {}, bool(init.get("writable")))
        self.on_render = None
        self.hold = False  # True: nothing is drawn (the first screen stays until the app catches up)
        self.installable = bool(init.get("canInstall"))
        self.lang = lambda: self.default_lang()  # the app's language, said with each drawing
        self.open_peers: set[str] = set()  # the friends' channels the page says are open

    def default_lang(self) -> str:
        return str(self.page.get("lang") or "fr")

    def render(self, html: str, frame: bridge.Frame, zones: dict | None = None) -> bool:
        """Draw the screen: ``zones`` (name -> HTML) when only those changed (issue 48), else the
        whole ``html``. False when nothing was drawn (the first screen holds the page)."""
        if self.hold:
            return False
        options = {"speed": frame.speed, "turn": frame.turn, "screen": frame.screen, "link": frame.link,
                   "peers": frame.peers, "lang": self.lang(), "wasm": wasm_bytes()}
        if zones is not None:
            post("render", zones=zones, options=options)
        else:
            post("render", html=html, options=options)
        if self.on_render:
            self.on_render()
        return True

    def base_url(self) -> str:
        """The site's page address without the query (challenge links point at index.html)."""
        return str(self.page.get("base") or "") + "index.html"

    @staticmethod
    def announce(sentence: str) -> None:
        post("call", what="announce", args=[sentence])

    @staticmethod
    def download(name: str, text: str) -> None:
        post("call", what="download", args=[name, text])

    def can_ask_storage(self) -> bool:
        """The browser has the Storage Access API (a frame may ask to keep its storage)."""
        return bool(self.page.get("canAskStorage"))

    def ask_storage(self, done) -> None:
        """Ask the browser for storage access; ``done(granted)`` is called with its answer (the
        page hands over the storage it was granted before answering)."""
        ask("storage", lambda ok, granted: done(bool(ok and granted)))

    def can_install(self) -> bool:
        return self.installable

    def has_webrtc(self) -> bool:
        """The browser can play at a distance (WebRTC): not WebKitGTK as Debian builds it, nor
        old browsers of Safari's family (issue 49)."""
        return bool(self.page.get("webrtc", True))

    def can_share(self) -> bool:
        """The device has a share sheet (the Web Share API): « Partager » sends a link in one motion."""
        return bool(self.page.get("canShare"))

    def install(self) -> None:
        self.installable = False  # the browser allows one prompt per offer
        post("call", what="install", args=[])

    @staticmethod
    def apply_update() -> None:
        post("call", what="applyUpdate", args=[])

    @staticmethod
    def set_state(state: str, lang: str | None = None) -> None:
        post("state", state=state, lang=lang)

    @staticmethod
    def clock() -> float:
        return time.perf_counter()

    # ---- friends on their own devices (issue 25): the page's WebRTC, js/peer.js
    def peer_offer(self, peer: str, stun, done) -> None:
        """An invitation for ``peer`` (a seat): ``done(code, None)`` or ``done(None, reason)``."""
        ask("peerOffer", lambda ok, value: done(str(value), None) if ok else done(None, str(value)),
            args=[peer, {"stun": stun}])

    def peer_accept(self, peer: str, code: str, done) -> None:
        """A guest's reply applied: ``done(None)``, or ``done(reason)`` ("expired", "no-invite", "bad-code")."""
        ask("peerAccept", lambda ok, value: done(None if ok else str(value)), args=[peer, code])

    def peer_answer(self, code: str, stun, done) -> None:
        """A guest answers an invitation: ``done(reply_code, None)`` or ``done(None, reason)``."""
        ask("peerAnswer", lambda ok, value: done(str(value), None) if ok else done(None, str(value)),
            args=[code, {"stun": stun}])

    def peer_send(self, peer: str, text: str) -> bool:
        """Sent to the page, which sends it when the channel is open (``peers`` says which are)."""
        if peer not in self.open_peers:
            return False
        post("call", what="peerSend", args=[peer, text])
        return True

    def peer_close(self, peer: str) -> None:
        post("call", what="peerClose", args=[peer])

    def peer_event(self, peer: str, event: str) -> None:
        """The page said a channel opened, closed or failed."""
        if event == "open":
            self.open_peers.add(peer)
        elif event in ("closed", "failed"):
            self.open_peers.discard(peer)

    @staticmethod
    def scan(title: str, close_label: str, done) -> None:
        """Read a QR code with the camera: ``done(text, None)`` or ``done(None, reason)``."""
        ask("scan", lambda ok, value: done(str(value), None) if ok else done(None, str(value)),
            args=[title, close_label])

    def load_wheel(self, path: str, done) -> None:
        """A pure-Python wheel of the site (the QR library) put on the import path, then ``done()``."""
        import asyncio
        import importlib
        import sys
        from pathlib import Path

        url = str(self.page.get("base") or "") + path.lstrip("./")

        async def load():
            from pyodide.http import pyfetch

            try:
                response = await pyfetch(url)
                target = Path("/home/pyodide") / Path(path).name
                target.write_bytes(await response.bytes())
                sys.path.insert(0, str(target))
                importlib.invalidate_caches()
            except Exception as error:  # noqa: BLE001 — the codes stay as text
                js.console.error(f"tapis: {path}: {error!r}")
                return
            done()

        asyncio.ensure_future(load())


def keep_copies() -> None:
    """Hand the big files this worker downloaded to the service worker's cache (js/python.mjs),
    then tell the page, which registers the service worker."""
    keep = getattr(js, "TapisKeepCopies", None)
    if keep is None:
        post("copied", count=0)
        return
    keep().then(create_once_callable(lambda count: post("copied", count=int(count or 0))))


def on_page(message: dict) -> None:
    """What the app does with a message from the page (set by ``main.start``)."""


def on_message(handler):
    """``handler(message: dict)`` for every message the page sends this worker."""
    def receive(event):
        data = getattr(event, "data", None)
        text = getattr(data, "tapis", None) if data is not None else None
        if isinstance(text, str):
            handler(json.loads(text))

    return create_proxy(receive)
