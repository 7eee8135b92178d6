"""Glop played by a person in Chromium, by clicks read from the page: tap the hand's cards to see
what each takes, play the best take (a glop first) or lay. ``one_turn(page, rng)`` is one of the
person's turns; ``play_one_card`` a quick move that waits until it is saved and answered."""

import json

from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, SAVED_ACTIONS, poll

# a table against the easy computer (the address several browser tests open)
TABLE = "index.html?game=glop&seats=h,easy&seed=21&speed=max"
MINE_OR_OVER = MY_TURN_OR_OVER
OVER = "!!document.querySelector('[data-game-over]')"


def wait_mine(page):
    poll(page, MINE_OR_OVER, timeout=120)
    return page.evaluate(OVER)


def hand_cards(page):
    """The hand's cards a person may tap (those out of play are dimmed and disabled)."""
    return page.evaluate("Array.from(document.querySelectorAll('[data-role=hand] button[data-act=view]:not([disabled])'))"
                         ".map(b => b.dataset.arg)")


def select(page, arg):
    """Tap a hand card unless it is the one already chosen (a second tap puts it back)."""
    card = page.locator(f'[data-role=hand] button[data-arg="{arg}"]')
    if card.get_attribute("aria-pressed") != "true":
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")


def cards_left(page):
    return page.locator(".table-status").inner_text()


def pick(page):
    """One turn as a person: tap the hand's cards one by one to see what each does, stopping at
    the first that takes; play its best take (a glop first, else the most cards), else lay.
    Returns "glop", "take", "several" (a set chosen among several) or "lay"."""
    studied = page.locator("[data-act=view][data-arg=studied]")
    if studied.count():  # the deal's reserve to memorise first: the playing hand lies face down
        assert hand_cards(page) == []
        studied.click()
        poll(page, "document.querySelectorAll('[data-role=hand] button[data-act=view]').length > 0")
    options = []
    for arg in hand_cards(page):
        select(page, arg)
        shown = page.evaluate("Array.from(document.querySelectorAll("
                              "'[data-role=actions] button[data-act=play]:not([disabled])'))"
                              ".map(b => [b.dataset.arg, !!b.querySelector('.glop-badge')])")
        actions = [json.loads(a) for a, _ in shown]
        takes = sum(a["type"] == "take" for a in actions)
        for i, (action, (_, glop)) in enumerate(zip(actions, shown)):
            options.append((glop, len(action.get("cards", [])), arg, i, action, takes))
        if takes:  # a person plays the first card that takes (or glops)
            break
    assert options, "no card of the hand could be played"
    glop, _, arg, i, action, takes = max(options, key=lambda o: (o[0], o[1]))
    select(page, arg)
    if action["type"] == "take" and takes > 1:
        # several sets: the felt marks the one shown; tapping another table card shows another
        shown = page.locator(".glop-choice.is-shown").get_attribute("data-arg")
        others = page.locator(".glop-exposed button[data-act=view]:not(.is-target)")
        if others.count():
            others.first.click()
            expect(page.locator(".glop-choice.is-shown")).not_to_have_attribute("data-arg", shown)
    before = cards_left(page)
    page.locator("[data-role=actions] button[data-act=play]:not([disabled])").nth(i).click()
    poll(page, f"document.querySelector('.table-status') && "
               f"document.querySelector('.table-status').innerText !== {json.dumps(before)} || "
               "!!document.querySelector('[data-game-over]')")
    if glop:
        return "glop"
    return "several" if takes > 1 else action["type"]


def one_turn(page, rng):
    """A turn as a person plays it (for e2e/test_one_screen.py)."""
    pick(page)


def past_the_reserve(page):
    """Glop's first moment of a deal: the reserve to memorise, the playing hand face down until
    « C'est mémorisé » (issue 30): pressed when it is there, then the hand is shown."""
    studied = page.locator("[data-act=view][data-arg=studied]")
    shown = "!!document.querySelector('[data-role=hand] button[data-act=view]')"
    for _ in range(3):
        if not studied.count():
            return
        # (an embed's frame may still be growing to the panel's height as it is pressed: a tap
        # that lands beside a button that moved is tapped again, as a person would)
        studied.first.click()
        try:
            poll(page, shown, timeout=20)
            return
        except AssertionError:
            continue
    poll(page, shown, timeout=1)


def play_one_card(page, wait=True):
    """A person's move in Glop: tap the hand's cards until one has a play (compulsory taking
    may leave only the cards that take), then play its first take or lay it. With ``wait``,
    returns once the move is saved and the computer has answered (the person's turn again), so
    a count of actions read then stays put."""
    poll(page, "document.documentElement.dataset.turn === 'you'")
    past_the_reserve(page)
    before = page.evaluate(SAVED_ACTIONS) if wait else None
    plays = page.locator("[data-role=actions] button[data-act=play]:not([disabled])")
    for arg in hand_cards(page):
        select(page, arg)
        if plays.count():
            break
    plays.first.click()
    if wait:
        poll(page, f"{SAVED_ACTIONS} > {before}")
        poll(page, "document.documentElement.dataset.turn === 'you'")
