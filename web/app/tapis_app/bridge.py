"""The bridge between the page and the app's worker (issue 26), declared once (issue 47).

The app's Python runs in a Web Worker; the page's shell (js/shell.mjs) does what only a page can
do. They talk in messages ``{"tapis": JSON text}`` whose ``t`` names the kind. This module lists
every kind each side sends, with its fields, as ``remote/protocol.py`` lists the messages between
devices. ``dom.post`` refuses a kind or field not listed here; the build writes the JS mirror
(``js/bridge.mjs``, from ``js_mirror()``), from which shell.mjs checks that it answers every kind
the worker may send; a test checks that each side handles exactly the kinds the other sends.

It also holds the few facts of the site that the page's scripts and the app must agree on (the
storage's prefixes, its probe key, the interface languages), written into the mirror so that no
script writes them again.
"""

import json
from dataclasses import dataclass
from typing import Callable, Protocol

#: the worker tells the page (dom.post) -> the fields it may carry
WORKER_TO_PAGE = {
    "render": ("html", "zones", "options"),  # draw this screen, or only these zones (js/ui/page.mjs)
    "state": ("state", "lang"),  # the app's state (ready) and language, on the page's root
    "store": ("key", "value"),  # write (or, value None, remove) a storage key
    "call": ("what", "args"),  # do something with no answer (CALLS)
    "ask": ("id", "what", "args"),  # do something and answer (ASKS): the page sends "answer"
    "sprite": ("html",),  # the court cards' figures, drawn once outside #app
    "note": ("what", "value"),  # a figure for the benchmark (NOTES)
    "ready": ("modules", "at", "marks"),  # started: the modules imported, when, the start's moments
    "idle": (),  # every act sent so far is answered
    "copied": ("count",),  # the big files are in the service worker's cache
    "fail": ("detail",),  # the start failed: said on the loading screen
}

#: the page tells the worker (shell.mjs send) -> its fields
PAGE_TO_WORKER = {
    "init": ("params", "embedded", "base", "lang", "first", "storage", "writable", "canAskStorage", "canInstall",
             "webrtc", "canShare"),  # the start: what only the page knows
    "act": ("act", "arg"),  # a click, a key, a form
    "answer": ("id", "ok", "value"),  # the answer to an "ask"
    "peer": ("kind", "peer", "data"),  # remote play: a friend's device (js/peer.js)
    "stored": ("key", "value", "items", "writable"),  # another tab wrote; or the storage granted
    "store-failed": ("key",),  # the browser refused a write (a full disk)
    "join": ("invite",),  # an invitation opened in a tab already showing Tapis
    "update-ready": (),  # a new version waits for the person's word
    "install": ("can",),  # the browser now offers (or no longer offers) to install the site
    "redraw": (),  # the page could not redraw some zones alone: the whole screen, please
}

#: what a "call" may ask the page to do
CALLS = ("announce", "download", "install", "applyUpdate", "peerSend", "peerClose")
#: what an "ask" may ask the page to do (it answers)
ASKS = ("storage", "peerOffer", "peerAccept", "peerAnswer", "scan")
#: what a "note" may say
NOTES = ("slow", "botTime")

#: the site's facts the page's scripts share with the app
SITE = {
    "prefixes": ["tapis.", "tapis-embed."],  # the site's and an embed's storage keys (store.py)
    "probe": "probe",  # the key written and removed to see whether storage works (after the prefix)
    "langs": ["fr", "en"],  # the interface's languages, French first (the default)
}


def check(kind: str, fields: dict) -> None:
    """A message the worker is about to send is one the page knows (a mistake here, not a
    stranger's input: raises at once)."""
    allowed = WORKER_TO_PAGE.get(kind)
    if allowed is None or not set(fields) <= set(allowed) | {"t"}:
        raise ValueError(f"bridge: {kind} {sorted(fields)}")


def js_mirror() -> str:
    """js/bridge.mjs, written by the build: the same declarations for the page's scripts."""
    def const(name, value):
        return f"export const {name} = {json.dumps(value, separators=(',', ':'))};\n"

    return ("// Written by build.py from web/app/tapis_app/bridge.py: the page<->worker messages and the\n"
            "// site's shared facts, declared once. Do not edit.\n" +
            const("WORKER_TO_PAGE", {k: list(v) for k, v in WORKER_TO_PAGE.items()}) +
            const("PAGE_TO_WORKER", {k: list(v) for k, v in PAGE_TO_WORKER.items()}) +
            const("CALLS", list(CALLS)) + const("ASKS", list(ASKS)) + const("NOTES", list(NOTES)) +
            const("SITE", SITE))


@dataclass(frozen=True)
class Frame:
    """What goes with a drawing besides its HTML: the pace of the animations (0: none), whose
    turn it is here (the page marks ``html[data-turn]``), the screen, this device's part in
    remote play and how many friends are here (``html[data-link]``, ``[data-peers]``)."""
    speed: float = 1.0
    turn: str = "wait"
    screen: str = ""
    link: str = "alone"
    peers: int = 0


class Page(Protocol):
    """The page as the app sees it: the bridge in dom.py (the browser), the build's (the first
    screens drawn at build time, build.py) and the tests' (tests/web/conftest.py FakeHost)."""
    storage: object  # get / set / remove / keys, like store.MemoryStorage

    def default_lang(self) -> str: ...
    def render(self, html: str, frame: Frame, zones: dict | None = None) -> bool | None: ...
    def announce(self, sentence: str) -> None: ...
    def clock(self) -> float: ...
    def base_url(self) -> str: ...
    def can_install(self) -> bool: ...
    def can_ask_storage(self) -> bool: ...
    def has_webrtc(self) -> bool: ...
    def can_share(self) -> bool: ...
    def load_wheel(self, path: str, done: Callable[[], None]) -> None: ...
