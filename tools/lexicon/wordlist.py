"""From the Hunspell sources to the sorted plain list of A–Z words (LEXICON.md's normalisation).

1. NFC; a raw form with any upper-case letter (proper noun, acronym) is rejected *before*
   upper-casing;
2. œ → oe, æ → ae;
3. NFD, combining marks dropped, upper case, kept only if ``^[A-Z]+$`` (this drops elisions,
   hyphens, digits, dots);
4. every form of an entry flagged as a unit symbol (flag ``U.``: CM, KCAL, MHZ…) or as a
   lower-case abbreviation or symbol (flags KEEPCASE ``||`` and NOSUGGEST ``--`` together: ATM,
   KO, MGR, ORG, PH, WWW…) is dropped; a form that another entry also gives stays (BAR, HA);
5. forms without a vowel (A E I O U Y) are dropped (CF, HTTP, single letters) except the
   interjections tagged ``po:interj`` in the Debian dictionary (BRRR, GRRR, HMM, KSS, MMM,
   PFF, PFFT, PST, TSS, ZZZZ) and the noun CRWTH (a Welsh lyre), listed by hand in
   VOWELLESS_WORDS after reading the complete list of vowel-less forms;
6. abbreviations that are lower-case, have vowels and no abbreviation flag are dropped by
   hand (ABBREVIATIONS_WITH_VOWELS: ETC, IBID, CIT, CONF — found among the entries tagged as
   locution fragments or adverbs in the Debian dictionary).
"""

from __future__ import annotations

import re
import unicodedata

UNIT_SYMBOL_FLAG = "U."
VOWELS = set("AEIOUY")
# Vowel-less forms of the dictionaries that are words (interjections and onomatopoeias), kept
# by hand after reading the full list of vowel-less forms (see README.md).
VOWELLESS_WORDS = frozenset({
    "BRRR", "GRRR", "HMM", "KSS", "MMM", "PFF", "PFFT", "PST", "TSS", "ZZZZ",
    "CRWTH", "CRWTHS",
})
ABBREVIATIONS_WITH_VOWELS = frozenset({"ETC", "IBID", "CIT", "CONF"})
ABBREVIATION_FLAGS = ("||", "--")  # KEEPCASE + NOSUGGEST on a lower-case entry
_AZ = re.compile(r"^[A-Z]+$")


def normalize_form(raw: str) -> str | None:
    """The A–Z form of one dictionary form, or None when it is not a game word."""
    text = unicodedata.normalize("NFC", raw)
    if any(ch.isupper() for ch in text):
        return None
    text = text.replace("œ", "oe").replace("æ", "ae")
    text = "".join(ch for ch in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(ch)).upper()
    if not _AZ.match(text):
        return None
    return text


def is_symbol_entry(word) -> bool:
    """A .dic entry that is a unit symbol or an abbreviation (see step 4)."""
    flags = word.flags
    return UNIT_SYMBOL_FLAG in flags or all(f in flags for f in ABBREVIATION_FLAGS)


def has_vowel(word: str) -> bool:
    return any(ch in VOWELS for ch in word)


def forms_of(prefix: str) -> tuple[set[str], set[str]]:
    """(kept A–Z words, dropped vowel-less words) of one Hunspell dictionary (path without
    extension)."""
    from spylls.hunspell import Dictionary

    from expand import Expander

    dictionary = Dictionary.from_files(prefix)
    expander = Expander(dictionary)
    words, vowelless = set(), set()
    for form, _root in expander.expand(
            skip_root=is_symbol_entry,
            # Elisions (l', qu'…) always end up containing an apostrophe: never a game word.
            skip_affix=lambda a: "'" in a.add or "’" in a.add):
        word = normalize_form(form)
        if word is None or word in ABBREVIATIONS_WITH_VOWELS:
            continue
        if has_vowel(word) or word in VOWELLESS_WORDS:
            words.add(word)
        else:
            vowelless.add(word)
    return words, vowelless
