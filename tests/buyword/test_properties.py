"""Properties over many seeded random games across variant combinations.

Checked after every action: money is conserved (players + bank) and equals an independent
recount from the event log; the 108 tiles are all somewhere (bag, hands, lots, draft pool, sold,
thrown away) and the wilds too (held, used, left in the box); nobody starts a round over the
tile limit; no money below zero; with the crossword, the grid holds exactly the sold letters,
spells the words recorded on it and, in strict mode, every line of two letters or more is a
word. Sale prices are recomputed from the rule book's formula with this file's own pip table.
Saves round-trip (at every step on some games) and replays are identical.

The default run plays a few dozen games; ``pytest -m slow`` plays 2,000+.
"""

import random
from collections import Counter

import pytest

import pyengine
from pyengine import lexicon
from pyengine.buyword import materials
from tests.helpers.protocol import assert_json_roundtrip, assert_replay_identical, play_random

# MATERIALS.md, written again here so prices are not checked against the engine's own table.
PIPS = {
    "fr": {**dict.fromkeys("EASINTRUOL", 1), **dict.fromkeys("CDMP", 2),
           **dict.fromkeys("BFGHQV", 3), **dict.fromkeys("JKWXYZ", 4)},
    "en": {**dict.fromkeys("AEINORSTU", 1), **dict.fromkeys("CDGHKLP", 2),
           **dict.fromkeys("BFMVWY", 3), **dict.fromkeys("JQXZ", 4)},
}

COMBOS = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (1, {"bag": "en", "wild_value": 0}),
    (2, {"check_words": "honour"}),
    (3, {"auction": True}),
    (2, {"auction": True, "trade": "sale"}),
    (3, {"trade": "exchange", "draft": True}),
    (2, {"crossword": True}),
    (1, {"crossword": True, "tile_limit": 10}),
    (3, {"crossword": True, "check_words": "honour", "theme": "sport"}),
    (4, {"theme": "free", "auction": True, "draft": True, "trade": "sale", "check_words": "honour"}),
    (5, {"long_game": 2}),
    (2, {"long_game": 3, "crossword": True, "bag": "en"}),
    (6, {"long_game": 1, "draft": True, "auction": True, "tile_limit": 12}),
]


class Referee:
    """Follows the event log and keeps its own money and bank."""

    def __init__(self, game):
        self.money = [materials.START_MONEY] * game.players
        self.bank = materials.BANK_START
        self.seen = 0
        self.consume(game)

    def pay(self, seat, amount):
        self.money[seat] -= amount
        self.bank += amount

    def consume(self, game):
        events = game.events[self.seen:]
        self.seen = len(game.events)
        for e in events:
            kind = e["type"]
            if kind == "buy":
                self.pay(e["seat"], e["price"])
            elif kind in ("auction_top", "auction_won", "challenge_lost"):
                self.pay(e["seat"], e["amount"])
            elif kind == "sell":
                self.pay(e["seat"], -e["price"])
            elif kind == "debt_paid":  # withheld from the sale for a penalty owed
                self.pay(e["seat"], e["amount"])
            elif kind == "challenge_won":
                self.pay(e["seller_seat"], e["refund"] + e["amount"])
            elif kind == "theme_refused":
                self.pay(e["seat"], e["refund"])
            elif kind == "trade":
                self.money[e["seat"]] -= e["pay"]
                self.money[e["partner_seat"]] += e["pay"]
        assert self.money == game.money
        assert self.bank == game.bank


def runs(grid):
    """Every maximal line of two or more cells in the grid, as text."""
    out = []
    for dr, dc in ((0, 1), (1, 0)):
        for (r, c) in grid:
            if (r - dr, c - dc) in grid:
                continue
            word = ""
            while (r, c) in grid:
                word += grid[(r, c)]
                r, c = r + dr, c + dc
            if len(word) >= 2:
                out.append(word)
    return out


def check_state(game):
    n = game.players
    total = n * materials.START_MONEY + materials.BANK_START
    assert sum(game.money) + game.bank == total
    assert min(game.money) >= 0
    assert min(game.debts) >= 0 and (game.honour or not any(game.debts))
    places = list(game.bag) + game.pool + game.sold + game.discarded
    for seat in range(n):
        places += game.hands[seat] + (game.lots[seat] or [])
    if game.auction:
        assert game.lots[game.auction["seller"]] == game.auction["tiles"]
    assert Counter(places) == Counter(materials.tiles(game.bag_name))
    assert sum(game.wilds) + game.wilds_used + game.box_wilds == materials.WILDS_IN_BOX
    if game.phase == "roll":  # a round just ended: « aucun joueur ne doit avoir plus de 8 tuiles »
        assert all(len(hand) <= game.limit for hand in game.hands)
        assert game.lots == [None] * n
    if game.phase in ("sell", "review"):
        assert game.lots == [None] * n  # every lot is settled before anyone sells
    if game.is_over():
        assert game.last_round and all(not hand for hand in game.hands)
    if game.crossword:
        grid = {(r, c): letter for r, c, letter, _ in game.cells}
        assert len(grid) == len(game.cells)
        assert Counter(letter for *_, letter, wild in game.cells if not wild) == Counter(game.sold)
        for word in game.grid_words:
            dr, dc = (0, 1) if word["dir"] == "across" else (1, 0)
            spelled = "".join(grid[(word["row"] + dr * i, word["col"] + dc * i)] for i in range(len(word["word"])))
            assert spelled == word["word"]
        if not game.honour:
            assert all(lexicon.is_word(w) for w in runs(grid))
    else:
        for sale in game.sales:
            (word, price), = sale["words"]
            pips = sum(PIPS[game.bag_name][ch] for i, ch in enumerate(word) if i != sale["wild_at"])
            if sale["wild_at"] is not None:
                pips += game.wild_value
            assert price == pips * pips
            if not game.honour:
                assert lexicon.is_word(word)


def pick(game, seat, legal, rng):
    """Uniform, except that in honour mode a player sometimes tries to sell nonsense (two of his
    tiles) so that challenges are won as well as lost."""
    if game.honour and game.phase == "sell" and len(game.hands[seat]) >= 2 and rng.random() < 0.3:
        word = "".join(game.hands[seat][:2])
        if any(r["round"] == game.round and r["seat"] == seat and word in r["bad"] for r in game.refused):
            return legal[rng.randrange(len(legal))]  # caught once this round already
        if not game.crossword:
            return {"type": "sell", "word": word, "wild": None}
        if not game.cells:
            return {"type": "sell", "word": word, "wild": None, "row": 0, "col": 0, "dir": "across"}
    return legal[rng.randrange(len(legal))]


def play(players, options, seed, roundtrip_every=0, illegal_every=0):
    game = pyengine.new_game("buyword", players=players, seed=seed, options=options)
    referee = Referee(game)

    def invariant(g):
        check_state(g)
        referee.consume(g)

    check_state(game)
    play_random(game, random.Random(seed), invariant=invariant, pick=pick,
                roundtrip_every=roundtrip_every, illegal_every=illegal_every)
    return game


@pytest.mark.parametrize("players,options", COMBOS)
def test_random_games_keep_the_invariants(players, options):
    kinds = Counter()
    for seed in range(2):
        game = play(players, options, seed, illegal_every=5)
        kinds.update(e["type"] for e in game.events)
        assert_replay_identical(game)
        assert_json_roundtrip(game)
    assert kinds["sell"] > 0 and kinds["buy"] > 0
    if options.get("auction"):
        assert kinds["auction"] > 0
    if options.get("trade", "none") != "none":
        assert kinds["trade"] > 0
    if options.get("check_words") == "honour":
        assert kinds["challenge_won"] > 0 or kinds["challenge_lost"] > 0
    if options.get("long_game"):
        assert kinds["refill"] > 0


@pytest.mark.parametrize("players,options", [COMBOS[1], COMBOS[9], COMBOS[7]])
def test_save_round_trip_at_every_step(players, options):
    play(players, options, seed=11, roundtrip_every=1)


@pytest.mark.slow
@pytest.mark.parametrize("players,options", COMBOS)
def test_many_random_games(players, options):
    for seed in range(130):  # 16 combinations × 130 = 2,080 games
        game = play(players, options, 1000 + seed, roundtrip_every=97 if seed % 10 == 0 else 0,
                    illegal_every=13 if seed % 5 == 0 else 0)
        if seed % 25 == 0:
            assert_replay_identical(game)
