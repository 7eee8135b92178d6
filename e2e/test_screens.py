"""Every game on a phone (375×667) and a desktop (1280×800): a screenshot of each (kept in
test-results/screens/ for people to look at), no sideways scrolling, and on the phone every
control a finger can reach at least 44 px in both directions (issue 10)."""

import pytest

from e2e.conftest import ROOT

SHOTS = ROOT / "test-results" / "screens"
SEATS = {"glop": "h,normal", "glukz": "h,normal,easy", "glossa": "h,easy,normal", "buyword": "h,easy",
         "juggler": "h,easy"}
SIZES = {"phone": (375, 667), "desktop": (1280, 800)}

SMALL_TARGETS = """() => [...document.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"]')]
    .filter(e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
                   return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !e.closest('[inert]'); })
    .map(e => { const r = e.getBoundingClientRect();
                return {what: (e.getAttribute('aria-label') || e.textContent || e.tagName).trim().slice(0, 30),
                        w: Math.round(r.width), h: Math.round(r.height)}; })
    .filter(t => t.w < 44 || t.h < 44)"""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", SEATS)
def test_the_table_fits_the_screen(app, page, game_id, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    app(f"?game={game_id}&seats={SEATS[game_id]}&seed=5&speed=max")
    page.wait_for_selector(f".table--{game_id}")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{game_id}-{size}.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if size == "phone":
        assert page.evaluate(SMALL_TARGETS) == []
