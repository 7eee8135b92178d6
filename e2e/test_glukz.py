"""Le Glükz in Chromium: the race start (its countdown, then the signal) and a whole game against
the computer played by clicking as a person does (tap a value of the hand, shown once with its
count, as many times as cards of it are wanted, lay them, take the pile when nothing fits, play
the face-up row card by card, turn face-down cards), a player's
finish recapped over the table, a watch-mode game to its end, keyboard-only turns, axe-core on
each moment, and six players on a phone without sideways scrolling.

Everything is read from the page: the dock's hooks (``[data-role=hand|actions|prompt]``), the
cards that do not fit drawn dimmed, the move count on the felt (``data-moves``)."""

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from e2e.conftest import assert_accessible, no_sideways_scroll, poll
from e2e.players.glukz import (CHOSEN, CHOSEN_COUNT, MOVES, OVER, PHASE, PLAYABLE, open_menu_speed_max, play_like_a_person,
                                stage, wait_mine)


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra="&speed=max"):
        app(f"?game=glukz&seats={seats}&seed={seed}{extra}")
        expect(page.locator(".table--glukz")).to_be_visible()
        return page

    return open_game


def test_race_start_and_a_whole_game_against_the_computer(game, page, console_errors):
    """At normal speed: the countdown in the dock and in the pile's place, then the person lays
    as soon as the signal is given (or a computer player is quicker); then at full speed to the
    end, every move by clicks, a player's finish recapped on the way."""
    game("h,easy,easy", 11, extra="")
    seen = set()
    prompt = page.locator("[data-role=prompt]")
    if page.evaluate(PHASE) == "race":  # (a very slow start may let a computer player win before we look)
        expect(prompt).to_contain_text(re.compile(r"Départ dans \d…|le plus rapide commence"))
        expect(page.locator(".gz-felt")).to_contain_text("Départ en course")
        assert_accessible(page, seen, "race")
    poll(page, f"document.documentElement.dataset.turn === 'you' || {PHASE} !== 'race'", timeout=30)
    if page.evaluate(PHASE) == "race":  # the signal: lay at once (unless a computer player is quicker)
        expect(page.locator(".gz-signal")).to_have_text("Partez !")
        arg = page.evaluate(PLAYABLE)[0][0]
        try:
            page.locator(f'[data-role=hand] button[data-arg="{arg}"]').click(position={"x": 5, "y": 16},
                                                                            timeout=5_000)
            page.locator('[data-role=actions] button[data-arg="lay"]').click(timeout=5_000)
        except PlaywrightTimeout:
            assert page.evaluate(PHASE) != "race"
    poll(page, f"{PHASE} !== 'race'", timeout=30)
    page.get_by_role("button", name="Journal").click()
    expect(page.get_by_role("dialog")).to_contain_text(re.compile(r"(est|êtes) le plus rapide et commencez?"))
    page.keyboard.press("Escape")
    open_menu_speed_max(page)
    turns = 0
    after = None
    while not wait_mine(page, after, seen=seen):
        after = play_like_a_person(page, seen=seen)
        assert page.locator(".message--error").count() == 0
        turns += 1
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("un gage")
    expect(result.locator(".ranking tbody tr")).to_have_count(3)
    assert_accessible(page, seen, "over")
    assert turns >= 5 and {"race", "hand", "hand, cards chosen", "recap", "over"} <= seen, seen
    assert console_errors == []


def test_six_players_on_a_phone(game, page):
    """The most players the game allows, on a small phone: every turn on one screen, the five
    others' face-up cards readable, no sideways scrolling."""
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,normal,easy,hard,easy,easy", 12, extra="&speed=max&o.start=drawn")
    seen = set()
    after = None
    for _ in range(6):
        if wait_mine(page, after):
            break
        no_sideways_scroll(page)
        assert_accessible(page, seen, f"phone {stage(page)}")
        expect(page.locator(".table-others .seat")).to_have_count(5)
        widths = page.evaluate("Array.from(document.querySelectorAll('.table-others .gz-mini:not(.card--back)'))"
                               ".map(c => c.getBoundingClientRect().width)")
        assert widths and min(widths) >= 32, widths
        for role in ("prompt", "hand", "actions"):
            box = page.locator(f"[data-role={role}]").bounding_box()
            assert box and box["y"] + box["height"] <= 667 + 1, (role, box)
        after = play_like_a_person(page)
        no_sideways_scroll(page)
    page.get_by_role("button", name="Règles").click()
    expect(page.get_by_role("dialog")).to_contain_text("joker")
    no_sideways_scroll(page)
