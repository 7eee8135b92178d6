"""Juggler in Chromium: turns by the keyboard alone (Tab and Enter, letter keys, « - », the focus
handed on to the first card by « Poser une carte »), six players on a phone, a last round on a
phone that keeps the decks and the cards on the table in view, and the word reordered by
dragging and by the arrow keys (ui.js's drag and data-arrow-*).
(Whole games by clicks, watched games, keyboard turns: tests/web/test_view_juggler.py and
tests/web/test_every_game.py; axe on every moment: e2e/test_axe.py.)"""

import random
import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import ANIMATING, assert_accessible, no_sideways_scroll, poll
from e2e.players.juggler import FOCUSED_NAME, MOMENT, OVER, STEP, arrange, hand, one_turn, step, wait_mine
from tests.helpers.language import plain


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra=""):
        app(f"?game=juggler&seats={seats}&seed={seed}&speed=max{extra}")
        expect(page.locator(".table--juggler")).to_be_visible()
        return page

    return open_game


def test_keyboard_alone_plays_a_few_turns(game, page):
    """Tab and Enter reach the decks and the buttons; letter keys spell the word."""
    game("h,easy", 5)

    def press_on(pattern, limit=120):
        for _ in range(limit):
            page.keyboard.press("Tab")
            label = page.evaluate(FOCUSED_NAME)
            if re.search(pattern, label):
                page.keyboard.press("Enter")
                return
        raise AssertionError(f"no focusable control matching {pattern}")

    for turn in range(3):
        assert not wait_mine(page)
        assert step(page) == "take"
        press_on(r"^Piocher dans le paquet rouge")
        poll(page, f"{STEP} == 'lay'")
        letters = [ch for _, ch in hand(page)]
        page.locator("main").focus()
        for ch in letters[:2]:
            page.keyboard.press(ch.lower())
        expect(page.locator(".jg-word .jg-card")).to_have_count(2)
        page.keyboard.press("-")
        expect(page.locator(".jg-word .jg-card")).to_have_count(1)
        if turn == 1:  # « Poser une carte »: the focus goes to the first card, Enter lays it
            press_on(r"^Poser une carte$")
            label = plain(page.evaluate(FOCUSED_NAME))
            assert label.startswith("Poser sur la table : lettre"), label
            page.keyboard.press("Enter")
        else:
            press_on(r"^Ne rien poser$")
        poll(page, f"{STEP} != 'lay' || {OVER}")
    assert len(hand(page)) == 9  # seven consonants and three vowels drawn, one card laid


def test_six_players_on_a_phone(game, page):
    """The most players the game allows, on a small phone: each moment on one screen without
    sideways scrolling, the five others readable, a card laid by « Poser une carte »."""
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,easy,normal,easy,easy,normal", 12)
    seen = set()
    for turn in range(3):
        assert not wait_mine(page, seen)
        no_sideways_scroll(page)
        expect(page.locator(".table-others .seat")).to_have_count(5)
        assert_accessible(page, seen, "phone take")
        deck = page.locator("button.jg-deck--vowels:not([disabled])")
        (deck if deck.count() else page.get_by_role("button", name="Ne rien prendre")).click()
        poll(page, f"{STEP} == 'lay'")
        cards = hand(page)
        arrange(page, [c for c, _ in cards[:3]])
        no_sideways_scroll(page)
        assert_accessible(page, seen, "phone lay")
        page.get_by_role("button", name="Poser une carte").click()
        assert_accessible(page, seen, "phone laying")
        page.locator("[data-role=hand] button[data-act=play]").last.click()
        poll(page, f"{STEP} != 'lay' || {OVER}")
    # on to the end of the first hand (its recap read on the way), then the score sheet of six
    # players: it scrolls sideways inside its panel, the page does not
    rng = random.Random(12)
    for turn in range(60):
        assert not wait_mine(page, seen)
        if page.locator("[data-act=sheet]").count():
            break
        one_turn(page, rng)
    assert "recap" in seen
    page.locator("[data-act=sheet]").click()
    expect(page.locator("[data-panel=sheet] .jg-sheet-table")).to_be_visible()
    no_sideways_scroll(page)
    assert_accessible(page, seen, "phone sheet")


@pytest.mark.parametrize("width,height", [(667, 375), (375, 667)])
def test_a_last_round_on_a_phone_keeps_the_decks_and_the_cards_in_view(game, page, width, height):
    """Four players on a phone, held sideways or upright, after an announcement: the other
    players' places, the banner and the last move leave the decks and the cards on the table in
    sight (they were below the middle's bottom, out of sight: 161 px past it sideways, 135 px
    upright), and a card taken there is taken."""
    page.set_viewport_size({"width": width, "height": height})
    game("h,normal,normal,normal", 5)
    for turn in range(40):
        assert not wait_mine(page)
        now = step(page)
        if now == "take" and page.locator(".jg-banner").count():
            break
        if now == "take":
            page.locator("button.jg-deck").first.click()
        elif now == "lay":
            page.get_by_role("button", name="Ne rien poser").click()
        else:
            page.get_by_role("button", name="Ne montrer aucun mot").click()
        poll(page, f"{STEP} != '{now}' || document.documentElement.dataset.turn != 'you' || {OVER}")
    else:
        raise AssertionError("no announcement came")
    poll(page, f"!{ANIMATING}")
    middle = page.locator(".table-center")
    box = middle.bounding_box()
    assert page.evaluate("document.querySelector('.table-center').scrollTop") == 0
    targets = page.locator("button.jg-deck, .jg-table-cards button.card")
    assert targets.count() >= 3
    for i in range(min(targets.count(), 3)):  # the two decks and the first card on the table
        r = targets.nth(i).bounding_box()
        assert box["y"] <= r["y"] and r["y"] + r["height"] <= box["y"] + box["height"] + 1, \
            f"{targets.nth(i).inner_text()!r} is out of the middle's view: {r} in {box}"
    no_sideways_scroll(page)
    page.locator(".jg-table-cards button.card").first.click()
    poll(page, f"{STEP} == 'lay'")


def word_order(page):
    return page.evaluate("Array.from(document.querySelectorAll('.jg-word [data-drag]')).map(b => b.dataset.drag)")


def test_the_word_is_reordered_by_dragging_and_by_arrow_keys(game, page, console_errors):
    """Cards of the word dragged with the mouse onto another card take its place; a focused
    word card moves with ArrowLeft / ArrowRight; a rest card dragged onto the word joins it."""
    game("h,easy", 5)
    wait_mine(page)
    rest = [c for c, _ in hand(page)][:4]
    arrange(page, rest[:3])
    assert word_order(page) == rest[:3]
    first, last = page.locator(f'.jg-word [data-drag="{rest[0]}"]'), page.locator(f'.jg-word [data-drag="{rest[2]}"]')
    last.drag_to(first)  # the third card dragged onto the first takes its place
    poll(page, f"document.querySelector('.jg-word [data-drag]').dataset.drag === '{rest[2]}'")
    assert word_order(page) == [rest[2], rest[0], rest[1]]
    page.locator(f'.jg-word [data-drag="{rest[2]}"]').focus()
    page.keyboard.press("ArrowRight")
    poll(page, f"document.querySelector('.jg-word [data-drag]').dataset.drag === '{rest[0]}'")
    assert word_order(page) == [rest[0], rest[2], rest[1]]
    assert page.evaluate("document.activeElement.dataset.drag") == rest[2]  # focus follows the card
    frame = page.locator(".jg-word")  # dropped on the word's frame (not on one of its cards): goes last
    frame.scroll_into_view_if_needed()
    page.locator(f'.jg-rest [data-drag="{rest[3]}"]').drag_to(
        frame, target_position={"x": frame.bounding_box()["width"] - 4, "y": 4})
    poll(page, "document.querySelectorAll('.jg-word [data-drag]').length === 4")
    assert word_order(page) == [rest[0], rest[2], rest[1], rest[3]]
    # a card dragged out of the word onto the rest leaves it
    page.locator(f'.jg-word [data-drag="{rest[1]}"]').drag_to(page.locator(".jg-rest"))
    poll(page, "document.querySelectorAll('.jg-word [data-drag]').length === 3")
    assert rest[1] not in word_order(page)
    # it is the take step: a card dropped on the felt is not laid
    assert step(page) == "take"
    before = page.evaluate(MOMENT)
    page.locator(f'[data-role=hand] [data-drag="{rest[1]}"]').drag_to(page.locator(".jg-felt .jg-faceup"))
    page.wait_for_timeout(400)  # (a tap just after a drag is taken as the drag's end)
    assert page.evaluate(MOMENT) == before and page.locator(f'[data-role=hand] [data-drag="{rest[1]}"]').count()
    page.locator("button.jg-deck--vowels").click()
    poll(page, f"{STEP} == 'lay'")
    # the lay step: a card dragged onto the felt is laid there
    before = page.evaluate(MOMENT)
    page.locator(f'[data-role=hand] [data-drag="{rest[1]}"]').drag_to(page.locator(".jg-felt .jg-faceup"))
    poll(page, f"{MOMENT} !== {before!r}")
    expect(page.locator(f'.jg-table-cards [data-key$="-{rest[1]}"]')).to_have_count(1)
    assert console_errors == []
