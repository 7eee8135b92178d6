"""The rule book's examples (shared/rules/glop.fr.md) and the pure rules behind them."""

import itertools
import random

import pytest

from pyengine.glop import materials, rules
from pyengine.glop.rules import take_options


def cards_showing(values, played_value):
    """A table of real cards showing ``values`` (colour by colour), and a card of
    ``played_value`` that is not on it."""
    used = {}
    table = []
    for value in values + [played_value]:
        colour = materials.COLOUR_IDS[used.get(value, 0)]
        used[value] = used.get(value, 0) + 1
        table.append(materials.card(value, colour))
    return table[:-1], table[-1]


def capture_options(table_values, played_value):
    """The takes of a card of ``played_value`` on a table showing ``table_values``, written as
    the rule book writes them: values, each set of values once (:func:`take_options` offers
    two 5s of different colours as two takes)."""
    table, played = cards_showing(table_values, played_value)
    return sorted({tuple(sorted(materials.VALUE[c] for c in take)) for take in take_options(table, played)})


# --------------------------------------------------------------------- the box
def test_the_box_has_44_cards_four_colours_one_to_eleven():
    assert len(materials.CARDS) == len(set(materials.CARDS)) == 44
    for colour in materials.COLOUR_IDS:
        assert sorted(materials.VALUE[c] for c in materials.CARDS if materials.COLOUR[c] == colour) \
            == list(range(1, 12))
    assert materials.card(7, "R") == "7R" and materials.VALUE["11J"] == 11
    with pytest.raises(ValueError):
        materials.card(12, "R")


def test_each_colour_has_names_in_both_languages_and_its_own_symbol():
    from pyengine.core import i18n
    from pyengine.glop import text  # noqa: F401  (registers the sentences)

    symbols = [c["symbol"] for c in materials.COLOURS]
    assert len(set(symbols)) == 4 and all(symbols)
    for lang in ("fr", "en"):
        names = {i18n.text(f"glop.colour.{c}", lang) for c in materials.COLOUR_IDS}
        assert len(names) == 4 and all(name and not name.startswith("glop.") for name in names)


# --------------------------------------------------------------------- levées partielles
def test_book_8_5_2_1_an_8_takes_only_the_8():
    # « Au tapis : 8 - 5 - 2 - 1. Le joueur abat un 8. Il n'a le droit de prendre que le 8. »
    assert capture_options([8, 5, 2, 1], 8) == [(8,)]


def test_book_with_a_9_instead_of_the_8_the_8_takes_5_2_1():
    # « Si au lieu du 8, il y avait un 9 il pouvait avec son 8 prendre d'un coup 3 cartes 5, 2 et 1. »
    assert capture_options([9, 5, 2, 1], 8) == [(1, 2, 5)]


def test_book_11_11_3_6_an_11_takes_one_11_only():
    # « Au tapis : 11 - 11 - 3 - 6. Le joueur abat un 11 ; il ne peut prendre qu'un des deux 11. »
    assert capture_options([11, 11, 3, 6], 11) == [(11,)]
    # card by card, either 11 may be the one taken
    assert take_options(["11R", "11B", "3V", "6J"], "11V") == [("11R",), ("11B",)]


def test_book_4_2_3_6_an_11_takes_6_3_2():
    # « Si au lieu de deux 11, il y avait 4 et 2 il pouvait avec son 11 ramasser 3 cartes 6, 3 et 2. »
    assert capture_options([4, 2, 3, 6], 11) == [(2, 3, 6)]


def test_book_6_5_3_eleven_takes_5_6_and_eight_takes_3_5():
    # « Au tapis : 6 - 5 - 3. Avec un 11, le joueur ramasse 5 et 6. Avec un 8, il prend 5 et 3. »
    assert capture_options([6, 5, 3], 11) == [(5, 6)]
    assert capture_options([6, 5, 3], 8) == [(3, 5)]


def test_book_glop_examples():
    # « Au tapis : 9. Avec un 9 le joueur fait un glop d'une carte. »
    assert capture_options([9], 9) == [(9,)]
    assert rules.is_glop(["9R"], ("9R",))
    # « Au tapis : 6 - 3 - 1. Avec un 10 le joueur peut faire un glop de 3 cartes. »
    assert capture_options([6, 3, 1], 10) == [(1, 3, 6)]
    assert rules.is_glop(["6R", "3B", "1V"], take_options(["6R", "3B", "1V"], "10J")[0])
    assert rules.glop_value([6, 3, 1]) == 10 and rules.glop_value([9]) == 9


def test_nothing_to_take_gives_an_empty_list():
    assert capture_options([], 5) == []
    assert capture_options([9, 8], 5) == []
    assert capture_options([6, 5], 10) == []
    # an 11 on the table is never part of a sum, and only an 11 takes it
    for value in range(1, 11):
        assert all(11 not in take for take in capture_options([11, 1, 2, 3], value))
    assert capture_options([11], 10) == []


def test_several_sets_are_all_offered_once_each():
    assert capture_options([1, 2, 3, 4, 5], 6) == [(1, 2, 3), (1, 5), (2, 4)]
    assert capture_options([5, 5, 3], 8) == [(3, 5)]  # the two 5s give one value set...
    # ...but two different takes card by card (the colours may count at the end)
    assert take_options(["5R", "5B", "3V"], "8J") == [("3V", "5R"), ("3V", "5B")]


# Golden counts of distinct card takes from fixed tables, perft style.
GOLDEN_TAKES = [
    (["1R", "2R", "3R", "4R", "5R", "6R"], "7B", 4),  # 1+6 2+5 3+4 1+2+4
    (["1R", "1B", "2R", "3R", "4R"], "5V", 4),  # 1R+4 1B+4 2+3 1R+1B+3
    (["1R", "1B", "1V", "1J", "2R", "9B"], "4V", 7),  # six pairs of 1s with the 2, and 1+1+1+1
    (["7R", "3B", "4V", "7J"], "7B", 2),  # two 7s: one each, never 3+4
    (["6R", "5B", "10V", "11J"], "11R", 1),  # the 11 on the table, alone
]


@pytest.mark.parametrize("table, card, count", GOLDEN_TAKES)
def test_golden_take_counts(table, card, count):
    takes = take_options(table, card)
    assert len(takes) == len(set(takes)) == count
    for take in takes:
        assert rules.take_problem(table, card, list(take)) is None


def brute_force_values(table, value):
    """Every distinct take by trying every subset (an independent statement of the rule)."""
    if value in table:
        return [(value,)]
    found = set()
    for size in range(2, len(table) + 1):
        for combo in itertools.combinations(table, size):
            if sum(combo) == value:
                found.add(tuple(sorted(combo)))
    return sorted(found)


def test_capture_options_match_a_brute_force_on_random_tables():
    rng = random.Random(4)
    for _ in range(3000):
        cards = rng.sample(materials.CARDS, rng.randint(1, 10))
        table, value = [materials.VALUE[c] for c in cards[:-1]], materials.VALUE[cards[-1]]
        assert capture_options(table, value) == brute_force_values(table, value), (table, value)


def brute_force_cards(table, played):
    """Every take card by card, by trying every subset of the table."""
    value = materials.VALUE[played]
    equal = [(c,) for c in table if materials.VALUE[c] == value]
    if equal:
        return set(equal)
    return {tuple(sorted(combo, key=materials.ORDER.__getitem__))
            for size in range(2, len(table) + 1) for combo in itertools.combinations(table, size)
            if sum(materials.VALUE[c] for c in combo) == value}


def test_take_options_match_a_brute_force_card_by_card():
    rng = random.Random(5)
    for _ in range(2000):
        cards = rng.sample(materials.CARDS, rng.randint(0, 10))
        table, played = cards[:-1] if cards else [], cards[-1] if cards else "5R"
        takes = take_options(table, played)
        assert set(takes) == brute_force_cards(table, played), (table, played)
        assert len(set(takes)) == len(takes)
        assert takes == sorted(takes, key=lambda take: [materials.ORDER[c] for c in take])


def test_take_problem_names_the_rule_broken():
    table = ["8R", "5B", "2V", "1J"]
    assert rules.take_problem(table, "8B", ["8R"]) is None
    assert rules.take_problem(table, "8B", ["5B", "2V", "1J"])[0] == "glop.error.equal_only"
    table = ["9R", "5B", "2V", "1J"]
    assert rules.take_problem(table, "8B", ["5B", "2V", "1J"]) is None
    assert rules.take_problem(table, "8B", ["5B", "2V"]) == ("glop.error.wrong_sum", {"total": 7, "value": 8})
    assert rules.take_problem(["11R", "3B"], "3V", ["11R"])[0] == "glop.error.equal_only"
    assert rules.take_problem(["11R", "4B"], "5V", ["11R"])[0] == "glop.error.eleven"
    assert rules.take_problem(table, "8B", [])[0] == "glop.error.take_nothing"


# --------------------------------------------------------------------- the deal
def test_redeal_when_more_than_two_exposed_cards_share_a_value():
    # « Si plus de 2 cartes de même valeur sont exposées, il recommence la donne. »
    assert rules.needs_redeal(["4R", "4B", "4V", "9J"])
    assert rules.needs_redeal(["4R", "4B", "4V", "4J"])
    assert not rules.needs_redeal(["4R", "4B", "9V", "9J"])
    assert not rules.needs_redeal(["1R", "2B", "3V", "11J"])


def test_favourite_colour_moves_round_the_four_colours():
    colour, seen = "R", []
    for _ in range(8):
        seen.append(colour)
        colour = rules.next_favourite(colour)
    assert seen == ["R", "B", "V", "J"] * 2


def test_partners_sit_opposite():
    assert [rules.partner(s, 4) for s in range(4)] == [2, 3, 0, 1]
    assert rules.partner(0, 2) is None
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]


# --------------------------------------------------------------------- décompte des points
def test_favourite_ladder_six_cards_one_point_to_eleven_cards_six_points():
    assert [rules.favourite_ladder_points(n) for n in range(12)] == [0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6]


def test_deal_points_item_by_item():
    fav = "V"
    pile = ([f"{v}V" for v in range(1, 8)]  # seven favourites with its 1 and its 6: 1 + 1 + 2
            + ["6R", "6B"]  # three 6s with 6V: 2
            + [f"{v}R" for v in (1, 2, 3, 4, 5, 7, 8, 9, 10, 11)] + [f"{v}B" for v in (1, 2, 3, 4)])
    assert len(pile) == 23  # 23 cards: 2
    points = rules.deal_points(pile, fav)
    assert points == {"cards": 23, "cards_points": 2, "favourite_one": 1, "favourite_six": 1,
                      "sixes": 3, "sixes_points": 2, "favourite_cards": 7, "favourite_points": 2,
                      "points": 8}
    rest = [c for c in materials.CARDS if c not in pile]
    other = rules.deal_points(rest, fav)
    assert other == {"cards": 21, "cards_points": 0, "favourite_one": 0, "favourite_six": 0,
                     "sixes": 1, "sixes_points": 0, "favourite_cards": 4, "favourite_points": 0,
                     "points": 0}


def test_twenty_two_each_scores_nothing_for_the_cards():
    half = list(materials.CARDS[:22])
    assert rules.deal_points(half, "J")["cards_points"] == 0
    assert rules.deal_points(list(materials.CARDS[22:]), "J")["cards_points"] == 0


def test_four_sixes_score_two_and_two_sixes_nothing():
    assert rules.deal_points(["6R", "6B", "6V", "6J"], "R")["sixes_points"] == 2
    assert rules.deal_points(["6R", "6B"], "R")["sixes_points"] == 0


def test_the_game_ends_at_thirty_with_the_higher_total_and_ties_play_on():
    assert rules.winning_side([29, 12]) is None
    assert rules.winning_side([30, 12]) == 0
    assert rules.winning_side([31, 34]) == 1
    assert rules.winning_side([31, 31]) is None
    assert rules.winning_side([30, 30]) is None


def test_takes_by_value_gives_the_same_takes_as_take_options():
    rng = random.Random(6)
    for _ in range(2000):
        table = rng.sample(materials.CARDS, rng.randint(0, 12))
        by_value = rules.takes_by_value(table)
        for value in range(1, 12):
            played = f"{value}R" if f"{value}R" not in table else f"{value}B"
            expected = sorted(rules.take_options(table, played))
            assert sorted(by_value.get(value, [])) == expected, (table, value)
