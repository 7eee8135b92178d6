"""Glossa tests check words against a small fixed list (every word the scripted deals declare),
so a rule test never depends on the contents of the real dictionary. Tests that need the real
lexicon use the ``lexicon`` fixture."""

import pytest

from pyengine.glossa import words

# Real French words (all in the Petit Larousse), spelled without accents.
TEST_WORDS = """
A Y OU EN ON AN AI ET ES EST TE
CIVET CIVETS ESCORTE BOUCLES WHIST ENTRERA GLOBE BLONDES WAGON JOCKEYS KIWI KIWIS
ZEBRE TRAIT QUE QUI QUOI CHAT CHATS CHIEN CHOU CHOUX TRAIN TRAINS MAIN MAINS VIN VINS
""".split()


@pytest.fixture(autouse=True)
def test_words():
    words.use_words(TEST_WORDS)
    yield TEST_WORDS
    words.use_words(None)


@pytest.fixture
def lexicon():
    """The real lexicon instead of the test list."""
    words.use_words(None)
    yield
