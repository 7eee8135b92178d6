"""The engine's rules beyond the book's examples: deal, race start, taking, rows, options, views."""

import json
from collections import Counter

import pytest

import pyengine
from pyengine.core import BadOptions, IllegalAction, i18n
from pyengine.glukz import check_options, materials
from pyengine.glukz.game import GlukzGame
from pyengine.glukz.materials import RANK_OF, sort_cards
from tests.glukz.test_examples import play, position, refused, take


def new(players=4, seed=1, **options):
    return pyengine.new_game("glukz", players, seed=seed, options=options)


def all_cards(game):
    cards = list(game.pile) + list(game.burned)
    for s in range(game.players):
        cards += game.hands[s] + [c for c in game.face_up[s] if c] + [c for c in game.face_down[s] if c]
    return cards


# ---------------------------------------------------------------------- deal and options
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("tarot", [False, True])
def test_the_deal_rows_then_hands_with_no_draw_pile(players, tarot):
    game = new(players, seed=players, tarot=tarot)
    n = game.options["row_cards"]
    deck = materials.deck(game.options["decks"], tarot)
    assert Counter(all_cards(game)) == Counter(deck)
    sizes = [len(h) for h in game.hands]
    assert max(sizes) - min(sizes) <= 1 and sum(sizes) == len(deck) - 2 * n * players
    for s in range(players):
        assert None not in game.face_up[s] and None not in game.face_down[s]
        assert len(game.face_up[s]) == len(game.face_down[s]) == n
    assert game.pile == [] and game.burned == []


def test_default_options_follow_the_rules_notes():
    assert new(4).options["row_cards"] == 4 and new(3).options["row_cards"] == 3
    assert new(5).options["decks"] == 1 and new(6).options["decks"] == 2
    # « normalement, ça devrait faire 5 cartes par joueur » (four players, one deck, rows of 4)
    assert [len(h) for h in new(4).hands] == [5, 5, 5, 5]
    assert new(4).options["start"] == "race"


@pytest.mark.parametrize("players, options", [
    (8, {"decks": 1, "row_cards": 4}), (5, {"decks": 1, "row_cards": 6}), (7, {"decks": 1, "row_cards": 4}),
])
def test_impossible_tables_are_refused(players, options):
    with pytest.raises(BadOptions) as caught:
        new(players, **options)
    assert caught.value.key == "glukz.error.too_few_cards"
    assert "cartes" in caught.value.message("fr") and "{" not in caught.value.message("en")


def test_every_allowed_table_can_be_dealt():
    from pyengine.glukz import OPTIONS

    options = {o.key: o for o in OPTIONS}
    dealt = refused_count = 0
    for players in range(2, 9):
        for decks in range(options["decks"].low, options["decks"].high + 1):
            for rows in range(options["row_cards"].low, options["row_cards"].high + 1):
                for tarot in (False, True):
                    setup = {"decks": decks, "row_cards": rows, "tarot": tarot, "start": "race",
                             "knights": "reverse"}
                    try:
                        check_options(setup, players)
                    except BadOptions:
                        refused_count += 1
                        assert 2 * rows * players > decks * (56 if tarot else 52)
                        continue
                    game = new(players, seed=decks * 100 + rows, **setup)
                    assert len(all_cards(game)) == decks * (56 if tarot else 52)
                    assert game.to_move() == list(range(players))
                    dealt += 1
    assert dealt > 300 and refused_count > 0
    # eight players with one deck and rows of 3: 48 cards in rows, 4 left for the hands
    assert sorted(len(h) for h in new(8, decks=1, row_cards=3).hands) == [0, 0, 0, 0, 1, 1, 1, 1]


# ---------------------------------------------------------------------- the race start
def test_race_everyone_may_lay_first_but_nobody_may_take_an_empty_pile():
    game = new(4, seed=3)
    assert game.to_move() == [0, 1, 2, 3] and game.view(0)["phase"] == "race"
    for seat in range(4):
        actions = game.legal_actions(seat)
        assert actions and all(a["type"] == "play" for a in actions)
        assert len({RANK_OF[c] for a in actions for c in a["cards"]}) == len({RANK_OF[c] for c in game.hands[seat]})
    refused(game, 1, {"type": "take", "cards": [game.hands[1][0]]}, "glukz.error.nothing_to_take")


def test_race_the_first_play_wins_then_only_a_neighbour_sets_the_direction():
    game = new(4, seed=3)
    starter_card = sort_cards(game.hands[2])[0]
    game.apply(2, {"type": "play", "cards": [starter_card]})
    assert game.starter == 2 and game.phase == "direction"
    assert game.to_move() == [1, 3]  # « le joueur à droite ou à gauche du premier »
    for seat in (0, 2):  # the starter waits; the seat opposite is ignored
        with pytest.raises(IllegalAction) as caught:
            game.apply(seat, {"type": "play", "cards": [game.hands[seat][0]]})
        assert caught.value.key == "core.not_your_turn"
    game.apply(3, game.legal_actions(3)[0])
    assert game.direction == 1 and game.phase == "play" and game.to_move() == [0]
    assert [e["type"] for e in game.events[-3:]][0] in ("play", "take")
    assert any(e["type"] == "direction" and e["seat"] == 3 for e in game.events)


def test_race_an_invalid_second_play_does_not_set_the_direction():
    # « Note 2 importante : le second coup doit être valide pour définir le sens du jeu. »
    game = position(phase="race", current=None, direction=0, starter=None,
                    hands=[["KS1", "4C1"], ["2H1", "AS1"], ["5D1"], ["QS1", "6H1"]])
    game.perform(0, {"type": "play", "cards": ["KS1"]})
    assert game.to_move() == [1, 3]
    refused(game, 3, {"type": "play", "cards": ["QS1"]}, "glukz.error.too_low")
    assert game.direction == 0 and game.to_move() == [1, 3]
    game.perform(1, {"type": "play", "cards": ["AS1"]})
    assert game.direction == 1 and game.to_move() == [2]


def test_race_the_right_neighbour_sends_play_the_other_way():
    game = position(phase="race", current=None, direction=0, starter=None,
                    hands=[["KS1", "4C1"], ["2H1", "AS1"], ["5D1"], ["AH1", "6H1"]])
    game.perform(0, {"type": "play", "cards": ["KS1"]})
    game.perform(3, {"type": "play", "cards": ["AH1"]})
    assert game.direction == -1 and game.to_move() == [2]


def test_race_a_neighbour_who_cannot_lay_may_take_and_that_sets_the_direction():
    game = position(phase="race", current=None, direction=0, starter=None,
                    hands=[["AS1", "4C1"], ["2H1", "4H1"], ["5D1"], ["6H1"]])
    game.perform(0, {"type": "play", "cards": ["AS1"]})
    assert game.legal_actions(1) == [{"type": "take", "cards": ["2H1"]}]
    game.perform(1, {"type": "take", "cards": ["2H1"]})
    assert game.direction == 1 and game.to_move() == [2] and game.pile == []


def test_race_a_burn_on_the_first_play_lets_the_starter_play_again_before_the_direction():
    # « Celui-ci ne peut plus jouer (sauf "Annulation") »
    game = position(phase="race", current=None, direction=0, starter=None,
                    hands=[["9S1", "9H1", "9C1", "9D1", "4C1", "KD1"], ["2H1"], ["5D1"], ["6H1"]])
    game.perform(0, {"type": "play", "cards": ["9S1", "9H1", "9C1", "9D1"]})
    assert game.burns == 1 and game.to_move() == [0] and game.direction == 0
    game.perform(0, {"type": "play", "cards": ["4C1"]})
    assert game.to_move() == [1, 3]


@pytest.mark.parametrize("players, neighbours", [(2, [1]), (3, [1, 2])])
def test_race_with_two_or_three_players(players, neighbours):
    hands = [["KS1", "4C1"], ["AS1", "3H1"], ["AH1", "3D1"]][:players]
    game = position(players=players, phase="race", current=None, direction=0, starter=None, hands=hands)
    game.perform(0, {"type": "play", "cards": ["KS1"]})
    assert game.to_move() == neighbours
    game.perform(neighbours[-1], {"type": "play", "cards": [hands[neighbours[-1]][0]]})
    assert game.direction == (1 if players == 2 else -1)
    assert game.to_move() == ([0] if players == 2 else [1])


@pytest.mark.parametrize("neighbour, direction, after", [(1, 1, 2), (3, -1, 2)])
def test_a_neighbour_who_goes_out_with_the_second_play_still_sets_the_direction(neighbour, direction,
                                                                               after):
    """« Le sens du jeu est définit par la seconde personne à jouer après l'action du premier »:
    toward that neighbour, even when the play is his last card. (Unreachable in a real deal,
    whose rows are still to play; reachable with rows of other sizes.) The direction used to be
    read after he was ranked, when he no longer counted as the starter's neighbour: it came out
    reversed and the turn went back to the starter."""
    hands = [["KS1", "4C1"], ["AS1", "3H1"], ["5D1", "6D1"], ["AH1", "3D1"]]
    hands[neighbour] = [hands[neighbour][0]]  # his last card
    face_down = [["KD1"], ["QD1"], ["JD1"], ["10D1"]]
    face_down[neighbour] = [None]
    game = position(phase="race", current=None, direction=0, starter=None, hands=hands,
                    face_down=face_down)
    game.perform(0, {"type": "play", "cards": ["KS1"]})
    game.perform(neighbour, {"type": "play", "cards": hands[neighbour]})
    assert game.out == [neighbour]
    assert game.direction == direction and game.to_move() == [after]
    assert [e for e in game.events if e["type"] == "direction"][-1]["direction"] == direction


def test_knights_in_the_first_play_have_no_effect():
    for rule in ("skip", "reverse"):
        game = position(options={"tarot": True, "knights": rule}, phase="race", current=None,
                        direction=0, starter=None,
                        hands=[["NS1", "4C1"], ["QH1", "3H1"], ["AD1"], ["KH1"]])
        game.perform(0, {"type": "play", "cards": ["NS1"]})
        assert game.to_move() == [1, 3]
        game.perform(1, {"type": "play", "cards": ["QH1"]})
        assert game.direction == 1 and game.to_move() == [2]


@pytest.mark.parametrize("rule, direction, after", [("reverse", -1, 0), ("skip", 1, 3)])
def test_knights_of_the_neighbour_who_sets_the_direction_act_once_it_is_set(rule, direction, after):
    # the neighbour's play sets the direction toward him (+1), then its Knight acts on it
    game = position(options={"tarot": True, "knights": rule}, phase="race", current=None,
                    direction=0, starter=None, hands=[["9S1", "4C1"], ["NH1", "3H1"], ["AD1"], ["KH1"]])
    game.perform(0, {"type": "play", "cards": ["9S1"]})
    game.perform(1, {"type": "play", "cards": ["NH1"]})
    assert game.direction == direction and game.to_move() == [after]


def test_drawn_start_knights_act_from_the_first_play():
    game = position(options={"tarot": True, "knights": "reverse", "start": "drawn"},
                    hands=[["NS1", "4C1"], ["QH1"], ["AD1"], ["KH1"]])
    game.perform(0, {"type": "play", "cards": ["NS1"]})
    assert game.direction == -1 and game.to_move() == [3]


def test_drawn_start_for_hot_seat():
    starters = set()
    for seed in range(12):
        game = new(4, seed=seed, start="drawn")
        assert len(game.to_move()) == 1 and game.direction == 1 and game.phase == "play"
        starters.add(game.to_move()[0])
        seat = game.to_move()[0]
        game.apply(seat, game.legal_actions(seat)[0])
        assert game.to_move() == [(seat + 1) % 4]
    assert len(starters) > 1


# ---------------------------------------------------------------------- laying and taking
def test_golden_legal_actions_from_a_hand():
    # perft-style: from this hand and pile, exactly these moves
    game = position(hands=[["4S1", "4H1", "9S1", "9C1", "9D1", "3D1", "KH1"], ["2D1"], ["2C1"], ["5C1"]],
                    pile=["8H1"])
    assert game.legal_actions(0) == [
        {"type": "play", "cards": ["3D1"]},
        {"type": "play", "cards": ["9S1"]},
        {"type": "play", "cards": ["9S1", "9C1"]},
        {"type": "play", "cards": ["9S1", "9C1", "9D1"]},
        {"type": "play", "cards": ["KH1"]},
        {"type": "take", "cards": ["3D1"]},
    ]
    moves = game.view(0)["moves"]
    assert moves["playable"] == ["3D1", "9S1", "9C1", "9D1", "KH1"]
    assert [g["rank"] for g in moves["groups"] if not g["playable"]] == ["4"]
    assert moves["take"] and moves["take_default"] == ["3D1"] and moves["burn_ranks"] == []


def test_any_cards_of_the_same_move_are_accepted_not_only_the_listed_ones():
    game = position(hands=[["9S1", "9C1", "9D1", "KH1"], ["2D1"], ["2C1"], ["5C1"]], pile=["8H1"])
    play(game, 0, "9D1", "9C1")
    assert sort_cards(game.hands[0]) == ["9S1", "KH1"] and game.pile == ["8H1", "9C1", "9D1"]


@pytest.mark.parametrize("cards, key", [
    (["9S1", "KH1"], "glukz.error.mixed_ranks"),
    (["9S1", "9S1"], "glukz.error.same_card_twice"),
    (["AS1"], "glukz.error.not_your_cards"),
    (["QD1"], "glukz.error.hand_first"),
    ([], "glukz.error.no_cards"),
    (["4S1"], "glukz.error.too_low"),
])
def test_bad_plays_say_why(cards, key):
    game = position(hands=[["4S1", "9S1", "9C1", "KH1"], ["2D1"], ["2C1"], ["5C1"]],
                    face_up=[["QD1"], [None], [None], [None]], pile=["8H1"])
    refused(game, 0, {"type": "play", "cards": cards}, key)
    message = i18n.text(key, "fr", value={"key": "glukz.rank_name.8"})
    assert message != key and "{" not in message


def test_a_player_who_could_lay_may_still_take_showing_equal_cards_of_his_choice():
    # « ne peut (ou ne veut, on peut prendre volontairement) plus monter »
    game = position(hands=[["9S1", "9C1", "KH1", "AS1"], ["2D1"], ["2C1"], ["5C1"]], pile=["8H1", "8D1"])
    refused(game, 0, {"type": "take", "cards": ["9S1", "KH1"]}, "glukz.error.mixed_ranks")
    take(game, 0, "9S1", "9C1")
    assert sort_cards(game.hands[0]) == ["8H1", "8D1", "9S1", "9C1", "KH1", "AS1"]
    assert game.view(3)["seats"][0]["known"] == ["8H1", "8D1", "9S1", "9C1"]
    assert game.pile == [] and game.to_move() == [1]
    event = game.events[-1]
    assert event["type"] == "take" and event["cards"] == ["9S1", "9C1"] and event["n"] == 4


def test_showing_cards_to_take_never_burns():
    game = position(hands=[["8S1", "KH1"], ["2D1"], ["2C1"], ["5C1"]], pile=["8H1", "8D1", "8C1"])
    take(game, 0, "8S1")
    assert game.burns == 0 and len(game.hands[0]) == 5


def test_known_cards_leave_the_record_when_they_are_played():
    game = position(hands=[["9S1", "KH1"], ["2D1", "AD1"], ["2C1"], ["5C1"]], pile=["8H1"])
    take(game, 0, "9S1")
    assert game.view(1)["seats"][0]["known"] == ["8H1", "9S1"]
    play(game, 1, "2D1")
    play(game, 2, "2C1")
    play(game, 3, "5C1")
    play(game, 0, "9S1")
    assert game.view(1)["seats"][0]["known"] == ["8H1"]


def test_face_up_cards_of_one_rank_go_together_and_taking_moves_them_to_the_hand():
    game = position(hands=[[], ["AD1"], ["2C1"], ["5C1"]],
                    face_up=[["6S1", "6H1", "QD1"], [None] * 3, [None] * 3, [None] * 3],
                    face_down=[["2S1", "3S1", "4S1"], ["KD1", None, None], ["KC1", None, None], ["KS1", None, None]],
                    pile=["7H1"])
    assert game.legal_actions(0) == [
        {"type": "play", "cards": ["QD1"]},
        {"type": "take", "cards": ["6S1"]},
        {"type": "take", "cards": ["6S1", "6H1"]},
        {"type": "take", "cards": ["QD1"]},
    ]
    refused(game, 0, {"type": "flip", "slot": 0}, "glukz.error.flip_from_face_up")
    take(game, 0, "6H1", "6S1")
    assert sort_cards(game.hands[0]) == ["6S1", "6H1", "7H1"] and game.face_up[0] == [None, None, "QD1"]


def test_face_down_cards_wait_for_an_empty_hand_and_row():
    game = position(hands=[["5S1"], ["AD1"], ["2C1"], ["5C1"]],
                    face_up=[[None, None], [None] * 2, [None] * 2, [None] * 2],
                    face_down=[["KS1", None], ["KD1", None], ["KC1", None], ["QS1", None]])
    refused(game, 0, {"type": "flip", "slot": 0}, "glukz.error.flip_from_hand")
    play(game, 0, "5S1")
    play(game, 1, "AD1")
    take(game, 2, "2C1")
    play(game, 3, "5C1")
    refused(game, 0, {"type": "flip", "slot": 1}, "glukz.error.no_card_there")
    refused(game, 0, {"type": "flip", "slot": True}, "core.malformed_action")
    game.perform(0, {"type": "flip", "slot": 0})  # a King fits on a 5
    assert game.pile[-1] == "KS1" and game.out == [0]


def test_several_decks_need_eight_equal_cards_to_burn():
    game = position(options={"decks": 2}, hands=[["9S1", "9H1", "9S2", "9H2", "KS1"], ["9C1", "9D1", "9C2", "9D2", "AS1"],
                                                  ["2C1"], ["5C1"]])
    play(game, 0, "9S1", "9H1", "9S2", "9H2")
    assert game.burns == 0 and game.view(1)["top_run"] == 4 and game.view(1)["burn_size"] == 8
    assert game.view(1)["moves"]["burn_ranks"] == ["9"]
    play(game, 1, "9C1", "9D1", "9C2", "9D2")
    assert game.burns == 1 and game.to_move() == [1]


def test_skipping_counts_only_players_still_in():
    game = position(options={"tarot": True, "knights": "skip"}, out=[2],
                    hands=[["NS1", "KS1"], ["AS1"], [], ["AC1"]],
                    face_down=[["KD1"], ["QD1"], [None], ["10D1"]])
    play(game, 0, "NS1")
    assert game.to_move() == [3]  # seat 1 skipped, seat 2 is out


def test_a_burn_with_the_last_card_passes_the_turn_on():
    game = position(hands=[["9S1"], ["AS1", "2S1"], ["2C1", "KD1"], ["5C1", "KC1"]],
                    face_down=[[None], ["QD1"], ["JD1"], ["10D1"]], pile=["9H1", "9C1", "9D1"])
    play(game, 0, "9S1")
    assert game.burns == 1 and game.out == [0] and game.to_move() == [1]


def test_the_game_goes_on_until_everyone_is_ranked():
    game = position(players=3, hands=[["9S1"], ["AS1"], ["2C1", "KD1"]],
                    face_down=[[None], [None], ["JD1"]])
    play(game, 0, "9S1")
    assert game.out == [0] and not game.is_over()
    play(game, 1, "AS1")
    assert game.is_over() and game.out == [0, 1, 2]
    assert game.outcome() == {"scores": None, "ranking": [1, 2, 3], "winners": [0], "order": [0, 1, 2],
                              "forfeit": [2], "stalled": False}
    assert [e["type"] for e in game.events if e["type"] in ("win", "out", "forfeit")] == ["win", "out", "forfeit"]


# ---------------------------------------------------------------------- views
def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_views_show_only_what_the_seat_may_see():
    game = new(4, seed=9)
    for seat in [None, 0, 1, 2, 3]:
        view = game.view(seat)
        shown = set(_strings(view))
        for other in range(4):
            for card in game.face_down[other]:
                assert card not in shown
            if other != seat:
                assert not shown & set(game.hands[other])
        if seat is not None:
            assert view["hand"] == sort_cards(game.hands[seat]) and view["moves"]
        else:
            assert view["hand"] is None and view["moves"] is None
        json.dumps(view)


def test_the_view_has_what_the_table_needs():
    game = position(hands=[["9S1", "9C1", "KH1"], ["2D1"], ["2C1"], ["5C1"]], pile=["8H1", "9H1", "9D1"])
    view = game.view(0)
    assert view["pile_value"] == "9" and view["top_run"] == 2 and view["burn_size"] == 4
    assert view["moves"]["burn_ranks"] == ["9"] and view["current"] == 0 and view["direction"] == 1
    assert view["after"] == 1
    assert [s["hand_size"] for s in view["seats"]] == [3, 1, 1, 1]
    assert [s["left"] for s in view["seats"]] == [game.cards_left(s) for s in range(4)] == [4, 2, 2, 2]
    assert view["seats"][0]["face_down"] == [True] and view["ranks"][0] == "2"
    assert game.view(1)["moves"] is None  # not seat 1's turn


def test_log_sentences_read_well():
    game = position(hands=[["JS1", "JH1", "KH1"], ["2D1"], ["2C1"], ["5C1"]], pile=["8H1"])
    play(game, 0, "JS1", "JH1")
    event = game.events[-1]
    params = {k: v for k, v in event.items() if k not in ("type", "turn")}
    params["seat"] = "Marie"
    assert i18n.text("glukz.event.play", "fr", **params) == "Marie pose deux Valets de sa main."
    assert i18n.text("glukz.event.play", "en", **params) == "Marie lays two Jacks from their hand."
    assert i18n.text("glukz.rank.Q", "fr", n=1, count={"key": "glukz.number.1"}) == "une Dame"
    # the same event told to the person who made it (« Vous posez… de votre main »)
    assert i18n.text("glukz.event.play", "fr", you=True, **params) == "Vous posez deux Valets de votre main."
    take(game, 1, "2D1")
    params = {k: v for k, v in game.events[-1].items() if k not in ("type", "turn", "seat")}
    assert i18n.text("glukz.event.take", "en", you=True, **params) == \
        "You show a 2 from your hand and take the pile (4 cards)."


def test_the_view_tells_which_run_burned_the_pile():
    game = position(hands=[["9D1", "9H1", "4S1"], ["2D1"], ["2C1"], ["5C1"]], pile=["5H1", "9C1", "9S1"])
    play(game, 0, "9D1", "9H1")
    burn = game.view(2)["last_burn"]
    assert sorted(burn["run"]) == ["9C1", "9D1", "9H1", "9S1"] and burn["cards"] == 5 and burn["seat"] == 0
    assert game.view(2)["burned"][-4:] == burn["run"]


def test_every_event_and_option_has_a_sentence():
    game = new(4, seed=5)
    import random

    from tests.helpers.protocol import play_random

    play_random(game, random.Random(5), pick=lambda g, s, legal, r: legal[0])
    for event in game.events:
        assert i18n.has(f"glukz.event.{event['type']}"), event["type"]
    for option in ("start", "decks", "row_cards", "tarot", "knights"):
        assert i18n.has(f"glukz.option.{option}")
    for key in ("race", "drawn"):
        assert i18n.has(f"glukz.option.start.{key}")
    for key in ("reverse", "skip", "none"):
        assert i18n.has(f"glukz.option.knights.{key}")


# ---------------------------------------------------------------------- going round in circles
def test_a_game_going_round_in_circles_stops_and_counts_the_cards():
    """Two players who lay on a fresh pile, answer a single card and take a pair, in turn, never
    holding fewer cards than they once did: after 50 moves per player the table stops and ranks
    them by the cards they hold."""
    from pyengine.glukz.game import STALL_PER_PLAYER

    game = position(players=2, hands=[["5S1", "6S1", "9S1", "JS1"], ["5H1", "6H1", "9H1"]],
                    face_down=[["KD1"], ["KC1"]])
    game.fewest = [1, 1]  # both once held a single card
    limit = STALL_PER_PLAYER * 2
    for move in range(limit):
        assert not game.is_over() and game.stall == move
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        if len(game.pile) >= 2 or legal[0]["type"] == "take":
            action = next(a for a in legal if a["type"] == "take")
        else:
            action = legal[0]  # its lowest card
        game.check(seat, action)
        game.perform(seat, action)
    assert game.is_over() and game.stalled
    left = [game.cards_left(s) for s in range(2)]
    assert left[0] != left[1]
    fewer = left.index(min(left))
    assert game.outcome()["ranking"][fewer] == 1 and game.outcome()["forfeit"] == [1 - fewer]
    assert game.outcome()["stalled"] is True
    assert [e["type"] for e in game.events][-2:] == ["stalled", "forfeit"]


def test_equal_counts_share_a_place_when_the_table_stops():
    game = position(players=3, hands=[["5S1"], ["5H1", "6H1"], ["5C1", "6C1"]],
                    face_down=[[None], ["KC1"], ["KD1"]], out=[])
    game._stop_stalled()
    assert game.outcome()["ranking"] == [1, 2, 2] and game.outcome()["forfeit"] == [1, 2]


def test_progress_resets_the_count():
    game = position(players=2, hands=[["5S1", "6S1", "9S1"], ["5H1", "6H1", "9H1"]],
                    face_down=[["KD1"], ["KC1"]])
    game.stall = 40
    play(game, 0, "5S1")  # seat 0 now holds fewer cards than ever
    assert game.stall == 0 and game.fewest[0] == 3
    take(game, 1, "5H1")
    assert game.stall == 1


def test_in_app_rules_use_only_the_allowed_tags():
    import re

    from pyengine.glukz.text import TEXT

    for lang in ("fr", "en"):
        html = TEXT["glukz.rules"][lang]
        tags = set(re.findall(r"</?([a-z0-9]+)", html))
        assert tags <= {"h3", "p", "ul", "ol", "li", "strong", "em"}, tags
        for tag in tags:
            assert html.count(f"<{tag}>") == html.count(f"</{tag}>"), tag
    assert "tournent en rond" in TEXT["glukz.rules"]["fr"] and "round in circles" in TEXT["glukz.rules"]["en"]


def test_in_app_rules_state_the_readings_tapis_chose():
    """Where the rule book is silent, the in-app rules say what Tapis does, in both languages."""
    from pyengine.glukz.game import STALL_PER_PLAYER
    from pyengine.glukz.text import TEXT

    fr, en = (" ".join(TEXT["glukz.rules"][lang].split()) for lang in ("fr", "en"))
    assert f"{STALL_PER_PLAYER} coups par joueur" in fr and f"{STALL_PER_PLAYER} moves per player" in en
    assert "Ramasser fixe aussi le sens" in fr and "Taking sets the direction too" in en
    assert "Les Cavaliers de la toute première pose n'ont pas d'effet" in fr
    assert "Knights in the very first play have no effect" in en
    assert "tire alors toujours au sort" in fr and "always draws the first player" in en
