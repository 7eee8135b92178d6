"""Credits text for the About page, frequency tiers, lazy loading."""

import sys

import pytest

from pyengine import lexicon
from pyengine.core import i18n
from tests.helpers.protocol import drain, fresh_python


def test_the_credits_name_the_word_lists_and_their_licences():
    assert i18n.text("lexicon.credits", "en") != i18n.text("lexicon.credits", "fr")
    fr = i18n.text("lexicon.credits", "fr")
    assert "Grammalecte" in fr and "MPL 2.0" in fr
    assert "wordfreq" in fr and "Robyn Speer" in fr and "CC BY-SA 4.0" in fr
    assert "OpenSubtitles" in fr and "SUBTLEX" in fr


def test_tiers():
    assert lexicon.tier("maison") == 3
    assert lexicon.tier("être") == 3
    assert lexicon.tier("cheveu") >= 2
    assert lexicon.tier("mangeassions") == 0      # a word, but not in wordfreq
    assert lexicon.tier("xyzzy") == 0             # not a word
    assert lexicon.tier("s'il") == 0
    assert {lexicon.tier(w) for w in ("maison", "civet", "mangeassions")} <= set(lexicon.TIERS)


def test_tier_distribution_is_plausible():
    # Most words of a 7-letter search are absent from wordfreq; some are very common.
    tiers = [lexicon.tier(f.word) for f in lexicon.words_from("ETANIRS")]
    assert tiers.count(0) > 0 and tiers.count(3) > 0


def test_rank_is_the_alphabetical_position():
    words = lexicon._words()
    ordered = list(lexicon.all_words())
    for i in range(0, len(ordered), 20011):
        assert words.rank(ordered[i]) == i
    assert words.rank(ordered[-1]) == len(ordered) - 1
    assert words.rank("CHEVAU") == -1 and words.rank("ZZZZZZ") == -1


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh interpreter")
def test_nothing_loads_at_import():
    assert fresh_python("import pyengine.lexicon as L, sys; "
                        "assert not L.is_loaded(); L.is_word('chat'); assert L.is_loaded(); print('ok')") == "ok"


def test_a_sliced_load_builds_the_same_automaton_a_piece_at_a_time():
    """The browser loads the word list between paints (``lexicon.loading``): the pieces must
    add up to exactly the automaton a load in one go builds, rank offsets included."""
    from pyengine.lexicon._dawg import Automaton

    data = lexicon._read_data("words.tlx")
    whole = Automaton(data)
    sliced, pieces = drain(Automaton.loading(data))
    assert pieces >= 8  # decompressing, then the edges and the nodes in chunks
    assert sliced.nodes == whole.nodes and sliced.root == whole.root
    assert sliced.word_count == whole.word_count == lexicon.word_count()
    ranking = list(sliced.ranking())
    assert len(ranking) >= 4 and sliced._before == whole._rank_offsets()
    ordered = list(lexicon.all_words())
    for i in range(0, len(ordered), 30011):
        assert sliced.rank(ordered[i]) == i


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh interpreter")
def test_loading_in_slices_readies_words_and_tiers_like_ensure_loaded():
    assert fresh_python("""
import pyengine.lexicon as L
steps = L.loading(tiers=True)
next(steps)
assert not L.is_loaded()
n = 1 + sum(1 for _ in steps)
assert L.is_loaded() and L.tier('maison') == 3 and n > 10
assert list(L.loading(tiers=True)) == []
print('ok')""") == "ok"
