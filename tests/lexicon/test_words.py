"""The word list: LEXICON.md's test words are in, non-words are out, normalisation."""

import pytest

from pyengine import lexicon

# LEXICON.md: "Test words every Grammalecte-based list has", plus forms of the rule books.
TEST_WORDS = ("CHEVEU CHEVEUX CHAUVE CHEVREAU ECHEVEAU CIVET ESCORTE MANGEASSIONS FINIRENT "
              "ALLASSE JOUE QI ZEN KIWI COEUR OEIL CHEVAUX SOEUR BOEUF").split()


@pytest.mark.parametrize("word", TEST_WORDS)
def test_lexicon_md_words_are_accepted(word):
    assert lexicon.is_word(word)


@pytest.mark.parametrize("text", ["chevaux", "Chevaux", "cœur", "Œil", "mangeâmes", "ÉCHEVEAU",
                                  "naïf", "ça"])
def test_is_word_normalises_its_input(text):
    assert lexicon.is_word(text)


@pytest.mark.parametrize("text", [
    "Mozart", "Toulouse", "Marseille", "Chirac",          # proper nouns (capitalised entries)
    "km", "cm", "kg", "kcal", "mhz",                    # unit symbols
    "etc", "mgr", "www", "http", "cf", "atm", "ko",     # abbreviations
    "aujourd'hui", "s'il", "l'eau", "presqu'île",       # apostrophes
    "porte-monnaie", "peut-être", "c'est-à-dire",       # hyphens
    "chevaux ", " chevaux", "che vaux", "1er", "",      # spaces, digits, empty
    "OK", "XYZZY", "CHEVAUXX",
])
def test_non_words_are_rejected(text):
    assert not lexicon.is_word(text)


def test_apostrophe_and_hyphen_forms_do_not_collapse_into_words():
    # "SIL" and "PORTEMONNAIE"-like joins must not make "s'il" a word.
    assert lexicon.is_word("sil")
    assert not lexicon.is_word("s'il")


def test_normalize():
    assert lexicon.normalize("Cœur d'éléphant") == "COEUR D'ELEPHANT"
    assert lexicon.normalize("æther") == "AETHER"
    assert lexicon.normalize("Ça, noël, où, île, maïs") == "CA, NOEL, OU, ILE, MAIS"
    assert lexicon.normalize("") == ""


def test_counts():
    assert 400_000 < lexicon.word_count() < 450_000
