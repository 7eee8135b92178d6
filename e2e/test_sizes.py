"""Sizes a finger and an eye need (issue 30), measured at 1280×800, 390×844 and 375×667, one page
per size visiting every game by its address: every card of your hand leaves a tap target at least
44 px wide and high in view (Le Glükz's 53-card hand too, built from a seeded game and opened from
storage), card indices are at least 14 px, every other text at least 12 px (values, labels,
badges), no text is cut (an element whose content is wider than its box), every enabled control
outside the hand is at least 44×44 px, and the guided game's bubble never covers what it points
at, to which a line joins it. Screenshots go to test-results/sizes/ for people to look at.

The 53-card hand: six players, two decks; the computer players lay their lowest cards and the
person takes the pile each time, until 53 cards are in hand and a move is the person's."""

import json
import random

import pyengine
from e2e import players
from e2e.conftest import MY_TURN_OR_OVER, ROOT, poll, wait_ready

SHOTS = ROOT / "test-results" / "sizes"
SIZES = {"1280x800": (1280, 800), "390x844": (390, 844), "375x667": (375, 667)}
TABLES = {  # a seeded table per game
    "glop": "seats=h,easy&seed=5",
    "glossa": "seats=h,easy,easy&seed=5",
    "glukz": "seats=h,easy,easy,easy&seed=5&o.start=drawn",
    "buyword": "seats=h,easy&seed=5",
    "juggler": "seats=h,easy&seed=5",
}
SECOND_TURN = {"glossa"}  # its first moment asks whether you play the deal: its hand comes after
TAP = 44
BIG_HAND = 53

# What the screen offers, measured: each hand button's tap target (the pixels where a touch lands
# on it, along its index line and down its middle), the font sizes of indices and of every other
# text, texts cut, and enabled controls smaller than a finger.
MEASURE = """(() => {
  const W = innerWidth, H = innerHeight;
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && r.right > 0 && r.bottom > 0 && r.left < W && r.top < H; };
  const hidden = (el) => !!el.closest('.sr-only, [aria-hidden=true] .sr-only') ||
    getComputedStyle(el).visibility === 'hidden' || el.closest('[inert]');
  const what = (el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.') +
    ' «' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24) + '»';
  const owns = (el, x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && el.contains(hit); };
  const out = {hand: [], taps: [], indices: [], small: [], cut: [], controls: []};
  for (const el of document.querySelectorAll('[data-role=hand] button:not([disabled])')) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const y = Math.min(r.bottom - 2, r.top + Math.min(20, r.height / 3));
    let wide = 0, first = null;
    for (let x = Math.max(0, Math.ceil(r.left)); x < Math.min(W, r.right); x++)
      if (owns(el, x, y)) { wide++; if (first === null) first = x; }
    let high = 0;
    const x = first === null ? r.left : Math.min(first + wide / 2, W - 1);
    for (let yy = Math.max(0, Math.ceil(r.top)); yy < Math.min(H, r.bottom); yy++) if (owns(el, x, yy)) high++;
    out.taps.push([what(el), wide, high]);
  }
  out.hand = out.taps.length;
  const INDEX = '.card-corner, .gz-mini-rank, .jg-index-letter';
  for (const el of document.querySelectorAll('#app *, .coach *')) {
    if (!shown(el) || hidden(el)) continue;
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const style = getComputedStyle(el), size = parseFloat(style.fontSize);
    if (el.matches(INDEX)) out.indices.push([what(el), size]);
    else if (size < 11.95) out.small.push([what(el), size]);
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(style.overflowX))
      out.cut.push([what(el), el.scrollWidth, el.clientWidth]);
  }
  for (const el of document.querySelectorAll('#app button, #app select, #app input, #app a[href], .coach button')) {
    if (!shown(el) || hidden(el) || el.disabled || el.closest('[data-role=hand]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < TAP - .5 || r.height < TAP - .5) out.controls.push([what(el), Math.round(r.width), Math.round(r.height)]);
  }
  return out;
})()""".replace("TAP", str(TAP))

# The guided game's bubble, its target and the line between them.
COACH = """(() => {
  const coach = document.querySelector('.coach');
  if (!coach) return null;
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const name = coach.dataset.target;
  const target = name ? document.querySelector(`[data-coach="${name}"]`) : null;
  const line = document.querySelector('.coach-line');
  return {name: name || null, coach: box(coach), target: target && target.getClientRects().length ? box(target) : null,
          line: line && line.style.display !== 'none' ? box(line) : null,
          ok: !!coach.querySelector('[data-coach-ok]'), animating: coach.getAnimations().length > 0};
})()"""


def problems(measured) -> list:
    found = [("tap target", t) for t in measured["taps"] if t[1] < TAP - 1 or t[2] < TAP - 1]  # (pixels counted whole)
    found += [("index", i) for i in measured["indices"] if i[1] < 14]
    found += [("small text", s) for s in measured["small"]]
    found += [("cut", c) for c in measured["cut"]]
    found += [("control", c) for c in measured["controls"]]
    return found


def big_hand_save() -> str:
    """A six-player Le Glükz game where the person holds 53 cards and is to move."""
    game = pyengine.new_game("glukz", 6, seed=1, options={"start": "drawn"})
    while not (len(game.hands[0]) >= BIG_HAND and game.to_move() == [0]):
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        plays = [a for a in legal if a["type"] == "play"]
        takes = [a for a in legal if a["type"] == "take"]
        game.apply(seat, (takes or legal)[0] if seat == 0 else (plays or legal)[0])
    seats = [{"kind": "human", "name": ""}] + [{"kind": "bot", "level": "easy", "name": ""}] * 5
    return game.to_json(meta={"id": "sizes-53", "seats": seats, "created": "", "revision": 1})


def measure(page, name, found, taps=True):
    """Each size in turn on the page as it stands (the table is laid out again for each)."""
    counts = {}
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(450)  # the cards' slide (FLIP) over, the guide's bubble placed again
        measured = page.evaluate(MEASURE)
        if not taps:  # (a bubble the person reads may lie over the hand meanwhile)
            measured["taps"] = []
        found += [(name, size, *p) for p in problems(measured)]
        page.screenshot(path=str(SHOTS / f"{name.replace(' ', '-').replace(',', '')}-{size}.png"))
        counts[size] = measured["hand"]
    return counts


def test_sizes_a_finger_and_an_eye_need(app, page, site):
    SHOTS.mkdir(parents=True, exist_ok=True)
    found, hands = [], {}
    for game_id, table in TABLES.items():
        app(f"?game={game_id}&{table}&speed=max")
        poll(page, MY_TURN_OR_OVER, timeout=60)
        if game_id in SECOND_TURN:
            players.one_turn(game_id)(page, random.Random(5))
            poll(page, MY_TURN_OR_OVER, timeout=60)
        hands[game_id] = measure(page, game_id, found)
    # Le Glükz with 53 cards in hand, opened from storage
    page.evaluate("([text]) => { localStorage.setItem('tapis.game.sizes-53', text); "
                  "localStorage.setItem('tapis.current', 'sizes-53'); }", [big_hand_save()])
    page.goto(site.url + "index.html?speed=max")
    wait_ready(page)
    poll(page, "document.documentElement.dataset.turn === 'you'", timeout=30)
    hands["glukz, 53 cards"] = measure(page, "glukz 53 cards", found)
    values = page.evaluate("Array.from(document.querySelectorAll('[data-role=hand] [data-count]'))"
                           ".reduce((n, b) => n + +b.dataset.count, 0)")
    assert values == BIG_HAND and set(hands["glukz, 53 cards"].values()) == {13}, (values, hands)
    # the guided game: each bubble off its target, a line from it to the target, at each size
    page.evaluate("localStorage.removeItem('tapis.current')")
    app("?speed=max")
    page.locator("[data-act=pick][data-arg=juggler]").click()
    page.locator(".guide-offer--first [data-act=guide-start]").click()
    bubbles = []
    for _ in range(3):
        poll(page, f"(() => {{ const c = {COACH}; return c && !c.animating; }})()", timeout=30)
        coach = page.evaluate(COACH)
        measure(page, f"guide {coach['name']}", found, taps=False)
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(100)
            coach = page.evaluate(COACH)
            bubbles.append((size, coach["name"], [round(v) for v in coach["coach"]]))
            if coach["target"]:
                c, t = coach["coach"], coach["target"]
                assert c[2] <= t[0] or t[2] <= c[0] or c[3] <= t[1] or t[3] <= c[1], ("the bubble covers", size, coach)
                assert coach["line"], ("no line to the target", size, coach)
        if not coach["ok"]:
            break
        said = page.locator(".coach .coach-text").inner_text()
        page.locator(".coach [data-coach-ok]").click()
        poll(page, f"(document.querySelector('.coach .coach-text') || {{}}).textContent !== {json.dumps(said)}")
    print("hand buttons:", hands, "bubbles:", bubbles)
    for problem in found:
        print("  ", problem)
    assert any(name for _, name, _ in bubbles), bubbles
    assert found == [], found[:12]
