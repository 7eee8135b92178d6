"""Remote play in the built site (issue 25): each person on their own device (a browser context
each), the test carrying the invitation link and the reply text between them as people would,
every move made by clicks. A whole game of Glossa (a friend and a computer) and of Glop to their
verified end; a few turns of each other game; a guest that reloads mid-deal and a host that
reloads; a guest's forged messages; the bytes a guest's page receives searched for the host's
hidden cards; a host that cheats at the reveal."""

import json
import random
import re
import time

import pytest
from playwright.sync_api import expect

from e2e import players
from e2e.conftest import poll, wait_ready

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
    turn = players.one_turn(game_id)
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
                players.one_turn(game_id)(page, rng)
                counts[id(page)] += 1
        time.sleep(0.05)
    return counts


def test_glossa_with_a_friend_on_another_device_and_a_computer_verified(two_devices, console_errors):
    """Issue 25's "done when", in Chromium: a whole game of Glossa, the host and a friend each on
    their own device and a computer, every move by clicks; the guest's page says it was verified."""
    host, guest = open_host(two_devices, "?game=glossa&seats=h,remote,easy&speed=max")
    expect(host.locator(".invite .qr-code svg")).to_be_visible(timeout=30_000)  # segno, loaded on demand
    invite(host, guest, 1)
    expect(host.locator("html[data-peers='1']")).to_have_count(1)
    expect(guest.locator(".table--glossa")).to_be_visible()
    rng = random.Random(25)
    play_until([host, guest], rng, "glossa", lambda: host.evaluate(OVER) and guest.evaluate(OVER), limit=4000)
    verdict = guest.locator("[data-verified]")
    expect(verdict).to_have_attribute("data-verified", "yes", timeout=30_000)
    expect(verdict).to_contain_text("Partie vérifiée")
    # the end panel, replay and review work on the guest's device too (the game rebuilt from the reveal)
    guest.locator("[data-game-over] [data-act=replay]").click()
    expect(guest.locator("html[data-screen=replay]")).to_have_count(1)


@pytest.mark.parametrize("game_id", ["glop", "glukz", "buyword", "juggler"])
def test_turns_of_each_game_from_both_devices(two_devices, game_id):
    extra = ",normal" if game_id == "glukz" else ""
    host, guest = open_host(two_devices, f"?game={game_id}&seats=h,remote{extra}&speed=max")
    invite(host, guest, 1)
    counts = take_turns([host, guest], random.Random(7), game_id)
    assert min(counts.values()) >= 3 or host.evaluate(OVER), counts
    expect(host.locator(".table-others")).to_contain_text("Ami 2")  # the friend, named on the host's table


def test_a_whole_glop_game_a_guest_reload_and_the_hidden_cards(two_devices, console_errors):
    host, guest = open_host(two_devices, "?game=glop&seats=h,remote&speed=max")
    invite(host, guest, 1)
    rng = random.Random(3)
    # a few turns from each device, then the guest's phone reloads mid-deal
    take_turns([host, guest], rng, "glop", until=lambda: guest.evaluate(
        "document.querySelectorAll('[data-role=hand] [data-key]').length > 0"))
    hand_before = sorted(guest.evaluate("Array.from(document.querySelectorAll('[data-role=hand] [data-key]'))"
                                        ".map(e => e.dataset.key)"))
    assert hand_before
    # every byte the guest's page received so far: none names a card in the host's hand now
    # (within a deal, a card in a hand was never shown before)
    hidden = host.evaluate("Array.from(document.querySelectorAll('[data-role=hand] [data-key]')).map(e => e.dataset.key)")
    received = "".join(guest.evaluate("window.received"))
    assert hidden and received
    named = {c for c in hidden if re.search(rf'"{re.escape(c)}"', received)}
    assert not named, f"the host's hidden cards reached the guest: {named}"
    guest.reload()
    wait_ready(guest)
    expect(host.locator(".remote-away")).to_be_visible(timeout=30_000)
    expect(guest.locator("#app")).to_contain_text("nouvelle invitation")
    host.locator(".remote-away [data-act=remote]").click()  # « Réinviter »
    invite(host, guest, 1)
    expect(guest.locator(".table--glop")).to_be_visible()
    assert sorted(guest.evaluate("Array.from(document.querySelectorAll('[data-role=hand] [data-key]'))"
                                 ".map(e => e.dataset.key)")) == hand_before  # back at its seat, same cards
    host.keyboard.press("Escape")
    play_until([host, guest], rng, "glop", lambda: host.evaluate(OVER) and guest.evaluate(OVER), limit=4000)
    expect(guest.locator("[data-verified]")).to_have_attribute("data-verified", "yes", timeout=30_000)


def test_the_host_reloads_and_the_game_goes_on(two_devices):
    host, guest = open_host(two_devices, "?game=glukz&seats=h,remote&speed=max")
    invite(host, guest, 1)
    take_turns([host, guest], random.Random(5), "glukz", each=2)
    host.goto(host.url.split("?")[0])  # the host's page reloads (the game in progress comes back)
    wait_ready(host)
    expect(host.locator(".table--glukz")).to_be_visible()
    expect(guest.locator(".remote-away")).to_be_visible(timeout=30_000)  # the guest is told
    card = host.locator('[data-invite="1"]')
    expect(card).to_be_visible(timeout=30_000)  # a fresh invitation, first thing
    guest.locator("#reinvite").fill(card.get_attribute("data-link"))
    guest.locator("#reinvite").press("Enter")
    reply = guest.locator("[data-reply]")
    expect(reply).to_have_count(1, timeout=30_000)
    host.locator("[data-role=reply-input]").fill(reply.get_attribute("data-reply"))
    host.locator("[data-role=reply-apply]").click()
    expect(host.locator("html[data-peers='1']")).to_have_count(1, timeout=30_000)
    expect(guest.locator(".table--glukz")).to_be_visible()
    expect(guest.locator(".remote-away")).to_have_count(0)


def test_a_guests_forged_messages_change_nothing(two_devices):
    host, guest = open_host(two_devices, "?game=glop&seats=h,remote&speed=max")
    invite(host, guest, 1)
    poll(host, "document.documentElement.dataset.turn === 'you' || "
               "document.documentElement.dataset.turn === 'wait'")
    # (the save reaches the page's storage a moment after the table is drawn: the app is in a worker)
    before = poll(host, "localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('tapis.game.remote-')))")
    forged = [
        json.dumps({"v": 1, "k": "act", "n": 0, "action": {"type": "lay", "card": "1R"}}),
        json.dumps({"v": 1, "k": "act", "n": 0, "action": {"type": "take", "card": "99Z"}}),
        "{not json",
        json.dumps({"v": 1, "k": "join", "name": "<img src=x onerror=alert(1)>", "secret": "0" * 32,
                    "token": "f" * 32}),
        "[" * 3000 + "]" * 3000,
    ]
    for text in forged:
        guest.evaluate("text => TapisPeer.send('host', text)", text)
    guest.evaluate("TapisPeer.send('host', 'x'.repeat(10 * 1024 * 1024))")  # 10 MB
    time.sleep(1.5)
    after = host.evaluate("localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('tapis.game.remote-')))")
    assert json.loads(after)["actions"] == json.loads(before)["actions"]
    assert host.evaluate("document.querySelectorAll('img[src=x]').length") == 0
    refused = [json.loads(t) for t in guest.evaluate("window.received") if '"refused"' in t]
    assert len(refused) >= 3
    expect(host.locator("html[data-peers='1']")).to_have_count(1)  # and the table goes on


def test_a_host_that_changes_the_reveal_is_caught(two_devices):
    """A host whose page alters its revealed secret at the end: the guest's page says the game
    is NOT verified and why."""
    # (Glossa: the shortest whole game between two people; what is checked is the same in every game)
    host, guest = open_host(two_devices, "?game=glossa&seats=h,remote&speed=max")
    invite(host, guest, 1)
    host.evaluate("""(() => {
        const send = TapisPeer.send;
        TapisPeer.send = (peer, text) => send(peer, text.includes('"k":"reveal"')
            ? text.replace(/"host_secret":"[0-9a-f]{32}"/, '"host_secret":"' + '0'.repeat(32) + '"') : text);
    })()""")
    play_until([host, guest], random.Random(11), "glossa", lambda: host.evaluate(OVER) and guest.evaluate(OVER),
               limit=4000)
    verdict = guest.locator("[data-verified]")
    expect(verdict).to_have_attribute("data-verified", "no", timeout=30_000)
    expect(verdict).to_contain_text("NON vérifiée")
