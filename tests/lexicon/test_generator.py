"""The generator: its expansion agrees with spylls' own lookup, and the shipped automaton holds
exactly the committed plain list. Skipped where spylls, the dictionary cache or the tools
folder are absent (a fresh CI machine, Pyodide)."""

import functools
import os
import random
import sys

import pytest

from pyengine import lexicon

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOLS = os.path.join(ROOT, "tools", "lexicon")
WORDS_TXT = os.path.join(TOOLS, "words-fr.txt")


def _tools():
    if not os.path.isdir(TOOLS):
        pytest.skip("tools/lexicon is not here")
    if TOOLS not in sys.path:
        sys.path.insert(0, TOOLS)
    import sources
    import wordlist
    return sources, wordlist


@pytest.mark.skipif(not os.path.exists(WORDS_TXT), reason="plain list not here")
def test_automaton_holds_exactly_the_plain_list():
    with open(WORDS_TXT, encoding="ascii") as f:
        plain = f.read().split()
    assert plain == sorted(set(plain))
    assert list(lexicon.all_words()) == plain
    assert lexicon.word_count() == len(plain)


def test_normalize_form_rules():
    _, wordlist = _tools()
    assert wordlist.normalize_form("cœur") == "COEUR"
    assert wordlist.normalize_form("ægyrine") == "AEGYRINE"
    assert wordlist.normalize_form("mangeâmes") == "MANGEAMES"
    assert wordlist.normalize_form("Paris") is None          # capital before upper-casing
    assert wordlist.normalize_form("aujourd'hui") is None
    assert wordlist.normalize_form("porte-monnaie") is None
    assert wordlist.normalize_form("1er") is None
    assert not wordlist.has_vowel("HTTP") and wordlist.has_vowel("KYSTE")


def _spylls_dictionary(which):
    pytest.importorskip("spylls")
    sources, _ = _tools()
    path = sources.cached(which)
    if path is None:
        pytest.skip(f"{which} dictionary not in tools/lexicon/cache (run generate.py)")
    return _parsed(path)


@functools.lru_cache(maxsize=2)
def _parsed(path):
    from spylls.hunspell import Dictionary
    return Dictionary.from_files(path)


@pytest.mark.parametrize("which,entries,per_entry", [
    ("npm", 100, 5),
    pytest.param("npm", 1500, 20, marks=pytest.mark.slow),
    pytest.param("debian", 1500, 20, marks=pytest.mark.slow),
])
def test_spylls_lookup_accepts_generated_forms(which, entries, per_entry):
    """Every raw form of a random sample of .dic entries (all their affixes, before
    normalisation, elisions included) is accepted by spylls' own lookup()."""
    dictionary = _spylls_dictionary(which)
    from expand import Expander
    expander = Expander(dictionary)
    rng = random.Random(3)
    entries = rng.sample(dictionary.dic.words, entries)
    forbidden = {w.stem for w in dictionary.dic.words
                 if dictionary.aff.FORBIDDENWORD in w.flags}
    checked = 0
    for entry in entries:
        if entry.stem in forbidden:
            continue
        forms = expander.expand_root(entry.stem, entry.flags)
        if dictionary.aff.KEEPCASE in entry.flags:
            forms = {f for f in forms if dictionary.aff.casing.guess(f) == entry.captype}
        for form in rng.sample(sorted(forms), min(per_entry, len(forms))):
            assert dictionary.lookup(form), (entry, form)
            checked += 1
    assert checked > 2 * len(entries)


@pytest.mark.parametrize("which", ["npm"])
def test_expansion_finds_lexicon_md_words(which):
    dictionary = _spylls_dictionary(which)
    _, wordlist = _tools()
    from expand import Expander
    roots = {"cheveu", "manger", "aller", "finir", "cœur", "œil"}
    forms = set()
    for form, _root in Expander(dictionary).expand(
            skip_root=lambda w: w.stem not in roots):
        n = wordlist.normalize_form(form)
        if n:
            forms.add(n)
    assert {"CHEVEUX", "MANGEASSIONS", "ALLASSE", "FINIRENT", "COEUR", "OEIL"} <= forms


def test_elided_spellings_are_the_pieces_before_an_apostrophe():
    _, wordlist = _tools()
    assert wordlist.elided_spellings(["jusqu'", "jusqu'au-boutiste", "qu'", "rock'n'roll",
                                      "main-d'œuvre", "presqu’île", "chevaux", "Qu'"]) == \
        {"JUSQU", "QU", "ROCK", "N", "D", "PRESQU"}


def test_elided_stems_keep_forms_that_an_entry_gives_as_a_word():
    _, wordlist = _tools()
    elided = {"QU", "FIN", "JUSQU"}
    entries = [("QU", {"QU"}),                # qu/-- : the bare twin of qu'
               ("FIN", {"FIN", "FINS"}),      # fin/S. : a noun, written fin'amor too
               ("JUSQU", {"JUSQU"}),
               ("JUSQUE", {"JUSQUE"})]
    assert wordlist.elided_stems(entries, elided) == {"QU", "JUSQU"}
    # a bare invariable entry of a word that also has a genuine entry stays
    assert wordlist.elided_stems(entries + [("PRE", {"QU"})], elided) == {"JUSQU"}


@pytest.mark.parametrize("which", ["npm", "debian"])
def test_the_dictionaries_elided_stems_are_found_and_left_out(which):
    """Rule 7 on the real sources: the stems found are exactly those only ever written before
    an apostrophe, and none of them is in the shipped list."""
    dictionary = _spylls_dictionary(which)
    _, wordlist = _tools()
    elided = wordlist.dictionary_elided_spellings(dictionary)
    assert {"QU", "JUSQU", "LORSQU", "PUISQU", "QUOIQU", "PRESQU", "QUELQU", "FIN", "PIN",
            "ROCK"} <= elided
    with open(WORDS_TXT, encoding="ascii") as f:
        plain = set(f.read().split())
    bare_twins = {wordlist.normalize_form(w.stem) for w in dictionary.dic.words
                  if wordlist.normalize_form(w.stem) in elided and not w.flags - {"--"}}
    assert bare_twins == {"QU", "JUSQU", "LORSQU", "PUISQU", "QUOIQU", "PRESQU", "QUELQU"}
    assert not bare_twins & plain
    assert {"FIN", "PIN", "ROCK"} <= plain


def test_letter_names_are_found_from_the_debian_tags():
    """Rule 8: the one-character noun entries of the Debian dictionary name letters."""
    dictionary = _spylls_dictionary("debian")
    _, wordlist = _tools()
    names = {w.stem for w in dictionary.dic.words if wordlist.is_letter_name(w)}
    assert set("abcdeiouyz") | {"œ", "æ"} <= names
    assert "ô" not in names and "à" not in names  # an interjection, a preposition
    with open(WORDS_TXT, encoding="ascii") as f:
        plain = set(f.read().split())
    assert {w for w in plain if len(w) == 1} == {"A", "O", "Y"}
    assert not {"E", "I", "U", "OE", "AE"} & plain


# ---------------------------------------------------------------- issue 28: English and German rules
def _rules(name):
    _tools()
    return __import__(name)


def test_english_refine_drops_scowl_abbreviations_and_unlisted_short_words():
    english = _rules("english")
    categories = {"abbreviations": ["oz", "ab", "admin", "zool", "qty"], "words": ["ab", "zoo"]}
    reference = ["AB", "OX", "CAT", "AAH"]  # ENABLE's part
    words = {"OZ", "AB", "OX", "ADMIN", "ZOOL", "QTY", "CAT", "AUG", "QI", "SI", "ZOOLOGY"}
    kept, dropped = english.refine(words, categories, reference)
    assert kept == {"AB", "OX", "ADMIN", "CAT", "QI", "ZOOLOGY"}
    assert dropped["abbreviations"] == {"ZOOL"} and dropped["short"] == {"OZ", "QTY", "AUG", "SI"}
    assert not english.keep("CATCHED") and english.keep("CAUGHT")


def test_german_comparison_forms_follow_the_grammar():
    german = _rules("german")
    forms = set(german.comparison_forms("alt"))
    assert {"älter", "ältere", "älteren", "älteste", "ältesten"} <= forms and "alter" not in forms
    assert "ältest" not in forms  # the bare superlative stem is no word
    assert {"besser", "beste", "besten"} <= set(german.comparison_forms("gut"))
    assert {"dunkler", "dunkelste"} <= set(german.comparison_forms("dunkel"))
    assert {"teurer", "teuerste"} <= set(german.comparison_forms("teuer"))
    assert {"kürzer", "kürzeste"} <= set(german.comparison_forms("kurz"))
    assert {"schöner", "schönste"} <= set(german.comparison_forms("schön"))
    assert {"typischer", "typischste"} <= set(german.comparison_forms("typisch"))
    assert {"nasser", "nässer"} <= set(german.comparison_forms("nass"))
    assert german.compares("gut", None) and not german.compares("schön", None)
    assert german.compares("schön", {"SCHOENSTEN": 3.0})
    assert not german.compares("schön", {"SCHOENER": 3.0})  # also the positive's form


def test_german_genitive_es_for_one_syllable_strong_nouns():
    german = _rules("german")
    assert german.genitive_es("Mann", "Manns") == "Mannes"
    assert german.genitive_es("Tisch", "Tischs") == "Tisches"
    assert german.genitive_es("Lehrer", "Lehrers") is None  # two syllables
    assert german.genitive_es("Schuh", "Schuhs") is None
    assert german.genitive_es("Herz", "Herzens") is None


def test_german_compounds_take_the_heads_forms_and_leave_towns_out():
    german = _rules("german")
    haus = {"HAUS", "HAUSES", "HAEUSER", "HAEUSERN", "HAUSE"}
    heads = {w: haus for w in haus} | {"BERG": {"BERG", "BERGE", "BERGES"},
                                      "BERGE": {"BERG", "BERGE", "BERGES"}}
    plurals = {w: {"HAEUSER", "HAEUSERN"} for w in haus} | {"BERG": {"BERGE"}, "BERGE": {"BERGE"}}
    words = {"KRANK", "KRANKEN", "ALT", "ALTEN", "WEIN"} | haus | {"BERG", "BERGE", "BERGES"}
    frequent = {"KRANKENHAUS": 4.7, "ALTENBERG": 3.0, "WEINBERG": 3.5, "WEINBERGE": 2.6,
                "ALTENHAUS": 1.0, "MUENCHENHAUS": 2.5}
    found = german.compounds(words, heads, frequent, refused={"MUENCHEN"}, plurals=plurals)
    assert found["KRANKENHAUS"] == {"KRANKEN" + f for f in haus}
    assert "WEINBERG" in found  # its plural is written too
    assert "ALTENBERG" not in found  # a town, as far as the list tells
    assert "ALTENHAUS" not in found  # too rare
    assert "MUENCHENHAUS" not in found  # MUENCHEN is no word of the list


def test_german_names_are_skipped_unless_they_are_common_nouns_too():
    german = _rules("german")
    city = {"NOM": {"SIN": "München"}, "GEN": {"SIN": "Münchens"}, "G": "N"}
    resin = {"NOM": {"SIN": "Harz", "PLU": "Harze"}, "G": "N"}
    meal = {"NOM": {"SIN": "Essen"}, "G": "N"}
    assert german.is_name("München", city)
    assert not german.is_name("Harz", resin)
    assert not german.is_name("Essen", meal, verbs={"essen"})
    assert german.is_name("Peter", {"NOM": {"SIN": "Peter"}}, first_names={"peter"})
    assert not german.is_name("Haus", {"NOM": {"SIN": "Haus", "PLU": "Häuser"}})


def test_german_imperative_without_e_where_german_allows_it():
    german = _rules("german")
    allowed = {"komme": "komm", "mache": "mach", "lerne": "lern", "fahre": "fahr",
               "wohne": "wohn", "feiere": "feier", "bleibe": "bleib"}
    for form, stem in allowed.items():
        assert german.imperative_without_e(form) == stem, form
    for form in ("arbeite", "warte", "atme", "rechne", "öffne", "zeichne", "sammle", "wandre",
                 "lächle", "gib"):
        assert german.imperative_without_e(form) is None, form


def test_german_zu_infinitive_of_separable_verbs():
    german = _rules("german")
    entry = {"hasPrefix": True, "INF": "aufstehen", "PRÄ": {"S": {"1": ["stehe", "auf"]}}}
    assert german.zu_infinitive(entry) == "aufzustehen"
    assert german.zu_infinitive({"INF": "stehen", "PRÄ": {"S": {"1": "stehe"}}}) is None
