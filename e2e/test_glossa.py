"""Glossa in Chromium: six players on a small phone, every phase without sideways scrolling and
accessible, a joker's letters over the felt, the score sheet from the header.
(Whole games by clicks, watched games, keyboard turns: tests/web/test_view_glossa.py and
tests/web/test_every_game.py; axe on every moment: e2e/test_axe.py.)"""

import pytest
from playwright.sync_api import expect

from e2e.conftest import axe_violations, no_sideways_scroll
from e2e.players.glossa import hand, phase, play_turn, wait_mine


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra=""):
        app(f"?game=glossa&seats={seats}&seed={seed}&speed=max{extra}")
        expect(page.locator(".table--glossa")).to_be_visible()
        return page

    return open_game


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
