"""The French word list shared by Glossa, Juggler and BuyWord, and the word searches.

Words are compared in upper case without accents (É→E, Ç→C, Œ→OE, Æ→AE), A–Z only; see
``normalize``. The list holds every inflected form of Grammalecte's French Hunspell
dictionaries (MPL-2.0), without proper nouns, abbreviations, unit symbols, hyphenated or
elided forms, letter names (« un e »); the one-letter words A, O (ô) and Y are in it, and
each game decides whether it allows them (``min_length``).

Nothing is loaded at import: the data (``data/words.tlx``, 262 KB) is read the first time a
function needs it, or by ``ensure_loaded()``. Frequency tiers (``data/tiers.tlt``, from
wordfreq, CC BY-SA 4.0) load separately on the first ``tier()`` call.

    >>> from pyengine import lexicon
    >>> lexicon.is_word("chevaux")
    True
    >>> [f.word for f in lexicon.words_from("CHEVAUX") if len(f.word) == 7]
    ['CHEVAUX']
"""

from __future__ import annotations

# Searches run with the cyclic garbage collector paused (measured: it took a quarter of a
# 10-letter + 2-blank search's time, in pauses of 20-50 ms).
from ..core.collector import paused as collector_paused
from .normalize import is_az, letters_of, normalize
from .search import Found, SlotFit, Spelling

__all__ = [
    "normalize", "is_word", "words_from", "words_from_sliced", "anagrams", "words_in_slot",
    "spellings_from", "tier", "ensure_loaded", "is_loaded", "automaton", "word_count",
    "all_words", "Found", "SlotFit", "Spelling", "GLOSSA_GROUPS", "TIERS",
]

#: The two-letter cards of Glossa's deck (MATERIALS.md); a joker may stand for any of them.
GLOSSA_GROUPS = ("QU", "CH", "OU", "AI", "IN", "ON", "AN", "EN", "ER")

#: Tier values of ``tier()``: 0 not in wordfreq, 1 rare, 2 common, 3 very common.
TIERS = (0, 1, 2, 3)

_WORDS = None
_TIERS = None


def _read_data(name: str) -> bytes:
    from importlib import resources
    return resources.files(__name__).joinpath("data", name).read_bytes()


def ensure_loaded(data: bytes | None = None, *, tiers: bool = False) -> None:
    """Load the word list now (from ``data``, the bytes of ``words.tlx``, when the caller has
    fetched them itself; else from the package). Does nothing once loaded. With ``tiers``,
    also prepare ``tier()`` (a game with computer players can do it at its start)."""
    for _ in loading(data, tiers=tiers):
        pass


def loading(data: bytes | None = None, *, tiers: bool = False):
    """Generator: :func:`ensure_loaded` a piece at a time, yielding between pieces of about
    10 ms (a browser runs it between paints: in one go it is a 60-200 ms task there)."""
    global _WORDS
    if _WORDS is None:
        from ._dawg import Automaton
        yield
        if data is None:
            data = _read_data("words.tlx")
            yield
        words = yield from Automaton.loading(data)
        if _WORDS is None:  # a plain ensure_loaded may have run in between
            _WORDS = words
    if tiers and _TIERS is None:
        yield from _WORDS.ranking()
        _tier_table()


def is_loaded() -> bool:
    """True once the word list is in memory."""
    return _WORDS is not None


def _words():
    if _WORDS is None:
        ensure_loaded()
    return _WORDS


def word_count() -> int:
    """Number of words in the list."""
    return _words().word_count


def all_words():
    """Every word, in alphabetical order (a generator; for tests and tools)."""
    return (word for word, _ in _words())


def is_word(text: str) -> bool:
    """True when ``text``, normalised, is a word of the list. Text with anything but letters
    (space, hyphen, apostrophe, digit) is never a word: ``is_word("s'il")`` is False."""
    word = normalize(text)
    return is_az(word) and _words().value(word) != 0


def words_from(letters, jokers: int = 0, *, min_length: int = 1,
               max_length: int | None = None) -> list[Found]:
    """Every word made of a sub-multiset of ``letters`` plus at most ``jokers`` blanks.

    ``letters``: a string or iterable of letters (normalised; anything but A–Z raises
    ValueError). Each word comes once, as ``Found(word, blanks)``: ``blanks`` are the positions
    in ``word`` that blanks fill. Blanks are thrifty: a blank stands for a letter only when no
    real one is left, and takes that letter's last occurrences. Order: alphabetical.
    """
    from .search import words_from as search
    rack = letters_of(letters)
    if jokers < 0:
        raise ValueError("jokers must be >= 0")
    words = _words()
    with collector_paused():
        return search(words, rack, jokers, max(1, min_length), max_length)


def words_from_sliced(letters, jokers: int = 0, *, min_length: int = 1,
                      max_length: int | None = None, budget: int = 6000, split: int = 3):
    """``words_from`` cut into slices for a computer player's ``think`` generator: yields
    ``None`` each time about ``budget`` automaton edges have been scanned (6,000 ≈ a few ms of
    CPython), and returns the same list as ``words_from``::

        found = yield from lexicon.words_from_sliced(rack, 1)

    Work is counted in edges, never in seconds, so a seeded bot stays deterministic. The
    first ``split`` letters (one more per unused blank) are walked by the generator, deeper
    subtrees in one go."""
    from .search import words_from_sliced as search
    rack = letters_of(letters)
    if jokers < 0:
        raise ValueError("jokers must be >= 0")
    # The collector is not paused here: other code runs between slices.
    return (yield from search(_words(), rack, jokers, max(1, min_length), max_length,
                              max(1, split), max(1, budget)))


def automaton():
    """The loaded word automaton, for a game that writes its own walk: ``.root`` and
    ``.nodes[id]`` are tuples of edges ``(letter index 0–25, ends a word (0/1), target id)``
    in letter order; ``.value(word)``, ``.rank(word)``. Loads the list if needed."""
    return _words()


def anagrams(letters, jokers: int = 0) -> list[Found]:
    """The words that use every letter and every blank (Juggler's whole-hand word)."""
    total = len(letters_of(letters)) + jokers
    return words_from(letters, jokers, min_length=total, max_length=total)


def words_in_slot(pattern: str, letters, jokers: int = 0, *, min_length: int = 2,
                  allowed: dict | None = None, must_cross: bool = True) -> list[SlotFit]:
    """Crossword placements along one line of the grid (BuyWord's crossword variant).

    ``pattern``: one character per cell of the line, a letter for a tile already laid, ``.``
    for an empty cell. A placement covers consecutive cells, matches the laid letters, fills
    the empty ones from ``letters`` (+ at most ``jokers`` blanks, thrifty as in
    ``words_from``), does not touch a laid letter just before or after it, fills at least one
    cell and, with ``must_cross``, reuses at least one laid letter. ``allowed`` optionally maps
    an empty cell's index to the letters permitted there (the game's cross-checks for words
    formed across the line). Returns ``SlotFit(word, start, blanks, placed)`` items.
    """
    from .search import slot_words
    pattern = normalize(pattern)
    if not all(ch == "." or "A" <= ch <= "Z" for ch in pattern):
        raise ValueError(f"pattern cells must be A–Z or '.': {pattern!r}")
    allowed_norm = None
    if allowed:
        allowed_norm = {int(k): letters_of(v) for k, v in allowed.items()}
    words, rack = _words(), letters_of(letters)
    with collector_paused():
        return slot_words(words, pattern, rack, jokers, max(1, min_length), allowed_norm, must_cross)


def spellings_from(cards, jokers: int = 0, *, groups=GLOSSA_GROUPS,
                   min_length: int = 1) -> list[Spelling]:
    """Every way a sub-multiset of Glossa cards (+ at most ``jokers`` jokers) spells a word.

    ``cards``: card faces, one letter or a two-letter group (``"QU"``) whose letters stay
    together and in order. A joker stands for any single letter or any group in ``groups``
    (the deck's groups). One word may come several times, once per card sequence (CHOU as
    CH·OU, C·H·OU, CH·O·U, C·H·O·U…); jokers are thrifty (never standing for a card face of
    which a real card is still unused at that point). Each game scores the spellings itself.
    """
    from .search import spellings
    words, args = _words(), _spelling_args(cards, jokers, groups, min_length)
    with collector_paused():
        return spellings(words, *args)


def spellings_from_sliced(cards, jokers: int = 0, *, groups=GLOSSA_GROUPS, min_length: int = 1):
    """``spellings_from`` for a computer player's ``think`` generator: yields after each first
    letter of the word (the root's 26 subtrees), returns the same list::

        found = yield from lexicon.spellings_from_sliced(cards, 2)
    """
    from .search import spellings_sliced
    return (yield from spellings_sliced(_words(), *_spelling_args(cards, jokers, groups, min_length)))


def _spelling_args(cards, jokers, groups, min_length) -> tuple:
    """(faces, jokers, group set, min length) for the spelling searches, checked."""
    faces = []
    for card in cards:
        face = normalize(card)
        if not is_az(face) or len(face) > 2:
            raise ValueError(f"a card is one letter or a two-letter group: {card!r}")
        faces.append(face)
    group_set = frozenset(normalize(g) for g in groups)
    if any(len(g) != 2 or not is_az(g) for g in group_set):
        raise ValueError("groups are two letters A–Z")
    return faces, jokers, group_set, max(1, min_length)


def _tier_table() -> bytes:
    global _TIERS
    if _TIERS is None:
        import struct
        import zlib
        words = _words()
        data = _read_data("tiers.tlt")
        count, crc = struct.unpack_from("<II", data, 4)
        if data[:4] != b"TLT1" or count != words.word_count:
            raise ValueError("the tier file does not match the word list")
        table = zlib.decompress(data[12:])
        words.rank("A")  # builds the rank offsets now rather than on the first real call
        _TIERS = table
    return _TIERS


def tier(word: str) -> int:
    """Frequency tier of a word for computer players: 0 = not in wordfreq (or not a word),
    1 = rare, 2 = common, 3 = very common (Zipf thresholds 2.5 and 3.5, see
    tools/lexicon/tiers.py). The tier table (~60 KB) loads on the first call."""
    table = _tier_table()
    word = normalize(word)
    if not is_az(word):
        return 0
    rank = _words().rank(word)
    if rank < 0:
        return 0
    return (table[rank >> 2] >> (2 * (rank & 3))) & 3
