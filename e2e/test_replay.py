"""Replay (issue 18, item 8) in Chromium: from the menu of a game in progress, stepped with the
arrow keys (Home, End) and closed back to where one was; on a phone, upright or sideways, its
controls and the table's middle in view. (From the end panel, every step's view, another seat's:
tests/web/test_around_the_game.py; axe on the replay screen: e2e/test_axe.py.)"""

import pytest
from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, in_window, poll
from e2e.players.glop import pick

POSITION = "document.querySelector('.replay-position').innerText"


def step_with_keys(page):
    """It opens at the game's first move (issue 50); End, then ← twice and → once, Home then End:
    the position follows every key."""
    first = page.evaluate(POSITION)
    assert first.startswith("Coup 1 "), first
    page.locator("main").focus()
    page.keyboard.press("End")
    poll(page, f"{POSITION} !== {first!r}")
    end = page.evaluate(POSITION)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    poll(page, f"{POSITION} !== {end!r}")
    two_back = page.evaluate(POSITION)
    page.keyboard.press("ArrowRight")
    poll(page, f"{POSITION} !== {two_back!r}")
    page.keyboard.press("Home")
    poll(page, f"{POSITION}.startsWith('Coup 0 ')")
    page.keyboard.press("End")
    poll(page, f"{POSITION} === {end!r}")


def test_replay_from_the_menu_of_a_game_in_progress(app, page, console_errors):
    app("?game=glop&seats=h,easy&seed=4&speed=max")
    for _ in range(2):
        poll(page, MY_TURN_OR_OVER, timeout=60)
        pick(page)
    poll(page, MY_TURN_OR_OVER, timeout=60)
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Revoir la partie").click()
    expect(page.locator(".replay-position")).to_contain_text("Coup")
    step_with_keys(page)
    page.get_by_role("button", name="Retour").click()
    poll(page, "document.documentElement.dataset.turn === 'you'")
    assert console_errors == []


REPLAY_ROOM = """(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const dock = document.querySelector('.table-dock');
  return {middle: document.querySelector('.table-center').getBoundingClientRect().height,
          dockScrolls: dock.scrollHeight - dock.clientHeight, dock: box(dock),
          controls: Array.from(document.querySelectorAll('.replay-controls .btn, [data-act=replay-close]'), box)};
})()"""


@pytest.mark.parametrize("width,height", [(375, 667), (667, 375)])
def test_a_replay_on_a_phone_keeps_its_middle_and_its_controls_in_view(app, page, console_errors, width, height):
    """On a small phone, upright or sideways, with four players: the replay's bar takes two lines
    (its steps; whose view, beside « Retour »), so the table's middle keeps room and every control
    is in the window. (Before: the bar took four lines, the middle 0-34 px at 375 × 667, « Retour »
    below the screen; sideways, the dock scrolled by 44-141 px.)"""
    page.set_viewport_size({"width": width, "height": height})
    app("?game=glop&seats=h,easy,easy,easy&seed=21&speed=max")
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Revoir la partie").click()
    page.get_by_role("button", name="Revenir au début").click()
    expect(page.locator(".replay-position")).to_contain_text("Coup 0 ")
    room = page.evaluate(REPLAY_ROOM)
    assert room["middle"] >= 80, room
    assert room["dockScrolls"] <= 1, room
    assert in_window(room["dock"], width, height), room
    assert all(in_window(control, width, height) for control in room["controls"]), room
    page.get_by_role("button", name="Retour").click()  # a real click: nothing lies over it
    poll(page, "document.documentElement.dataset.screen === 'game'")
    assert console_errors == []


def test_a_juggler_replay_on_a_phone_draws_no_empty_word_frame(app, page, console_errors):
    """Nothing can be laid in a replay: Juggler's empty « Votre mot » frame is not drawn there, so
    on a 375 × 667 phone the hand keeps one row (with the frame, its last card went to a second
    row and the middle kept 108 px)."""
    page.set_viewport_size({"width": 375, "height": 667})
    app("?game=juggler&seats=h,easy,easy,easy&seed=5&speed=max")
    poll(page, "document.documentElement.dataset.turn === 'you'")
    expect(page.locator(".jg-word--empty")).to_be_visible()  # at the table, cards are laid in it
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Revoir la partie").click()
    page.get_by_role("button", name="Revenir au début").click()
    expect(page.locator(".replay-position")).to_contain_text("Coup 0 ")
    expect(page.locator(".jg-word--empty")).to_be_hidden()
    tops = page.evaluate("""Array.from(document.querySelectorAll('[data-role=hand] .card'))
        .map((card) => Math.round(card.getBoundingClientRect().top))""")
    assert len(tops) == 7 and len(set(tops)) == 1, tops
    assert page.evaluate(REPLAY_ROOM)["middle"] >= 120
    assert console_errors == []
