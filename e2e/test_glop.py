"""Glop in Chromium, what only a browser's layout shows: on a phone, upright or held sideways,
a felt that holds the last play and both sides' piles while the computers play and while you
choose, a chosen card's actions and the hand to memorise inside the window, a deal's count that
shows the last play's cards in a row. The person's choice is read from the page only.
(Whole games by clicks, watched games, keyboard turns: tests/web/test_view_glop.py and
tests/web/test_every_game.py; axe on every moment: e2e/test_axe.py.)"""

import pytest
from playwright.sync_api import expect

from e2e.conftest import ANIMATING, PAST_BOTTOM, axe_violations, in_window, no_sideways_scroll, poll
from e2e.players.glop import past_the_reserve, pick, wait_mine


def open_game(app, page, seats, seed, extra=""):
    app(f"?game=glop&seats={seats}&seed={seed}&speed=max{extra}")
    expect(page.locator(".table--glop")).to_be_visible()
    return page


# The felt against what it holds, read when no card moves and no count is open: how far its
# lowest element reaches past the felt's bottom (px), whether its room is short (under 240 px),
# whether another player's caption shows, and whether every caption and name shows whole.
FELT_HOLDS = """(() => {
    if (document.querySelector('[data-recap], [data-game-over], .glop-memory--study')) return null;
    if (ANIMATING_NOW) return null;
    const zone = document.querySelector('.table-center');
    if (!zone || !zone.querySelector('.glop-felt')) return null;
    const whole = (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1;
    return {past: PAST_BOTTOM(zone),
            short: !(zone.getAttribute('data-room') || '').split(' ').includes('h240'),
            caption: !!document.querySelector('.table-others .seat-caption:not(.seat-caption--thinking)'),
            whole: [...document.querySelectorAll('.table-others .seat-caption, .table-others .seat-who')].every(whole)};
})()""".replace("ANIMATING_NOW", ANIMATING).replace("PAST_BOTTOM", PAST_BOTTOM)


def test_a_phone_felt_holds_the_last_play_and_the_piles(app, page):
    """Four players on a 375×667 phone: each other player on a line of their own, what they did
    under it across the strip, and the felt keeps its last play and both teams' piles in view
    (in three narrow columns a capture's caption wrapped to seven lines, and the felt, 93-107 px
    high, hid the last play's cards and the piles below its edge). The captions stay whole."""
    page.set_viewport_size({"width": 375, "height": 667})
    app("?game=glop&seats=normal,normal,normal,normal&seed=5&speed=normal")
    expect(page.locator(".table--glop[data-players=\"4\"]")).to_be_visible()
    samples = []
    for _ in range(400):
        seen = page.evaluate(FELT_HOLDS)
        if seen and seen["caption"]:
            samples.append(seen)
            if len(samples) >= 12 and any(s["short"] for s in samples):
                break
        page.wait_for_timeout(100)
    print(f"{len(samples)} quiet moments with a caption; the felt short in {sum(s['short'] for s in samples)}; "
          f"the most past its edge: {max(s['past'] for s in samples)} px")
    assert len(samples) >= 12
    assert [s for s in samples if s["past"] > 1] == []
    assert all(s["whole"] for s in samples)


@pytest.mark.parametrize("width,height", [(375, 667), (667, 375)])
def test_a_phone_felt_holds_them_while_you_choose(app, page, width, height):
    """Your turn on a phone, before and once a card is chosen: upright, the dock grows with its
    sentence and its buttons, and the felt, shorter still, keeps the table, the last play and the
    piles in view (the last play goes beside the table's cards). Held sideways with four players
    the felt is about 110 px high: the table's sum opens the line of its cards (the other side's
    piles were 26 px below the felt's edge, seed 3)."""
    page.set_viewport_size({"width": width, "height": height})
    for seats, seed in (("h,normal", 4), ("h,normal,normal,normal", 4), ("h,normal,normal,normal", 3)):
        open_game(app, page, seats, seed)
        assert not wait_mine(page)
        past_the_reserve(page)
        poll(page, f"!!{FELT_HOLDS}")
        before = page.evaluate(FELT_HOLDS)
        page.locator("[data-role=hand] button[data-act=view]:not([disabled])").first.click()
        poll(page, "!!document.querySelector('[data-role=hand] button[aria-pressed=true]')")
        poll(page, f"!!{FELT_HOLDS}")
        chosen = page.evaluate(FELT_HOLDS)
        assert chosen["short"] and chosen["past"] <= 1 and before["past"] <= 1, (seats, seed, before, chosen)


# the enabled actions against the dock's visible box (px past its edges; 0 when all in view)
ACTIONS_PAST_DOCK = """(() => {
    const dock = document.querySelector('.table-dock').getBoundingClientRect();
    return Math.max(0, ...[...document.querySelectorAll('[data-role=actions] button:not([disabled])')].map((b) => {
        const r = b.getBoundingClientRect();
        return Math.max(r.bottom - dock.bottom, dock.top - r.top, 0); }));
})()"""


def test_a_phone_held_sideways_shows_a_chosen_cards_actions(app, page):
    """Four players held sideways (667×375), a card chosen that takes nothing where a take is
    compulsory: the dock's sentence runs four lines beside « À vous », and « Une autre carte » lay
    15 px under the dock's edge (the dock scrolled). The sentence now flows from its badge across
    the dock, and every enabled action is in view without scrolling. (Since issue 50 a card that
    takes nothing is out of play while taking is compulsory: the first card in play is chosen.)"""
    page.set_viewport_size({"width": 667, "height": 375})
    open_game(app, page, "h,normal,normal,normal", 3)
    assert not wait_mine(page)
    past_the_reserve(page)
    page.locator("[data-role=hand] button[data-act=view]:not([disabled])").first.click()
    poll(page, "!!document.querySelector('[data-role=hand] button[aria-pressed=true]')")
    poll(page, f"!({ANIMATING})")
    assert page.locator("[data-role=actions] button:not([disabled])").count() >= 1
    assert page.evaluate(ACTIONS_PAST_DOCK) <= 1
    assert page.evaluate("document.querySelector('.table-dock').scrollTop") == 0


# the hand to memorise: its cards' and its button's boxes, and the window's size
STUDY_BOXES = """(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    return {w: innerWidth, h: innerHeight,
            cards: [...document.querySelectorAll('.glop-memory--study .card')].map(box),
            button: box(document.querySelector('.glop-memory--study [data-arg=studied]'))};
})()"""


def test_a_phone_held_sideways_shows_the_reserve_to_memorise(app, page):
    """Four players on a phone held sideways (667×375): the others and the felt on the left, your
    game on the right. At a deal's start, the hand to memorise lies over the whole left half, its
    cards and « C'est mémorisé » inside the window and tapped as a person taps (over a felt of
    about 30 px, the button lay under the dock and a caption: no tap reached it)."""
    page.set_viewport_size({"width": 667, "height": 375})
    open_game(app, page, "h,normal,normal,normal", 4)
    assert not wait_mine(page)
    expect(page.locator(".glop-memory--study")).to_be_visible()
    boxes = page.evaluate(STUDY_BOXES)
    assert len(boxes["cards"]) >= 8 and all(in_window(b, boxes["w"], boxes["h"]) for b in boxes["cards"]), boxes
    assert in_window(boxes["button"], boxes["w"], boxes["h"]), boxes
    page.locator("[data-act=view][data-arg=studied]").click(timeout=5_000)  # fails when covered
    expect(page.locator("[data-role=hand] button[data-act=view]").first).to_be_visible()
    no_sideways_scroll(page)


RECAP_OR_MINE = ("!!document.querySelector('[data-recap], [data-game-over]')"
                 " || document.documentElement.dataset.turn === 'you'")
# the top of each card in each row of the deal's count's last play (px)
RECAP_ROWS = """[...document.querySelectorAll('[data-recap] .glop-last-cards')]
    .map((row) => [...row.querySelectorAll('.card')].map((card) => Math.round(card.getBoundingClientRect().top)))"""


def test_a_deals_count_shows_the_last_play_in_a_row(app, page):
    """The count at a deal's end, on a phone: the last play's sentences, then its cards in a row
    as on the table (each card took a line of its own there, played → taken stacked down the
    panel). Seed 3: the first deal ends with a take, and its last play sweeps the table."""
    page.set_viewport_size({"width": 375, "height": 667})
    open_game(app, page, "h,easy", 3)
    for _ in range(40):
        poll(page, RECAP_OR_MINE, timeout=120)
        if page.locator("[data-recap]").count():
            break
        pick(page)
    rows = page.evaluate(RECAP_ROWS)
    assert len(rows) == 2 and all(len(row) >= 2 for row in rows), rows
    assert all(len(set(row)) == 1 for row in rows), rows
    for line in page.locator("[data-recap] .glop-last-line").all():
        expect(line).to_be_visible()
    assert axe_violations(page, "[data-recap]") == []
