"""The bots' one-turn walks against a brute force written from the definitions, with the
lexicon's own word search."""

import random

import pytest

from pyengine import lexicon
from pyengine.juggler import reach
from pyengine.juggler.materials import edition

ED = edition("fr")
VALUE = ED.letter_value
LETTERS = "".join(sorted(VALUE))


def value(letters):
    return sum(VALUE[ch] for ch in letters)


def brute_lay(hand):
    """{c: (standing, announce)} from the definitions: for each letter laid (or none), the
    best word of what is left, minus the rest; the value of the rest if it is a word."""
    out = {}
    for c in [None, *sorted(set(hand))]:
        rest = hand if c is None else hand.replace(c, "", 1)
        words = [f.word for f in lexicon.words_from(rest)] if rest else []
        best = max((value(w) for w in words), default=None)
        standing = 2 * best - value(rest) if best is not None else -value(rest)
        whole = any(len(w) == len(rest) for w in words)
        out[c] = (standing, value(rest) if whole and rest else 0)
    return out


def brute_take(hand):
    out = {}
    for taken in [None, *LETTERS]:
        table = brute_lay(hand + (taken or ""))
        standing = max(s for s, _ in table.values())
        announce = max(a for _, a in table.values())
        out[taken] = (standing, announce)
    return out


def random_hands(count, seed):
    rng = random.Random(seed)
    box = [ED.letter[c] for c in ED.cards]
    for _ in range(count):
        yield "".join(rng.sample(box, rng.choice([3, 5, 6, 7, 7, 8, 9])))


@pytest.mark.parametrize("hand", ["CHEVEAU", "RSTLNDC", "CHEVEU", "EA", "K", *random_hands(12, 1)])
def test_lay_table_matches_brute_force(hand):
    assert reach.lay_table(hand) == brute_lay(hand)


@pytest.mark.parametrize("hand", ["CHEVEAU", "RSTLNDC", "CHEVEU", *random_hands(6, 2)])
def test_take_table_matches_brute_force(hand):
    table = reach.take_table(hand)
    expected = brute_take(hand)
    assert {k: v[:2] for k, v in table.items()} == expected
    # the letter to lay for the announcement really leaves a whole-hand word of that value
    for taken, (_, announce, lay) in table.items():
        if announce:
            rest = hand + (taken or "")
            if lay is not None:
                rest = rest.replace(lay, "", 1)
            assert value(rest) == announce and lexicon.anagrams(rest)


def test_the_rule_book_hand_reaches_its_words():
    # C H E V E A U: an E gives ECHEVEAU, an R CHEVREAU (19 each, nothing laid); an X gives
    # CHEVAUX or CHEVEUX (25, laying an E or the A); with nothing taken, CHEVEU or CHAUVE (17).
    table = reach.take_table("CHEVEAU")
    assert table["E"][1:] == (19, None) and table["R"][1:] == (19, None)
    assert table["X"][1] == 25 and table["X"][2] in ("A", "E")
    assert table[None][1] == 17 and table[None][2] in ("A", "E")
    assert reach.lay_table("CHEVEAU")["A"] == (17, 17)
