"""The rule book's betting situations, played as scripted deals with chosen hands."""

import pytest

from pyengine.core import IllegalAction
from tests.glossa.scripted import (CALL, CHECK, CONCEAL, ENTER, FOLD, SERVED, SHOW, SIT_OUT, bet,
                                   everyone, exchange, play, raise_, rigged, word)
from tests.helpers.language import plain
from tests.helpers.protocol import assert_refused

A, B, C, D, E = range(5)

# « A : 150 points, B : 95 points, C : 80 points, D : 65 points »
UNDER_BET_HANDS = [
    list("BOUCLES"),  # BOUCLES, seven cards: (4+2+2+3+2+1+1) × 10 = 150
    list("WHISTKZ"),  # WHIST: (10+4+2+1+2) × 5 = 95
    list("ENTRERA"),  # ENTRERA, seven cards: 8 × 10 = 80
    list("GLOBEXJ"),  # GLOBE: (4+2+2+4+1) × 5 = 65
]
UNDER_BET_WORDS = [word(*"BOUCLES"), word(*"WHIST"), word(*"ENTRERA"), word(*"GLOBE")]


def under_bet_deal(d_hand=None, d_word=None):
    hands = [list(h) for h in UNDER_BET_HANDS]
    words = list(UNDER_BET_WORDS)
    if d_hand:
        hands[D], words[D] = d_hand, d_word
    game = rigged(hands, dealer=D)  # A sits at the dealer's left and speaks first
    everyone(game, ENTER)
    everyone(game, SERVED)
    for seat in (A, B, C, D):
        game.apply(seat, words[seat])
    return game


def test_word_values_of_the_under_bet_example():
    game = under_bet_deal()
    assert [game.view(s)["word"]["value"] for s in range(4)] == [150, 95, 80, 65]


def test_the_under_bet_makes_everyone_gain():
    """« si A commence par une enchère de 50 points, les trois autres auront tendance à suivre [...]
    A : (10 × 3) + (50 × 3) + 150 points de jeu = 330 points ; B : 95 − 50 − 10 = 35 points ;
    C : 80 − 50 − 10 = 20 points ; D : 65 − 50 − 10 = 5 points »"""
    game = under_bet_deal()
    assert game.phase == "betting" and game.to_move() == [A]
    play(game, (A, bet(50)), (B, CALL), (C, CALL), (D, CALL))
    # A does not speak again: everyone called his bet
    assert game.phase == "entry" and game.deal_no == 2
    last = game.view(None)["last"]
    assert last["kind"] == "showdown"
    assert last["pots"] == [{"amount": 240, "eligible": [A, B, C, D], "winners": [A], "share": 240,
                             "remainder": 0}]
    assert last["points"] == [150, 95, 80, 65]
    gains = [game.chips[s] - 750 + game.game_points()[s] for s in range(4)]
    assert gains == [330, 35, 20, 5]
    # the end of the deal tells each seat's chips won or lost, and how each stood at the end
    assert last["chips"] == [180, -60, -60, -60]
    assert last["status"] == ["in"] * 4


def test_the_over_bet_wins_only_the_antes():
    """« Si A ouvre les enchères à 120 points, il est plus que probable que ni B ni C ni D ne
    s'aligneront [...] A ramassera un tapis ne comportant, à part ce que lui-même a placé, que
    les 10 × 3 = 30 points d'ouverture initiale de ses adversaires. »"""
    game = under_bet_deal()
    play(game, (A, bet(120)), (B, FOLD), (C, FOLD), (D, FOLD))
    assert game.phase == "collect" and game.to_move() == [A]
    play(game, (A, SHOW))
    assert game.chips[A] == 750 + 30
    assert game.game_points() == [150, 0, 0, 0]
    assert game.view(None)["last"]["points"] == [150, None, None, None]  # folded: a blank
    assert game.view(None)["last"]["chips"] == [30, -10, -10, -10]
    assert game.view(None)["last"]["status"] == ["in", "folded", "folded", "folded"]


def test_the_under_bet_answered_by_a_strong_hand():
    """« Admettons que D n'ait pas un jeu de 65 points mais de 140 points et qu'après s'être aligné
    sur la mise de 50 points de A il renchérisse de 50 autres points ! A, piqué au jeu s'aligne de
    nouveau et renchérit à 50 autres points. B et C ne peuvent plus suivre. Ils ont perdu 60
    points en jetons et ne marquent même pas leurs points de jeu. D, par contre marquera ses
    points de jeu, mais il aura perdu gros en points de tapis. »"""
    game = under_bet_deal(list("BLONDES"), word(*"BLONDES"))  # (4+2+2+1+3+1+1) × 10 = 140
    play(game, (A, bet(50)), (B, CALL), (C, CALL), (D, raise_(50)))
    assert game.stakes == [60, 60, 60, 110]
    play(game, (A, raise_(50)))
    assert game.stakes[A] == 160
    play(game, (B, FOLD), (C, FOLD), (D, CALL))
    last = game.view(None)["last"]
    assert last["pots"][0]["amount"] == 440 and last["pots"][0]["winners"] == [A]
    assert [game.chips[s] - 750 for s in range(4)] == [280, -60, -60, -160]
    assert last["points"] == [150, None, None, 140]


# --------------------------------------------------------------------- exhibition (V)
CASE_A_HANDS = [
    list("ENTRERA"),  # A: 80
    list("CIVETSL"),  # B: CIVETS 78
    list("CHOUXMP"),  # C: CHOUX 85
    list("ZEBREIL"),  # D: ZEBRE 75
    list("WAGONST"),  # E: WAGON 90
]


def case_a():
    """Five players with average hands (70 to 100); 400 points on the table when the last to
    speak, E, puts in 200 more (he calls 100 and raises 100)."""
    game = rigged(CASE_A_HANDS, dealer=E)
    everyone(game, ENTER)
    everyone(game, SERVED)
    for seat, cards in enumerate(["ENTRERA", "CIVETS", "CHOUX", "ZEBRE", "WAGON"]):
        game.apply(seat, word(*cards))
    play(game, (A, bet(50)), (B, raise_(50)), (C, CALL), (D, CALL))
    assert game.view(None)["pot"] == 400
    play(game, (E, raise_(100)))
    assert game.view(None)["pot"] == 600
    play(game, (A, FOLD), (B, FOLD), (C, FOLD), (D, FOLD))
    assert game.phase == "collect" and game.to_move() == [E]
    return game


def test_case_a_the_bluffer_keeps_his_hand_hidden():
    """Cas « a » : « son jeu ne vaut que 90 points. Il a tout intérêt à ne pas montrer son jeu car
    il va ramasser 600 points de tapis et inscrire 600 points de jeu. »"""
    game = case_a()
    assert game.legal_actions(E) == [SHOW, CONCEAL]
    play(game, (E, CONCEAL))
    assert game.chips[E] == 600 - 210 + 600
    assert game.game_points()[E] == 600
    assert game.view(None)["last"]["words"] == {}  # nobody saw his word
    assert "WAGON" not in str(game.view(A))


def test_case_a_showing_would_score_only_the_word():
    game = case_a()
    play(game, (E, SHOW))
    assert game.chips[E] == 600 - 210 + 600
    assert game.game_points()[E] == 90
    assert game.view(A)["last"]["words"][str(E)]["word"] == "WAGON"


def test_case_b_the_strong_hand_shows_to_score_it():
    """Cas « b » : « Le joueur X qui a 280 points en main, met 50 points sur le tapis pour ne pas
    effaroucher les autres. Malgré tout, personne ne suit. Laissons lui la possibilité, après avoir
    ramassé le maigre tapis, de marquer au moins ses 280 points de jeu en exposant celui-ci. »"""
    hands = [list("JO*KEYS"), list("CHATSIL"), list("TRAINSE")]
    game = rigged(hands, dealer=2)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word("J", "O", "*C", "K", "E", "Y", "S")), (1, word(*"CHAT")), (2, word(*"TRAINS")))
    assert game.view(0)["word"]["value"] == 280
    play(game, (0, bet(50)), (1, FOLD), (2, FOLD), (0, SHOW))
    assert game.game_points() == [280, 0, 0]
    assert game.chips == [1000 + 20, 990, 990]  # the « maigre tapis »: his 60 and two antes


# --------------------------------------------------------------------- the betting rules
def test_check_only_while_nobody_has_bet():
    """« On ne peut passer que lors du 1er tour d'enchères et après un joueur qui a passé. Dès
    qu'un joueur donne une valeur, il n'est plus possible de passer. »"""
    game = under_bet_deal()
    play(game, (A, CHECK), (B, bet(20)))
    assert CHECK not in game.legal_actions(C)
    with pytest.raises(IllegalAction) as caught:
        game.apply(C, CHECK)
    assert caught.value.key == "glossa.error.no_check_after_bet"
    play(game, (C, CALL), (D, FOLD))
    # second round: A, who passed, may now fold, call or raise — not pass
    assert game.to_move() == [A]
    kinds = {a["type"] for a in game.legal_actions(A)}
    assert kinds == {"fold", "call", "raise"}


def test_folding_is_final():
    """« Le fait de se retirer est irréversible. On est exclu du tour et la valeur du jeu que l'on
    a alors en main est nulle. »"""
    game = under_bet_deal()
    play(game, (A, bet(20)), (B, FOLD), (C, raise_(20)), (D, FOLD), (A, CALL))
    assert game.deal_no == 2  # B was never asked again
    assert game.view(None)["last"]["points"] == [150, None, 80, None]


def test_no_raising_ones_own_raise_once_all_have_called():
    """« On ne peut pas renchérir sur sa propre enchère si tous les joueurs sont alignés. »"""
    game = under_bet_deal()
    play(game, (A, CHECK), (B, bet(30)), (C, CALL), (D, CALL), (A, CALL))
    assert game.phase == "entry" and game.deal_no == 2  # B is not asked again


def test_a_raise_reopens_the_betting_for_those_who_called():
    game = under_bet_deal()
    play(game, (A, bet(30)), (B, CALL), (C, raise_(40)), (D, CALL))
    assert game.to_move() == [A]
    assert game.view(A)["controls"]["to_call"] == 40
    play(game, (A, CALL), (B, CALL))
    assert game.deal_no == 2


def test_bets_are_multiples_of_ten_and_at_most_300():
    """« les enchères doivent donc toujours être des multiples de 10 » ; « L'enchère maximum que
    peut faire un joueur est limitée à 300 points »."""
    game = under_bet_deal()
    for amount, key in [(25, "multiple_of_ten"), (0, "multiple_of_ten"), (310, "over_limit")]:
        with pytest.raises(IllegalAction) as caught:
            game.apply(A, bet(amount))
        assert caught.value.key == "glossa.error." + key
    assert_refused(game, A, bet(5))
    bets = [a["amount"] for a in game.legal_actions(A) if a["type"] == "bet"]
    assert bets == list(range(10, 301, 10))
    play(game, (A, bet(300)))
    raises = [a["amount"] for a in game.legal_actions(B) if a["type"] == "raise"]
    # a raise adds at most 300 on top of the call, within B's 740 chips
    assert raises[-1] == 300 and game.view(B)["controls"]["raise"] == {"min": 10, "max": 300,
                                                                        "step": 10, "to_call": 300}
    play(game, (B, raise_(300)))
    assert game.stakes[B] == 610


def test_all_pass_leaves_the_cagnotte_for_the_next_deal():
    """« tous les joueurs en présence soient amenés à passer. Les mises déjà déposées sur le tapis
    constituent une cagnotte et on passe au coup suivant. »"""
    game = under_bet_deal()
    play(game, (A, CHECK), (B, CHECK), (C, CHECK), (D, CHECK))
    view = game.view(None)
    assert game.deal_no == 2 and view["cagnotte"] == 40 and view["pot"] == 40
    assert view["last"]["kind"] == "cagnotte" and view["last"]["points"] == [None] * 4
    assert view["last"]["chips"] == [-10] * 4  # the antes stay on the table
    assert game.game_points() == [0, 0, 0, 0]
    assert sum(game.chips) == 3000 - 40
    # it stays in the pot of the next deal
    everyone(game, ENTER)
    assert game.view(None)["pot"] == 80


def test_folds_after_checks_leave_the_pot_to_the_last_player():
    game = under_bet_deal()
    play(game, (A, CHECK), (B, FOLD), (C, FOLD), (D, FOLD))
    assert game.phase == "collect" and game.to_move() == [A]
    play(game, (A, CONCEAL))
    assert game.chips[A] == 750 + 30 and game.game_points()[A] == 40


# --------------------------------------------------------------------- all-in (« tapis »)
def test_all_in_with_a_side_pot():
    """« on prend note du montant des jetons mis en jeu par ceux qui continuent les enchères,
    jetons qui leur seraient restitués si le joueur "tapis" avait finalement le jeu gagnant »"""
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[60, 1470, 1470])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"BOUCLES")), (1, word(*"WHIST")), (2, word(*"ENTRERA")))
    bets = [a["amount"] for a in game.legal_actions(0) if a["type"] == "bet"]
    assert bets[-1] == 50  # he has 50 left after his ante
    play(game, (0, bet(50)))
    assert game.view(None)["seats"][0]["status"] == "all_in"
    play(game, (1, raise_(100)), (2, CALL))
    pots = game.view(None)["last"]["pots"]
    assert [(p["amount"], p["eligible"], p["winners"]) for p in pots] == [
        (180, [0, 1, 2], [0]), (200, [1, 2], [1])]
    assert game.chips == [180, 1470 - 160 + 200, 1470 - 160]
    assert game.view(None)["last"]["points"] == [150, 95, 80]


def test_all_in_player_does_not_win_the_side_pot_even_with_the_best_hand():
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[60, 1470, 1470])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"BOUCLES")), (1, word(*"WHIST")), (2, word(*"ENTRERA")))
    play(game, (0, CHECK), (1, bet(200)), (2, CALL), (0, CALL))
    assert game.view(None)["last"]["pots"][1]["winners"] == [1]
    assert game.chips[0] == 60 * 3  # the main pot only


def test_all_in_against_one_player_compares_at_once():
    """« S'il est en présence d'un seul joueur on compare les jeux sans plus attendre. »"""
    hands = [list("WHISTKZ"), list("BOUCLES")]
    game = rigged(hands, dealer=1, chips=[2900, 100])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (0, bet(300)))
    play(game, (1, CALL))  # all he has: 90
    assert game.phase == "loans"  # the deal is over; B, short of chips, may now borrow
    last = game.view(None)["last"]
    assert last["returned"] == {"0": 210}
    assert last["pots"] == [{"amount": 200, "eligible": [0, 1], "winners": [1], "share": 200,
                             "remainder": 0}]
    assert game.chips == [2900 - 100, 200]


def test_all_in_by_the_ante_goes_straight_to_the_showdown_heads_up():
    hands = [list("WHISTKZ"), list("BOUCLES")]
    game = rigged(hands, dealer=1, chips=[2990, 10])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")))
    assert game.view(None)["last"]["kind"] == "showdown" and game.chips == [2980, 20]


def all_in_by_the_ante_among_three():
    """A (seat 0) enters with his last 10 chips; B and C enter with plenty."""
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[10, 1495, 1495])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLES")), (B, word(*"WHIST")), (C, word(*"ENTRERA")))
    assert game.status[A] == "all_in" and game.phase == "betting"
    return game


@pytest.mark.parametrize("moves", [[(B, FOLD)], [(B, CHECK), (C, FOLD)]],
                         ids=["the first folds", "one checks, the other folds"])
def test_all_in_left_facing_one_player_compares_at_once(moves):
    """« S'il est en présence d'un seul joueur on compare les jeux sans plus attendre. » (III c)
    The others folding down to one opponent is the same situation as heads-up: the remaining
    player cannot check the all-in player's stake into the cagnotte."""
    game = all_in_by_the_ante_among_three()
    play(game, *moves)
    last = game.view(None)["last"]
    assert last["kind"] == "showdown" and sorted(last["words"]) == ["0", "1" if moves[-1][0] == C else "2"]
    assert last["pots"][0]["winners"] == [A]  # BOUCLES, 150, beats either word
    assert game.chips[A] == 30 and game.cagnotte == 0 and sum(game.chips) == 3000


def test_all_in_with_two_opponents_still_lets_them_bet_or_pass():
    """« S'il y a plusieurs joueurs on prend note du montant des jetons mis en jeu par ceux qui
    continuent les enchères »: two players able to bet go on; if both pass, III d applies."""
    game = all_in_by_the_ante_among_three()
    assert {a["type"] for a in game.legal_actions(B)} >= {"check", "bet"}
    play(game, (B, CHECK), (C, CHECK))
    assert game.view(None)["last"]["kind"] == "cagnotte" and game.cagnotte == 30


def test_two_all_in_and_one_player_left_compare_at_once():
    """Two players all-in by the ante, two able to bet: one folds, the other is left alone with
    the all-in players, nobody can answer a bet any more — the hands are compared."""
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA"), list("GLOBEXJ")]
    game = rigged(hands, dealer=3, chips=[10, 10, 1490, 1490])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLES")), (B, word(*"WHIST")), (C, word(*"ENTRERA")), (D, word(*"GLOBE")))
    play(game, (C, FOLD))
    last = game.view(None)["last"]
    assert last["kind"] == "showdown" and sorted(last["words"]) == ["0", "1", "3"]
    assert game.chips[A] == 40 and sum(game.chips) == 3000


def test_a_raise_needs_someone_able_to_answer():
    hands = [list("WHISTKZ"), list("BOUCLES"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[1450, 100, 1450])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (2, word(*"ENTRERA")))
    play(game, (0, bet(50)), (1, raise_(40)), (2, FOLD))  # B is all-in for 100
    assert {a["type"] for a in game.legal_actions(0)} == {"fold", "call"}
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, raise_(10))
    assert caught.value.key == "glossa.error.nobody_to_answer"


# --------------------------------------------------------------------- ties and shares
def test_a_complete_tie_shares_the_pot_and_the_odd_chips_stay():
    """« A l'extrême (égalité totale), il y a partage du gain »"""
    hands = [["CH", "A", "T", "S", "I", "L", "E"], ["CH", "A", "T", "E", "N", "O", "R"], list("TRAINSE")]
    game = rigged(hands, dealer=2)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word("CH", "A", "T")), (1, word("CH", "A", "T")), (2, word(*"TRAINS")))
    play(game, (0, bet(20)), (1, CALL), (2, FOLD))
    last = game.view(None)["last"]
    assert last["pots"][0]["winners"] == [0, 1]
    assert last["pots"][0]["share"] == 30 and last["cagnotte"] == 10
    assert game.chips == [1000 - 30 + 30, 1000, 990] and game.cagnotte == 10


def test_fewer_cards_win_a_tie_at_the_table():
    """« En cas d'égalité de points entre deux jeux, prime celui qui utilise le minimum de cartes »:
    CHAT (3+4+1+2) × 4 = 40 beats TRAIT (2+1+1+2+2) × 5 = 40."""
    hands = [list("CHATSIL"), list("TRAITEN"), list("RENESOU")]
    game = rigged(hands, dealer=2)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"CHAT")), (1, word(*"TRAIT")), (2, word()))
    assert game.view(0)["word"]["value"] == game.view(1)["word"]["value"] == 40
    play(game, (0, CHECK), (1, bet(20)), (2, FOLD), (0, CALL))
    last = game.view(None)["last"]
    assert last["pots"][0]["winners"] == [0] and last["points"] == [40, 40, None]


# --------------------------------------------------------------------- entry and exchange
def test_entry_is_in_turn_from_the_dealers_left_and_costs_ten():
    game = rigged(UNDER_BET_HANDS, dealer=1)
    assert game.to_move() == [2]
    play(game, (2, ENTER), (3, SIT_OUT), (0, ENTER))
    assert game.to_move() == [1]
    play(game, (1, SIT_OUT))
    assert game.phase == "exchange" and game.to_move() == [2]
    assert game.stakes == [10, 0, 10, 0]
    assert [s["status"] for s in game.view(None)["seats"]] == ["in", "out", "in", "out"]


def test_exchange_draws_as_many_cards_as_thrown():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    everyone(game, ENTER)
    stock = len(game.stock)
    play(game, (A, exchange("B", "O", "U")))
    assert len(game.hands[A]) == 7 and len(game.stock) == stock - 3
    assert game.view(A)["discarded"] == ["B", "O", "U"]
    assert game.view(B)["seats"][A]["exchanged"] == 3  # how many is public
    with pytest.raises(IllegalAction) as caught:
        game.apply(B, {"type": "exchange", "cards": ["H", "I", "K", "W"]})
    assert caught.value.key == "glossa.error.too_many_exchanged"
    with pytest.raises(IllegalAction) as caught:
        game.apply(B, {"type": "exchange", "cards": ["W", "H"]})
    assert caught.value.key == "glossa.error.exchange_unsorted"
    with pytest.raises(IllegalAction) as caught:
        game.apply(B, exchange("Q"))
    assert caught.value.key == "glossa.error.not_in_hand"


def test_nobody_enters():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    everyone(game, SIT_OUT)
    assert game.deal_no == 2 and game.view(None)["last"]["kind"] == "void"
    assert game.chips == [750] * 4


def test_a_lone_entrant_takes_the_antes_without_contest():
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[750, 750, 750, 750])
    game.cagnotte, game.chips[0] = 30, 720
    play(game, (A, ENTER), (B, SIT_OUT), (C, SIT_OUT), (D, SIT_OUT), (A, SERVED),
         (A, word(*"BOUCLES")))
    assert game.phase == "collect"
    # nobody followed him: like the author of a bet nobody called, he may show or not (Tapis's reading)
    assert game.legal_actions(A) == [SHOW, CONCEAL]
    play(game, (A, CONCEAL))
    assert game.chips[A] == 720 + 30 and game.game_points()[A] == 40


def test_a_player_without_ten_points_cannot_enter():
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[1500, 0, 750, 750])
    assert game.view(None)["seats"][B]["status"] == "out"
    play(game, (A, ENTER))
    assert game.to_move() == [C]


def ruined_table():
    """A (2990 chips) beats B, who enters with his last 10; C has nothing: after the deal only A
    can pay the entry."""
    game = rigged(UNDER_BET_HANDS[:3], dealer=2, chips=[2990, 10, 0])
    play(game, (A, ENTER), (B, ENTER), (A, SERVED), (B, SERVED), (A, word(*"BOUCLES")),
         (B, word(*"WHIST")))
    assert game.chips == [3000, 0, 0] and game.phase == "loans" and game.to_move() == [B]
    return game


def test_the_game_ends_when_fewer_than_two_can_pay_the_entry():
    """Tapis's reading (the rule book does not say): after the loans between two deals, if fewer
    than two players can pay the entry, nobody could play against anyone and the game ends."""
    game = ruined_table()
    play(game, (B, {"type": "no_loan"}), (C, {"type": "no_loan"}))
    assert game.is_over() and game.deal_no == 1
    assert [e["type"] for e in game.log(None)[-2:]] == ["no_opponents", "game_over"]


def test_a_loan_keeps_a_ruined_table_playing():
    game = ruined_table()
    play(game, (B, {"type": "borrow", "lender": A, "amount": 100}), (A, {"type": "lend"}),
         (C, {"type": "no_loan"}))
    assert not game.is_over() and game.deal_no == 2 and game.chips == [2900, 100, 0]


# --------------------------------------------------------------------- words
def test_strict_mode_refuses_a_word_not_in_the_lexicon():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    everyone(game, ENTER)
    everyone(game, SERVED)
    with pytest.raises(IllegalAction) as caught:
        game.apply(A, word(*"BOUCLE"))  # not in the test list
    assert caught.value.key == "glossa.error.not_a_word"
    assert plain(caught.value.message("fr")) == "« BOUCLE » n'est pas dans le dictionnaire."
    with pytest.raises(IllegalAction) as caught:
        game.apply(A, word(*"WHIST"))
    assert caught.value.key == "glossa.error.not_in_hand"
    play(game, (A, word()))  # no word at all is always allowed
    assert game.view(A)["word"] == {"cards": [], "word": "", "value": 0, "is_word": False}


def test_the_word_stays_hidden_until_shown():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLES")))
    assert game.view(A)["word"]["word"] == "BOUCLES"
    for seat in (B, C, D, None):
        assert game.view(seat)["word"] is None
        assert "BOUCLES" not in str(game.view(seat))
        assert "BOUCLES" not in str(game.log(seat))
    assert game.view(B)["seats"][A]["word_ready"] is True
    # the others set theirs in turn, from the dealer's left
    assert game.to_move() == [B]
    assert_refused(game, C, word(*"ENTRERA"))
    play(game, (B, word(*"WHIST")))
    assert game.to_move() == [C] and game.view(None)["current"] == C


def test_honour_mode_an_invalid_word_counts_as_folded():
    """Honour mode: any word is accepted; at the showdown an invalid one wins nothing and scores
    nothing, like a folded hand (« la valeur du jeu que l'on a alors en main est nulle »)."""
    game = rigged(UNDER_BET_HANDS, dealer=3, options={"check_words": "honour"})
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLSE")), (B, word(*"WHIST")), (C, word(*"ENTRERA")), (D, word(*"GLOBE")))
    play(game, (A, bet(50)), (B, CALL), (C, FOLD), (D, FOLD))
    last = game.view(None)["last"]
    assert last["words"][str(A)]["valid"] is False
    assert last["pots"][0]["winners"] == [B]
    assert last["points"] == [None, 95, None, None]
    assert game.chips[B] == 750 - 60 + (40 + 50 + 50)


def test_honour_mode_nobody_valid_leaves_the_pot_on_the_table():
    game = rigged(UNDER_BET_HANDS[:2], dealer=1, options={"check_words": "honour"})
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLSE")), (B, word(*"WHITS")), (A, bet(10)), (B, CALL))
    assert game.cagnotte == 40 and game.chips == [1480, 1480]
    assert game.view(None)["last"]["points"] == [None, None]



def test_honour_mode_an_all_in_player_wins_only_what_he_matched():
    """The audit's case: A is all-in for 60; B and C go on to 160 with words found invalid. A
    wins the 60 each of them matched (180), not their whole stakes: « on prend note du montant
    des jetons mis en jeu par ceux qui continuent les enchères, jetons qui leur seraient
    restitués » — the 100 each put in above A's stake, which no valid word can win, go back to
    them."""
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[60, 1470, 1470], options={"check_words": "honour"})
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (A, word(*"BOUCLES")), (B, word(*"WHITS")), (C, word(*"RENTREA")))
    play(game, (A, bet(50)), (B, raise_(100)), (C, CALL))
    last = game.view(None)["last"]
    assert [(p["amount"], p["eligible"], p["winners"]) for p in last["pots"]] == [
        (180, [A, B, C], [A]), (200, [B, C], [])]
    assert last["pots"][1]["returned"] == {str(B): 100, str(C): 100}
    assert game.chips == [180, 1470 - 160 + 100, 1470 - 160 + 100]
    assert game.cagnotte == 0 and sum(game.chips) == 3000
    assert last["points"] == [150, None, None]


# --------------------------------------------------------------------- loans (dépannage)
def finish_deal_with_a_fold(game):
    """Everyone enters and is served; the first speaker bets 10 and the rest fold."""
    everyone(game, ENTER)
    everyone(game, SERVED)
    while game.phase == "compose":
        game.apply(game.to_move()[0], word())
    first = game.to_move()[0]
    game.apply(first, bet(10))
    while game.phase == "betting":
        game.apply(game.to_move()[0], FOLD)
    game.apply(first, CONCEAL)


def test_a_short_player_may_borrow_from_a_richer_one_between_deals():
    """« il peut, mais seulement entre deux donnes, demander un dépannage à un joueur plus
    favorisé. Ce dépannage, limité à 50 % de la réserve initiale, est aussitôt porté dans la
    colonne des points de jeu, en moins pour l'emprunteur, en plus pour le prêteur »"""
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[1400, 140, 730, 730])
    finish_deal_with_a_fold(game)  # A collects 30; B is left with 130 < 150
    assert game.phase == "loans" and game.to_move() == [B]
    lenders = {a["lender"] for a in game.legal_actions(B) if a["type"] == "borrow"}
    assert lenders == {A, C, D}
    amounts = [a["amount"] for a in game.legal_actions(B) if a.get("lender") == A]
    assert amounts == list(range(10, 371, 10))
    with pytest.raises(IllegalAction) as caught:
        game.apply(B, {"type": "borrow", "lender": A, "amount": 380})
    assert caught.value.key == "glossa.error.loan_limit"
    totals_before = game.outcome()["scores"]
    play(game, (B, {"type": "borrow", "lender": A, "amount": 300}))
    assert game.to_move() == [A] and game.view(None)["loan"] == {"borrower": B, "lender": A, "amount": 300}
    play(game, (A, {"type": "lend"}))
    assert game.chips[B] == 430 and game.chips[A] == 1430 - 300
    row = game.sheet[-1]
    assert row["kind"] == "loan" and row["points"] == [300, -300, None, None]
    assert game.outcome()["scores"] == totals_before  # a loan changes nobody's total
    assert game.phase == "entry" and game.deal_no == 2


def test_a_refused_loan_may_be_asked_of_someone_else():
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[1400, 140, 730, 730])
    finish_deal_with_a_fold(game)
    play(game, (B, {"type": "borrow", "lender": C, "amount": 100}), (C, {"type": "refuse"}))
    assert game.to_move() == [B]
    assert C not in {a.get("lender") for a in game.legal_actions(B)}
    play(game, (B, {"type": "no_loan"}))
    assert game.phase == "entry" and game.chips[B] == 130


def test_only_a_player_below_a_fifth_may_borrow():
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[1390, 160, 725 + 5, 725 - 5])
    finish_deal_with_a_fold(game)  # B ends with exactly 150: not below 1/5 of 750
    assert game.phase == "entry" and game.deal_no == 2


# --------------------------------------------------------------------- length
def test_ten_deals_then_the_score_sheet():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    for _ in range(10):
        everyone(game, SIT_OUT, seats=[(game.dealer + 1 + i) % 4 for i in range(4)])
    assert game.is_over()
    result = game.result()
    assert len(result["sheet"]["rows"]) == 10
    assert result["scores"] == [750] * 4 and result["winners"] == [0, 1, 2, 3]


def test_a_cagnotte_left_at_the_end_is_shared_so_the_chips_total_3000():
    """« RELIQUAT JETONS [...] TOTAL TOUJOURS EGAL A 3 000 »: everybody passes on the last deal;
    the 30 points of cagnotte have no next deal to go to and are shared between the players,
    the chips that do not share evenly going one by one from the last dealer's left."""
    game = rigged(UNDER_BET_HANDS, dealer=3)
    for _ in range(9):
        everyone(game, SIT_OUT)
    assert game.deal_no == 10 and game.dealer == 0
    play(game, (B, ENTER), (C, ENTER), (D, SIT_OUT), (A, ENTER))
    everyone(game, SERVED, seats=[B, C, A])
    play(game, (B, word()), (C, word()), (A, word()), (B, CHECK), (C, CHECK), (A, CHECK))
    assert game.is_over()
    assert game.cagnotte == 0 and sum(game.chips) == 3000
    assert game.chips == [740, 750, 750, 760]  # A, B, C paid 10; B, C, D each get 10 back
    sheet = game.result()["sheet"]
    assert sheet["shared"] == [0, 10, 10, 10] and sheet["chips"] == game.chips
    assert sheet["totals"] == game.chips
    assert game.log(None)[-2] == {"type": "cagnotte_shared", "turn": len(game.actions) - 1, "amount": 30}


def test_dealer_rotates_and_the_first_speaker_is_on_his_left():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    everyone(game, SIT_OUT)
    assert game.dealer == 0 and game.to_move() == [1]


def test_time_limit_ends_after_the_current_deal():
    game = rigged(UNDER_BET_HANDS, dealer=3, options={"length": "1h"})
    assert game.view(None)["time_limit"] == 60 and game.view(None)["deals"] is None
    assert {"type": "end_after_deal"} in game.legal_actions(A)
    play(game, (A, ENTER), (B, {"type": "end_after_deal"}))
    assert game.view(None)["ending"] and not game.is_over()
    assert {"type": "end_after_deal"} not in game.legal_actions(B)
    play(game, (B, SIT_OUT), (C, SIT_OUT), (D, SIT_OUT), (A, SERVED), (A, word()))
    play(game, (A, CONCEAL))
    assert game.is_over() and game.deal_no == 1


def test_the_clock_ends_a_timed_game_after_the_deal_in_progress():
    """« en durée (1 h, 2 h, etc.) »: when the site's clock says the time is up it applies the
    time-up action for the seat to move, whoever sits there; the deal in progress is the last."""
    game = rigged(UNDER_BET_HANDS, dealer=3, options={"length": "30min"})
    assert game.time_limit() == 30
    play(game, (A, ENTER), (B, game.time_up_action()))
    assert game.ending and game.time_limit() is None and not game.is_over()
    event = game.log(None)[-1]
    assert event["type"] == "time_up" and event["minutes"] == 30
    play(game, (B, SIT_OUT), (C, SIT_OUT), (D, SIT_OUT), (A, SERVED), (A, word()), (A, CONCEAL))
    assert game.is_over() and game.deal_no == 1


def test_time_up_between_deals_ends_the_game_at_once():
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[100, 1000, 1000, 900], options={"length": "1h"})
    play(game, (A, ENTER), (B, SIT_OUT), (C, SIT_OUT), (D, SIT_OUT), (A, SERVED), (A, word()),
         (A, CONCEAL))
    assert game.phase == "loans" and game.to_move() == [A]  # A, short, may ask for a loan
    play(game, (A, game.time_up_action()))
    assert game.is_over() and game.deal_no == 1


def test_the_time_up_action_is_checked():
    fixed = rigged(UNDER_BET_HANDS, dealer=3)
    assert fixed.time_limit() is None
    assert_refused(fixed, A, fixed.time_up_action())
    timed = rigged(UNDER_BET_HANDS, dealer=3, options={"length": "2h"})
    assert_refused(timed, A, {"type": "end_after_deal", "time_up": False})
    assert_refused(timed, B, timed.time_up_action())  # not B's turn


def test_fixed_length_games_cannot_be_cut_short():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    assert {"type": "end_after_deal"} not in game.legal_actions(A)
    with pytest.raises(IllegalAction) as caught:
        game.apply(A, {"type": "end_after_deal"})
    assert caught.value.key == "glossa.error.fixed_length"


# --------------------------------------------------------------------- what the table shows
def test_live_pots_split_only_at_an_all_in_stake():
    game = under_bet_deal()
    play(game, (A, bet(50)), (B, raise_(30)))
    # C and D are behind in the betting, not out of it: one pot for all
    assert game.view(C)["pots"] == [{"amount": 170, "eligible": [A, B, C, D]}]
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[60, 1470, 1470])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"BOUCLES")), (1, word(*"WHIST")), (2, word(*"ENTRERA")), (0, bet(50)),
         (1, raise_(100)))
    view = game.view(2)
    assert view["pots"] == [{"amount": 130, "eligible": [0, 1, 2]}, {"amount": 100, "eligible": [1, 2]}]
    assert view["pot"] == 230
    assert view["controls"] == {"to_call": 150, "can_check": False, "can_call": True, "call_amount": 150,
                                "call_all_in": False, "bet": None,
                                "raise": {"min": 10, "max": 300, "step": 10, "to_call": 150}}


def test_the_betting_controls_follow_the_legal_actions():
    game = under_bet_deal()
    controls = game.view(A)["controls"]
    assert controls["can_check"] and not controls["can_call"] and controls["raise"] is None
    assert controls["bet"] == {"min": 10, "max": 300, "step": 10}
    assert game.view(B)["controls"] is None  # not his turn
    hands = [list("WHISTKZ"), list("BOUCLES")]
    game = rigged(hands, dealer=1, chips=[2900, 100])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (0, bet(200)))
    controls = game.view(1)["controls"]
    assert controls["call_amount"] == 90 and controls["call_all_in"] and controls["raise"] is None


def test_the_word_builder_preview():
    game = rigged(UNDER_BET_HANDS, dealer=3)
    assert game.word_preview(A, list("BOUCLES")) == {"word": "BOUCLES", "value": 150, "is_word": True,
                                                     "problem": None}
    preview = game.word_preview(A, list("BOUCLE"))  # not in the test list
    assert preview["value"] == 84 and preview["problem"] == "glossa.error.not_a_word"
    assert game.word_preview(A, ["W"])["problem"] == "glossa.error.not_in_hand"
    assert game.word_preview(A, ["*"])["problem"] == "glossa.error.joker_meaning"
    honour = rigged(UNDER_BET_HANDS, dealer=3, options={"check_words": "honour"})
    assert honour.word_preview(A, list("BOUCLE"))["problem"] is None  # declarable on honour


def test_the_score_sheet_in_the_view_and_the_outcome():
    game = under_bet_deal()
    play(game, (A, bet(50)), (B, CALL), (C, CALL), (D, CALL))
    sheet = game.view(None)["sheet"]
    assert sheet["rows"] == [{"kind": "deal", "deal": 1, "points": [150, 95, 80, 65]}]
    assert sheet["chips"] == [930, 690, 690, 690]
    assert sheet["totals"] == [1080, 785, 770, 755]
    for _ in range(9):
        everyone(game, SIT_OUT)
    result = game.result()
    assert result["scores"] == [1080, 785, 770, 755] and result["ranking"] == [1, 2, 3, 4]
    assert len(result["sheet"]["rows"]) == 10 and result["winners"] == [A]
