"""Where Glossa asks the lexicon: is this a word, and which words can these cards spell.

The game checks declared words through :func:`is_word`; the compose phase's legal actions and
the computer players use :func:`spellings` and :func:`best_word`. All of them ask the shared
lexicon (``pyengine.lexicon``). Tests may install a small word list with :func:`use_words`: a
rule test then never depends on the contents of the real dictionary (the searches still walk
the lexicon, keeping only the listed words).
"""

from collections import Counter

from .materials import GROUPS, JOKER, JOKER_MEANINGS
from .rules import showdown_key, spell

_custom: frozenset | None = None
_cache: dict = {}
_best: dict = {}
_CACHE_SIZE = 256


def use_words(words) -> None:
    """Check words against ``words`` instead of the lexicon (``None``: back to the lexicon)."""
    global _custom
    _custom = None if words is None else frozenset(w.upper() for w in words)
    _cache.clear()
    _best.clear()


def is_word(text: str) -> bool:
    if _custom is not None:
        return text in _custom
    from .. import lexicon

    return lexicon.is_word(text)


def spellings(hand) -> tuple:
    """Every word the cards of ``hand`` can spell, each as a tuple of pieces (``"*C"`` for a
    joker standing for C), strongest first (value, then the tie-breaks).

    Jokers are thrifty, as in the lexicon's search: a joker never stands for a card the hand
    still holds unused — such a spelling is always worth less than the same word with the real
    card, so nothing worth playing is missing. Cached for the last hands asked.
    """
    key = tuple(sorted(hand))
    found = _cache.get(key)
    if found is None:
        found = _search(key)
        if len(_cache) >= _CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = found
    return found


def _search(hand: tuple) -> tuple:
    from .. import lexicon

    jokers = hand.count(JOKER)
    cards = [c for c in hand if c != JOKER]
    out = {}
    for spelling in lexicon.spellings_from(cards, jokers, groups=GROUPS):
        if _custom is not None and spelling.word not in _custom:
            continue
        pieces = tuple(JOKER + c if i in spelling.jokers else c for i, c in enumerate(spelling.cards))
        out[pieces] = spelling.word
    return tuple(sorted(out, key=lambda p: (showdown_key(p), p), reverse=True))


def best_word(hand, min_tier: int = 0) -> list:
    """The strongest word ``hand`` spells (a list of pieces; ``[]`` when none), among words of
    frequency tier ``min_tier`` or more (0: every word; see ``lexicon.tier``)."""
    for pieces in spellings(hand):
        if not min_tier or _tier(spell(pieces)) >= min_tier:
            return list(pieces)
    return []


def best_words(hand, count: int = 3) -> list:
    """The ``count`` strongest different words ``hand`` spells, each as its best list of pieces
    (the post-deal review)."""
    out, seen = [], set()
    for pieces in spellings(hand):
        word = spell(pieces)
        if word not in seen:
            seen.add(word)
            out.append(list(pieces))
            if len(out) == count:
                break
    return out


def _tier(word: str) -> int:
    from .. import lexicon

    return lexicon.tier(word)


def iter_best_word(hand, min_tier: int = 0):
    """``best_word`` for computer players, as a generator that yields between pieces of work
    and returns the word. A hand holding one joker is searched meaning by meaning: the joker
    replaced in turn by each letter and group it may stand for, each a quick joker-free search
    (about 1 ms in CPython against 10 to 30 ms for one search with a joker), the card then
    counted as the joker where the hand had no such card to spare. Same answer as
    ``best_word``; about three times the work, but no step long enough to freeze a page.
    (A hand with both jokers, 0.4 % of hands, is still searched in one go.)"""
    key = tuple(sorted(hand))
    if hand.count(JOKER) != 1 or key in _cache:
        return best_word(hand, min_tier)
    found = _best.get((key, min_tier))
    if found is not None:
        return list(found)
    real = [c for c in hand if c != JOKER]
    have = Counter(real)
    best, best_key = [], None
    for meaning in JOKER_MEANINGS:
        for pieces in _search(tuple(sorted(real + [meaning]))):
            if pieces.count(meaning) > have[meaning]:  # one of them is the joker: the last
                i = len(pieces) - 1 - pieces[::-1].index(meaning)
                pieces = pieces[:i] + (JOKER + meaning,) + pieces[i + 1:]
            candidate = showdown_key(pieces)
            if (best_key is None or candidate > best_key) and \
                    (not min_tier or _tier(spell(pieces)) >= min_tier):
                best, best_key = list(pieces), candidate
        yield
    if len(_best) >= _CACHE_SIZE:
        _best.pop(next(iter(_best)))
    _best[(key, min_tier)] = tuple(best)
    return best
