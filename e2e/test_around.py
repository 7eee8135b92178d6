"""What surrounds every game, in Chromium (issue 9), on a Glop table: undo of a misplayed card,
a hint, export then import of the game, and a challenge code typed by a friend in another
browser giving the same first hand."""

import json
import sys

from playwright.sync_api import expect

from e2e.conftest import ROOT, past_the_reserve, poll
from e2e.test_faults import ACTIONS, GAME, play_one_card  # noqa: F401 (ACTIONS used below)

sys.path.insert(0, str(ROOT / "web" / "app"))

SAVED = ("(() => { const k = Object.keys(localStorage).find(k => k.startsWith('tapis.game.'));"
         " return k ? JSON.parse(localStorage.getItem(k)).actions.length : 0; })()")
HAND = "Array.from(document.querySelectorAll('[data-role=hand] button[data-act=view]')).map(b => b.dataset.arg).sort().join()"


def open_menu_item(page, name):
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name=name).click()


def test_undo_takes_back_a_misplayed_card(app, page, console_errors):
    app("?" + GAME.split("?", 1)[1])
    poll(page, "document.documentElement.dataset.turn === 'you'")
    past_the_reserve(page)
    hand, actions = page.evaluate(HAND), page.evaluate(SAVED)
    play_one_card(page, wait=False)
    poll(page, f"{SAVED} > {actions}")
    open_menu_item(page, "Annuler mon dernier coup")
    poll(page, f"{SAVED} === {actions}")
    poll(page, f"{HAND} === {hand!r}")
    assert console_errors == []


def test_a_hint_is_shown_on_request(app, page):
    app("?" + GAME.split("?", 1)[1])
    poll(page, "document.documentElement.dataset.turn === 'you'")
    open_menu_item(page, "Demander conseil à l'ordinateur")
    expect(page.locator("#app").get_by_text("Suggestion de l'ordinateur difficile")).to_be_visible(timeout=60_000)


def test_export_then_import_gives_the_same_game(app, page):
    app("?" + GAME.split("?", 1)[1])
    play_one_card(page)
    with page.expect_download() as download:
        open_menu_item(page, "Exporter la partie")
    exported = json.loads(open(download.value.path()).read())
    assert exported["game"] == "glop" and len(exported["actions"]) >= 1
    page.evaluate("localStorage.clear()")
    page.goto(page.url.split("?")[0])
    poll(page, "document.documentElement.dataset.appState === 'ready'")
    page.locator("input[data-act=import-file]").set_input_files(download.value.path())
    expect(page.locator("#app").get_by_text("Partie importée.")).to_be_visible()
    expect(page.locator(".table--glop")).to_be_visible()
    # the game goes on from the exported moment (the computer may already have answered)
    saved = page.evaluate("JSON.parse(localStorage.getItem('tapis.game.' + localStorage.getItem('tapis.current'))).actions")
    assert saved[:len(exported["actions"])] == exported["actions"]
    assert len(saved) <= len(exported["actions"]) + 1


def test_a_challenge_code_gives_a_friend_the_same_first_hand(app, page, browser, site, warm_start):
    from tapis_app.app import App
    from tests.web.conftest import FakeHost

    app("?" + GAME.split("?", 1)[1])
    poll(page, "document.documentElement.dataset.turn === 'you'")
    past_the_reserve(page)
    mine = page.evaluate(HAND)
    maker = App(FakeHost(), {"game": "glop", "seats": "h,easy", "seed": "21"})
    maker.start()
    code = maker.links.challenge_links()["code"]
    friend = browser.new_context(locale="fr-FR", service_workers="block")  # another browser: nothing shared
    other = friend.new_page()
    try:
        warm_start.into(other)  # (a returning visitor: the friend's Python starts from its snapshot)
        other.goto(site.url + "index.html")
        poll(other, "document.documentElement.dataset.appState === 'ready'", timeout=180)
        other.locator("#challenge-code").fill(code)
        other.locator("#challenge-code").press("Enter")
        poll(other, "document.documentElement.dataset.turn === 'you'")
        past_the_reserve(other)
        assert other.evaluate(HAND) == mine
    finally:
        friend.close()
