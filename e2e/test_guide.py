"""The guided first game of each game, completed by clicks only (issue 18, item 4): offered on
the set-up screen, every explanation read (« Compris »), every "do this" done by playing as a
person does (the game's ``one_turn``), deals' recaps closed, until the guide's last sentence;
axe-core on each kind of bubble."""

import importlib
import random
import sys

import pytest
from playwright.sync_api import expect

from e2e.conftest import ROOT, assert_accessible, poll

sys.path.insert(0, str(ROOT / "web" / "app"))
from tapis_app.games import view_class  # noqa: E402

GUIDED = [g for g in ("glop", "glossa", "glukz", "buyword", "juggler") if getattr(view_class(g), "GUIDE", None)]

STATE = """(() => {
    const coach = document.querySelector('.coach');
    return {over: !!document.querySelector('[data-game-over]'),
            recap: !!document.querySelector('[data-act=recap-next]'),
            ok: coach ? (coach.querySelector('[data-coach-ok]') || {}).dataset?.act || null : null,
            target: coach ? coach.dataset.target || '' : null,
            yours: document.documentElement.dataset.turn === 'you'};
})()"""


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_first_game_by_clicks(app, page, game_id, console_errors):
    app("?speed=max")
    page.locator(f"[data-act=pick][data-arg={game_id}]").click()
    offer = page.locator(".guide-offer--first [data-act=guide-start]")
    expect(offer).to_be_visible()
    offer.click()
    one_turn = importlib.import_module(f"e2e.test_{game_id}").one_turn
    rng = random.Random(3)
    seen, read, done = set(), 0, False
    import time

    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        state = page.evaluate(STATE)
        if state["over"]:
            break
        if state["ok"] == "guide-stop":  # the guide's last sentence
            assert_accessible(page, seen, "the guide's end")
            page.locator(".coach [data-coach-ok]").click()
            done = True
            break
        if state["ok"] == "guide-ok":
            assert_accessible(page, seen, f"a bubble on {state['target'] or 'the table'}")
            page.locator(".coach [data-coach-ok]").click()
            read += 1
            continue
        if state["recap"]:
            page.locator("[data-act=recap-next]").click()
            continue
        if state["yours"]:
            one_turn(page, rng)
            continue
        page.wait_for_timeout(50)
    assert done, f"the guide did not reach its end ({read} explanations read, now {page.evaluate(STATE)})"
    expect(page.locator(".coach")).to_have_count(0)
    assert read >= 5
    assert console_errors == []
