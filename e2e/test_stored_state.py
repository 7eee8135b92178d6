"""Issue 29: opening the same address twice, in the built site. The game an address started comes
back as it stands (finished: its end panel; in progress: the table where it was), two tabs on one
address keep working, and a stored copy another version wrote is kept aside while a fresh game
starts: never the start's error screen."""

import json

from playwright.sync_api import expect

from e2e.conftest import SAVED_ACTIONS, poll, wait_ready
from e2e.players.glop import play_one_card

WATCHED = "index.html?game=buyword&seats=hard,hard&seed=11&speed=max"
GLOP = "index.html?game=glop&seats=h,easy&seed=29&speed=max"
LINK_GAME = "Object.keys(localStorage).filter(k => k.startsWith('tapis.game.link-'))"


def test_an_address_opened_again_after_its_game_ended(context, site, guard, console_errors, warm_start):
    page = context.new_page()
    warm_start.into(page)
    page.goto(site.url + WATCHED)
    wait_ready(page)
    expect(page.locator("[data-game-over]")).to_be_visible(timeout=240_000)
    page.close()
    for _ in range(2):  # the tab closed, the address opened again, and again
        page = context.new_page()
        page.goto(site.url + WATCHED)
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.appState") == "ready"
        expect(page.locator("[data-game-over]")).to_be_visible()
        expect(page.get_by_role("button", name="Rejouer cette donne")).to_be_visible()
        page.close()
    page = context.new_page()
    page.goto(site.url + WATCHED.replace("&speed=max", "&speed=normal"))  # another address: its own game
    wait_ready(page)
    page.goto(site.url + WATCHED)
    wait_ready(page)
    page.get_by_role("button", name="Rejouer cette donne").click()
    expect(page.locator("[data-game-over]")).to_have_count(0)  # the same deal, from its start, beside
    assert len(page.evaluate(LINK_GAME)) == 2
    assert console_errors == []


def test_an_address_opened_again_in_the_middle_and_in_two_tabs(context, site, guard, warm_start):
    first = context.new_page()
    warm_start.into(first)
    first.goto(site.url + GLOP)
    wait_ready(first)
    play_one_card(first)
    moved = first.evaluate(SAVED_ACTIONS)
    first.close()
    again = context.new_page()
    again.goto(site.url + GLOP)  # the table where it was
    wait_ready(again)
    poll(again, "document.documentElement.dataset.turn === 'you'")
    assert again.evaluate(SAVED_ACTIONS) == moved
    other = context.new_page()
    other.goto(site.url + GLOP)  # and the same address in a second tab at once
    wait_ready(other)
    play_one_card(other)
    play_one_card(again, wait=False)  # the tab left behind plays: it is reloaded, never overwrites
    expect(again.locator("#app").get_by_text("Cette partie a avancé dans un autre onglet")).to_be_visible()
    assert again.evaluate(SAVED_ACTIONS) >= other.evaluate(SAVED_ACTIONS)


def test_an_address_whose_stored_game_another_version_wrote(context, site, guard, console_errors, warm_start):
    page = context.new_page()
    warm_start.into(page)
    page.goto(site.url + GLOP)
    wait_ready(page)
    play_one_card(page)
    key = page.evaluate(LINK_GAME)[0]
    saved = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    saved["version"] += 1  # written by a newer Tapis
    newer = json.dumps(saved)
    page.evaluate(f"localStorage.setItem('{key}', {json.dumps(newer)})")
    page.goto(site.url + GLOP)
    wait_ready(page)
    expect(page.locator("#app").get_by_text("mise de côté")).to_be_visible()
    poll(page, "document.documentElement.dataset.turn === 'you'")  # a fresh game of the address
    aside = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tapis.aside.'))")
    assert len(aside) == 1 and page.evaluate(f"localStorage.getItem('{aside[0]}')") == newer
    assert console_errors == []
