"""Juggler in Chromium: a whole game against the computer played as a person does (draw from a
deck or take a face-up card, tap cards into the word and watch the live check, announce, lay,
type the word to show at the reveal, read each hand's reveal and go on), a watch-mode game to
its end, keyboard-only turns, axe-core on each moment of a hand, the phone with six players
without sideways scrolling, and the word reordered by drag and by arrow keys.

The person's "thinking" (which word the hand holds) uses the engine's word search in this
process; everything else is read from the page and done by clicks or keys. ``one_turn`` lends
e2e/test_one_screen.py one turn played the same way."""

import random
import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import ANIMATING, MY_TURN_OR_OVER, assert_accessible, no_sideways_scroll, poll
from pyengine.juggler import rules
from pyengine.juggler.materials import edition
from tests.helpers.language import plain

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


def best_score(cards):
    """The best word to show from (id, letter) pairs and its score (word − unused)."""
    letters = "".join(ch for _, ch in cards)
    total = rules.word_value(letters)
    found = [(max(0, 2 * v - total), w) for w, v in rules.valued_words(rules.hand_letters(
        [c for c, _ in cards]))]
    return max(found, default=(0, ""))


def announceable(cards, minimum):
    """(card to lay or None, word) for the best whole-hand word worth ``minimum`` or more."""
    options = []
    for k in range(-1, len(cards)):
        rest = cards if k < 0 else cards[:k] + cards[k + 1:]
        for w in rules.whole_hand_words("".join(sorted(ch for _, ch in rest))):
            value = rules.word_value(w)
            if value >= minimum:
                options.append((value, w, None if k < 0 else cards[k][0]))
    if not options:
        return None
    value, w, lay = max(options, key=lambda o: (o[0], o[1], o[2] or ""))
    return lay, w


@pytest.fixture
def game(app, page):
    def open_game(seats, seed, extra=""):
        app(f"?game=juggler&seats={seats}&seed={seed}&speed=max{extra}")
        expect(page.locator(".table--juggler")).to_be_visible()
        return page

    return open_game


def test_a_whole_game_against_the_computer(game, page, console_errors):
    """Heads-up against the easy player to 70 points, every decision by clicking or typing."""
    game("h,easy", 4)
    seen = set()
    announced = shown = typed = 0
    while not wait_mine(page, seen):
        now = step(page)
        assert_accessible(page, seen, now)
        cards = hand(page)
        if now == "take":
            vowels = sum(1 for _, ch in cards if ch in ED.vowel_letters)
            deck = "vowels" if vowels < 0.4 * len(cards) else "consonants"
            button = page.locator(f"button.jg-deck--{deck}")
            if not button.count():
                button = page.locator("button.jg-deck").first
            if button.count():
                button.click()
            else:
                page.get_by_role("button", name="Ne rien prendre").click()
        elif now == "lay":
            plan = announceable(cards, 9 if len(cards) < 8 else 6) if page.locator(".jg-announce").count() \
                else None
            if plan:
                lay, word = plan
                rest = [p for p in cards if p[0] != lay]
                arrange(page, cards_for(word, rest))
                expect(page.locator(".jg-live")).to_contain_text("un mot")
                assert_accessible(page, seen, "lay, announcing")
                page.locator("button.jg-announce").click()
                announced += 1
            else:
                score, word = best_score(cards)
                keep = set(cards_for(word, cards)) if word else set()
                spare = sorted((c for c, _ in cards if c not in keep), key=lambda c: -ED.value[c])
                if spare and len(cards) > 7:
                    lay_card(page, spare[0])
                else:
                    page.get_by_role("button", name="Ne rien poser").click()
        elif now == "reveal":
            assert_accessible(page, seen, "reveal")
            score, word = best_score(cards)
            if word and score > 0:
                field = page.locator("#jg-type")
                field.fill(word.lower())
                field.press("Enter")  # « Arranger »: the hand is laid out to spell it
                expect(page.locator(".jg-word .jg-card")).to_have_count(len(word))
                expect(page.locator(".jg-live")).to_contain_text(word)
                typed += 1
                page.locator("[data-role=actions] .btn--primary").click()
                shown += 1
            else:
                page.get_by_role("button", name="Ne montrer aucun mot").click()
        else:
            raise AssertionError(f"unexpected step {now}")
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Feuille de score")
    expect(result.locator(".jg-sheet-table tbody tr").first).to_be_visible()
    assert_accessible(page, seen, "over")
    assert announced + shown >= 2 and typed >= 1 and console_errors == []


def test_watch_mode_plays_to_the_end(game, page, console_errors):
    game("normal,easy", 3)
    poll(page, OVER, timeout=200)
    sheet = page.locator("[data-game-over] .jg-sheet-table")
    expect(sheet.locator("tbody tr").first).to_be_visible()
    expect(page.locator("[data-game-over]")).to_contain_text("Révélation de la partie")
    assert console_errors == []


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
