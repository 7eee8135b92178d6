"""Computer players: legal, fair (they see only their view), deterministic, and of different
strengths. The full strength table (≥ 400 four-player games per pairing) is bench/glukz_bots.py."""

import random

import pytest

import pyengine
from pyengine import bots
from pyengine.core.rng import Rng
from pyengine.core.slices import finish
from pyengine.glukz import bots as glukz_bots
from pyengine.glukz.game import STALL_PER_PLAYER, GlukzGame
from tests.glukz.test_examples import position
from tests.helpers.protocol import drain


def match(levels, seed, options=None):
    """One game, seat s played by ``levels[s]``; in a race a random seat reacts first."""
    game = pyengine.new_game("glukz", len(levels), seed=seed, options=options or {})
    rng = random.Random(seed)
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        action = bots.choose(game, seat, levels[seat], seed=seed * 7919 + len(game.actions))
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
    return game


def wins_of_first_level(levels, games, options=None):
    """How often the bot of ``levels[0]`` wins, rotating it round the table."""
    players = len(levels)
    wins = 0
    for seed in range(games):
        seat = seed % players
        seated = levels[1:]
        seated.insert(seat, levels[0])
        game = match(seated, seed, options)
        wins += game.outcome()["winners"] == [seat]
    return wins


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("options", [{}, {"tarot": True, "knights": "skip"}, {"decks": 2, "start": "drawn"}])
def test_bots_play_legal_moves_to_the_end(level, options):
    for seed in range(3):
        game = match([level] * (3 + seed), seed, options)
        assert game.is_over()


def test_hard_plays_legal_moves_and_is_deterministic():
    game = pyengine.new_game("glukz", 3, seed=4, options={"start": "drawn"})
    for _ in range(12):
        seat = game.to_move()[0]
        first = bots.choose(game, seat, "hard", seed=11)
        assert first == bots.choose(game, seat, "hard", seed=11)
        assert first in game.legal_actions(seat)
        game.apply(seat, first)


def test_the_hard_bot_thinks_in_slices():
    game = pyengine.new_game("glukz", 4, seed=6, options={"start": "drawn"})
    seat = game.to_move()[0]
    action, slices = drain(bots.think(game, seat, "hard", seed=1))
    assert action in game.legal_actions(seat)
    assert slices >= glukz_bots.HARD_STEPS // (2 * glukz_bots.SLICE_STEPS)  # ~SLICE_STEPS moves each


def test_bots_see_only_their_view():
    """Two games that differ only in cards the seat cannot see get the same answer."""
    hands = [["5S1", "9S1", "AS1"], ["6H1", "KH1"], ["2C1", "8C1"], ["4D1", "10D1"]]
    other = [["5S1", "9S1", "AS1"], ["6C1", "KC1"], ["2H1", "8H1"], ["4S1", "10S1"]]
    rows = [["QD1"], ["QS1"], ["QH1"], ["QC1"]]
    a = position(hands=hands, face_down=rows, pile=["3D1"])
    b = position(hands=other, face_down=[["JD1"], ["JS1"], ["JH1"], ["JC1"]], pile=["3D1"])
    for level in ("easy", "normal", "hard"):
        view_a, view_b = a.view(0), b.view(0)
        assert view_a["hand"] == view_b["hand"]
        choice_a = finish(glukz_bots.think(view_a, a.legal_actions(0), level, Rng(3)))
        choice_b = finish(glukz_bots.think(view_b, b.legal_actions(0), level, Rng(3)))
        assert choice_a == choice_b


def test_easy_lays_its_lowest_card_jokers_included():
    game = position(hands=[["3S1", "5S1", "5H1", "KD1"], ["2C1"], ["2H1"], ["2D1"]], pile=["4H1"])
    picks = {str(bots.choose(game, 0, "easy", seed=s)["cards"]) for s in range(30)}
    assert picks <= {"['3S1']"}


def test_easy_rarely_lays_more_than_one_card():
    """easy: « lowest legal play, rarely more » (the issue): given a pair of its lowest playable
    rank it lays a single card most of the time and both now and then (EASY_ALL_COPIES = 20 %)."""
    game = position(hands=[["5S1", "5H1", "9C1", "KD1"], ["2C1"], ["2H1"], ["2D1"]], pile=["4H1"])
    picks = [bots.choose(game, 0, "easy", seed=s)["cards"] for s in range(400)]
    assert all(cards in (["5S1"], ["5S1", "5H1"]) for cards in picks)
    pairs = sum(len(cards) == 2 for cards in picks) / len(picks)
    assert 0.1 <= pairs <= 0.3, pairs  # measured 20 %: rare, yet not never


def test_normal_keeps_its_jokers_and_lays_all_copies():
    game = position(hands=[["3S1", "5S1", "5H1", "KD1"], ["2C1"], ["2H1"], ["2D1"]], pile=["4H1"])
    assert bots.choose(game, 0, "normal") == {"type": "play", "cards": ["5S1", "5H1"]}


def test_normal_burns_when_it_can():
    game = position(hands=[["5S1", "9S1", "9H1", "KD1"], ["2C1"], ["2H1"], ["2D1"]], pile=["9C1", "9D1"])
    assert bots.choose(game, 0, "normal") == {"type": "play", "cards": ["9S1", "9H1"]}


def test_normal_spends_a_joker_rather_than_take():
    game = position(hands=[["3S1", "7S1", "5H1"], ["2C1"], ["2H1"], ["2D1"]], pile=["KH1", "AH1"])
    assert bots.choose(game, 0, "normal") == {"type": "play", "cards": ["7S1"]}
    game = position(hands=[["5H1", "6H1"], ["2C1"], ["2H1"], ["2D1"]], pile=["KH1", "AH1"])
    assert bots.choose(game, 0, "normal") == {"type": "take", "cards": ["5H1"]}


def test_hard_blocks_a_player_about_to_go_out():
    """The other player holds a single King that everyone saw him pick up. Laying the two 4s
    (what normal does) lets him out; the hard bot lays its Ace, he must take, and the 4s win."""
    game = position(players=2, hands=[["4S1", "4H1", "AS1"], ["KH1"]],
                    face_down=[[None], [None]], known=[[], ["KH1"]])
    assert bots.choose(game, 0, "normal")["cards"] == ["4S1", "4H1"]
    assert bots.choose(game, 0, "hard", seed=1)["cards"] == ["AS1"]


def test_hard_plays_the_normal_move_when_the_game_goes_round_in_circles():
    """Issue 28: two hard players passed the pile back and forth until the safety stop. From
    HARD_SEARCH_STALL of the stop's limit without progress, hard plays the normal move (here
    the one that lets the other out); below it, it searches again."""
    def blocked(stall):
        game = position(players=2, hands=[["4S1", "4H1", "AS1"], ["KH1"]],
                        face_down=[[None], [None]], known=[[], ["KH1"]])
        game.stall = stall
        return bots.choose(game, 0, "hard", seed=1)["cards"]

    limit = STALL_PER_PLAYER * 2
    edge = int(glukz_bots.HARD_SEARCH_STALL * limit)
    assert glukz_bots.HARD_SEARCH_STALL * limit == edge == 30
    assert blocked(edge) == ["4S1", "4H1"] and blocked(limit - 1) == ["4S1", "4H1"]
    assert blocked(edge - 1) == ["AS1"] and blocked(0) == ["AS1"]


def test_determinized_worlds_agree_with_the_view():
    game = pyengine.new_game("glukz", 4, seed=8)
    for _ in range(25):
        seat = game.to_move()[0]
        game.apply(seat, bots.choose(game, seat, "normal"))
    seat = game.to_move()[0]
    view = game.view(seat)
    determinize = glukz_bots.determinizer(view)
    for k in range(5):
        world = determinize(view, Rng(k))
        assert isinstance(world, GlukzGame)
        assert sorted(world.hands[seat]) == sorted(game.hands[seat])
        assert world.pile == game.pile and world.face_up == game.face_up and world.burned == game.burned
        assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
        assert [world.cards_left(s) for s in range(4)] == [game.cards_left(s) for s in range(4)]
        for s in range(4):
            assert [c is None for c in world.face_down[s]] == [c is None for c in game.face_down[s]]
            assert not set(game.known[s]) - set(world.hands[s])
        every = sorted(c for s in range(4) for c in world.hands[s] + [x for x in world.face_down[s] if x])
        assert every == sorted(c for s in range(4) for c in game.hands[s] + [x for x in game.face_down[s] if x])
        assert world.to_move() == game.to_move() and world.run == game.run


def test_normal_beats_easy():
    # 25 % is par at four players; normal measured about 45 % against three easy players
    wins = wins_of_first_level(["normal", "easy", "easy", "easy"], 240)
    assert wins >= 0.35 * 240, wins


def test_easy_loses_to_normal():
    wins = wins_of_first_level(["easy", "normal", "normal", "normal"], 240)
    assert wins <= 0.17 * 240, wins


def test_hard_beats_normal_head_to_head():
    """The default run's strength check for hard (about 30 s of CPU): 32 two-player games with a
    drawn start, hard seated in turn at each place. On these deals normal in the same seat wins 19
    (59 %: the deals happen to favour that seat); hard won 30 (94 %; 85 % over 40 deals)."""
    games, drawn = 32, {"start": "drawn"}
    hard = wins_of_first_level(["hard", "normal"], games, drawn)
    normal = wins_of_first_level(["normal", "normal"], games, drawn)  # the same deals and seats
    assert hard >= 0.7 * games, hard
    assert hard >= normal + 6, (hard, normal)


@pytest.mark.slow
def test_hard_beats_normal():
    """The issue: one hard against three normal wins ≥ 35 % of ≥ 400 four-player games (25 % is par);
    the same games as bench/glukz_bots.py's first table. Measured: 165 of 400 (41.2 %)."""
    wins = wins_of_first_level(["hard", "normal", "normal", "normal"], 400)
    assert wins >= 0.35 * 400, wins


@pytest.mark.slow
def test_normal_beats_easy_over_400_games():
    """The issue: one normal against three easy wins ≥ 40 % of ≥ 400 four-player games.
    Measured: 166 of these 400 (41.5 %); 435 of 1,000 in bench/glukz_bots.py (43.5 %)."""
    wins = wins_of_first_level(["normal", "easy", "easy", "easy"], 400)
    assert wins >= 0.4 * 400, wins
