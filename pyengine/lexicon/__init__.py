"""The word lists shared by Glossa, Juggler and BuyWord, one per language, and the searches.

Words are compared in upper case without accents, A–Z only (see ``normalize``): É→E, Ç→C,
Œ→OE, Æ→AE; in German Ä→AE, Ö→OE, Ü→UE, ß→SS. Every function takes ``lang``: ``"fr"``
(the default), ``"en"`` or ``"de"`` (``LANGS``).

- French: every inflected form of Grammalecte's French Hunspell dictionaries (MPL-2.0),
  without proper nouns, abbreviations, unit symbols, hyphenated or elided forms, letter names
  (« un e »); the one-letter words A, O (ô) and Y are in it. Inside the package
  (``data/words.tlx``, 262 KB).
- English: SCOWL (Kevin Atkinson, MIT-like licence), inflections in, proper nouns,
  abbreviations and forms with apostrophes or hyphens out; one-letter words A and I.
- German: german-pos-dict (CC BY-SA 4.0) with hand-written function words; no one-letter word.

Each game decides whether it allows one-letter words (``min_length``). The English and German
lists are not in the package: the site serves them beside it (``data/lexicon/<lang>/`` of the
repository) and hands their bytes over with ``provide`` when a table in that language opens;
in a repository checkout they are read from there. Nothing is loaded at import: a list loads
the first time a function needs it, or by ``ensure_loaded()``. Frequency tiers (wordfreq,
CC BY-SA 4.0) load separately on the first ``tier()`` call.

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
from ..core.slices import finish
from .normalize import is_az, letters_of, normalize
from .search import Found, SlotFit, Spelling

__all__ = [
    "normalize", "is_word", "words_from", "words_from_sliced", "anagrams", "words_in_slot",
    "spellings_from", "tier", "ensure_loaded", "is_loaded", "automaton", "word_count",
    "all_words", "Found", "SlotFit", "Spelling", "GLOSSA_GROUPS", "TIERS", "LANGS", "provide",
    "is_available", "data_files", "Unavailable",
]

#: The two-letter cards of Glossa's deck (MATERIALS.md); a joker may stand for any of them.
GLOSSA_GROUPS = ("QU", "CH", "OU", "AI", "IN", "ON", "AN", "EN", "ER")

#: Tier values of ``tier()``: 0 not in wordfreq, 1 rare, 2 common, 3 very common.
TIERS = (0, 1, 2, 3)

#: The languages with a word list. French is in the package; the others are data files.
LANGS = ("fr", "en", "de")

#: The one-letter words of each list (tests check them against the lists; Juggler's rules
#: name them).
ONE_LETTER_WORDS = {"fr": ("A", "O", "Y"), "en": ("A", "I"), "de": ()}

_WORDS = None  # the French automaton (the common case, kept in a plain global)
_TIERS = None  # the French tier table
_OTHER_WORDS: dict = {}  # lang -> automaton, for the other languages
_OTHER_TIERS: dict = {}  # lang -> tier table
_PROVIDED: dict = {}  # (lang, file name) -> bytes handed over by the web layer


class Unavailable(LookupError):
    """A language's word list is neither provided nor found on disk (the page must fetch it
    and ``provide`` it first); ``lang`` names the language."""

    def __init__(self, message: str, lang: str = ""):
        super().__init__(message)
        self.lang = lang


def _check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"no word list for language {lang!r}")
    return lang


def data_files(lang: str) -> tuple:
    """The file names a language needs: ``("words.tlx", "tiers.tlt")``; the web layer fetches
    ``lexicon/<lang>/<name>`` for the languages other than French."""
    _check_lang(lang)
    return ("words.tlx", "tiers.tlt")


def provide(lang: str, name: str, data: bytes) -> None:
    """Hand over the bytes of one of a language's data files (see ``data_files``), fetched by
    the caller (the page, when a table in that language opens). Needed before that list
    loads, unless the repository's ``data/lexicon/<lang>/`` is at hand."""
    _check_lang(lang)
    if name not in data_files(lang):
        raise ValueError(f"unknown lexicon file {name!r}")
    _PROVIDED[(lang, name)] = bytes(data)


def _repository_file(lang: str, name: str):
    """``data/lexicon/<lang>/<name>`` of a repository checkout, or None (an installed wheel)."""
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(os.path.dirname(os.path.dirname(here)), "data", "lexicon", lang, name)
    return path if os.path.exists(path) else None


def is_available(lang: str) -> bool:
    """True when a language's list can load without fetching anything."""
    if _check_lang(lang) == "fr" or _loaded(lang) is not None:
        return True
    return all((lang, n) in _PROVIDED or _repository_file(lang, n) for n in data_files(lang))


def _read_data(name: str, lang: str = "fr") -> bytes:
    if _check_lang(lang) == "fr":
        from importlib import resources
        return resources.files(__name__).joinpath("data", name).read_bytes()
    found = _PROVIDED.get((lang, name))
    if found is not None:
        return found
    path = _repository_file(lang, name)
    if path is None:
        raise Unavailable(f"the {lang} word list ({name}) has not been provided", lang)
    with open(path, "rb") as f:
        return f.read()


def _loaded(lang: str):
    return _WORDS if lang == "fr" else _OTHER_WORDS.get(lang)


def _tier_bytes(lang: str):
    return _TIERS if lang == "fr" else _OTHER_TIERS.get(lang)


def ensure_loaded(data: bytes | None = None, *, tiers: bool = False, lang: str = "fr") -> None:
    """Load a language's word list now (from ``data``, the bytes of its ``words.tlx``, when the
    caller has fetched them itself; else from the package, ``provide`` or the repository).
    Does nothing once loaded. With ``tiers``, also prepare ``tier()`` (a game with computer
    players can do it at its start)."""
    finish(loading(data, tiers=tiers, lang=lang))


def loading(data: bytes | None = None, *, tiers: bool = False, lang: str = "fr"):
    """Generator: :func:`ensure_loaded` a piece at a time, yielding between pieces of about
    10 ms (a browser runs it between paints: in one go it is a 60-200 ms task there)."""
    global _WORDS
    _check_lang(lang)
    if _loaded(lang) is None:
        from ._dawg import Automaton
        yield
        if data is None:
            data = _read_data("words.tlx", lang)
            yield
        words = yield from Automaton.loading(data)
        if _loaded(lang) is None:  # a plain ensure_loaded may have run in between
            if lang == "fr":
                _WORDS = words
            else:
                _OTHER_WORDS[lang] = words
    if tiers and _tier_bytes(lang) is None:
        yield from _loaded(lang).ranking()
        _tier_table(lang)


def is_loaded(lang: str = "fr") -> bool:
    """True once the language's word list is in memory."""
    return _loaded(_check_lang(lang)) is not None


def _words(lang: str = "fr"):
    words = _WORDS if lang == "fr" else _OTHER_WORDS.get(lang)
    if words is None:
        ensure_loaded(lang=lang)
        words = _loaded(lang)
    return words


def word_count(lang: str = "fr") -> int:
    """Number of words in the list."""
    return _words(lang).word_count


def all_words(lang: str = "fr"):
    """Every word, in alphabetical order (a generator; for tests and tools)."""
    return (word for word, _ in _words(lang))


def is_word(text: str, lang: str = "fr") -> bool:
    """True when ``text``, normalised, is a word of the language's list. Text with anything
    but letters (space, hyphen, apostrophe, digit) is never a word: ``is_word("s'il")`` is
    False."""
    word = normalize(text, lang)
    return is_az(word) and _words(lang).value(word) != 0


def words_from(letters, jokers: int = 0, lang: str = "fr", *, min_length: int = 1,
               max_length: int | None = None) -> list[Found]:
    """Every word made of a sub-multiset of ``letters`` plus at most ``jokers`` blanks.

    ``letters``: a string or iterable of letters (normalised; anything but A–Z raises
    ValueError). Each word comes once, as ``Found(word, blanks)``: ``blanks`` are the positions
    in ``word`` that blanks fill. Blanks are thrifty: a blank stands for a letter only when no
    real one is left, and takes that letter's last occurrences. Order: alphabetical.
    """
    from .search import words_from as search
    rack = letters_of(letters, lang)
    if jokers < 0:
        raise ValueError("jokers must be >= 0")
    words = _words(lang)
    with collector_paused():
        return search(words, rack, jokers, max(1, min_length), max_length)


def words_from_sliced(letters, jokers: int = 0, lang: str = "fr", *, min_length: int = 1,
                      max_length: int | None = None, budget: int = 6000, split: int = 3):
    """``words_from`` cut into slices for a computer player's ``think`` generator: yields
    ``None`` each time about ``budget`` automaton edges have been scanned (6,000 ≈ a few ms of
    CPython), and returns the same list as ``words_from``::

        found = yield from lexicon.words_from_sliced(rack, 1)

    Work is counted in edges, never in seconds, so a seeded bot stays deterministic. The
    first ``split`` letters (one more per unused blank) are walked by the generator, deeper
    subtrees in one go."""
    from .search import words_from_sliced as search
    rack = letters_of(letters, lang)
    if jokers < 0:
        raise ValueError("jokers must be >= 0")
    # The collector is not paused here: other code runs between slices.
    return (yield from search(_words(lang), rack, jokers, max(1, min_length), max_length,
                              max(1, split), max(1, budget)))


def automaton(lang: str = "fr"):
    """The loaded word automaton, for a game that writes its own walk: ``.root`` and
    ``.nodes[id]`` are tuples of edges ``(letter index 0–25, ends a word (0/1), target id)``
    in letter order; ``.value(word)``, ``.rank(word)``. Loads the list if needed."""
    return _words(lang)


def anagrams(letters, jokers: int = 0, lang: str = "fr") -> list[Found]:
    """The words that use every letter and every blank (Juggler's whole-hand word)."""
    total = len(letters_of(letters, lang)) + jokers
    return words_from(letters, jokers, lang, min_length=total, max_length=total)


def words_in_slot(pattern: str, letters, jokers: int = 0, *, min_length: int = 2,
                  allowed: dict | None = None, must_cross: bool = True,
                  lang: str = "fr") -> list[SlotFit]:
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
    pattern = normalize(pattern, lang)
    if not all(ch == "." or "A" <= ch <= "Z" for ch in pattern):
        raise ValueError(f"pattern cells must be A–Z or '.': {pattern!r}")
    allowed_norm = None
    if allowed:
        allowed_norm = {int(k): letters_of(v, lang) for k, v in allowed.items()}
    words, rack = _words(lang), letters_of(letters, lang)
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


def _tier_table(lang: str = "fr") -> bytes:
    global _TIERS
    table = _tier_bytes(lang)
    if table is None:
        import struct
        import zlib
        words = _words(lang)
        data = _read_data("tiers.tlt", lang)
        count, crc = struct.unpack_from("<II", data, 4)
        if data[:4] != b"TLT1" or count != words.word_count:
            raise ValueError("the tier file does not match the word list")
        table = zlib.decompress(data[12:])
        words.rank("A")  # builds the rank offsets now rather than on the first real call
        if lang == "fr":
            _TIERS = table
        else:
            _OTHER_TIERS[lang] = table
    return table


def tier(word: str, lang: str = "fr") -> int:
    """Frequency tier of a word for computer players: 0 = not in wordfreq (or not a word),
    1 = rare, 2 = common, 3 = very common (Zipf thresholds 2.5 and 3.5, see
    tools/lexicon/tiers.py). The tier table (~60 KB) loads on the first call."""
    table = _tier_table(lang)
    word = normalize(word, lang)
    if not is_az(word):
        return 0
    rank = _words(lang).rank(word)
    if rank < 0:
        return 0
    return (table[rank >> 2] >> (2 * (rank & 3))) & 3
