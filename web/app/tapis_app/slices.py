"""Python's work in the worker, a slice at a time (no browser here: the CPython tests run it).

A bot's generator is advanced until a slice has used its budget (about 12 ms), then control goes
back to the event loop (``asyncio.sleep(0)``) so the worker reads the page's messages between
slices. A computer's « thinking… » is drawn only once its thought has lasted ``long_after``
seconds: most moves take a few tens of milliseconds, and a caption drawn then replaced 20 ms
later was a whole drawing of the table on the page's thread that nobody could read (issue 26:
a third of the drawings of a game against the computer)."""

import asyncio
import time

SLICE_SECONDS = 0.012
THINKING_SHOWN_AFTER = 0.2


async def think(steps, kind: str = "thought", *, noted=None, long_after: float | None = None, on_long=None):
    """Run a generator to its end in slices; return its value. ``noted(kind, started)`` is told
    of each slice (it keeps the long ones); ``on_long()`` is called once, between two slices,
    when the whole has lasted ``long_after`` seconds."""
    began = started = time.perf_counter()
    deadline = started + SLICE_SECONDS
    told = on_long is None or long_after is None
    while True:
        try:
            next(steps)
        except StopIteration as done:
            if noted:
                noted(kind, started)
            return done.value
        now = time.perf_counter()
        if now >= deadline:
            if noted:
                noted(kind, started)
            if not told and now - began >= long_after:
                told = True
                on_long()
            await asyncio.sleep(0)
            started = time.perf_counter()
            deadline = started + SLICE_SECONDS
