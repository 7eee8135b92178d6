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
