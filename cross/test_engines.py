"""Tapis in every engine its players have (issue 49): Firefox (Gecko) and WebKitGTK (Safari's
engine family), beside the Chromium of the other browser tests. In each, one browser, in order:

1. a first visit: ready, the service worker in control, Python's memory snapshot made; the
   second visit starts from it, and « À propos » says how to install Tapis (no install prompt);
2. each of the five games at 1280×800 and 390×844 (a phone): ready at the person's turn, the
   layout checked (every zone inside the window, the hand's cards at least 44 px tall on a
   phone and on one row when one row holds them, no text under 12 px), a screenshot written to test-results/engines/<engine>/ (to look
   at, beside Chromium's: TAPIS_ENGINES=chromium), a few turns played by clicks, then a reload
   into the same game;
3. offline after that visit (the server stopped: a browser's own offline switch may let a
   request through);
4. the embed on another site (a blog on ``localhost`` framing the game on ``127.0.0.1``), where
   Firefox refuses the frame any storage (third-party cookies blocked) and WebKit does as its
   Intelligent Tracking Prevention decides;

and nothing said in red on the console meanwhile. The set's time is printed at the end."""

import json
import time

import pytest

from cross.conftest import SHOTS
from e2e.conftest import ANIMATING, BUSY, in_window
from e2e.test_one_screen import LAYOUT, outside
from e2e.test_platform import SAVED, without_countdown

GAMES = ("glossa", "glop", "glukz", "buyword", "juggler")
SIZES = {"1280x800": (1280, 800), "390x844": (390, 844)}
TURNS = 3  # acts of the person's, at each size
READY = "document.documentElement.dataset.appState !== 'loading'"
# the person's turn, a recap to read, or the game's end
MOMENT = ("!!document.querySelector('[data-game-over], [data-recap]') || "
          "document.documentElement.dataset.turn === 'you'")
# what a person's act changes: the saved game's moves (none where the frame keeps nothing) and
# the hand's buttons (a card played, the reserve memorised)
PROGRESS = f"""JSON.stringify([(() => {{ try {{ return ({SAVED} || {{actions: []}}).actions.length; }}
                                         catch (e) {{ return -1; }} }})(),
                               document.querySelectorAll('[data-role=hand] button').length])"""

# A turn by clicks, the same in every engine: for each game, what a person taps, in the order
# it is looked for (the first of them that is there and enabled is tapped). Simple and legal:
# the rules' own choices (a word, a bid) are e2e/test_<game>.py's business in Chromium.
ACTIONS = "[data-role=actions]"
TAPS = {
    "glop": ["[data-act=view][data-arg=studied]",  # the reserve memorised
             f"{ACTIONS} button[data-act=play]",  # a take, or lay, for the chosen card
             "[data-role=hand] button[aria-pressed=true] ~ button[data-act=view]",  # else the next card
             "[data-role=hand] button[data-act=view]"],
    "glossa": [f"{ACTIONS} [data-coach={coach}]" for coach in ("enter", "served", "no-word", "check", "call", "no-loan")]
    + [f"{ACTIONS} .btn--primary"],
    "glukz": ["[data-role=hand] button.gz-down", f"{ACTIONS} button[data-arg=lay]",
              "[data-role=hand] button.gz-card:not(.is-dim)", f"{ACTIONS} button[data-arg=take]"],
    "buyword": [f"{ACTIONS} [data-coach={coach}]" for coach in ("roll", "reject", "done")]
    + [f"{ACTIONS} button[data-act=play]"],
    "juggler": ["button.jg-deck", f"{ACTIONS} [data-coach=keep]", f"{ACTIONS} [data-coach=no-word]",
                f"{ACTIONS} [data-coach=no-take]"],
}
# marks the first usable element of a list of selectors (data-e2e-next) and returns its selector
MARK_NEXT = """((selectors) => {
    document.querySelectorAll('[data-e2e-next]').forEach((el) => el.removeAttribute('data-e2e-next'));
    const usable = (el) => !el.disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    for (const css of selectors) {
        const el = [...document.querySelectorAll(css)].find(usable);
        if (el) { el.setAttribute('data-e2e-next', ''); return css; }
    }
    return null;
})(SELECTORS)"""

# The table's zones, the hand's buttons' heights and the text under 12 px, as laid out now
ZONES = ("header", ".table-status", ".table-others", ".table-center", ".table-dock")
LOOK = """(() => {
    const seen = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const zones = {};
    for (const css of ZONES) {
        const el = document.querySelector(css);
        if (el && seen(el)) { const r = el.getBoundingClientRect(); zones[css] = [r.left, r.top, r.right, r.bottom]; }
    }
    const small = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
        const el = texts.currentNode.parentElement;
        if (!texts.currentNode.data.trim() || !el || !seen(el) || el.closest('.sr-only, [hidden]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') continue;
        const size = parseFloat(style.fontSize);
        if (size < 11.95) small.push([size, el.className || el.tagName, texts.currentNode.data.trim().slice(0, 24)]);
    }
    const hand = [...document.querySelectorAll('[data-role=hand] button')].filter(seen)
        .map((b) => Math.round(b.getBoundingClientRect().height));
    // a hand of cards wrapped onto a second row although one row holds them (tapis.css: the
    // cards overlap down to a finger's width, --tap, before they wrap)
    const row = document.querySelector('.hand'), cards = row ? [...row.querySelectorAll(':scope > .card')] : [];
    let wrapped = null;
    if (cards.length > 1) {
        const w = cards[0].getBoundingClientRect().width, tap = parseFloat(getComputedStyle(row).getPropertyValue('--tap'));
        const fits = cards.length * w + (cards.length - 1) * (tap + 2 - w) / 2 <= row.getBoundingClientRect().width - 1;
        const rows = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size;
        if (fits && rows > 1) wrapped = [cards.length, rows];
    }
    return {w: innerWidth, h: innerHeight, zones, small, hand, wrapped};
})()""".replace("ZONES", json.dumps(ZONES))


def wait_ready(tab) -> None:
    tab.wait(READY, timeout=180)
    state = tab.js("document.documentElement.dataset.appState")
    assert state == "ready", f"{tab.name}: {state}: " + tab.js("document.body.innerText.slice(0, 400)")


def settle(tab) -> None:
    """Until the app has answered every act sent (as e2e/conftest.py's settled)."""
    tab.wait(BUSY, timeout=30, interval=0.05)


def play(tab, game: str, acts: int) -> int:
    """``acts`` of the person's acts by clicks (a recap on the way closed with its button);
    returns how many were made before the game's end."""
    taps = MARK_NEXT.replace("SELECTORS", json.dumps(["[data-act=recap-next]", *TAPS[game]]))
    made = 0
    while made < acts:
        tab.wait(MOMENT, timeout=120)
        if tab.js("!!document.querySelector('[data-game-over]')"):
            break
        before, tapped = tab.js(PROGRESS), []
        for _ in range(15):  # a card chosen, then its action: a few taps make an act
            # as a person looks before tapping: cards on their way (a pile flying to a hand) land
            # first (WebKit, on a loaded machine, once took a tap on a card flying over « Poser »)
            tab.wait(f"!{ANIMATING}", timeout=15, interval=0.05)
            tapped.append(tab.js(taps))
            if not tapped[-1]:  # nothing to tap yet (cards on their way): look again
                time.sleep(0.2)
            else:
                try:
                    tab.click("[data-e2e-next]")
                except Exception as error:  # noqa: BLE001 — redrawn under the finger: look again
                    tapped.append(f"({type(error).__name__}: {str(error).strip()[:80]})")
                settle(tab)
            if tab.js(PROGRESS) != before or not tab.js(MOMENT):
                made += 1
                break
        else:
            tab.screenshot(SHOTS / tab.name / f"{game}-no-act.png")  # (what the page showed, to look at)
            raise AssertionError(f"{tab.name}: {game}: no act came of the taps {tapped}: " + tab.js(
                "document.querySelector('[data-role=prompt]') && document.querySelector('[data-role=prompt]').innerText"))
    return made


def layout_problems(tab, phone: bool) -> list[str]:
    """What the layout check finds: the moment's prompt, hand and actions (e2e/test_one_screen's
    check), the zones, the hand's height on a phone, and text under 12 px."""
    found = outside(tab.js(LAYOUT))
    look = tab.js(LOOK)
    w, h = look["w"], look["h"]
    found += [f"zone {css} {box}" for css, box in look["zones"].items() if not in_window(box, w, h)]
    if phone:
        found += [f"a hand's card {height} px tall" for height in look["hand"] if height < 44]
    if look["wrapped"]:
        found.append("the hand's {} cards on {} rows, though one row holds them".format(*look["wrapped"]))
    found += [f"text of {size:g} px: {where} « {text} »" for size, where, text in look["small"]]
    return found


def steady_table(tab) -> str:
    """The table's text at the person's moment, once it holds still (a computer's last move may
    still be drawn as the person's turn comes)."""
    text = None
    for _ in range(30):
        tab.wait(MOMENT, timeout=120)
        now = without_countdown(tab.js("document.querySelector('main').innerText"))
        if now == text:
            return now
        text = now
        time.sleep(0.5)
    raise AssertionError(f"{tab.name}: the table never held still")


@pytest.fixture(scope="session")
def first_visit(engine, site) -> dict:
    """A first visit in the engine's browser, then a second: what each showed. The service
    worker and the memory snapshot it leaves are a returning visitor's for the tests after it
    (a test run again alone after a failure gets its own first visit)."""
    tab = engine.tab(1280, 800)
    tab.goto(site.url + "index.html")
    wait_ready(tab)
    seen = {"first": tab.js("TapisBoot.snapshot.state")}
    tab.wait("navigator.serviceWorker.controller !== null", timeout=120)
    seen["made"] = tab.wait("TapisBoot.snapshot.made", timeout=240)
    tab.reload()
    wait_ready(tab)
    seen["second"] = tab.js("TapisBoot.snapshot.state")
    seen["games"] = tab.js("[...document.querySelectorAll('[data-game]')].map((g) => g.dataset.game)")
    tab.click("header [data-act=about]")
    seen["about"] = tab.wait("document.querySelector('.about-install')?.innerText")
    seen["errors"] = tab.errors()
    tab.close()
    return seen


def test_a_first_visit_keeps_the_site_and_python(first_visit):
    """The first visit: ready, the service worker in control, the memory snapshot made from
    the worker's cache; the second visit restores it and lists the five games; with no install
    prompt in this engine (Firefox, Safari), « À propos » says how to install Tapis."""
    assert first_visit["first"] == "none"
    assert first_visit["made"]["ok"], first_visit["made"]
    assert first_visit["second"] == "restored"
    assert first_visit["games"] == list(GAMES)
    assert "Partager → Sur l'écran d'accueil" in first_visit["about"]
    assert first_visit["errors"] == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_starts_plays_and_comes_back(engine, site, first_visit, game, size):
    width, height = SIZES[size]
    tab = engine.tab(width, height)
    tab.goto(site.url + f"index.html?game={game}&seats=h,normal&seed=3")
    wait_ready(tab)
    assert tab.js("TapisBoot.snapshot.state") == "restored"
    tab.wait(MOMENT, timeout=120)
    problems = layout_problems(tab, phone=width < 600)
    folder = SHOTS / engine.name
    folder.mkdir(parents=True, exist_ok=True)
    tab.screenshot(folder / f"{game}-{size}.png")
    assert play(tab, game, TURNS) == TURNS
    table = steady_table(tab)
    before = tab.js(SAVED)
    tab.reload()
    wait_ready(tab)
    assert steady_table(tab) == table
    after = tab.js(SAVED)
    assert (after["seed"], after["actions"]) == (before["seed"], before["actions"])
    assert tab.errors() == []
    tab.close()
    assert problems == [], problems


def test_offline_after_one_visit(engine, site, first_visit):
    """The server stopped: a game's address opens from the service worker's cache, Python
    from its snapshot, and a turn is played."""
    site.stop()
    try:
        tab = engine.tab(1280, 800)
        tab.goto(site.url + "index.html?game=glop&seats=h,normal&seed=8")
        wait_ready(tab)
        assert tab.js("TapisBoot.snapshot.state") == "restored"
        assert play(tab, "glop", 2) == 2
        assert tab.errors() == []
        tab.close()
    finally:
        site.start()


def test_the_embed_on_another_site(engine, site, blog):
    """The README's iframe in a blog post on another site: the game starts and plays; where the
    engine refuses the frame its storage (Firefox here), the dock says so."""
    tab = engine.tab(1280, 800)
    tab.goto(blog)
    frame = tab.frame("embed.html")
    wait_ready(frame)
    kept = frame.js("TapisBoot.storage")
    if engine.name == "firefox":  # third-party storage refused (cookieBehavior 1)
        assert kept == {"localStorage": False, "indexedDB": False}, kept
        assert "Ce cadre ne peut pas garder vos parties" in frame.js("document.querySelector('.saving-off').innerText")
    assert play(frame, "glop", 2) == 2
    assert frame.js("TapisBoot.snapshot.state") == "off"
    assert tab.js("navigator.serviceWorker.getRegistrations().then((r) => r.length)") == 0
    assert tab.errors() + frame.errors() == []
    tab.close()
