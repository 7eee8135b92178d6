"""The searches agree with brute force over the whole list, on seeded random racks."""

import random

import pytest

from pyengine import lexicon
from tests.helpers.protocol import drain
from tests.lexicon import brute

# French letter frequencies (MATERIALS.md), so racks look like game racks.
FREQ = dict(E=17.4, A=8.2, S=8.2, N=7.1, I=7.0, T=6.9, R=6.6, U=6.2, O=5.6, L=5.5, D=4.0,
            C=3.5, P=3.1, M=2.9, V=1.5, Q=1.1, F=1.1, G=0.9, B=0.9, H=0.8, J=0.6, X=0.4,
            Y=0.3, Z=0.1, K=0.07, W=0.04)


def rack(rng, size):
    return "".join(rng.choices(list(FREQ), list(FREQ.values()), k=size))


def as_set(found):
    return {(f.word, f.blanks) for f in found}


def check_words_from(letters, jokers, **kw):
    got = lexicon.words_from(letters, jokers, **kw)
    assert len(got) == len(as_set(got)), "a word was reported twice"
    assert as_set(got) == brute.words_from(letters, jokers, kw.get("min_length", 1),
                                           kw.get("max_length"))
    return got


def test_words_from_known_rack():
    words = {f.word for f in lexicon.words_from("CHEVAUX")}
    assert {"CHEVAUX", "CHAUX", "VEAU", "EAU", "AXE", "HAVE"} <= words
    assert "CHEVEUX" not in words  # needs a second E
    with_blank = {f.word: f for f in lexicon.words_from("CHEVAUX", 1)}
    assert with_blank["CHEVEUX"].blanks == (4,)          # C H E V [E] U X
    assert with_blank["CHEVEUX"].blank_letters == "E"
    assert with_blank["CHEVAUX"].blanks == ()


def test_blank_takes_the_last_occurrence():
    two = {f.word: f for f in lexicon.words_from("TER", 2)}
    assert two["TERRE"].blanks == (3, 4)  # T E R [R] [E]


def test_anagrams_whole_hand():
    # Juggler's examples: CHEVEU from C H E V E U; ECHEVEAU and CHEVREAU.
    assert [f.word for f in lexicon.anagrams("UEVEHC")] == ["CHEVEU"]
    assert "ECHEVEAU" in {f.word for f in lexicon.anagrams("CHEVEAUE")}
    assert "CHEVREAU" in {f.word for f in lexicon.anagrams("RCHEVEAU")}
    assert all(len(f.word) == 8 for f in lexicon.anagrams("CHEVEAU", 1))


@pytest.mark.parametrize("size,jokers,count", [(7, 0, 6), (8, 1, 5), (10, 0, 4), (7, 2, 3),
                                               (3, 2, 3)])
def test_words_from_matches_brute_force(size, jokers, count):
    rng = random.Random(1000 * size + jokers)
    for _ in range(count):
        check_words_from(rack(rng, size), jokers)


def test_words_from_length_limits_match_brute_force():
    rng = random.Random(7)
    for _ in range(3):
        letters = rack(rng, 9)
        check_words_from(letters, 1, min_length=4, max_length=6)


@pytest.mark.parametrize("letters,jokers", [("CHEVAUX", 0), ("ETANIRSU", 1), ("ESTRAGON", 2),
                                            ("", 1), ("QWXZ", 0)])
def test_sliced_search_gives_the_same_list(letters, jokers):
    plain = lexicon.words_from(letters, jokers)
    sliced, _ = drain(lexicon.words_from_sliced(letters, jokers))
    assert sliced == plain
    limited, _ = drain(lexicon.words_from_sliced(letters, jokers, min_length=3, max_length=6,
                                                 budget=500, split=3))
    assert limited == lexicon.words_from(letters, jokers, min_length=3, max_length=6)


def test_sliced_search_yields_between_slices():
    _, many = drain(lexicon.words_from_sliced("ESTRAGON", 2, budget=2000))
    _, few = drain(lexicon.words_from_sliced("ESTRAGON", 2, budget=50_000))
    assert many > few >= 1
    _, none = drain(lexicon.words_from_sliced("QWXZ", 0))
    assert none == 0


def test_results_come_in_alphabetical_order():
    found = [f.word for f in lexicon.words_from("ETANIRSU", 1)]
    assert found == sorted(found)


def test_length_limits():
    assert all(3 <= len(f.word) <= 5
               for f in lexicon.words_from("ETANIRSU", 1, min_length=3, max_length=5))
    assert lexicon.words_from("ETANIRSU", max_length=0) == []
    assert {f.word for f in lexicon.words_from("", 1)} >= {"A", "Y"}


def test_words_from_input_forms():
    assert as_set(lexicon.words_from("chévaux")) == as_set(lexicon.words_from("CHEVAUX"))
    assert as_set(lexicon.words_from(["C", "H", "E"])) == as_set(lexicon.words_from("CHE"))
    assert lexicon.words_from("", 0) == []
    with pytest.raises(ValueError):
        lexicon.words_from("AB-C")
    with pytest.raises(ValueError):
        lexicon.words_from("ABC", -1)


# Glossa -------------------------------------------------------------------------------------

def spelling_set(found):
    return {(s.word, s.cards, s.jokers) for s in found}


def test_glossa_rule_book_examples():
    civet = spelling_set(lexicon.spellings_from(["C", "I", "V", "E", "T", "S", "O"]))
    assert ("CIVET", ("C", "I", "V", "E", "T"), ()) in civet
    escorte = spelling_set(lexicon.spellings_from(["E", "S", "C", "O", "R", "T", "E"]))
    assert ("ESCORTE", ("E", "S", "C", "O", "R", "T", "E"), ()) in escorte


def test_glossa_groups_stay_together_and_in_order():
    found = spelling_set(lexicon.spellings_from(["CH", "OU"]))
    assert ("CHOU", ("CH", "OU"), ()) in found
    # U·O is not OU reversed, and the C of CH cannot be used alone.
    assert not any(w in ("OUCH", "COU") for w, _, _ in found)
    mixed = spelling_set(lexicon.spellings_from(["C", "H", "O", "U", "CH", "OU"]))
    chou = {cards for w, cards, _ in mixed if w == "CHOU"}
    assert chou == {("C", "H", "O", "U"), ("C", "H", "OU"), ("CH", "O", "U"), ("CH", "OU")}


def test_glossa_joker_as_group():
    found = spelling_set(lexicon.spellings_from(["E", "S", "T"], 1))
    assert ("OUEST", ("OU", "E", "S", "T"), (0,)) in found
    assert ("OUEST", ("O", "U", "E", "S", "T"), (0,)) not in found  # one joker, one card
    no_groups = spelling_set(lexicon.spellings_from(["E", "S", "T"], 1, groups=()))
    assert not any(w == "OUEST" for w, _, _ in no_groups)


@pytest.mark.parametrize("seed,jokers,hands", [
    (1, 0, 2), (2, 1, 2), (3, 1, 1), (4, 2, 1),
    pytest.param(5, 2, 6, marks=pytest.mark.slow), pytest.param(6, 1, 10, marks=pytest.mark.slow),
])
def test_glossa_spellings_match_brute_force(seed, jokers, hands):
    rng = random.Random(seed)
    groups = list(lexicon.GLOSSA_GROUPS)
    for _ in range(hands):
        cards = [rng.choice(groups) if rng.random() < 0.2 else rack(rng, 1)
                 for _ in range(7 - jokers)]
        got = lexicon.spellings_from(cards, jokers)
        assert len(got) == len(spelling_set(got))
        assert spelling_set(got) == brute.spellings_from(cards, jokers,
                                                         frozenset(lexicon.GLOSSA_GROUPS))


@pytest.mark.parametrize("seed,jokers", [(7, 0), (8, 1), (9, 2)])
def test_sliced_glossa_spellings_give_the_same_list_a_first_letter_at_a_time(seed, jokers):
    rng = random.Random(seed)
    groups = list(lexicon.GLOSSA_GROUPS)
    cards = [rng.choice(groups) if rng.random() < 0.2 else rack(rng, 1) for _ in range(7 - jokers)]
    sliced, pauses = drain(lexicon.spellings_from_sliced(cards, jokers))
    assert pauses == len(lexicon.automaton().root)  # one per first letter
    assert sliced == lexicon.spellings_from(cards, jokers)


# BuyWord crossword slots --------------------------------------------------------------------

def slot_set(found):
    return {(s.word, s.start, s.blanks, s.placed) for s in found}


def test_slot_simple():
    fits = slot_set(lexicon.words_in_slot("..A..", "CHTR"))
    assert ("CHAT", 0, (), (0, 1, 3)) in fits
    assert ("CHAR", 0, (), (0, 1, 3)) in fits
    # A word must not touch a laid letter: ".CHAT" cannot start at 0 with "X" before.
    glued = slot_set(lexicon.words_in_slot("E..A", "CHT", must_cross=True))
    assert not any(start == 1 for _, start, _, _ in glued)


def test_slot_allowed_cross_checks():
    fits = slot_set(lexicon.words_in_slot("..A..", "CHTR", allowed={1: "R"}))
    assert all(w[1] == "R" for w, start, _, _ in fits if start == 0 and len(w) > 1)


def random_pattern(rng, words):
    n = rng.randint(5, 9)
    cells = ["."] * n
    w = rng.choice(words)
    if len(w) <= n:
        at = rng.randint(0, n - len(w))
        for i in rng.sample(range(len(w)), k=min(2, len(w))):
            cells[at + i] = w[i]
    else:
        cells[rng.randrange(n)] = rng.choice("AEIRST")
    return "".join(cells)


@pytest.mark.parametrize("seed,jokers", [(1, 0), (2, 1), (3, 0), (4, 1)])
def test_slot_matches_brute_force(seed, jokers):
    rng = random.Random(seed)
    words = [w for w in brute.word_table()[0] if 4 <= len(w) <= 7]
    for _ in range(3):
        pattern = random_pattern(rng, words)
        letters = rack(rng, 7)
        allowed = {rng.randrange(len(pattern)): "AEIOURST"} if rng.random() < 0.5 else None
        got = lexicon.words_in_slot(pattern, letters, jokers, allowed=allowed)
        assert len(got) == len(slot_set(got))
        assert slot_set(got) == brute.slot_words(pattern, letters, jokers, 2, allowed), pattern


def test_slot_without_crossing():
    got = slot_set(lexicon.words_in_slot(".....", "CHAT", must_cross=False))
    assert ("CHAT", 0, (), (0, 1, 2, 3)) in got and ("CHAT", 1, (), (0, 1, 2, 3)) in got
    assert slot_set(lexicon.words_in_slot(".....", "CHAT")) == set()


@pytest.mark.slow
def test_words_from_matches_brute_force_many_racks():
    rng = random.Random(99)
    for size in (7, 8, 10):
        for jokers in (0, 1, 2):
            for _ in range(15):
                check_words_from(rack(rng, size), jokers)
