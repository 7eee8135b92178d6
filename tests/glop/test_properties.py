"""Properties over many seeded random games, two and four players.

Checked after every action: the 44 cards are all somewhere, exactly once; the scores equal an
independent recount made from the event log (the capture piles rebuilt take by take, counted
here without the engine's scoring code); views stay JSON; the game ends. Saves: a literal
``to_json`` → ``load_game`` round trip at every step on some games, and on every game a shadow
copy that receives each action through ``apply`` (which is exactly what ``load_game`` does
with the saved log) must match the live game's save text and state at every step.

The default run plays a few hundred games; ``pytest -m slow`` plays the 2,000+ per player
count the issue asks for.
"""

import random
from collections import Counter

import pytest

import pyengine
from pyengine.glop import materials
from tests.helpers.protocol import assert_json_roundtrip, assert_replay_identical, play_random

LADDER = {6: 1, 7: 2, 8: 3, 9: 4, 10: 5, 11: 6}  # « six cartes dans la couleur forte : 1 point » …


def recount(pile, favourite):
    """The rule book's count, written again from the text, independently of rules.py."""
    points = 2 if len(pile) >= 23 else 0
    points += (f"1{favourite}" in pile) + (f"6{favourite}" in pile)
    points += 2 if sum(c.startswith("6") for c in pile) >= 3 else 0
    points += LADDER.get(sum(c.endswith(favourite) for c in pile), 0)
    return points


class Recount:
    """Follows the event log and keeps its own capture piles and score board."""

    def __init__(self, game):
        self.seen = 0
        self.scores = [0, 0]
        self.piles = [[], []]
        self.unclaimed = []
        self.favourite = None
        self.deals_scored = 0
        self.consume(game)

    def consume(self, game):
        events = game.events[self.seen:]
        self.seen = len(game.events)
        kinds = [e["type"] for e in events]
        if "royal" in kinds:
            assert "deal_score" in kinds or "deal_score_team" in kinds, "a royal glop is the deal's last card"
        for event in events:
            kind = event["type"]
            if kind == "deal":
                self.piles, self.unclaimed, self.favourite = [[], []], [], event["favourite"]
                assert len(event["table"]) == 4
            elif kind == "take":
                self.piles[event["seat"] % 2] += [event["card"], *event["cards"]]
            elif kind in ("sweep", "leftover"):
                self.piles[event["seat"] % 2] += event["cards"]
            elif kind == "leftover_nobody":
                self.unclaimed += event["cards"]
            elif kind in ("glop", "royal"):
                self.scores[event["seat"] % 2] += 1 if kind == "glop" else 3
                assert event["score"] == self.scores[event["seat"] % 2]
            elif kind in ("deal_score", "deal_score_team"):
                side = event["seat"]
                assert sorted(self.piles[0] + self.piles[1] + self.unclaimed) == sorted(materials.CARDS)
                points = recount(self.piles[side], self.favourite)
                assert event["points"]["points"] == points, (self.piles[side], self.favourite)
                self.scores[side] += points
                assert event["score"] == self.scores[side]
                self.deals_scored += side
        assert self.scores == game.scores


def check_cards(game):
    """Every one of the 44 cards is in exactly one place."""
    places = [*game.hands, *game.reserves, game.table, *game.piles, game.unclaimed]
    assert Counter(c for place in places for c in place) == Counter(materials.CARDS)
    view = game.view(None)
    assert [s["captured"] for s in view["sides"]] == [len(p) for p in game.piles]
    assert view["cards_left"] == sum(map(len, game.hands)) + sum(map(len, game.reserves))
    if game.players == 4:
        assert max(map(len, game.hands)) - min(map(len, game.hands)) <= 1


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
    """``fingerprint`` equality, compared in place (the fingerprint's JSON of the whole log
    at every step would make these runs quadratic)."""
    if a.rng.calls != b.rng.calls or a.rng._mt.getstate() != b.rng._mt.getstate():
        return False
    strip = lambda g: {k: v for k, v in g.__dict__.items() if k != "rng"}
    return strip(a) == strip(b)


def options_for(seed):
    """Every option value turns up across the seeds."""
    return {"forced_capture": seed % 3 != 1, "memory": seed % 2 == 0,
            "last_cards": "nobody" if seed % 5 == 4 else "last_taker"}


def run_games(players, seeds, literal_every=0, illegal_every=0):
    lengths, deals = [], []
    for seed in seeds:
        game = pyengine.new_game("glop", players=players, seed=seed, options=options_for(seed))
        recount_ = Recount(game)
        shadow = Shadow(game)

        def invariant(g):
            check_cards(g)
            recount_.consume(g)
            shadow.follow(g)

        lengths.append(play_random(game, random.Random(seed), invariant=invariant,
                                   illegal_every=illegal_every, roundtrip_every=literal_every))
        deals.append(game.deal_number)
        result = game.result()
        assert max(result["side_scores"]) >= 30 and result["side_scores"][0] != result["side_scores"][1]
        assert recount_.deals_scored == game.deal_number
        assert_json_roundtrip(game)
    return lengths, deals


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_keep_every_promise(players):
    seeds = range(1000 * players, 1000 * players + 25)
    lengths, deals = run_games(players, seeds, literal_every=20, illegal_every=10)
    assert min(deals) >= 2 and max(lengths) < 2000


@pytest.mark.parametrize("players", [2, 4])
def test_save_and_load_at_every_step(players):
    run_games(players, range(500 + players, 500 + players + 2), literal_every=1)


def test_replay_gives_the_same_game():
    for seed in range(6):
        game = pyengine.new_game("glop", players=2 + 2 * (seed % 2), seed=seed)
        play_random(game, random.Random(seed))
        assert_replay_identical(game)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_thousands_of_random_games(players):
    lengths, deals = run_games(players, range(100_000, 102_000), literal_every=25)
    print(f"\n{players} players: 2000 games, {sum(lengths)} actions, deals per game "
          f"{min(deals)}-{max(deals)} (mean {sum(deals) / len(deals):.1f})")


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_literal_round_trip_at_every_step_on_many_games(players):
    run_games(players, range(200_000, 200_050), literal_every=1)
