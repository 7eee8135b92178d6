"""How Tapis compares words: upper case, accents removed, ligatures expanded, A–Z only.

``normalize`` maps each letter and leaves every other character where it is, so that text
with a space, hyphen, apostrophe or digit can never match a word (``S'IL`` is not ``SIL``).
"""

from __future__ import annotations

import unicodedata

_LIGATURES = {"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE"}
# German: umlauts and ß as written where letters have none (crosswords, Juggler's cards).
_GERMAN = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "ss",
           "ẞ": "SS"}


def normalize(text: str, lang: str = "fr") -> str:
    """Upper case, accents removed, œ → OE and æ → AE (in German also Ä → AE, Ö → OE,
    Ü → UE, ß → SS); other characters are kept unchanged.

    >>> normalize("Cœur d'éléphant")
    "COEUR D'ELEPHANT"
    >>> normalize("Füße", "de")
    'FUESSE'
    """
    if text.isascii():
        return text.upper()
    if lang == "de":
        for ch, expanded in _GERMAN.items():
            text = text.replace(ch, expanded)
    for lig, expanded in _LIGATURES.items():
        text = text.replace(lig, expanded)
    text = "".join(ch for ch in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(ch))
    return unicodedata.normalize("NFC", text.upper())


def is_az(word: str) -> bool:
    """True when ``word`` is made only of the letters A–Z (and is not empty)."""
    return word.isascii() and word.isalpha() and word.isupper()


def letters_of(letters, lang: str = "fr") -> str:
    """A rack given as a string or an iterable of letters, normalised and checked A–Z."""
    if not isinstance(letters, str):
        letters = "".join(letters)
    rack = normalize(letters, lang)
    if rack and not is_az(rack):
        raise ValueError(f"letters must be A–Z: {letters!r}")
    return rack
