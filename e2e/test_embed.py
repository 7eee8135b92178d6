"""A blog on another site embeds a game (issue 17).

The blog is served from ``http://localhost:PORT`` and the game from ``http://127.0.0.1:PORT2``:
two different *sites*, as a blog at myblog.example and a game at someone.github.io are. (Two ports
of 127.0.0.1 are the same site, and a browser gives such a frame its storage: that test missed
the failure.) Three ways to embed, each a page of the blog: the README's one-line ``<iframe>``,
the ``<tapis-game>`` element of ``embed.js``, and ``web/blog-sample.html``. Each is tried with
third-party storage blocked (this Chromium's default, like Chrome in incognito or with
third-party cookies blocked, and Safari, Firefox and Brave each in their way) and allowed (a
profile whose cookie setting allows third-party cookies).
"""

import json
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import expect

from e2e.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, OriginGuard, SiteServer, poll
from e2e.players.glop import past_the_reserve
from e2e.test_one_screen import LAYOUT, outside

README = (ROOT / "README.md").read_text()


def readme_snippet(pattern: str) -> str:
    found = re.search(pattern, README)
    assert found, f"the README no longer has {pattern}"
    return found.group(0)


def blog_pages(folder: Path, site_url: str) -> dict[str, str]:
    """The blog's three posts, each with the embed written as the README (or the sample) says."""
    iframe = readme_snippet(r'<iframe src="https://YOUR-SITE/embed\.html[^\n]*?</iframe>')
    element = readme_snippet(r'<script src="https://YOUR-SITE/embed\.js" defer></script><tapis-game [^\n]*?</tapis-game>')
    post = ('<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" '
            'content="width=device-width, initial-scale=1"><title>Un billet</title><style>body{{max-width:46rem;'
            'margin:2rem auto;padding:0 1rem;font-family:Georgia,serif}}</style></head><body><h1>Un billet</h1>'
            '<p>Une partie pour ce dimanche :</p>{embed}<p>Bonne partie !</p></body></html>')
    pages = {"iframe": iframe, "element": element}
    for name, embed in pages.items():
        (folder / f"{name}.html").write_text(post.format(embed=embed.replace("https://YOUR-SITE/", site_url)))
    sample = (ROOT / "web" / "blog-sample.html").read_text()
    (folder / "sample.html").write_text(sample)
    query = "?site=" + site_url + "&q=" + "%3Fgame%3Dglop%26seats%3Dh%2Cnormal"
    return {"iframe": "iframe.html", "element": "element.html", "sample": "sample.html" + query}


@pytest.fixture(scope="module")
def blog(site):
    """The blog: its own server, reached as http://localhost:PORT (another site than 127.0.0.1)."""
    folder = Path(tempfile.mkdtemp(prefix="tapis-blog-"))
    pages = blog_pages(folder, site.url)
    server = SiteServer(folder, "/").start()
    server.site_origin = f"http://localhost:{server.port}"
    yield server, pages
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


# What decides a frame's storage in this Chromium: with third-party storage partitioning (Chrome's
# default), a frame on another site gets storage of its own, kept apart from the same site's
# storage at the top level; without it (Playwright's default arguments turn it off) and with
# third-party cookies blocked, as a new profile of this Chromium has them, the frame gets none:
# every localStorage, IndexedDB and Cache Storage call is refused. That is what broke the embed.
BLOCKING_ARGS = [a for a in CHROMIUM_ARGS if not a.startswith("--disable-features=")] + [
    next(a for a in CHROMIUM_ARGS if a.startswith("--disable-features=")) + ",ThirdPartyStoragePartitioning"]


def open_context(browser_type, storage: str, viewport):
    """A browser whose frames on another site get no storage ("blocked"), storage apart from the
    site's own ("partitioned"), or the site's own storage ("allowed": a profile that allows
    third-party cookies). Returns (context, what to close: the browser, or the context and its
    profile's folder)."""
    if storage == "partitioned":
        browser = browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        return browser.new_context(locale="fr-FR", viewport=viewport), browser
    profile = Path(tempfile.mkdtemp(prefix="tapis-profile-"))
    if storage == "allowed":
        (profile / "Default").mkdir()
        (profile / "Default" / "Preferences").write_text(json.dumps(
            {"profile": {"cookie_controls_mode": 0, "block_third_party_cookies": False}}))
    context = browser_type.launch_persistent_context(str(profile), executable_path=CHROMIUM, args=BLOCKING_ARGS,
                                                     locale="fr-FR", viewport=viewport)
    return context, ProfileClosing(context, profile)


class ProfileClosing:
    """Closes a persistent context, then removes its profile's folder."""

    def __init__(self, context, profile: Path):
        self.context, self.profile = context, profile

    def close(self):
        try:
            self.context.close()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


def game_frame(page, site):
    frame = None
    for _ in range(600):
        frame = next((f for f in page.frames if f.url.startswith(site.origin) and "embed.html" in f.url), None)
        if frame:
            break
        page.wait_for_timeout(100)
    assert frame, [f.url for f in page.frames]
    return frame


def holds_still(frame):
    """As a person looks before the next tap: an embed's frame that grows for the actions a tap
    brought (the dock moves down with it) has taken its new height. (A tap in the moment the
    frame grows lands where the button was: in about one run in ten, a move was never taken.)"""
    last = None
    for _ in range(40):
        size = frame.evaluate("innerHeight")
        if size == last:
            return
        last = size
        frame.wait_for_timeout(150)


def play_a_move(frame):
    """A person's move inside the frame: the hand's cards are tried until an action is offered."""
    poll(frame, "document.documentElement.dataset.turn === 'you'", timeout=90)
    past_the_reserve(frame)
    actions = frame.locator("[data-role=actions] button[data-act=play]:not([disabled])")
    before = frame.evaluate("document.querySelectorAll('[data-role=hand] button').length")
    for card in frame.locator("[data-role=hand] button:not([disabled])").all():
        card.click()
        if actions.count():
            break
    holds_still(frame)
    actions.first.click()
    poll(frame, f"document.querySelectorAll('[data-role=hand] button').length < {before}", timeout=30)


@pytest.mark.parametrize("way, storage", [("iframe", "blocked"), ("element", "blocked"), ("sample", "blocked"),
                                          ("iframe", "allowed"), ("element", "partitioned")])
def test_a_blog_on_another_site_embeds_a_playable_game(browser_type, site, blog, way, storage):
    server, pages = blog
    context, closing = open_context(browser_type, storage, {"width": 1280, "height": 800})
    guard = OriginGuard([site.origin, server.site_origin])
    context.route("**/*", guard)
    page = context.new_page()
    errors = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{server.site_origin}/{pages[way]}")
        frame = game_frame(page, site)
        poll(frame, "document.documentElement.dataset.appState !== 'loading'", timeout=120)
        assert frame.evaluate("document.documentElement.dataset.appState") == "ready", \
            frame.evaluate("document.body.innerText")[:400]
        kept = frame.evaluate("window.TapisBoot.storage")
        notice = frame.locator(".saving-off")
        if storage == "blocked":
            assert kept == {"localStorage": False, "indexedDB": False}
            expect(notice).to_contain_text("Ce cadre ne peut pas garder vos parties")
            expect(notice.get_by_role("button", name="Exporter la partie")).to_be_visible()
        else:  # kept, on its own or apart from the site's
            assert kept == {"localStorage": True, "indexedDB": True}
            expect(notice).to_have_count(0)
        play_a_move(frame)
        # the host page: no service worker of ours, and nothing of the game's in its storage
        assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
        assert frame.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length, () => 0)") == 0
        assert errors == []
        assert guard.blocked == []
    finally:
        closing.close()


def test_keep_my_games_asks_the_browser_and_says_its_answer(browser_type, site, blog):
    """« Garder mes parties » calls the Storage Access API; this headless browser refuses
    (no prompt can be shown), so the frame says so in a sentence and the game goes on."""
    server, pages = blog
    context, closing = open_context(browser_type, "blocked", {"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(f"{server.site_origin}/{pages['iframe']}")
        frame = game_frame(page, site)
        poll(frame, "document.documentElement.dataset.appState === 'ready'", timeout=120)
        frame.get_by_role("button", name="Garder mes parties").click()
        expect(frame.get_by_role("alert")).to_contain_text(
            "Votre navigateur n'a pas permis à ce cadre de garder vos parties.")
        play_a_move(frame)
    finally:
        closing.close()


def test_a_page_where_indexeddb_itself_is_missing_still_starts(page, site, guard, console_errors):
    """Some browsers answer a blocked page with no ``indexedDB`` at all, or one that throws."""
    page.add_init_script("""(() => {
        const refuse = () => { throw new DOMException('refused', 'SecurityError'); };
        Object.defineProperty(window, 'indexedDB', {get: refuse, configurable: true});
        Object.defineProperty(window, 'localStorage', {get: refuse, configurable: true});
    })()""")
    page.goto(site.url + "index.html?game=glop&seats=h,easy&seed=21&speed=max")
    poll(page, "document.documentElement.dataset.appState !== 'loading'", timeout=120)
    assert page.evaluate("document.documentElement.dataset.appState") == "ready"
    assert page.evaluate("window.TapisBoot.storage") == {"localStorage": False, "indexedDB": False}
    play_a_move(page)
    assert console_errors == []


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
@pytest.mark.parametrize("way", ["iframe", "element"])
def test_the_embedded_table_fits_its_frame(browser_type, site, blog, way, size):
    """The README's iframe (its default height) and the element (the height the game asks for)
    hold the whole moment of a turn: the sentence, the hand and the actions inside the frame,
    with no inner scrollbar, on a desktop blog column and on a phone."""
    server, pages = blog
    width, height = size
    context, closing = open_context(browser_type, "partitioned", {"width": width, "height": height})
    page = context.new_page()
    page.add_init_script(HEIGHTS_ASKED)
    try:
        page.goto(f"{server.site_origin}/{pages[way]}")
        frame = game_frame(page, site)
        poll(frame, "document.documentElement.dataset.turn === 'you'", timeout=120)
        if way == "element":  # the frame takes the height the table asked for
            poll(page, "document.querySelector('tapis-game iframe').getBoundingClientRect().height !== 620", timeout=30)
        box = page.evaluate("(() => { const r = document.querySelector('iframe').getBoundingClientRect();"
                            " return [r.width, r.height]; })()")
        assert 320 <= box[1] <= height, box  # never taller than the phone's screen
        for _ in range(3):
            holds_still(frame)  # the frame's height as it settles, not a step on its way there
            layout = frame.evaluate(LAYOUT)
            assert outside(layout) == [], (box, outside(layout))
            play_a_move(frame)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        asked = page.evaluate("window.heightsAsked")
        assert stepwise_growth(asked) == [], asked
        # a frame that grew with the cards it grew for would have crept past 1,100 px by now
        # (measured before the frame's growth stopped counting as room: 900-1,190 px in a blog
        # column; 626-738 px since, 740-850 px on a phone, as the deal needs)
        if way == "element":  # (the README's iframe keeps the height the blog gave it)
            assert asked[-1][1] <= height * 1.1, asked
    finally:
        closing.close()


# The heights the game's frame asks the blog for, and when (the blog's page listens)
HEIGHTS_ASKED = """window.heightsAsked = [];
window.addEventListener('message', (e) => {
    if (e.data && e.data.tapis === 'height') window.heightsAsked.push([performance.now(), e.data.height]);
});"""


def stepwise_growth(asked):
    """Runs of four or more requests in a row, each a little taller than the last and within
    150 ms of it: the frame creeping to its height under a person's finger, where one request
    should do (the middle's overflow measured whole). A slow machine spaces them more: then this
    sees nothing, never a false run."""
    runs, run = [], []
    for (before, was), (at, height) in zip(asked, asked[1:]):
        if 0 < height - was < 40 and at - before < 150:
            run = run or [(before, was)]
            run.append((at, height))
            continue
        if len(run) >= 4:
            runs.append(run)
        run = []
    if len(run) >= 4:
        runs.append(run)
    return runs


NOTICE_OVER_CARDS = """(() => {
    const box = (el) => el.getBoundingClientRect();
    const notice = document.querySelector('.saving-off');
    if (!notice) return null;
    const n = box(notice);
    const hit = [...document.querySelectorAll('.card')].filter((card) => {
        const c = box(card);
        return c.width > 0 && c.height > 0 && c.left < n.right && n.left < c.right && c.top < n.bottom && n.top < c.bottom;
    }).map((card) => card.outerHTML.slice(0, 80));
    return {notice: [n.left, n.top, n.right, n.bottom], cards: document.querySelectorAll('.card').length, hit: hit};
})()"""


def test_the_cannot_keep_saves_notice_never_covers_a_card(browser_type, site, blog):
    """Issue 27, item 1: on a phone (390×844), in the <tapis-game> frame of a browser that refuses
    the frame any storage, the notice that saves cannot be kept stays in the table's own flow:
    its box meets no card, before and after moves, and the game plays without closing it."""
    server, pages = blog
    context, closing = open_context(browser_type, "blocked", {"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(f"{server.site_origin}/{pages['element']}")
        frame = game_frame(page, site)
        poll(frame, "document.documentElement.dataset.turn === 'you'", timeout=120)
        expect(frame.locator(".saving-off")).to_be_visible()
        for _ in range(3):
            seen = frame.evaluate(NOTICE_OVER_CARDS)
            assert seen and seen["cards"] > 0, seen
            assert seen["hit"] == [], seen
            play_a_move(frame)
        layout = frame.evaluate(LAYOUT)
        assert outside(layout) == [], outside(layout)
    finally:
        closing.close()


MEMORY_PANEL = """(() => {
    const button = [...document.querySelectorAll('[data-coach=memory-done]')][0];
    if (!button) return null;
    const r = button.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const center = document.querySelector('.table-center'), panel = document.querySelector('.glop-memory--study');
    return {button: [r.left, r.top, r.right, r.bottom], window: [innerWidth, innerHeight],
            reached: !!at && (at === button || button.contains(at)), at: at ? at.outerHTML.slice(0, 80) : null,
            center: [center.scrollHeight, center.clientHeight], panel: [panel.scrollHeight, panel.clientHeight]};
})()"""


@pytest.mark.parametrize("width", [390, 375])  # frames of 358 and 343 px in the blog's column
def test_the_element_gives_glops_memory_panel_the_height_it_needs(browser_type, site, blog, width):
    """Issue 27, item 2: on a phone, the <tapis-game> frame is as tall as the table needs,
    Glop's memory panel included: « C'est mémorisé » is the element at its own centre (no card
    over it), nothing in the table's middle overflows, and pressing it goes on with the deal."""
    server, pages = blog
    context, closing = open_context(browser_type, "partitioned", {"width": width, "height": 844})
    page = context.new_page()
    try:
        page.goto(f"{server.site_origin}/{pages['element']}")
        frame = game_frame(page, site)
        expect(frame.locator(".glop-memory--study")).to_be_visible(timeout=120_000)
        assert page.evaluate("document.querySelector('tapis-game iframe').getBoundingClientRect().width") == width - 32
        seen = None
        for _ in range(200):  # the frame's height follows the table's request (slower on a loaded machine)
            seen = frame.evaluate(MEMORY_PANEL)
            if seen["reached"] and seen["center"][0] <= seen["center"][1] + 1 and seen["panel"][0] <= seen["panel"][1] + 1:
                break
            page.wait_for_timeout(100)
        assert seen["reached"], seen
        assert seen["center"][0] <= seen["center"][1] + 1, seen  # the table's middle holds its content
        assert seen["panel"][0] <= seen["panel"][1] + 1, seen
        frame.get_by_role("button", name="C'est mémorisé").click()
        expect(frame.locator(".glop-memory--study")).to_have_count(0)
        play_a_move(frame)
        layout = frame.evaluate(LAYOUT)
        assert outside(layout) == [], outside(layout)
    finally:
        closing.close()
