"""Brute-force references for the searches: scan the whole word list, word by word.

Deliberately naive (count letters, try every segmentation, every placement) so that the
searches over the automaton are checked by an independent method. A 26-bit mask per word
(computed once) only skips words that obviously cannot match.
"""

from __future__ import annotations

import functools
from collections import Counter

from pyengine import lexicon


@functools.lru_cache(maxsize=3)
def word_table(lang: str = "fr"):
    """(words, masks): every word of the language's list and the bit mask of its letters."""
    words = list(lexicon.all_words(lang))
    masks = []
    for w in words:
        m = 0
        for ch in w:
            m |= 1 << (ord(ch) - 65)
        masks.append(m)
    return words, masks


def _mask(letters) -> int:
    m = 0
    for ch in letters:
        m |= 1 << (ord(ch) - 65)
    return m


def _thrifty_blanks(word: str, cells, rack: Counter):
    """Positions (among ``cells``, word order) that blanks fill when real letters go first:
    for each letter short in the rack, its last occurrences. None if impossible."""
    need = Counter(word[i] for i in cells)
    blanks = []
    for letter, n in need.items():
        short = n - rack[letter]
        if short > 0:
            where = [i for i in cells if word[i] == letter]
            blanks.extend(where[-short:])
    return tuple(sorted(blanks))


def words_from(rack: str, jokers: int, min_length: int = 1, max_length: int | None = None,
               lang: str = "fr"):
    words, masks = word_table(lang)
    have = Counter(rack)
    rack_mask = _mask(rack)
    limit = len(rack) + jokers if max_length is None else min(max_length, len(rack) + jokers)
    out = set()
    for w, m in zip(words, masks):
        if len(w) > limit or len(w) < min_length:
            continue
        if jokers == 0 and m & ~rack_mask:
            continue
        if bin(m & ~rack_mask).count("1") > jokers:
            continue
        need = Counter(w)
        short = sum(max(0, n - have[c]) for c, n in need.items())
        if short <= jokers:
            out.add((w, _thrifty_blanks(w, range(len(w)), have)))
    return out


def spellings_from(cards, jokers: int, groups, min_length: int = 1):
    """Set of (word, cards, jokers) as ``lexicon.spellings_from`` defines them: every way to
    cut each word into one- and two-letter pieces played by hand cards or jokers, then only
    the thrifty ones (a joker plays face p only after every real p card of the hand)."""
    words, masks = word_table()
    hand = Counter(cards)
    letters = Counter("".join(cards))
    hand_mask = _mask(letters)
    out = set()
    for w, m in zip(words, masks):
        if len(w) < min_length or len(w) > sum(letters.values()) + 2 * jokers:
            continue
        if bin(m & ~hand_mask).count("1") > 2 * jokers:
            continue
        if sum(max(0, n - letters[c]) for c, n in Counter(w).items()) > 2 * jokers:
            continue
        for seg, chosen in _cuts(w, hand, jokers, groups):
            if _thrifty(seg, chosen, hand):
                out.add((w, seg, chosen))
    return out


def _cuts(word, hand: Counter, jokers: int, groups):
    """Every (pieces, joker indices) spelling ``word`` from ``hand`` and jokers."""
    results = []
    pieces, chosen, used = [], [], Counter()

    def rec(i, j):
        if i == len(word):
            results.append((tuple(pieces), tuple(chosen)))
            return
        for size in (1, 2):
            if i + size > len(word):
                break
            p = word[i:i + size]
            if used[p] < hand[p]:
                used[p] += 1
                pieces.append(p)
                rec(i + size, j)
                pieces.pop()
                used[p] -= 1
            if j and (size == 1 or p in groups):
                chosen.append(len(pieces))
                pieces.append(p)
                rec(i + size, j - 1)
                pieces.pop()
                chosen.pop()

    rec(0, jokers)
    return results


def _thrifty(seg, chosen, hand: Counter) -> bool:
    for k in chosen:
        p = seg[k]
        real = [x for x in range(len(seg)) if seg[x] == p and x not in chosen]
        if len(real) != hand[p] or any(x > k for x in real):
            return False
    return True


def slot_words(pattern: str, rack: str, jokers: int, min_length: int = 2, allowed=None,
               must_cross: bool = True):
    """Set of (word, start, blanks, placed) as ``lexicon.words_in_slot`` defines them."""
    words, _ = word_table()
    by_length: dict = {}
    for w in words:
        by_length.setdefault(len(w), []).append(w)
    have = Counter(rack)
    n = len(pattern)
    allowed = allowed or {}
    out = set()
    for start in range(n):
        if start > 0 and pattern[start - 1] != ".":
            continue
        for end in range(start + max(1, min_length), n + 1):  # end exclusive
            if end < n and pattern[end] != ".":
                continue
            cells = pattern[start:end]
            free = [i for i, ch in enumerate(cells) if ch == "."]
            if not free or (must_cross and len(free) == len(cells)):
                continue
            for w in by_length.get(end - start, ()):
                if any(ch != "." and ch != w[i] for i, ch in enumerate(cells)):
                    continue
                if any(start + i in allowed and w[i] not in allowed[start + i] for i in free):
                    continue
                need = Counter(w[i] for i in free)
                if sum(max(0, k - have[c]) for c, k in need.items()) > jokers:
                    continue
                out.add((w, start, _thrifty_blanks(w, free, have), tuple(free)))
    return out
