"""Browser faults (issue 12): a new version deployed under an open game, storage that refuses
every call, and two tabs on the same saved game."""

import json
import shutil

from playwright.sync_api import expect

from e2e.conftest import DIST, SiteServer, past_the_reserve, poll, wait_ready

GAME = "index.html?game=glop&seats=h,easy&seed=21&speed=max"
ACTIONS = "JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('tapis.game.')))).actions.length"


def play_one_card(page, wait=True):
    """A person's move in Glop: tap the hand's cards until one has a play (compulsory taking
    may leave only the cards that take), then play its first take or lay it. With ``wait``,
    returns once the move is saved and the computer has answered (the person's turn again), so
    a count of actions read then stays put."""
    poll(page, "document.documentElement.dataset.turn === 'you'")
    past_the_reserve(page)
    before = page.evaluate(ACTIONS) if wait else None
    plays = page.locator("[data-role=actions] button[data-act=play]:not([disabled])")
    for arg in page.evaluate("Array.from(document.querySelectorAll('[data-role=hand] button[data-act=view]:not([disabled])'))"
                             ".map(b => b.dataset.arg)"):
        card = page.locator(f'[data-role=hand] button[data-arg="{arg}"]')
        if card.get_attribute("aria-pressed") != "true":
            card.click()
            expect(card).to_have_attribute("aria-pressed", "true")
        if plays.count():
            break
    plays.first.click()
    if wait:
        poll(page, f"{ACTIONS} > {before}")
        poll(page, "document.documentElement.dataset.turn === 'you'")


def test_a_new_version_waits_for_the_player_and_the_game_resumes(browser, built, tmp_path):
    site_copy = tmp_path / "site"
    shutil.copytree(DIST, site_copy)
    server = SiteServer(site_copy).start()
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    try:
        page.goto(server.url + GAME)
        wait_ready(page)
        poll(page, "navigator.serviceWorker.controller !== null")
        play_one_card(page)
        played = page.evaluate(ACTIONS)
        # the deploy: a new stylesheet and a new worker version in the served folder
        sw = (site_copy / "sw.js").read_text()
        version = json.loads((site_copy / "build.json").read_text())["version"]
        (site_copy / "sw.js").write_text(sw.replace(version, version[::-1]))
        (site_copy / "css" / "tapis.css").write_text((site_copy / "css" / "tapis.css").read_text() + "\n/* v2 */\n")
        page.evaluate("window.TapisBoot.registration.update()")
        prompt = page.locator(".update-prompt")
        expect(prompt).to_be_visible(timeout=60_000)
        expect(page.locator(".table--glop")).to_be_visible()  # the game goes on under the prompt
        assert page.evaluate(ACTIONS) == played
        # (the page reloads: its readiness is read on the new page, not on the one it leaves,
        # whose context a read could find going away)
        with page.expect_navigation(timeout=60_000):
            page.get_by_role("button", name="Recharger").click()
        poll(page, "document.documentElement.dataset.appState === 'ready'", timeout=120)
        expect(page.locator(".table--glop")).to_be_visible()
        assert page.evaluate(ACTIONS) == played
        assert version[::-1] in page.evaluate("(async () => (await caches.keys()).join())()")
    finally:
        context.close()
        server.stop()


def test_storage_refusing_every_call_still_plays_and_says_saving_is_off(page, site, guard, console_errors):
    page.add_init_script("""(() => {
        const refuse = () => { throw new DOMException('refused', 'SecurityError'); };
        Object.defineProperty(window, 'localStorage', {get: refuse, configurable: true});
    })()""")
    page.goto(site.url + "index.html?game=glop&seats=h,easy&seed=21&speed=max")
    wait_ready(page)
    expect(page.locator(".saving-off")).to_be_visible()
    play_one_card(page, wait=False)
    poll(page, "document.documentElement.dataset.turn === 'you'")  # the computer answered: play goes on
    expect(page.locator(".saving-off")).to_be_visible()
    assert console_errors == []


def test_a_stale_tab_never_overwrites_the_newer_game(context, site, guard):
    first = context.new_page()
    first.goto(site.url + GAME)
    wait_ready(first)
    second = context.new_page()
    second.goto(site.url + GAME)  # the same saved game, open twice
    wait_ready(second)
    play_one_card(first)
    moved = first.evaluate(ACTIONS)
    play_one_card(second, wait=False)  # a move from the stale tab
    expect(second.locator("#app").get_by_text("Cette partie a avancé dans un autre onglet")).to_be_visible()
    assert second.evaluate(ACTIONS) >= moved  # the newer game was reloaded, not overwritten
