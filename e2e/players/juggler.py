"""Juggler played by a person in Chromium, by clicks read from the page: draw from a deck or take a
face-up card, tap cards into the word, announce, lay a card by « Poser une carte », show a word
or none at the reveal. The person's "thinking" (which word the hand holds) uses the engine's
word search in this process; everything else is read from the page."""

import re

from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, assert_accessible, poll
from pyengine.juggler.materials import edition

STEP = "(document.querySelector('.jg-felt') || {dataset: {}}).dataset.step"
# where the game stands: hand number, turns played, step (changes with every move)
MOMENT = """(() => { const f = document.querySelector('.jg-felt');
    return f ? [f.dataset.hand, f.dataset.turns, f.dataset.step].join('/') : ''; })()"""
OVER = "!!document.querySelector('[data-game-over]')"
RECAP = "!!document.querySelector('[data-recap]')"
ED = edition("fr")
FOCUSED_NAME = """(() => { const e = document.activeElement; if (!e) return '';
    const s = e.querySelector && e.querySelector('.sr-only');
    return e.getAttribute('aria-label') || (s ? s.textContent : e.innerText) || ''; })()"""


def step(page):
    return page.evaluate(STEP)


def wait_mine(page, seen=None):
    """Until the person's turn or the end; a hand's reveal on the way is checked (axe) once,
    then closed with its button, as a person goes on."""
    while True:
        poll(page, f"{MY_TURN_OR_OVER.replace('next.click(); return false;', 'return true;')}", timeout=150)
        if page.evaluate(RECAP) and not page.evaluate(OVER):
            recap = page.locator("[data-recap]")
            expect(recap).to_contain_text("Révélation de la partie")
            expect(recap.locator(".jg-reveal tbody tr").first).to_be_visible()
            if seen is not None:
                assert_accessible(page, seen, "recap")
            recap.get_by_role("button", name="Partie suivante").click()
            continue
        return page.evaluate(OVER)


def hand(page, ed=ED):
    """The person's cards as (card id, letter), word first then the rest, read from the buttons
    that move them (their accessible names say the letter: « Ajouter au mot : lettre K, … »);
    ``ed``: the table's edition (e2e/test_languages.py plays a German one)."""
    found = page.evaluate("""Array.from(document.querySelectorAll('[data-role=hand] button[data-act=view]'))
        .map(b => [b.dataset.arg, b.querySelector('.sr-only').textContent])""")
    out = []
    for arg, label in found:
        letter = re.search(r"lettre (\w),", label).group(1)
        out.append((arg.split(":", 1)[1], letter))
    assert all(ed.letter[c] == ch for c, ch in out)  # the page names each card by its own letter
    return out


def cards_for(word, cards):
    """Card ids spelling ``word`` from (id, letter) pairs."""
    free = list(cards)
    ids = []
    for ch in word:
        pair = next(p for p in free if p[1] == ch)
        free.remove(pair)
        ids.append(pair[0])
    return ids


def arrange(page, ids):
    """Clear the word, then tap the cards in order, as a person spells it."""
    if page.locator('.jg-tools button[data-arg="clear"]').count():
        page.locator('.jg-tools button[data-arg="clear"]').click()
    for card in ids:
        page.locator(f'.jg-rest button[data-arg="add:{card}"]').click()
    expect(page.locator(".jg-word .jg-card")).to_have_count(len(ids))


def lay_card(page, card):
    """« Poser une carte », then the card."""
    page.get_by_role("button", name="Poser une carte").click()
    page.locator(f'[data-role=hand] button[data-act=play][data-arg*=\'"{card}"\']').click()


def one_turn(page, rng):
    """One of the person's turns, read from the page and played by clicks: a deck (the red one
    while the hand is short of vowels), a face-up card now and then, or nothing; then a card
    laid by « Poser une carte » (or none); at the reveal, no word. Waits until the game has
    moved on."""
    now = step(page)
    if now == "take":
        before = page.evaluate(MOMENT)
        faceup = page.locator(".jg-table-cards button.card")
        letters = [ch for _, ch in hand(page)]
        vowels = sum(ch in ED.vowel_letters for ch in letters)
        deck = page.locator(f"button.jg-deck--{'vowels' if vowels < 3 else 'consonants'}:not([disabled])")
        if faceup.count() and rng.random() < 0.3:
            faceup.nth(rng.randrange(faceup.count())).click()
        elif deck.count():
            deck.click()
        elif page.locator("button.jg-deck:not([disabled])").count():
            page.locator("button.jg-deck:not([disabled])").first.click()
        else:
            page.get_by_role("button", name="Ne rien prendre").click()
        poll(page, f"{MOMENT} !== {before!r}")
        if page.locator(".coach [data-coach-ok]").count():
            return  # a guided game explains the next step first (e2e/test_guide.py reads it)
        now = step(page)
    before = page.evaluate(MOMENT)
    if now == "lay":
        cards = hand(page)
        if len(cards) > 7 or rng.random() < 0.5:
            page.get_by_role("button", name="Poser une carte").click()
            laid = page.locator("[data-role=hand] button[data-act=play]")
            laid.nth(rng.randrange(laid.count())).click()
        else:
            page.get_by_role("button", name="Ne rien poser").click()
    elif now == "reveal":
        page.get_by_role("button", name="Ne montrer aucun mot").click()
    poll(page, f"{MOMENT} !== {before!r} || {OVER}")
