"""The Glop state machine: the deal, the swaps, taking and laying, glops, the end of a deal,
the count and the end of the game, each rule on a position built for it."""

import itertools
import json
import random
import re

import pytest

import pyengine
from pyengine.core import IllegalAction, Rng
from pyengine.core import i18n
from pyengine.glop import materials, rules
from pyengine.glop.game import GlopGame
from tests.helpers.protocol import assert_refused

CARD_TOKEN = re.compile(r'"(1[01]|[1-9])([RBVJ])"')


def cards_in(data) -> set:
    """Every card id that appears as a string anywhere in ``data``."""
    return {a + b for a, b in CARD_TOKEN.findall(json.dumps(data))}


def messages(error: IllegalAction) -> tuple[str, str]:
    fr, en = error.message("fr"), error.message("en")
    assert fr != error.key and en != error.key and "{" not in fr + en, (fr, en)
    return fr, en


def first_deal_deck(seed: int, players: int):
    """The deck the engine shuffles for the first deal, drawn independently from the seed."""
    rng = Rng(seed)
    dealer = rng.below(players)
    rng.below(4)  # the favourite colour
    return dealer, rng.shuffled(materials.CARDS)


def seed_without_redeal(players: int, start: int = 0) -> int:
    seed = start
    while rules.needs_redeal(first_deal_deck(seed, players)[1][40:]):
        seed += 1
    return seed


# --------------------------------------------------------------------- the deal
def test_two_player_deal_follows_the_book_order_then_hand_and_reserve_swap():
    # « Il pose d'abord 2 cartes à sa gauche. Il donne ensuite 2 cartes à son adversaire. Il pose
    # encore 2 cartes sur la table à la gauche de l'adversaire. Il s'attribue 2 cartes. »
    seed = seed_without_redeal(2)
    dealer, deck = first_deal_deck(seed, 2)
    other = 1 - dealer
    packets = [deck[i:i + 2] for i in range(0, 40, 2)]
    dealer_reserve = sum(packets[0::4], [])
    other_hand = sum(packets[1::4], [])
    other_reserve = sum(packets[2::4], [])
    dealer_hand = sum(packets[3::4], [])
    game = pyengine.new_game("glop", players=2, seed=seed)
    assert game.dealer == dealer and game.table == deck[40:]
    # « il l'échange contre celui qui se trouve à sa gauche et avec lequel il commence l'action »
    assert game.hands[dealer] == dealer_reserve and game.reserves[dealer] == dealer_hand
    assert game.hands[other] == other_reserve and game.reserves[other] == other_hand
    view = game.view(dealer)
    assert view["memory"]["cards"] == materials.sort_cards(dealer_hand)
    assert view["memory"]["where"] == "reserve" and view["memory"]["hide_after_study"] is True
    assert view["hand"] == materials.sort_cards(dealer_reserve)
    assert view["reserve_counts"] == [10, 10] and view["hand_counts"] == [10, 10]
    # the player on the dealer's left (his opponent) starts
    assert game.to_move() == [other]


def test_four_player_deal_two_by_two_from_the_dealers_left_then_partners_swap():
    seed = seed_without_redeal(4)
    dealer, deck = first_deal_deck(seed, 4)
    packets = [deck[i:i + 2] for i in range(0, 40, 2)]
    dealt = {(dealer + k) % 4: sum(packets[k - 1::4], []) for k in (1, 2, 3, 4)}
    game = pyengine.new_game("glop", players=4, seed=seed)
    assert game.table == deck[40:]
    for seat in range(4):
        partner = (seat + 2) % 4
        assert game.hands[seat] == dealt[partner], "each plays his partner's hand"
        memory = game.view(seat)["memory"]
        assert memory["cards"] == materials.sort_cards(dealt[seat])
        assert memory["away"] == materials.sort_cards(game.hands[partner]), "he knows what his partner holds"
        assert game.view(seat)["partner"] == partner
    assert game.to_move() == [(dealer + 1) % 4]
    assert game.reserves == [[], [], [], []]


def test_redeal_when_three_exposed_cards_share_a_value():
    seed = next(s for s in range(1000) if rules.needs_redeal(first_deal_deck(s, 2)[1][40:]))
    dealer, deck = first_deal_deck(seed, 2)
    game = pyengine.new_game("glop", players=2, seed=seed)
    redeals = [e for e in game.events if e["type"] == "redeal"]
    assert redeals and redeals[0]["cards"] == deck[40:] and redeals[0]["dealer_seat"] == dealer
    assert game.table != deck[40:] and not rules.needs_redeal(game.table)
    assert game.dealer == dealer, "the same dealer deals again"
    assert i18n.text("glop.event.redeal", "fr", **{k: v for k, v in redeals[0].items() if k != "type"})


def play_deal(game, choose=lambda legal: legal[0]):
    """Play until the deal number changes or the game ends."""
    deal = game.deal_number
    while not game.is_over() and game.deal_number == deal:
        seat = game.to_move()[0]
        game.apply(seat, choose(game.legal_actions(seat)))


def test_dealer_and_favourite_colour_move_on_every_deal():
    for players in (2, 4):
        game = pyengine.new_game("glop", players=players, seed=21)
        while not game.is_over():
            play_deal(game, choose=lambda legal: legal[-1])
            if not game.is_over():
                assert game.to_move() == [(game.dealer + 1) % players], "the dealer's left starts"
        deals = [(h["dealer"], h["favourite"]) for h in game.history]
        assert len(deals) >= 3 and [h["deal"] for h in game.history] == list(range(1, len(deals) + 1))
        for (d1, f1), (d2, f2) in zip(deals, deals[1:]):
            assert d2 == (d1 + 1) % players and f2 == rules.next_favourite(f1)


# --------------------------------------------------------------------- taking
def test_an_equal_card_takes_that_card_only():
    # « Au tapis : 8 - 5 - 2 - 1. Le joueur abat un 8. Il n'a le droit de prendre que le 8. »
    game = GlopGame.position(2, [["8B", "3J"], ["4R"]], ["8R", "5B", "2V", "1J"])
    assert [a for a in game.legal_actions(0) if a["card"] == "8B"] == \
        [{"type": "take", "card": "8B", "cards": ["8R"]}]
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, {"type": "take", "card": "8B", "cards": ["5B", "2V", "1J"]})
    assert messages(caught.value)[0].startswith("Il y a un 8 sur le tapis")
    assert game.view(0)["moves"][1] == {"card": "8B", "takes": [["8R"]], "glops": [False], "lay": False}


def test_a_sum_takes_several_cards_and_the_player_chooses_the_set():
    game = GlopGame.position(2, [["8B"], ["4R"]], ["9R", "5B", "3V", "2V", "1J", "6R"])
    takes = [a["cards"] for a in game.legal_actions(0)]
    assert takes == [["1J", "2V", "5B"], ["2V", "6R"], ["3V", "5B"]]
    events = game.apply(0, {"type": "take", "card": "8B", "cards": ["3V", "5B"]})
    assert game.table == ["9R", "2V", "1J", "6R"] and game.piles[0] == ["8B", "3V", "5B"]
    assert [e["type"] for e in events] == ["take"]
    assert game.view(1)["sides"][0]["captured"] == 3


def test_an_eleven_takes_only_an_eleven_or_a_sum_of_eleven_when_none_lies_there():
    game = GlopGame.position(2, [["11V"], ["4R"]], ["11R", "11B", "3V", "6J"])
    assert [a["cards"] for a in game.legal_actions(0)] == [["11R"], ["11B"]]
    game = GlopGame.position(2, [["11V", "5R"], ["4R"]], ["11R", "6J"])
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, {"type": "take", "card": "5R", "cards": ["11R"]})
    assert messages(caught.value)[1] == "An 11 can only be taken by another 11."
    game = GlopGame.position(2, [["11V"], ["4R"]], ["4B", "2B", "3V", "6J"])
    assert [a["cards"] for a in game.legal_actions(0)] == [["2B", "3V", "6J"]]


def test_compulsory_taking_forbids_laying_when_any_card_takes():
    hands = [["8B", "4R"], ["1R"]]
    game = GlopGame.position(2, hands, ["8R", "9J"])
    assert game.legal_actions(0) == [{"type": "take", "card": "8B", "cards": ["8R"]}]
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, {"type": "lay", "card": "4R"})
    assert caught.value.key == "glop.error.must_take" and "le 8 bleu" in messages(caught.value)[0]
    assert game.view(0)["must_take"] is True
    relaxed = GlopGame.position(2, hands, ["8R", "9J"], options={"forced_capture": False})
    assert {"type": "lay", "card": "4R"} in relaxed.legal_actions(0)
    assert {"type": "lay", "card": "8B"} in relaxed.legal_actions(0)
    relaxed.apply(0, {"type": "lay", "card": "8B"})
    assert relaxed.table == ["8R", "9J", "8B"]


def test_laying_when_nothing_can_be_taken():
    # « S'il ne peut ramasser aucune carte, il défause obligatoirement une carte de sa main »
    game = GlopGame.position(2, [["10B", "4R"], ["1R"]], ["8R", "9J"])
    assert game.legal_actions(0) == [{"type": "lay", "card": "4R"}, {"type": "lay", "card": "10B"}]
    game.apply(0, {"type": "lay", "card": "10B"})
    assert game.table == ["8R", "9J", "10B"] and game.to_move() == [1]


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    game = GlopGame.position(2, [["8B", "3J"], ["4R"]], ["9R", "5B", "2V", "1J"])
    for action, key in [
        ({"type": "take", "card": "4R", "cards": ["2V", "1J"]}, "glop.error.not_in_hand"),
        ({"type": "take", "card": "8B", "cards": ["8R"]}, "glop.error.not_on_table"),
        ({"type": "take", "card": "8B", "cards": ["5B", "5B"]}, "glop.error.twice"),
        ({"type": "take", "card": "8B", "cards": ["5B", "2V"]}, "glop.error.wrong_sum"),
        ({"type": "take", "card": "8B", "cards": []}, "glop.error.take_nothing"),
        ({"type": "take", "card": "8X", "cards": []}, "glop.error.no_such_card"),
        ({"type": "lay", "card": "3J"}, "glop.error.must_take"),
        ({"type": "lay", "card": "3J", "extra": 1}, "core.malformed_action"),
        ({"type": "take", "card": "8B"}, "core.malformed_action"),
        ({"type": "take", "card": "8B", "cards": "5B"}, "core.malformed_action"),
    ]:
        with pytest.raises(IllegalAction) as caught:
            game.apply(0, action)
        assert caught.value.key == key, action
        messages(caught.value)
        assert_refused(game, 0, action)
    assert_refused(game, 1, {"type": "lay", "card": "4R"})  # not his turn


def test_a_take_is_accepted_in_the_one_order_it_is_listed_in():
    # issue 28: a take's cards were accepted in any order but listed in one
    game = GlopGame.position(2, [["8B", "3J"], ["4R"]], ["9R", "5B", "2V", "1J"])
    listed = [a for a in game.legal_actions(0) if a["card"] == "8B"]
    assert listed == [{"type": "take", "card": "8B", "cards": ["1J", "2V", "5B"]}]
    assert rules.take_order(["5B", "2V", "1J"]) == ["1J", "2V", "5B"]
    for order in itertools.permutations(["1J", "2V", "5B"]):
        if list(order) == listed[0]["cards"]:
            continue
        action = {"type": "take", "card": "8B", "cards": list(order)}
        with pytest.raises(IllegalAction) as caught:
            game.apply(0, action)
        assert caught.value.key == "glop.error.order", order
        fr, en = messages(caught.value)
        assert en.endswith(": " + materials.short(["1J", "2V", "5B"]) + ".") and materials.short(["1J"]) in fr, en
        assert_refused(game, 0, action)
    game.apply(0, listed[0])
    assert game.table == ["9R"] and game.piles[0] == ["8B", "1J", "2V", "5B"]


def test_every_accepted_take_is_a_listed_one_in_random_games():
    # Every permutation of every listed take, at every step of seeded games: only the listed
    # order is accepted (what a client sends is exactly what legal_actions names).
    tried = refused = 0
    for seed in range(3):
        game = pyengine.new_game("glop", players=2, seed=seed)
        rnd = random.Random(seed)
        while not game.is_over() and len(game.actions) < 400:
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            for action in legal:
                if action["type"] != "take" or len(action["cards"]) < 2:
                    continue
                for order in itertools.permutations(action["cards"]):
                    other = {**action, "cards": list(order)}
                    tried += 1
                    if other in legal:
                        continue
                    refused += 1
                    with pytest.raises(IllegalAction) as caught:
                        game.check(seat, other)
                    assert caught.value.key == "glop.error.order"
            game.apply(seat, rnd.choice(legal))
    assert refused > 50 and tried > refused


# --------------------------------------------------------------------- glops
def test_a_glop_scores_one_point_at_once_and_the_next_player_must_lay():
    # « Au tapis : 6 - 3 - 1. Avec un 10 le joueur peut faire un glop de 3 cartes. »
    game = GlopGame.position(2, [["10B", "2R"], ["7J", "6B"]], ["6R", "3V", "1J"])
    events = game.apply(0, {"type": "take", "card": "10B", "cards": ["1J", "3V", "6R"]})
    assert [e["type"] for e in events] == ["take", "glop"]
    assert game.scores == [1, 0] and game.view(1)["sides"][0]["glops"] == 1
    assert game.table == []
    # « le joueur suivant doit obligatoirement exposer une carte »
    assert game.legal_actions(1) == [{"type": "lay", "card": "6B"}, {"type": "lay", "card": "7J"}]
    game.apply(1, {"type": "lay", "card": "7J"})
    assert game.legal_actions(0) == [{"type": "lay", "card": "2R"}]


def test_a_glop_of_one_card():
    # « Au tapis : 9. Avec un 9 le joueur fait un glop d'une carte. »
    game = GlopGame.position(2, [["9B", "2R"], ["7J"]], ["9R"])
    assert game.view(0)["moves"][1]["glops"] == [True]
    game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert game.scores == [1, 0] and game.last_play["glop"]


def test_the_royal_glop_scores_three_with_the_last_card():
    # « Celui qui joue abat la dernière carte et réussit un glop : [...] marque 3 points »
    game = GlopGame.position(2, [[], ["9R"]], ["4B", "5B"], current=1, favourite="J",
                             piles=[["1J"], []])
    events = game.apply(1, {"type": "take", "card": "9R", "cards": ["4B", "5B"]})
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["take", "royal"] and "glop" not in kinds
    last = game.history[-1]["sides"]
    assert last[1]["royal"] is True and last[1]["glop_points"] == 3 and last[1]["glops"] == 1
    assert last[0]["favourite_one"] == 1
    assert game.scores == [1, 3]
    assert game.deal_number == 2 and game.favourite == "R", "next deal, next favourite colour"


def test_the_last_partial_take_sweeps_the_table():
    # « il ramasse toutes les cartes - même celles qui n'entrent pas dans la levée »
    game = GlopGame.position(4, [[], ["5R"], [], []], ["5B", "9V", "10J"], current=1)
    events = game.apply(1, {"type": "take", "card": "5R", "cards": ["5B"]})
    assert [e["type"] for e in events][:2] == ["take", "sweep"]
    assert game.history[-1]["sides"][1]["cards"] == 4
    assert game.last_play["swept"] == ["9V", "10J"] and not game.last_play["glop"]
    assert game.scores == [0, 0]


@pytest.mark.parametrize("last_cards, side_cards, unclaimed", [
    ("last_taker", [2, 3], 0), ("nobody", [2, 0], 3)])
def test_when_the_last_card_takes_nothing(last_cards, side_cards, unclaimed):
    game = GlopGame.position(4, [[], [], [], ["4R"]], ["9V", "10J"], current=3, last_taker=1,
                             piles=[["1B", "2B"], []], options={"last_cards": last_cards})
    events = game.apply(3, {"type": "lay", "card": "4R"})
    assert events[1]["type"] == ("leftover" if last_cards == "last_taker" else "leftover_nobody")
    summary = game.history[-1]
    assert [s["cards"] for s in summary["sides"]] == side_cards and summary["unclaimed"] == unclaimed


def test_two_players_pick_up_the_seen_hand_after_the_reserve():
    game = GlopGame.position(2, [["10B"], ["4R"]], ["9V"], reserves=[["1R", "2R"], ["3B", "6J"]])
    assert game.view(0)["memory"]["where"] == "reserve"
    events = game.apply(0, {"type": "lay", "card": "10B"})
    assert [e["type"] for e in events] == ["lay", "pickup"]
    view = game.view(0)
    assert view["hand"] == ["1R", "2R"] and view["reserve_counts"] == [0, 2]
    assert view["memory"]["where"] == "hand" and view["memory"]["away"] == []


# --------------------------------------------------------------------- count and end
def test_deal_count_is_added_to_the_glops_already_scored():
    fav = "V"
    pile0 = [f"{v}V" for v in range(1, 8)] + ["6R", "6B"] + \
        [f"{v}R" for v in (1, 2, 3, 4, 5, 7, 8, 9, 10)] + ["1B", "2B", "3B"]
    assert len(pile0) == 21
    game = GlopGame.position(2, [["11R"], []], ["4B"], piles=[pile0, []], favourite=fav,
                             scores=[5, 7], glops=[2, 0])
    game.apply(0, {"type": "lay", "card": "11R"})  # to the last taker? nobody took: unclaimed
    side0 = game.history[-1]["sides"][0]
    assert side0["cards"] == 21 and side0["cards_points"] == 0
    assert (side0["favourite_one"], side0["favourite_six"], side0["sixes_points"], side0["favourite_points"]) \
        == (1, 1, 2, 2)
    assert side0["points"] == 6 and side0["glop_points"] == 2 and side0["total"] == 8
    assert game.scores == [11, 7]
    assert game.history[-1]["unclaimed"] == 2


def test_the_game_ends_only_when_the_deal_is_finished():
    # « La partie est terminée quand une équipe a marqué 30 points et que la donne en cours est
    # jouée complètement. »
    game = GlopGame.position(2, [["9B", "2R"], ["7J"]], ["9R"], scores=[29, 3])
    game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert game.scores == [30, 3] and not game.is_over()
    game.apply(1, {"type": "lay", "card": "7J"})
    game.apply(0, {"type": "lay", "card": "2R"})
    assert game.is_over()
    result = game.result()
    assert result["winners"] == [0] and result["ranking"] == [1, 2] and result["scores"][0] >= 30
    with pytest.raises(IllegalAction):
        game.apply(1, {"type": "lay", "card": "7J"})


def test_the_higher_total_wins_when_both_pass_thirty():
    game = GlopGame.position(2, [[], ["9R"]], ["9B"], current=1, scores=[33, 29])
    game.apply(1, {"type": "take", "card": "9R", "cards": ["9B"]})  # royal glop: 32
    assert game.is_over() and game.result()["winners"] == [0]


def test_a_tie_at_thirty_plays_one_more_deal():
    game = GlopGame.position(2, [[], ["9R"]], ["9B"], current=1, scores=[30, 27])
    events = game.apply(1, {"type": "take", "card": "9R", "cards": ["9B"]})
    assert game.scores == [30, 30] and not game.is_over()
    assert "play_on" in [e["type"] for e in events] and game.deal_number == 2


def test_four_players_partners_share_the_score_and_both_win():
    game = GlopGame.position(4, [[], [], [], ["9R"]], ["9B"], current=3, scores=[12, 30])
    game.apply(3, {"type": "take", "card": "9R", "cards": ["9B"]})
    result = game.result()
    assert result["winners"] == [1, 3]
    assert result["scores"] == [12, 33, 12, 33] and result["ranking"] == [2, 1, 2, 1]
    assert result["sides"] == [[0, 2], [1, 3]]
    kinds = [e["type"] for e in game.events]
    assert "game_over_team" in kinds


# --------------------------------------------------------------------- option « premier à 30 »
FIRST_TO_30 = {"first_to_30": True}


def test_first_to_30_a_glop_that_reaches_30_ends_the_game_at_once():
    """« Le vainqueur est celui qui, le premier, atteint 30 points ou les dépasse » (version pour
    2 joueurs), read literally with the option: no more cards, no count of the deal."""
    game = GlopGame.position(2, [["9B", "2R"], ["7J"]], ["9R"], scores=[29, 3], options=FIRST_TO_30)
    events = game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert [e["type"] for e in events] == ["take", "glop", "game_over"]
    assert game.is_over() and game.to_move() == [] and game.legal_actions(1) == []
    assert game.result()["winners"] == [0] and game.scores == [30, 3] and game.history == []
    view = game.view(1)
    assert view["over"] and view["phase"] == "over" and view["last_play"]["glop"]
    assert_refused(game, 1, {"type": "lay", "card": "7J"})
    again = pyengine.load_game(json.dumps({**json.loads(game.to_json()), "actions": []}))
    assert again.options["first_to_30"] is True


def test_first_to_30_a_royal_glop_wins_before_the_count():
    game = GlopGame.position(2, [[], ["9R"]], ["4B", "5B"], current=1, scores=[12, 27],
                             options=FIRST_TO_30)
    events = game.apply(1, {"type": "take", "card": "9R", "cards": ["4B", "5B"]})
    assert [e["type"] for e in events] == ["take", "royal", "game_over"]
    assert game.result()["winners"] == [1] and game.scores == [12, 30] and game.history == []


def test_first_to_30_off_by_default_the_deal_is_finished():
    game = GlopGame.position(2, [["9B", "2R"], ["7J"]], ["9R"], scores=[29, 3])
    assert game.options["first_to_30"] is False
    game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert not game.is_over() and game.to_move() == [1]


def test_first_to_30_at_the_count_and_after_a_tie():
    # reached together at the count: the higher total, as without the option
    game = GlopGame.position(2, [[], ["9R"]], ["9B"], current=1, scores=[33, 29], options=FIRST_TO_30)
    game.apply(1, {"type": "take", "card": "9R", "cards": ["9B"]})
    assert game.is_over() and game.result()["winners"] == [0]
    # tied at 30: play on; the first glop of the next deal puts its maker ahead and wins
    game = GlopGame.position(2, [[], ["9R"]], ["9B"], current=1, scores=[30, 27], options=FIRST_TO_30)
    game.apply(1, {"type": "take", "card": "9R", "cards": ["9B"]})
    assert game.scores == [30, 30] and not game.is_over() and game.deal_number == 2
    world = GlopGame.position(2, [["9B", "2R"], ["7J"]], ["9R"], scores=[30, 30], options=FIRST_TO_30)
    world.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert world.is_over() and world.result()["winners"] == [0]


def test_first_to_30_is_a_two_player_option():
    described = pyengine.GAMES["glop"].describe()["options"]
    assert "first_to_30" in [o["key"] for o in described[2]]
    assert "first_to_30" not in [o["key"] for o in described[4]]
    four = pyengine.new_game("glop", players=4, seed=1, options={"first_to_30": True})
    assert four.options["first_to_30"] is False  # not offered at four: the team rule
    game = GlopGame.position(4, [["9B", "2R"], ["7J"], ["3R"], ["4R"]], ["9R"], scores=[29, 3],
                             options={"first_to_30": True})
    game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert not game.is_over()


def test_first_to_30_bots_know_a_glop_at_30_ends_the_game():
    from pyengine.glop import bots

    # the normal player: the glop that reaches 30 is worth the game
    game = GlopGame.position(2, [["9B", "4R"], ["7J", "2V"]], ["5R", "4B"], scores=[29, 3],
                             favourite="R", options=FIRST_TO_30)
    legal = game.legal_actions(0)
    values = bots.normal_values(game.view(0), legal)
    glop = legal.index({"type": "take", "card": "9B", "cards": ["4B", "5R"]})
    assert values[glop] >= bots.WIN_MARGIN > max(v for i, v in enumerate(values) if i != glop)
    # the hard player's worlds: an opponent's glop at 29 loses the game, not one point
    world = GlopGame.position(2, [["2R", "3R"], ["9B", "8J"]], ["9R"], current=1, scores=[3, 29],
                              options=FIRST_TO_30)
    world.recording = False
    assert bots.play_out_deal(world, 0) == -bots.WIN_MARGIN


# --------------------------------------------------------------------- views
@pytest.mark.parametrize("players", [2, 4])
def test_views_show_own_cards_and_legitimate_memory_only(players):
    game = pyengine.new_game("glop", players=players, seed=5)
    for step in range(25):
        for seat in range(players):
            view = game.view(seat)
            hidden = set()
            for other in range(players):
                if other != seat and other != rules.partner(seat, players):
                    hidden |= set(game.hands[other]) | set(game.reserves[other])
            assert not cards_in(view) & hidden, (step, seat)
            assert set(view["hand"]) == set(game.hands[seat])
        spectator = game.view(None)
        assert spectator["hand"] is None and spectator["memory"] is None
        in_hands = set().union(*game.hands, *game.reserves)
        assert not cards_in(spectator) & in_hands
        seat = game.to_move()[0]
        game.apply(seat, game.legal_actions(seat)[-1])


def test_the_view_lists_the_takes_of_every_card_in_hand():
    game = GlopGame.position(2, [["8B", "11R", "4J"], ["1R"]], ["5B", "3V", "6R", "1B"])
    view = game.view(0)
    assert view["moves"] == [
        {"card": "4J", "takes": [["1B", "3V"]], "glops": [False], "lay": False},
        {"card": "8B", "takes": [["3V", "5B"]], "glops": [False], "lay": False},
        {"card": "11R", "takes": [["5B", "6R"]], "glops": [False], "lay": False},  # 6+3+1 is only 10
    ]
    assert view["must_take"] and view["table_sum"] == 15
    legal = game.legal_actions(0)
    assert len(legal) == 3 and all(a["type"] == "take" for a in legal)


def test_seat_plays_counts_the_cards_each_seat_has_played_this_deal():
    game = pyengine.new_game("glop", players=4, seed=2)
    first = game.to_move()[0]
    assert game.view(0)["seat_plays"] == [0, 0, 0, 0]
    game.apply(first, game.legal_actions(first)[0])
    expected = [0, 0, 0, 0]
    expected[first] = 1
    assert game.view(None)["seat_plays"] == expected


# --------------------------------------------------------------------- undo boundaries
# Board Game Arena's policy (Game.undo_target): never back past a chance event or hidden
# information shown, never into another person's turn. In Glop the barriers are the new deal
# (a shuffle, hands dealt, four cards turned face up; it happens inside the action that plays
# the last card of a deal) and, with the memory option, the two-player pick-up of the seen hand
# (face down since the study). A card laid or taken shows only the card played.
def test_undo_a_lay_or_a_take_may_be_undone_with_the_computers_reply():
    """A take or a lay may be taken back by the person who played it; against a computer the
    undo also takes back the computer's reply (it shows no card but the one it played)."""
    game = GlopGame.position(2, [["4R", "2V", "9B"], ["7J", "8B", "10V"]], ["6R", "3V", "1J"])
    game.apply(0, {"type": "take", "card": "4R", "cards": ["1J", "3V"]})
    assert game.undo_target(0) == (0, "")
    assert game.undo_target(1) == (None, "core.undo.nothing")
    game.apply(1, {"type": "lay", "card": "7J"})
    assert game.undo_target(1) == (1, "")
    assert game.undo_target(0, humans=[0]) == (0, ""), "the take, with the computer's lay after it"
    game.apply(0, {"type": "lay", "card": "2V"})
    assert game.undo_target(0) == (2, "")
    assert game.barrier == 0


def test_undo_never_goes_back_into_the_other_persons_turn_in_hot_seat():
    """Two people on one device (humans=[0, 1]): each may undo his own last card while the
    other has not played, never the other's card to reach his own."""
    game = GlopGame.position(2, [["4R", "2V"], ["7J", "8B"]], ["6R", "3V", "1J"])
    game.apply(0, {"type": "take", "card": "4R", "cards": ["1J", "3V"]})
    assert game.undo_target(0, humans=[0, 1]) == (0, "")
    game.apply(1, {"type": "lay", "card": "7J"})
    assert game.undo_target(1, humans=[0, 1]) == (1, "")
    assert game.undo_target(0, humans=[0, 1]) == (None, "core.undo.other_person")


def test_undo_a_new_deal_is_never_crossed():
    """The last card of a deal starts the next deal in the same action (shuffle, hands, four
    cards face up): neither that card nor anything before it may be undone, even through a
    computer's move; the first card of the new deal may."""
    game = GlopGame.position(2, [["2V"], ["9R"]], ["4B", "5B"], current=0)
    game.apply(0, {"type": "lay", "card": "2V"})
    assert game.undo_target(0) == (0, "")
    game.apply(1, {"type": "take", "card": "9R", "cards": ["4B", "5B"]})  # the last card
    assert game.deal_number == 2 and game.barrier == 2
    assert game.undo_target(1) == (None, "core.undo.hidden")
    assert game.undo_target(0, humans=[0]) == (None, "core.undo.hidden")
    first = game.to_move()[0]
    game.apply(first, game.legal_actions(first)[0])
    assert game.undo_target(first) == (2, "")


@pytest.mark.parametrize("memory, kept, why", [(True, None, "core.undo.hidden"), (False, 0, "")])
def test_undo_the_two_player_pick_up_of_the_face_down_seen_hand_is_never_crossed(memory, kept, why):
    """Two players: the card that spends the reserve picks up the hand seen at the deal. With
    the memory option that hand lay face down, hidden after the study: the pick-up shows it
    again, so that card may not be undone. Without it the hand stayed shown as a reminder: the
    pick-up reveals nothing and the card may be undone."""
    game = GlopGame.position(2, [["10B"], ["4R"]], ["9V"], reserves=[["1R", "2R"], ["3B", "6J"]],
                             options={"memory": memory})
    events = game.apply(0, {"type": "lay", "card": "10B"})
    assert [e["type"] for e in events] == ["lay", "pickup"]
    assert game.undo_target(0) == (kept, why)


@pytest.mark.parametrize("players", [2, 4])
def test_undo_barriers_fall_exactly_on_new_deals_and_memory_pick_ups(players):
    """Whole games: an action is a point undo never crosses exactly when it starts a new deal
    or (two players, memory option) picks up the seen hand; every other card may be undone."""
    for seed in range(3):
        game = pyengine.new_game("glop", players=players, seed=seed)
        rng = Rng(seed)
        deals = pickups = 0
        while not game.is_over():
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            deal = game.deal_number
            events = game.apply(seat, legal[rng.below(len(legal))])
            new_deal = game.deal_number != deal
            pickup = any(e["type"] == "pickup" for e in events)
            deals += new_deal
            pickups += pickup
            assert (game.barrier == len(game.actions)) == (new_deal or pickup), (seed, len(game.actions))
            if not game.is_over():
                kept, why = game.undo_target(seat)
                assert (kept is None) == (new_deal or pickup), (seed, kept, why)
        assert deals >= 1 and (pickups > 0) == (players == 2)
