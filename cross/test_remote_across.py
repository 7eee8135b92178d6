"""Remote play across engines (issue 49): a Chromium host and a Firefox guest, then the reverse,
play a whole game of Glop on their own devices (two browsers of two engines on this machine,
WebRTC between them with no server) and the guest's device verifies it. Each side taps at
random among what its table offers, as a person trying things would; the same fingerprint shows
on both. Runs in the Firefox part of the set (WebKitGTK has no RTCPeerConnection: its own
sentence is tested in tests/web/test_remote_table.py)."""

import time

import pytest

from cross import engines
from cross.test_engines import wait_ready

# One tap of a person at the table: a deal's recap closed, else, when it is this device's turn
# and the app has answered every act, a play offered (or a card chosen, to see its plays).
TAP = """(() => {
  if (document.querySelector('[data-game-over]')) return 'over';
  const next = document.querySelector('[data-act=recap-next]');
  if (next) { next.click(); return 'recap'; }
  const root = document.documentElement;
  if (root.dataset.turn !== 'you' || root.hasAttribute('data-busy')) return 'wait';
  const plays = [...document.querySelectorAll('#main button[data-act=play]:not([disabled])')];
  const views = [...document.querySelectorAll('#main button[data-act=view]:not([disabled])')];
  const pool = plays.length && (Math.random() < 0.7 || !views.length) ? plays : views;
  if (!pool.length) return 'none';
  pool[Math.floor(Math.random() * pool.length)].click();
  return 'tap';
})()"""
ATTRIBUTE = "(document.querySelector('[{0}]') || {{dataset: {{}}}}).dataset.{1}"
VERDICT = ATTRIBUTE.format("data-verified", "verified")
FINGERPRINT = ATTRIBUTE.format("data-fingerprint", "fingerprint")


@pytest.fixture(scope="module")
def chromium():
    started = engines.launch("chromium", 0)
    yield started
    started.close()


@pytest.mark.parametrize("host_engine", ["chromium", "firefox"])
def test_a_whole_remote_game_between_chromium_and_firefox_verifies(engine, chromium, site, host_engine):
    if engine.name != "firefox":
        pytest.skip("pairs Firefox with Chromium (WebKitGTK has no WebRTC here)")
    firefox = engine
    host = (chromium if host_engine == "chromium" else firefox).tab(1280, 800)
    guest = (firefox if host_engine == "chromium" else chromium).tab(1280, 800)
    host.goto(site.url + "index.html?game=glop&seats=h,remote&speed=max")
    wait_ready(host)
    link = host.wait("(document.querySelector('[data-invite=\"1\"]') || {dataset: {}}).dataset.link", timeout=60)
    guest.goto(link)
    wait_ready(guest)
    reply = guest.wait("(document.querySelector('[data-reply]') || {dataset: {}}).dataset.reply", timeout=60)
    host.js(f"""(() => {{ const field = document.querySelector('[data-role=reply-input]');
        field.value = {reply!r}; field.dispatchEvent(new Event('input', {{bubbles: true}}));
        document.querySelector('[data-role=reply-apply]').click(); return true; }})()""")
    host.wait("document.documentElement.dataset.peers === '1'", timeout=60)
    began, seen = time.monotonic(), set()
    for _ in range(8000):
        sides = (host.js(TAP), guest.js(TAP))
        seen.update(sides)
        if sides == ("over", "over"):
            break
        time.sleep(0.03)
    else:
        raise AssertionError(f"the game did not end in {time.monotonic() - began:.0f} s: {seen}")
    verdict = guest.wait(f"{VERDICT} !== 'waiting' && {VERDICT}", timeout=90)
    assert verdict == "yes", guest.js("document.querySelector('[data-game-over]').innerText")
    assert host.js(FINGERPRINT) == guest.js(FINGERPRINT) != ""
    assert host.errors() == [] and guest.errors() == []
    host.close()
    guest.close()
