"""Remote play at a real table (issue 46), in the built site: two browser contexts as two
friends' devices, the test carrying links and replies between them as people would. A host that
reloads a table opened from its address comes back to the same game; the end panel's
verification, « Défier un ami » and « Rejouer avec les mêmes amis » over the same channel; an
embed on another site hosts a friend; an invitation « à distance » makes the friend's reply with
the STUN server; a reply that waited too long says so."""

import random
import re
import shutil
import tempfile
from pathlib import Path

from playwright.sync_api import expect

from e2e.conftest import ROOT, OriginGuard, SiteServer, no_sideways_scroll, wait_ready
from e2e.players.remote import OVER, invite, open_host, play_until, take_turns

STUN = "stun:stun.l.google.com:19302"
SHOTS = ROOT / "test-results" / "remote"
PHONE = {"width": 375, "height": 667}
# every RTCPeerConnection's configuration, kept by the page (what the reply was made with)
KEEP_CONFIGS = """(() => {
    const Real = window.RTCPeerConnection;
    window.peerConfigs = [];
    window.RTCPeerConnection = function (config) { peerConfigs.push(JSON.stringify(config || {})); return new Real(config); };
    window.RTCPeerConnection.prototype = Real.prototype;
    window.RTCPeerConnection.generateCertificate = Real.generateCertificate;
})()"""


def test_a_reload_of_the_address_resumes_then_the_same_friends_play_again(two_devices, console_errors):
    query = "?game=glossa&seats=h,remote&speed=max"
    host, guest = open_host(two_devices, query)
    invite(host, guest, 1)
    rng = random.Random(46)
    take_turns([host, guest], rng, "glossa", each=2)
    host.reload()  # the same address: not a new lobby, the same game
    wait_ready(host)
    expect(host.locator(".table--glossa")).to_be_visible()
    expect(host.locator("#app")).to_contain_text("reprend où elle en était")
    card = host.locator('[data-invite="1"]')
    expect(card).to_be_visible(timeout=30_000)  # the friend's fresh invitation, first thing
    expect(guest.locator(".remote-away")).to_be_visible(timeout=30_000)
    guest.locator("#reinvite").fill(card.get_attribute("data-link"))
    guest.locator("#reinvite").press("Enter")
    reply = guest.locator("[data-reply]")
    expect(reply).to_have_count(1, timeout=30_000)
    host.locator("[data-role=reply-input]").fill(reply.get_attribute("data-reply"))
    host.locator("[data-role=reply-apply]").click()
    expect(host.locator("html[data-peers='1']")).to_have_count(1, timeout=30_000)
    expect(host.locator("[data-role=dialog], .overlay--panel")).to_have_count(0)  # the friends' panel gave way
    play_until([host, guest], rng, "glossa", lambda: host.evaluate(OVER) and guest.evaluate(OVER), limit=4000)
    verdict = guest.locator("[data-verified]")
    expect(verdict).to_have_attribute("data-verified", "yes", timeout=30_000)
    guest.set_viewport_size(PHONE)  # the friend's end panel on a phone: the verdict and what comes next
    expect(guest.locator(".result-actions")).to_be_in_viewport()
    no_sideways_scroll(guest)
    guest.screenshot(path=str(SHOTS / "end-panel-guest-375x667.png"))
    fingerprint = guest.locator("[data-fingerprint]").first.get_attribute("data-fingerprint")
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}", fingerprint)
    # « Défier un ami » on the friend's end panel: a link that deals the same cards, no crash
    guest.locator("[data-game-over] [data-act=challenge]").click()
    expect(guest.locator("[data-challenge-link]")).to_have_attribute("value", re.compile(r"seats=normal%2Ch|seats=h"))
    guest.keyboard.press("Escape")
    # « Rejouer avec les mêmes amis »: the same channel, the friend says yes, a new deal
    host.locator("[data-game-over] [data-act=remote-rematch]").first.click()
    offer = guest.locator("[data-rematch-offer]")
    expect(offer).to_be_visible(timeout=30_000)
    offer.locator("[data-act=remote-rematch-yes]").click()
    expect(host.locator("html[data-screen=game]")).to_have_count(1, timeout=30_000)
    expect(guest.locator("html[data-screen=game]")).to_have_count(1, timeout=30_000)
    expect(host.locator("html[data-peers='1']")).to_have_count(1)
    expect(guest.locator("[data-game-over]")).to_have_count(0)


def test_an_embed_on_another_site_hosts_a_friend(browser, site, two_devices):
    """The README's iframe line (sandboxed, no allow-forms) on a blog at localhost, the game at
    127.0.0.1: the reply is applied by « Connecter » inside the frame."""
    folder = Path(tempfile.mkdtemp(prefix="tapis-blog-"))
    line = re.search(r'<iframe src="https://YOUR-SITE/embed\.html[^\n]*?</iframe>',
                     (Path(__file__).resolve().parents[1] / "README.md").read_text()).group(0)
    line = line.replace("https://YOUR-SITE/", site.url).replace("seats=h,normal", "seats=h,remote")
    line = re.sub(r"game=\w+", "game=glop", line).replace("&amp;speed=max", "") + ""
    (folder / "post.html").write_text(f'<!doctype html><html lang="fr"><meta charset="utf-8"><title>Billet</title>'
                                      f"<body><h1>Un billet</h1>{line}</body></html>")
    blog = SiteServer(folder, "/").start()
    context = browser.new_context(locale="fr-FR", viewport={"width": 1280, "height": 900})
    context.route("**/*", OriginGuard([site.origin, f"http://localhost:{blog.port}"]))
    try:
        page = context.new_page()
        page.goto(f"http://localhost:{blog.port}/post.html")
        frame = page.frame_locator("iframe")
        card = frame.locator('[data-invite="1"]')
        expect(card).to_be_visible(timeout=120_000)
        _, guest = two_devices()
        guest.goto(card.get_attribute("data-link"))
        wait_ready(guest)
        reply = guest.locator("[data-reply]")
        expect(reply).to_have_count(1, timeout=30_000)
        frame.locator("[data-role=reply-input]").fill(reply.get_attribute("data-reply"))
        frame.locator("[data-role=reply-apply]").click()  # (a submission would be refused silently here)
        expect(frame.locator("html[data-peers='1']")).to_have_count(1, timeout=30_000)
        expect(guest.locator(".table--glop")).to_be_visible(timeout=30_000)
    finally:
        context.close()
        blog.stop()
        shutil.rmtree(folder, ignore_errors=True)


def test_an_invitation_at_a_distance_makes_the_reply_with_stun_and_a_reply_too_late_says_so(two_devices):
    host, guest = open_host(two_devices, "?game=glop&seats=h,remote&speed=max")
    host.locator("[data-act=remote-distance]").check()
    card = host.locator('[data-invite="1"]')
    expect(card).to_have_attribute("data-link", re.compile(r"\.d$"), timeout=30_000)
    guest.add_init_script(KEEP_CONFIGS)
    # the friend's device waits 1.5 s for its reply to be applied, not 3 minutes
    guest.add_init_script("""Object.defineProperty(window, 'TapisPeer', {configurable: true,
        set(v) { v.REPLY_WAIT_MS = 1500; Object.defineProperty(window, 'TapisPeer', {value: v, writable: true}); }});""")
    guest.goto(card.get_attribute("data-link"))
    wait_ready(guest)
    expect(guest.locator("[data-reply]")).to_have_count(1, timeout=30_000)
    configs = guest.evaluate("peerConfigs")
    assert any(STUN in c for c in configs), configs  # without the friend ticking anything
    expect(guest.locator("[data-act=remote-distance]")).to_be_checked()
    late = guest.locator("[data-lost=late]")
    expect(late).to_be_visible(timeout=30_000)
    expect(late).to_contain_text("a attendu")


def test_the_lobby_and_the_reply_on_a_phone(two_devices):
    """Both devices at 375×667: the host's lobby with the friend's invitation (its QR code and
    its buttons), the friend's reply to send back, then the lobby with the friend seated; each
    on one screen width, nothing sideways. Screenshots in test-results/remote/."""
    host, guest = two_devices("?game=glop&seats=h,remote&speed=max")
    for page in (host, guest):
        page.set_viewport_size(PHONE)
    wait_ready(host)
    card = host.locator('[data-invite="1"]')
    expect(card).to_be_visible(timeout=30_000)
    expect(card.locator(".qr-code")).to_be_visible(timeout=30_000)  # the QR code
    no_sideways_scroll(host)
    host.screenshot(path=str(SHOTS / "lobby-host-375x667.png"))
    guest.goto(card.get_attribute("data-link"))
    wait_ready(guest)
    reply = guest.locator("[data-reply]")
    expect(reply).to_have_count(1, timeout=30_000)
    expect(reply.locator(".qr-code")).to_be_visible(timeout=30_000)  # (segno asked for as the link opened)
    expect(guest.get_by_role("button", name=re.compile("Copier|Partager")).first).to_be_in_viewport()
    no_sideways_scroll(guest)
    guest.screenshot(path=str(SHOTS / "reply-guest-375x667.png"))
    host.locator("[data-role=reply-input]").fill(reply.get_attribute("data-reply"))
    host.locator("[data-role=reply-apply]").click()
    expect(host.locator("html[data-peers='1']")).to_have_count(1, timeout=30_000)
    no_sideways_scroll(host)
    host.screenshot(path=str(SHOTS / "lobby-seated-host-375x667.png"))
