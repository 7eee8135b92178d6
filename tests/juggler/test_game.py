"""The Juggler state machine, each rule of the rule book on a position built for it."""

import json
import re

import pytest

import pyengine
from pyengine.core import IllegalAction, Rng
from pyengine.juggler.game import HAND_LIMIT, ROUND_LIMIT
from pyengine.juggler.materials import edition
from tests.helpers.protocol import assert_json_roundtrip, assert_refused
from tests.juggler.scripted import card_of, letters, position, word

ED = edition("fr")
CARD_TOKEN = re.compile(r'"([A-Z](?:10|[1-9]))"')
NO_TAKE = {"type": "no_take"}
KEEP = {"type": "keep"}


def cards_in(view) -> set:
    """Card ids anywhere in a view, except the catalogue of letters and the last reveal (cards
    shown to all at the end of the previous hand)."""
    data = {k: v for k, v in view.items() if k not in ("letters", "last_hand")}
    return set(CARD_TOKEN.findall(json.dumps(data))) & set(ED.cards)


def error_key(game, seat, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(seat, action)
    assert_refused(game, seat, action)
    return caught.value.key


def pass_turn(game, seat):
    game.apply(seat, NO_TAKE)
    game.apply(seat, KEEP)


# --------------------------------------------------------------------- the deal
@pytest.mark.parametrize("players", [2, 3, 6])
def test_deal_gives_seven_consonants_one_at_a_time_from_the_dealers_left(players):
    seed = 11
    game = pyengine.new_game("juggler", players=players, seed=seed)
    # The same draws, made independently: dealer, vowel shuffle, consonant shuffle.
    rng = Rng(seed)
    dealer = rng.below(players)
    vowels = rng.shuffled(ED.deck_cards["vowels"])
    consonants = rng.shuffled(ED.deck_cards["consonants"])
    expected = [[] for _ in range(players)]
    for _ in range(7):
        for k in range(1, players + 1):
            expected[(dealer + k) % players].append(consonants.pop())
    assert game.hands == expected
    assert game.dealer == dealer and game.to_move() == [(dealer + 1) % players]
    assert all(ED.deck[c] == "consonants" for h in game.hands for c in h)
    assert game.decks == {"vowels": vowels, "consonants": consonants}
    assert len(game.decks["vowels"]) == 28 and len(game.decks["consonants"]) == 44 - 7 * players
    assert game.table == []


def test_at_the_start_only_the_decks_can_be_drawn_from():
    # « ceci n'est pas possible en début de partie, aucune carte n'ayant encore été défaussée »
    game = pyengine.new_game("juggler", players=2, seed=3)
    seat = game.to_move()[0]
    assert game.legal_actions(seat) == [{"type": "draw", "deck": "vowels"},
                                        {"type": "draw", "deck": "consonants"}, NO_TAKE]


# --------------------------------------------------------------------- a turn
def test_draw_then_lay_the_drawn_card_itself():
    # « Après avoir pris une carte, le joueur décide s'il souhaite se défausser d'elle »
    game = position(["RSTLNDC", "MPBGFVQ"], decks={"vowels": "IOE", "consonants": "KS"})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    drawn = game.hands[0][-1]
    assert letters([drawn]) == "E" and len(game.hands[0]) == 8
    assert game.view(0)["taken"] == {"seat": 0, "from": "vowels", "card": drawn}
    assert game.view(1)["taken"] == {"seat": 0, "from": "vowels", "card": None}
    game.apply(0, {"type": "lay", "card": drawn})
    assert game.table == [drawn] and len(game.hands[0]) == 7 and game.to_move() == [1]


def test_a_card_taken_cannot_be_swapped_for_another():
    # « Une fois qu'un joueur a tiré une carte, il ne peut pas la remettre et tirer une autre »
    game = position(["RSTLNDC", "MPBGFVQ"], table="EA")
    e = game.table[0]
    game.apply(0, {"type": "take", "card": e})
    assert game.hands[0][-1] == e and game.table == [ED.cards[ED.index["A1"]]]
    for action in [{"type": "take", "card": game.table[0]}, {"type": "draw", "deck": "vowels"}, NO_TAKE]:
        assert error_key(game, 0, action) == "juggler.error.already_took"


def test_laying_comes_after_taking():
    game = position(["RSTLNDC", "MPBGFVQ"])
    r = card_of(game, 0, "R")
    assert error_key(game, 0, {"type": "lay", "card": r}) == "juggler.error.take_first"
    assert error_key(game, 0, KEEP) == "juggler.error.take_first"


def test_hand_size_changes_freely():
    # « vous pouvez garder toutes vos cartes et augmenter le nombre de cartes de votre main »;
    # « en choisissant de ne pas prendre de carte et de seulement se défausser d'une carte, un
    # joueur peut diminuer la taille de sa main »
    game = position(["RSTLNDC", "MPBGFVQ"])
    game.apply(0, {"type": "draw", "deck": "vowels"})
    game.apply(0, KEEP)
    assert len(game.hands[0]) == 8
    game.apply(1, NO_TAKE)
    game.apply(1, {"type": "lay", "card": card_of(game, 1, "Q")})
    assert len(game.hands[1]) == 6
    assert game.view(0)["hand_counts"] == [8, 6]


def test_any_face_up_card_may_be_taken_even_ones_own_discard():
    # « il est même possible de prendre une carte dont vous seriez vous-même défaussé »
    game = position(["RSTLNDC", "MPBGFVQ"], table="IOU")
    k = card_of(game, 0, "C")
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "lay", "card": k})
    pass_turn(game, 1)
    takes = [a for a in game.legal_actions(0) if a["type"] == "take"]
    assert [letters([a["card"]]) for a in takes] == ["I", "O", "U", "C"]
    game.apply(0, {"type": "take", "card": k})
    view = game.view(1)
    assert view["known"][0] == [k]  # seen going into seat 0's hand
    assert view["laid"][0] == [k]


def test_an_exhausted_deck_is_skipped():
    # « Si un paquet est fini, la partie continue sans lui. »
    game = position(["RSTLNDC", "MPBGFVQ"], decks={"vowels": "E", "consonants": "SN"})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    assert game.events[-1]["type"] == "deck_empty"
    game.apply(0, KEEP)
    assert {"type": "draw", "deck": "vowels"} not in game.legal_actions(1)
    assert error_key(game, 1, {"type": "draw", "deck": "vowels"}) == "juggler.error.deck_empty"
    game.apply(1, {"type": "draw", "deck": "consonants"})
    assert game.closer is None  # one deck is left: play goes on


# --------------------------------------------------------------------- announcing
def rule_book_table():
    """Seat 0 holds the rule book's C H E V E A U; seat 1 some consonants and a vowel."""
    return position(["CHEVEAU", "RSTLNDA"], decks={"vowels": "IOIO", "consonants": "MPBG"})


def test_the_rule_book_announcement_lay_the_a_then_announce_cheveu():
    # « en vous défaussant du A (et sans tirer de nouvelle carte), vous pourriez avoir CHEVEU »
    # « Ayant abandonné le A, vous annoncez aux autres joueurs [...] "j'annonce" »
    game = rule_book_table()
    game.apply(0, NO_TAKE)
    a = card_of(game, 0, "A")
    announce = [x for x in game.legal_actions(0) if x["type"] == "announce"]
    words = {(letters([x["lay"]]) if x["lay"] else None, letters(x["cards"])) for x in announce}
    assert ("A", "CHEVEU") in words and ("E", "CHAUVE") in words
    assert all(lay is not None for lay, _ in words)  # CHEVEAU itself is not a word
    view = game.view(0)
    assert {"lay": a, "words": ["CHEVEU"], "value": 17} in view["announce"]
    rest = [c for c in game.hands[0] if c != a]
    game.apply(0, {"type": "announce", "lay": a, "cards": word(_without(game, 0, a), 0, "CHEVEU")})
    assert sorted(game.hands[0]) == sorted(rest) and game.table[-1] == a
    assert game.announcer == 0 and game.closing_view() == {"reason": "announce", "seat": 0, "to_play": [1]}
    # the word stays hidden: « mais vous ne leur révélez pas encore vos cartes »
    assert game.view(1)["announced"] is None and not cards_in(game.view(1)) & set(rest)
    assert game.view(0)["announced"] == game.announced
    # « La partie continue, chaque joueur ayant un autre tour »: seat 1 plays one last turn
    game.apply(1, {"type": "take", "card": a})
    game.apply(1, KEEP)
    # « Lorsque le jeu revient à l'annonceur, tout le monde étale son jeu »
    assert game.step == "reveal" and game.to_move() == [1]
    game.apply(1, {"type": "declare", "cards": word(game, 1, "STAND")})
    line0, line1 = game.history[-1]["lines"]
    assert line0["word"] == "CHEVEU" and line0["score"] == 17 and line0["announcer"]
    # STAND (S 1 + T 1 + A 1 + N 1 + D 2 = 6) minus R, L and the A taken (1 + 2 + 1 = 4)
    assert line1["word"] == "STAND" and line1["value"] == 6 and line1["unused_value"] == 4
    assert line1["score"] == 2 and game.totals == [17, 2]


def _without(game, seat, card):
    clone = game.clone()
    clone.hands[seat] = [c for c in clone.hands[seat] if c != card]
    return clone


def test_announcing_needs_the_whole_hand_as_a_word():
    game = rule_book_table()
    game.apply(0, NO_TAKE)
    hand = list(game.hands[0])
    a = card_of(game, 0, "A")
    cheveu = word(_without(game, 0, a), 0, "CHEVEU")
    # without laying the A, CHEVEU leaves a card unused
    assert error_key(game, 0, {"type": "announce", "lay": None, "cards": cheveu}) == "juggler.error.whole_hand"
    # the whole hand in a wrong order is not a word
    assert error_key(game, 0, {"type": "announce", "lay": None, "cards": hand}) == "juggler.error.not_a_word"
    assert error_key(game, 0, {"type": "announce", "lay": a, "cards": cheveu + cheveu[:1]}) == "juggler.error.twice"


def test_a_whole_hand_word_at_the_deal_waits_for_its_turn():
    # « Au cas improbable où un joueur ait un mot complet au début de la partie, il doit
    # attendre son tour avant d'annoncer. »
    game = position(["RSTLNDC", "CHEVEU"])
    assert game.to_move() == [0]
    action = {"type": "announce", "lay": None, "cards": word(game, 1, "CHEVEU")}
    assert error_key(game, 1, action) == "core.not_your_turn"
    pass_turn(game, 0)
    game.apply(1, NO_TAKE)
    assert action in game.legal_actions(1)
    game.apply(1, action)
    assert game.announcer == 1


def test_after_an_announcement_nobody_else_announces():
    game = position(["CHEVEU", "SALON", "RTDP"])
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    game.apply(1, NO_TAKE)
    assert not [a for a in game.legal_actions(1) if a["type"] == "announce"]
    assert error_key(game, 1, {"type": "announce", "lay": None, "cards": word(game, 1, "SALON")}) == \
        "juggler.error.already_announced"
    game.apply(1, KEEP)
    assert game.closing_view()["to_play"] == [2]
    pass_turn(game, 2)
    # back at the announcer: the reveal; seats 1 and 2 declare in secret, one after the other
    # from the announcer's left
    assert game.step == "reveal" and game.to_move() == [1]
    assert game.view(None)["declarer"] == 1
    game.apply(1, {"type": "declare", "cards": []})
    assert game.to_move() == [2] and game.view(None)["declarer"] == 2
    assert game.view(None)["current"] is None


def test_a_non_announcer_using_his_whole_hand_loses_nothing():
    # « ils peuvent encore faire un mot "main entière" au dernier tour et n'auront donc pas à
    # soustraire de cartes inutilisées de leur score »
    game = position(["CHEVEU", "SALON"])
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    pass_turn(game, 1)
    game.apply(1, {"type": "declare", "cards": word(game, 1, "SALON")})
    assert game.totals == [17, 7]  # S 1 + A 1 + L 2 + O 2 + N 1, nothing subtracted
    assert game.history[-1]["lines"][1]["whole_hand"]


def test_unused_cards_subtract_and_scores_never_go_below_zero():
    game = position(["SALON", "KEPIQ", "VIDEZ"])
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "SALON")})
    pass_turn(game, 1)
    pass_turn(game, 2)
    game.apply(1, {"type": "declare", "cards": word(game, 1, "KEPI")})  # 10+1+3+1 - Q 7 = 8
    game.apply(2, {"type": "declare", "cards": word(game, 2, "VIDE")})  # 7+1+2+1 - Z 8 = 3
    assert game.history[-1]["scores"] == [7, 8, 3]
    game2 = position(["CHEVEU", "KEPIXQYJ"])
    game2.apply(0, NO_TAKE)
    game2.apply(0, {"type": "announce", "lay": None, "cards": word(game2, 0, "CHEVEU")})
    pass_turn(game2, 1)
    game2.apply(1, {"type": "declare", "cards": word(game2, 1, "KEPI")})  # 15 - 31: never below 0
    assert game2.history[-1]["scores"] == [17, 0]


def test_declaring_no_word_scores_zero_and_must_be_a_word_in_strict_mode():
    game = position(["CHEVEU", "SALNO"])
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    pass_turn(game, 1)
    assert error_key(game, 1, {"type": "declare", "cards": game.hands[1]}) == "juggler.error.not_a_word"
    assert error_key(game, 1, {"type": "declare", "cards": ["K1"]}) == "juggler.error.not_in_hand"
    game.apply(1, {"type": "declare", "cards": []})
    assert game.history[-1]["scores"] == [17, 0]
    reveal = [e["type"] for e in game.events if e["type"] in ("word", "no_word", "invalid_word")]
    assert reveal == ["word", "no_word"]


# --------------------------------------------------------------------- honour mode
def test_honour_mode_accepts_any_word_and_the_reveal_scores_it_zero():
    # « L'annonceur a déclaré qu'il avait un mot "main entière", mais s'il s'avère que ce mot
    # n'est pas valide (ayant peut-être été annoncé par erreur), il marque zéro »
    game = position(["CHEVEA", "SALNO"], options={"check_words": "honour"})
    game.apply(0, NO_TAKE)
    hand = list(game.hands[0])
    announce = {"type": "announce", "lay": None, "cards": hand}
    assert announce in game.legal_actions(0)  # the hand as it stands, listed in honour mode
    game.apply(0, announce)
    pass_turn(game, 1)
    # « Si on ne peut trouver le mot d'un joueur dans le dictionnaire, ce joueur marque zéro »
    game.apply(1, {"type": "declare", "cards": game.hands[1]})  # SALNO
    lines = game.history[-1]["lines"]
    assert [line["valid"] for line in lines] == [False, False]
    assert game.totals == [0, 0]
    assert [e["type"] for e in game.events if e["type"].endswith("word")][-2:] == ["invalid_word", "invalid_word"]


def test_honour_mode_still_needs_the_whole_hand_to_announce():
    game = position(["CHEVEA", "SALON"], options={"check_words": "honour"})
    game.apply(0, NO_TAKE)
    assert error_key(game, 0, {"type": "announce", "lay": None, "cards": game.hands[0][:5]}) == \
        "juggler.error.whole_hand"


# --------------------------------------------------------------------- the end of a hand
def test_both_decks_empty_closes_the_hand_after_one_more_round():
    game = position(["CHEVEU", "RSTLNDA", "MPBGFJQ"], table="IO",
                    decks={"vowels": "E", "consonants": ""})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    game.apply(0, {"type": "lay", "card": game.hands[0][-1]})
    assert game.closing_view() == {"reason": "decks", "seat": 0, "to_play": [1, 2]}
    assert game.events[-1]["type"] == "last_round"
    # the table still offers cards; nobody announces any more
    game.apply(1, {"type": "take", "card": game.table[0]})
    assert not [a for a in game.legal_actions(1) if a["type"] == "announce"]
    assert game.view(1)["may_announce"] is False
    game.apply(1, KEEP)
    game.apply(2, NO_TAKE)
    game.apply(2, KEEP)
    # back at seat 0: everyone declares from seat 0's left, seat 0 last; nobody is announcer
    assert game.step == "reveal"
    for seat in (1, 2, 0):
        assert game.to_move() == [seat]
        best = max((a for a in game.legal_actions(seat)), key=lambda a: len(a["cards"]))
        game.apply(seat, best)
    assert game.history[-1]["announcer"] is None and game.history[-1]["closing"] == "decks"
    assert game.history[-1]["scores"][0] == 17


def test_decks_and_table_empty_the_hand_still_ends():
    game = position(["RST", "LND"], decks={"vowels": "", "consonants": "S"})
    game.apply(0, {"type": "draw", "deck": "consonants"})
    game.apply(0, KEEP)
    assert game.legal_actions(1) == [NO_TAKE]  # nothing left to take anywhere
    game.apply(1, NO_TAKE)
    game.apply(1, KEEP)
    assert game.step == "reveal"


def test_the_safety_stop_closes_a_hand_that_never_ends():
    game = position(["RSTLNDC", "MPBGFVQ"])
    for _ in range(ROUND_LIMIT - 1):
        pass_turn(game, 0)
        pass_turn(game, 1)
    pass_turn(game, 0)
    assert game.closer is None
    pass_turn(game, 1)  # the last turn of the fortieth round
    assert game.closing == "limit" and game.closer == 1
    assert game.events[-1]["type"] == "last_round_limit"
    pass_turn(game, 0)
    assert game.step == "reveal" and game.to_move() == [0]  # from the closer's left


def test_an_announcement_in_the_turn_that_empties_the_decks_stays_an_announcement():
    game = position(["CHEVEA", "RSTLNDC"], decks={"vowels": "U", "consonants": ""})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    a = card_of(game, 0, "A")
    game.apply(0, {"type": "announce", "lay": a, "cards": word(_without(game, 0, a), 0, "CHEVEU")})
    assert not any(game.decks.values())
    assert game.announcer == 0 and game.closing == "announce"
    assert "last_round" not in [e["type"] for e in game.events]


# --------------------------------------------------------------------- the end of the game
def finish_hand(game, announcer_word: str):
    """Seat 0 announces ``announcer_word`` (its whole hand), the others pass and declare
    their best word."""
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, announcer_word)})
    for seat in range(1, game.players):
        pass_turn(game, seat)
    for seat in range(1, game.players):
        game.apply(seat, {"type": "declare", "cards": []})


def test_seventy_after_a_hand_ends_the_game():
    # « Quand un joueur atteint un score égal ou supérieur à 70, la partie est terminée »
    game = position(["CHEVEUX", "RSTLNDC"], totals=[45, 60])
    finish_hand(game, "CHEVEUX")
    assert game.is_over() and game.totals == [70, 60]
    assert game.result()["winners"] == [0] and game.result()["ranking"] == [1, 2]
    assert game.events[-1]["type"] == "game_over"
    assert game.view(1)["phase"] == "over" and game.to_move() == []


def test_the_highest_total_wins_not_the_first_past_seventy():
    game = position(["CHEVEU", "SALON"], totals=[69, 75])
    finish_hand(game, "CHEVEU")  # 86 against 75
    assert game.result()["winners"] == [0]
    game = position(["EN", "CHAUVE"], totals=[69, 75])
    finish_hand(game, "EN")  # 71 against 75: seat 1 wins without scoring this hand
    assert game.result()["winners"] == [1]


def test_a_tie_at_the_top_plays_another_hand():
    game = position(["CHEVEU", "RSTLNDC"], totals=[60, 77])
    finish_hand(game, "CHEVEU")
    assert game.totals == [77, 77] and not game.is_over()
    kinds = [e["type"] for e in game.events]
    assert kinds[kinds.index("play_on") + 1] == "deal"
    assert game.hand_number == 2 and game.step == "take"


def at_hand(game, number):
    """The positioned game as if ``number`` hands had been dealt (the earlier ones scored)."""
    game.hand_number = number
    return game


def test_a_top_tie_at_the_hand_limit_is_a_shared_first_place():
    # at 70 or more: the tie would play on, but not past the cap
    game = at_hand(position(["CHEVEU", "RSTLNDC"], totals=[60, 77]), HAND_LIMIT)
    finish_hand(game, "CHEVEU")
    assert game.totals == [77, 77] and game.is_over() and game.to_move() == []
    result = game.result()
    assert result["winners"] == [0, 1] and result["ranking"] == [1, 1] and result["hands"] == HAND_LIMIT
    kinds = [e["type"] for e in game.events]
    assert kinds[-2:] == ["hand_limit", "game_shared"] and "play_on" not in kinds
    assert game.events[-1]["winner_seats"] == [0, 1] and game.events[-1]["total"] == 77
    view = game.view(None)
    assert view["phase"] == "over" and view["ending"] == "hand_limit"
    # below 70: the cap ends it all the same, the third seat third
    game = at_hand(position(["CHEVEU", "RSTLNDC", "BGMPKQ"], totals=[10, 27, 5]), HAND_LIMIT)
    finish_hand(game, "CHEVEU")
    assert game.totals == [27, 27, 5]
    assert game.result()["winners"] == [0, 1] and game.result()["ranking"] == [1, 1, 3]


def test_at_the_hand_limit_a_lone_top_total_wins_even_below_seventy():
    game = at_hand(position(["EN", "RSTLNDC"], totals=[3, 20]), HAND_LIMIT)
    finish_hand(game, "EN")
    assert game.is_over() and game.totals == [5, 20]
    assert game.result()["winners"] == [1] and game.result()["ranking"] == [2, 1]
    assert [e["type"] for e in game.events][-2:] == ["hand_limit", "game_over"]
    assert game.events[-1]["seat"] == 1 and game.view(0)["ending"] == "hand_limit"


def test_the_seventy_point_end_still_comes_before_the_cap():
    for number in (1, HAND_LIMIT - 1, HAND_LIMIT):
        game = at_hand(position(["CHEVEUX", "RSTLNDC"], totals=[45, 60]), number)
        finish_hand(game, "CHEVEUX")
        assert game.is_over() and game.result()["winners"] == [0]
        assert game.view(0)["ending"] == "target"
        kinds = [e["type"] for e in game.events]
        assert kinds[-1] == "game_over" and "hand_limit" not in kinds
    # before the cap, nothing stops a game without 70, nor a top tie at 70 or more
    game = at_hand(position(["CHEVEU", "RSTLNDC"], totals=[0, 5]), HAND_LIMIT - 1)
    finish_hand(game, "CHEVEU")
    assert not game.is_over() and game.hand_number == HAND_LIMIT
    game = at_hand(position(["CHEVEU", "RSTLNDC"], totals=[60, 77]), HAND_LIMIT - 1)
    finish_hand(game, "CHEVEU")
    assert not game.is_over() and game.hand_number == HAND_LIMIT
    assert "play_on" in [e["type"] for e in game.events]


def test_the_deal_passes_to_the_left_and_every_card_comes_back():
    game = pyengine.new_game("juggler", players=3, seed=4)
    first_dealer = game.dealer
    seat = game.current
    game.apply(seat, {"type": "draw", "deck": "vowels"})
    game.apply(seat, {"type": "lay", "card": game.hands[seat][0]})
    # close the hand fast: nobody announces, every seat passes to the safety stop
    while game.step != "reveal":
        pass_turn(game, game.current)
    while game.step == "reveal":
        game.apply(game.to_move()[0], {"type": "declare", "cards": []})
    assert game.hand_number == 2 and game.dealer == (first_dealer + 1) % 3
    assert game.current == (first_dealer + 2) % 3
    everywhere = [c for h in game.hands for c in h] + game.decks["vowels"] + game.decks["consonants"]
    assert sorted(everywhere) == sorted(ED.cards) and game.table == []


# --------------------------------------------------------------------- the reveal
def test_declarations_stay_secret_until_everyone_has_declared():
    game = position(["CHEVEU", "SALON", "TRES"])
    finish_turns = [(0, NO_TAKE), (0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})]
    for seat, action in finish_turns:
        game.apply(seat, action)
    pass_turn(game, 1)
    pass_turn(game, 2)
    salon = word(game, 1, "SALON")
    game.apply(1, {"type": "declare", "cards": salon})
    assert game.view(2)["declared"] == [True, True, False]
    assert game.view(1)["declaration"] == salon and game.view(2)["declaration"] is None
    assert not cards_in(game.view(2)) & set(salon + game.hands[0])
    assert error_key(game, 1, {"type": "declare", "cards": []}) == "core.not_your_turn"
    game.apply(2, {"type": "declare", "cards": word(game, 2, "TRES")})
    last = game.view(2)["last_hand"]
    assert [line["word"] for line in last["lines"]] == ["CHEVEU", "SALON", "TRES"]
    assert game.view(2)["history"][0]["words"] == ["CHEVEU", "SALON", "TRES"]


def test_actions_of_the_wrong_phase_are_refused():
    game = position(["CHEVEU", "SALON"])
    assert error_key(game, 0, {"type": "declare", "cards": []}) == "juggler.error.not_reveal"
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    pass_turn(game, 1)
    assert error_key(game, 1, NO_TAKE) == "juggler.error.reveal_now"


@pytest.mark.parametrize("action, key", [
    ({"type": "draw", "deck": "red"}, "juggler.error.no_such_deck"),
    ({"type": "draw"}, "core.malformed_action"),
    ({"type": "take", "card": "E1"}, "juggler.error.not_on_table"),
    ({"type": "take", "card": "W1"}, "juggler.error.no_such_card"),
    ({"type": "take", "card": 3}, "juggler.error.no_such_card"),
    ({"type": "no_take", "x": 1}, "core.malformed_action"),
    ({"type": "jump"}, "core.malformed_action"),
    ({"type": ["draw"], "deck": "vowels"}, "core.malformed_action"),
    ({"type": "draw", "deck": ["vowels"]}, "juggler.error.no_such_deck"),
])
def test_bad_actions_are_refused_with_a_sentence(action, key):
    game = position(["RSTLNDC", "MPBGFVQ"])
    assert error_key(game, 0, action) == key


@pytest.mark.parametrize("action, key", [
    ({"type": "announce", "lay": None, "cards": "C1"}, "core.malformed_action"),
    ({"type": "announce", "lay": None, "cards": [["C1"]]}, "core.malformed_action"),
    ({"type": "announce", "lay": 7, "cards": []}, "juggler.error.no_such_card"),
    ({"type": "announce", "lay": "K1", "cards": []}, "juggler.error.not_in_hand"),
    ({"type": "announce", "cards": []}, "core.malformed_action"),
    ({"type": "declare", "cards": []}, "juggler.error.not_reveal"),
    ({"type": "lay", "card": "K1"}, "juggler.error.not_in_hand"),
])
def test_bad_lay_step_actions_are_refused(action, key):
    game = position(["CHEVEU", "MPBGFJQ"])
    game.apply(0, NO_TAKE)
    assert error_key(game, 0, action) == key


@pytest.mark.parametrize("action", [{"type": {"x": 1}}, {"type": ["draw"], "deck": "vowels"},
                                    {"type": "declare", "cards": [1, 2]}])
def test_a_save_with_a_strange_action_is_refused_with_a_reason(action):
    game = pyengine.new_game("juggler", players=2, seed=1)
    data = json.loads(game.to_json())
    data["actions"] = [[game.to_move()[0], action]]
    with pytest.raises(pyengine.BadSave):
        pyengine.load_game(json.dumps(data))


# --------------------------------------------------------------------- views
def test_the_view_has_the_live_check_data():
    game = position(["CHEVEU", "RSTLNDA"])
    view = game.view(0)
    assert view["hand_letters"] == "CHEVEU" and view["hand_value"] == 17
    assert view["hand_words"] == ["CHEVEU"]
    assert view["words"]["CHEVEU"] == [17, 17]
    assert view["best"] == {"word": "CHEVEU", "value": 17, "score": 17}
    # a shorter word: its value, and its score with the rest subtracted
    value = sum(ED.letter_value[ch] for ch in "HUE")
    assert view["words"]["HUE"] == [value, max(0, 2 * value - 17)]
    # the catalogue: letter of every card, value and deck of every letter
    assert view["letters"]["K1"] == "K" and view["values"]["K"] == 10 and view["vowel_letters"] == "EAIOU"
    assert view["announce"] is None  # not in the lay step
    game.apply(0, NO_TAKE)
    assert game.view(0)["announce"][0] == {"lay": None, "words": ["CHEVEU"], "value": 17}
    assert game.view(1)["announce"] is None and game.view(1)["hand"] == game.hands[1]


@pytest.mark.parametrize("players", [2, 4])
def test_views_never_show_another_seats_hidden_cards(players):
    game = pyengine.new_game("juggler", players=players, seed=8)
    rng = Rng(3)
    for _ in range(120):
        if game.is_over():
            break
        for seat in range(players):
            view = game.view(seat)
            hidden = set(game.decks["vowels"]) | set(game.decks["consonants"])
            for other in range(players):
                if other != seat:
                    hidden |= set(game.hands[other]) - set(game.known[other])
            assert not cards_in(view) & hidden, seat
            assert view["hand"] == game.hands[seat]
        spectator = game.view(None)
        assert spectator["hand"] is None and "words" not in spectator
        assert not cards_in(spectator) & (set().union(*game.hands) - set().union(*game.known))
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.below(len(legal))])


def test_public_memory_counts_vowels_in_every_hand():
    game = position(["RSTLNDC", "MPBGFVQ"], table="A", decks={"vowels": "IO", "consonants": "S"})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    game.apply(0, KEEP)
    game.apply(1, {"type": "take", "card": game.table[0]})
    game.apply(1, KEEP)
    assert game.view(0)["hand_vowels"] == [1, 1]


def test_each_seats_last_turn_is_public_except_a_card_drawn_from_a_deck():
    game = position(["RSTLNDC", "MPBGFVQ"], table="A", decks={"vowels": "IO", "consonants": "S"})
    assert game.view(None)["last_moves"] == [None, None]
    game.apply(0, {"type": "draw", "deck": "vowels"})
    drawn = game.hands[0][-1]
    game.apply(0, {"type": "lay", "card": card_of(game, 0, "C")})
    c = game.table[-1]
    seen_by_1 = game.view(1)["last_moves"][0]
    assert seen_by_1 == {"taken": {"from": "vowels", "card": None}, "laid": c, "announced": False, "turn": 0}
    assert game.view(0)["last_moves"][0]["taken"] == {"from": "vowels", "card": drawn}
    game.apply(1, {"type": "take", "card": game.table[0]})
    game.apply(1, KEEP)
    assert game.view(None)["last_moves"][1] == {"taken": {"from": "table", "card": game.known[1][0]},
                                                "laid": None, "announced": False, "turn": 1}
    game.apply(0, NO_TAKE)
    game.apply(0, KEEP)
    assert game.view(None)["last_moves"][0] == {"taken": None, "laid": None, "announced": False, "turn": 2}


def test_undo_never_crosses_a_draw_but_may_cross_a_take():
    game = position(["RSTLNDC", "MPBGFVQ"], table="A")
    game.apply(0, {"type": "take", "card": game.table[0]})
    assert game.undo_target(0) == (0, "")
    game.apply(0, KEEP)
    game.apply(1, {"type": "draw", "deck": "vowels"})
    assert game.undo_target(1)[0] is None


def test_saves_round_trip_mid_hand_and_mid_reveal():
    game = pyengine.new_game("juggler", players=3, seed=21)
    rng = Rng(5)
    while game.hand_number < 2 and not game.is_over():
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.below(len(legal))])
        if len(game.actions) % 7 == 0:
            assert_json_roundtrip(game)
    assert_json_roundtrip(game)


# --------------------------------------------------------------------- the post-hand review
def test_hand_review_names_the_better_word_the_hand_held():
    game = position(["SALON", "KEPIQ", "VIDEZ"])
    assert game.hand_reviews(2) == []
    game.apply(0, NO_TAKE)
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "SALON")})
    pass_turn(game, 1)
    pass_turn(game, 2)
    game.apply(1, {"type": "declare", "cards": []})
    game.apply(2, {"type": "declare", "cards": word(game, 2, "VIDE")})  # 11 - Z 8 = 3
    review = game.hand_reviews(2)
    assert len(review) == 1 and review[0]["hand"] == game.history[-1]["hand"]
    assert review[0]["played"] == [{"word": "VIDE", "value": 3}]
    # VIDEZ uses the whole hand: 7 + 1 + 2 + 1 + 8, nothing subtracted
    assert review[0]["best"][0] == {"word": "VIDEZ", "value": 19}
    assert game.hand_reviews(1)[0]["played"] == []  # no word shown
    assert game.hand_reviews(1)[0]["best"][0] == {"word": "KEPI", "value": 8}  # 15 - Q 7
    assert game.hand_reviews(0)[0]["played"] == [{"word": "SALON", "value": 7}]


def test_hand_reviews_of_a_seeded_game_are_sound_and_deterministic():
    from collections import Counter

    from pyengine.bots import choose
    from pyengine.juggler import rules

    game = pyengine.new_game("juggler", players=3, seed=5)
    n = 0
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, ["easy", "normal", "easy"][seat], seed=n))
        n += 1
    for seat in range(3):
        reviews = game.hand_reviews(seat)
        assert [r["hand"] for r in reviews] == list(range(1, game.hand_number + 1))
        assert reviews == game.hand_reviews(seat) == game.clone().hand_reviews(seat)
        for review, summary in zip(reviews, game.history):
            line = summary["lines"][seat]
            held = Counter(letters(line["cards"] + line["unused"]))
            played = review["played"][0]["value"] if review["played"] else 0
            assert review["best"] and 1 <= len(review["best"]) <= 3
            assert review["best"][0]["value"] >= played
            values = [b["value"] for b in review["best"]]
            assert values == sorted(values, reverse=True)
            for best in review["best"]:
                assert rules.is_valid_word(best["word"]) and not Counter(best["word"]) - held
                unused = held - Counter(best["word"])
                assert best["value"] == rules.score(best["word"], "".join(unused.elements()))


def test_a_hand_of_q_and_u_cannot_announce_qu():
    # Issue 19: QU exists only as « qu' »; the rule book allows no word « contenant des
    # apostrophes », so a Q+U hand has no whole-hand word (it used to announce QU for 9).
    game = position(["QU", "RSTLNAE"], decks={"vowels": "EAI", "consonants": "SNR"})
    game.apply(0, NO_TAKE)
    announced = [letters(a["cards"]) for a in game.legal_actions(0) if a["type"] == "announce"]
    assert "QU" not in announced
    assert error_key(game, 0, {"type": "announce", "lay": None, "cards": word(game, 0, "QU")}) == \
        "juggler.error.not_a_word"
    assert not [a for a in game.view(0)["announce"] if "QU" in a["words"]]


def test_one_letter_hands_announce_only_real_one_letter_words():
    # Issue 19, item 7: A, O (ô) and Y are words; the names of the letters E, I, U are not.
    for letter, is_word in (("O", True), ("A", True), ("Y", True), ("U", False), ("E", False),
                            ("I", False)):
        game = position([letter + "R", "RSTLNAE"], decks={"vowels": "EAI", "consonants": "SNR"})
        game.apply(0, NO_TAKE)
        announced = [letters(a["cards"]) for a in game.legal_actions(0)
                     if a["type"] == "announce" and a["lay"] == card_of(game, 0, "R")]
        assert announced == ([letter] if is_word else []), letter
