"""The pure rule helpers, with the rule book's examples (shared/rules/glukz.fr.md) quoted."""

import pytest

from pyengine.glukz import materials
from pyengine.glukz.rules import (JOKERS, RANK_VALUE, burn_size, burns, direction_set_by, is_joker,
                                  knight_effect, may_lay, next_seat, pile_value, rank_order,
                                  stage, top_run)


def lay(pile, rank, count=1):
    """Lay ``count`` cards of ``rank`` on ``pile`` (a list of ranks), checking the play is allowed."""
    assert may_lay(rank, pile_value(pile)), f"{rank} may not go on {pile}"
    pile = pile + [rank] * count
    assert pile_value(pile) == rank  # the value is always the rank just laid, a joker's too
    return pile


def test_the_examples_rule_over_the_heading_2_is_lowest_and_the_ace_highest():
    assert rank_order() == ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    assert rank_order(tarot=True) == ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N",
                                      "Q", "K", "A")
    values = [RANK_VALUE[r] for r in rank_order(tarot=True)]
    assert values == sorted(values) and len(set(values)) == len(values)
    # « De la plus forte à la plus faible : 2, …, As » is contradicted by every example:
    assert may_lay("A", "K") and not may_lay("K", "A")
    assert may_lay("4", "2") and not may_lay("2", "4")


def test_example_a_2_then_two_4s_then_two_jacks():
    # « Le premier joueur à poser un 2. Le second à poser deux 4. C'est mon tour, je peux poser un
    # ou des 4 ou une ou des cartes de valeurs supérieures. […] je pose deux Valets. »
    pile = lay([], "2")
    pile = lay(pile, "4", 2)
    assert pile_value(pile) == "4"
    allowed = [r for r in rank_order() if may_lay(r, pile_value(pile))]
    assert allowed == ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert not may_lay("2", "4")
    pile = lay(pile, "J", 2)
    assert pile == ["2", "4", "4", "J", "J"] and pile_value(pile) == "J"


def test_example_jokers_a_3_on_two_jacks():
    # « Ce chieur de troisième joueur à poser 2 Valets et j'ai rien au dessus du 10... Mais j'ai
    # un 3. Je joue donc mon 3 et c'est au suivant... »
    pile = ["2", "4", "4", "J", "J"]
    assert not may_lay("10", pile_value(pile))
    pile = lay(pile, "3")
    assert pile_value(pile) == "3"
    # the pile is "brought back" to 3: anything but a 2 may follow
    assert [r for r in rank_order() if not may_lay(r, "3")] == ["2"]


@pytest.mark.parametrize("joker", JOKERS)
def test_jokers_go_on_anything_and_set_the_value(joker):
    assert is_joker(joker)
    for rank in rank_order(tarot=True):
        assert may_lay(joker, rank)
        assert pile_value([rank, joker]) == joker
    assert not is_joker("2") and not is_joker("N")


def test_a_7_joker_asks_for_7_or_more():
    assert [r for r in rank_order() if may_lay(r, "7")] == ["3", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_a_play_that_is_not_allowed_has_no_value_after():
    assert not may_lay("10", "J")  # so no pile ever holds a 10 laid on a Jack


def test_example_burns_in_one_go_and_across_turns():
    # « Le quatrième joueur à poser un quatre, ramenant la pile (actuellement 2,4,4,V,V,3) à la
    # valeur 3. »  The card that brings the pile to 3 is the joker 3 on top of the list (the
    # fourth player of the joker example): "un quatre" is a slip for "un trois".
    pile = ["2", "4", "4", "J", "J", "3"]
    assert pile_value(pile) == "3" and not burns(pile)
    # « Le premier joueur […] pose alors quatre 5. La pile est annulée et il rejoue. »
    pile = lay(pile, "5", 4)
    assert top_run(pile) == ("5", 4) and burns(pile)
    # « Il pose un 8. […] il a trois 8 : il pose les trois, ce qui fait donc quatre 8 simultanée
    # et consécutif : nouvelle annulation »
    pile = lay([], "8")
    assert not burns(pile)
    pile = lay(pile, "8", 3)
    assert burns(pile)


def test_only_the_last_cards_count_for_a_burn():
    # « en complétant les cartes de la pile (les dernières jouée, évidemment) »
    assert not burns(["8", "8", "9", "8", "8"])
    assert top_run(["8", "8", "9", "8", "8"]) == ("8", 2)
    assert top_run([]) == (None, 0)


def test_jokers_burn_too():
    # « méfiez-vous donc en annulant des joker ! »
    assert burns(["3", "3", "3", "3"]) and burns(["K", "7", "7", "7", "7"])
    assert not burns(["3", "7", "3", "7"])


def test_several_decks_need_more_equal_cards():
    assert burn_size(1) == 4 and burn_size(2) == 8 and burn_size(3) == 12
    pile = ["9"] * 7
    assert burns(pile, 4) and not burns(pile, burn_size(2)) and burns(pile + ["9"], burn_size(2))


def test_knights_rule_1_reverse():
    # « Jouer 2 ou 4 Cavalier simultanément ne change donc pas le sens »
    assert knight_effect(1, "reverse", burned=False) == (True, 0)
    assert knight_effect(2, "reverse", burned=False) == (False, 0)
    assert knight_effect(3, "reverse", burned=False) == (True, 0)
    assert knight_effect(4, "reverse", burned=True) == (False, 0)


def test_knights_rule_2_skip():
    # « Jouer un Cavalier fait passer le tour du joueur suivant. Jouer deux Cavaliers fait passer
    # le tour des deux joueurs suivants » ; « jouer 4 Cavalier provoque simplement une annulation »
    assert knight_effect(1, "skip", burned=False) == (False, 1)
    assert knight_effect(3, "skip", burned=False) == (False, 3)
    assert knight_effect(4, "skip", burned=True) == (False, 0)
    assert knight_effect(0, "skip", burned=False) == (False, 0)
    assert knight_effect(2, "none", burned=False) == (False, 0)
    with pytest.raises(ValueError):
        knight_effect(1, "nonsense", burned=False)


def test_next_seat_follows_the_direction_and_skips_players_who_are_out():
    assert next_seat(0, 1, 4) == 1 and next_seat(0, -1, 4) == 3
    assert next_seat(1, 1, 4, out={2}) == 3
    assert next_seat(3, 1, 4, out={0, 1}) == 2


def test_the_direction_goes_toward_the_neighbour_who_plays_second():
    # « Le sens du jeu est définit par la seconde personne à jouer après l'action du premier »
    assert direction_set_by(0, 1, 4) == 1 and direction_set_by(0, 3, 4) == -1
    # he may go out with that play: he is already counted out when the direction is set
    assert direction_set_by(0, 1, 4, out=[1]) == 1 and direction_set_by(0, 3, 4, out=[3]) == -1
    # neighbours among the players still in; the starter himself may be out already
    assert direction_set_by(0, 3, 4, out=[1, 2]) == 1 and direction_set_by(2, 1, 5, out=[2]) == -1
    assert direction_set_by(2, 3, 5, out=[2, 3]) == 1


def test_example_three_knights_skip_three_players():
    # « le premier joueur joue 3 Cavalier, sautant donc les tours du second, troisième et
    # quatrième joueur. Donc dans ce cas, à 4 joueurs, le premier joueur rejoue. »
    _, skipped = knight_effect(3, "skip", burned=False)
    assert next_seat(0, 1, 4, steps=1 + skipped) == 0
    # at three players the player himself is the third one skipped: the second plays
    assert next_seat(0, 1, 3, steps=1 + skipped) == 1


def test_example_a_knight_reverses_play():
    # « le second joueur joue un Valet, le troisième un Cavalier, c'est à nouveau au second
    # joueur de jouer, puis au premier »  (seats 0, 1, 2, 3 = first … fourth)
    direction = 1
    assert next_seat(0, direction, 4) == 1  # the second plays a Jack
    assert next_seat(1, direction, 4) == 2  # the third plays a Knight
    reverse, _ = knight_effect(1, "reverse", burned=False)
    direction = -direction if reverse else direction
    assert next_seat(2, direction, 4) == 1
    assert next_seat(1, direction, 4) == 0


def test_stages_hand_then_face_up_then_face_down():
    assert stage(3, 4, 4) == "hand"
    assert stage(0, 2, 4) == "face_up"
    assert stage(0, 0, 1) == "face_down"
    assert stage(0, 0, 0) == "out"
    assert stage(1, 0, 0) == "hand"


def test_the_decks():
    assert len(materials.deck()) == 52 and len(set(materials.deck())) == 52
    assert len(materials.deck(tarot=True)) == 56
    assert len(set(materials.deck(3, tarot=True))) == 168
    standard = materials.deck()
    for rank in rank_order():
        assert sum(1 for c in standard if materials.RANK_OF[c] == rank) == 4
    assert "QH1" in standard and "NC1" in materials.deck(tarot=True) and "NC1" not in standard
    assert materials.card_info("QH1") == {"id": "QH1", "rank": "Q", "suit": "H", "deck": 1,
                                          "symbol": "♥", "colour": "red", "letter": "D"}
    assert materials.card_info("NC2", "en")["letter"] == "Kn"
    assert materials.sort_cards(["AS1", "2D1", "10H1", "2S1", "NC1", "JH1"]) == \
        ["2S1", "2D1", "10H1", "JH1", "NC1", "AS1"]
    assert "QH9" not in materials.RANK_OF and 7 not in materials.RANK_OF
