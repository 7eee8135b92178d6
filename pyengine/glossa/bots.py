"""Glossa's computer players: ``think(view, legal, level, rng)``.

They see only the view (their own cards, the open betting, what was shown) and differ by the
work they do, not by planted mistakes:

- **easy** knows only common words (frequency tier 2+), keeps its seven cards (« servi »), bets
  a little with a good word, calls small bets, rarely raises, and always shows a word it has.
- **normal** knows the words of everyday French (tier 1+), throws away the cards its best word
  does not use (up to three, least useful first), and bets and calls in proportion to its word
  against a fixed table of what a hand is usually worth after the exchange.
- **hard** knows every word; chooses its exchange by drawing sample cards from those it has not
  seen; estimates its chance of winning against opponents' hands sampled from the unseen cards
  (with their exchange replayed, and weighted by how they bet); then bets, calls, folds,
  under-bets or bluffs by the expected gain in chips and game points of each choice. It takes
  the pot as game points when that beats showing, borrows when short and lends only to players
  far behind it.

Budgets are counted in word searches, never in seconds: a seeded bot plays the same move on any
machine. Searches on hands holding a joker cost several times more, so they count for more.
"""

import math
import zlib
from collections import Counter

from ..core import memo
from ..core.rng import Rng
from .materials import DECK, JOKER, MAX_ANNOUNCEMENT
from .rules import card_of, showdown_key, word_value
from . import words

LEVEL_TIER = {"easy": 2, "normal": 1, "hard": 0}

# How willing a player is to keep a card he does not use yet (common letters combine easily;
# rare letters and jokers aside). Normal and hard throw the least useful first.
KEEP = {
    "E": 9, "A": 8, "S": 8, "I": 7, "N": 7, "R": 7, "T": 7, "U": 6, "O": 6, "L": 6,
    "C": 5, "D": 5, "M": 5, "P": 5, "B": 4, "G": 4, "V": 4, "F": 3, "H": 3,
    "J": 2, "X": 2, "Y": 2, "Z": 2, "Q": 1, "K": 1, "W": 1,
    "ER": 6, "EN": 6, "AN": 6, "ON": 6, "IN": 6, "OU": 6, "AI": 5, "CH": 5, "QU": 4,
    JOKER: 99,
}
KEEP_AT_MOST = 7  # normal throws unused cards up to this usefulness

# What a hand is worth at the betting (best word value after a normal exchange), in steps of
# 5 % from the 0th to the 100th percentile; measured over 4,000 seeded deals by
# bench/glossa_bots.py --table. Normal's fixed estimate of an opponent's hand.
FINAL_VALUE_QUANTILES = (
    0, 44, 52, 56, 60, 65, 66, 72, 72, 78, 80, 84, 85, 90, 96, 102, 110, 120, 130, 150, 260,
)

# Work budgets of the hard player, in units of one joker-free word search (about 1 ms of
# CPython, 2.5 ms in the browser).
HARD_EXCHANGE_BUDGET = 80
HARD_SAMPLES_PER_KIND = 24  # at most, sampled opponent hands per number of cards exchanged
HARD_POOL_BUDGET = 80  # for all the opponents' samples of a deal
JOKER_COST = (1, 30, 60)  # a search with 0, 1, 2 jokers costs this many units (measured)
JOINT_DRAWS = 96  # joint opponent draws for the betting estimate (arithmetic only)
BET_SIZES = (10, 20, 30, 50, 80, 120, 160, 200, 250, 300)
DEAL_SPREAD = 500  # typical swing of the difference between two players over one deal, heads-up


# ===================================================================== entry point
def think(view, legal, level, rng):
    """Generator: yields between slices of work, returns the action."""
    legal = [a for a in legal if a["type"] != "end_after_deal"]  # the table ends games, not bots
    if len(legal) == 1:
        return legal[0]
    yield
    phase = view["phase"]
    if phase == "entry":
        return {"type": "enter"} if {"type": "enter"} in legal else legal[0]
    if phase == "exchange":
        if level == "hard":
            return (yield from _hard_exchange(view))
        if level == "normal":
            return {"type": "exchange", "cards": sorted(plan_exchange(view["hand"], LEVEL_TIER[level]))}
        return {"type": "exchange", "cards": []}
    if phase == "compose":
        if level == "hard":
            yield from _warm_pools(view)
        return {"type": "word", "cards": words.best_word(view["hand"], LEVEL_TIER[level])}
    if phase == "betting":
        return (yield from _bet(view, legal, level, rng))
    if phase == "collect":
        return _collect(view, legal, level)
    return _loans(view, legal, level)


# ===================================================================== exchange
def _unused(hand, word) -> list:
    left = Counter(hand)
    left.subtract(card_of(p) for p in word)
    return sorted(left.elements(), key=lambda c: (KEEP[c], c))


def plan_exchange(hand, tier: int = 1, count: int | None = None, word=None) -> list:
    """Normal's exchange: keep the best word, throw away up to three of the other cards, least
    useful first, keeping the useful ones (``KEEP``). With ``count``, throw exactly that many
    (taken from the word's own cards when too few are unused). ``word``: the best word when
    the caller already knows it."""
    if word is None:
        word = words.best_word(hand, tier)
    unused = _unused(hand, word)
    if count is None:
        return [c for c in unused if KEEP[c] <= KEEP_AT_MOST and c != JOKER][:3]
    out = [c for c in unused if c != JOKER][:count]
    if len(out) < count:
        rest = Counter(hand)
        rest.subtract(out)
        extra = sorted((c for c in rest.elements() if c != JOKER), key=lambda c: (KEEP[c], c))
        out += extra[:count - len(out)]
    return out[:count]


def unseen_cards(view) -> list:
    """The cards this seat has not seen this deal (or since the last shuffle in a continuous
    deal): candidates for the stock and the other hands."""
    if view.get("held"):
        known = Counter(view["held"])  # every card it held since the shuffle, hand included
    else:
        known = Counter(view["hand"]) + Counter(view["discarded"] or [])
    shown = Counter(view["shown"])
    shown.subtract(known)  # a card it held and showed is counted once
    pool = Counter(DECK)
    pool.subtract(known)
    pool.subtract(+shown)
    return sorted((+pool).elements())


def _search_cost(hand) -> int:
    return JOKER_COST[min(2, hand.count(JOKER))]


def _hard_exchange(view):
    """Try the candidate discards on the same sampled draws; keep the best mean word value."""
    hand = list(view["hand"])
    base = yield from words.iter_best_word(hand)
    if hand.count(JOKER) > 1:  # both jokers: every search is slow; play normal's exchange
        return {"type": "exchange", "cards": sorted(plan_exchange(hand, 0, word=base))}
    unused = [c for c in _unused(hand, base) if c != JOKER]
    candidates = [[]]
    for size in (1, 2, 3):
        for combo in _combinations(unused, size):
            if combo not in candidates:
                candidates.append(combo)
    normal = sorted(plan_exchange(hand, 0, word=base))
    if normal not in candidates:
        candidates.append(normal)
    # least useful discards first; keep as many as the budget allows
    candidates.sort(key=lambda d: (sum(KEEP[c] for c in d) - 3 * len(d), d))
    cost = _search_cost(hand)
    samples = max(2, min(10, HARD_EXCHANGE_BUDGET // (cost * 8)))
    keep_candidates = max(2, HARD_EXCHANGE_BUDGET // (cost * samples))
    if [] not in candidates[:keep_candidates]:
        candidates = [[]] + candidates[:keep_candidates - 1]
    else:
        candidates = candidates[:keep_candidates]
    # imagined draws hold no joker (2 cards in ~90: a slight undervaluation of exchanging,
    # against searches ten to thirty times longer)
    pool = [c for c in unseen_cards(view) if c != JOKER]
    rng = _private_rng(view, "exchange")
    draws = [rng.sample(pool, 3) for _ in range(samples)]
    best, best_score = [], None
    for discard in candidates:
        kept = list(hand)
        for card in discard:
            kept.remove(card)
        if not discard:
            score = word_value(base) if base else 0
        else:
            total = 0
            for draw in draws:
                new = yield from words.iter_best_word(kept + draw[:len(discard)])
                total += word_value(new) if new else 0
                yield
            score = total / samples
        if best_score is None or score > best_score:
            best, best_score = discard, score
    return {"type": "exchange", "cards": sorted(best)}


def _combinations(items, size):
    out = []
    seen = set()

    def walk(start, chosen):
        if len(chosen) == size:
            key = tuple(chosen)
            if key not in seen:
                seen.add(key)
                out.append(list(chosen))
            return
        for i in range(start, len(items)):
            chosen.append(items[i])
            walk(i + 1, chosen)
            chosen.pop()

    walk(0, [])
    return out


def _private_rng(view, purpose: str) -> Rng:
    """A generator seeded from what the seat knows, so that the same situation gives the same
    samples whatever was asked before (caches stay deterministic)."""
    text = (f"{purpose}|{view['seat']}|{view['deal']}|{sorted(view['hand'])}|{view['discarded']}|"
            f"{view['shown']}|{view.get('held')}")
    return Rng(zlib.crc32(text.encode()))


# ===================================================================== estimating the others
def _quantile_cdf(value: float) -> float:
    """Share of hands worth less than ``value`` in the fixed table (ties count half)."""
    q = FINAL_VALUE_QUANTILES
    if value <= q[0]:
        return 0.0
    if value >= q[-1]:
        return 1.0
    for i in range(1, len(q)):
        if value <= q[i]:
            low, high = q[i - 1], q[i]
            frac = (value - low) / (high - low) if high > low else 0.5
            return (i - 1 + frac) / (len(q) - 1)
    return 1.0


_POOLS: dict = memo.cache()


def _opponent_pool(view, exchanged: int, budget: int = HARD_POOL_BUDGET):
    """Hard: sampled final hands of an opponent who exchanged ``exchanged`` cards — seven cards
    drawn from the unseen ones, the ``exchanged`` least useful of them (``KEEP``) replaced by
    more unseen cards, the best everyday word found. A served hand counts fully only if a
    sensible player would have kept it (its best word leaves no card worth throwing).
    Returns a list of (showdown key, value, weight). Cached per deal (the compose phase fills
    it, the betting reuses it); yields while working."""
    key = (view["seat"], view["deal"], tuple(sorted(view["hand"])), tuple(view["shown"]),
           tuple(view["discarded"]), tuple(view.get("held") or ()), exchanged)
    pool = _POOLS.get(key)
    if pool is not None:
        return pool
    unseen = unseen_cards(view)
    rng = _private_rng(view, f"pool{exchanged}")
    out = []
    spent = 0
    while len(out) < HARD_SAMPLES_PER_KIND and (spent < budget or len(out) < 6):
        cards = rng.sample(unseen, 7 + exchanged)
        hand = sorted(cards[:7], key=lambda c: (KEEP[c], c))[exchanged:] + cards[7:]
        if hand.count(JOKER) > 1:
            continue  # both jokers: rare (0.5 %), and one search would block for too long
        spent += _search_cost(hand)
        word = yield from words.iter_best_word(hand, 1)
        weight = 1.0
        if not exchanged and any(KEEP[c] <= KEEP_AT_MOST for c in _unused(hand, word) if c != JOKER):
            weight = 0.25  # he would probably have thrown something
        out.append((showdown_key(word), word_value(word) if word else 0, weight))
        yield
    if len(_POOLS) > 64:
        _POOLS.clear()
    _POOLS[key] = out
    return out


def _table_prior(size: int) -> list:
    """The fixed table's twenty bins as pseudo-samples (their mid values), together worth a
    quarter of a pool of ``size``: they keep strong hands among the candidates even when the
    few drawn samples hold none, so a big bet can make them likely."""
    q = FINAL_VALUE_QUANTILES
    weight = 0.25 * size / (len(q) - 1)
    return [((mid, -6, ()), mid, weight) for mid in ((q[i] + q[i + 1]) / 2 for i in range(len(q) - 1))]


def _warm_pools(view):
    """Hard, while composing its word: prepare the opponents' samples for the betting."""
    kinds = _kinds(view)
    for k in kinds:
        yield from _opponent_pool(view, k, _pool_budget(len(kinds)))


def _kinds(view) -> list:
    """How many cards the other players of the deal exchanged (folded ones included, so the
    budget, hence the samples, do not depend on the moment they are drawn)."""
    return sorted({view["seats"][s]["exchanged"] or 0 for s in view["order"] if s != view["seat"]})


def _pool_budget(kinds: int) -> int:
    return max(20, HARD_POOL_BUDGET // max(1, kinds))


def _likelihood(value: float, actions: list) -> float:
    """How likely an opponent holding a word worth ``value`` made these betting moves, by a
    model of a sensible player: he bets up to about 60 % of his word's worth, raises only with
    a strong word, calls with a fair one and passes with a weak one (with room for bluffs)."""
    weight = 1.0
    for action in actions:
        kind = action["type"]
        if kind == "bet":
            weight *= 0.1 + 0.9 * _sigmoid((value - min(action["amount"] / 0.6, 180) - 10) / 15)
        elif kind == "raise":
            weight *= 0.1 + 0.9 * _sigmoid((value - min(max(100, 2 * action["amount"]), 180)) / 15)
        elif kind == "call":
            weight *= 0.3 + 0.7 * _sigmoid((value - 60) / 15)
        elif kind == "check":
            weight *= 0.2 + 0.8 * _sigmoid((80 - value) / 15)
    return weight


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


# ===================================================================== betting
def _situation(view):
    me = view["seat"]
    seats = view["seats"]
    opponents = [s for s in view["order"] if s != me and seats[s]["status"] in ("in", "all_in")]
    word = view["word"] or {"cards": [], "value": 0}
    return me, opponents, word


def _bet(view, legal, level, rng):
    if level == "hard":
        choices = yield from estimates(view, legal)
        return max(choices, key=lambda c: c[0])[1]
    me, opponents, word = _situation(view)
    kinds = {a["type"]: a for a in legal}
    bets = [a["amount"] for a in legal if a["type"] == "bet"]
    raises = [a["amount"] for a in legal if a["type"] == "raise"]
    if level == "easy":
        return _easy_bet(word["value"], kinds, bets, raises, view["controls"], rng)
    return _normal_bet(word["value"], kinds, bets, raises, view, len(opponents))


def _easy_bet(value, kinds, bets, raises, controls, rng):
    """A little on a good word, calls what is small beside its word, rarely raises."""
    if "check" in kinds:
        if value >= 80 and bets:
            return {"type": "bet", "amount": _pick(bets, 10 if value < 120 else 20)}
        return kinds["check"]
    if raises and value >= 150 and rng.random() < 0.15:
        return {"type": "raise", "amount": _pick(raises, 20)}
    if controls["call_amount"] <= max(30, value * 0.6):
        return kinds["call"]
    return kinds["fold"]


def _normal_bet(value, kinds, bets, raises, view, opponents):
    """In proportion to the word, against the fixed table: ``p`` is the chance that the word
    beats every opponent still in. Bets (20 % to 80 % of the word, more when ``p`` is high)
    with a fair chance; calls when the word's points plus its share of the pot pay the call;
    raises with a strong chance."""
    p = _quantile_cdf(value) ** opponents
    if "check" in kinds:
        if bets and p >= 0.35:
            return {"type": "bet", "amount": _pick(bets, _round10(value * (0.2 + 0.6 * p)))}
        return kinds["check"]
    call_cost = view["controls"]["call_amount"]
    if raises and p >= 0.7 and view["seats"][view["seat"]]["chips"] > call_cost:
        return {"type": "raise", "amount": _pick(raises, _round10(value * 0.5 * p))}
    if value + p * (view["pot"] + call_cost) - call_cost >= 0:
        return kinds["call"]
    return kinds["fold"]


def _pick(amounts, wanted: int) -> int:
    """The legal amount nearest to ``wanted``."""
    return min(amounts, key=lambda a: (abs(a - wanted), a))


def _round10(x: float) -> int:
    return max(10, int(round(x / 10.0)) * 10)


def estimates(view, legal):
    """Hard's score of each betting choice (pass, fold, call, some bet or raise sizes), as a
    list of (score, action); a generator, like ``think``. The score is the mean result over
    joint draws of the opponents' hands: the bot's own gain in chips and game points; heads-up
    the gain minus the opponent's (a fold then hands him the pot to score), turned into the
    chance of finishing ahead when the number of deals left is known."""
    me, opponents, word = _situation(view)
    value = word["value"]
    my_key = showdown_key(word["cards"])
    seats = view["seats"]
    pools = {}
    kinds = _kinds(view)
    for k in kinds:
        pools[k] = yield from _opponent_pool(view, k, _pool_budget(len(kinds)))
    history = view["history"]
    models = []
    for seat in opponents:
        pool = pools[seats[seat]["exchanged"] or 0]
        pool = pool + _table_prior(len(pool))
        moves = [h for h in history if h["seat"] == seat and h["type"] in ("bet", "raise", "call", "check")]
        models.append(([(k, v) for k, v, _ in pool], [w * _likelihood(v, moves) for _, v, w in pool]))
    rng = _private_rng(view, f"bet{len(history)}")
    draws = [[pool[_weighted(weights, rng)] for pool, weights in models] for _ in range(JOINT_DRAWS)]
    yield
    table = _Table(view, value, my_key, opponents)
    kinds = {a["type"]: a for a in legal}
    options = []  # (action, how to settle it, its argument)
    if "check" in kinds:
        options.append((kinds["check"], table.check, None))
        for amount in _sizes([a["amount"] for a in legal if a["type"] == "bet"]):
            options.append(({"type": "bet", "amount": amount}, table.put, amount))
    else:
        options.append((kinds["fold"], table.fold, None))
        options.append((kinds["call"], table.put, table.to_call))
        if any(seats[s]["status"] == "in" for s in opponents):
            for amount in _sizes([a["amount"] for a in legal if a["type"] == "raise"]):
                options.append(({"type": "raise", "amount": amount}, table.put, table.to_call + amount))
    choices = []
    for action, settle, argument in options:
        score = table.mean(draws, settle) if argument is None else table.mean(draws, settle, argument)
        choices.append((score, action))
        yield
    return choices


class _Table:
    """What happens next in one draw of the opponents' hands, for the hard player."""

    def __init__(self, view, value, my_key, opponents):
        self.value, self.my_key, self.opponents = value, my_key, opponents
        seats = view["seats"]
        me = view["seat"]
        self.seats = seats
        self.pot = view["pot"]
        self.level = view["level"]
        self.stake = seats[me]["stake"]
        self.chips = seats[me]["chips"]
        self.to_call = view["controls"]["to_call"]
        self.heads_up = view["players"] == 2
        totals = view["sheet"]["totals"]
        self.lead = totals[me] - sum(totals[s] for s in range(view["players"]) if s != me)
        self.deals_left = None if view["deals"] is None else view["deals"] - view["deal"]

    def mean(self, draws, settle, *args) -> float:
        """The score of a choice over the draws: the mean gain; heads-up in a game of known
        length, the chance of finishing ahead (the lead now, plus this deal's result, plus the
        deals left counted as a fair coin of spread ``DEAL_SPREAD`` each)."""
        return sum(self._score(*settle(draw, *args)) for draw in draws) / len(draws)

    def _score(self, mine: float, theirs: list) -> float:
        if not self.heads_up:
            return mine
        if self.deals_left is None:
            return mine - sum(theirs)
        return self._ahead(self.lead + mine - sum(theirs))

    def _ahead(self, lead: float) -> float:
        if self.deals_left == 0:
            return 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
        spread = DEAL_SPREAD * math.sqrt(self.deals_left)
        return 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))

    def _answers(self, v, owed, pot_seen) -> bool:
        """A sensible opponent calls when his word plus his chance of the pot pays the call."""
        p_his = _quantile_cdf(v) ** len(self.opponents)
        return v + p_his * (pot_seen + owed) >= owed

    def put(self, draw, extra):
        """Put ``extra`` more chips in (call, bet or raise); each opponent answers."""
        paid = min(self.chips, extra)
        level = max(self.level, self.stake + paid)
        pot_seen = self.pot + paid
        inside = []  # (index, key, value, chips he adds)
        for i, ((key, v), seat) in enumerate(zip(draw, self.opponents)):
            info = self.seats[seat]
            owed = min(level - info["stake"], info["chips"])
            if owed <= 0 or info["status"] == "all_in":
                inside.append((i, key, v, 0))
            elif self._answers(v, owed, pot_seen):
                inside.append((i, key, v, owed))
        theirs = [0.0] * len(draw)
        if not inside:  # nobody answers: the pot, and the better of showing or not
            return self.pot + max(self.value, pot_seen), theirs
        total = pot_seen + sum(o for _, _, _, o in inside)
        for i, _, v, owed in inside:
            theirs[i] = v - owed
        best = max(key for _, key, _, _ in inside)
        if self.my_key > best:
            return self.value - paid + total, theirs
        winners = [i for i, key, _, _ in inside if key == best]
        share = total / (len(winners) + (self.my_key == best))
        for i in winners:
            theirs[i] += share
        return self.value - paid + (share if self.my_key == best else 0.0), theirs

    def fold(self, draw):
        """Folding: nothing more for us; heads-up the opponent takes the pot and scores the
        better of his word and the pot."""
        theirs = [0.0] * len(draw)
        if len(draw) == 1:
            v = draw[0][1]
            theirs[0] = self.pot + max(v, self.pot)
        return 0.0, theirs

    def check(self, draw):
        """Passing: an opponent with a good word bets about 60 % of it and we answer as best we
        can; if nobody bets the antes stay as cagnotte (nothing changes hands now)."""
        strongest = max(range(len(draw)), key=lambda i: draw[i][0])
        key, v = draw[strongest]
        p_his = _quantile_cdf(v) ** len(self.opponents)
        if p_his < 0.35 or self.seats[self.opponents[strongest]]["status"] != "in":
            return 0.0, [0.0] * len(draw)
        bet = min(MAX_ANNOUNCEMENT, _round10(v * (0.2 + 0.6 * p_his)), self.chips + self.to_call)
        pot = self.pot + bet
        lose = [0.0] * len(draw)
        call_total = pot + bet
        if self.my_key > key:
            called = (self.value + pot, _with(lose, strongest, v - bet))
        else:
            called = (self.value - bet, _with(lose, strongest, v - bet + call_total))
        folded = (0.0, _with(lose, strongest, self.pot + max(v, pot)))
        return max(called, folded, key=lambda r: self._score(*r))


def _with(values, index, value):
    out = list(values)
    out[index] = value
    return out


def _sizes(amounts):
    if not amounts:
        return []
    return sorted({_pick(amounts, s) for s in BET_SIZES if s <= amounts[-1]} | {amounts[-1]})


def _weighted(weights, rng) -> int:
    total = sum(weights)
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


# ===================================================================== after the betting
def _collect(view, legal, level):
    """Show (score the word) or not (score the pot): easy shows any word it has."""
    show, conceal = {"type": "show"}, {"type": "conceal"}
    if show not in legal:
        return conceal
    value = view["word"]["value"]
    if level == "easy":
        return show
    return show if value >= view["pot"] else conceal


def _loans(view, legal, level):
    """Borrowing is free (the loan goes on the sheet as much as it adds in chips) and gives
    chips to bet with: normal and hard borrow the most they can from the richest player; easy
    only when it cannot pay the entry. Easy and normal always lend. Hard lends heads-up only
    when behind (if the other cannot pay the entry the game ends, which suits the leader), and
    at a bigger table only to a player far behind it."""
    me = view["seat"]
    if view["loan"] is not None:  # we are asked to lend
        if level != "hard":
            return {"type": "lend"}
        borrower = view["loan"]["borrower"]
        totals = view["sheet"]["totals"]
        if view["players"] == 2:
            return {"type": "lend"} if totals[me] < totals[borrower] else {"type": "refuse"}
        return {"type": "lend"} if totals[borrower] < totals[me] - 500 else {"type": "refuse"}
    asks = [a for a in legal if a["type"] == "borrow"]
    if not asks or (level == "easy" and view["seats"][me]["chips"] >= 10):
        return {"type": "no_loan"}
    richest = max({a["lender"] for a in asks}, key=lambda s: (view["seats"][s]["chips"], -s))
    return max((a for a in asks if a["lender"] == richest), key=lambda a: a["amount"])
