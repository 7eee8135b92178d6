"""Depth-first searches over the word automaton, pruned by the letters still in hand.

Every search walks the DAWG from the root and only follows an edge when a letter (or a card,
or a blank) for it is still available, so the work grows with the words the rack can reach,
not with the size of the lexicon.

Blanks (jokers) are *thrifty*: a blank stands for a letter (or a Glossa group) only when no
real letter (card) of it is left at that point of the word. Each word is therefore found once,
the blanks take the last occurrences of their letter, and no result spends a blank where a
real letter was available — the only spellings that can score best in Glossa, Juggler and
BuyWord. (A game that wants to keep a real letter back can search again without it.)
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

LETTERS = tuple(chr(65 + i) for i in range(26))


class Found(NamedTuple):
    """A word made from a rack: ``blanks`` are the positions in ``word`` taken by blanks."""
    word: str
    blanks: tuple = ()

    @property
    def blank_letters(self) -> str:
        """The letters the blanks stand for, in word order."""
        return "".join(self.word[i] for i in self.blanks)


class SlotFit(NamedTuple):
    """A word laid in a slot: it covers cells ``start`` … ``start + len(word) - 1``;
    ``blanks`` are positions in ``word`` taken by blanks, ``placed`` the positions filled from
    the rack (blanks included), the other positions reuse letters already on the grid."""
    word: str
    start: int
    blanks: tuple
    placed: tuple

    @property
    def blank_letters(self) -> str:
        return "".join(self.word[i] for i in self.blanks)


class Spelling(NamedTuple):
    """A word spelt by Glossa cards: ``cards`` in word order (``"CH"``, ``"E"``, …) and
    ``jokers`` the indices in ``cards`` played by jokers (the card they stand for)."""
    word: str
    cards: tuple
    jokers: tuple = ()


# Building the result tuples with tuple.__new__ skips the Python-level NamedTuple.__new__.
_found = partial(tuple.__new__, Found)


def _counts(rack: str) -> list:
    counts = [0] * 26
    for ch in rack:
        counts[ord(ch) - 65] += 1
    return counts


def words_from(auto, rack: str, jokers: int, min_length: int, max_length: int | None):
    counts = _counts(rack)
    total = len(rack) + jokers
    limit = total if max_length is None else min(total, max_length)
    nodes = auto.nodes
    out = []
    path = []
    blanks = []
    append = out.append
    join = "".join
    emit_from = min_length - 1  # depth (letters before this one) from which words count

    def walk(edges, j, depth):
        deeper = depth + 1 < limit
        emit = depth >= emit_from
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    walk(nodes[t], j, depth + 1)
                path.pop()
                counts[c] += 1
            elif j:
                blanks.append(depth)
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    walk(nodes[t], j - 1, depth + 1)
                path.pop()
                blanks.pop()

    if limit > 0:
        walk(auto.root, jokers, 0)
    return out


def words_from_sliced(auto, rack: str, jokers: int, min_length: int,
                      max_length: int | None, split: int, budget: int):
    """Generator version of ``words_from``: the first ``split`` letters (plus one per blank
    still unused) are walked here, each deeper subtree by the plain recursion, and the
    generator yields (None) once ``budget`` edges have been scanned since the last yield.
    Returns the same list, in the same order."""
    counts = _counts(rack)
    total = len(rack) + jokers
    limit = total if max_length is None else min(total, max_length)
    nodes = auto.nodes
    out = []
    path = []
    blanks = []
    work = [0]
    append = out.append
    join = "".join
    emit_from = min_length - 1

    def walk(edges, j, depth):
        work[0] += len(edges)
        deeper = depth + 1 < limit
        emit = depth >= emit_from
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    walk(nodes[t], j, depth + 1)
                path.pop()
                counts[c] += 1
            elif j:
                blanks.append(depth)
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    walk(nodes[t], j - 1, depth + 1)
                path.pop()
                blanks.pop()

    def below(t, j, depth):
        # Blanks make subtrees large: while some are left, keep slicing deeper.
        if depth < split + j:
            yield from top(nodes[t], j, depth)
        else:
            walk(nodes[t], j, depth)
            if work[0] >= budget:
                work[0] = 0
                yield

    def top(edges, j, depth):
        work[0] += len(edges)
        deeper = depth + 1 < limit
        emit = depth >= emit_from
        for c, v, t in edges:
            if counts[c]:
                counts[c] -= 1
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    yield from below(t, j, depth + 1)
                path.pop()
                counts[c] += 1
            elif j:
                blanks.append(depth)
                path.append(LETTERS[c])
                if v and emit:
                    append(_found((join(path), tuple(blanks))))
                if deeper:
                    yield from below(t, j - 1, depth + 1)
                path.pop()
                blanks.pop()

    if limit > 0:
        yield from top(auto.root, jokers, 0)
    return out


def slot_words(auto, pattern: str, rack: str, jokers: int, min_length: int,
               allowed: dict | None, must_cross: bool):
    n = len(pattern)
    fixed = [None if ch == "." else ord(ch) - 65 for ch in pattern]
    allow = [None] * n
    for pos, letters in (allowed or {}).items():
        if 0 <= pos < n:
            allow[pos] = frozenset(ord(ch) - 65 for ch in letters)
    counts = _counts(rack)
    nodes = auto.nodes
    out = []
    path = []
    blanks = []
    placed = []
    left = [len(rack)]  # real letters still in hand

    def ends_here(pos):
        return pos + 1 == n or fixed[pos + 1] is None

    def found(start, pos, v, crossed):
        if v and placed and (crossed or not must_cross) and pos - start + 1 >= min_length \
                and ends_here(pos):
            out.append(SlotFit("".join(path), start, tuple(blanks), tuple(placed)))

    def walk(edges, start, pos, j, crossed):
        want = fixed[pos]
        if want is not None:
            for c, v, t in edges:
                if c == want:
                    path.append(LETTERS[c])
                    found(start, pos, v, True)
                    if pos + 1 < n:
                        walk(nodes[t], start, pos + 1, j, True)
                    path.pop()
                    return
                if c > want:
                    return
            return
        if not left[0] and not j:
            return
        only = allow[pos]
        depth = pos - start
        for c, v, t in edges:
            if only is not None and c not in only:
                continue
            if counts[c]:
                counts[c] -= 1
                left[0] -= 1
                path.append(LETTERS[c])
                placed.append(depth)
                found(start, pos, v, crossed)
                if pos + 1 < n:
                    walk(nodes[t], start, pos + 1, j, crossed)
                placed.pop()
                path.pop()
                left[0] += 1
                counts[c] += 1
            elif j:
                path.append(LETTERS[c])
                placed.append(depth)
                blanks.append(depth)
                found(start, pos, v, crossed)
                if pos + 1 < n:
                    walk(nodes[t], start, pos + 1, j - 1, crossed)
                blanks.pop()
                placed.pop()
                path.pop()

    for start in range(n):
        if start > 0 and fixed[start - 1] is not None:
            continue  # the word would be glued to the letter before it
        walk(auto.root, start, start, jokers, False)
    return out


def spellings(auto, cards, jokers: int, joker_groups, min_length: int):
    walk, out = _spellings_walk(auto, cards, jokers, joker_groups, min_length)
    walk(auto.root, jokers, len(cards))
    return out


def spellings_sliced(auto, cards, jokers: int, joker_groups, min_length: int):
    """Generator version of ``spellings``: one first letter at a time, a yield after each;
    returns the same list in the same order."""
    walk, out = _spellings_walk(auto, cards, jokers, joker_groups, min_length)
    for edge in auto.root:
        walk((edge,), jokers, len(cards))
        yield
    return out


def _spellings_walk(auto, cards, jokers: int, joker_groups, min_length: int):
    """The recursive walk of ``spellings`` over some edges, and the list it fills."""
    singles = [0] * 26
    groups: dict = {}  # two-letter card -> count in hand
    for card in cards:
        if len(card) == 1:
            singles[ord(card) - 65] += 1
        else:
            groups[card] = groups.get(card, 0) + 1
    # For each first letter: the groups that can start there, (second letter index, name).
    usable = set(groups)
    if jokers:
        usable |= set(joker_groups)
    starting: list = [()] * 26
    for name in sorted(usable):
        i = ord(name[0]) - 65
        starting[i] = starting[i] + ((ord(name[1]) - 65, name),)
    nodes = auto.nodes
    out = []
    path = []    # letters of the word so far
    pieces = []  # cards so far
    joker_at = []

    def emit():
        if len(path) >= min_length:
            out.append(Spelling("".join(path), tuple(pieces), tuple(joker_at)))

    def walk(edges, j, left):
        if not left and not j:
            return
        for c, v, t in edges:
            letter = LETTERS[c]
            # one card for this letter
            if singles[c]:
                singles[c] -= 1
                path.append(letter)
                pieces.append(letter)
                if v:
                    emit()
                walk(nodes[t], j, left - 1)
                pieces.pop()
                path.pop()
                singles[c] += 1
            elif j:
                path.append(letter)
                joker_at.append(len(pieces))
                pieces.append(letter)
                if v:
                    emit()
                walk(nodes[t], j - 1, left)
                pieces.pop()
                joker_at.pop()
                path.pop()
            # one card for this letter and the next
            if not starting[c]:
                continue
            inner = nodes[t]
            for c2, name in starting[c]:
                for d, v2, t2 in inner:
                    if d < c2:
                        continue
                    if d > c2:
                        break
                    real = groups.get(name, 0)
                    if not real and not (j and name in joker_groups):
                        break
                    path.append(letter)
                    path.append(LETTERS[d])
                    if real:
                        groups[name] = real - 1
                    else:
                        joker_at.append(len(pieces))
                    pieces.append(name)
                    if v2:
                        emit()
                    if real:
                        walk(nodes[t2], j, left - 1)
                    else:
                        walk(nodes[t2], j - 1, left)
                    pieces.pop()
                    if real:
                        groups[name] = real
                    else:
                        joker_at.pop()
                    path.pop()
                    path.pop()
                    break

    return walk, out
