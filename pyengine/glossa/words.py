"""Where Glossa asks the lexicon: is this a word, and which words can these cards spell.

The game checks declared words through :func:`is_word`; the compose phase's legal actions and
the computer players use :func:`spellings` and :func:`best_word`. All of them ask the shared
lexicon (``pyengine.lexicon``). Tests may install a small word list with :func:`use_words`: a
rule test then never depends on the contents of the real dictionary (the searches still walk
the lexicon, keeping only the listed words).
"""

from ..core import memo
from .materials import GROUPS, JOKER
from .rules import showdown_key, spell

_custom: frozenset | None = None
_cache: dict = memo.cache()
_best: dict = memo.cache()
_CACHE_SIZE = 256
TIER_CHECKS = 400  # candidates checked for frequency between two yields (about 2 ms of CPython)


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
        from .. import lexicon
        found = _remember(key, lexicon.spellings_from(*_search_args(key), groups=GROUPS))
    return found


def spellings_steps(hand):
    """Generator: ``spellings`` searched one first letter at a time, yielding in between (a
    search with jokers is 10 to 100 ms of CPython in one go); cached the same way."""
    key = tuple(sorted(hand))
    found = _cache.get(key)
    if found is None:
        from .. import lexicon
        found = _remember(key, (yield from lexicon.spellings_from_sliced(*_search_args(key), groups=GROUPS)))
    return found


def _search_args(hand: tuple) -> tuple:
    """(cards, jokers) of a hand for the lexicon's spelling search."""
    return [c for c in hand if c != JOKER], hand.count(JOKER)


def _remember(key: tuple, found_spellings) -> tuple:
    """The lexicon's spellings as pieces, strongest first, kept in the cache."""
    out = {}
    for spelling in found_spellings:
        if _custom is not None and spelling.word not in _custom:
            continue
        pieces = tuple(JOKER + c if i in spelling.jokers else c for i, c in enumerate(spelling.cards))
        out[pieces] = spelling.word
    found = tuple(sorted(out, key=lambda p: (showdown_key(p), p), reverse=True))
    if len(_cache) >= _CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = found
    return found


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
    and returns the same word: the search a first letter at a time, then the frequency check
    of the candidates, strongest first, a yield every ``TIER_CHECKS`` of them."""
    key = tuple(sorted(hand))
    found = _best.get((key, min_tier))
    if found is not None:
        return list(found)
    best = []
    for number, pieces in enumerate((yield from spellings_steps(hand)), 1):
        if not min_tier or _tier(spell(pieces)) >= min_tier:
            best = list(pieces)
            break
        if number % TIER_CHECKS == 0:
            yield
    if len(_best) >= _CACHE_SIZE:
        _best.pop(next(iter(_best)))
    _best[(key, min_tier)] = tuple(best)
    return best


