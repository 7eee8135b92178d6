"""Properties over many seeded random games, two to six players, both word-checking modes.

Checked after every action: the 72 cards are all somewhere, exactly once (hands, decks,
table); every hand's scores equal an independent recount made here from the revealed words
and the hands as they stood at the reveal (values written again from MATERIALS.md, words
checked with the lexicon directly); the running totals add up; the announcer's word is his
whole hand; views stay JSON and the game ends. Saves: a shadow game fed every action through
``apply`` (what ``load_game`` does with a saved log) must match the live game's state at every
step, and a literal ``to_json`` → ``load_game`` round trip runs every few steps (every step on
some games).

The default run plays a few dozen games; ``pytest -m slow`` plays the 2,000+ the issue asks.
"""

import random
from collections import Counter

import pytest

import pyengine
from pyengine import bots, lexicon
from pyengine.juggler.materials import edition
from tests.helpers.protocol import assert_json_roundtrip, assert_replay_identical, play_random

ED = edition("fr")
# MATERIALS.md, written again: letter -> value.
VALUES = dict(E=1, A=1, I=1, O=2, U=2, S=1, N=1, R=1, T=1, L=2, D=2, C=3, M=3, P=3, H=3, G=4, B=4,
              F=4, V=7, Q=7, J=8, X=8, Z=8, Y=8, K=10)


def letters(cards):
    return "".join(ED.letter[c] for c in cards)


def recount(cards, unused) -> int:
    word = letters(cards)
    if not cards or not lexicon.is_word(word):
        return 0
    return max(0, sum(VALUES[ch] for ch in word) - sum(VALUES[ch] for ch in letters(unused)))


class Recount:
    """Keeps the hands seen at the reveal and the score sheet, and checks the engine's."""

    def __init__(self, game):
        self.totals = [0] * game.players
        self.hands_scored = 0
        self.at_reveal = None

    def consume(self, game):
        if game.step == "reveal":
            self.at_reveal = [list(h) for h in game.hands]
        while self.hands_scored < len(game.history):
            row = game.history[self.hands_scored]
            assert self.at_reveal is not None, "a hand was scored without a reveal"
            for seat, line in enumerate(row["lines"]):
                hand = self.at_reveal[seat]
                assert sorted(line["cards"] + line["unused"]) == sorted(hand)
                assert len(set(line["cards"])) == len(line["cards"])
                if seat == row["announcer"]:
                    assert not line["unused"], "the announcer shows his whole hand"
                score = recount(line["cards"], line["unused"])
                assert line["score"] == score, (line, score)
                self.totals[seat] += score
            assert row["totals"] == self.totals
            self.hands_scored += 1
            self.at_reveal = None
        assert game.totals == self.totals


def check_cards(game):
    places = [*game.hands, game.decks["vowels"], game.decks["consonants"], game.table]
    assert Counter(c for place in places for c in place) == Counter(ED.cards)
    assert all(ED.deck[c] == "vowels" for c in game.decks["vowels"])
    assert all(ED.deck[c] == "consonants" for c in game.decks["consonants"])
    view = game.view(None)
    assert view["hand_counts"] == [len(h) for h in game.hands]
    assert view["decks"] == {d: len(v) for d, v in game.decks.items()}
    assert view["hand_vowels"] == [sum(ED.deck[c] == "vowels" for c in h) for h in game.hands]
    for seat, known in enumerate(game.known):
        assert set(known) <= set(game.hands[seat])


class Shadow:
    """A second game fed every action through ``apply`` — what ``load_game`` does with a save."""

    def __init__(self, game):
        self.game = pyengine.load_game(game.to_json())
        self.done = 0

    def follow(self, game):
        for seat, action in game.actions[self.done:]:
            self.game.apply(seat, action)
        self.done = len(game.actions)
        assert self.game.actions == game.actions and same_state(self.game, game)


def same_state(a, b) -> bool:
    if a.rng.calls != b.rng.calls or a.rng._mt.getstate() != b.rng._mt.getstate():
        return False
    strip = lambda g: {k: v for k, v in g.__dict__.items() if k != "rng"}
    return strip(a) == strip(b)


def pick(game, seat, legal, rng):
    """Half random, half the normal computer player: uniform play alone scores almost nothing
    per hand (100+ hands to reach 70 with three players), the bot alone would not wander."""
    if rng.random() < 0.5:
        return bots.choose(game, seat, "normal", seed=rng.randrange(1 << 30))
    announce = [a for a in legal if a["type"] == "announce"]
    if announce and rng.random() < 0.3:
        return rng.choice(announce)
    others = [a for a in legal if a["type"] != "announce"]
    return rng.choice(others)


def options_for(seed):
    return {"check_words": "honour" if seed % 3 == 0 else "strict"}


def run_games(players, seeds, literal_every=0, illegal_every=0):
    lengths, hands = [], []
    for seed in seeds:
        game = pyengine.new_game("juggler", players=players, seed=seed, options=options_for(seed))
        recount_ = Recount(game)
        shadow = Shadow(game)

        def invariant(g):
            check_cards(g)
            recount_.consume(g)
            shadow.follow(g)

        lengths.append(play_random(game, random.Random(seed), invariant=invariant,
                                   illegal_every=illegal_every, roundtrip_every=literal_every,
                                   pick=pick))
        hands.append(game.hand_number)
        result = game.result()
        totals = result["scores"]
        assert max(totals) >= 70 and totals.count(max(totals)) == 1
        assert result["winners"] == [totals.index(max(totals))]
        assert recount_.hands_scored == game.hand_number
        assert_json_roundtrip(game)
    return lengths, hands


@pytest.mark.parametrize("players", [2, 3, 6])
def test_random_games_keep_every_promise(players):
    seeds = range(1000 * players, 1000 * players + (8 if players < 6 else 5))  # six hands are slow to search
    lengths, hands = run_games(players, seeds, literal_every=25, illegal_every=9)
    assert min(hands) >= 2


def test_save_and_load_at_every_step():
    run_games(2, [77], literal_every=1)
    run_games(4, [78], literal_every=1)


def test_replay_gives_the_same_game():
    for seed in range(3):
        game = pyengine.new_game("juggler", players=2 + seed, seed=seed, options=options_for(seed))
        play_random(game, random.Random(seed), pick=pick)
        assert_replay_identical(game)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_thousands_of_random_games(players):
    count = 800 if players == 2 else 300
    lengths, hands = run_games(players, range(100_000, 100_000 + count), literal_every=40)
    print(f"\n{players} players: {count} games, {sum(lengths)} actions, hands per game "
          f"{min(hands)}-{max(hands)} (mean {sum(hands) / len(hands):.1f})")


@pytest.mark.slow
def test_literal_round_trip_at_every_step_on_many_games():
    for players in (2, 3, 5):
        run_games(players, range(200_000, 200_010), literal_every=1)
