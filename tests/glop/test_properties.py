"""Properties over many seeded random games, two and four players.

Checked after every action: the 44 cards are all somewhere, exactly once; the table, the capture
piles, glops, sweeps, leftovers and scores equal an independent recount (``Recount``: the deal
rebuilt from the dealt table and the actions alone, counted here without the engine's scoring
code); views stay JSON; the game ends. Saves: a literal
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
from tests.helpers.protocol import Shadow, assert_json_roundtrip, assert_replay_identical, play_random

LADDER = {6: 1, 7: 2, 8: 3, 9: 4, 10: 5, 11: 6}  # « six cartes dans la couleur forte : 1 point » …


def recount(pile, favourite):
    """The rule book's count, written again from the text, independently of rules.py."""
    points = 2 if len(pile) >= 23 else 0
    points += (f"1{favourite}" in pile) + (f"6{favourite}" in pile)
    points += 2 if sum(c.startswith("6") for c in pile) >= 3 else 0
    points += LADDER.get(sum(c.endswith(favourite) for c in pile), 0)
    return points


DEAL_PLAYS = 40  # « La donne est jouée quand plus personne n'a de cartes en main » : 44 cards, 4 exposed


class Recount:
    """Rebuilds each deal from the dealt table and the players' actions alone — its own table,
    capture piles and score board, none of the engine's bookkeeping — and holds the events and
    the engine's state to it after every action:

    - a take removes exactly its cards from the table; it is a glop iff the table is then
      empty, and a royal glop iff that card is the deal's last (« réalisé au dernier coup de
      la donne »: the 40th card played), 3 points instead of 1;
    - a last card that takes without clearing the table sweeps what was left on it to the
      taker's side; a last card laid leaves the table (with it) to the side of the last
      taker, or to nobody (option ``last_cards``, or when nobody took);
    - the count at the end of each deal, the score board, the favourite colour's rotation;
    - with « premier à 30 » (two players), the game over at the glop that puts a player at 30
      or more and ahead, before any further card or count.
    """

    def __init__(self, game, options):
        self.last_cards = options["last_cards"]
        self.first_to_30 = options["first_to_30"]
        self.ended_mid_deal = False
        self.seen = self.done = 0
        self.scores = [0, 0]
        self.deals_scored = 0
        self.favourite = None
        self.checked = set()  # the kinds of moment met: glop, royal, sweep, leftover…
        self.consume(game)

    def new_deal(self, event):
        assert len(event["table"]) == 4
        if self.favourite is not None:
            ids = materials.COLOUR_IDS
            assert event["favourite"] == ids[(ids.index(self.favourite) + 1) % len(ids)]
        self.favourite = event["favourite"]
        self.table, self.piles, self.unclaimed = list(event["table"]), [[], []], []
        self.plays, self.last_taker = 0, None

    def consume(self, game):
        events = game.events[self.seen:]
        actions = game.actions[self.done:]
        self.seen, self.done = len(game.events), len(game.actions)
        if not actions:  # the first deal
            deals = [e for e in events if e["type"] == "deal"]
            assert len(deals) == 1
            self.new_deal(deals[0])
        else:
            assert len(actions) == 1, "checked after every action"
            self.play(game, *actions[0], events)
        assert self.scores == game.scores
        assert sorted(self.table) == sorted(game.table)
        assert [sorted(p) for p in self.piles] == [sorted(p) for p in game.piles]
        assert sorted(self.unclaimed) == sorted(game.unclaimed)

    def play(self, game, seat, action, events):
        kinds = [e["type"] for e in events]
        by_kind = {e["type"]: e for e in events}
        side = seat % 2
        card = action["card"]
        self.plays += 1
        last = self.plays == DEAL_PLAYS
        expected = {"take"} if action["type"] == "take" else {"lay"}
        if action["type"] == "take":
            taken = action["cards"]
            assert taken and sum(int(c[:-1]) for c in taken) == int(card[:-1]), (card, taken)
            for c in taken:
                self.table.remove(c)  # ValueError: a card taken that was not on the table
            self.piles[side] += [card, *taken]
            self.last_taker = seat
            if not self.table:  # « prendre d'un seul coup toutes les cartes exposées »
                expected.add("royal" if last else "glop")
                self.scores[side] += 3 if last else 1
                event = by_kind["royal" if last else "glop"]
                assert event["seat"] == seat and event["score"] == self.scores[side]
                assert game.last_play["glop"] and game.last_play["royal"] == last
                if self.first_to_30 and max(self.scores) >= 30 and self.scores[0] != self.scores[1]:
                    # « le premier, atteint 30 points ou les dépasse »: over at once, no count
                    assert kinds[-1] == "game_over" and by_kind["game_over"]["seat"] == side
                    assert game.is_over() and game.result()["winners"] == [side]
                    self.checked.add("first_to_30")
                    self.ended_mid_deal = True
                    return
            else:
                assert not game.last_play["glop"]
                if last:  # « il ramasse toutes les cartes - même celles qui n'entrent pas dans la levée »
                    expected.add("sweep")
                    assert by_kind["sweep"]["seat"] == seat
                    assert sorted(by_kind["sweep"]["cards"]) == sorted(self.table)
                    self.piles[side] += self.table
                    self.table = []
        else:
            self.table.append(card)
            if last:
                if self.last_cards == "last_taker" and self.last_taker is not None:
                    expected.add("leftover")
                    assert by_kind["leftover"]["seat"] % 2 == self.last_taker % 2
                    assert sorted(by_kind["leftover"]["cards"]) == sorted(self.table)
                    self.piles[self.last_taker % 2] += self.table
                else:
                    expected.add("leftover_nobody")
                    assert sorted(by_kind["leftover_nobody"]["cards"]) == sorted(self.table)
                    self.unclaimed += self.table
                self.table = []
        outcomes = {"take", "lay", "glop", "royal", "sweep", "leftover", "leftover_nobody"}
        assert sorted(k for k in kinds if k in outcomes) == sorted(expected), (kinds, expected)
        self.checked |= expected
        scores = [e for e in events if e["type"] in ("deal_score", "deal_score_team")]
        if not last:
            assert not scores, "a deal ends with its 40th card"
            return
        assert [e["seat"] for e in scores] == [0, 1]
        assert sorted(self.piles[0] + self.piles[1] + self.unclaimed) == sorted(materials.CARDS)
        for event in scores:
            side = event["seat"]
            points = recount(self.piles[side], self.favourite)
            assert event["points"]["points"] == points, (self.piles[side], self.favourite)
            self.scores[side] += points
            assert event["score"] == self.scores[side]
        self.deals_scored += 1
        deals = [e for e in events if e["type"] == "deal"]
        assert len(deals) == (0 if game.is_over() else 1)
        if deals:
            self.new_deal(deals[0])


def check_cards(game):
    """Every one of the 44 cards is in exactly one place."""
    places = [*game.hands, *game.reserves, game.table, *game.piles, game.unclaimed]
    assert Counter(c for place in places for c in place) == Counter(materials.CARDS)
    view = game.view(None)
    assert [s["captured"] for s in view["sides"]] == [len(p) for p in game.piles]
    assert view["cards_left"] == sum(map(len, game.hands)) + sum(map(len, game.reserves))
    if game.players == 4:
        assert max(map(len, game.hands)) - min(map(len, game.hands)) <= 1


def options_for(seed):
    """Every option value turns up across the seeds."""
    return {"forced_capture": seed % 3 != 1, "memory": seed % 2 == 0,
            "last_cards": "nobody" if seed % 5 == 4 else "last_taker",
            "first_to_30": seed % 4 in (1, 2)}  # two players only (four keep the team rule)


def run_games(players, seeds, literal_every=0, illegal_every=0):
    lengths, deals, checked = [], [], set()
    for seed in seeds:
        game = pyengine.new_game("glop", players=players, seed=seed, options=options_for(seed))
        recount_ = Recount(game, game.options)
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
        assert recount_.deals_scored == game.deal_number - recount_.ended_mid_deal
        assert_json_roundtrip(game)
        checked |= recount_.checked
    run_games.checked = checked
    return lengths, deals


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_keep_every_promise(players):
    seeds = range(1000 * players, 1000 * players + 25)
    lengths, deals = run_games(players, seeds, literal_every=20, illegal_every=10)
    assert min(deals) >= 2 and max(lengths) < 2000
    # every rule of the recount was put to the test
    assert run_games.checked - {"first_to_30"} == {"take", "lay", "glop", "royal", "sweep", "leftover",
                                                     "leftover_nobody"}
    assert ("first_to_30" in run_games.checked) == (players == 2)


@pytest.mark.parametrize("players", [2, 4])
def test_save_and_load_at_every_step(players):
    run_games(players, range(500 + players, 500 + players + 2), literal_every=1)


# Deliberate engine bugs (source edits of GlopGame's methods, made for one test only): each
# must be caught by the recount. The last two keep the events consistent with the wrong
# state, so a recount that believed the events would miss them.
MUTANTS = {
    "glop_with_a_card_left": ("perform", "glop = rules.is_glop(self.table, taken)",
                              "glop = len(taken) >= len(self.table) - 1"),
    "royal_on_the_players_own_last_card": (
        "perform", "points = rules.ROYAL_GLOP_POINTS if last else rules.GLOP_POINTS",
        "points = rules.ROYAL_GLOP_POINTS if not self.hands[seat] else rules.GLOP_POINTS"),
    "no_sweep": ("perform", "pile.extend(swept)", "self.unclaimed.extend(swept)"),
    "sweep_to_the_other_side": ("perform", "pile.extend(swept)", "self.piles[1 - side].extend(swept)"),
    "leftover_to_the_other_side": ("_leftover", "taker_side = rules.side_of(self.last_taker)\n",
                                   "taker_side = (self.last_taker + 1) % 2; self.last_taker += 1\n"),
    "leftover_ignores_the_option": ("_leftover", 'if self.options["last_cards"] == "last_taker" and',
                                    "if"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_recount_catches_a_deliberate_engine_bug(mutant, monkeypatch):
    import inspect
    import textwrap

    from pyengine.glop import game as game_module

    method, old, new = MUTANTS[mutant]
    source = textwrap.dedent(inspect.getsource(getattr(game_module.GlopGame, method)))
    assert source.count(old) == 1, "the engine changed: update the mutant"
    scope = dict(vars(game_module))
    exec(compile(source.replace(old, new), game_module.__file__, "exec"), scope)
    monkeypatch.setattr(game_module.GlopGame, method, scope[method])
    class Caught(Exception):
        pass

    def check(game):  # only the recount's complaints count, not a crash of the engine
        try:
            recount_.consume(game)
        except (AssertionError, KeyError, ValueError) as error:
            raise Caught from error

    for seed in range(40):  # until a seed whose options and deals make the bug show
        players = 2 + 2 * (seed % 2)
        options = options_for(seed)
        game = pyengine.new_game("glop", players=players, seed=seed, options=options)
        recount_ = Recount(game, game.options)
        try:
            play_random(game, random.Random(seed), invariant=check)
        except Caught:
            return
    raise AssertionError(f"{mutant} went unnoticed")


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
