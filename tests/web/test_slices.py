"""A computer's thought in slices (tapis_app/slices.py): its move comes back whole, the event loop
gets control between slices, and « thinking… » is asked for once, only for a thought that lasts."""

import asyncio
import time

from tapis_app.slices import SLICE_SECONDS, think


def thought(seconds: float, move="the move"):
    """A bot's generator that works ``seconds`` in steps of a millisecond, then answers."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        time.sleep(0.001)
        yield
    return move


def run(steps, long_after=None):
    calls, ticks = [], []

    async def other_work():  # what the worker does between slices (the page's messages)
        while True:
            ticks.append(time.perf_counter())
            await asyncio.sleep(0)

    async def main():
        beside = asyncio.ensure_future(other_work())
        move = await think(steps, long_after=long_after, on_long=lambda: calls.append(time.perf_counter()))
        beside.cancel()
        return move

    started = time.perf_counter()
    return asyncio.run(main()), calls, ticks, started


def test_a_quick_thought_never_shows_thinking():
    move, calls, _, _ = run(thought(0.03), long_after=0.2)
    assert move == "the move" and calls == []


def test_a_long_thought_shows_thinking_once_after_the_wait():
    move, calls, _, started = run(thought(0.5), long_after=0.2)
    assert move == "the move"
    assert len(calls) == 1
    assert 0.2 <= calls[0] - started < 0.2 + 4 * SLICE_SECONDS


def test_the_event_loop_runs_between_slices():
    _, _, ticks, started = run(thought(0.2))
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) >= 10  # about one turn per slice of 12 ms
    assert max(gaps) < 5 * SLICE_SECONDS


def test_without_a_wait_nothing_is_asked():
    move, calls, _, _ = run(thought(0.3))
    assert move == "the move" and calls == []
