"""Le Glükz in Chromium: the race start and a whole game against the computer played by clicking
as a person does (choose the cards of one rank one by one, lay them, take the pile when nothing
fits, play the face-up row, turn face-down cards), a watch-mode game to its end, keyboard-only
turns, axe-core on each phase, and the phone layout without sideways scrolling.

The person's choice (its lowest rank that fits, every copy) is read from the page: the cards
that do not fit are drawn dimmed and named "(ne passe pas)"."""

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from e2e.conftest import assert_accessible, no_sideways_scroll, poll
from pyengine.glukz.rules import RANK_VALUE

OVER = "!!document.querySelector('[data-game-over]')"
MINE_OR_OVER = "!!(document.querySelector('[data-game-over]') || (document.documentElement.dataset.turn === 'you'))"
TURN = "(document.querySelector('.gz') || {dataset: {}}).dataset.turn"
PLAYABLE = ("Array.from(document.querySelectorAll('.gz-me button.gz-card:not(.is-dim)'))"
            ".map(b => b.dataset.arg.slice(5))")


def wait_mine(page, after=None, timeout=150):
    """Wait for the person's turn (a new one when ``after`` is the table's move count then)."""
    if after is None:
        poll(page, MINE_OR_OVER, timeout=timeout)
    else:
        poll(page, f"{OVER} || ({TURN} !== {after!r} && document.documentElement.dataset.turn === 'you')",
             timeout=timeout)
    return page.evaluate(OVER)


def stage(page):
    if page.locator(".gz-rows button.gz-down").count():
        return "face_down"
    if page.locator(".gz-rows button.gz-card").count():
        return "face_up"
    return "hand"


def rank(card):
    return card[:-2]


def play_like_a_person(page, seen=None):
    """One turn by clicks: the lowest rank that fits, every copy; else take; else turn a card.
    While the direction is open, the other neighbour may be quicker: then the turn is lost."""
    turn, phase = page.evaluate(f"[{TURN}, document.querySelector('.gz').dataset.phase]")
    try:
        one_turn(page, seen)
    except (PlaywrightTimeout, AssertionError):
        if phase != "direction" or page.evaluate(TURN) == turn:
            raise
    return turn


def one_turn(page, seen):
    where = stage(page)
    if seen is not None:
        assert_accessible(page, seen, where)
    if where == "face_down":
        page.locator(".gz-rows button.gz-down").first.click()
        return
    playable = page.evaluate(PLAYABLE)
    if playable:
        low = min(playable, key=lambda c: RANK_VALUE[rank(c)])
        same = [c for c in playable if rank(c) == rank(low)]
        for card in same:
            page.locator(f'.gz-me button[data-arg="card:{card}"]').click()
        expect(page.locator('.gz-me button.gz-card[aria-pressed="true"]')).to_have_count(len(same), timeout=10_000)
        if seen is not None:
            assert_accessible(page, seen, f"{where}, cards chosen")
        page.locator('button[data-arg="lay"]').click(timeout=10_000)
    else:
        take = page.locator('button[data-arg="take"]')
        expect(take).to_contain_text("Ramasser la pile", timeout=10_000)
        take.click(timeout=10_000)


def open_menu_speed_max(page):
    page.get_by_role("button", name="Menu").click()
    page.locator('button[data-act="speed"][data-arg="max"]').click()
    page.keyboard.press("Escape")


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra="&speed=max"):
        app(f"?game=glukz&seats={seats}&seed={seed}{extra}")
        expect(page.locator(".table--glukz")).to_be_visible()
        return page

    return open_game


def test_race_start_and_a_whole_game_against_the_computer(game, page, console_errors):
    """At normal speed: the countdown, then the person lays as soon as the signal is given (or
    a computer player is quicker); then at full speed to the end, every move by clicks."""
    game("h,easy,easy", 11, extra="")
    seen = set()
    turn, prompt, status = page.evaluate(
        f"[{TURN}, document.querySelector('.gz-prompt').textContent, document.querySelector('.turn').textContent]")
    if turn == "0":  # (a very slow start may let a computer player win before we look)
        assert "La course" in prompt and re.search(r"\d|plus rapide", status), (prompt, status)
    assert_accessible(page, seen, "race")
    poll(page, "!/\\d/.test(document.querySelector('.turn') ? document.querySelector('.turn').textContent : '')"
               f" || {TURN} !== '0'", timeout=30)
    if page.evaluate(TURN) == "0":  # the signal: lay at once (unless a computer player is quicker)
        card = page.evaluate(PLAYABLE)[0]
        try:
            page.locator(f'.gz-me button[data-arg="card:{card}"]').click(timeout=5_000)
            page.locator('button[data-arg="lay"]').click(timeout=5_000)
        except PlaywrightTimeout:
            assert page.evaluate(TURN) != "0"
    poll(page, f"{TURN} !== '0'", timeout=30)
    log = page.get_by_role("button", name="Journal")
    log.click()
    expect(page.get_by_role("dialog")).to_contain_text("est le plus rapide et commence")
    page.keyboard.press("Escape")
    open_menu_speed_max(page)
    turns = 0
    after = None
    while not wait_mine(page, after):
        after = play_like_a_person(page, seen)
        turns += 1
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("a un gage")
    expect(result.locator(".ranking tbody tr")).to_have_count(3)
    assert_accessible(page, seen, "over")
    assert turns >= 5 and {"race", "hand", "hand, cards chosen", "over"} <= seen, seen
    assert console_errors == []


def test_watch_mode_plays_to_the_end(game, page, console_errors):
    game("easy,normal,easy,normal", 3)
    poll(page, OVER, timeout=150)
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Annulations pendant la partie")
    expect(result.locator(".ranking tbody tr")).to_have_count(4)
    assert console_errors == []


def test_keyboard_alone_plays_a_few_turns(game, page):
    """Tab to a card that fits, Enter chooses it, A adds every copy, P lays; R takes."""
    game("h,easy", 6, extra="&speed=max&o.start=drawn")

    def focus_card(limit=60):
        for _ in range(limit):
            page.keyboard.press("Tab")
            if page.evaluate("!!document.activeElement && document.activeElement.matches("
                             "'.gz-me button.gz-card:not(.is-dim), .gz-rows button.gz-down')"):
                return True
        return False

    laid = 0
    after = None
    for _ in range(4):
        assert not wait_mine(page, after)
        after = page.evaluate(TURN)
        page.locator("main").focus()
        if focus_card():
            page.keyboard.press("Enter")
            if stage(page) != "face_down":
                expect(page.locator('.gz-me button.gz-card[aria-pressed="true"]')).not_to_have_count(0)
                page.keyboard.press("a")
                page.keyboard.press("p")
            laid += 1
        else:
            page.keyboard.press("r")
    assert laid >= 2
    assert wait_mine(page, after) or page.evaluate(TURN) != after


def test_phone_layout_has_no_sideways_scroll(game, page):
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,normal,easy,hard,easy", 12, extra="&speed=max&o.start=drawn")
    seen = set()
    after = None
    for _ in range(8):
        if wait_mine(page, after):
            break
        no_sideways_scroll(page)
        assert_accessible(page, seen, f"phone {stage(page)}")
        after = play_like_a_person(page)
        no_sideways_scroll(page)
    page.get_by_role("button", name="Règles").click()
    expect(page.get_by_role("dialog")).to_contain_text("joker")
    no_sideways_scroll(page)
