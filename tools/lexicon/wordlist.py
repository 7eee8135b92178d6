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
   locution fragments or adverbs in the Debian dictionary);
7. elided stems are dropped: a form that the dictionary writes followed by an apostrophe
   somewhere (an entry ``jusqu'``, ``presqu'île``, an elision prefix ``qu'``…) and that no
   entry gives otherwise than as a bare, invariable twin of that elision (Hunspell's
   ``jusqu/--``, ``qu/--``: entries whose only form is the stem itself, there for spell
   checkers that cut a word at its apostrophe) is not a word. Found from the dictionaries
   (``elided_stems``), not listed by hand: QU, JUSQU, LORSQU, PUISQU, QUOIQU, PRESQU, QUELQU;
   FIN (fin'amor), PIN (pin's) and ROCK (rock'n'roll) stay, since their entries have other
   forms (FINS, PINS, ROCKS);
8. the names of the letters are not words: an entry whose stem is one character and that the
   Debian dictionary tags as a noun and nothing else (``e/L'D'Q' po:nom is:mas is:inv``:
   « un e », « un i », « un œ ») is skipped, in the npm dictionary too when it has the same
   stem and flags (it carries no tags). What another entry gives stays: A (« il a », « à »),
   O (« ô », interjection) and Y (« il y a ») are the one-letter words; E, I, U, OE and AE go.
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
_SEPARATORS = re.compile(r"[-\s]")


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


def elided_spellings(raw_texts) -> set[str]:
    """The A–Z forms written just before an apostrophe in any of ``raw_texts`` (dictionary
    stems, affix texts): ``"jusqu'au-boutiste"`` → JUSQU, ``"qu'"`` → QU, ``"pin's"`` → PIN.
    The part taken is the one since the last hyphen, space or apostrophe."""
    found = set()
    for raw in raw_texts:
        text = raw.replace("’", "'")
        if "'" not in text:
            continue
        pieces = text.split("'")
        for piece in pieces[:-1]:  # every piece that an apostrophe follows
            word = normalize_form(_SEPARATORS.split(piece)[-1]) if piece else None
            if word:
                found.add(word)
    return found


def dictionary_elided_spellings(dictionary) -> set[str]:
    """:func:`elided_spellings` of every .dic stem and every prefix and suffix text of a
    parsed dictionary (``spylls.hunspell.Dictionary``)."""
    texts = [w.stem for w in dictionary.dic.words]
    for table in (dictionary.aff.PFX, dictionary.aff.SFX):
        texts += [a.add for affixes in table.values() for a in affixes]
    return elided_spellings(texts)


def elided_stems(entry_forms, elided: set[str]) -> set[str]:
    """Rule 7: the forms of ``elided`` that only ever occur as elisions. ``entry_forms``:
    (normalised stem, set of normalised forms) per .dic entry. A form of ``elided`` is kept as
    a word when some entry gives it and is not its bare twin (the stem itself and nothing
    else)."""
    genuine = set()
    for stem, forms in entry_forms:
        if forms & elided and forms != {stem}:
            genuine |= forms & elided
    given = set()
    for _, forms in entry_forms:
        given |= forms & elided
    return given - genuine


def entry_key(word) -> tuple:
    """An entry as (stem, flags): how rule 8 recognises the same entry in both dictionaries."""
    return word.stem, frozenset(word.flags)


def is_letter_name(word) -> bool:
    """Rule 8: a one-character entry tagged as a noun and nothing else (the letter's name)."""
    return len(word.stem) == 1 and list(word.data.get("po", ())) == ["nom"]


def forms_of(prefix: str, report: dict | None = None,
             letter_names: set | frozenset = frozenset()) -> tuple[set[str], set[str]]:
    """(kept A–Z words, dropped vowel-less words) of one Hunspell dictionary (path without
    extension). ``letter_names``: entry keys (:func:`entry_key`) of letter names found in
    another dictionary's tags, skipped here too (rule 8). ``report``, if given, receives
    ``"elided"`` (the elided stems dropped), ``"letter_names"`` (the entry keys skipped, this
    dictionary's tagged ones included) and ``"letter_name_forms"`` (their A–Z forms)."""
    from spylls.hunspell import Dictionary

    from expand import Expander

    dictionary = Dictionary.from_files(prefix)
    expander = Expander(dictionary)
    names = set(letter_names) | {entry_key(w) for w in dictionary.dic.words if is_letter_name(w)}
    skipped = {w.stem for w in dictionary.dic.words if entry_key(w) in names}
    elided = dictionary_elided_spellings(dictionary)
    words, vowelless = set(), set()
    entry_forms: dict = {}  # id(entry) -> (normalised stem, its normalised forms ∩ elided)
    for form, root in expander.expand(
            skip_root=lambda w: is_symbol_entry(w) or entry_key(w) in names,
            # Elisions (l', qu'…) always end up containing an apostrophe: never a game word.
            skip_affix=lambda a: "'" in a.add or "’" in a.add):
        word = normalize_form(form)
        if word is None or word in ABBREVIATIONS_WITH_VOWELS:
            continue
        if elided:
            # Rule 7 needs to know, for the few entries touching an elided spelling, every
            # form they give; the sets stay tiny (most entries never get here twice).
            key = id(root)
            if key not in entry_forms:
                entry_forms[key] = (normalize_form(root.stem), set())
            entry_forms[key][1].add(word)
        if has_vowel(word) or word in VOWELLESS_WORDS:
            words.add(word)
        else:
            vowelless.add(word)
    stems = elided_stems(
        [(stem, forms) for stem, forms in entry_forms.values() if forms & elided], elided)
    stems &= words  # the vowel-less ones (C', D', L'…) are gone already
    words -= stems
    if report is not None:
        report["elided"] = stems
        report["letter_names"] = names
        report["letter_name_forms"] = {f for f in map(normalize_form, skipped) if f}
    return words, vowelless
