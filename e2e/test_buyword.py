"""BuyWord in Chromium: a whole solo game and a two-player crossword game against the computer,
played by clicking as a person does (your tiles, the wild, the grid's start cell, Sell, Finish),
a watch-mode game to its end, keyboard-only turns, axe-core on each phase and on the round's
recap, the phone layout, and what a computer player's sale leaves on the table.

The person's "thinking" (which word to spell from the tiles on screen) uses the lexicon in this
process; everything else is read from the page and done by clicks or keys. ``one_turn`` lends
one of the person's turns to e2e/test_one_screen.py."""

import json
import re

import pytest
from playwright.sync_api import expect

from e2e.conftest import MY_TURN_OR_OVER, assert_accessible, axe_violations, no_sideways_scroll, poll
from pyengine import lexicon
from pyengine.buyword import rules

MINE_OR_OVER = MY_TURN_OR_OVER  # (a round's recap on the way is closed with its button)
PHASE = "(document.querySelector('.bw-centre') || {dataset: {}}).dataset.phase"
MOVES = "(document.querySelector('.bw-centre') || {dataset: {}}).dataset.moves"


def phase(page):
    return page.evaluate(PHASE)


def moved_since(before):
    """The game went on (the table counts the moves made) or ended."""
    return ("!!document.querySelector('[data-game-over]') || (document.querySelector('.bw-centre') && "
            f"document.querySelector('.bw-centre').dataset.moves !== {json.dumps(before)})")


def rack(page):
    """Your bought tiles as (rack index, letter), read from the buttons of the hand."""
    found = page.evaluate("""Array.from(document.querySelectorAll('[data-role=hand] button[data-arg^="add:"]'))
        .map(b => [Number(b.dataset.arg.slice(4)), b.getAttribute('aria-label').split(',')[0]])""")
    return [tuple(item) for item in found]


def best_word(letters, bag="fr", tried=()):
    """What a person would look for: the dearest word the tiles spell (no wild)."""
    found = lexicon.words_from("".join(letters), 0, min_length=2, max_length=len(letters))
    words = [f.word for f in found if f.word not in tried]
    if not words:
        return None
    return max(words, key=lambda w: (rules.price(w, bag), w))


def laid_cells(page):
    """Letters on the crossword grid window, read from the cells: {(row, col): letter}."""
    found = page.evaluate("""Array.from(document.querySelectorAll('.bw-grid .bw-cell--laid[data-arg]'))
        .map(c => [c.dataset.arg, c.querySelector('.tile-letter').textContent])""")
    return {tuple(int(x) for x in arg.split(":")[1:]): letter for arg, letter in found}


def visible_cells(page):
    found = page.evaluate("""Array.from(document.querySelectorAll('.bw-grid button.bw-cell'))
        .filter(c => c.offsetParent !== null).map(c => c.dataset.arg)""")
    return {tuple(int(x) for x in arg.split(":")[1:]) for arg in found}


def grid_placement(page, letters, tried=()):
    """A placement through a laid letter whose every word is a word, start cell on screen."""
    laid = laid_cells(page)
    visible = visible_cells(page)
    grid = {pos: (letter, False) for pos, letter in laid.items()}
    best = None
    for (r, c), letter in sorted(laid.items()):
        for found in lexicon.words_from("".join(letters) + letter, 0, min_length=2, max_length=6):
            word = found.word
            if letter not in word or word in tried:
                continue
            for direction, (dr, dc) in rules.DIRECTIONS.items():
                for i, ch in enumerate(word):
                    if ch != letter:
                        continue
                    row, col = r - dr * i, c - dc * i
                    if (row, col) not in visible:
                        continue
                    try:
                        placed = rules.place(grid, word, row, col, direction)
                    except rules.PlacementError:
                        continue
                    if rules.take(letters, [p[2] for p in placed.placed]) is None:
                        continue
                    if not all(lexicon.is_word(w) for w, _, _ in placed.words):
                        continue
                    price = sum(p for _, p in rules.placement_prices(placed))
                    if best is None or price > best[0]:
                        best = (price, word, row, col, direction, placed)
    return best


def click_view(page, arg):
    page.locator(f'[data-act="view"][data-arg="{arg}"]').first.click()


def spell_tiles(page, word, skip=()):
    """Click the rack tiles of ``word`` in order (positions in ``skip`` are on the grid)."""
    for i, letter in enumerate(word):
        if i in skip:
            continue
        free = [index for index, shown in rack(page) if shown == letter]
        assert free, f"no {letter} left to click for {word}"
        click_view(page, f"add:{free[0]}")


def sell_or_finish(page, state):
    """The sell phase as a person plays it: throw away over the limit, else spell the best word
    seen (on the grid in the crossword) and sell it, else finish."""
    if page.locator('[data-role=actions] [data-arg="throw"]').count():
        click_view(page, "throw")
        excess = int(re.findall(r"\d+", page.locator("[data-role=prompt]").inner_text())[-1])
        tosses = page.locator('[data-role=hand] button[data-arg^="toss:"]')
        for i in range(excess):
            tosses.nth(i).click()
        page.locator('[data-role=actions] button[data-act="play"]').first.click()
        return
    letters = [letter for _, letter in rack(page)]
    tried = state.setdefault("tried", set())
    crossword = page.locator(".bw-grid").count() > 0
    skip = ()
    crossing = False  # the word goes through a letter already on the grid
    if crossword and laid_cells(page):
        found = grid_placement(page, letters, tried)
        crossing = bool(found)
        if found:
            _, word, row, col, direction, placed = found
            click_view(page, f"cell:{row}:{col}")
            click_view(page, f"dir:{direction}")
            dr, dc = rules.DIRECTIONS[direction]
            laid = laid_cells(page)
            skip = {i for i in range(len(word)) if (row + dr * i, col + dc * i) in laid}
        else:
            word = None
    else:
        word = best_word(letters, tried=tried)
    if word and (len(word) >= 3 or state.get("last")):
        tried.add(word)
        spell_tiles(page, word, skip)
        sell = page.locator('[data-act="view"][data-arg="sell"]')
        if sell.is_enabled():
            state["sold"] = state.get("sold", 0) + 1
            state["crossed"] = state.get("crossed", 0) + crossing
            sell.click()
            return
        # the page says why not (a letter off the window of the grid touches the word...)
        state.setdefault("refused", []).append((word, page.locator(".bw-status").inner_text()))
    if page.locator('[data-act="view"][data-arg="clear"]').count():
        click_view(page, "clear")
    page.get_by_role("button", name=re.compile("^Terminer")).click()


def step(page, state, axe=None):
    """One action of the person's, read from the page and made by a click. ``axe``: the set of
    moments already checked by axe-core (None: no check)."""
    now = phase(page)
    state["phases"].add(now)
    state["last"] = page.locator(".bw-badge--last").count() > 0
    if axe is not None and now in ("roll", "buy", "auction", "top"):
        assert_accessible(page, axe, now)
    actions = page.locator("[data-role=actions]")
    if now == "roll":
        actions.get_by_role("button", name="Lancer le dé").click()
    elif now == "choose":
        actions.get_by_role("button", name=state.get("count", "3 tuiles")).click()
    elif now == "buy":
        buy = actions.get_by_role("button", name=re.compile("^Acheter pour"))
        auction = actions.get_by_role("button", name="Mettre aux enchères")
        price = int(re.sub(r"\D", "", buy.inner_text())) if buy.is_enabled() else None
        if auction.count() and "auction" not in state["phases"] and "top" not in state["phases"]:
            auction.click()
        elif price is not None and price <= state.get("dearest", 49):
            buy.click()
        else:
            actions.get_by_role("button", name="Refuser", exact=True).click()
    elif now == "auction":
        actions.get_by_role("button", name="Passer").click()
    elif now == "top":
        keep = actions.get_by_role("button", name=re.compile("^Garder le lot"))
        (keep if keep.count() else actions.get_by_role("button", name="Laisser le lot")).click()
    elif now == "sell":
        if axe is not None and page.locator("[data-role=hand] button").count() >= 2 and "sell-word" not in axe:
            click_view(page, "add:0")
            click_view(page, "add:1")
            assert_accessible(page, axe, "sell-word")
            click_view(page, "clear")
        if axe is not None and page.locator(".bw-grid").count():
            assert_accessible(page, axe, "grid")
        sell_or_finish(page, state)
    else:
        page.locator("[data-role=actions] button[data-act=play]:not([disabled])").first.click()


def play_as_a_person(page, *, axe=True, phone=False, max_turns=400):
    """Play the person's seat to the end of the game, by clicks; returns what was done."""
    state = {"phases": set()}
    seen_axe = set()
    for _ in range(max_turns):
        poll(page, "document.querySelector('[data-recap]') || (" + MINE_OR_OVER + ")", timeout=90)
        if page.locator("[data-recap]").count():
            if axe:
                assert_accessible(page, seen_axe, "recap")
            state["recaps"] = state.get("recaps", 0) + 1
            poll(page, MINE_OR_OVER, timeout=90)
        if page.locator("[data-game-over]").count():
            break
        if phone:
            no_sideways_scroll(page)
        before = page.evaluate(MOVES)
        step(page, state, seen_axe if axe else None)
        poll(page, moved_since(before) + " || document.documentElement.dataset.turn !== 'you'")
    else:
        raise AssertionError("the game did not end")
    expect(page.locator("[data-game-over]")).to_be_visible()
    if axe:
        assert_accessible(page, seen_axe, "over")
    state["axe"] = seen_axe
    return state


def one_turn(page, rng):
    """One action of the person's (for e2e/test_one_screen.py), made by clicks read from the page;
    returns once the game has moved on."""
    before = page.evaluate(MOVES)
    state = {"phases": set(), "count": f"{rng.choice((2, 3, 4, 5))} tuiles", "dearest": rng.choice((25, 49, 81))}
    step(page, state)
    poll(page, moved_since(before))


@pytest.fixture
def phone(page):
    page.set_viewport_size({"width": 375, "height": 667})
    return page


def test_solo_game_to_the_end_by_clicks(app, page, console_errors, tmp_path):
    app("?game=buyword&seats=h&seed=21&speed=max")
    expect(page.locator(".table--buyword")).to_be_visible()
    page.screenshot(path=str(tmp_path / "solo-start-1280.png"))
    state = play_as_a_person(page, axe=False)  # axe runs on every phase in the crossword game
    assert {"roll", "buy", "sell"} <= state["phases"] and state.get("sold", 0) >= 3
    assert state.get("recaps", 0) >= 3  # every round ends with its recap, closed by « Round suivant »
    result = page.locator("[data-game-over]")
    expect(result).to_contain_text("Votre note en solo")
    expect(result).to_contain_text("Feuille de marque")
    assert axe_violations(page) == []
    page.screenshot(path=str(tmp_path / "solo-end-1280.png"), full_page=True)
    assert console_errors == []


def test_two_player_crossword_with_auctions_on_a_phone(app, phone, console_errors, tmp_path):
    """Against the easy computer player, with the crossword and the auction, at 375 × 667."""
    app("?game=buyword&seats=h,easy&seed=8&speed=max&o.crossword=true&o.auction=true")
    state = play_as_a_person(phone, phone=True)
    assert {"recap", "over", "grid", "roll", "buy", "top"} <= state["axe"]
    assert "sell" in state["phases"] and state.get("sold", 0) >= 1
    # the person auctions his first lot, the easy player never bids: he has the seller's last word
    assert "top" in state["phases"]
    assert state.get("crossed", 0) >= 1  # a word laid through a letter already on the grid
    no_sideways_scroll(phone)
    assert axe_violations(phone) == []
    phone.screenshot(path=str(tmp_path / "crossword-end-375.png"), full_page=True)
    assert console_errors == []


def test_watch_mode_plays_to_the_end(app, page, console_errors):
    app("?game=buyword&seats=easy,normal&seed=5&speed=max")
    expect(page.locator(".table--buyword")).to_be_visible()
    poll(page, "document.querySelector('[data-game-over]')", timeout=240)
    expect(page.locator("[data-game-over] .bw-sheet")).to_be_visible()
    assert console_errors == []


def tab_to(page, name, limit=40):
    """Press Tab until the focused control's text or name starts with ``name``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        label = page.evaluate("(document.activeElement.getAttribute('aria-label') || "
                              "document.activeElement.textContent || '').trim()")
        if label.startswith(name):
            return
    raise AssertionError(f"no control named {name!r} reachable by Tab")


def test_keyboard_only_turns(app, page, console_errors):
    """Roll, choose, buy, spell a word by typing it, sell it with « = », finish: no mouse."""
    app("?game=buyword&seats=h&seed=33&speed=max")
    sold = 0
    for _ in range(12):
        now = phase(page)
        if now == "roll":
            tab_to(page, "Lancer le dé")
            page.keyboard.press("Enter")
        elif now == "choose":
            page.keyboard.press("3")
        elif now == "buy":
            dear = not page.get_by_role("button", name=re.compile("^Acheter pour")).is_enabled()
            tab_to(page, "Refuser" if dear else "Acheter pour")
            page.keyboard.press("Enter")
        elif now == "sell":
            word = best_word([letter for _, letter in rack(page)])
            if word and sold < 2:
                page.keyboard.type(word.lower())
                expect(page.locator(".bw-quote")).to_contain_text(word)
                page.keyboard.press("=")
                sold += 1
                continue
            tab_to(page, "Terminer")
            page.keyboard.press("Enter")
        poll(page, MINE_OR_OVER)
    assert sold >= 1
    assert page.locator(".bw-round").inner_text() != "Round 1"
    assert console_errors == []

