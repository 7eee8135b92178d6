"""BuyWord played by a person in Chromium, by clicks read from the page: roll, choose a lot, buy,
auction or refuse, spell a word with the rack's tiles (on the grid in the crossword) and sell
it, or finish. The person's "thinking" (which word the tiles spell) uses the lexicon in this
process; everything else is read from the page."""

import json
import re

from e2e.conftest import poll
from pyengine import lexicon
from pyengine.buyword import rules

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


def step(page, state):
    """One action of the person's, read from the page and made by a click."""
    now = phase(page)
    state["phases"].add(now)
    state["last"] = page.locator(".bw-badge--last").count() > 0
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
        sell_or_finish(page, state)
    else:
        page.locator("[data-role=actions] button[data-act=play]:not([disabled])").first.click()


def one_turn(page, rng):
    """One action of the person's (for e2e/test_one_screen.py), made by clicks read from the page;
    returns once the game has moved on."""
    before = page.evaluate(MOVES)
    state = {"phases": set(), "count": f"{rng.choice((2, 3, 4, 5))} tuiles", "dearest": rng.choice((25, 49, 81))}
    step(page, state)
    poll(page, moved_since(before))
