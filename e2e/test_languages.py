"""The language switch in Chromium (issue 10): after one click on "English", every screen a
person reaches — picker, about, statistics, each game's set-up and table, its rules, log and
menu — shows no French sentence of the translation table, and the choice survives a reload."""

import sys

from e2e.conftest import ROOT, poll

sys.path.insert(0, str(ROOT / "web" / "app"))

from tests.helpers.language import GAMES, french_fragments, french_left  # noqa: E402

FRAGMENTS = french_fragments()


def scan(page, where):
    text = page.evaluate("document.body.innerText")
    assert french_left(text, FRAGMENTS) == [], where


def click(page, act, arg=None):
    selector = f"[data-act='{act}']" + (f"[data-arg='{arg}']" if arg else "")
    page.locator(selector).first.click()


def test_every_screen_in_english_after_the_switch(app, page, console_errors):
    app()
    page.get_by_role("button", name="Switch to English").click()
    poll(page, "document.documentElement.lang === 'en'")
    page.reload()
    poll(page, "document.documentElement.dataset.appState === 'ready'")
    assert page.evaluate("document.documentElement.lang") == "en"
    scan(page, "picker")
    for overlay in ("about", "stats"):
        click(page, overlay)
        page.wait_for_selector("[role=dialog]")
        scan(page, overlay)
        click(page, "close")
    available = [g for g in GAMES if page.locator(f"[data-act=pick][data-arg={g}]").count()]
    assert len(available) >= 2
    for game_id in available:
        click(page, "pick", game_id)
        scan(page, f"{game_id} set-up")
        click(page, "start")
        page.wait_for_selector(f".table--{game_id}")
        scan(page, f"{game_id} table")
        for overlay in ("rules", "log", "menu"):
            click(page, overlay)
            page.wait_for_selector("[role=dialog]")
            scan(page, f"{game_id} {overlay}")
            click(page, "close")
        click(page, "home")
        page.wait_for_selector("[data-act=pick]")
    assert console_errors == []
