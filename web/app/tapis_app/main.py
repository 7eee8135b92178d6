"""Start the app in the page and drive the computer players without freezing it.

Thinking runs a slice at a time: the bot's generator is advanced until a slice has used its
budget (about 12 ms), then control goes back to the browser (``asyncio.sleep(0)``) so it can
paint and take clicks. A move is applied only if the game has not moved on meanwhile (a person
may win a race, undo, or leave).
"""

import asyncio
import gc
import json
import sys
import time

import js

from . import dom
from .app import App
from .store import StaleSave
from .views.art import sprite

SLICE_SECONDS = 0.012
_app = None
_wake = None


SLOW_SECONDS = 0.03  # a step of Python this long is noted in window.tapisSlow (the benchmark reads it)


def note_slow(kind: str, started: float) -> None:
    """A stretch of Python work that held the page's thread longer than SLOW_SECONDS, noted
    with what it was (a slice of thought, a move and its drawing…): the benchmark names the
    cause of a long task with it."""
    seconds = time.perf_counter() - started
    if seconds < SLOW_SECONDS:
        return
    slow = getattr(js.window, "tapisSlow", None)
    if slow is None:
        js.window.tapisSlow = js.Array.new()
        slow = js.window.tapisSlow
    slow.push(js.JSON.parse(json.dumps([kind, round(seconds * 1000, 1), round(js.performance.now())])))


async def think(steps, kind: str = "thought"):
    """Run a bot's generator to its end in short slices; return its action."""
    started = time.perf_counter()
    deadline = started + SLICE_SECONDS
    while True:
        try:
            next(steps)
        except StopIteration as done:
            note_slow(kind, started)
            return done.value
        if time.perf_counter() >= deadline:
            note_slow(kind, started)
            await asyncio.sleep(0)
            started = time.perf_counter()
            deadline = started + SLICE_SECONDS


async def fetch_words(app: App) -> None:
    """Issue 20: fetch the word list a table waits for (or every list), then let it open."""
    from . import wordlists

    kind, _, lang = app.waiting_words
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
        if app.waiting_words is not None:
            await fetch_words(app)
            continue
        steps = app.preparation()
        if steps is not None:  # a table just opened: its computer players and words, in slices
            await think(steps, "preparing")
            continue
        wanted = app.hint_to_compute()
        if wanted is not None:
            seat, revision = wanted
            steps = app.session.bot_thinking_as(seat, "hard")
            app.set_hint(await think(steps), revision)
            continue
        steps = app.review_to_compute()
        if steps is not None:  # the game review: the hard player's thought on past plays
            job = app.review
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
        tick = app.countdown_tick()
        if tick is not None:  # a race countdown is running: redraw it every second
            _wake.clear()
            try:
                await asyncio.wait_for(_wake.wait(), timeout=tick + 0.01)
            except asyncio.TimeoutError:
                app.refresh()
            continue
        seat = app.bot_to_act()
        if seat is None:
            _wake.clear()
            await _wake.wait()
            continue
        session, revision = app.session, app.session.revision
        delay = app.bot_delay(seat)
        if delay:
            await asyncio.sleep(delay)
        if app.session is not session or session.revision != revision or app.bot_to_act() != seat:
            continue
        app.thinking = seat
        drawn = time.perf_counter()
        app.refresh()
        note_slow("thinking drawn", drawn)
        await asyncio.sleep(0)  # drawing « thinking… » is one task, the first slice of thought the next
        started = time.perf_counter()
        try:
            action = await think(session.bot_thinking(seat))
        except Exception as error:  # a bug must not stop the table: say so, keep the save
            app.thinking = None
            app.message = ("error", app_text("ui.error.internal", app.lang))
            app.refresh()
            js.console.error(f"computer player failed: {error!r}")
            _wake.clear()
            await _wake.wait()
            continue
        _record_bot_time(session, seat, time.perf_counter() - started)
        await asyncio.sleep(0)  # the last slice of thought is one task, the move and its drawing the next
        moved = time.perf_counter()
        try:
            app.apply_bot(seat, action, revision)
            note_slow("move drawn", moved)
        except StaleSave:  # another tab moved this game on: take its version, keep playing
            app.reload_stale()
            app.refresh()


def app_text(key, lang):
    from .text import t

    return t(key, lang)


def _record_bot_time(session, seat, seconds):
    """Bot move times, read by the benchmark (window.tapisBotTimes)."""
    times = getattr(js.window, "tapisBotTimes", None)
    if times is None:
        js.window.tapisBotTimes = js.Array.new()
        times = js.window.tapisBotTimes
    times.push(js.JSON.parse(json.dumps({"game": session.game.game_id, "level": session.level(seat),
                                         "ms": round(seconds * 1000, 2)})))


def first_choices() -> list:
    """What the person did on the first screen while Python was loading (js/first.js recorded
    it as the page reports clicks and fields): [(act, arg)], in order."""
    first = getattr(js.window, "TapisFirst", None)
    if first is None:
        return []
    try:
        return [(str(event[0]), str(event[1])) for event in json.loads(str(first.take()))]
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
            app.reload_stale()
        except Exception as error:  # noqa: BLE001 — one stale choice must not stop the start
            js.console.error(f"tapis: first screen {act}: {error!r}")
    app.refresh()


def start() -> None:
    global _app, _wake
    host = dom.Host()
    # the court cards' figures, once per page and outside #app (cards flying over the page use them too)
    js.document.body.insertAdjacentHTML("afterbegin", sprite())
    embedded = js.document.documentElement.hasAttribute("data-embed")
    app = App(host, dom.url_params(), embedded=embedded)
    _app = app
    _wake = asyncio.Event()

    def on_render():
        host.set_state(js.document.documentElement.getAttribute("data-app-state"), app.lang)
        _wake.set()

    host.on_render = on_render

    def handler(act, arg):
        try:
            return app.handle(str(act), str(arg))
        except Exception as error:
            js.console.error(f"tapis: {error!r}")
            app.message = ("error", app_text("ui.error.internal", app.lang))
            app.refresh()
            return True

    js.Tapis.setHandler(dom.keep(handler))

    def on_peer(kind, peer, data=None):  # the page's WebRTC (js/peer.js): a friend's device
        handler("peer", json.dumps({"kind": str(kind), "peer": str(peer),
                                    "data": data if isinstance(data, str) else None}))

    if getattr(js.window, "TapisPeer", None) is not None:
        js.TapisPeer.onEvent(dom.keep(on_peer))

    def on_hash(_event=None):  # an invitation link opened in a tab already showing Tapis
        params = dom.url_params()
        if params.get("join"):
            handler("remote-join", json.dumps({"invite": params["join"]}))

    js.window.addEventListener("hashchange", dom.keep(on_hash))

    def on_update(_event=None):
        app.update_ready = True
        app.refresh()

    js.window.addEventListener("tapis:update-ready", dom.keep(on_update))

    def on_install_offer(_event=None):
        app.can_install = host.can_install()
        app.refresh()

    js.window.addEventListener("tapis:install-ready", dom.keep(on_install_offer))
    app.can_install = host.can_install()
    early = first_choices()
    host.hold = bool(early)  # the first screen stays up until the app has caught up with it
    app.start()
    if getattr(app, "start_error", None) is not None:  # what stored state could not be opened
        js.console.error(f"tapis: start: {app.start_error!r}")
    host.hold = False
    if early:
        carry_on(app, early)
    host.set_state("ready", app.lang)
    # Everything imported so far lives as long as the page: keep the garbage collector from
    # walking it again and again (long collections would show as stutters while bots think).
    gc.collect()
    gc.freeze()
    # what a memory snapshot made after this visit imports ahead (boot.js, js/snapshot.mjs)
    js.window.TapisBoot.modules = js.JSON.parse(json.dumps(sorted(sys.modules)))
    js.window.dispatchEvent(js.Event.new("tapis:ready"))
    asyncio.ensure_future(bot_loop(app))
