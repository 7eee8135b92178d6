"""Word searches for BuyWord's computer players and the hand reviews, cut into slices.

A player's tiles (up to 13 with the 8-tile limit, more with the tile-limit option) plus a wild
can spell thousands of words; ``lexicon.words_from`` finds them in one call that may take a
tenth of a second in CPython — too long a block for the browser, where the page must stay
responsive. These searches walk the same word automaton but stop every few thousand steps to
``yield``, so a bot's generator gives the page a turn between slices. Budgets are counted in
automaton edges visited, never in seconds, so a seeded bot plays the same on any machine.

The automaton is the lexicon's (``pyengine.lexicon``); reading it through the lexicon's private
``_words()`` is the one coupling here (a public accessor, or a resumable ``words_from``, would
remove it).

Words come as ``(word, wild)``: ``wild`` is the index the wild stands at, or None. The wild is
thrifty, as in the lexicon: it stands for a letter only when no tile of that letter is left, so
each word comes once.
"""

from __future__ import annotations

from collections import OrderedDict

from .. import lexicon
from ..core import memo
from ..core.slices import finish
from . import rules

LETTERS = tuple(chr(65 + i) for i in range(26))
#: Edges visited between two yields (a few milliseconds of CPython work).
SLICE = 6000
#: Letters walked by the slicing generator before the plain recursion takes over.
SPLIT = 3
#: Results kept by the cache (a selling turn asks for the same tiles several times).
CACHE_SIZE = 48

_CACHE: OrderedDict = memo.cache(OrderedDict)


def _automaton(lang: str = "fr"):
    return lexicon._words(lang)  # see the module docstring


def counts_of(rack: str) -> list:
    counts = [0] * 26
    for ch in rack:
        counts[ord(ch) - 65] += 1
    return counts


def rack_words(rack: str, wild: bool, min_length: int = 2, max_length: int | None = None,
               slice_size: int = SLICE, lang: str = "fr"):
    """Generator: every word made of a sub-multiset of ``rack`` plus at most one wild (when
    ``wild``); yields between slices, returns the list of ``(word, wild_index)``."""
    key = (rack, bool(wild), min_length, max_length, lang)
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    auto = _automaton(lang)
    nodes = auto.nodes
    counts = counts_of(rack)
    limit = len(rack) + (1 if wild else 0)
    if max_length is not None:
        limit = min(limit, max_length)
    out = []
    path = []
    append = out.append
    join = "".join
    emit_from = min_length - 1
    work = [0]
    blank_at = [None]

    def walk(edges, j, depth):
        # ``j``: wild still available; ``depth``: letters before this one.
        deeper = depth + 1 < limit
        emit = depth >= emit_from
        work[0] += len(edges)
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                path.append(LETTERS[c])
                if v and emit:
                    append((join(path), blank_at[0]))
                if deeper:
                    walk(nodes[t], j, depth + 1)
                path.pop()
                counts[c] += 1
            elif j:
                blank_at[0] = depth
                path.append(LETTERS[c])
                if v and emit:
                    append((join(path), depth))
                if deeper:
                    walk(nodes[t], False, depth + 1)
                path.pop()
                blank_at[0] = None

    # The first SPLIT letters are walked by a generator, which yields between the plain
    # recursive walks below them once enough work has piled up.
    since = [0]

    def sliced(edges, j, depth):
        emit = depth >= emit_from
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                blank = False
            elif j:
                blank = True
                blank_at[0] = depth
            else:
                continue
            path.append(LETTERS[c])
            if v and emit:
                append((join(path), blank_at[0]))
            if depth + 1 < limit:
                if depth + 1 < SPLIT:
                    yield from sliced(nodes[t], j and not blank, depth + 1)
                else:
                    walk(nodes[t], j and not blank, depth + 1)
                    if work[0] - since[0] >= slice_size:
                        since[0] = work[0]
                        yield
            path.pop()
            if blank:
                blank_at[0] = None
            else:
                counts[c] += 1

    if limit > 0:
        yield from sliced(auto.root, bool(wild), 0)
    _CACHE[key] = out
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return out


def grid_lines(grid: dict, pips: dict) -> list:
    """The lines a word may be laid along, the most promising first. First those holding laid
    letters: reused letters count in the price, so lines whose laid letters carry most pips
    come first. Then the lines beside them, whose words join the grid by the words their tiles
    make or extend across them (hooks), those that would extend the dearest word first."""
    score = {}
    for (r, c), (letter, _) in grid.items():
        for line in (("across", r), ("down", c)):
            score[line] = score.get(line, 0) + pips[letter]
    beside = {}
    for (r, c) in grid:
        for direction, fixed_at, here, step in (("across", r - 1, (r - 1, c), (1, 0)),
                                                ("across", r + 1, (r + 1, c), (1, 0)),
                                                ("down", c - 1, (r, c - 1), (0, 1)),
                                                ("down", c + 1, (r, c + 1), (0, 1))):
            line = (direction, fixed_at)
            if line in score or here in grid:
                continue
            run_pips = _crossing(grid, here, step, pips, 0)[2]
            beside[line] = max(beside.get(line, 0), run_pips)
    return sorted(score, key=lambda line: (-score[line], line)) + \
        sorted(beside, key=lambda line: (-beside[line], line))


def _anchors(grid: dict, direction: str, fixed_at: int) -> list:
    """Positions along a line where a word joins the grid: laid letters, and free cells with a
    laid letter just across the line (a tile there makes or extends a word)."""
    out = set()
    for (r, c) in grid:
        at, along = (r, c) if direction == "across" else (c, r)
        if at == fixed_at:
            out.add(along)
        elif abs(at - fixed_at) == 1:
            free = (fixed_at, c) if direction == "across" else (r, fixed_at)
            if free not in grid:
                out.add(along)
    return sorted(out)


def grid_fits(grid: dict, rack: str, wild: bool, pips: dict, wild_pips: int, reach: int,
              budget: int | None = None, lines: list | None = None, slice_size: int = SLICE,
              lang: str = "fr"):
    """Generator: every crossword placement of tiles from ``rack`` (+ at most one wild) along
    a line of ``grid`` (``{(row, col): (letter, is_wild)}``): the word is a whole run of its
    line, joins the grid (reuses a laid letter of its line, or one of its tiles makes or
    extends a word across it: a hook), lays at least one tile, holds at most
    one wild (laid or new) in every word it makes, and every word it makes across the line is
    in the lexicon. Yields between slices; returns
    ``(price, word, row, col, dir, wild_index, tiles)`` with the price of every word made and
    ``tiles`` the letters taken from the rack (sorted, wild excluded).

    ``budget``: stop after this much work (automaton edges looked at), line by line in the
    order of ``lines`` (default ``grid_lines``): a bounded search still sees the best lines.
    ``lang``: the language of the words (``lexicon.LANGS``)."""
    auto = _automaton(lang)
    nodes = auto.nodes
    counts = counts_of(rack)
    pip_of = [pips[LETTERS[i]] for i in range(26)]
    out = []
    work = [0]
    since = 0
    span = len(rack) + (1 if wild else 0)
    if lines is None:
        lines = grid_lines(grid, pips)
    for direction, fixed_at in lines:
        if budget is not None and work[0] >= budget:
            break
        along = _anchors(grid, direction, fixed_at)
        if not along:
            continue
        if direction == "across":
            cell = lambda i, f=fixed_at: (f, i)  # noqa: E731
            cross = (1, 0)
        else:
            cell = lambda i, f=fixed_at: (i, f)  # noqa: E731
            cross = (0, 1)
        low = max(-reach, along[0] - span)
        high = min(reach, along[-1] + span)
        n = high - low + 1
        fixed = [None] * n       # letter index laid there
        fixed_pips = [0] * n     # its pips (a laid wild counts wild_pips)
        fixed_wild = [0] * n     # 1 where the laid letter is a wild
        allowed = [None] * n     # letters allowed by the crossing line (None: any)
        cross_pips = [None] * n  # pips of the crossing run around an empty cell
        cross_wilds = [0] * n    # laid wilds in that crossing run (one per word: no blank there)
        for i in range(n):
            here = cell(low + i)
            laid = grid.get(here)
            if laid is not None:
                fixed[i] = ord(laid[0]) - 65
                fixed_pips[i] = wild_pips if laid[1] else pips[laid[0]]
                fixed_wild[i] = 1 if laid[1] else 0
                continue
            before, after, run_pips, run_wilds = _crossing(grid, here, cross, pips, wild_pips)
            if before or after:
                work[0] += 26 * 20  # a word check costs about as much as 20 edges
                cross_pips[i] = run_pips
                cross_wilds[i] = run_wilds
                allowed[i] = frozenset() if run_wilds > 1 else \
                    frozenset(k for k in range(26) if lexicon.is_word(before + LETTERS[k] + after, lang))
        next_anchor = [None] * (n + 1)  # the first cell from i on where a word joins the grid
        for i in range(n - 1, -1, -1):
            joins = fixed[i] is not None or cross_pips[i] is not None
            next_anchor[i] = i if joins else next_anchor[i + 1]
        path = []
        used = []
        state = {"left": len(rack)}

        def walk(edges, start, pos, j, crossed, main, extra, blank, wilds):
            # ``wilds``: wilds in the main word so far, laid or new (one per word)
            work[0] += len(edges)
            want = fixed[pos]
            if want is not None:
                here_wilds = wilds + fixed_wild[pos]
                if here_wilds > 1:
                    return
                for c, v, t in edges:
                    if c == want:
                        path.append(LETTERS[c])
                        total = main + fixed_pips[pos]
                        if v and used and pos - start >= 1 and (pos + 1 == n or fixed[pos + 1] is None):
                            emit(start, total, extra, blank)
                        if pos + 1 < n:
                            walk(nodes[t], start, pos + 1, j, True, total, extra, blank, here_wilds)
                        path.pop()
                        return
                    if c > want:
                        return
                return
            if not state["left"] and not j:
                return
            if not crossed:
                nf = next_anchor[pos]
                if nf is None or nf - pos > state["left"] + (1 if j else 0):
                    return  # cannot join the grid any more
            only = allowed[pos]
            crossing = cross_pips[pos]
            blank_ok = j and not wilds and not cross_wilds[pos]
            joined = crossed or crossing is not None
            for c, v, t in edges:
                if only is not None and c not in only:
                    continue
                if counts[c]:
                    counts[c] -= 1
                    state["left"] -= 1
                    p = pip_of[c]
                    is_blank = False
                elif blank_ok:
                    p = wild_pips
                    is_blank = True
                else:
                    continue
                path.append(LETTERS[c])
                used.append(pos)
                add = 0 if crossing is None else (crossing + p) * (crossing + p)
                here_blank = pos - start if is_blank else blank
                if v and joined and pos - start >= 1 and (pos + 1 == n or fixed[pos + 1] is None):
                    emit(start, main + p, extra + add, here_blank)
                if pos + 1 < n:
                    walk(nodes[t], start, pos + 1, j and not is_blank, joined, main + p,
                         extra + add, here_blank, wilds + is_blank)
                used.pop()
                path.pop()
                if not is_blank:
                    state["left"] += 1
                    counts[c] += 1

        def emit(start, main, extra, blank):
            word = "".join(path)
            tiles = "".join(sorted(word[i - start] for i in used if i - start != blank))
            r, c = cell(low + start)
            out.append((main * main + extra, word, r, c, direction, blank, tiles))

        for start in range(n):
            if start > 0 and fixed[start - 1] is not None:
                continue  # glued to the letter before
            for edge in auto.root:  # one first letter at a time, so slices stay short
                walk((edge,), start, start, bool(wild), False, 0, 0, None, 0)
                if work[0] - since >= slice_size:
                    since = work[0]
                    yield
            if budget is not None and work[0] >= budget:
                break
    return out


def _crossing(grid, here, step, pips, wild_pips):
    """Letters laid just before and after ``here`` along ``step``, their pips and how many of
    them are wilds."""
    dr, dc = step
    r, c = here
    before, after, total, wilds = "", "", 0, 0
    rr, cc = r - dr, c - dc
    while (rr, cc) in grid:
        letter, is_wild = grid[(rr, cc)]
        before = letter + before
        total += wild_pips if is_wild else pips[letter]
        wilds += is_wild
        rr, cc = rr - dr, cc - dc
    rr, cc = r + dr, c + dc
    while (rr, cc) in grid:
        letter, is_wild = grid[(rr, cc)]
        after += letter
        total += wild_pips if is_wild else pips[letter]
        wilds += is_wild
        rr, cc = rr + dr, cc + dc
    return before, after, total, wilds


#: Edges ``best_rack_words`` may look at with the wild (a few tens of ms of CPython work).
BEST_BUDGET = 100_000


def best_rack_words(rack: str, wild: bool, pips: dict, wild_pips: int, count: int = 3,
                    budget: int = BEST_BUDGET, lang: str = "fr") -> list:
    """The ``count`` words of most pips made of a sub-multiset of ``rack`` (+ at most one wild),
    as ``[(pip_sum, word)]``, most pips first, then those that do without the wild (clearer to a
    player looking back at his tiles), then alphabetical; each word once, at its best.

    A branch and bound: a branch stops when even every tile left could not lift it to the
    ``count``-th best found so far. Each pass (without the wild, then with it) looks at no more
    than ``budget`` edges: only the largest racks with the wild reach it, and then keep the best
    found so far, so the answer is deterministic and never slow."""
    nodes = _automaton(lang).nodes
    counts = counts_of(rack)
    pip_of = [pips[LETTERS[i]] for i in range(26)]
    left = [sum(pip_of[ord(ch) - 65] for ch in rack)]
    best = {}  # word -> (pips, wild used)
    floor = [-1]  # the count-th best pip sum so far (-1 while fewer are known)
    path = []
    work = [0]

    def rank(item):
        word, (value, used) = item
        return -value, used, word

    def found(word, value, used):
        if value < floor[0]:
            return
        old = best.get(word)
        if old is not None and (old[0] > value or (old[0] == value and old[1] <= used)):
            return
        best[word] = (value, used)
        if len(best) > count:
            ranked = sorted(best.items(), key=rank)
            for word, _ in ranked[count:]:
                del best[word]
            floor[0] = ranked[count - 1][1][0]
        elif len(best) == count:
            floor[0] = min(v for v, _ in best.values())

    def walk(edges, j, value, used):
        # j: the wild is still available; used: it stands somewhere in the path
        if value + left[0] + (wild_pips if j else 0) < floor[0] or work[0] > budget:
            return
        work[0] += len(edges)
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                p = pip_of[c]
                left[0] -= p
                path.append(LETTERS[c])
                if v and len(path) >= 2:
                    found("".join(path), value + p, used)
                walk(nodes[t], j, value + p, used)
                path.pop()
                left[0] += p
                counts[c] += 1
            elif j:
                path.append(LETTERS[c])
                if v and len(path) >= 2:
                    found("".join(path), value + wild_pips, True)
                walk(nodes[t], False, value + wild_pips, True)
                path.pop()

    walk(_automaton(lang).root, False, 0, False)
    work[0] = 0
    if wild:  # the words without it first: they raise the floor that prunes the wild's search
        walk(_automaton(lang).root, True, 0, False)
    return [(value, word) for word, (value, _) in sorted(best.items(), key=rank)]


# --------------------------------------------------------------------------- hand reviews
_BEST_CACHE: OrderedDict = memo.cache(OrderedDict)
_BEST_CACHE_SIZE = 512
#: Crossword reviews: automaton edges searched per grid (measured: p95 30 ms of CPython per
#: grid, and 95 % of what twice the budget finds), and lines of the grid tried with the wild.
REVIEW_GRID_BUDGET = 30_000
REVIEW_WILD_LINES = 4


def best_sales(hand: str, wild: bool, cells, bag: str, wild_value: int, count: int = 3,
               lang: str = "fr") -> list:
    """The ``count`` dearest sales of distinct words from ``hand`` (+ at most one wild), as
    ``[(price, word)]``, dearest first, for the game's hand reviews. ``cells`` (crossword,
    ``[row, col, letter, is_wild]``): sales must cross the grid and are priced with every word
    they make (an empty grid takes any word). Bounded searches (see ``best_rack_words``,
    ``REVIEW_GRID_BUDGET``), remembered since the site asks after every round. ``lang``: the
    language of the words."""
    key = (hand, wild, tuple(map(tuple, cells)) if cells else None, bag, wild_value, count, lang)
    found = _BEST_CACHE.get(key)
    if found is not None:
        _BEST_CACHE.move_to_end(key)
        return found
    pips = rules.pip_table(bag)
    if cells:
        grid = {(r, c): (letter, bool(w)) for r, c, letter, w in cells}
        prices = {}
        fits = finish(grid_fits(grid, hand, False, pips, wild_value, rules.GRID_REACH, budget=REVIEW_GRID_BUDGET,
                                lang=lang))
        if wild:
            fits += finish(grid_fits(grid, hand, True, pips, wild_value, rules.GRID_REACH, budget=REVIEW_GRID_BUDGET,
                                     lines=grid_lines(grid, pips)[:REVIEW_WILD_LINES], lang=lang))
        for price, word, _, _, _, at, _ in fits:  # the dearest, then without the wild
            prices[word] = min(prices.get(word, (0, True)), (-price, at is not None))
        ranked = sorted(prices.items(), key=lambda item: (item[1], item[0]))[:count]
        found = [(-price, word) for word, (price, _) in ranked]
    else:
        found = [(total * total, word) for total, word in best_rack_words(hand, wild, pips, wild_value, count,
                                                                          lang=lang)]
    _BEST_CACHE[key] = found
    if len(_BEST_CACHE) > _BEST_CACHE_SIZE:
        _BEST_CACHE.popitem(last=False)
    return found
