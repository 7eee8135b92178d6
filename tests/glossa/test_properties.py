"""Properties over many seeded random games: chips and cards conserved, pots paid out exactly,
scores recomputed from what was shown, views that leak nothing, saves and replays identical."""

import copy
import json
import random
from collections import Counter

import pytest

import pyengine
from pyengine.glossa.materials import DECK, TOTAL_CHIPS
from pyengine.glossa.rules import best_hands, word_value
from tests.helpers.protocol import assert_json_roundtrip, assert_replay_identical, play_random

OPTION_SETS = [
    {},
    {"check_words": "honour"},
    {"continuous_deal": True},
    {"length": "30min"},
    {"length": 15, "continuous_deal": True, "check_words": "honour"},
]


def pick(game, seat, legal, rng):
    """Random play that reaches showdowns and all-ins often: choose a kind of action first, then
    its amount; in time-limited games end after a deal now and then (a player or the clock); on
    honour, declare a non-word now and then."""
    by_kind = {}
    for action in legal:
        by_kind.setdefault(action["type"], []).append(action)
    if "end_after_deal" in by_kind and len(by_kind) > 1:
        if rng.random() < 0.01:  # a player's button, or the table's clock
            return by_kind["end_after_deal"][0] if rng.random() < 0.5 else game.time_up_action()
        del by_kind["end_after_deal"]
    if "enter" in by_kind:
        return by_kind["enter" if rng.random() < 0.85 else "sit_out"][0]
    if "fold" in by_kind and len(by_kind) > 1 and rng.random() < 0.6:
        del by_kind["fold"]
    kinds = sorted(by_kind)
    options = by_kind[kinds[rng.randrange(len(kinds))]]
    if options[0]["type"] in ("bet", "raise"):  # favour small bets, sometimes all-in
        if rng.random() < 0.2:
            return options[-1]
        return options[min(int(rng.expovariate(0.3)), len(options) - 1)]
    if options[0]["type"] == "word":
        if game.options["check_words"] == "honour" and rng.random() < 0.3:
            # on honour any arrangement of the hand may be declared: mostly not a word, found
            # invalid at the showdown (a folded hand that may still have chips in every pot)
            cards = [c if c != "*" else "*E" for c in game.hands[seat]]
            rng.shuffle(cards)
            return {"type": "word", "cards": cards[:rng.randrange(2, len(cards) + 1)]}
        if len(options) > 1:
            return max(options, key=lambda a: word_value(a["cards"]))
    return options[rng.randrange(len(options))]


SEEN = Counter()  # situations the random games reached, so a test can say they were exercised


class Referee:
    """Checks every step against laws computed independently of the engine's own bookkeeping."""

    def __init__(self, game):
        self.deal = game.deal_no
        self.chips_at_deal_start = list(game.chips)
        self.chips_before = list(game.chips)  # after the previous step
        self.stakes_before = list(game.stakes)
        self.checked_deals = 0
        self.cagnotte = 0  # the referee's own count of the chips left on the table
        self.over = False
        self.initial = TOTAL_CHIPS // game.players
        self.asked = None  # (borrower, lender, amount) of a loan waiting for the lender's answer
        self.loans = []  # (borrower, lender, amount) of every loan made, from the actions
        self.loan_points = [0] * game.players  # « en moins pour l'emprunteur, en plus pour le prêteur »
        self.deal_points = [0] * game.players  # from the words shown, as checked at each deal's end

    def __call__(self, game):
        # chips only move, in whole chips
        assert sum(game.chips) + sum(game.stakes) + game.cagnotte == TOTAL_CHIPS
        assert all(c >= 0 and c % 10 == 0 for c in game.chips + game.stakes + [game.cagnotte])
        # the 104 cards are all somewhere, once
        places = game.stock + game.discards + [c for h in game.hands for c in h]
        assert Counter(places) == Counter(DECK)
        assert all(len(h) in (0, 7) for h in game.hands)
        finished = game.is_over() and not self.over  # the game ended at this step
        self.over = game.is_over()
        seat, action = game.actions[-1]
        lent = self.check_loan_step(game, seat, action)
        last = game.last
        if last is not None and last["deal"] == self.deal:
            self.check_deal_end(game, last, finished)
            self.deal += 1
            self.checked_deals += 1
        else:
            # within a deal a player's chips only move between his reserve and his stake; between
            # deals only a loan moves them; at the end, the cagnotte's shares
            shares = self.shares(game) if finished else [0] * game.players
            for s in range(game.players):
                assert game.chips[s] + game.stakes[s] == \
                    self.chips_before[s] + self.stakes_before[s] + lent[s] + shares[s]
        if finished:
            # « RELIQUAT JETONS [...] TOTAL TOUJOURS EGAL A 3 000 »
            assert sum(game.chips) == TOTAL_CHIPS and game.cagnotte == 0
            assert game.result()["sheet"]["shared"] == (self.shares(game) if self.cagnotte else None)
            if self.cagnotte:
                SEEN["cagnotte shared at the end"] += 1
        else:
            assert game.cagnotte == self.cagnotte
        if game.deal_no == self.deal and game.phase == "entry" and not any(game.stakes):
            self.chips_at_deal_start = list(game.chips)
        self.chips_before = list(game.chips)
        self.stakes_before = list(game.stakes)

    def check_loan_step(self, game, seat, action):
        """Follows the loans from the actions alone: who asked whom for how much (within the rule
        book's limits), and the lender's answer. Returns the chips each seat got from a loan made
        at this step."""
        lent = [0] * game.players
        kind = action["type"]
        if kind == "borrow":
            lender, amount = action["lender"], action["amount"]
            # « inférieure au 1/5e de son montant initial » ; « un joueur plus favorisé » ;
            # « limité à 50 % de la réserve initiale »
            assert self.chips_before[seat] < self.initial / 5
            assert self.chips_before[lender] > self.chips_before[seat]
            assert 10 <= amount <= min(self.initial // 2, self.chips_before[lender]) and amount % 10 == 0
            self.asked = (seat, lender, amount)
        elif kind == "lend":
            borrower, lender, amount = self.asked
            assert seat == lender
            lent[borrower] += amount
            lent[lender] -= amount
            self.loan_points[borrower] -= amount
            self.loan_points[lender] += amount
            self.loans.append(self.asked)
            self.asked = None
            SEEN["loan made"] += 1
        elif kind == "refuse":
            assert seat == self.asked[1]
            self.asked = None
        return lent

    def shares(self, game):
        """The cagnotte left at the end, shared: equal whole-chip shares, odd chips one by one
        from the last dealer's left (the seat now holding the deal)."""
        n = game.players
        each = self.cagnotte // n // 10 * 10
        out = [each] * n
        left = self.cagnotte - each * n
        seat = game.dealer
        while left:
            out[seat] += 10
            left -= 10
            seat = (seat + 1) % n
        return out

    def check_deal_end(self, game, last, finished):
        n = game.players
        won = [0] * n
        kind = last["kind"]
        stakes = last.get("stakes", [0] * n)
        if kind == "showdown":
            assert last["cagnotte_in"] == self.cagnotte
            if not all(w["valid"] for w in last["words"].values()):
                SEEN["invalid word at a showdown"] += 1
                if len(last["pots"]) > 1:
                    SEEN["invalid word with side pots"] += 1
            pot = last["cagnotte_in"] + sum(stakes)
            paid = sum(p["amount"] for p in last["pots"]) + sum(last["returned"].values())
            assert paid == pot  # the pots add up to what was on the table
            previous = None
            for p in last["pots"]:
                eligible = set(p["eligible"])
                if previous is not None:
                    assert eligible <= previous  # side pots are nested
                previous = eligible
                hands = {s: last["words"][str(s)]["cards"] for s in p["eligible"]
                         if last["words"][str(s)]["valid"]}
                assert p["winners"] == best_hands(hands)
                back = {int(s): a for s, a in p.get("returned", {}).items()}
                if back:  # no valid word may win it: it goes back to those who paid it
                    assert not hands and not p["winners"] and p["remainder"] == 0
                    assert sum(back.values()) == p["amount"]
                    SEEN["pot returned to its payers"] += 1
                assert p["share"] * len(p["winners"]) + p["remainder"] + sum(back.values()) == p["amount"]
                for s in p["winners"]:
                    won[s] += p["share"]
                for s, amount in back.items():
                    won[s] += amount
            for s, amount in last["returned"].items():
                won[int(s)] += amount
            self.cagnotte = sum(p["remainder"] for p in last["pots"])
            for s in range(n):
                # an all-in player wins at most what each player put in up to his own stake
                cap = last["cagnotte_in"] + sum(min(t, stakes[s]) for t in stakes)
                assert won[s] - last["returned"].get(str(s), 0) <= cap
                record = last["words"].get(str(s))
                if record is None:
                    assert last["points"][s] is None
                else:
                    assert record["value"] == (word_value(record["cards"]) if record["cards"] else 0)
                    assert last["points"][s] == (record["value"] if record["valid"] else None)
        elif kind == "uncontested":
            winner = last["seat"]
            assert last["pot"] == self.cagnotte + sum(stakes)
            won[winner] += last["pot"]
            self.cagnotte = 0
            expected = word_value(last["words"][str(winner)]["cards"]) if last["shown"] else last["pot"]
            if last["shown"] and not last["words"][str(winner)]["valid"]:
                expected = 0
            assert last["points"][winner] == expected
            assert all(p is None for s, p in enumerate(last["points"]) if s != winner)
        else:
            assert all(p is None for p in last["points"])
            if kind == "cagnotte":  # everybody passed: the stakes stay on the table
                self.cagnotte += sum(stakes)
        shares = self.shares(game) if finished else [0] * n  # the game ended with this deal
        for s in range(n):
            assert game.chips[s] - self.chips_at_deal_start[s] == won[s] + shares[s] - stakes[s]
            assert last["chips"][s] == won[s] - stakes[s]  # what the end of the deal tells
            if last["points"][s] is not None:
                self.deal_points[s] += last["points"][s]


def assert_views_hide_other_hands(game, rng):
    """Changing another seat's hidden cards (hand, discards, the stock's order) changes nothing
    in a seat's view."""
    for seat in range(game.players):
        other = copy.deepcopy(game)
        pool = other.stock
        for o in range(game.players):
            if o == seat or not other.hands[o] or len(pool) < 7:
                continue
            pool.extend(other.hands[o])
            rng.shuffle(pool)
            other.hands[o] = [pool.pop() for _ in range(7)]
        rng.shuffle(other.stock)
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(game.view(seat), sort_keys=True)


def run(seed, rng, roundtrip_every=0, illegal_every=0, leak_every=0):
    players = 2 + seed % 5
    options = dict(OPTION_SETS[seed % len(OPTION_SETS)])
    if players == 6:
        options.pop("continuous_deal", None)
    game = pyengine.new_game("glossa", players=players, seed=seed, options=options)
    referee = Referee(game)
    steps = [0]

    def invariant(g):
        referee(g)
        steps[0] += 1
        if leak_every and steps[0] % leak_every == 0 and not g.is_over():
            assert_views_hide_other_hands(g, rng)

    play_random(game, rng, invariant=invariant, illegal_every=illegal_every,
                roundtrip_every=roundtrip_every, pick=pick)
    assert referee.checked_deals == len([r for r in game.sheet if r["kind"] == "deal"])
    result = game.result()
    assert result["scores"] == [p + c for p, c in zip(game.game_points(), game.chips)]
    assert sum(game.chips) == TOTAL_CHIPS and game.cagnotte == 0  # the box's 3000, all in hand
    # the sheet's loan lines are the loans the referee saw made, each written minus for the
    # borrower and plus for the lender, and the game points add up deals and loans
    rows = [r for r in game.sheet if r["kind"] == "loan"]
    assert [(r["borrower"], r["lender"], r["amount"]) for r in rows] == referee.loans
    for row, (borrower, lender, amount) in zip(rows, referee.loans):
        assert row["points"] == [-amount if s == borrower else amount if s == lender else None
                                 for s in range(players)]
    assert game.game_points() == [d + l for d, l in zip(referee.deal_points, referee.loan_points)]
    return game


def test_random_games_keep_every_promise(lexicon):
    rng = random.Random(7)
    SEEN.clear()
    for seed in range(30):
        game = run(seed, rng, roundtrip_every=13, illegal_every=7, leak_every=17)
        assert_replay_identical(game)
        assert_json_roundtrip(game)
    # the games reached the honour-mode side pots the chip checks above must hold in
    assert SEEN["invalid word with side pots"] > 0 and SEEN["pot returned to its payers"] > 0, SEEN
    assert SEEN["cagnotte shared at the end"] > 0 and SEEN["loan made"] > 0, SEEN


def test_random_games_end(lexicon):
    rng = random.Random(8)
    deals = Counter()
    for seed in range(100, 160):
        game = run(seed, rng)
        deals[game.deal_no] += 1
    assert deals[10] > 0 and deals[15] > 0  # full-length games happen


@pytest.mark.slow
def test_two_thousand_random_games(lexicon):
    """2,000 games; one in twenty checks the save round trip after every single move."""
    rng = random.Random(2000)
    for seed in range(2000):
        game = run(10_000 + seed, rng, roundtrip_every=1 if seed % 20 == 0 else 25,
                   illegal_every=10, leak_every=40)
        if seed % 50 == 0:
            assert_replay_identical(game)
