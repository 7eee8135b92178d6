"""Glossa's computer players: legal, fair, and each level stronger than the one below."""

import copy
import random
import statistics

import pytest

import pyengine
from pyengine import bots as entry
from pyengine.glossa import bots, words
from pyengine.glossa.rules import word_value
from tests.glossa.scripted import (CALL, CHECK, CONCEAL, ENTER, FOLD, SERVED, SHOW, bet, everyone, play,
                                   raise_, rigged, word)
from tests.glossa.test_deals import case_a
from pyengine.core.slices import finish
from tests.helpers.protocol import drain

LEVELS = ("easy", "normal", "hard")


def play_bots(levels, seed, options=None, check=None, seconds_per_move=20):
    """Computer players only, as in watch mode. A timed game runs on a simulated clock (each
    move takes ``seconds_per_move``): once the time is up, the table's time-up action is taken
    for the seat to move, as the site does."""
    game = pyengine.new_game("glossa", players=len(levels), seed=seed, options=options)
    step = 0
    game.time_up_at = None  # the deal during which the time ran out
    while not game.is_over():
        limit = game.time_limit()
        if limit is not None and step * seconds_per_move >= limit * 60:
            game.time_up_at = game.deal_no
            game.apply(game.to_move()[0], game.time_up_action())
            continue
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        action = entry.choose(game, seat, levels[seat], seed=seed * 1000 + step)
        assert action["type"] != "end_after_deal"
        if action["type"] != "word":  # any word from the hand may be declared, listed or not
            assert action in legal, action
        if check:
            check(game, seat, action)
        game.apply(seat, action)
        step += 1
    return game


# --------------------------------------------------------------------- legal and fair
@pytest.mark.parametrize("levels, options", [
    (("easy", "normal", "hard"), {}),
    (("hard", "hard"), {"check_words": "honour", "length": "30min"}),
    (("normal", "easy", "normal", "easy", "normal", "easy"), {}),
    (("hard", "normal", "easy", "hard"), {"continuous_deal": True}),
])
def test_bots_play_whole_games_with_legal_moves(lexicon, levels, options):
    game = play_bots(levels, seed=11, options=options)
    assert game.deal_no >= 2 and game.is_over()
    if options.get("length") == "30min":  # bots never end it; the clock does, after that deal
        assert game.time_up_at == game.deal_no
        assert [e["type"] for e in game.log(None)].count("time_up") == 1


def test_a_bots_move_depends_only_on_what_its_seat_sees(lexicon):
    """Changing the other players' hidden cards changes neither the view nor the move."""
    game = pyengine.new_game("glossa", players=3, seed=5)
    while game.phase != "betting":
        seat = game.to_move()[0]
        game.apply(seat, entry.choose(game, seat, "normal", seed=1))
    seat = game.to_move()[0]
    other = copy.deepcopy(game)
    rng = random.Random(3)
    for o in range(3):
        if o != seat:
            other.stock.extend(other.hands[o])
            rng.shuffle(other.stock)
            other.hands[o] = [other.stock.pop() for _ in range(7)]
    assert other.view(seat) == game.view(seat)
    for level in LEVELS:
        assert entry.choose(other, seat, level, seed=9) == entry.choose(game, seat, level, seed=9)


def test_bots_think_in_slices():
    """The hard player yields between pieces of work, so the page can breathe."""
    game = pyengine.new_game("glossa", players=4, seed=8)
    slices = 0
    while game.phase != "betting":
        seat = game.to_move()[0]
        action, pauses = drain(entry.think(game, seat, "hard", seed=2))
        slices += pauses
        game.apply(seat, action)
    assert slices > 20


# --------------------------------------------------------------------- words and exchange
def first_exchange(level, seed):
    """The best word value (every word) a level reaches after its exchange, on seed's deal."""
    game = pyengine.new_game("glossa", players=2, seed=seed)
    seat = game.to_move()[0]
    game.apply(seat, ENTER)
    game.apply(1 - seat, ENTER)
    game.apply(seat, entry.choose(game, seat, level, seed=seed))
    return word_value(words.best_word(game.hands[seat]))


def test_each_level_exchanges_better_than_the_one_below(lexicon):
    """Easy keeps its cards, normal throws what its best word does not use, hard tries its
    candidate exchanges on sampled draws. Same deals for all three (measured over 40 deals:
    easy 74, normal 100, hard 108)."""
    means = {level: statistics.mean(first_exchange(level, seed) for seed in range(30)) for level in LEVELS}
    assert means["normal"] > means["easy"] + 10
    assert means["hard"] > means["normal"]


def test_vocabulary_grows_with_the_level(lexicon):
    rng = random.Random(4)
    from pyengine.glossa.materials import DECK
    totals = {level: 0 for level in LEVELS}
    for _ in range(30):
        hand = rng.sample(DECK, 7)
        for level in LEVELS:
            totals[level] += word_value(words.best_word(hand, bots.LEVEL_TIER[level]))
    assert totals["easy"] < totals["normal"] < totals["hard"]


def test_the_sliced_best_word_is_best_word_and_never_searches_in_one_go(lexicon):
    """Computer players ask ``iter_best_word``: the same word as ``best_word`` for every tier,
    jokers included, but the search cut at each first letter (cold caches here)."""
    rng = random.Random(12)
    from pyengine.glossa.materials import DECK, JOKER
    hands = [rng.sample(DECK, 7) for _ in range(12)]
    hands += [[JOKER] + rng.sample([c for c in DECK if c != JOKER], 6) for _ in range(4)]
    hands += [[JOKER, JOKER] + rng.sample([c for c in DECK if c != JOKER], 5)]
    for hand in hands:
        for tier in (0, 1, 2):
            words._cache.clear()
            words._best.clear()
            found, pauses = drain(words.iter_best_word(hand, tier))
            assert pauses >= 26 and found == words.best_word(hand, tier), (hand, tier)


def test_the_compose_phase_lists_its_words_in_slices():
    game = pyengine.new_game("glossa", players=2, seed=5)
    while game.phase != "compose":
        seat = game.to_move()[0]
        game.apply(seat, entry.choose(game, seat, "easy", seed=1))
    seat = game.to_move()[0]
    words._cache.clear()
    legal, pauses = drain(game.legal_actions_steps(seat))
    assert pauses >= 26 and legal == game.legal_actions(seat) and len(legal) > 2
    other = 1 - seat if game.players == 2 else None
    if other is not None and other not in game.to_move():
        assert drain(game.legal_actions_steps(other)) == ([], 0)


def test_normal_throws_away_the_cards_its_word_does_not_use(lexicon):
    hand = ["C", "I", "V", "E", "T", "Q", "W"]
    assert words.best_word(hand, 1) == list("CIVET")
    assert sorted(bots.plan_exchange(hand, 1)) == ["Q", "W"]
    # with a joker the best word is CIVETS; the Q goes, the joker is never thrown
    assert bots.plan_exchange(["C", "I", "V", "E", "T", "Q", "*"], 1) == ["Q"]
    assert bots.plan_exchange(["Q", "K", "W", "Y", "*", "*", "Z"], 1).count("*") == 0
    assert bots.plan_exchange(list("ESCORTE"), 1) == []  # every card used: « servi »


# --------------------------------------------------------------------- betting behaviour
def test_show_or_not(lexicon):
    """Case « a »: 600 on the table, a 90-point word: normal and hard take the pot as game points,
    easy shows. Case « b »: a 280-point word and a thin pot: everyone shows."""
    for level, expected in (("easy", SHOW), ("normal", CONCEAL), ("hard", CONCEAL)):
        game = case_a()
        assert entry.choose(game, 4, level, seed=1) == expected
    game = rigged([list("JO*KEYS"), list("CHATSIL"), list("TRAINSE")], dealer=2)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word("J", "O", "*C", "K", "E", "Y", "S")), (1, word(*"CHAT")), (2, word(*"TRAINS")),
         (0, bet(50)), (1, FOLD), (2, FOLD))
    for level in LEVELS:
        assert entry.choose(game, 0, level, seed=1) == SHOW


def under_bet_table():
    """Four players, A to speak with BOUCLES (150) against 95, 80 and 65."""
    from tests.glossa.test_deals import under_bet_deal
    return under_bet_deal()


def test_easy_bets_small_and_calls_only_small_bets():
    game = under_bet_table()
    action = entry.choose(game, 0, "easy", seed=1)
    assert action["type"] == "bet" and action["amount"] <= 30
    play(game, (0, bet(100)))
    assert entry.choose(game, 1, "easy", seed=1) == FOLD  # WHIST 95 does not pay 100
    game = under_bet_table()
    play(game, (0, bet(20)))
    assert entry.choose(game, 1, "easy", seed=1) == CALL  # but pays 20


def heads_up_table(first_hand, first_word):
    game = rigged([first_hand, list("ENTRERA")], dealer=1)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*first_word)), (1, word(*"ENTRERA")))
    return game


def test_normal_bets_in_proportion_to_its_word():
    weak = entry.choose(heads_up_table(list("GLOBEXJ"), "GLOBE"), 0, "normal", seed=1)  # 65
    fair = entry.choose(heads_up_table(list("WHISTKZ"), "WHIST"), 0, "normal", seed=1)  # 95
    strong = entry.choose(heads_up_table(list("BOUCLES"), "BOUCLES"), 0, "normal", seed=1)  # 150
    assert weak == {"type": "check"}
    assert fair["type"] == strong["type"] == "bet"
    assert 30 <= fair["amount"] < strong["amount"] <= 150


def test_hard_prefers_the_under_bet_to_a_middling_bet(lexicon):
    """The rule book's advice, in hard's own estimate: with A's 150 against three players, an
    opening of 50 that the others call is worth more than one of 120 that scares them away."""
    game = under_bet_table()
    scores = {a.get("amount"): score for score, a in finish(bots.estimates(game.view(0), game.legal_actions(0)))}
    assert scores[50] > scores[120]
    assert scores[50] > scores[None]  # and better than passing


def test_hard_bets_a_monster_and_bluffs_a_weak_hand(lexicon):
    game = rigged([list("JO*KEYS"), list("CHATSIL"), list("TRAINSE"), list("BOUCLEN")], dealer=3)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word("J", "O", "*C", "K", "E", "Y", "S")), (1, word(*"CHAT")),
         (2, word(*"TRAINS")), (3, word(*"BOUCLE")))
    assert entry.choose(game, 0, "hard", seed=1)["type"] == "bet"
    # last to speak after three passes, with a two-letter word (LE, 6 points): the passes say
    # the others are weak, so a big bet should make them fold, and the pot counts as points
    from tests.glossa.test_deals import under_bet_deal
    game = under_bet_deal(list("GLOBEXJ"), word("L", "E"))
    play(game, (0, CHECK), (1, CHECK), (2, CHECK))
    bluff = entry.choose(game, 3, "hard", seed=1)
    assert bluff["type"] == "bet" and bluff["amount"] >= 200
    assert entry.choose(game, 3, "normal", seed=1) == CHECK
    assert entry.choose(game, 3, "easy", seed=1) == CHECK


def test_hard_folds_a_weak_word_to_a_big_bet_in_a_crowd(lexicon):
    game = under_bet_table()
    play(game, (0, bet(300)), (1, raise_(300)))
    assert entry.choose(game, 2, "hard", seed=1) == FOLD  # ENTRERA 80 against two big stakes


# --------------------------------------------------------------------- loans
def short_of_chips():
    from tests.glossa.test_deals import UNDER_BET_HANDS, finish_deal_with_a_fold
    game = rigged(UNDER_BET_HANDS, dealer=3, chips=[1400, 140, 730, 730])
    finish_deal_with_a_fold(game)
    assert game.phase == "loans" and game.to_move() == [1]
    return game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_short_bot_borrows_the_most_from_the_richest(level):
    game = short_of_chips()
    assert entry.choose(game, 1, level, seed=1) == {"type": "borrow", "lender": 0, "amount": 370}


def test_easy_borrows_only_when_it_cannot_pay_the_entry():
    game = short_of_chips()
    assert entry.choose(game, 1, "easy", seed=1) == {"type": "no_loan"}


def test_normal_lends_hard_lends_only_far_ahead():
    game = short_of_chips()
    play(game, (1, {"type": "borrow", "lender": 0, "amount": 300}))
    assert entry.choose(game, 0, "normal", seed=1) == {"type": "lend"}
    # the borrower's total (130 chips, no points) is far below the lender's (1430 + 50)
    assert entry.choose(game, 0, "hard", seed=1) == {"type": "lend"}
    game.sheet.append({"kind": "deal", "deal": 1, "points": [None, 1200, None, None]})
    assert entry.choose(game, 0, "hard", seed=1) == {"type": "refuse"}


# --------------------------------------------------------------------- matches
def duplicate(a, b, seeds):
    """Games of ``a`` against ``b`` heads-up, each seed twice with the seats swapped (same
    cards: a deal's shuffle does not depend on the moves). Returns a's (ahead, games)."""
    ahead = games = 0
    for seed in seeds:
        for levels in ((a, b), (b, a)):
            totals = play_bots(levels, seed).result()["scores"]
            mine, theirs = totals[levels.index(a)], totals[1 - levels.index(a)]
            ahead += mine > theirs
            games += 1
    return ahead, games


def test_normal_beats_easy_heads_up(lexicon):
    # equal players would split every pair exactly (same cards, swapped seats): 6 of 12
    ahead, games = duplicate("normal", "easy", range(1, 7))
    assert ahead >= 10, (ahead, games)


def test_hard_beats_normal_heads_up(lexicon):
    # measured over 400 games: about 70 %; equal players would split every pair: 5 of 10
    ahead, games = duplicate("hard", "normal", range(1, 6))
    assert ahead >= 7, (ahead, games)


@pytest.mark.slow
def test_hard_beats_normal_over_many_games(lexicon):
    ahead, games = duplicate("hard", "normal", range(100, 150))
    assert ahead >= 0.6 * games, (ahead, games)


def test_hard_heads_up_lends_only_when_behind():
    from tests.glossa.test_deals import UNDER_BET_HANDS
    game = rigged(UNDER_BET_HANDS[:2], dealer=1, chips=[2800, 200])
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word()), (1, word()), (0, bet(10)), (1, FOLD), (0, CONCEAL))
    assert game.phase == "loans" and game.to_move() == [1]  # 190 chips < 300
    play(game, (1, {"type": "borrow", "lender": 0, "amount": 300}))
    assert entry.choose(game, 0, "hard", seed=1) == {"type": "refuse"}  # far ahead: let it end
    game.sheet.append({"kind": "deal", "deal": 1, "points": [None, 3000]})
    assert entry.choose(game, 0, "hard", seed=1) == {"type": "lend"}  # behind: keep playing
