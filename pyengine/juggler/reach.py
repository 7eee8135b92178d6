"""What a hand can reach in one turn: the walks over the word automaton the bots rely on.

The **standing** of a hand H is what it would score if the hand ended now, without the floor
at zero: the value of a word minus the value of the cards it leaves unused, for its best word
(``2 × word − value(H)``; ``−value(H)`` when H spells nothing). A whole-hand word has standing
equal to its value.

- :func:`lay_table` (hand H, the card taken): for each way to end the turn — lay nothing or lay
  a card of letter ``c`` — the standing left and the announcement it allows.
- :func:`take_table` (hand H before taking): for each letter that could be taken (or none),
  the best standing and the best announcement after the best lay. One walk with one blank
  answers for all 25 letters at once: a word of H + L either uses no L beyond H's own (it is a
  word of H) or puts the blank on L.

Both walk :func:`pyengine.lexicon.automaton` directly and compute values on the way down,
without building word lists: a one-blank walk visits thousands of nodes and this keeps it to a
few milliseconds (tens for the biggest hands). ``common`` keeps to common words (frequency
tiers 2 and 3) for the easy bot; it builds each word found to look up its tier, so it is used
on plain walks only.

Bots think in slices (they must not hold the page for long): they call the generator forms
:func:`lay_steps` and :func:`take_steps` with ``yield from``, which pause after each first
letter of the walk; :func:`lay_table` and :func:`take_table` run the same walks at once.
"""

from __future__ import annotations

from .. import lexicon
from ..core import memo
from ..core.collector import paused as collector_paused
from ..core.slices import finish
from .materials import EDITION, edition

_LAY: dict = memo.cache()
_TAKE: dict = memo.cache()
_TIER: dict = memo.cache()
_LIMIT = 4000  # entries per cache: enough for a game; more only lengthens garbage collections


def tier(word: str, code: str = EDITION) -> int:
    """The lexicon's frequency tier in the edition's language, cached (bots ask for the same
    words again and again)."""
    key = (code, word)
    found = _TIER.get(key)
    if found is None:
        if len(_TIER) > 50_000:
            _TIER.clear()
        found = _TIER[key] = lexicon.tier(word, code)
    return found


class _Rack:
    """Letter counts and values of a hand as 26-lists, and its letters by falling value."""

    __slots__ = ("counts", "values", "total", "size", "by_value")

    def __init__(self, letters: str, code: str):
        table = edition(code).letter_value
        self.values = [table.get(chr(65 + i)) for i in range(26)]  # None: no such card
        self.counts = [0] * 26
        for ch in letters:
            self.counts[ord(ch) - 65] += 1
        self.total = sum(self.values[ord(ch) - 65] for ch in letters)
        self.size = len(letters)
        self.by_value = sorted((i for i in range(26) if self.values[i] is not None),
                               key=lambda i: -self.values[i])

    def max_left(self) -> int:
        """The highest value among the letters still unused (0 when none)."""
        counts, values = self.counts, self.values
        for i in self.by_value:
            if counts[i]:
                return values[i]
        return 0


def lay_table(letters: str, common: bool = False, code: str = EDITION) -> dict:
    """``{c: (standing, announce)}`` for hand ``letters`` (the card of this turn included):
    ``c`` is the letter laid (None: nothing laid); ``announce`` is the value of the hand left
    when it is a whole-hand word, else 0. Cached."""
    return finish(lay_steps(letters, common, code))


def take_table(letters: str, code: str = EDITION) -> dict:
    """``{L: (standing, announce, announce_lay)}`` for hand ``letters`` before taking:
    ``L`` is the letter taken (None: nothing taken); ``standing`` the best standing after the
    best lay; ``announce`` the best whole-hand value reachable this turn with ``L`` (0: none)
    and ``announce_lay`` the letter to lay for it (None: lay nothing). Cached."""
    return finish(take_steps(letters, code))


def lay_steps(letters: str, common: bool = False, code: str = EDITION):
    """:func:`lay_table` as a generator for the bots' thinking: it yields after each first
    letter's part of the walk (a whole walk of a thirteen-card hand takes tens of
    milliseconds; one first letter, a few)."""
    letters = "".join(sorted(letters))
    key = (letters, common, code)
    found = _LAY.get(key)
    if found is not None:
        return found
    rack = _Rack(letters, code)
    counts, values = rack.counts, rack.values
    n, total = rack.size, rack.total
    keys = [None] + sorted({ch for ch in letters})
    best = dict.fromkeys(keys, None)  # best word value in H - c
    announce = dict.fromkeys(keys, 0)
    nodes = lexicon.automaton(code).nodes
    path = []

    def walk(edges, depth, used):
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                value = used + values[c]
                if common:
                    path.append(chr(65 + c))
                if v and (not common or tier("".join(path), code) >= 2):
                    size = depth + 1
                    # the word fits in H - x for every letter x it leaves unused, and in H
                    if best[None] is None or value > best[None]:
                        best[None] = value
                    for i in range(26):
                        if counts[i]:
                            ch = chr(65 + i)
                            if best[ch] is None or value > best[ch]:
                                best[ch] = value
                            if size == n - 1:
                                announce[ch] = value
                    if size == n:
                        announce[None] = value
                if depth + 1 < n:
                    walk(nodes[t], depth + 1, value)
                if common:
                    path.pop()
                counts[c] += 1

    if n:
        for edge in lexicon.automaton(code).root:  # a slice per first letter
            with collector_paused():
                walk((edge,), 0, 0)
            yield
    out = {}
    for k in keys:
        rest = total - (values[ord(k) - 65] if k else 0)
        b = best[k]
        out[k] = (2 * b - rest if b is not None else -rest, announce[k])
    if len(_LAY) >= _LIMIT:
        _LAY.clear()
    _LAY[key] = out
    return out


def best_lay(table: dict):
    """(standing, letter) of the best way to end the turn; on ties, laying nothing first, then
    the letter of higher value (it would cost more if left unused)."""
    def rank(k):
        return (table[k][0], k is None, k or "")
    key = max(table, key=rank)
    return table[key][0], key


def take_steps(letters: str, code: str = EDITION):
    """:func:`take_table` as a generator that yields after each first letter's part of the
    walk (see :func:`lay_steps`)."""
    letters = "".join(sorted(letters))
    key = (letters, code)
    found = _TAKE.get(key)
    if found is not None:
        return found
    rack = _Rack(letters, code)
    counts, values = rack.counts, rack.values
    n, total = rack.size, rack.total
    letter_ids = [i for i in range(26) if values[i] is not None]
    # Words without the blank: the standing with L taken is 2u - total - vL + max(left, vL),
    # so keep their best 2u + max(left - vL, 0) per distinct card value vL (and for None).
    distinct = sorted({values[i] for i in letter_ids})
    plain = dict.fromkeys([0, *distinct], None)
    blank_best = [None] * 26  # best 2 * word value + max left, for words with the blank on L
    ann_value = [0] * 26
    ann_lay = [None] * 26
    plain_whole = [0, None]  # announcement from H alone: value and letter laid (None: none)
    nodes = lexicon.automaton(code).nodes
    max_left = rack.max_left

    def walk(edges, depth, used, blank):
        size = depth + 1
        deeper = size < n + 1
        for c, v, t in edges:
            vc = values[c]
            if vc is None:
                continue
            if counts[c]:
                counts[c] -= 1
                value = used + vc
                if v:
                    left = max_left()
                    if blank < 0:
                        for vl in plain:
                            score = 2 * value + (left - vl if left > vl else 0)
                            if plain[vl] is None or score > plain[vl]:
                                plain[vl] = score
                        if size == n and value > plain_whole[0]:
                            plain_whole[0], plain_whole[1] = value, None
                        elif size == n - 1 and value > plain_whole[0]:
                            plain_whole[0], plain_whole[1] = value, _left_letter(counts)
                    else:
                        _blank_word(blank, value + values[blank], left, size)
                if deeper:
                    walk(nodes[t], size, value, blank)
                counts[c] += 1
            elif blank < 0:
                if v:
                    _blank_word(c, used + vc, max_left(), size)
                if deeper:
                    walk(nodes[t], size, used, c)

    def _blank_word(b, value, left, size):
        score = 2 * value + left
        if blank_best[b] is None or score > blank_best[b]:
            blank_best[b] = score
        if size == n + 1 and value > ann_value[b]:
            ann_value[b], ann_lay[b] = value, None
        elif size == n and value > ann_value[b]:
            ann_value[b], ann_lay[b] = value, _left_letter(counts)

    for edge in lexicon.automaton(code).root:  # a slice per first letter
        with collector_paused():
            walk((edge,), 0, 0, -1)
        yield
    out = {}
    none_plain = plain[0]
    out[None] = (none_plain - total if none_plain is not None else _nothing(rack, 0),
                 plain_whole[0], plain_whole[1])
    for i in letter_ids:
        vl = values[i]
        candidates = []
        if plain[vl] is not None:
            candidates.append(plain[vl] - total)
        if blank_best[i] is not None:
            candidates.append(blank_best[i] - total - vl)
        standing = max(candidates) if candidates else _nothing(rack, vl)
        ann, lay = ann_value[i], ann_lay[i]
        if plain_whole[0] and plain_whole[1] is None and total > ann:
            ann, lay = total, chr(65 + i)  # H alone is a word: take L and lay it again
        out[chr(65 + i)] = (standing, ann, lay)
    if len(_TAKE) >= _LIMIT:
        _TAKE.clear()
    _TAKE[key] = out
    return out


def _left_letter(counts):
    for i in range(26):
        if counts[i]:
            return chr(65 + i)
    return None


def _nothing(rack, vl) -> int:
    """Standing when no word can be made: lay the costliest card, keep the rest unused."""
    return -(rack.total + vl - max(rack.max_left(), vl))
