"""Friends at one table, each on their own device (a browser context each), in Chromium: the
friend opens the host's invitation link, the host pastes the friend's reply (the codes carried as
text, as people copy them); then whoever's turn it is plays it by clicks, each with the game's
own player (``one_turn``)."""

import time

from playwright.sync_api import expect

from e2e.conftest import poll, wait_ready

from . import one_turn

OVER = "!!document.querySelector('[data-game-over]')"
# every text a page's WebRTC hands it, kept whole (what the hidden-card scan reads)
KEEP_RECEIVED = """window.received = [];
TapisPeer.onEvent((kind, peer, data) => { if (kind === 'message') received.push(data); });"""


def invite(host, guest, seat: int) -> float:
    """The friend at ``guest`` opens the invitation for ``seat`` and the host pastes the reply
    (as a person copies it). Returns the seconds from the link opened to both tables drawn."""
    card = host.locator(f'[data-invite="{seat}"]')
    expect(card).to_be_visible(timeout=30_000)
    link = card.get_attribute("data-link")
    assert link.startswith(host.url.split("index.html")[0]) and "#j=" in link
    guest.goto(link)
    wait_ready(guest)
    guest.evaluate(KEEP_RECEIVED)
    reply = guest.locator("[data-reply]")
    expect(reply).to_have_count(1, timeout=30_000)
    started = time.monotonic()
    host.locator("[data-role=reply-input]").fill(reply.get_attribute("data-reply"))
    host.locator("[data-role=reply-apply]").click()
    poll(guest, "document.documentElement.dataset.link === 'guest' && "
                "(document.documentElement.dataset.screen === 'game' || !!document.querySelector('.lobby-seats'))",
         timeout=30)
    return time.monotonic() - started


def open_host(two_devices, query):
    host, guest = two_devices(query)
    wait_ready(host)
    expect(host.locator("html[data-link=host]")).to_have_count(1)
    return host, guest


def play_until(pages, rng, game_id, done, limit=2000):
    """Each page plays its turns by clicks until ``done()``: the table is shared, so whoever's
    turn it is moves; recaps are closed by whoever sees one."""
    turn = one_turn(game_id)
    for _ in range(limit):
        if done():
            return
        moved = False
        for page in pages:
            state = page.evaluate("""(() => {
                if (document.querySelector('[data-game-over]')) return 'over';
                const next = document.querySelector('[data-act=recap-next]');
                if (next) { next.click(); return 'recap'; }
                return document.documentElement.dataset.turn;
            })()""")
            if state == "you":
                turn(page, rng)
                moved = True
            elif state == "recap":
                moved = True
        if not moved:
            time.sleep(0.1)
    raise AssertionError("the game did not end")


YOURS = ("(() => { const n = document.querySelector('[data-act=recap-next]'); "
         "if (n) n.click(); return document.documentElement.dataset.turn === 'you'; })()")


def take_turns(pages, rng, game_id, each=3, until=None, limit=600) -> dict:
    """Whoever's turn it is plays it by clicks (recaps closed on the way) until every page has
    played ``each`` turns (or ``until()``, or the game's end). Returns the turns per page."""
    counts = {id(page): 0 for page in pages}
    for _ in range(limit):
        if min(counts.values()) >= each and (until is None or until()):
            break
        if pages[0].evaluate(OVER):
            break
        for page in pages:
            if page.evaluate(YOURS):
                one_turn(game_id)(page, rng)
                counts[id(page)] += 1
        time.sleep(0.05)
    return counts
