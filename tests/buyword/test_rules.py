"""The rule book's prices and the materials, as pure functions (pyengine.buyword.rules)."""

import pytest

from pyengine.buyword import materials, rules
from pyengine.buyword.rules import PlacementError, place, placement_prices, price


def placement_price(placement) -> int:
    """What the sale of a placement fetches: the price of every word it makes."""
    return sum(cost for _, cost in placement_prices(placement))


# ----------------------------------------------------------------------------- sourced prices
def test_sourced_prices_english_bag():
    """MATERIALS.md (sourced): D+E+S = $16, M+B+L = $64, W = 3 pips, E = A = 1 pip."""
    assert price("DES", bag="en") == 16
    assert price("MBL", bag="en") == 64
    assert rules.pip_sum("W", bag="en") == 3
    assert rules.pip_sum("E", bag="en") == rules.pip_sum("A", bag="en") == 1


def test_rule_book_enjoyed_is_169():
    """« Exemple Enjoyed : 13 points, la valeur est 169 13*13 » (the English edition's tiles)."""
    assert rules.pip_sum("ENJOYED", bag="en") == 13
    assert price("ENJOYED", bag="en") == 169


def test_price_is_the_square_of_the_pips_in_the_french_bag():
    # French bag (reconstruction): D 2, E 1, S 1 → 4 pips; M 2 + B 3 + L 1 → 6 pips.
    assert price("DES") == 16
    assert price("MBL") == 36
    assert price("MAISON") == (2 + 1 + 1 + 1 + 1 + 1) ** 2
    assert price("") == 0


def test_a_wild_counts_its_printed_pip_or_nothing():
    """A wild carries one printed pip; option wild_value = 0 plays it as a blank."""
    assert price("D*S", bag="en") == 16  # the wild stands for E: same price as DES
    assert price("Z*", bag="en") == 25
    assert price("Z*", bag="en", wild_value=0) == 16
    assert rules.word_tiles("MAISON", 1) == "M*ISON"
    assert price("MAISON") == 49
    assert price(rules.word_tiles("MAISON", 0)) == 36  # the wild (1 pip) stands for M (2 pips)


def test_price_refuses_what_is_not_a_tile():
    with pytest.raises(ValueError):
        price("É")
    with pytest.raises(ValueError):
        price("a")


# ----------------------------------------------------------------------------- materials
@pytest.mark.parametrize("bag", ["fr", "en"])
def test_each_bag_holds_108_letter_tiles_of_1_to_4_pips(bag):
    table = materials.BAGS[bag]
    assert sum(count for _, count in table.values()) == 108
    assert len(materials.tiles(bag)) == 108
    assert set(table) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert {pips for pips, _ in table.values()} == {1, 2, 3, 4}


def test_bag_tables_as_listed_in_materials_md():
    fr, en = materials.FRENCH, materials.ENGLISH
    # French: 76 one-pip tiles, 14 two-pip, 12 three-pip, 6 four-pip.
    by_pips = {p: sum(c for q, c in fr.values() if q == p) for p in (1, 2, 3, 4)}
    assert by_pips == {1: 76, 2: 14, 3: 12, 4: 6}
    assert fr["E"] == (1, 16) and fr["Q"] == (3, 2) and fr["K"] == (4, 1)
    by_pips = {p: sum(c for q, c in en.values() if q == p) for p in (1, 2, 3, 4)}
    assert by_pips == {1: 61, 2: 26, 3: 15, 4: 6}
    assert en["E"] == (1, 11) and en["W"] == (3, 2) and en["Q"] == (4, 1)


def test_money_wilds_and_die():
    """« 200$ : 2*50$, 3*20$, 2*10$, 3*5$, 5*1$ »; 9 wilds; die 2, 3, 4, 5, choice, choice."""
    assert materials.START_NOTES == {50: 2, 20: 3, 10: 2, 5: 3, 1: 5}
    assert materials.START_MONEY == 200
    assert materials.WILDS_IN_BOX == 9
    assert [rules.wilds_per_player(n) for n in (1, 2, 3, 4)] == [8, 4, 3, 2]
    assert all(rules.wilds_per_player(n) * n <= 9 for n in range(1, 7))
    assert sorted(materials.DIE_FACES, key=str) == [2, 3, 4, 5, "choice", "choice"]


# ----------------------------------------------------------------------------- small rules
def test_opening_bid_is_half_the_price_rounded_up():
    """« au moins égale à la moitié de la valeur normale du lot, arrondi au-dessus »."""
    assert rules.opening_bid(49) == 25
    assert rules.opening_bid(36) == 18
    assert rules.opening_bid(1) == 1


def test_solo_rating():
    """« À 1 joueur, un total de 800$ est moyen, 900$ bon, 1000$ extraordinaire. »"""
    assert rules.rating(799) == "below"
    assert rules.rating(800) == "average"
    assert rules.rating(899) == "average"
    assert rules.rating(900) == "good"
    assert rules.rating(1000) == "outstanding"


def test_limit_counts_tiles_not_wilds():
    """« aucun joueur ne doit avoir plus de 8 tuiles (on ne compte pas les jokers) »: a player
    holding 8 tiles and his 4 wilds may end his turn; a ninth tile is one too many."""
    from .scripted import act, give, roll, stack, table
    assert rules.excess(list("ABCDEFGH")) == 0
    assert rules.excess(list("ABCDEFGHIJ")) == 2
    assert rules.excess(list("ABCDEFGHIJ"), limit=10) == 0
    game = table(players=2)
    give(game, 0, "BCDFGHJ")
    stack(game, "KW", "LE")
    roll(game, 2)
    act(game, 0, "reject")
    act(game, 1, "buy")
    give(game, 0, "P")
    assert len(game.hands[0]) == 8 and game.wilds[0] == 4
    assert game.excess(0) == 0 and game.view(0)["you"]["excess"] == 0
    assert {"type": "done"} in game.legal_actions(0)
    give(game, 0, "Q")
    assert game.excess(0) == 1 and {"type": "done"} not in game.legal_actions(0)


def test_take_is_a_multiset_difference():
    assert rules.take(list("AEES"), "EE") == ["A", "S"]
    assert rules.take(list("AES"), "EE") is None


# ----------------------------------------------------------------------------- crossword
def grid_of(*words):
    """Build a grid from (word, row, col, dir) laid without checks."""
    grid = {}
    for word, row, col, direction in words:
        for (r, c), letter in zip(rules.line_cells(row, col, direction, len(word)), word):
            grid[(r, c)] = (letter, False)
    return grid


def test_first_word_goes_anywhere():
    p = place({}, "MAISON", 3, -2, "across")
    assert [w for w, _, _ in p.words] == ["MAISON"]
    assert p.reused == 0 and len(p.placed) == 6
    assert placement_price(p) == 49


def test_crossing_word_reuses_letters_and_they_count_in_the_price():
    """« Le prix de vente inclut les lettres réutilisées. »"""
    grid = grid_of(("MAISON", 0, 0, "across"))
    p = place(grid, "SOUS", 0, 3, "down")  # the S of MAISON starts SOUS
    assert p.reused == 1
    assert [w for w, _, _ in p.words] == ["SOUS"]
    assert sorted(letter for _, _, letter, _ in p.placed) == ["O", "S", "U"]
    assert placement_price(p) == 16  # S (reused) + O + U + S


def test_extending_a_word_sells_the_longer_word():
    """« Lorsque plusieurs mots sont créés ou allongés [...] » — MAISON + S = MAISONS."""
    grid = grid_of(("MAISON", 0, 0, "across"))
    p = place(grid, "MAISONS", 0, 0, "across")
    assert [w for w, _, _ in p.words] == ["MAISONS"]
    assert [(r, c, letter) for r, c, letter, _ in p.placed] == [(0, 6, "S")]
    assert placement_price(p) == 64


def test_a_placement_must_lay_a_tile_and_touch_the_grid():
    # M A I S
    #     T A
    grid = grid_of(("MAIS", 0, 0, "across"), ("TA", 1, 2, "across"))
    with pytest.raises(PlacementError) as error:
        place(grid, "IT", 0, 2, "down")  # both cells already laid
    assert error.value.reason == "buyword.error.no_new_tile"
    with pytest.raises(PlacementError) as error:
        place(grid, "ES", -1, 5, "down")  # touches no laid letter at all
    assert error.value.reason == "buyword.error.must_cross"
    with pytest.raises(PlacementError) as error:
        place(grid, "SUR", 0, 3, "down")  # (1, 3) holds A, not U
    assert error.value.reason == "buyword.error.clash"
    p = place(grid, "SAC", 0, 3, "down")  # S and A reused, C new
    assert [w for w, _, _ in p.words] == ["SAC"] and p.reused == 2
    assert placement_price(p) == (1 + 1 + 2) ** 2


def test_every_word_made_is_sold_at_its_own_price():
    """« chacun de ces mots est vendu à sa valeur appropriée »:
    L E S        TU laid across from the T of ET puts U under S: SU is made too.
      T"""
    grid = grid_of(("LES", 0, 0, "across"), ("ET", 0, 1, "down"))
    p = place(grid, "TU", 1, 1, "across")
    assert sorted(w for w, _, _ in p.words) == ["SU", "TU"]
    assert placement_price(p) == (1 + 1) ** 2 + (1 + 1) ** 2


def test_a_hook_extends_a_laid_word_and_sells_it_whole():
    """« raccordés comme dans un jeu de mots-croisés, en réutilisant une ou plusieurs lettres
    déjà posées [...] Lorsque plusieurs mots sont créés ou allongés, chacun de ces mots est vendu
    à sa valeur appropriée »: SE laid down from the end of MAISON creates SE and lengthens
    MAISON into MAISONS, which reuses six laid letters and is sold whole.
    M A I S O N S
                E"""
    grid = grid_of(("MAISON", 0, 0, "across"))
    p = place(grid, "SE", 0, 6, "down")
    assert [(w, pips) for w, _, pips in p.words] == [("SE", 2), ("MAISONS", 8)]
    assert p.reused == 0 and sorted(letter for *_, letter, _ in p.placed) == ["E", "S"]
    assert placement_price(p) == 2 ** 2 + 8 ** 2
    # a word laid alongside is joined by the words its tiles make across (AS under LES: EA, SS)
    p = place(grid_of(("LES", 0, 0, "across")), "AS", 1, 1, "across")
    assert [w for w, _, _ in p.words] == ["AS", "EA", "SS"]
    # one cell off, nothing touches: refused
    with pytest.raises(PlacementError) as error:
        place(grid, "SE", 0, 7, "down")
    assert error.value.reason == "buyword.error.must_cross"


def test_word_must_be_the_whole_run_and_the_wild_a_new_tile():
    grid = grid_of(("MAISON", 0, 0, "across"))
    with pytest.raises(PlacementError) as error:
        place(grid, "MAIS", 0, 0, "across")  # the O of MAISON is glued after it
    assert error.value.reason == "buyword.error.glued"
    with pytest.raises(PlacementError) as error:
        place(grid, "SOUS", 0, 3, "down", wild=0)  # the S is on the grid already
    assert error.value.reason == "buyword.error.wild_on_grid"
    p = place(grid, "SOUS", 0, 3, "down", wild=2)
    assert [(letter, w) for _, _, letter, w in sorted(p.placed)] == [("O", False), ("U", True), ("S", False)]
    assert placement_price(p) == 16  # the wild counts its printed pip
    assert placement_price(place(grid, "SOUS", 0, 3, "down", wild=2, wild_value=0)) == 9
    with pytest.raises(PlacementError) as error:
        place(grid, "SOUS", 0, 3, "sideways")
    assert error.value.reason == "buyword.error.bad_direction"
    with pytest.raises(PlacementError) as error:
        place(grid, "MAISON", 0, rules.GRID_REACH, "across")
    assert error.value.reason == "buyword.error.off_grid"


def test_one_wild_per_word_counts_a_wild_already_laid():
    """« une seule tuile joker peut être utilisée [...] (Une seule par mot) »: a word running
    through a laid wild may not take a new one, whether it is the word laid or a word it makes.
    M A I* S O N      (the I is a wild)
            I"""
    grid = grid_of(("MAISON", 0, 0, "across"), ("SI", 0, 3, "down"))
    grid[(0, 2)] = ("I", True)
    with pytest.raises(PlacementError) as error:
        place(grid, "IL", 0, 2, "down", wild=1)  # the main word reuses the laid wild
    assert error.value.reason == "buyword.error.two_wilds"
    assert error.value.params == {"word": "IL"}
    with pytest.raises(PlacementError) as error:
        place(grid, "NI", 1, 2, "across", wild=0)  # its wild N makes IN down with the laid I
    assert error.value.reason == "buyword.error.two_wilds"
    assert error.value.params == {"word": "IN"}
    # the same placements with tiles only are fine: the laid wild is the word's one wild
    assert [w for w, _, _ in place(grid, "IL", 0, 2, "down").words] == ["IL", "LI"]
    assert [w for w, _, _ in place(grid, "NI", 1, 2, "across").words] == ["NI", "IN"]


def test_grid_search_never_proposes_a_second_wild_in_a_word():
    """The bots' and hints' search (search.grid_fits) applies the same rule: with a wild and an
    E in hand, IL down through the laid wild I (wild L) is not proposed; every placement it
    finds is one rules.place accepts."""
    from pyengine.buyword.search import grid_fits
    from pyengine.core.slices import finish
    grid = grid_of(("MAISON", 0, 0, "across"), ("SI", 0, 3, "down"))
    grid[(0, 2)] = ("I", True)
    pips = rules.pip_table("fr")
    fits = finish(grid_fits(grid, "EL", True, pips, 1, rules.GRID_REACH))
    assert fits
    found = {(word, r, c, d, wild) for _, word, r, c, d, wild, _ in fits}
    assert ("IL", 0, 2, "down", None) in found  # with the L tile: one wild, the laid one
    fits = finish(grid_fits(grid, "E", True, pips, 1, rules.GRID_REACH))
    found = {(word, r, c, d, wild) for _, word, r, c, d, wild, _ in fits}
    assert ("IL", 0, 2, "down", 1) not in found
    assert any(wild is not None for *_, wild in found)  # the wild is still used elsewhere
    for _, word, r, c, d, wild, _ in fits:
        place(grid, word, r, c, d, wild)  # raises if the search proposed a refused placement


def test_grid_search_finds_hooks():
    """The bots' and hints' search sees hooks too: with E and S in hand beside MAISON it finds SE
    down from the end of MAISON, priced with MAISONS; everything it finds is a legal placement
    priced as rules.place prices it."""
    from pyengine.buyword.search import grid_fits
    from pyengine.core.slices import finish
    grid = grid_of(("MAISON", 0, 0, "across"))
    pips = rules.pip_table("fr")
    fits = finish(grid_fits(grid, "ES", False, pips, 1, rules.GRID_REACH))
    found = {(word, r, c, d): price for price, word, r, c, d, _, _ in fits}
    assert found[("SE", 0, 6, "down")] == 2 ** 2 + 8 ** 2
    assert found[("MAISONS", 0, 0, "across")] == 8 ** 2
    for price, word, r, c, d, wild, _ in fits:
        assert placement_price(place(grid, word, r, c, d, wild)) == price
