"""Glossa in Chromium: a whole game against the computer played by clicking as a person does
(enter, pick cards to throw, lay the word card by card — naming a joker's letter — bet, call,
show or not, ask for a loan), a watch-mode game to its end, keyboard-only turns, axe-core on
each phase and on the deal's recap, and the phone with six players without sideways scrolling.

The person's "thinking" (which word to lay from the cards on screen) uses the engine's word
search in this process; everything else is read from the page and done by clicks or keys."""

import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import assert_accessible, axe_violations, no_sideways_scroll, poll
from e2e.players.glossa import ACTIONS, MINE_RECAP_OR_OVER, OVER, hand, phase, play_turn, wait_mine
from pyengine.glossa import words

# A person's turn, the game's end, or a deal's recap waiting to be read (not closed).


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra=""):
        app(f"?game=glossa&seats={seats}&seed={seed}&speed=max{extra}")
        expect(page.locator(".table--glossa")).to_be_visible()
        return page

    return open_game


def test_a_whole_game_against_the_computer(game, page, console_errors):
    """Ten deals heads-up against the easy player: every decision taken by clicking; each
    deal's recap read (and checked by axe-core) before going on."""
    game("h,easy", 31)
    seen = set()
    laid = bets = recaps = 0
    while True:
        poll(page, MINE_RECAP_OR_OVER, timeout=120)
        if page.evaluate(OVER):
            break
        recap = page.locator("[data-recap]")
        if recap.count():
            expect(recap).to_contain_text("Fin de la donne")
            expect(recap.locator(".g-recap-table tbody tr")).to_have_count(2)
            assert_accessible(page, seen, "recap")
            recap.locator("[data-act=recap-next]").click()
            recaps += 1
            continue
        ph = phase(page)
        assert_accessible(page, seen, ph)
        if ph == "exchange":
            page.locator('[data-role=hand] button[data-arg="throw:0"]').click()
            assert_accessible(page, seen, "exchange, cards picked")
            page.locator('[data-role=hand] button[data-arg="throw:0"]').click()  # a second tap puts it back
        if ph == "compose" and words.best_word(hand(page)):
            laid += 1
        if ph == "betting":
            # « Mise à suivre » shows only once somebody has bet
            level = page.locator(".g-level")
            assert level.count() == (0 if page.locator(f'{ACTIONS} [data-coach="check"]').count() else 1)
        # bet at the first chance: heads-up, both always enter and the person opens the betting
        # every other deal, so a bet is sure to be made
        betting = ph == "betting" and not bets and page.locator(f'{ACTIONS} [data-coach="bet-go"]').count() > 0
        done = play_turn(page, throw=2, bet=betting)
        bets += betting
        if done == "compose" and not page.evaluate(OVER):
            assert_accessible(page, seen, "compose, word played")
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Feuille de marque")
    expect(result.locator(".g-sheet tfoot")).to_contain_text("Total final")
    expect(result.locator(".g-recap")).to_be_visible()  # how the last deal ended
    assert_accessible(page, seen, "over")
    assert laid >= 5 and bets >= 1 and recaps >= 8 and console_errors == []


def test_phone_with_six_players(game, page):
    """The most players Glossa allows, on a small phone: no sideways scroll, every phase
    accessible, the score sheet from the header."""
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,easy,normal,hard,easy,normal", 12)
    seen = set()
    for turn in range(8):
        assert not wait_mine(page)
        ph = phase(page)
        no_sideways_scroll(page)
        if ph not in seen:
            seen.add(ph)
            assert axe_violations(page) == [], ph
        if ph == "compose":  # a joker's letters over the felt, when the hand has one
            cards = hand(page)
            if "*" in cards:
                page.locator(f'[data-role=hand] button[data-arg="use:{cards.index("*")}"]').click()
                expect(page.locator(".g-meanings")).to_be_visible()
                no_sideways_scroll(page)
                page.locator(".g-joker [data-arg=cancel]").click()
                expect(page.locator(".g-joker")).to_have_count(0)
        play_turn(page, throw=1)
        no_sideways_scroll(page)
    assert {"entry", "exchange", "compose"} <= seen
    page.get_by_role("button", name="Scores").click()
    expect(page.locator(".g-sheet")).to_be_visible()
    no_sideways_scroll(page)
