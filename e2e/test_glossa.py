"""Glossa in Chromium: a whole game against the computer played by clicking as a person does
(enter, pick cards to throw, lay the word card by card — naming a joker's letter — bet, call,
show or not, ask for a loan), a watch-mode game to its end, keyboard-only turns, axe-core on
each phase, and the phone layout without sideways scrolling.

The person's "thinking" (which word to lay from the cards on screen) uses the engine's word
search in this process; everything else is read from the page and done by clicks or keys."""

import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import assert_accessible, axe_violations, no_sideways_scroll, poll
from pyengine.glossa import words

MINE_OR_OVER = "!!(document.querySelector('[data-game-over]') || (document.documentElement.dataset.turn === 'you'))"
PHASE = "(document.querySelector('.glossa') || {dataset: {}}).dataset.phase"
OVER = "!!document.querySelector('[data-game-over]')"


def phase(page):
    return page.evaluate(PHASE)


def rack(page):
    """The cards of the rack, read from their accessible names: "lettre C, 3 points",
    "groupe QU, 9 points", "joker, 0 point" (", nouvelle" for a card just drawn)."""
    labels = page.evaluate("Array.from(document.querySelectorAll('.g-rack .g-card'))"
                           ".map(c => c.getAttribute('aria-label') || c.querySelector('.sr-only').textContent)")
    cards = []
    for label in labels:
        match = re.match(r"(?:lettre|groupe) (\w+),", label)
        cards.append(match.group(1) if match else "*")
    return cards


def lay_word(page, pieces):
    """Tap the rack's cards in the word's order; a joker asks for its letter."""
    used = set()
    hand = rack(page)
    for piece in pieces:
        card = "*" if piece.startswith("*") else piece
        index = next(i for i, c in enumerate(hand) if c == card and i not in used)
        used.add(index)
        page.locator(f'.g-rack button[data-arg="use:{index}"]').click()
        if card == "*":
            page.locator(f'.g-meanings button[data-arg="mean:{piece[1:]}"]').click()


def wait_mine(page):
    poll(page, MINE_OR_OVER, timeout=120)
    return page.evaluate(OVER)


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra=""):
        app(f"?game=glossa&seats={seats}&seed={seed}&speed=max{extra}")
        expect(page.locator(".table--glossa")).to_be_visible()
        return page

    return open_game


def test_a_whole_game_against_the_computer(game, page, console_errors):
    """Ten deals heads-up against the easy player: every decision taken by clicking."""
    game("h,easy", 31)
    seen = set()
    laid = bets = 0
    while not wait_mine(page):
        ph = phase(page)
        assert_accessible(page, seen, ph)
        if ph == "entry":
            page.get_by_role("button", name=re.compile(r"^Jouer le coup")).click()
        elif ph == "exchange":
            hand = rack(page)
            best = words.best_word(hand)
            keep = [p if not p.startswith("*") else "*" for p in best]
            throw = []
            for i, card in enumerate(hand):
                if card in keep:
                    keep.remove(card)
                elif len(throw) < 2 and card != "*":
                    throw.append(i)
            for i in throw:
                page.locator(f'.g-rack button[data-arg="throw:{i}"]').click()
            expect(page.locator('.g-rack button[aria-pressed="true"]')).to_have_count(len(throw))
            assert_accessible(page, seen, "exchange, cards picked")
            if throw:
                page.get_by_role("button", name=re.compile(r"^Échanger")).click()
            else:
                page.get_by_role("button", name="Servi").click()
        elif ph == "compose":
            best = words.best_word(rack(page))
            if best:
                lay_word(page, best)
                summary = page.locator(".g-word-summary")
                expect(summary).to_contain_text("dans le dictionnaire")
                assert_accessible(page, seen, "compose, word laid")
                page.locator(".g-builder .btn--primary").click()
                laid += 1
            else:
                page.get_by_role("button", name="Jouer sans mot").click()
        elif ph == "betting":
            value = int(re.search(r"(\d+) point", page.locator(".g-declared-text").inner_text()).group(1))
            check = page.get_by_role("button", name="Passer", exact=True)
            # bet with a good word, and at the first chance anyway: heads-up, both always enter
            # and the person opens the betting every other deal, so a bet is sure to be made
            if (value >= 90 or not bets) and page.locator(".g-amount").count():
                page.locator('.g-quick button').first.click()  # the smallest bet or raise
                page.locator(".g-amount .btn--primary").click()
                bets += 1
            elif check.count():
                check.click()
            else:
                page.get_by_role("button", name=re.compile(r"^S'aligner")).click()
        elif ph == "collect":
            page.locator(".g-step .btn--primary").click()
        elif ph == "loans":
            assert_accessible(page, seen, "loans")
            page.locator(".g-loans .btn--primary, .g-step .btn--primary").first.click()
        else:
            raise AssertionError(f"unexpected phase {ph}")
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Feuille de marque")
    expect(result.locator(".g-sheet tfoot")).to_contain_text("Total final")
    assert_accessible(page, seen, "over")
    assert laid >= 5 and bets >= 1 and console_errors == []


def test_watch_mode_plays_to_the_end(game, page, console_errors):
    game("normal,easy,hard", 8)
    poll(page, OVER, timeout=180)
    sheet = page.locator("[data-game-over] .g-sheet")
    expect(sheet.locator("tbody tr").first).to_contain_text("1re donne")
    assert console_errors == []


def test_keyboard_alone_plays_a_deal(game, page):
    """Tab and Enter reach every choice; letter keys lay cards while building the word."""
    game("h,easy", 5)

    def press_on(name_pattern, limit=80):
        for _ in range(limit):
            page.keyboard.press("Tab")
            label = page.evaluate("document.activeElement ? (document.activeElement.innerText || '') : ''")
            if re.search(name_pattern, label):
                page.keyboard.press("Enter")
                return
        raise AssertionError(f"no focusable control matching {name_pattern}")

    wait_mine(page)
    assert phase(page) == "entry"
    press_on(r"^Jouer le coup")
    wait_mine(page)
    assert phase(page) == "exchange"
    press_on(r"^Servi$")
    wait_mine(page)
    assert phase(page) == "compose"
    best = words.best_word(rack(page), 1)
    letters = [p for p in best if not p.startswith("*") and len(p) == 1]
    page.locator("main").focus()
    for letter in letters:
        page.keyboard.press(letter.lower())
    expect(page.locator(".g-word-row .g-card")).to_have_count(len(letters))
    press_on(r"^(Jouer \w+ \(|Jouer sans mot$)")
    for _ in range(8):  # pass or call to the end of the deal, show or not if nobody called
        wait_mine(page)
        if phase(page) == "betting":
            press_on(r"^(Passer|S'aligner)")
        elif phase(page) == "collect":
            press_on(r"^(Montrer|Ne pas montrer)")
        else:
            break
    expect(page.locator(".g-bar-deal")).to_have_text("Donne 2 sur 10")
    expect(page.locator(".g-last")).to_contain_text("Fin de la donne 1")


def test_phone_layout_has_no_sideways_scroll(game, page):
    page.set_viewport_size({"width": 375, "height": 667})
    game("h,easy,normal,hard,easy,normal", 12)
    seen = set()
    for _ in range(6):
        assert not wait_mine(page)
        ph = phase(page)
        no_sideways_scroll(page)
        if ph not in seen:
            seen.add(ph)
            assert axe_violations(page) == [], ph
        if ph == "entry":
            page.get_by_role("button", name=re.compile(r"^Jouer le coup")).click()
        elif ph == "exchange":
            page.locator('.g-rack button[data-arg="throw:0"]').click()
            no_sideways_scroll(page)
            page.get_by_role("button", name=re.compile(r"^Échanger")).click()
        elif ph == "compose":
            page.locator('.g-rack button[data-arg="use:0"]').click()
            if page.locator(".g-joker").count():
                no_sideways_scroll(page)
                page.locator('.g-meanings button').first.click()
            no_sideways_scroll(page)
            page.get_by_role("button", name="Jouer sans mot").click()
        elif ph == "betting":
            no_sideways_scroll(page)
            page.get_by_role("button", name="Se retirer").click()
        else:
            page.locator(".g-step .btn, .g-loans .btn").first.click()
    assert {"entry", "exchange", "compose"} <= seen
    page.get_by_role("button", name="Feuille de marque").click()
    no_sideways_scroll(page)
