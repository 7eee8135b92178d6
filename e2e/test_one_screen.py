"""Each game played on one screen (issue 18): at 1280×800, 1366×768, 390×844, 375×667 and on a
phone held sideways (667×375), through four of the person's turns at each size played by clicks
on a seeded table, the sentence of the moment, the hand and every enabled action are inside the
window together, the middle holds what it shows, the page itself never scrolls, and the test
scrolls nothing. A screenshot of each size is written to test-results/screens/ for people to look
at (not committed).

Each game's player (e2e/players/) lends its ``one_turn(page, rng)``: one turn played by clicks
as a person plays it, reading the page only."""

import random

import pytest

from e2e import players
from e2e.conftest import MOVING, MY_TURN_OR_OVER, PAST_BOTTOM, ROOT, in_window, poll

SHOTS = ROOT / "test-results" / "screens"
SIZES = {"1280x800": (1280, 800), "1366x768": (1366, 768), "390x844": (390, 844), "375x667": (375, 667),
         "667x375": (667, 375)}
TABLES = {  # a seeded table per game, against computer players at full speed
    "glop": "seats=h,easy&seed=5",
    "glossa": "seats=h,easy,easy&seed=5",
    "glukz": "seats=h,easy&seed=5",
    "buyword": "seats=h,easy&seed=5",
    "juggler": "seats=h,easy&seed=5",
}
TURNS = 4  # at each size

# Where the page stands: the zones of the moment, each box against the window, and whether the
# page (not an inner zone) scrolls.
# (read once the next frame is laid out: the zones' rooms are measured and written there, before
# anything is painted; a read straight after a drawing would see a layout nobody ever sees)
# (and once the cards that fly, and whatever else moves for a moment, have landed: a card on its
# way from the felt to a pile passes the middle's bottom for a moment)
LAYOUT = """(async () => {
    await Promise.all(MOVING.map((a) => a.finished.catch(() => null)));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const seen = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const out = {w: innerWidth, h: innerHeight, scrollY: scrollY,
                 page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight]};
    const prompt = document.querySelector('[data-role=prompt]');
    out.prompt = prompt && seen(prompt) ? box(prompt) : null;
    out.hand = [...document.querySelectorAll('[data-role=hand] button:not([disabled])')].filter(seen).map(box);
    out.actions = [...document.querySelectorAll('[data-role=actions] button:not([disabled]), ' +
                                                '[data-role=actions] input:not([disabled]), [data-role=actions] select:not([disabled])')]
        .filter(seen).map(box);
    // how far the middle's content reaches past the middle's bottom (px), the middle's height
    const middle = document.querySelector('.table-center');
    if (middle) out.middle = [PAST_BOTTOM(middle), Math.round(middle.getBoundingClientRect().height)];
    return out;
})()""".replace("MOVING", MOVING).replace("PAST_BOTTOM", PAST_BOTTOM)


def outside(layout) -> list[str]:
    """What of the moment lies outside the window (with a pixel of slack for rounding)."""
    w, h = layout["w"], layout["h"]

    def out(b):
        return not in_window(b, w, h)

    found = []
    if layout["prompt"] is None or out(layout["prompt"]):
        found.append(f"prompt {layout['prompt']}")
    found += [f"hand {b}" for b in layout["hand"] if out(b)]
    found += [f"action {b}" for b in layout["actions"] if out(b)]
    if layout.get("middle") and layout["middle"][0] > 1:  # (to be seen, it would have to be scrolled to)
        found.append(f"the middle's content passes its bottom by {layout['middle'][0]} px (its height {layout['middle'][1]})")
    if layout["scrollY"] != 0 or layout["page"][1] > h + 1 or layout["page"][0] > w + 1:
        found.append(f"the page scrolls: {layout['page']} in {w}x{h}")
    return found


@pytest.mark.parametrize("game_id", TABLES)
def test_a_turn_fits_one_screen(app, page, game_id, console_errors):
    """One table per game, its window turned through the five sizes as the game goes on (as a
    phone turned, a window resized): TURNS of the person's turns at each size, and nothing said
    on the console meanwhile."""
    one_turn = players.one_turn(game_id)
    page.set_viewport_size({"width": 1280, "height": 800})
    app(f"?game={game_id}&{TABLES[game_id]}&speed=max")
    rng = random.Random(5)
    SHOTS.mkdir(parents=True, exist_ok=True)
    problems, turns, over = [], 0, False
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        for turn in range(TURNS):
            poll(page, MY_TURN_OR_OVER, timeout=120)
            if page.locator("[data-game-over]").count():
                over = True
                break
            found = outside(page.evaluate(LAYOUT))
            if found:
                problems.append((size, turn, found))
            if turn == 0:
                page.screenshot(path=str(SHOTS / f"{game_id}-{size}.png"))
            one_turn(page, rng)
            turns += 1
        if over:
            break
    print(f"{game_id}: {turns} turns checked, {len(problems)} with something out of view")
    assert turns >= 2 * TURNS, f"only {turns} turns of the person before the end"
    assert problems == [], problems[:3]
    assert console_errors == []


# A phone held sideways with many others: the middle's height, whether the others' list scrolls,
# and whether the one to play is inside that list's visible part (read as LAYOUT is; a drawing
# that lands between two reads is given a few frames to bring its player into view)
OTHERS = """(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    let out;
    const start = performance.now();
    while (performance.now() - start < 300) {
        await Promise.all(MOVING.map((a) => a.finished.catch(() => null)));
        await frame();
        const list = document.querySelector('.table-others'), middle = document.querySelector('.table-center');
        const active = list.querySelector('.seat--active');
        const l = list.getBoundingClientRect(), a = active ? active.getBoundingClientRect() : null;
        out = {middle: Math.round(middle.getBoundingClientRect().height), scrolls: list.scrollHeight > list.clientHeight + 1,
               active: !!active, inView: !a || (a.top >= l.top - 1 && Math.min(a.bottom, a.top + l.height) <= l.bottom + 1)};
        if (out.inView) break;
    }
    return out;
})()""".replace("MOVING", MOVING)


def test_six_players_held_sideways_keep_the_middle_and_show_who_plays(app, page):
    """Six players of BuyWord on a phone held sideways, watched as the computers play: the
    others' places scroll within the upper part of the left half, so the middle keeps its room
    (it had 0 px once their places held their tiles and lots), and the one to play is kept in
    sight in that list."""
    page.set_viewport_size({"width": 667, "height": 375})
    app("?game=buyword&seats=normal,normal,normal,normal,normal,normal&seed=5&speed=normal")
    scrolled = 0
    for sample in range(24):
        page.wait_for_timeout(500)
        now = page.evaluate(OTHERS)
        assert now["middle"] >= 120, now
        assert now["inView"], now
        scrolled += now["scrolls"] and now["active"]
    assert scrolled >= 3  # the list did overflow while someone played: the case under test


# The felt's room, as the page measured it and wrote it for the felt's cards (px)
FELT_ROOM = "parseFloat(document.querySelector('.table-center').style.getPropertyValue('--room-h'))"


def test_the_felt_waits_for_a_pause_before_its_cards_grow(app, page):
    """What a player just did comes and goes under their place at every move, and changes the
    felt's height by a little: the felt's cards keep their size until the game pauses (they were
    resized, restyled and laid out again at every move; issue 26). A felt that shrinks is followed
    at once (its cards must still fit), and so is one that grows by much (a window made taller)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    app(f"?game=glossa&{TABLES['glossa']}&speed=max")
    poll(page, MY_TURN_OR_OVER, timeout=120)
    page.wait_for_timeout(1500)  # the table as it settles at the person's turn
    full = page.evaluate(FELT_ROOM)

    def strip(px: int) -> float:
        """The other players' places made px taller (as by a caption), then the felt's room."""
        page.evaluate(f"document.querySelector('.table-others').style.paddingBottom = '{px}px'")
        page.wait_for_timeout(300)
        return page.evaluate(FELT_ROOM)

    assert abs(strip(40) - (full - 40)) <= 1, "a felt that shrinks is followed at once"
    assert abs(strip(0) - (full - 40)) <= 1, "a felt that grows by a little waits"
    poll(page, f"Math.abs({FELT_ROOM} - {full}) <= 1", timeout=5)  # until the pause
    assert abs(strip(150) - (full - 150)) <= 1
    assert abs(strip(0) - full) <= 1, "a felt that grows by much is followed at once"
