"""Le Glükz played by a person in Chromium, by clicks read from the page: tap a value of the hand
as many times as cards of it are wanted, lay them, take the pile when nothing fits, play the
face-up row card by card, turn face-down cards. Read from the dock's hooks, the dimmed cards
that do not fit and the felt's move count (``data-moves``)."""

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, poll
from pyengine.glukz.rules import RANK_VALUE

OVER = "!!document.querySelector('[data-game-over]')"
MOVES = "(document.querySelector('.gz-felt') || {dataset: {}}).dataset.moves"
PHASE = "(document.querySelector('.gz-felt') || {dataset: {}}).dataset.phase"
# what may be laid: [data-arg, cards behind it] — a value of the hand (« rank:9 », with its count)
# or a card of the face-up row (« card:9S1 »)
PLAYABLE = ("Array.from(document.querySelectorAll('[data-role=hand] button.gz-card:not(.is-dim)'))"
            ".map(b => [b.dataset.arg, +(b.dataset.count || 1)])")
CHOSEN = '[data-role=hand] button.gz-card[aria-pressed="true"]'
# how many cards are chosen: a value's button says how many of its cards (data-chosen)
CHOSEN_COUNT = ("Array.from(document.querySelectorAll('[data-role=hand] button.gz-card[aria-pressed=\"true\"]'))"
                ".reduce((n, b) => n + +(b.dataset.chosen || 1), 0)")


def wait_mine(page, after=None, timeout=150):
    """Wait for the person's turn (a new one when ``after`` is the table's move count then);
    True when the game is over. A player's finish recapped on the way is closed with its button."""
    moved = f"{MOVES} !== {after!r}" if after is not None else "true"
    poll(page, f"{OVER} || ({MY_TURN_OR_OVER} && {moved})", timeout=timeout)
    return page.evaluate(OVER)


def stage(page):
    if page.locator("[data-role=hand] button.gz-down").count():
        return "face_down"
    if page.locator("[data-role=hand] .gz-slot button.gz-card").count():
        return "face_up"
    return "hand"


def rank(arg):
    """The value behind a hand button's data-arg: « rank:9 » or « card:9S1 »."""
    kind, what = arg.split(":", 1)
    return what if kind == "rank" else what[:-2]


def lay_or_take(page, rng=None):
    """One turn by clicks: the lowest rank that fits, every copy, then Lay; else Take; with
    face-down cards only, turn one over."""
    if stage(page) == "face_down":
        downs = page.locator("[data-role=hand] button.gz-down")
        downs.nth(rng.randrange(downs.count()) if rng else 0).click()
        return "flip"
    playable = page.evaluate(PLAYABLE)
    if playable:
        low = min(playable, key=lambda c: RANK_VALUE[rank(c[0])])
        same = [(arg, n) for arg, n in playable if rank(arg) == rank(low[0])]
        wanted = 0
        for arg, count in same:  # a value: one tap per card of it; a face-up card: one tap
            for _ in range(count):
                wanted += 1
                page.locator(f'[data-role=hand] button[data-arg="{arg}"]').click(position={"x": 5, "y": 16})
                poll(page, f"{CHOSEN_COUNT} === {wanted}", timeout=10)
        expect(page.locator(CHOSEN)).to_have_count(len(same), timeout=10_000)
        page.locator('[data-role=actions] button[data-arg="lay"]').click(timeout=10_000)
        return "lay"
    take = page.locator('[data-role=actions] button[data-arg="take"]')
    expect(take).to_contain_text("Ramasser la pile", timeout=10_000)
    take.click(timeout=10_000)
    return "take"


def play_like_a_person(page, rng=None):
    """A turn, then wait until the table has moved on. While the direction is open, the other
    neighbour may be quicker: then the turn is lost (the move count changed meanwhile)."""
    moves, phase = page.evaluate(f"[{MOVES}, {PHASE}]")
    try:
        lay_or_take(page, rng)
    except (PlaywrightTimeout, AssertionError):
        if phase not in ("race", "direction") or page.evaluate(MOVES) == moves:
            raise
    poll(page, f"{OVER} || {MOVES} !== {moves!r}", timeout=30)
    return moves


def one_turn(page, rng):
    """One of the person's turns by clicks (for e2e/test_one_screen.py): it returns once the move
    was applied."""
    play_like_a_person(page, rng)


def open_menu_speed_max(page):
    page.get_by_role("button", name="Menu").click()
    page.locator('button[data-act="speed"][data-arg="max"]').click()
    page.keyboard.press("Escape")
