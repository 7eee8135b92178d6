"""Glossa's pure rules: the deck, word values, the showdown order, pots and loans."""

from collections import Counter

import pytest

from pyengine.glossa import materials as m
from pyengine.glossa.rules import (best_hands, exchanges, loan_limit, loan_threshold,
                                   may_borrow, share_cagnotte, showdown_key, side_pots, spell, split_pot,
                                   word_problem, word_value, score_sheet)
from pyengine.core import ranking


# --------------------------------------------------------------------- the box
def test_the_box_holds_104_cards_and_3000_points_of_chips():
    # « 104 cartes » ; « 75 jetons de 10 points, 25 jetons de 50 points, 10 jetons de 100 points
    # et représentant au total 3.000 points »
    assert len(m.DECK) == 104
    assert m.TOTAL_CHIPS == 3000
    counts = Counter(m.DECK)
    assert sum(n for c, n in counts.items() if len(c) == 1 and c != "*") == 90
    assert sum(n for c, n in counts.items() if len(c) == 2) == 12
    assert counts["*"] == 2 and m.VALUE["*"] == 0  # « deux cartes "jokers" de valeur nulle »


def test_the_values_the_rule_book_prints():
    # CIVET = (3 + 2 + 4 + 1 + 2) × 5 ; ESCORTE = (1 + 1 + 3 + 2 + 1 + 2 + 1) × 10
    assert [m.VALUE[c] for c in "CIVET"] == [3, 2, 4, 1, 2]
    assert [m.VALUE[c] for c in "ESCORTE"] == [1, 1, 3, 2, 1, 2, 1]


def test_a_two_letter_card_is_worth_its_letters_plus_one():
    for group in m.GROUPS:
        assert m.VALUE[group] == m.VALUE[group[0]] + m.VALUE[group[1]] + 1, group


@pytest.mark.parametrize("players, reserve", [(2, 1500), (3, 1000), (4, 750), (5, 600), (6, 500)])
def test_chips_are_shared_equally(players, reserve):
    assert m.starting_reserve(players) == reserve
    assert reserve % m.CHIP_UNIT == 0


# --------------------------------------------------------------------- word value
def test_civet_is_worth_60():
    assert word_value(list("CIVET")) == 60


def test_escorte_is_worth_110_because_seven_cards_multiply_by_ten():
    assert word_value(list("ESCORTE")) == 110
    # the same cards less one multiply by 6, not 10
    assert word_value(list("ESCORT")) == (1 + 1 + 3 + 2 + 1 + 2) * 6


def test_a_joker_counts_as_a_card_worth_nothing():
    assert word_value(["*C", "I", "V", "E", "T"]) == (0 + 2 + 4 + 1 + 2) * 5
    assert word_value(["*", "I", "V", "E", "T"]) == 45  # a bare joker, as the issue writes it
    # with a joker the seven-card bonus still applies: JOCKEYS with a joker for the C
    assert word_value(["J", "O", "*C", "K", "E", "Y", "S"]) == 280


def test_a_two_letter_card_is_one_card():
    assert word_value(["QU", "E"]) == (9 + 1) * 2
    assert word_value(["CH", "OU"]) == (8 + 5) * 2
    assert spell(["CH", "*OU", "X"]) == "CHOUX"


def test_no_word_is_worth_nothing():
    assert word_value([]) == 0


# --------------------------------------------------------------------- declaring a word
def test_a_word_must_come_from_the_hand():
    hand = ["C", "I", "V", "E", "T", "*", "QU"]
    assert word_problem(list("CIVET"), hand) is None
    assert word_problem(["QU", "*I"], hand) is None
    assert word_problem(["C", "C"], hand) == "glossa.error.not_in_hand"
    assert word_problem(["*A", "*B"], hand) == "glossa.error.not_in_hand"  # one joker only
    assert word_problem(["Q", "U"], hand) == "glossa.error.not_in_hand"  # QU is one card


def test_a_joker_stands_for_a_letter_or_a_group_of_the_deck():
    hand = ["*", "E", "T"]
    assert word_problem(["*QU", "E"], hand) is None
    assert word_problem(["*", "E"], hand) == "glossa.error.joker_meaning"
    assert word_problem(["*ST", "E"], hand) == "glossa.error.bad_card"  # no ST card in the deck
    assert word_problem(["e"], hand) == "glossa.error.bad_card"
    assert word_problem("ET", hand) == "glossa.error.bad_word"
    assert word_problem(list("EEEEEEEE"), ["E"] * 8) == "glossa.error.bad_word"  # at most seven


# --------------------------------------------------------------------- comparing hands
def compare_hands(a, b) -> int:
    """1 if hand ``a`` beats hand ``b`` at the showdown, -1 if it loses, 0 for a complete tie,
    as the game's own comparison (``best_hands``) decides."""
    return {(0,): 1, (1,): -1, (0, 1): 0}[tuple(best_hands({0: a, 1: b}))]


def test_the_higher_value_wins():
    assert compare_hands(list("ESCORTE"), list("CIVET")) == 1
    assert compare_hands(list("CIVET"), list("ESCORTE")) == -1


def test_at_equal_value_fewer_cards_win():
    # « prime celui qui utilise le minimum de cartes »: 4 cards × 15 against 5 cards × 12
    four = ["X", "F", "D", "I"]  # (6 + 4 + 3 + 2) × 4 = 60
    assert word_value(four) == word_value(list("CIVET")) == 60
    assert compare_hands(four, list("CIVET")) == 1


def test_then_the_lower_highest_card_wins():
    # « le jeu dont la carte de valeur maximum est inférieure »
    with_k = ["K", "E", "E", "E"]  # (10 + 3) × 4 = 52
    with_x = ["X", "B", "I", "E"]  # (6 + 4 + 2 + 1) × 4 = 52
    assert compare_hands(with_x, with_k) == 1


def test_then_the_second_card_and_so_on():
    # « Si l'égalité persiste on applique le même principe à la seconde carte »
    a = ["X", "F", "E", "I"]  # 6, 4, 2, 1
    b = ["X", "D", "T", "I"]  # 6, 3, 2, 2
    assert word_value(a) == word_value(b) == 52
    assert compare_hands(b, a) == 1
    c = ["X", "D", "L", "I"]  # 6, 3, 2, 2 again: a complete tie with b
    assert compare_hands(b, c) == 0
    assert best_hands({0: a, 1: b, 2: c}) == [1, 2]


def test_a_joker_ranks_as_a_zero_card_in_the_tie_break():
    a = ["*K", "W", "I", "I"]  # 0 + 10 + 2 + 2 = 14 × 4
    b = ["K", "*W", "I", "I"]
    assert compare_hands(a, b) == 0
    assert showdown_key(a) == showdown_key(b)


def test_any_word_beats_no_word():
    assert compare_hands(["*A"], []) == 1
    assert compare_hands([], []) == 0


# --------------------------------------------------------------------- exchange
def test_exchanges_are_servi_or_one_to_three_distinct_cards():
    hand = list("ABCDEFG")
    options = exchanges(hand)
    assert [] in options
    assert len(options) == 1 + 7 + 21 + 35
    assert all(len(o) <= 3 and o == sorted(o) for o in options)
    # identical cards give one choice
    assert len(exchanges(["E"] * 7)) == 4


# --------------------------------------------------------------------- pots
def test_split_pot_rounds_to_chips_and_leaves_the_rest():
    assert split_pot(240, 1) == (240, 0)
    assert split_pot(250, 2) == (120, 10)
    assert split_pot(100, 3) == (30, 10)


def test_one_pot_when_nobody_is_all_in():
    # the under-bet example after the second raises: A and D are in, B and C folded
    pots, returned = side_pots([160, 60, 60, 160], [0, 3])
    assert pots == [{"amount": 440, "eligible": [0, 3]}]
    assert returned == {}


def test_side_pot_for_the_chips_an_all_in_player_cannot_match():
    # B is all-in for 60; A and C go on to 110; D folded after his ante
    pots, returned = side_pots([110, 60, 110, 10], [0, 1, 2], cagnotte=30)
    assert pots == [{"amount": 60 * 3 + 10 + 30, "eligible": [0, 1, 2]},
                    {"amount": 50 * 2, "eligible": [0, 2]}]
    assert returned == {}


def test_a_bet_nobody_could_match_goes_back():
    # A bets 200 more, B calls all-in with 60: A's unmatched 150 is returned
    pots, returned = side_pots([210, 60], [0, 1])
    assert returned == {0: 150}
    assert pots == [{"amount": 120, "eligible": [0, 1]}]


def test_several_all_in_levels():
    stakes = [300, 100, 200, 300, 50]
    pots, returned = side_pots(stakes, [0, 1, 2, 3])  # seat 4 folded
    assert returned == {}
    assert [p["amount"] for p in pots] == [100 * 4 + 50, 100 * 3, 100 * 2]
    assert [p["eligible"] for p in pots] == [[0, 1, 2, 3], [0, 2, 3], [0, 3]]
    assert sum(p["amount"] for p in pots) == sum(stakes)


def test_each_pot_says_who_paid_into_it():
    # A all-in for 60; B and C went on to 160; D folded after his ante; a 30 cagnotte
    pots, returned = side_pots([60, 160, 160, 10], [0, 1, 2], cagnotte=30, payers=True)
    assert returned == {}
    assert pots == [{"amount": 60 * 3 + 10 + 30, "eligible": [0, 1, 2], "paid": {0: 60, 1: 60, 2: 60, 3: 10}},
                    {"amount": 200, "eligible": [1, 2], "paid": {1: 100, 2: 100}}]


@pytest.mark.parametrize("amount, players", [(0, 2), (10, 6), (30, 4), (40, 4), (70, 3), (1230, 5)])
def test_a_cagnotte_shares_out_whole(amount, players):
    seats = [(2 + i) % players for i in range(players)]
    shares = share_cagnotte(amount, seats)
    assert sum(shares.values()) == amount and set(shares) == set(seats)
    assert all(v % 10 == 0 for v in shares.values())
    assert max(shares.values()) - min(shares.values()) <= 10
    assert [shares[s] for s in seats] == sorted(shares.values(), reverse=True)  # odd chips first


# --------------------------------------------------------------------- loans
@pytest.mark.parametrize("players, threshold, limit", [(4, 150, 370), (6, 100, 250), (2, 300, 750)])
def test_loan_threshold_and_limit(players, threshold, limit):
    # « inférieure au 1/5e de son montant initial » ; « limité à 50 % de la réserve initiale »
    # (rounded down to whole chips: half of 750 is 375, the loan is at most 370)
    assert loan_threshold(players) == threshold
    assert loan_limit(players) == limit
    assert may_borrow(threshold - 10, players)
    assert not may_borrow(threshold, players)


# --------------------------------------------------------------------- the score sheet
def test_the_rule_books_sample_score_sheet():
    # « MODÈLE DE FEUILLE DE MARQUE (PARTIE A 4 JOUEURS) »: ten deals and one loan of 300
    _ = None
    rows = [
        [_, 102, 78, 65], [75, 95, 120, 90], [96, _, _, 114], [_, 130, 96, _],
        [85, 100, _, 72], [108, 90, 84, 130], [65, 75, _, 98],
        [-300, _, _, 300],  # Dépannage
        [110, _, _, 84], [_, 108, 78, _], [60, 64, 105, _],
    ]
    chips = [510, 800, 410, 1280]
    sheet = score_sheet(rows, chips)
    assert sheet["game_points"] == [299, 764, 561, 953]
    assert sum(sheet["chips"]) == 3000  # « TOTAL TOUJOURS EGAL A 3 000 »
    assert sheet["totals"] == [809, 1564, 971, 2233]
    assert ranking(sheet["totals"]) == [4, 2, 3, 1]


def test_equal_totals_share_a_place():
    assert ranking([100, 300, 100, 50]) == [2, 1, 2, 4]


# --------------------------------------------------------------------- typing a word
def test_typing_a_word_finds_the_strongest_cards():
    from pyengine.glossa.rules import spell_text
    assert spell_text("civet", list("CIVETSA")) == list("CIVET")
    # CH·O·U·X = (8 + 2 + 2 + 6) × 4 = 72 beats CH·OU·X = (8 + 5 + 6) × 3 = 57
    assert spell_text("CHOUX", ["CH", "O", "U", "OU", "X", "E", "A"]) == ["CH", "O", "U", "X"]
    # a joker fills what the hand lacks, a real card is used where there is one
    assert spell_text("CIVET", ["C", "I", "V", "E", "*", "S", "A"]) == ["C", "I", "V", "E", "*T"]
    assert spell_text("QUI", ["*", "I", "E"]) == ["*QU", "I"]
    assert spell_text("CIVET", list("CIVESAN")) is None
    assert spell_text("été", list("ETE")) == list("ETE")  # typed with accents
    assert spell_text("cœur", ["C", "O", "E", "U", "R"]) == list("COEUR")
    assert spell_text("l'été", list("LETE")) is None and spell_text("", []) == []
