"""The rule book's examples and the French deck (shared/rules/juggler.fr.md, MATERIALS.md)."""

import pytest

from pyengine import lexicon
from pyengine.juggler import materials, rules
from pyengine.core import ranking
from pyengine.juggler.rules import score

# « Supposons, par exemple, que votre main contient ces sept lettres: C H E V E A U »
HAND = "CHEVEAU"


@pytest.mark.parametrize("word, points", [
    ("CHEVEU", 17), ("CHAUVE", 17),  # « les deux marquent 17 points »
    ("CHEVREAU", 19), ("ECHEVEAU", 19),  # « un score de 1+3+3+1+7+1+1+2=19 », « (19 points aussi) »
    ("CHEVAUX", 25), ("CHEVEUX", 25),  # « dans ces deux cas, vous marqueriez 25 points »
])
def test_rule_book_words_score_their_printed_values(word, points):
    assert score(word, "") == points
    assert score(list(word), []) == points  # letters as strings, one by one
    assert lexicon.is_word(word)


def test_echeveau_sum_term_by_term():
    # The rule book writes the sum letter by letter: E C H E V E A U = 1+3+3+1+7+1+1+2.
    assert [rules.letter_value(ch) for ch in "ECHEVEAU"] == [1, 3, 3, 1, 7, 1, 1, 2]


def test_the_rule_book_hand_with_one_more_card():
    # « Si vous tirez un autre E, vous pourriez annoncer ECHEVEAU »; « un R vous permettrait
    # d'annoncer CHEVREAU »: both use the whole hand of eight.
    assert "ECHEVEAU" in rules.whole_hand_words(HAND + "E")
    assert "CHEVREAU" in rules.whole_hand_words(HAND + "R")
    # « Si vous pouviez trouver un X, vous pourriez alors vous débarrasser d'un E et annoncer
    # CHEVAUX (ou abandonner le A et annoncer CHEVEUX) »
    with_x = rules.whole_hand_words_by_lay(HAND + "X")
    assert "CHEVAUX" in with_x["E"] and "CHEVEUX" in with_x["A"]
    # « en vous défaussant du A (et sans tirer de nouvelle carte), vous pourriez avoir CHEVEU.
    # Ou bien vous pourriez abandonner un E et écrire CHAUVE »
    less_one = rules.whole_hand_words_by_lay(HAND)
    assert "CHEVEU" in less_one["A"] and "CHAUVE" in less_one["E"]
    # The seven cards themselves are not a whole-hand word: he must change his hand first.
    assert rules.whole_hand_words(HAND) == ()


def test_unused_cards_subtract():
    # CHEVEU declared from the whole CHEVEAU hand: the A left over costs 1.
    assert score("CHEVEU", "A") == 16
    # CHAUVE from CHEVEAU + X: the E and the X (1 + 8) are subtracted.
    assert score("CHAUVE", "EX") == 17 - 9
    assert score("CHAUVE", ["E", "X"]) == 8


def test_never_below_zero():
    # « Si la valeur totale des cartes inutilisées est supérieure à son mot, il marque zéro »
    assert score("EN", "KZ") == 0
    assert score("ZEN", "K") == 0  # 10 - 10: exactly nothing
    assert score("ZEN", "Q") == 3
    assert score("", "") == 0
    assert score("", "KX") == 0


def test_invalid_or_missing_word_scores_zero():
    assert rules.declaration_score("CHEVEU", "", valid=True) == 17
    assert rules.declaration_score("CHEVUE", "", valid=False) == 0  # « il marque zéro »
    assert rules.declaration_score("", "KX", valid=True) == 0


def test_letters_are_normalised_and_checked_against_the_deck():
    assert score("cheveu", "") == 17
    assert score("chéveu", "") == 17
    with pytest.raises(ValueError):
        score("WAGON", "")  # the French deck has no W card
    with pytest.raises(ValueError):
        score("CHEVEU", "1")


def test_french_deck_is_the_reconstruction_of_materials_md():
    ed = materials.edition("fr")
    assert len(ed.cards) == 72 and len(set(ed.cards)) == 72
    assert len(ed.deck_cards["vowels"]) == 28 and len(ed.deck_cards["consonants"]) == 44
    assert {ed.letter[c] for c in ed.deck_cards["vowels"]} == set("EAIOU")
    counts = {ch: sum(1 for c in ed.cards if ed.letter[c] == ch) for ch in ed.letter_value}
    assert counts == {"E": 10, "A": 6, "I": 5, "O": 4, "U": 3, "S": 6, "N": 5, "R": 5, "T": 5,
                      "L": 3, "D": 2, "C": 3, "M": 2, "P": 2, "H": 1, "G": 1, "B": 1, "F": 1,
                      "V": 1, "Q": 1, "J": 1, "X": 1, "Z": 1, "Y": 1, "K": 1}
    # The sourced values: E 1, A 1, R 1, U 2, C 3, H 3, Q 7, V 7, X 8; "E or N 1".
    for letter, value in dict(E=1, A=1, R=1, U=2, C=3, H=3, Q=7, V=7, X=8, N=1).items():
        assert rules.letter_value(letter) == value
    # vowels 10+6+5+8+6 = 35; consonants 21 (S N R T) + 10 (L D) + 24 (C M P H) + 12 (G B F)
    # + 14 (V Q) + 32 (J X Z Y) + 10 (K) = 123
    assert sum(ed.value[c] for c in ed.deck_cards["vowels"]) == 35
    assert sum(ed.value.values()) == 35 + 123
    # Ids are the letter and a number: stable, readable in saves.
    assert ed.deck_cards["vowels"][:3] == ("E1", "E2", "E3") and "K1" in ed.cards


def test_cards_for_spells_in_hand_order():
    hand = ["C1", "E4", "H1", "E2", "V1", "U1", "A3"]
    assert rules.cards_for("CHEVEU", hand) == ["C1", "H1", "E4", "V1", "E2", "U1"]
    assert rules.cards_for("CHEVEUX", hand) is None
    assert rules.spelling(["C1", "H1", "E4"]) == "CHE"


def test_winner_needs_seventy_and_a_single_leader():
    # « Quand un joueur atteint un score égal ou supérieur à 70, la partie est terminée et le
    # joueur dont le score est le plus grand a gagné. »
    assert rules.winner([69, 12]) is None
    assert rules.winner([70, 12]) == 0
    assert rules.winner([71, 75, 3]) == 1  # the highest wins, not the first past 70
    assert rules.winner([72, 72, 10]) is None  # tie at the top: another hand
    assert rules.winner([72, 72, 80]) == 2
    assert ranking([72, 72, 10]) == [1, 1, 3]


def test_whole_hand_words_by_lay_is_one_search_for_every_lay():
    # « en vous défaussant du A [...] CHEVEU. Ou bien vous pourriez abandonner un E et écrire CHAUVE »
    by_lay = rules.whole_hand_words_by_lay("CHEVEAU")
    assert "CHEVEU" in by_lay["A"] and "CHAUVE" in by_lay["E"] and by_lay[None] == ()
    for ch in set("CHEVEAU"):
        rest = "CHEVEAU".replace(ch, "", 1)
        assert by_lay.get(ch, ()) == rules.whole_hand_words(rest)
