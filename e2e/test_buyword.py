"""BuyWord in Chromium: a whole solo game and a two-player crossword game against the computer,
played by clicking as a person does (your tiles, the wild, the grid's start cell, Sell, Finish),
a watch-mode game to its end, keyboard-only turns, axe-core on each phase and on the round's
recap, the phone layout, and what a computer player's sale leaves on the table.

The person's "thinking" (which word to spell from the tiles on screen) uses the lexicon in this
process; everything else is read from the page and done by clicks or keys. ``one_turn`` lends
one of the person's turns to e2e/test_one_screen.py."""

import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import axe_violations, no_sideways_scroll, poll
from e2e.players.buyword import MINE_OR_OVER, best_word, phase, play_as_a_person, rack


@pytest.fixture
def phone(page):
    page.set_viewport_size({"width": 375, "height": 667})
    return page


def test_solo_game_to_the_end_by_clicks(app, page, console_errors, tmp_path):
    app("?game=buyword&seats=h&seed=21&speed=max")
    expect(page.locator(".table--buyword")).to_be_visible()
    page.screenshot(path=str(tmp_path / "solo-start-1280.png"))
    state = play_as_a_person(page, axe=False)  # axe runs on every phase in the crossword game
    assert {"roll", "buy", "sell"} <= state["phases"] and state.get("sold", 0) >= 3
    assert state.get("recaps", 0) >= 3  # every round ends with its recap, closed by « Round suivant »
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Votre note en solo")
    expect(result).to_contain_text("Feuille de marque")
    assert axe_violations(page) == []
    page.screenshot(path=str(tmp_path / "solo-end-1280.png"), full_page=True)
    assert console_errors == []


def test_two_player_crossword_with_auctions_on_a_phone(app, phone, console_errors, tmp_path):
    """Against the easy computer player, with the crossword and the auction, at 375 × 667."""
    app("?game=buyword&seats=h,easy&seed=8&speed=max&o.crossword=true&o.auction=true")
    state = play_as_a_person(phone, phone=True)
    assert {"recap", "over", "grid", "roll", "buy", "top"} <= state["axe"]
    assert "sell" in state["phases"] and state.get("sold", 0) >= 1
    # the person auctions his first lot, the easy player never bids: he has the seller's last word
    assert "top" in state["phases"]
    assert state.get("crossed", 0) >= 1  # a word laid through a letter already on the grid
    no_sideways_scroll(phone)
    assert axe_violations(phone) == []
    phone.screenshot(path=str(tmp_path / "crossword-end-375.png"), full_page=True)
    assert console_errors == []


