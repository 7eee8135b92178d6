"""Start the app in its worker and drive the computer players.

The app runs in a Web Worker (issue 26): the page's thread only draws what it is sent, so no
step here can freeze the page. Thinking still runs a slice at a time (slices.py), so the worker
reads the page's messages between slices. A move is applied only if the game has not moved on
meanwhile (a person may win a race, undo, or leave).
"""

import asyncio
import gc
import json
import sys
import time

import js

from . import dom, wordlists
from .app import App
from .slices import SLICE_SECONDS, THINKING_SHOWN_AFTER
from .slices import think as think_in_slices
from .store import StaleSave
from .views.art import sprite

_app = None
_wake = None


SLOW_SECONDS = 0.03  # a step of Python this long is noted in window.tapisSlow (the benchmark reads it)


def note_slow(kind: str, started: float) -> None:
    """A stretch of Python work longer than SLOW_SECONDS, noted with what it was (a slice of
    thought, a move and its drawing…) in the page's window.tapisSlow: the benchmark reports the
    worker's long steps apart from the page's."""
    seconds = time.perf_counter() - started
    if seconds < SLOW_SECONDS:
        return
    dom.post("note", what="slow", value=[kind, round(seconds * 1000, 1), round(dom.epoch_ms())])


async def think(steps, kind: str = "thought", **when_long):
    """Run a bot's generator to its end in short slices (slices.py); return its action."""
    return await think_in_slices(steps, kind, noted=note_slow, **when_long)


async def fetch_words(app: App) -> None:
    """Issue 20: fetch the word list a table waits for (or every list), then let it open."""
    from . import wordlists

    kind, _, lang = app.shell.waiting_words
    try:
        if kind == "all":
            await wordlists.fetch_all()
        else:
            await wordlists.fetch(lang)
    except Exception as error:  # a failed download: say so, the table stays closed
        js.console.error(f"word list {lang} failed: {error!r}")
        app.words_fetched(error)
    else:
        app.words_fetched()
    app.refresh()


async def bot_loop(app: App) -> None:
    while True:
        if app.shell.waiting_words is not None:
            await fetch_words(app)
            continue
        pacer = app.table.pacer
        steps = pacer.preparation()
        if steps is not None:  # a table just opened: its computer players and words, in slices
            await think(steps, "preparing")
            continue
        wanted = pacer.hint_to_compute()
        if wanted is not None:
            seat, revision = wanted
            steps = app.session.bot_thinking_as(seat, "hard")
            pacer.set_hint(await think(steps), revision)
            continue
        steps = pacer.review_to_compute()
        if steps is not None:  # the game review: the hard player's thought on past plays
            job = app.table.review
            try:
                while True:  # a refresh after each play looked at shows the progress
                    done = job.done
                    deadline = time.perf_counter() + SLICE_SECONDS
                    while job.done == done and time.perf_counter() < deadline:
                        next(steps)
                    if job.done != done:
                        app.refresh()
                    await asyncio.sleep(0)
            except StopIteration:
                pass
            except Exception as error:
                js.console.error(f"review failed: {error!r}")
                job.moments = []
            app.refresh()
            continue
        tick = pacer.countdown_tick()
        if tick is not None:  # a race countdown is running: redraw it every second
            _wake.clear()
            try:
                await asyncio.wait_for(_wake.wait(), timeout=tick + 0.01)
            except asyncio.TimeoutError:
                app.refresh()
            continue
        seat = pacer.bot_to_act()
        if seat is None:
            _wake.clear()
            await _wake.wait()
            continue
        session, revision = app.session, app.session.revision
        delay = pacer.bot_delay(seat)
        if delay:
            await asyncio.sleep(delay)
        if app.session is not session or session.revision != revision or pacer.bot_to_act() != seat:
            continue
        started = time.perf_counter()
        try:
            action = await think(session.bot_thinking(seat), long_after=THINKING_SHOWN_AFTER,
                                 on_long=lambda: show_thinking(app, session, revision, seat))
        except Exception as error:  # a bug must not stop the table: say so, keep the save
            app.table.state.thinking = None
            app.shell.message = ("error", app_text("ui.error.internal", app.lang))
            app.refresh()
            js.console.error(f"computer player failed: {error!r}")
            _wake.clear()
            await _wake.wait()
            continue
        _record_bot_time(session, seat, time.perf_counter() - started)
        await asyncio.sleep(0)  # the last slice of thought is one task, the move and its drawing the next
        moved = time.perf_counter()
        try:
            pacer.apply_bot(seat, action, revision)
            note_slow("move drawn", moved)
        except StaleSave:  # another tab moved this game on: take its version, keep playing
            app.table.reload_stale()
            app.refresh()


def show_thinking(app: App, session, revision: int, seat: int) -> None:
    """« thinking… » at the seat, for a thought that lasts (slices.THINKING_SHOWN_AFTER), while
    the game is still the one it thinks about."""
    if app.session is not session or session.revision != revision:
        return
    app.table.state.thinking = seat
    drawn = time.perf_counter()
    app.refresh()
    note_slow("thinking drawn", drawn)


def app_text(key, lang):
    from .text import t

    return t(key, lang)


def _record_bot_time(session, seat, seconds):
    """Bot move times, read by the benchmark (the page's window.tapisBotTimes)."""
    dom.post("note", what="botTime", value={"game": session.game.game_id, "level": session.level(seat),
                                            "ms": round(seconds * 1000, 2)})


def first_choices(init: dict) -> list:
    """What the person did on the first screen while Python was loading (js/first.js recorded
    it; the page hands it over at start): [(act, arg)], in order."""
    try:
        return [(str(event[0]), str(event[1])) for event in init.get("first") or []]
    except Exception as error:  # noqa: BLE001 — never a reason not to start
        js.console.error(f"tapis: first screen: {error!r}")
        return []


def carry_on(app: App, early: list) -> None:
    """Do what was asked before Python was ready (the game picked, the set-up's fields, Start…),
    then draw the result once."""
    for act, arg in early:
        try:
            app._handle(act, arg)
        except StaleSave:
            app.table.reload_stale()
        except Exception as error:  # noqa: BLE001 — one stale choice must not stop the start
            js.console.error(f"tapis: first screen {act}: {error!r}")
    app.refresh()


def start(init: dict) -> None:
    """Start the app from what the page handed over (``init``: the address, the storage, what
    the browser offers, the first screen's choices), then answer the page's messages."""
    global _app, _wake
    host = dom.Host(init)
    wordlists.BASE_URL = str(init.get("base") or "")
    # the court cards' figures, once per page and outside #app (cards flying over the page use them too)
    dom.post("sprite", html=sprite())
    app = App(host, init.get("params") or {}, embedded=bool(init.get("embedded")))
    _app = app
    _wake = asyncio.Event()

    def on_render():
        _wake.set()

    host.on_render = on_render
    host.lang = lambda: app.lang

    def handler(act, arg):
        try:
            return app.handle(str(act), str(arg))
        except Exception as error:
            js.console.error(f"tapis: {error!r}")
            app.shell.message = ("error", app_text("ui.error.internal", app.lang))
            app.refresh()
            return True

    def act(message: dict) -> None:
        handler(message.get("act", ""), message.get("arg", ""))
        dom.post("idle")  # answered (drawn, or nothing to draw): the page is no longer busy

    def peer(message: dict) -> None:  # the page's WebRTC (js/peer.js): a friend's device
        peer_id, event = str(message.get("peer")), str(message.get("kind"))
        host.peer_event(peer_id, event)
        data = message.get("data")
        try:
            app.peer_event(event, peer_id, data if isinstance(data, str) else "")
        except Exception as error:
            js.console.error(f"tapis: {error!r}")
            app.shell.message = ("error", app_text("ui.error.internal", app.lang))
            app.refresh()

    def stored(message: dict) -> None:  # another tab wrote, or the page was granted its storage
        if "items" in message:
            host.storage.replace(message["items"], bool(message.get("writable")))
        else:
            host.storage.changed(str(message.get("key")), message.get("value"))

    def store_failed(_message: dict) -> None:  # the browser refused a write (a full disk)
        host.storage.writable = False

    def join(message: dict) -> None:  # an invitation link opened in a tab already showing Tapis
        handler("remote-join", json.dumps({"invite": str(message.get("invite"))}))

    def update_ready(_message: dict) -> None:
        app.shell.update_ready = True
        app.refresh()

    def install(message: dict) -> None:
        host.installable = bool(message.get("can"))
        app.shell.can_install = host.can_install()
        app.refresh()

    def redraw(_message: dict) -> None:  # the page lacked a zone it was sent: the whole screen
        app.changes.forget()
        app.refresh()

    # what the page may send once started (bridge.PAGE_TO_WORKER; "init" is web/main.py's)
    on_page_kinds = {"act": act, "answer": dom.answered, "peer": peer, "stored": stored, "store-failed": store_failed,
                     "join": join, "update-ready": update_ready, "install": install, "redraw": redraw}

    def on_page(message: dict) -> None:
        """A message from the page: a click or key, a friend's device, another tab's storage…"""
        receive = on_page_kinds.get(message.get("t"))
        if receive is not None:
            receive(message)

    dom.on_page = on_page
    app.shell.can_install = host.can_install()
    early = first_choices(init)
    host.hold = bool(early)  # the first screen stays up until the app has caught up with it
    app.start()
    if getattr(app, "start_error", None) is not None:  # what stored state could not be opened
        js.console.error(f"tapis: start: {app.start_error!r}")
    host.hold = False
    if early:
        carry_on(app, early)
    # Everything imported so far lives as long as the page: keep the garbage collector from
    # walking it again and again (long collections would show as stutters while bots think).
    gc.collect()
    gc.freeze()
    host.set_state("ready", app.lang)
    # what a memory snapshot made after this visit imports ahead (boot.js, js/snapshot.mjs)
    dom.post("ready", modules=sorted(sys.modules), at=dom.epoch_ms(), marks=dom.MARKS)
    dom.keep_copies()
    asyncio.ensure_future(bot_loop(app))
