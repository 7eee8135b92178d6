"""What surrounds every game, in Chromium (issue 9), on a Glop table: undo of a misplayed card
(the worker's computer player may be thinking meanwhile), a hint thought in the worker, export
then import of the game (a download, a file chosen). A challenge code typed on a friend's
picker: tests/web/test_around_the_game.py."""

import json

from playwright.sync_api import expect

from e2e.conftest import SAVED_ACTIONS, poll
from e2e.players.glop import TABLE, past_the_reserve, play_one_card

HAND = "Array.from(document.querySelectorAll('[data-role=hand] button[data-act=view]')).map(b => b.dataset.arg).sort().join()"


def open_menu_item(page, name):
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name=name).click()


def test_undo_takes_back_a_misplayed_card(app, page, console_errors):
    app("?" + TABLE.split("?", 1)[1])
    poll(page, "document.documentElement.dataset.turn === 'you'")
    past_the_reserve(page)
    hand, actions = page.evaluate(HAND), page.evaluate(SAVED_ACTIONS)
    play_one_card(page, wait=False)
    poll(page, f"{SAVED_ACTIONS} > {actions}")
    open_menu_item(page, "Annuler mon dernier coup")
    poll(page, f"{SAVED_ACTIONS} === {actions}")
    poll(page, f"{HAND} === {hand!r}")
    assert console_errors == []


def test_a_hint_is_shown_on_request(app, page):
    app("?" + TABLE.split("?", 1)[1])
    poll(page, "document.documentElement.dataset.turn === 'you'")
    open_menu_item(page, "Demander conseil à l'ordinateur")
    expect(page.locator("#app").get_by_text("Suggestion de l'ordinateur difficile")).to_be_visible(timeout=60_000)


def test_export_then_import_gives_the_same_game(app, page):
    app("?" + TABLE.split("?", 1)[1])
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
