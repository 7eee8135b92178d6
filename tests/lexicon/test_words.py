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


# Issue 19, item 2: « sauf ceux contenant des apostrophes ». These spellings only ever occur
# before an apostrophe (jusqu'à, presqu'île, qu'il); the generator finds them in the
# dictionaries (tools/lexicon/wordlist.py, rule 7) and leaves them out.
ELIDED_STEMS = ("QU", "JUSQU", "LORSQU", "PUISQU", "QUOIQU", "PRESQU", "QUELQU")


@pytest.mark.parametrize("stem", ELIDED_STEMS)
def test_stems_that_only_exist_before_an_apostrophe_are_not_words(stem):
    assert not lexicon.is_word(stem)
    assert stem not in {f.word for f in lexicon.words_from(stem)}


@pytest.mark.parametrize("word", ["JUSQUE", "JUSQUES", "LORSQUE", "PUISQUE", "QUOIQUE",
                                  "PRESQUE", "QUELQUE", "QUELQUES", "QUE", "QUI",
                                  # written before an apostrophe too, but words of their own
                                  "FIN", "PIN", "ROCK"])
def test_the_full_words_behind_those_elisions_stay(word):
    assert lexicon.is_word(word)


def test_one_letter_words_are_a_o_y_and_letter_names_are_not_words():
    # Issue 19, item 7; tools/lexicon/wordlist.py rule 8: « un e » names a letter.
    assert {f.word for f in lexicon.words_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", max_length=1)} == \
        {"A", "O", "Y"}
    for text in ("e", "i", "u", "œ", "æ", "b"):
        assert not lexicon.is_word(text), text
    assert lexicon.is_word("ô") and lexicon.is_word("à")
