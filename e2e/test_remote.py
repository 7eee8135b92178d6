"""Remote play in the built site (issue 25): each person on their own device (a browser context
each), the test carrying the invitation link and the reply text between them as people would,
every move made by clicks over a real WebRTC channel. The invitation's QR code (segno, loaded
by the page when first drawn); a guest's phone that reloads mid-deal, back at its seat with its
cards; the bytes a guest's page receives searched for the host's hidden cards; a guest's forged
messages; a host that cheats at the reveal, caught at the end of a whole game.

Whole games of each game with a friend and a computer, their verified end and the guest's
replay, a host that reloads: tests/web/test_remote.py, through the same app code with the
devices linked in memory; a whole game at a real table, its rematch and a host's reload:
e2e/test_remote_table.py."""

import json
import random
import re
import time

from playwright.sync_api import expect

from e2e.conftest import poll, wait_ready
from e2e.players.remote import OVER, invite, open_host, play_until, take_turns


def test_a_guests_reload_mid_deal_and_the_hidden_cards(two_devices):
    host, guest = open_host(two_devices, "?game=glop&seats=h,remote&speed=max")
    expect(host.locator(".invite .qr-code svg")).to_be_visible(timeout=30_000)  # segno, loaded on demand
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
    take_turns([host, guest], rng, "glop", each=2)  # and the game goes on from both devices


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
