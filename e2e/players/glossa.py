"""Glossa played by a person in Chromium, by clicks read from the page: enter, pick cards to throw,
lay the best word card by card (naming a joker's letter), pass, call or bet, show or not, ask
for a loan. The person's "thinking" (which word to lay) uses the engine's word search in this
process; everything else is read from the page."""

import json
import re

from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, poll
from pyengine.glossa import words

MINE_RECAP_OR_OVER = ("!!(document.querySelector('[data-game-over]') || document.querySelector('[data-recap]') || "
                      "document.documentElement.dataset.turn === 'you')")
PHASE = "(document.querySelector('[data-phase]') || {dataset: {}}).dataset.phase"
MOVES = "(document.querySelector('[data-moves]') || {dataset: {}}).dataset.moves"
OVER = "!!document.querySelector('[data-game-over]')"
ACTIONS = "[data-role=actions]"


def phase(page):
    return page.evaluate(PHASE)


def hand(page):
    """Your cards, read from their accessible names: "lettre C, 3 points", "groupe QU, 9 points",
    "joker, 0 point" (", nouvelle" for a card just drawn)."""
    labels = page.evaluate("Array.from(document.querySelectorAll('[data-role=hand] .g-card'))"
                           ".map(c => c.getAttribute('aria-label') || c.querySelector('.sr-only').textContent)")
    cards = []
    for label in labels:
        match = re.match(r"(?:lettre|groupe) (\w+),", label)
        cards.append(match.group(1) if match else "*")
    return cards


def lay_word(page, pieces):
    """Tap your cards in the word's order; a joker asks for its letter over the felt."""
    used = set()
    cards = hand(page)
    for p in pieces:
        card = "*" if p.startswith("*") else p
        index = next(i for i, c in enumerate(cards) if c == card and i not in used)
        used.add(index)
        page.locator(f'[data-role=hand] button[data-arg="use:{index}"]').click()
        if card == "*":
            page.locator(f'.g-meanings button[data-arg="mean:{p[1:]}"]').click()


def act(page, coach):
    page.locator(f'{ACTIONS} [data-coach="{coach}"]').click()


def wait_mine(page):
    poll(page, MY_TURN_OR_OVER, timeout=120)
    return page.evaluate(OVER)


def wait_applied(page, before):
    """Until the move was applied (the felt counts the game's moves) or the game is over."""
    poll(page, f"{OVER} || {MOVES} !== {json.dumps(before)}", timeout=60)


def play_turn(page, rng=None, *, throw=None, bet=False):
    """One of the person's turns by clicks, reading the page: enter; throw ``throw`` cards (or a
    random 0–2); lay the best word; pass or call (bet the least when ``bet``); show when the word
    is worth more than the chips collected; ask the richest for a loan. Returns the phase."""
    ph = phase(page)
    before = page.evaluate(MOVES)
    if ph == "entry":
        act(page, "enter")
    elif ph == "exchange":
        cards = hand(page)
        best = words.best_word(cards)
        keep = [p if not p.startswith("*") else "*" for p in best]
        wanted = throw if throw is not None else (rng.randrange(3) if rng else 1)
        picked = []
        for i, card in enumerate(cards):
            if card in keep:
                keep.remove(card)
            elif len(picked) < wanted and card != "*":
                picked.append(i)
        for i in picked:
            page.locator(f'[data-role=hand] button[data-arg="throw:{i}"]').click()
        expect(page.locator('[data-role=hand] button[aria-pressed="true"]')).to_have_count(len(picked))
        act(page, "exchange" if picked else "served")
    elif ph == "compose":
        best = words.best_word(hand(page))
        if best:
            lay_word(page, best)
            expect(page.locator(".g-word-summary")).to_contain_text("dans le dictionnaire")
            act(page, "declare")
        else:
            act(page, "no-word")
    elif ph == "betting":
        if bet and page.locator(f'{ACTIONS} [data-coach="bet-go"]').count():
            least = page.locator(".g-quick button").first
            if least.is_visible():  # (a phone has only − and +: the least is the default)
                least.click()  # the smallest bet or raise
            act(page, "bet-go")
        elif page.locator(f'{ACTIONS} [data-coach="check"]').count():
            act(page, "check")
        else:
            act(page, "call")
    elif ph in ("collect", "loans"):
        page.locator(f"{ACTIONS} .btn--primary").first.click()
    else:
        raise AssertionError(f"unexpected phase {ph}")
    wait_applied(page, before)
    return ph


def one_turn(page, rng):
    """A turn as a person plays it (for e2e/test_one_screen.py)."""
    play_turn(page, rng, bet=rng.random() < 0.3)
