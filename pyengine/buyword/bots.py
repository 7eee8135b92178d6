"""BuyWord's computer players. They see only their view (everything on the table is public in
BuyWord; the bag is known as letter counts, never as an order) and the legal actions.

The money model all three share: a word of P pips sells for P², a lot of Q pips costs Q²; so
every pip earns P when sold in a word of P pips and costs Q when bought in a lot of Q pips.
Tiles kept in hand are valued by a *keep value* (``keep``): a shadow price per pip that falls
as the bag empties (a tile kept at the end is lost), less a penalty for a hand that lacks
vowels or consonants. A *plan* is a set of words to sell now; its value is what they fetch
plus the keep value of what is left, minus what must be thrown away over the limit.

- easy: buys cheap lots (up to a fixed price), sells the first good common word it sees
  (the longest common word of its tiles), throws away at random over the limit.
- normal: values a lot by its keep value, buys when that beats the price; sells greedily
  (the best-paid word while it pays more than keeping its tiles).
- hard: values a lot by the best plan it completes with the tiles kept (its words found by a
  full search, with the wild), and by the words the lot brings within one tile of the unseen
  bag; sells by the best partition of its tiles into words, keeping tiles for a longer word
  when squares make waiting pay. It bids up to a lot's value to it, trades lots when the swap
  is worth more to it (and offers swaps the other side should like), and in the crossword
  lays the best-paid placement over the grid.

Every search is sliced (``search.rack_words``): ``think`` yields between slices.
"""

from __future__ import annotations

from collections import OrderedDict

from .. import lexicon
from ..core import memo
from . import rules
from .search import counts_of, grid_fits, grid_lines, rack_words

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
VOWELS = frozenset("AEIOUY")

# ------------------------------------------------------------------ tunable parameters
#: Shadow value of a kept pip early in the game, by level (falls to 0 when the bag is empty).
#: The higher, the more patient: the normal player sells sooner than the hard one.
KEEP_PIP = {"easy": 4.0, "normal": 9.0, "hard": 14.0}
#: Rounds before the end under which the keep value starts to fall.
KEEP_HORIZON = 3.0
#: Value of a wild kept for later, early in the game (falls like the keep value).
KEEP_WILD = {"easy": 0.0, "normal": 8.0, "hard": 12.0}
#: Penalty per missing vowel (or consonant) below a third of the kept tiles, at full keep value.
BALANCE = 6.0
#: Easy: the most it pays for a lot; the shortest word it sells.
EASY_MAX_PRICE = 25
EASY_MIN_WORD = 4
#: Words considered for a partition (best gains first) and how many words a plan may hold.
PLAN_WORDS = 24
PLAN_DEPTH = 3
#: Hard, with no wild left: weight of the words one tile short that the bag may complete, and
#: how many rounds ahead it looks.
POTENTIAL = 1.0
POTENTIAL_ROUNDS = 2
#: Bidders raise by the normal price divided by this (a tenth), up to the lot's value to them.
BID_STEP = 10
#: Least gain (in dollars, by its own reckoning) for which a player offers a swap of lots.
TRADE_MARGIN = 5.0
#: Crossword: work spent searching the grid (automaton edges looked at, about 1,600 a
#: millisecond in CPython), by level; the hard player also tries its wild on the best lines.
GRID_BUDGET = {"easy": 30_000, "normal": 60_000, "hard": 240_000}
GRID_WILD_LINES = 4
#: Scored words computed between two yields.
SCORE_SLICE = 800
CACHE_SIZE = 32
#: Phases whose decisions may search words.
SEARCHING = frozenset(("buy", "sell", "auction", "top", "trade", "answer"))

_OPTIONS: OrderedDict = memo.cache(OrderedDict)
_PLANS: OrderedDict = memo.cache(OrderedDict)


def think(view, legal, level, rng):
    """Generator: yields between slices of work, returns the chosen action."""
    phase = view["phase"]
    handler = _PHASES.get(phase)
    if handler is None or len(legal) == 1:
        return legal[0]
    if phase in SEARCHING:
        yield  # the view and legal actions were just built: let the page breathe first
    action = yield from handler(view, legal, level, rng)
    return action


def _remember(cache, key, value):
    cache[key] = value
    if len(cache) > CACHE_SIZE:
        cache.popitem(last=False)
    return value


# ------------------------------------------------------------------ the state seen
class Seat:
    """What a bot needs from its view: its tiles, wilds, money, the bag and the stage."""

    def __init__(self, view, level):
        self.view = view
        self.level = level
        self.me = view["seat"]
        you = view["you"]
        self.hand = "".join(t["letter"] for t in you["tiles"])
        self.wilds = you["wilds"]
        self.money = you["money"]
        self.bag_name = view["bag_name"]
        self.lang = view.get("language", "fr")  # the words' language
        self.pips = view["pips"]
        self.wild_pips = view["wild_pips"]
        self.limit = view["limit"]
        self.last = view["last_round"]
        players = view["players"]
        per_round = max(1, 3 * players)  # tiles drawn per round, on average (choice = 2)
        bag = view["bag"] + (view["refills_left"] > 0) * (view["sold_count"] + view["bag"])
        self.rounds_left = 0.0 if self.last else bag / per_round
        stage = min(1.0, self.rounds_left / KEEP_HORIZON)
        self.keep_pip = KEEP_PIP[level] * stage
        self.keep_wild = KEEP_WILD[level] * stage
        # (Measured: discounting rare letters such as W or K here loses money: the word
        # searches already tell which tiles can be used.)
        self.tile_keep = {ch: self.keep_pip * self.pips[ch] for ch in LETTERS}
        self.balance = BALANCE * self.keep_pip / KEEP_PIP["hard"]
        # words the table refused (a theme vote): never offered again
        self.refused = frozenset(w for r in view.get("refused", ()) if r["why"] == "theme"
                                 for w in r["words"])
        self.key = (self.bag_name, self.lang, self.wild_pips, self.limit, self.last, self.keep_pip,
                    self.keep_wild, self.refused)

    def pip_sum(self, letters):
        pips = self.pips
        return sum(pips[ch] for ch in letters)

    def keep_of(self, tiles):
        """The keep value of these tiles' pips alone. Added one by one, never with ``sum()``:
        Python 3.12 changed how ``sum()`` adds floats, and the browser's Python is 3.14 — a
        last-bit difference could turn a decision."""
        tile_keep = self.tile_keep
        value = 0.0
        for ch in tiles:
            value += tile_keep[ch]
        return value

    def keep(self, letters, wilds=0):
        """The keep value of tiles left in hand (and of wilds kept)."""
        tile_keep = self.tile_keep
        value = self.keep_wild * wilds
        if not letters:
            return value
        vowels = 0
        for ch in letters:
            value += tile_keep[ch]
            if ch in VOWELS:
                vowels += 1
        third = (len(letters) + 2) // 3
        short = max(0, third - vowels) + max(0, third - (len(letters) - vowels))
        return value - self.balance * short

    def word_price(self, word, wild):
        pips = self.pip_sum(word)
        if wild is not None:
            pips += self.wild_pips - self.pips[word[wild]]
        return pips * pips


def _without(hand, tiles):
    for ch in tiles:
        hand = hand.replace(ch, "", 1)
    return hand


# ------------------------------------------------------------------ words and plans
def word_options(seat, hand, wild):
    """Generator: the distinct ways to sell a word from ``hand`` (+ a wild): one word per set
    of tiles (anagrams fetch the same price), as ``(tiles, word, wild_index, tile_pips)``."""
    key = (hand, bool(wild), seat.bag_name, seat.lang, seat.refused)
    found = _OPTIONS.get(key)
    if found is not None:
        _OPTIONS.move_to_end(key)
        return found
    words = yield from rack_words(hand, wild, min_length=rules.MIN_WORD, lang=seat.lang)
    pips = seat.pips
    best = {}
    refused = seat.refused
    for n, (word, at) in enumerate(words):
        if word in refused:
            continue
        tiles = word if at is None else word[:at] + word[at + 1:]
        tiles = "".join(sorted(tiles))
        k = (tiles, at is not None)
        if k not in best or word < best[k][1]:
            best[k] = (tiles, word, at, sum(pips[ch] for ch in tiles))
        if n % SCORE_SLICE == SCORE_SLICE - 1:
            yield
    return _remember(_OPTIONS, key, sorted(best.values(), key=lambda o: (o[0], o[2] is not None)))


def _price(seat, option):
    total = option[3] + (seat.wild_pips if option[2] is not None else 0)
    return total * total


def _gain(seat, option):
    """Money now less the keep value of what the word spends."""
    tiles, _, at, _ = option
    value = _price(seat, option) - seat.keep_of(tiles)
    return value - (seat.keep_wild if at is not None else 0)


def best_plan(seat, hand, wilds, options):
    """Generator: the best set of words to sell from ``hand`` (+ ``wilds``, one per word) and its
    value: money now plus the keep value of the rest, less what must be thrown away over the
    limit. Returns ``(value, [(word, wild)])``."""
    key = (hand, wilds, seat.key)
    found = _PLANS.get(key)
    if found is not None:
        return found
    over = not seat.last
    leaves = {}

    def leaf(rest, w):
        k = (rest, w)
        value = leaves.get(k)
        if value is None:
            value = leaves[k] = _leaf_value(seat, rest, w, over)
        return value

    scored = []
    for n, option in enumerate(options):
        if wilds or option[2] is None:
            scored.append((_gain(seat, option), _price(seat, option), option))
        if n % SCORE_SLICE == SCORE_SLICE - 1:
            yield
    candidates = sorted(scored, key=lambda c: (-c[0], c[2][1]))[:PLAN_WORDS]
    best = [leaf(hand, wilds), []]
    counts = counts_of(hand)

    def dfs(start, left_wilds, money, chosen, remaining, depth):
        for i in range(start, len(candidates)):
            gain, price, option = candidates[i]
            tiles, word, at, _ = option
            if at is not None and not left_wilds:
                continue
            ok = True
            for ch in tiles:
                k = ord(ch) - 65
                counts[k] -= 1
                if counts[k] < 0:
                    ok = False
            if ok:
                rest = _without(remaining, tiles)
                w = left_wilds - (at is not None)
                total = money + price
                chosen.append((word, at))
                value = total + leaf(rest, w)
                if value > best[0]:
                    best[0], best[1] = value, list(chosen)
                if depth + 1 < PLAN_DEPTH and rest:
                    dfs(i + 1, w, total, chosen, rest, depth + 1)
                chosen.pop()
            for ch in tiles:
                counts[ord(ch) - 65] += 1

    # the first word of the plan at the top level, so the search can yield between them
    for i in range(len(candidates)):
        gain, price, option = candidates[i]
        tiles, word, at, _ = option
        for ch in tiles:
            counts[ord(ch) - 65] -= 1
        if min(counts) >= 0:
            rest = _without(hand, tiles)
            w = wilds - (at is not None)
            value = price + leaf(rest, w)
            if value > best[0]:
                best[0], best[1] = value, [(word, at)]
            if PLAN_DEPTH > 1 and rest:
                dfs(i + 1, w, price, [(word, at)], rest, 1)
        for ch in tiles:
            counts[ord(ch) - 65] += 1
        yield
    return _remember(_PLANS, key, (best[0], best[1]))


def _leaf_value(seat, rest, wilds, over):
    """Keep value of what is left, after throwing away what the limit forbids."""
    if over and len(rest) > seat.limit:
        rest = _without(rest, discard_choice(seat, rest, len(rest) - seat.limit))
    return seat.keep(rest, wilds)


def discard_choice(seat, hand, count):
    """The ``count`` tiles whose loss costs least keep value, one at a time: at each step the
    cheapest vowel or the cheapest consonant, whichever leaves the better hand."""
    thrown = []
    rest = hand
    tile_keep = seat.tile_keep
    for _ in range(count):
        options = []
        vowels = [ch for ch in rest if ch in VOWELS]
        consonants = [ch for ch in rest if ch not in VOWELS]
        for group in (vowels, consonants):
            if group:
                ch = min(group, key=lambda c: (tile_keep[c], c))
                options.append((-seat.keep(rest.replace(ch, "", 1)), ch))
        ch = min(options)[1]
        thrown.append(ch)
        rest = rest.replace(ch, "", 1)
    return sorted(thrown)


# ------------------------------------------------------------------ phases
def _roll(view, legal, level, rng):
    return {"type": "roll"}
    yield  # pragma: no cover


def _choose(view, legal, level, rng):
    """Small lots are cheap per pip ((sum of pips)² grows with the lot): take 2, except easy,
    which picks at random."""
    if level == "easy":
        return legal[rng.below(len(legal))]
    return {"type": "choose", "count": 2}
    yield  # pragma: no cover


def lot_value(seat, hand, lot, level):
    """Generator: what adding ``lot`` to ``hand`` is worth (before paying for it): normal, the
    keep value it adds; hard, how much better the best plan gets with it."""
    if level == "easy":
        return 0.0
    if level == "normal":
        return seat.keep(hand + lot) - seat.keep(hand)
    bigger = "".join(sorted(hand + lot))
    options = yield from word_options(seat, bigger, seat.wilds > 0)
    with_lot, _ = yield from best_plan(seat, bigger, seat.wilds, options)
    options = yield from word_options(seat, hand, seat.wilds > 0)
    without, _ = yield from best_plan(seat, hand, seat.wilds, options)
    if not seat.wilds and POTENTIAL:
        with_lot += yield from potential(seat, bigger)
        without += yield from potential(seat, hand)
    return with_lot - without


def potential(seat, hand):
    """Generator: with no wild left, what the unseen bag may still make of these tiles: the
    best word one tile short, its gain weighted by the chance that the missing letter is drawn
    in the next rounds (from the bag's known letter counts)."""
    bag = seat.view["bag_letters"]
    total = sum(bag.values())
    if not total or seat.last:
        return 0.0
    draws = int(min(POTENTIAL_ROUNDS, seat.rounds_left) * 3)  # tiles this player may still draw
    options = yield from word_options(seat, hand, True)
    best = 0.0
    for option in options:
        tiles, word, at, _ = option
        if at is None:
            continue
        missing = bag.get(word[at], 0)
        if not missing:
            continue
        miss = 1.0
        for _ in range(draws):  # (1 - p) ** draws, by products: no libm pow, same on every Python
            miss *= 1.0 - missing / total
        chance = 1.0 - miss
        gain = _price(seat, (tiles + word[at], word, None, option[3] + seat.pips[word[at]]))
        gain -= seat.keep_of(tiles) + seat.tile_keep[word[at]]
        best = max(best, chance * gain)
    return POTENTIAL * best


def _buy(view, legal, level, rng):
    seat = Seat(view, level)
    price = view["you"]["lot_price"]
    kinds = {a["type"] for a in legal}
    if "buy" not in kinds:
        return {"type": "reject"}
    if level == "easy":
        return {"type": "buy"} if price <= EASY_MAX_PRICE else {"type": "reject"}
    lot = "".join(view["you"]["lot"])
    value = yield from lot_value(seat, seat.hand, lot, level)
    return {"type": "buy"} if value >= price else {"type": "reject"}


def _sell(view, legal, level, rng):
    seat = Seat(view, level)
    kinds = {a["type"] for a in legal}
    hand = seat.hand
    if view["crossword"]:
        action = yield from _crossword_sell(view, legal, level, rng, seat)
        return action
    if level == "easy":
        options = yield from word_options(seat, hand, False)
        good = [(len(o[1]), o[1]) for o in options
                if len(o[1]) >= EASY_MIN_WORD or (seat.last or "discard" in kinds)]
        good = [g for g in good if lexicon.tier(g[1], seat.lang) >= 2] or good
        if good and (seat.last or "discard" in kinds or rng.random() < 0.8):
            _, word = max(good)
            return {"type": "sell", "word": word, "wild": None}
        if "discard" in kinds:
            excess = view["you"]["excess"]
            return {"type": "discard", "tiles": sorted(rng.sample(list(hand), excess))}
        return {"type": "done"}
    options = yield from word_options(seat, hand, seat.wilds > 0)
    if level == "normal":
        plan = _greedy_plan(seat, hand, seat.wilds, options)
    else:
        _, plan = yield from best_plan(seat, hand, seat.wilds, options)
    if plan:
        word, wild = max(plan, key=lambda w: (seat.word_price(*w), w[0]))
        return {"type": "sell", "word": word, "wild": wild}
    if "discard" in kinds:
        return {"type": "discard", "tiles": discard_choice(seat, hand, view["you"]["excess"])}
    return {"type": "done"}


def _greedy_plan(seat, hand, wilds, options):
    """Normal: the best-paid word, if it pays more than keeping its tiles (or if the limit or
    the last round demands it)."""
    over = (not seat.last) and len(hand) > seat.limit
    best = None
    for option in options:
        if option[2] is not None and not wilds:
            continue
        if _gain(seat, option) > 0 or over:
            key = (_price(seat, option), option[1])
            if best is None or key > best[0]:
                best = (key, option[1], option[2])
    return [(best[1], best[2])] if best else []


def _review(view, legal, level, rng):
    """Computer players abstain on themes; in honour mode they challenge a word that is not in
    the word list (easy never challenges)."""
    kinds = {a["type"] for a in legal}
    review = view["review"]
    if "challenge" in kinds and level != "easy":
        if any(not lexicon.is_word(w, view.get("language", "fr")) for w, _ in review["words"]):
            return {"type": "challenge"}
    if "abstain" in kinds:
        return {"type": "abstain"}
    return {"type": "accept"}
    yield  # pragma: no cover


# ------------------------------------------------------------------ lots: auction, trade, draft
def _net_lot_value(seat, hand, lot, level):
    """Generator: what a lot is worth to a hand once paid for (never below 0: it can be
    rejected)."""
    if not lot:
        return 0.0
    value = yield from lot_value(seat, hand, lot, level)
    return max(0.0, value - rules.price(lot, seat.view["bag_name"], seat.wild_pips))


def _auction_turn(view, legal, level, rng):
    """Bid the minimum while the lot is worth more than that to this hand."""
    seat = Seat(view, level)
    auction = view["auction"]
    low = auction["next_min"]
    bids = [a for a in legal if a["type"] == "bid"]
    if level == "easy" or not bids:
        return {"type": "pass"}
    lot = "".join(auction["tiles"])
    value = yield from lot_value(seat, seat.hand, lot, level)
    if value > low and low <= seat.money:
        step = max(1, auction["price"] // BID_STEP)  # raise by a tenth of the normal price
        return {"type": "bid", "amount": min(seat.money, max(low, min(int(value) - 1, low + step - 1)))}
    return {"type": "pass"}


def _top(view, legal, level, rng):
    seat = Seat(view, level)
    auction = view["auction"]
    if {"type": "top"} not in legal:
        return {"type": "decline"}
    lot = "".join(auction["tiles"])
    if level == "easy":
        return {"type": "top"} if auction["top_price"] <= EASY_MAX_PRICE else {"type": "decline"}
    value = yield from lot_value(seat, seat.hand, lot, level)
    return {"type": "top"} if value >= auction["top_price"] else {"type": "decline"}


def _hands_of(view):
    return ["".join(h) for h in view["hands"]]


def _trade(view, legal, level, rng):
    """Offer a swap of lots that is worth more to this seat, and that the other side should
    like too (its own gain, by the same reckoning, not negative); under "sale", add money to
    share the gain."""
    seat = Seat(view, level)
    offers = [a for a in legal if a["type"] == "offer"]
    if level == "easy" or not offers:
        return {"type": "pass"}
    me = seat.me
    mine = "".join(view["lots"][me])
    hands = _hands_of(view)
    my_net = yield from _net_lot_value(seat, seat.hand, mine, level)
    best = None
    for partner in sorted({a["to"] for a in offers}):
        theirs = "".join(view["lots"][partner])
        if sorted(theirs) == sorted(mine):
            continue
        gain = (yield from _net_lot_value(seat, seat.hand, theirs, level)) - my_net
        other = Seat(_as_seat(view, partner), level)
        their_gain = (yield from _net_lot_value(other, hands[partner], mine, level)) - \
            (yield from _net_lot_value(other, hands[partner], theirs, level))
        pay = 0
        if view["options"]["trade"] == "sale" and their_gain < 0 <= gain + their_gain:
            pay = int(-their_gain) + 1  # make it worth their while
        if gain - pay > TRADE_MARGIN and their_gain + pay >= 0 and pay <= seat.money:
            if best is None or gain - pay > best[0]:
                best = (gain - pay, partner, pay)
    if best is None:
        return {"type": "pass"}
    return {"type": "offer", "to": best[1], "pay": best[2]}


def _as_seat(view, seat):
    """The view as another seat would see it (everything is public but its money and tiles)."""
    other = dict(view)
    other["seat"] = seat
    other["you"] = {"tiles": [{"letter": t, "pips": view["pips"][t]} for t in view["hands"][seat]],
                    "wilds": view["wilds"][seat], "money": view["money"][seat],
                    "lot": view["lots"][seat], "lot_price": view["lot_prices"][seat]}
    return other


def _answer(view, legal, level, rng):
    seat = Seat(view, level)
    offer = view["offer"]
    if level == "easy":
        return {"type": "refuse"}
    me = seat.me
    mine = "".join(view["lots"][me])
    theirs = "".join(view["lots"][offer["from"]])
    gain = (yield from _net_lot_value(seat, seat.hand, theirs, level)) - \
        (yield from _net_lot_value(seat, seat.hand, mine, level))
    return {"type": "accept"} if gain + offer["pay"] > 0 else {"type": "refuse"}


def _draft(view, legal, level, rng):
    """Take the tile that adds most keep value for what it adds to the lot's price."""
    seat = Seat(view, level)
    lot = "".join(view["lots"][seat.me] or [])
    choices = sorted({a["tile"] for a in legal})
    if level == "easy":
        return {"type": "pick", "tile": min(choices, key=lambda t: (seat.pips[t], t))}
    q = seat.pip_sum(lot)
    base = seat.keep(seat.hand + lot)
    best = None
    for tile in choices:
        p = seat.pips[tile]
        score = seat.keep(seat.hand + lot + tile) - base - (2 * q * p + p * p)
        if best is None or score > best[0]:
            best = (score, tile)
    return {"type": "pick", "tile": best[1]}
    yield  # pragma: no cover


def _buy_or_auction(view, legal, level, rng):
    """Buy, reject or (with the auction variant) auction. A lot worth its price is bought; a
    lot too dear but worth its opening bid is auctioned, in the hope of a low bid the seller
    can top (if nobody bids, it costs its normal price again, and he lets it go); a lot worth
    less is rejected."""
    kinds = {a["type"] for a in legal}
    if "auction" not in kinds or level == "easy":
        action = yield from _buy(view, legal, level, rng)
        return action
    seat = Seat(view, level)
    price = view["you"]["lot_price"]
    lot = "".join(view["you"]["lot"])
    value = yield from lot_value(seat, seat.hand, lot, level)
    opening = rules.opening_bid(price)
    if value >= price and "buy" in kinds:
        return {"type": "buy"}
    if value >= opening + 1 and opening + 1 <= seat.money:
        return {"type": "auction"}
    return {"type": "reject"}


# ------------------------------------------------------------------ crossword
def _crossword_sell(view, legal, level, rng, seat):
    """Lay a word on the grid: the first anywhere (at the origin, across), then the placement
    whose words pay most for the tiles it spends (normal: the best-paid one, if it pays more
    than keeping its tiles; easy: the longest common word it finds)."""
    kinds = {a["type"] for a in legal}
    hand = seat.hand
    cells = view["grid"]["cells"]
    over = "discard" in kinds
    if not cells:
        options = yield from word_options(seat, hand, seat.wilds > 0 and level != "easy")
        if level == "hard":
            _, plan = yield from best_plan(seat, hand, seat.wilds, options)
        elif level == "normal":
            plan = _greedy_plan(seat, hand, seat.wilds, options)
        else:
            common = [(len(o[1]), o[1]) for o in options if o[2] is None and lexicon.tier(o[1], seat.lang) >= 2]
            plan = [(max(common)[1], None)] if common and (len(max(common)[1]) >= EASY_MIN_WORD
                                                          or over or seat.last) else []
        if plan:
            word, wild = max(plan, key=lambda w: (seat.word_price(*w), w[0]))
            return {"type": "sell", "word": word, "wild": wild, "row": 0, "col": 0, "dir": "across"}
    else:
        grid = {(c["row"], c["col"]): (c["letter"], c["wild"]) for c in cells}
        budget = GRID_BUDGET[level]
        fits = yield from grid_fits(grid, hand, False, seat.pips, seat.wild_pips, rules.GRID_REACH,
                                    budget=budget, lang=seat.lang)
        if seat.wilds and level == "hard":
            lines = grid_lines(grid, seat.pips)[:GRID_WILD_LINES]
            fits = fits + (yield from grid_fits(grid, hand, True, seat.pips, seat.wild_pips,
                                                 rules.GRID_REACH, budget=budget, lines=lines,
                                                 lang=seat.lang))
        best = None
        stay = _leaf_value(seat, hand, seat.wilds, over)
        leaves = {}
        for n, (price, word, row, col, direction, wild, tiles) in enumerate(fits):
            if word in seat.refused:
                continue
            if level == "easy":
                if len(word) < 2 or lexicon.tier(word, seat.lang) < 2:
                    continue
                score = len(word)
                worth = len(word) >= EASY_MIN_WORD or over or seat.last
            else:
                used = wild is not None
                key = (tiles, used)
                leaf = leaves.get(key)
                if leaf is None:
                    leaf = leaves[key] = _leaf_value(seat, _without(hand, tiles), seat.wilds - used, over)
                score = price + leaf
                worth = score > stay
                if level == "normal":
                    score = price  # greedy: the best-paid placement that is worth it
            if worth and (best is None or (score, word) > best[0]):
                best = ((score, word), {"type": "sell", "word": word, "wild": wild,
                                        "row": row, "col": col, "dir": direction})
            if n % SCORE_SLICE == SCORE_SLICE - 1:
                yield
        if best is not None:
            return best[1]
    if over:
        return {"type": "discard", "tiles": discard_choice(seat, hand, view["you"]["excess"])
                if level != "easy" else sorted(rng.sample(list(hand), view["you"]["excess"]))}
    return {"type": "done"}


_PHASES = {
    "roll": _roll, "choose": _choose, "buy": _buy_or_auction, "sell": _sell, "review": _review,
    "auction": _auction_turn, "top": _top, "trade": _trade, "answer": _answer, "draft": _draft,
}
