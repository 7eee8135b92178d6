"""Juggler's rules as pure functions: card values, words from a hand, the score of a word.

Everything takes letters (``"CHEVEU"``) or card ids (``"E3"``) of the French edition by
default; ``code`` selects another edition of :mod:`materials` ("en", "de"), whose language
is also the one of its words.

    >>> score("CHEVEU", "")
    17
    >>> score("CHEVEU", "A")  # the A kept in hand but not used costs its value
    16
"""

from __future__ import annotations

from .. import lexicon
from ..core import memo
from .materials import EDITION, TARGET, edition

MIN_WORD = 1  # « On peut jouer des mots de toute longueur »


def _letters(letters, code: str = EDITION) -> str:
    """Letters given as a string or an iterable of one-letter strings, upper case, each
    checked against the edition's deck (the French deck has no W: ``ValueError``)."""
    if not isinstance(letters, str):
        letters = "".join(letters)
    text = lexicon.normalize(letters)
    values = edition(code).letter_value
    for ch in text:
        if ch not in values:
            raise ValueError(f"no card {ch!r} in the {code} Juggler deck")
    return text


def letter_value(letter: str, code: str = EDITION) -> int:
    """The value printed on a card of this letter (« E vaut 1, Q vaut 7 »)."""
    return edition(code).letter_value[_letters(letter, code)]


def word_value(letters, code: str = EDITION) -> int:
    """The total value of these letters: « la valeur totale des lettres utilisées »."""
    values = edition(code).letter_value
    return sum(values[ch] for ch in _letters(letters, code))


def score(word, unused, code: str = EDITION) -> int:
    """A hand's points: the word's cards minus the cards left unused, never below zero.

    « Chaque joueur marque la valeur totale des lettres utilisées pour son mot à laquelle il
    soustrait la valeur des cartes non utilisées de sa main. [...] les scores négatifs sont
    impossibles. » Validity is not judged here (see :func:`declaration_score`).
    """
    return net_score(word_value(word, code), word_value(unused, code))


def net_score(used: int, unused: int) -> int:
    """:func:`score` from the two values: the cards of the word less the cards left unused,
    never below zero (« les scores négatifs sont impossibles »). A hand of value ``h`` declaring
    a word of value ``v`` scores ``net_score(v, h - v)``.

    >>> net_score(17, 1), net_score(3, 9)
    (16, 0)
    """
    return max(0, used - unused)


def declaration_score(word, unused, valid: bool, code: str = EDITION) -> int:
    """The points of a declared word at the reveal: 0 when it is not a valid word (« ce
    joueur marque zéro pour la partie »), else :func:`score`. An empty declaration (the player
    shows no word) scores 0 too."""
    if not valid or not word:
        return 0
    return score(word, unused, code)


def spelling(cards, code: str = EDITION) -> str:
    """The letters of card ids in order: ``["C1", "H1", "E2"]`` → ``"CHE"``."""
    letter = edition(code).letter
    return "".join(letter[c] for c in cards)


def cards_value(cards, code: str = EDITION) -> int:
    value = edition(code).value
    return sum(value[c] for c in cards)


def is_valid_word(word: str, code: str = EDITION) -> bool:
    """A word of the edition's language, of any length (« des mots de toute longueur »)."""
    return len(word) >= MIN_WORD and lexicon.is_word(word, code)


def cards_for(word: str, hand, code: str = EDITION) -> list | None:
    """The cards of ``hand`` that spell ``word``, in word order, each letter taken from the
    first unused card of that letter in hand order; None when the hand cannot spell it.
    This is the canonical card order the engine lists in legal actions."""
    letter = edition(code).letter
    used = set()
    out = []
    for ch in word:
        for card in hand:
            if card not in used and letter[card] == ch:
                used.add(card)
                out.append(card)
                break
        else:
            return None
    return out


def hand_letters(hand, code: str = EDITION) -> str:
    """The letters of a hand, sorted: the key under which word searches are cached."""
    letter = edition(code).letter
    return "".join(sorted(letter[c] for c in hand))


_WORDS_CACHE: dict = memo.cache()
_CACHE_LIMIT = 4096


def words_in(letters: str, code: str = EDITION) -> tuple:
    """Every word of the edition's language made from a sub-multiset of ``letters`` (A–Z),
    alphabetical. Cached by the sorted letters: hands repeat from view to view and bots ask
    again."""
    letters = "".join(sorted(letters))
    key = (code, letters)
    found = _WORDS_CACHE.get(key)
    if found is None:
        if len(_WORDS_CACHE) >= _CACHE_LIMIT:
            _WORDS_CACHE.clear()
        found = tuple(f.word for f in lexicon.words_from(letters, 0, code, min_length=MIN_WORD)) \
            if letters else ()
        _WORDS_CACHE[key] = found
    return found


_VALUES_CACHE: dict = memo.cache()


def valued_words(letters: str, code: str = EDITION) -> tuple:
    """``words_in(letters)`` with each word's value: ``(("CHEVEU", 17), ...)``. Cached."""
    letters = "".join(sorted(letters))
    key = (code, letters)
    found = _VALUES_CACHE.get(key)
    if found is None:
        if len(_VALUES_CACHE) >= _CACHE_LIMIT:
            _VALUES_CACHE.clear()
        values = edition(code).letter_value
        found = tuple((w, sum(values[ch] for ch in w)) for w in words_in(letters, code))
        _VALUES_CACHE[key] = found
    return found


def whole_hand_words(letters: str, code: str = EDITION) -> tuple:
    """The words that use every one of ``letters`` (« un mot "main entière" »)."""
    n = len(letters)
    return tuple(w for w in words_in(letters, code) if len(w) == n)


def whole_hand_words_by_lay(letters: str, code: str = EDITION) -> dict:
    """The whole-hand words left after laying one card, from a single search: ``{None: words of
    all the letters, "A": words of the letters less one A, ...}`` (alphabetical, only letters
    that leave some word). Equal to :func:`whole_hand_words` of each shorter hand, at the cost
    of one search instead of one per card."""
    letters = "".join(sorted(letters))
    n = len(letters)
    out = {None: whole_hand_words(letters, code)}
    counts = {}
    for ch in letters:
        counts[ch] = counts.get(ch, 0) + 1
    for w in words_in(letters, code):
        if len(w) == n - 1:
            left = dict(counts)
            for ch in w:
                left[ch] -= 1
            missing = next(ch for ch, k in left.items() if k)
            out.setdefault(missing, []).append(w)
    return {k: tuple(v) for k, v in out.items()}


def winner(totals, target: int = TARGET):
    """The seat that wins after a hand, or None: someone must have ``target`` or more and the
    highest total must be alone. A tie at the top plays another hand (Tapis's reading; the
    rule book only says « le joueur dont le score est le plus grand a gagné »)."""
    best = max(totals)
    if best < target or list(totals).count(best) > 1:
        return None
    return list(totals).index(best)

