"""The site as a whole: it boots, lists the games, resumes a game after a reload, stays on its
origin, works offline (a whole game too), in an iframe, and says clearly when it cannot start."""

import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import SAVED, OriginGuard, SiteServer, poll, wait_ready

GAMES = ["glossa", "glop", "glukz", "buyword", "juggler"]


@pytest.mark.cold_start
def test_boots_to_a_picker_of_five_games(app, page, console_errors):
    """A first visit: Python started afresh (the other tests' pages mostly restore the run's
    snapshot, as a returning visitor's do)."""
    app()
    assert page.evaluate("TapisBoot.snapshot.state") == "none"
    entries = page.locator("[data-game]")
    expect(entries).to_have_count(5)
    assert [entries.nth(i).get_attribute("data-game") for i in range(5)] == GAMES
    expect(page.locator("h1")).to_have_text("Choisissez un jeu")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert console_errors == []


def test_the_other_tests_pages_start_as_a_returning_visitors(app, page):
    """The suite's warm start (conftest.warm_start) is what it says: the page found the run's
    snapshot where a returning visitor's page keeps it, and restored it."""
    app()
    assert page.evaluate("TapisBoot.snapshot.state") == "restored"
    expect(page.locator("[data-game]")).to_have_count(5)


def test_language_switch_is_remembered(app, page):
    app()
    page.get_by_role("button", name="Switch to English").click()
    expect(page.locator("h1")).to_have_text("Choose a game")
    page.reload()
    wait_ready(page)
    expect(page.locator("h1")).to_have_text("Choose a game")
    assert page.evaluate("document.documentElement.lang") == "en"


def visited_then_cut_off(browser):
    """A browser that visited the site once (its service worker in control), then lost both the
    network and the server: (context, page, server)."""
    server = SiteServer().start()
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    poll(page, "navigator.serviceWorker.controller !== null")
    server.stop()
    context.set_offline(True)
    return context, page, server


def test_offline_after_one_visit(browser, built):
    context, page, _server = visited_then_cut_off(browser)
    assert page.evaluate("caches.keys()") == [f"tapis:/tapis/:{built['version']}"]  # the site's path
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-game]")).to_have_count(5)
    context.close()


def without_countdown(text):
    """The table's text with a race countdown's seconds left out (they run on the clock)."""
    return re.sub(r"Départ dans \d+", "Départ dans …", text)


def test_a_reload_resumes_the_game_in_progress(app, page, console_errors):
    """Picked from the list (a random deal, so a restart could not pass for a resume), played
    until it is the person's turn, then reloaded: the same game, the same moment, the same
    table. A Glükz race start counts down afresh after a reload, so its seconds are masked.
    (The page's storage across a reload; tests/web/test_every_game.py holds it for each game.)"""
    game = "glukz"
    app()
    page.locator(f"[data-act=pick][data-arg={game}]").click()
    page.locator("[data-act=start]").click()
    poll(page, "document.documentElement.dataset.turn === 'you'", timeout=120)
    before = page.evaluate(SAVED)
    table = without_countdown(page.locator("main").inner_text())
    page.reload()
    wait_ready(page)
    poll(page, "document.documentElement.dataset.turn === 'you'", timeout=120)
    after = page.evaluate(SAVED)
    assert (after["seed"], after["actions"]) == (before["seed"], before["actions"])
    assert without_countdown(page.locator("main").inner_text()) == table
    assert console_errors == []


def test_a_whole_game_offline(browser, built):
    """After one visit, with the network off and the server stopped, a game opened by a link
    is dealt, played to its end and scored: a word game, so the word list comes from the
    cache too."""
    context, page, server = visited_then_cut_off(browser)
    page.goto(server.url + "index.html?game=buyword&seats=normal&seed=3&speed=max")
    wait_ready(page)
    poll(page, "!!document.querySelector('[data-game-over]')", timeout=180)
    expect(page.locator("[data-game-over]")).to_contain_text("$")
    context.close()


def test_precache_holds_exactly_the_site(browser, built):
    """The worker precaches every file the site needs offline, nothing unused (no benchmark
    page, no install icons the browser keeps itself), and the first visit downloads every file
    once: the 9.6 MB WebAssembly file, not once for the page and once for the cache, and the
    small files the precache asks for again (answered 304, or copied by the page's worker)."""
    server = SiteServer().start()
    context = browser.new_context()
    wasm = []
    context.on("request", lambda r: wasm.append(r.url) if r.url.endswith(".wasm") else None)
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    poll(page, "navigator.serviceWorker.controller !== null")
    cached = page.evaluate("""async () => {
        const cache = await caches.open((await caches.keys())[0]);
        return (await cache.keys()).map(r => new URL(r.url).pathname);
    }""")
    server.stop()
    context.close()
    assert len(wasm) == 1, wasm
    downloads = [path for path, code in server.served if code == 200]
    twice = sorted({path for path in downloads if downloads.count(path) > 1})
    assert not twice, f"downloaded twice on a first visit: {twice}"
    names = sorted(p[len("/tapis/"):] for p in cached)
    assert not [n for n in names if n.endswith(".map")]
    assert not [n for n in names if re.search(r"codemirror|xterm|console", n)]
    from build import precached

    assert {name for name in built["files"] if precached(name)} <= set(names)
    assert "index.html" in names and f"wheels/{built['wheel']}" in names and "pyodide/pyodide.asm.wasm" in names
    assert not [n for n in names if n.startswith("bench/") or n.endswith(".png")]


def test_embed_in_an_iframe_from_another_origin(browser, site):
    """The sample blog page, served from another origin, frames embed.html with the sandbox
    the README recommends; the embed boots and registers no service worker."""
    host = SiteServer().start()  # a second copy of dist/ on another port plays the blog
    context = browser.new_context(locale="fr-FR")
    guard = OriginGuard([site.origin, host.origin])
    context.route("**/*", guard)
    page = context.new_page()
    page.goto(f"{host.url}blog-sample.html?site={site.url}")
    frame = page.frame_locator("#tapis")
    expect(frame.locator("[data-game]")).to_have_count(5, timeout=60_000)
    inner = next(f for f in page.frames if f.url.startswith(site.url))
    assert inner.evaluate("document.documentElement.dataset.appState") == "ready"
    assert inner.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
    host.stop()
    context.close()
    assert guard.blocked == []


def test_a_failed_start_says_so(browser, site):
    context = browser.new_context(locale="fr-FR", service_workers="block")
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("html[data-app-state=error]", state="attached", timeout=60_000)
    # said by the page as soon as the download fails (Pyodide's loader itself may wait forever),
    # naming the file and what happened to it
    expect(page.locator(".loading-error")).to_contain_text(
        "Tapis n'a pas pu démarrer : le fichier pyodide/pyodide.asm.wasm n'est pas arrivé (la connexion a échoué).")
    assert page.evaluate("document.documentElement.dataset.error") == "download"
    expect(page.get_by_role("button", name="Réessayer")).to_be_visible()
    context.close()


def test_a_missing_file_on_the_server_is_named(browser, site):
    context = browser.new_context(locale="en-GB", service_workers="block")
    context.route("**/python_stdlib.zip", lambda route: route.fulfill(status=404, body="not here"))
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("html[data-app-state=error]", state="attached", timeout=60_000)
    expect(page.locator(".loading-error")).to_contain_text(
        "Tapis could not start: the file pyodide/python_stdlib.zip did not arrive (the server answered 404).")
    context.close()


def test_a_browser_too_old_is_told_so(browser, site):
    """A browser without WebAssembly cannot run Python: the page says what is missing instead of
    suggesting the connection."""
    context = browser.new_context(locale="fr-FR", service_workers="block")
    context.add_init_script("delete window.WebAssembly")
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("html[data-app-state=error]", state="attached", timeout=60_000)
    expect(page.locator(".loading-error")).to_contain_text(
        "Tapis n'a pas pu démarrer : votre navigateur est trop ancien (il lui manque WebAssembly).")
    assert page.evaluate("document.documentElement.dataset.error") == "old"
    context.close()


def test_a_bad_link_opens_the_picker_with_a_sentence(app, page, console_errors):
    """A link is typed or pasted by anyone: the page starts anyway, says what is wrong in words,
    and runs nothing that came in the address. (The address's other faults and their sentences:
    tests/web/test_bad_input.py.)"""
    query, says = "?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "<img src=x onerror=alert(1)> n'est pas encore disponible."
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    app(query)
    expect(page.locator(".message--error")).to_contain_text(says)
    expect(page.locator("[data-game]")).to_have_count(5)
    assert page.locator("main img").count() == 0 and dialogs == []
    assert console_errors == []
