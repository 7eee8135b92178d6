"""The English word list's rules: from SCOWL's forms to the A–Z words of BuyWord and Juggler.

Sources (sources.py): SCOWL's en_US Hunspell dictionary (npm ``dictionary-en``, size 60),
every affix expanded by expand.py, and SCOWL's plain American and British lists up to size 80
(Debian ``wamerican-huge``, ``wbritish-huge``), where every inflection is already written.
Scrabble lists keep inflections (plurals, -ed, -ing, comparatives) and leave out proper nouns,
abbreviations and forms with apostrophes or hyphens; so does this list:

1. a form with an upper-case letter is rejected (proper nouns, acronyms: Paris, NATO);
2. accents dropped (café → CAFE), upper case, only ``^[A-Z]+$`` (possessives ``dog's``,
   hyphens, digits and dots go);
3. one-letter forms: SCOWL lists every letter as a word (the letters' names); only A and I
   are English words (I is written capitalised, so rule 1 would drop it: it is added here);
4. forms without a vowel (AEIOUY) are dropped (abbreviations such as BLDG, DR, MR, TSP)
   except the words in VOWELLESS_WORDS (interjections and the Welsh CWM, CRWTH), read from
   the complete list of vowel-less forms;
5. Roman numerals (XIV, LXXI, MCM…) are dropped, by their pattern, except the four that are
   words too (MI, MIX, XI, LI);
6. abbreviations written with vowels are dropped by hand (ABBREVIATIONS): the list was read
   among the entries that SCOWL's Hunspell dictionary gives without any affix flag (the
   abbreviations carry none) and among the short forms only the size-80 lists have; the
   ones that are also words in ENABLE (AVE, FEM, HIST, REG, SOPH, TEL, TRAD) were kept;
7. (issue 28) SCOWL's own abbreviations: a form that SCOWL's database (Debian ``scowl``) files
   only among its abbreviations, never among its words, is dropped (OZ, YD, QTY, CPU, ZOOL…),
   unless ENABLE has it as a word (AB, BRO, MATHS, INTRO) or it is in KEPT_ABBREVIATIONS
   (clipped words that have become words: ADMIN, TECH…);
8. (issue 28) two- and three-letter words, where a word-game player looks hardest: only
   ENABLE's (public domain, the word-game reference) and the reviewed SHORT_ADDITIONS, each
   with its reason, less SHORT_REMOVALS (SI, FER). SCOWL's other short forms (AC, EQ, YR,
   AUG, CIR, NON, VON…) go;
9. (issue 28) non-standard forms SCOWL's size 80 carries, found by regularising the past tense
   of irregular verbs and reading what SCOWL has that ENABLE does not: NONSTANDARD.

ENABLE's part is read from ``enable-reference.txt`` (written by ``compare.py --reference``
from enable1.txt: its words of at most three letters, and its words that SCOWL files as
abbreviations), so the generator needs no copy of ENABLE.
"""

from __future__ import annotations

import re

from wordlist import normalize_form

VOWELS = set("AEIOUY")
ONE_LETTER_WORDS = frozenset({"A", "I"})
VOWELLESS_WORDS = frozenset({
    "BRR", "BRRR", "CWM", "CWMS", "CRWTH", "CRWTHS", "GRR", "GRRR", "HM", "HMM", "MM", "NTH",
    "PFFT", "PHPHT", "PHT", "PSST", "PST", "SH", "SHH", "TSK", "TSKS", "TSKTSK", "TSKTSKS", "ZZZ",
})
ROMAN = re.compile(r"^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
# Spelt like numerals, yet words (a note, a verb, two Greek and Chinese loans word games take).
ROMAN_WORDS = frozenset({"MI", "MIX", "XI", "LI"})
ABBREVIATIONS = frozenset("""
ABBR ABL ABR ACC ACCT ADJ ADJT ADV ADVT AEQ AET AGCY AGR AGRIC AMT ANAT ANTIQ APPROX ARCHT ARR
ASAP ASSN ASSOC ASST ATTN ATTY AUTH AVDP AVG BACT BIOG BIOL BKCY BLVD BTRY CAPT CHEM CHGE
CHRON COLL COMDG COMM CONC CONJ CONT CONTD CONTR CORP CORR CRYST CYL DECD DECL DEG DENOM DEP
DEPT DERV DESC DIAG DIAM DICT DIPL DIST DISTR DIV DLVY ECCL ECOL ECON EDUC ELEM ELEV ENC ENCL
ENCY ENGR ENL EQUIV ESP ETC EXC EXCH EXCL EXP EXR EXT FOL FOLL FREQ FUT GEOG GEOM GOV GOVT
HGWY HOSP IBID INC INCL IND INST INT ISL ITAL LIQ MASC MDSE MEAS MFG MISC MTGE NATL NEG NEUT
OBJ OPP ORIG PHYS PKWY POSS PREF PRES PVT QUES RECD REL RESP SCI SECY SEQ SUBJ SUPT TBSP TERR
USU VAL VIZ
""".split())


# Rule 7: clipped forms SCOWL files as abbreviations that a player writes as words.
KEPT_ABBREVIATIONS = frozenset({"ADMIN", "DIFF", "TECH", "VOCAB"})
# Rule 8: short words ENABLE (1997-2000) lacks, kept after review, with the reason.
SHORT_ADDITIONS = {
    "QI": "vital energy (Chinese loan); in the North American tournament list since 2006",
    "ZA": "pizza (slang); in the North American tournament list since 2006",
    "QIS": "plural of QI", "ZAS": "plural of ZA",
    "APP": "application program; everyday English since the 2000s",
    "EMO": "a music genre and its fans",
    "MEH": "interjection of indifference",
    "VID": "video (informal)",
    "ZEN": "Zen Buddhism, and the calm it names (lower-case in SCOWL)",
    "ZZZ": "the sound of sleep (interjection)",
    "FAB": "fabulous (informal)", "DUH": "interjection of obviousness",
    "OOF": "interjection of a blow or effort", "POO": "excrement (informal)",
}
# Rule 8: short words ENABLE has that a word-game table refused (issue 28's referee): SI, the
# old name of the note TI, and FER, dialect "for".
SHORT_REMOVALS = frozenset({"SI", "FER"})
# Rule 9: regularised past tenses of irregular verbs (catch: caught).
NONSTANDARD = frozenset({"CATCHED", "MEANED", "SAYED", "SLIDED", "STEALED", "STINGED",
                         "UNDERSTANDED"})


def keep(word: str) -> bool:
    """Rules 3-6 and 9 on a normalised form (7 and 8 need the reference lists: ``forms``)."""
    if word in NONSTANDARD:
        return False
    if len(word) == 1:
        return word in ONE_LETTER_WORDS
    if not VOWELS & set(word):
        return word in VOWELLESS_WORDS
    if ROMAN.match(word) and word not in ROMAN_WORDS:
        return False
    return word not in ABBREVIATIONS


def short_allowed(reference) -> frozenset:
    """Rule 8: the two- and three-letter words allowed: ENABLE's and SHORT_ADDITIONS."""
    return (frozenset(w for w in reference if len(w) <= 3) | frozenset(SHORT_ADDITIONS)) \
        - SHORT_REMOVALS


def abbreviations_only(categories) -> set[str]:
    """Rule 7: the normalised forms SCOWL lists as abbreviations and never as words."""
    words = {normalize_form(t) for t in categories.get("words", ())}
    return {w for w in map(normalize_form, categories.get("abbreviations", ())) if w} - words


def refine(words: set[str], categories, reference) -> tuple[set[str], dict]:
    """Rules 7 and 8 on the list: (kept, {"abbreviations": dropped, "short": dropped})."""
    reference = set(reference)
    abbr = abbreviations_only(categories) - reference - KEPT_ABBREVIATIONS - set(SHORT_ADDITIONS)
    short = short_allowed(reference)
    dropped_short = {w for w in words if 2 <= len(w) <= 3 and w not in short}
    dropped_abbr = words & abbr
    return words - dropped_short - dropped_abbr, {"abbreviations": dropped_abbr - dropped_short,
                                                  "short": dropped_short}


def forms(hunspell_prefix: str, plain_lists, categories=None,
          reference=None) -> tuple[set[str], dict]:
    """(words, report) from the Hunspell dictionary and the plain lists ``[(name, lines)]``;
    with SCOWL's ``categories`` and ENABLE's ``reference`` words, rules 7 and 8 too."""
    from spylls.hunspell import Dictionary

    from expand import Expander

    raw: dict[str, set] = {}
    dictionary = Dictionary.from_files(hunspell_prefix)
    expander = Expander(dictionary, skip_compounds=True)
    raw["dictionary-en"] = {form for form, _ in expander.expand()}
    for name, lines in plain_lists:
        raw[name] = {line.strip() for line in lines if line.strip()}
    words, dropped = set(), set()
    counts = {}
    for name, texts in raw.items():
        mine = set()
        for text in texts:
            word = normalize_form(text)
            if word is None:
                continue
            if keep(word):
                mine.add(word)
            else:
                dropped.add(word)
        counts[name] = len(mine)
        words |= mine
    words |= ONE_LETTER_WORDS  # "I" is capitalised in SCOWL
    report = {"per_source": counts, "dropped": dropped}
    if categories is not None:
        words, report["refined"] = refine(words, categories, reference)
    return words, report
