"""The first screen before Python (issue 22, item 1): the picker drawn at build time by the app's
own Python is in the page, the set-up screens come from first/, and what a person does there
while Python loads (Pyodide's WebAssembly held back here) is carried over when it is ready.
Behaviour only: the times are the benchmark's."""

import json

from playwright.sync_api import expect

from e2e.conftest import SAVED, HeldBack, wait_ready


def still_loading(page):
    assert page.evaluate("document.documentElement.dataset.appState") == "loading"


def test_the_picker_and_set_up_answer_before_python_and_the_choices_carry_over(browser, site):
    context = browser.new_context(locale="fr-FR", viewport={"width": 1280, "height": 800}, service_workers="block")
    held = HeldBack(context)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site.url)
    expect(page.locator("h1")).to_have_text("Choisissez un jeu")
    expect(page.locator("[data-act=pick]")).to_have_count(5)
    expect(page.locator("#loading-bar")).to_be_visible()  # Python is on its way, and says so
    page.locator("[data-act=pick][data-arg=glop]").click()
    expect(page.locator("h1")).to_have_text("Nouvelle partie de Glop")
    page.locator("select[data-arg=players]").select_option("4")
    expect(page.locator(".setup-seat")).to_have_count(4)
    page.locator("select[data-arg='kind.1']").select_option("hard")
    page.locator("input[data-arg='name.0']").fill("Ana")
    page.locator(".setup-rules summary").click()  # the rules, read while Python loads
    expect(page.locator(".setup-rules .rules")).to_contain_text("44 cartes")
    page.locator("[data-act=start]").click()
    expect(page.locator("#loading-text")).to_contain_text("Encore un instant")
    still_loading(page)
    assert held.routes, "Python started before the WebAssembly was released"
    held.release()
    wait_ready(page)
    expect(page.locator(".table--glop")).to_be_visible()
    saved = page.evaluate(SAVED)
    seats = saved["meta"]["seats"]
    assert len(seats) == 4
    assert seats[0] == {"kind": "human", "name": "Ana"}
    assert seats[1]["kind"] == "bot" and seats[1]["level"] == "hard"
    assert errors == []
    context.close()


def test_a_set_up_changed_then_left_before_python(browser, site):
    """Back to the picker, another game, its number of players: Python ends where the person
    did, on that set-up with those choices (and the rules still open)."""
    context = browser.new_context(locale="fr-FR", service_workers="block")
    held = HeldBack(context)
    page = context.new_page()
    page.goto(site.url)
    page.locator("[data-act=pick][data-arg=buyword]").click()
    page.locator("[data-act=home]").last.click()
    expect(page.locator("h1")).to_have_text("Choisissez un jeu")
    page.locator("[data-act=pick][data-arg=juggler]").click()
    expect(page.locator("h1")).to_have_text("Nouvelle partie de Juggler")
    page.locator("select[data-arg=players]").select_option("3")
    page.locator("select[data-arg='kind.2']").select_option("easy")
    page.locator(".setup-rules summary").click()
    still_loading(page)
    held.release()
    wait_ready(page)
    expect(page.locator("h1")).to_have_text("Nouvelle partie de Juggler")
    expect(page.locator(".setup-seat")).to_have_count(3)
    assert page.locator("select[data-arg='kind.2']").input_value() == "easy"
    assert page.locator("select[data-arg='kind.1']").input_value() == "normal"
    assert page.locator(".setup-rules").get_attribute("open") is not None
    context.close()


def test_english_visitors_and_the_language_switch_before_python(browser, site):
    context = browser.new_context(locale="en-GB", service_workers="block")
    held = HeldBack(context)
    page = context.new_page()
    page.goto(site.url)
    expect(page.locator("h1")).to_have_text("Choose a game")  # the English picker, also drawn at build time
    assert page.evaluate("document.documentElement.lang") == "en"
    skip = page.locator(".skip-link")  # the page's own words follow its language too (issue 30)
    expect(skip).to_have_text("Skip to the game", use_inner_text=True)
    page.get_by_role("button", name="Passer en français").click()
    expect(page.locator("h1")).to_have_text("Choisissez un jeu")
    expect(skip).to_have_text("Aller au jeu", use_inner_text=True)
    page.locator("[data-act=pick][data-arg=glossa]").click()
    expect(page.locator("h1")).to_have_text("Nouvelle partie de Glossa")
    held.release()
    wait_ready(page)
    expect(page.locator("h1")).to_have_text("Nouvelle partie de Glossa")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.evaluate("localStorage.getItem('tapis.lang')") == "fr"
    context.close()


def test_an_address_that_opens_a_table_shows_the_loading_screen(browser, site):
    """A table asked for by the address (or a game in progress) is what the app opens: no picker
    first, the felt and its seats while Python loads."""
    context = browser.new_context(locale="fr-FR", service_workers="block")
    held = HeldBack(context)
    page = context.new_page()
    page.goto(site.url + "index.html?game=glop&seats=h,normal&seed=3")
    expect(page.locator("#loading-bar")).to_be_visible()
    expect(page.locator(".felt-skeleton .felt-note")).to_be_visible()  # the felt, its seats (issue 26)
    expect(page.locator("[data-act=pick]").first).to_be_hidden()
    held.release()
    wait_ready(page)
    expect(page.locator(".table--glop")).to_be_visible()
    # and after a reload, the game in progress: the loading screen again, never the picker
    held.released = False
    page.reload()
    expect(page.locator("#loading-bar")).to_be_visible()
    assert page.evaluate("document.documentElement.dataset.first") == "table"
    held.release()
    wait_ready(page)
    expect(page.locator(".table--glop")).to_be_visible()
    context.close()


def test_the_first_screen_is_the_apps_own_picker(app, page, site, console_errors):
    """The picker in the page is what the app draws for a new visitor: once Python is ready,
    its drawing replaces it with the same text."""
    page.goto(site.url)
    before = page.locator("main").inner_text()
    wait_ready(page)
    assert page.locator("main").inner_text() == before
    assert json.loads(page.evaluate("TapisFirst.take()")) == []
    assert console_errors == []
