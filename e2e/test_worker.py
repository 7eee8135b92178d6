"""Issue 26: the app's Python runs in a Web Worker; the page's thread only draws. Behaviour only
(bench/run.py's page-thread table prints the figures): Pyodide is never loaded by the page
itself, a tap is marked in the very task that reports it, the page is morphed (what the person
opened or typed survives a redraw), and a table's address shows the felt before Python."""

from playwright.sync_api import expect

from e2e.conftest import poll, wait_ready

# what the page itself fetched (a worker's requests are in the worker's own timeline)
PAGE_FETCHED = "performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"


def test_python_runs_in_a_worker_not_on_the_page(app, page, console_errors):
    app("?game=juggler&seats=h,normal&seed=3")
    fetched = page.evaluate(PAGE_FETCHED)
    assert not [path for path in fetched if path.endswith(("pyodide.asm.wasm", "python_stdlib.zip", ".whl"))], fetched
    assert page.evaluate("typeof window.loadPyodide === 'undefined' && !('pyodide' in window)")
    # and yet Python answers the page: a card tapped, the table redrawn with it chosen
    poll(page, "document.documentElement.dataset.turn === 'you'", timeout=120)
    marked = page.evaluate("""() => {
        const card = document.querySelector('[data-role=hand] button[data-act]:not([disabled])');
        card.click();
        return [card.dataset.arg, card.classList.contains('is-pressed'),
                document.documentElement.hasAttribute('data-busy')];
    }""")
    assert marked[1] and marked[2], marked  # marked in the tap's own task, before Python answers
    poll(page, "!document.documentElement.hasAttribute('data-busy')")
    expect(page.locator("[data-role=hand] .is-pressed")).to_have_count(0)  # Python's drawing took it off
    assert console_errors == []


def test_a_redraw_keeps_what_the_person_opened_and_focused(app, page):
    """The page is morphed to each new screen: a rules section opened by the person and the
    focused button stay as they are when Python draws again (here: the language switched)."""
    app()
    page.locator("[data-act=pick][data-arg=glossa]").click()
    rules = page.locator("details.setup-rules")
    expect(rules).to_be_visible()
    rules.locator("summary").click()
    assert page.evaluate("document.querySelector('details.setup-rules').open")
    page.locator("[data-act=lang]").first.focus()
    page.keyboard.press("Enter")
    poll(page, "document.documentElement.lang === 'en'")
    assert page.evaluate("document.querySelector('details.setup-rules').open")
    assert page.evaluate("document.activeElement && document.activeElement.dataset.act") == "lang"


def test_a_table_address_shows_the_felt_before_python(browser, site):
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python held back
    page.goto(site.url + "index.html?game=juggler&seats=h,normal,easy&seed=2")
    expect(page.locator(".felt-skeleton .felt-note")).to_have_text("Votre table de Juggler se prépare.")
    expect(page.locator(".felt-skeleton .seat--waiting")).to_have_count(2)
    assert page.evaluate("document.documentElement.dataset.screen") == "game"
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    wait_ready(page)
    expect(page.locator(".table--juggler")).to_be_visible()
    expect(page.locator(".felt-skeleton")).to_have_count(0)
    context.close()
