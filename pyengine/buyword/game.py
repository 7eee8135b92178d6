"""BuyWord's state machine.

A round (« un round »), with the phases of ``self.phase``:

- ``roll``: the first player rolls the die; on CHOICE, ``choose``: he picks 2 to 5. Then every
  player, from the first one, draws that many tiles, kept apart as his *lot*. With the
  ``draft`` option the first player instead draws die × players tiles and ``draft``: players
  pick one at a time from him, clockwise, until none is left.
- ``trade`` / ``answer`` (option ``trade``): from the first player, each player with a lot may
  offer another one to swap their whole lots (with money under ``"sale"``), and the other
  accepts or refuses; at most one offer from a player to each other player per round.
- ``buy``: from the first player, each buys his whole lot for (sum of pips)² or rejects it (it
  leaves the game); with ``auction`` he may instead put it up for auction: ``auction`` (the
  others bid clockwise from his left, a pass is final) then ``top`` (he may pay one dollar more
  than the last bid and keep the lot; when nobody bid, he may buy it at its normal price, or it
  leaves the game).
- ``sell``: once every lot is settled, from the first player, each sells any number of words,
  throws away tiles over the limit, and says he is done. In honour mode or with a theme each
  sale is followed by ``review``: the other players, clockwise, accept it, challenge it
  (honour), or vote on the theme.
- End of round: the die passes left. The round in which the bag runs out (the last tile is
  drawn, or a player gets fewer tiles than the die says) is the last; after its sales the
  unsold tiles are thrown away and the richest player wins.

Readings Tapis chose where the rule book is silent are in the docstrings of the methods below
and in the in-app rules (text.py): lots and hands lie face up (the auction, exchange and draft
variants need everyone to see them), the first player of round one is drawn, a lone letter is
not a word, a challenged word that is not a word is taken back, and so on.

Actions: ``roll``; ``choose`` {count}; ``pick`` {tile}; ``offer`` {to, pay}; ``pass``;
``accept``; ``refuse``; ``buy``; ``reject``; ``auction``; ``bid`` {amount}; ``top``;
``decline``; ``sell`` {word, wild, and with the crossword row, col, dir}; ``discard`` {tiles};
``done``; ``challenge``; ``abstain``. ``legal_actions`` lists every action in full, except
where the choices are too many to list: sales (a bounded sample, see ``sale_suggestions``),
bid amounts and money added to a swap (a few steps), discards (one tile at a time); ``check``
accepts every legal one, and ``quote`` prices a word for the word builder.
"""

from collections import OrderedDict

from ..core import Game, IllegalAction, ranking
from .. import lexicon
from . import materials, rules
from .materials import CHOICE, WILD

ROLL, CHOOSE, DRAFT, TRADE, ANSWER = "roll", "choose", "draft", "trade", "answer"
BUY, AUCTION, TOP, SELL, REVIEW, OVER = "buy", "auction", "top", "sell", "review", "over"

#: The keys each action type may carry (besides "type"); anything else is refused.
ACTION_KEYS = {
    "roll": (), "choose": ("count",), "pick": ("tile",), "offer": ("to", "pay"), "pass": (),
    "accept": (), "refuse": (), "buy": (), "reject": (), "auction": (), "bid": ("amount",),
    "top": (), "decline": (), "sell": ("word", "wild"), "discard": ("tiles",), "done": (),
    "challenge": (), "abstain": (),
}
CROSSWORD_KEYS = ("word", "wild", "row", "col", "dir")
#: Which action types each phase answers to.
PHASE_ACTIONS = {
    ROLL: ("roll",), CHOOSE: ("choose",), DRAFT: ("pick",), TRADE: ("offer", "pass"),
    ANSWER: ("accept", "refuse"), BUY: ("buy", "reject", "auction"), AUCTION: ("bid", "pass"),
    TOP: ("top", "decline"), SELL: ("sell", "discard", "done"),
    REVIEW: ("accept", "refuse", "abstain", "challenge"),
}
#: Extra bids offered by legal_actions above the minimum (any amount is accepted).
BID_STEPS = (0, 1, 5, 10, 25, 50)
#: Money offered with a swap under the "sale" trade, each way (any amount is accepted).
PAY_STEPS = (0, 5, 10, 20, 50)
#: legal_actions' sample of sales: words up to this length without the wild...
SUGGEST_LENGTH = 5
#: ...and up to this length with it.
SUGGEST_WILD_LENGTH = 3
#: Crossword: at most this many placements in the sample.
SUGGEST_GRID = 30
SUGGEST_GRID_TRIES = 150


_BEST_CACHE: OrderedDict = OrderedDict()
_BEST_CACHE_SIZE = 512
#: Crossword reviews: automaton edges searched per grid (measured: p95 30 ms of CPython per
#: grid, and 95 % of what twice the budget finds), and lines of the grid tried with the wild.
REVIEW_GRID_BUDGET = 30_000
REVIEW_WILD_LINES = 4


def best_sales(hand: str, wild: bool, cells, bag: str, wild_value: int, count: int = 3,
               lang: str = "fr") -> list:
    """The ``count`` dearest sales of distinct words from ``hand`` (+ at most one wild), as
    ``[(price, word)]``, dearest first. ``cells`` (crossword, ``[row, col, letter, is_wild]``):
    sales must cross the grid and are priced with every word they make (an empty grid takes any
    word). Bounded searches (see ``search.best_rack_words``, ``REVIEW_GRID_BUDGET``), remembered
    since the site asks after every round. ``lang``: the language of the words."""
    key = (hand, wild, tuple(map(tuple, cells)) if cells else None, bag, wild_value, count, lang)
    found = _BEST_CACHE.get(key)
    if found is not None:
        _BEST_CACHE.move_to_end(key)
        return found
    from ..core.slices import finish
    from .search import best_rack_words, grid_fits, grid_lines
    pips = rules.pip_table(bag)
    if cells:
        grid = {(r, c): (letter, bool(w)) for r, c, letter, w in cells}
        prices = {}
        fits = finish(grid_fits(grid, hand, False, pips, wild_value, rules.GRID_REACH, budget=REVIEW_GRID_BUDGET,
                             lang=lang))
        if wild:
            fits += finish(grid_fits(grid, hand, True, pips, wild_value, rules.GRID_REACH, budget=REVIEW_GRID_BUDGET,
                                  lines=grid_lines(grid, pips)[:REVIEW_WILD_LINES], lang=lang))
        for price, word, _, _, _, at, _ in fits:  # the dearest, then without the wild
            prices[word] = min(prices.get(word, (0, True)), (-price, at is not None))
        ranked = sorted(prices.items(), key=lambda item: (item[1], item[0]))[:count]
        found = [(-price, word) for word, (price, _) in ranked]
    else:
        found = [(total * total, word) for total, word in best_rack_words(hand, wild, pips, wild_value, count,
                                                                          lang=lang)]
    _BEST_CACHE[key] = found
    if len(_BEST_CACHE) > _BEST_CACHE_SIZE:
        _BEST_CACHE.popitem(last=False)
    return found


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _tiles_text(tiles) -> str:
    return ", ".join(tiles) if tiles else "—"


class BuyWordGame(Game):
    game_id = "buyword"
    QUERIES = ("quote",)

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        options, n = self.options, self.players
        self.lang = options["language"]  # the words' language (issue 20)
        # "same": the bag of the table's language; "fr"/"en": a bag chosen apart (to mix)
        self.bag_name = self.lang if options["bag"] == "same" else options["bag"]
        self.wild_value = options["wild_value"]
        self.limit = options["tile_limit"]
        self.honour = options["check_words"] == "honour" and n > 1
        self.theme = options["theme"]
        self.crossword = options["crossword"]
        self.pips = rules.pip_table(self.bag_name)
        self.bag = self.rng.shuffled(materials.tiles(self.bag_name))
        per = rules.wilds_per_player(n)
        self.wilds = [per] * n
        self.box_wilds = materials.WILDS_IN_BOX - per * n  # never in play
        self.wilds_used = 0
        self.money = [materials.START_MONEY] * n
        self.bank = materials.BANK_START
        self.debts = [0] * n  # challenge penalties not paid yet, withheld from the next sales
        self.hands = [[] for _ in range(n)]  # bought tiles, sorted
        self.lots = [None] * n  # this round's drawn tiles, until bought or rejected
        self.fates = [None] * n  # what became of each lot this round (for the view)
        self.sold = []  # letters of sold words, out of the game (the long game refills from them)
        self.discarded = []  # rejected lots, thrown tiles, tiles unsold at the end
        self.sales = []  # every sale: {"round", "seat", "words", "price", "tiles", "wild", "cells"}
        self.refused = []  # sales taken back: {"round", "seat", "why", "words"}
        self.cells = []  # crossword grid: [row, col, letter, is_wild]
        self.grid_words = []  # crossword words on the grid: {"word", "row", "col", "dir", "seat"}
        self.sell_turns = []  # what each seat held as its selling turn began (hand reviews)
        self.refills_left = options["long_game"]
        self.round = 0
        # « Déterminez de façon agréable quel joueur sera le premier joueur »: drawn.
        self.first = self.rng.below(n)
        self.face = None
        self.count = None
        self.last_round = False
        self.short = False  # a draw this round found the bag empty with nothing to refill it
        self.pool = []  # draft: tiles still to pick
        self.offered = []  # trade: [from, to] pairs already offered this round
        self.offer = None  # trade: {"from", "to", "pay"}
        self.auction = None  # {"seller", "tiles", "price", "min", "bid", "bidder", "active"}
        self.review = None  # {"sale", "seller", "pending", "verified", "votes"}
        self.queue = []  # seats still to act in the current phase, in order
        self.phase = ROLL
        self.current = self.first
        self.finished = False
        self._start_round()

    def _order(self, start: int) -> list:
        """Every seat clockwise (to the left) from ``start``."""
        return [(start + i) % self.players for i in range(self.players)]

    # ------------------------------------------------------------------ the round
    def _start_round(self) -> None:
        self.round += 1
        self.face = self.count = None
        self.lots = [None] * self.players
        self.fates = [None] * self.players
        self.offered = []
        self.phase, self.current = ROLL, self.first
        self.emit("round", round=self.round, seat=self.first)

    def _draw(self, count: int) -> list:
        """Up to ``count`` tiles from the bag, refilling it with the sold letters when it is
        empty and the long game allows (« remettre les lettres des mots revendus dans le sac
        lorsque celui-ci est vide (mais pas les jokers) »)."""
        out = []
        while len(out) < count:
            if not self.bag:
                if not self._can_refill():
                    self.short = True
                    break
                self._refill()
            out.append(self.bag.pop())
        return sorted(out)

    def _can_refill(self) -> bool:
        return self.refills_left > 0 and bool(self.sold)

    def _refill(self) -> None:
        """Long game: the sold letters go back into the bag. With the crossword the grid is
        picked up, and the next word starts a new grid anywhere."""
        self.bag = self.rng.shuffled(self.sold)
        self.sold = []
        self.refills_left -= 1
        if self.crossword:
            self.cells = []
            self.grid_words = []
        self.emit("refill", n=len(self.bag), left=self.refills_left)

    def _deal(self) -> None:
        n = self.players
        self.reveal()
        if self.options["draft"] and n > 1:
            self.pool = self._draw(self.count * n)
            self.lots = [[] for _ in range(n)]
            self.emit("pool", seat=self.first, n=len(self.pool), tiles=_tiles_text(self.pool))
            self._check_last_round()
            if self.pool:
                self.phase, self.current = DRAFT, self.first
                return
        else:
            for seat in self._order(self.first):
                lot = self._draw(self.count)
                self.lots[seat] = lot
                if lot:
                    self.emit("draw", seat=seat, n=len(lot), tiles=_tiles_text(lot))
                else:
                    self.emit("draw_none", seat=seat)
            self._check_last_round()
        self._after_lots()

    def _check_last_round(self) -> None:
        """« Lorsque la dernière tuile est piochée [...] le dernier round commence. » In the long
        game an empty bag is refilled at the next draw; the round is the last only when no
        refill is left, or when a draw fell short because nothing had been sold yet."""
        if not self.bag and (self.refills_left == 0 or self.short):
            self.last_round = True
            self.emit("last_round")

    def _after_lots(self) -> None:
        self.lots = [lot if lot else None for lot in self.lots]
        traders = [s for s in self._order(self.first) if self.lots[s]]
        if self.options["trade"] != "none" and self.players > 1 and len(traders) >= 2:
            self.phase, self.queue, self.current = TRADE, traders, traders[0]
        else:
            self._start_buy()

    def _start_buy(self) -> None:
        self.queue = [s for s in self._order(self.first) if self.lots[s]]
        self.phase = BUY
        if self.queue:
            self.current = self.queue[0]
        else:
            self._start_sell()

    def _next_buyer(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.phase, self.current = BUY, self.queue[0]
        else:
            self._start_sell()

    def _start_sell(self) -> None:
        """« Aucun mot ne peut être vendu tant que les tuiles piochées ce round ne sont pas
        achetées ou mises hors jeu. » Then each player in turn from the first one (« le donneur
        est le premier à poser », for the crossword)."""
        self.queue = self._order(self.first)
        self.phase, self.current = SELL, self.queue[0]
        self._open_sell_turn(self.current)

    def _open_sell_turn(self, seat: int) -> None:
        """Note what ``seat`` holds as its selling turn begins (for ``hand_reviews``)."""
        self.sell_turns.append({"round": self.round, "seat": seat, "moments": [self._moment(seat)]})

    def _moment(self, seat: int) -> dict:
        """What ``seat`` could sell from now: its tiles, whether it has a wild, the grid."""
        return {"hand": "".join(self.hands[seat]), "wild": self.wilds[seat] > 0,
                "cells": [list(cell) for cell in self.cells] if self.crossword else []}

    def _end_round(self) -> None:
        if self.last_round:
            # « Les tuiles non utilisées sont jetées. »
            for seat in range(self.players):
                if self.hands[seat]:
                    self.emit("leftover", seat=seat, tiles=_tiles_text(self.hands[seat]))
                self.discarded += self.hands[seat]
                self.hands[seat] = []
            self.phase = OVER
            self.finished = True
            result = self.outcome()
            if self.players == 1:
                self.emit("solo_over", money=self.money[0],
                          rating={"key": f"buyword.rating.{result['rating']}"})
            else:
                self.emit("game_over", seat=result["winners"][0], money=max(self.money),
                          n=len(result["winners"]))
            return
        # « Le dé passe au joueur de gauche du premier, et celui-ci devient alors premier joueur. »
        self.first = (self.first + 1) % self.players
        self._start_round()

    # ------------------------------------------------------------------ protocol
    def to_move(self) -> list:
        return [] if self.finished else [self.current]

    def is_over(self) -> bool:
        return self.finished

    def outcome(self) -> dict:
        """Most money wins; a challenge penalty still owed counts against its debtor."""
        scores = [money - debt for money, debt in zip(self.money, self.debts)]
        places = ranking(scores)
        out = {"scores": scores, "ranking": places, "winners": [i for i, r in enumerate(places) if r == 1]}
        if self.players == 1:
            out["rating"] = rules.rating(scores[0])
            out["rating_thresholds"] = {"average": 800, "good": 900, "outstanding": 1000}
        return out

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list:
        self.check_seat(seat)
        if self.finished or seat != self.current:
            return []
        phase = self.phase
        if phase == ROLL:
            return [{"type": "roll"}]
        if phase == CHOOSE:
            return [{"type": "choose", "count": c} for c in materials.CHOICE_COUNTS]
        if phase == DRAFT:
            return [{"type": "pick", "tile": t} for t in sorted(set(self.pool))]
        if phase == TRADE:
            return [{"type": "pass"}] + self._offer_actions(seat)
        if phase == ANSWER:
            return [{"type": "accept"}, {"type": "refuse"}]
        if phase == BUY:
            actions = []
            if self.lot_price(seat) <= self.money[seat]:
                actions.append({"type": "buy"})
            actions.append({"type": "reject"})
            if self.options["auction"] and self.players > 1:
                actions.append({"type": "auction"})
            return actions
        if phase == AUCTION:
            low = self._min_bid()
            bids = sorted({low + step for step in BID_STEPS} | {self.money[seat]})
            return [{"type": "pass"}] + [{"type": "bid", "amount": b} for b in bids
                                         if low <= b <= self.money[seat]]
        if phase == TOP:
            actions = []
            if self._top_price() <= self.money[seat]:
                actions.append({"type": "top"})
            return actions + [{"type": "decline"}]
        if phase == SELL:
            over = self.excess(seat)
            actions = [{"type": "done"}] if not over else []
            if over:
                actions += [{"type": "discard", "tiles": [t]} for t in sorted(set(self.hands[seat]))]
            return actions + self.sale_suggestions(seat)
        if phase == REVIEW:
            actions = [{"type": "accept"}]
            if self.theme != "none":
                actions += [{"type": "refuse"}, {"type": "abstain"}]
            if self._may_challenge(seat):
                actions.append({"type": "challenge"})
            return actions
        return []

    def _offer_actions(self, seat: int) -> list:
        actions = []
        sale = self.options["trade"] == "sale"
        for target in self._order(seat)[1:]:
            if not self.lots[target] or [seat, target] in self.offered:
                continue
            pays = sorted({0, *PAY_STEPS, *(-p for p in PAY_STEPS)}) if sale else [0]
            for pay in pays:
                if -self.money[target] <= pay <= self.money[seat]:
                    actions.append({"type": "offer", "to": target, "pay": pay})
        return actions

    def sale_suggestions(self, seat: int) -> list:
        """A bounded sample of the sales ``seat`` may make, cheap to list: the words of up to
        five letters the tiles spell, and those of up to three letters with the wild (with the
        crossword, those that fit the grid). Every other legal sale is accepted by ``check``;
        computer players search all of them themselves."""
        self.check_seat(seat)
        hand = "".join(self.hands[seat])
        wild = 1 if self.wilds[seat] else 0
        found = lexicon.words_from(hand, wild, self.lang, min_length=rules.MIN_WORD,
                                   max_length=SUGGEST_WILD_LENGTH) if hand or wild else []
        if len(hand) >= SUGGEST_WILD_LENGTH + 1:
            found += lexicon.words_from(hand, 0, self.lang, min_length=SUGGEST_WILD_LENGTH + 1,
                                        max_length=SUGGEST_LENGTH)
        found = [f for f in found if not self._refused_again(seat, [f.word])]
        if not self.crossword:
            return [{"type": "sell", "word": f.word, "wild": f.blanks[0] if f.blanks else None}
                    for f in found]
        if not self.cells:
            return [{"type": "sell", "word": f.word, "wild": f.blanks[0] if f.blanks else None,
                     "row": 0, "col": 0, "dir": "across"} for f in found]
        return self._grid_suggestions(seat, hand)

    def _grid_suggestions(self, seat: int, hand: str) -> list:
        """Crossword sample, kept cheap: words of two or three letters through a laid letter,
        along the direction free around it, made with the tiles (no wild), kept when every
        word they make is valid (strict mode); at most ``SUGGEST_GRID`` of them, out of at most
        ``SUGGEST_GRID_TRIES`` tried."""
        grid = self.grid()
        out = []
        words_with = {}
        attempts = 0
        for (r, c), (letter, _) in sorted(grid.items()):
            if letter not in words_with:
                words_with[letter] = [f.word for f in lexicon.words_from(
                    hand + letter, 0, self.lang, min_length=rules.MIN_WORD, max_length=3)
                    if letter in f.word]
            for direction, (dr, dc) in rules.DIRECTIONS.items():
                if (r - dr, c - dc) in grid or (r + dr, c + dc) in grid:
                    continue  # the letter already has a neighbour along this direction
                for word in words_with[letter]:
                    i = word.index(letter)
                    action = {"type": "sell", "word": word, "wild": None,
                              "row": r - dr * i, "col": c - dc * i, "dir": direction}
                    attempts += 1
                    if attempts > SUGGEST_GRID_TRIES:
                        return out
                    try:
                        self._sale(seat, action, grid=grid)
                    except IllegalAction:
                        continue
                    out.append(action)
                    if len(out) >= SUGGEST_GRID:
                        return out
        return out

    # ------------------------------------------------------------------ checks
    def check(self, seat: int, action: dict) -> None:
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in ACTION_KEYS:
            raise IllegalAction("core.malformed_action")
        keys = CROSSWORD_KEYS if kind == "sell" and self.crossword else ACTION_KEYS[kind]
        if set(action) != {"type", *keys}:
            raise IllegalAction("core.malformed_action")
        if kind not in PHASE_ACTIONS.get(self.phase, ()):
            raise IllegalAction("buyword.error.not_now", phase={"key": f"buyword.phase.{self.phase}"})
        getattr(self, f"_check_{self.phase}")(seat, action)

    def _check_roll(self, seat, action):
        pass

    def _check_choose(self, seat, action):
        if action["count"] not in materials.CHOICE_COUNTS or not _int(action["count"]):
            raise IllegalAction("buyword.error.bad_count")

    def _check_draft(self, seat, action):
        if action["tile"] not in self.pool:
            raise IllegalAction("buyword.error.not_in_pool", tile=str(action["tile"])[:3])

    def _check_trade(self, seat, action):
        if action["type"] == "pass":
            return
        target, pay = action["to"], action["pay"]
        if not _int(target) or not 0 <= target < self.players or target == seat:
            raise IllegalAction("buyword.error.bad_partner")
        if not self.lots[target]:
            raise IllegalAction("buyword.error.partner_no_lot", partner_seat=target)
        if [seat, target] in self.offered:
            raise IllegalAction("buyword.error.offered_already", partner_seat=target)
        if not _int(pay):
            raise IllegalAction("core.malformed_action")
        if pay and self.options["trade"] != "sale":
            raise IllegalAction("buyword.error.no_money_in_exchange")
        if pay > self.money[seat]:
            raise IllegalAction("buyword.error.cannot_pay", amount=pay)
        if -pay > self.money[target]:
            raise IllegalAction("buyword.error.partner_cannot_pay", partner_seat=target, amount=-pay)

    def _check_answer(self, seat, action):
        pass

    def _check_buy(self, seat, action):
        kind = action["type"]
        if kind == "buy" and self.lot_price(seat) > self.money[seat]:
            raise IllegalAction("buyword.error.cannot_afford", price=self.lot_price(seat),
                                money=self.money[seat])
        if kind == "auction" and not (self.options["auction"] and self.players > 1):
            raise IllegalAction("buyword.error.no_auction")

    def _check_auction(self, seat, action):
        if action["type"] == "pass":
            return
        amount = action["amount"]
        if not _int(amount):
            raise IllegalAction("core.malformed_action")
        low = self._min_bid()
        if amount < low:
            raise IllegalAction("buyword.error.bid_too_low", amount=amount, min=low)
        if amount > self.money[seat]:
            raise IllegalAction("buyword.error.cannot_pay", amount=amount)

    def _check_top(self, seat, action):
        if action["type"] == "top" and self._top_price() > self.money[seat]:
            raise IllegalAction("buyword.error.cannot_pay", amount=self._top_price())

    def _check_sell(self, seat, action):
        kind = action["type"]
        if kind == "done":
            over = self.excess(seat)
            if over:
                raise IllegalAction("buyword.error.over_limit", n=len(self.hands[seat]),
                                    limit=self.limit, excess=over)
        elif kind == "discard":
            tiles = action["tiles"]
            if not isinstance(tiles, list) or not tiles or not all(isinstance(t, str) for t in tiles):
                raise IllegalAction("core.malformed_action")
            over = self.excess(seat)
            if not over:
                raise IllegalAction("buyword.error.no_discard")
            if len(tiles) > over:
                raise IllegalAction("buyword.error.discard_too_many", n=len(tiles), excess=over)
            if tiles != sorted(tiles) or rules.take(self.hands[seat], tiles) is None:
                raise IllegalAction("buyword.error.not_in_hand", tiles=_tiles_text(tiles[:16]))
        else:
            self._sale(seat, action)

    def _check_review(self, seat, action):
        kind = action["type"]
        if kind in ("refuse", "abstain") and self.theme == "none":
            raise IllegalAction("buyword.error.no_theme")
        if kind == "challenge" and not self._may_challenge(seat):
            if not self.honour:
                raise IllegalAction("buyword.error.no_challenge")
            if self.review["verified"]:
                raise IllegalAction("buyword.error.already_verified")
            raise IllegalAction("buyword.error.cannot_pay", amount=materials.CHALLENGE_PENALTY)

    def _may_challenge(self, seat) -> bool:
        """Honour mode: a sale may be challenged until someone has (the lexicon then settles
        it); a challenger must be able to pay the $20 he risks."""
        return (self.honour and not self.review["verified"]
                and self.money[seat] >= materials.CHALLENGE_PENALTY)

    # ------------------------------------------------------------------ sales
    def grid(self) -> dict:
        """The crossword grid as ``{(row, col): (letter, is_wild)}``."""
        return {(r, c): (letter, bool(w)) for r, c, letter, w in self.cells}

    def _sale(self, seat: int, action: dict, lenient: bool = False, hand=None, grid=None) -> dict:
        """Validate a sale; returns what ``perform`` needs: the tiles taken from the hand, the
        wild, the words with their prices, the total, the new grid cells. Raises
        IllegalAction with the precise reason. ``lenient``: do not ask the lexicon (honour
        mode, and quotes); ``hand``: the tiles to spell it from (default: the seat's); ``grid``:
        the crossword grid if the caller has it already."""
        word, wild = action["word"], action["wild"]
        if not isinstance(word, str) or not word.isascii() or not word.isalpha() or not word.isupper():
            raise IllegalAction("buyword.error.bad_word")
        if len(word) < rules.MIN_WORD:
            raise IllegalAction("buyword.error.too_short", min=rules.MIN_WORD)
        if wild is not None:
            if not _int(wild) or not 0 <= wild < len(word):
                raise IllegalAction("core.malformed_action")
            if not self.wilds[seat]:
                raise IllegalAction("buyword.error.no_wild")
        if self.crossword:
            row, col, direction = action["row"], action["col"], action["dir"]
            if not _int(row) or not _int(col) or not isinstance(direction, str) or direction not in rules.DIRECTIONS:
                raise IllegalAction("core.malformed_action")
            try:
                placement = rules.place(self.grid() if grid is None else grid, word, row, col,
                                        direction, wild, self.bag_name, self.wild_value)
            except rules.PlacementError as error:
                raise IllegalAction(error.reason, **error.params) from None
            tiles = sorted(letter for _, _, letter, is_wild in placement.placed if not is_wild)
            words = rules.placement_prices(placement)
            cells = [list(p) for p in placement.placed]
        else:
            tiles = sorted(rules.word_tiles(word, wild).replace(WILD, ""))
            words = [(word, rules.price(rules.word_tiles(word, wild), self.bag_name, self.wild_value))]
            cells = []
        if rules.take(self.hands[seat] if hand is None else hand, tiles) is None:
            raise IllegalAction("buyword.error.missing_tiles", word=word)
        again = self._refused_again(seat, [w for w, _ in words])
        if again:
            raise IllegalAction("buyword.error.refused_again", word=again)
        if not (self.honour or lenient):
            for w, _ in words:
                if not lexicon.is_word(w, self.lang):
                    raise IllegalAction("buyword.error.not_a_word", word=w)
        return {"tiles": tiles, "wild": wild is not None, "words": words,
                "price": sum(p for _, p in words), "cells": cells}

    def _refused_again(self, seat: int, words: list) -> str | None:
        """A word of ``words`` the table already turned down from ``seat`` this round (theme
        vote or challenge), or None: it cannot be offered again until the next round."""
        for record in self.refused:
            if record["round"] == self.round and record["seat"] == seat:
                for word in words:
                    if word in record["bad"]:
                        return word
        return None

    def quote(self, seat: int, action: dict) -> dict:
        """For the word builder: is this sale allowed now, what would it fetch, which words would
        it make and are they words. ``{"ok", "error" (key and params, or None), "price",
        "words": [{"word", "price", "valid"}]}``. Works whatever the phase, so a player can
        prepare a word while others decide their lots; while his own lot waits to be bought,
        its tiles count as his (what would this lot let me sell?)."""
        self.check_seat(seat)
        out = {"ok": False, "error": None, "price": 0, "words": []}
        try:
            from ..core.game import canonical_action
            action = canonical_action({**action, "type": "sell"})
            keys = CROSSWORD_KEYS if self.crossword else ACTION_KEYS["sell"]
            if set(action) != {"type", *keys}:
                raise IllegalAction("core.malformed_action")
            hand = self.hands[seat] + (self.lots[seat] or [])
            sale = self._sale(seat, action, lenient=True, hand=hand)  # price every word, valid or not
        except IllegalAction as error:
            out["error"] = error.to_dict()
            return out
        out["price"] = sale["price"]
        out["words"] = [{"word": w, "price": p, "valid": lexicon.is_word(w, self.lang)}
                        for w, p in sale["words"]]
        invalid = [w["word"] for w in out["words"] if not w["valid"]]
        if invalid and not self.honour:
            out["error"] = {"key": "buyword.error.not_a_word", "params": {"word": invalid[0]}}
        elif self.finished or self.phase != SELL or seat != self.current:
            out["error"] = {"key": "buyword.error.not_selling_now", "params": {}}
        else:
            out["ok"] = True
        return out

    # ------------------------------------------------------------------ perform
    def perform(self, seat: int, action: dict) -> None:
        getattr(self, f"_do_{action['type']}")(seat, action)

    def _do_roll(self, seat, action):
        self.face = materials.DIE_FACES[self.rng.below(len(materials.DIE_FACES))]
        if self.face == CHOICE:
            self.emit("roll_choice", seat=seat)
            self.phase = CHOOSE
        else:
            self.emit("roll", seat=seat, n=self.face)
            self.count = self.face
            self._deal()

    def _do_choose(self, seat, action):
        self.count = action["count"]
        self.emit("choose", seat=seat, n=self.count)
        self._deal()

    def _do_pick(self, seat, action):
        tile = action["tile"]
        self.pool.remove(tile)
        self.lots[seat] = sorted(self.lots[seat] + [tile])
        self.emit("pick", seat=seat, tile=tile)
        if self.pool:
            self.current = (seat + 1) % self.players
        else:
            self._after_lots()

    def _do_offer(self, seat, action):
        target, pay = action["to"], action["pay"]
        self.offered.append([seat, target])
        self.offer = {"from": seat, "to": target, "pay": pay}
        if pay > 0:
            self.emit("offer_pay", seat=seat, partner_seat=target, amount=pay)
        elif pay < 0:
            self.emit("offer_ask", seat=seat, partner_seat=target, amount=-pay)
        else:
            self.emit("offer", seat=seat, partner_seat=target)
        self.phase, self.current = ANSWER, target

    def _do_pass(self, seat, action):
        if self.phase == TRADE:
            self.queue.pop(0)
            if self.queue:
                self.current = self.queue[0]
            else:
                self._start_buy()
            return
        # auction: « passer » is final
        auction = self.auction
        self.emit("bid_pass", seat=seat)
        nxt = self._next_bidder(seat)
        auction["active"].remove(seat)
        self._continue_auction(nxt)

    def _do_accept(self, seat, action):
        if self.phase == ANSWER:
            offer = self.offer
            giver, pay = offer["from"], offer["pay"]
            self.lots[giver], self.lots[seat] = self.lots[seat], self.lots[giver]
            self.money[giver] -= pay
            self.money[seat] += pay
            self.emit("trade", seat=giver, partner_seat=seat, pay=pay)
            self._back_to_trade()
            return
        self._vote(seat, "accept")

    def _do_refuse(self, seat, action):
        if self.phase == ANSWER:
            self.emit("trade_refused", seat=seat, partner_seat=self.offer["from"])
            self._back_to_trade()
            return
        self._vote(seat, "refuse")

    def _do_abstain(self, seat, action):
        self._vote(seat, "abstain")

    def _back_to_trade(self):
        self.phase, self.current = TRADE, self.offer["from"]
        self.offer = None

    def _do_buy(self, seat, action):
        lot, cost = self.lots[seat], self.lot_price(seat)
        self._pay_bank(seat, cost)
        self._gain(seat, lot)
        self.fates[seat] = {"fate": "bought", "tiles": lot, "price": cost, "seat": seat}
        self.emit("buy", seat=seat, tiles=_tiles_text(lot), price=cost)
        self.lots[seat] = None
        self._next_buyer()

    def _do_reject(self, seat, action):
        lot = self.lots[seat]
        self.discarded += lot
        self.fates[seat] = {"fate": "rejected", "tiles": lot, "price": 0, "seat": None}
        self.emit("reject", seat=seat, tiles=_tiles_text(lot))
        self.lots[seat] = None
        self._next_buyer()

    def _do_auction(self, seat, action):
        cost = self.lot_price(seat)
        bidders = self._order(seat)[1:]
        self.auction = {"seller": seat, "tiles": self.lots[seat], "price": cost,
                        "min": rules.opening_bid(cost), "bid": None, "bidder": None,
                        "active": bidders}
        self.emit("auction", seat=seat, tiles=_tiles_text(self.lots[seat]), price=cost,
                  min=self.auction["min"])
        self.phase, self.current = AUCTION, bidders[0]

    def _min_bid(self) -> int:
        auction = self.auction
        return auction["min"] if auction["bid"] is None else auction["bid"] + 1

    def _top_price(self) -> int:
        """The seller's last word: « surenchérir sur l'enchère finale » — one dollar over the
        last bid. When nobody bid there is no final bid to top: the lot is back where it was
        before the auction, so he may buy it at its normal price (or let it leave the game). The
        opening bid is what a bidder must offer, never a price for the seller: otherwise putting
        every lot up for auction would halve its price whenever nobody wanted it."""
        auction = self.auction
        return auction["price"] if auction["bid"] is None else auction["bid"] + 1

    def _do_bid(self, seat, action):
        self.auction["bid"], self.auction["bidder"] = action["amount"], seat
        self.emit("bid", seat=seat, amount=action["amount"])
        self._continue_auction(self._next_bidder(seat))

    def _next_bidder(self, seat):
        """The next player still bidding after ``seat``, clockwise, other than the holder of the
        last bid; None when the bidding is over (« jusqu'à ce que tous les joueurs sauf un
        aient passé »)."""
        auction = self.auction
        for other in self._order(seat)[1:]:
            if other in auction["active"] and other != seat and other != auction["bidder"]:
                return other
        return None

    def _continue_auction(self, nxt):
        if nxt is not None:
            self.current = nxt
        else:
            self.phase, self.current = TOP, self.auction["seller"]

    def _do_top(self, seat, action):
        self._settle_auction(seat, self._top_price(), topped=True)

    def _do_decline(self, seat, action):
        auction = self.auction
        if auction["bidder"] is None:
            self.discarded += auction["tiles"]
            self.fates[seat] = {"fate": "rejected", "tiles": auction["tiles"], "price": 0, "seat": None}
            self.emit("auction_void", seat=seat, tiles=_tiles_text(auction["tiles"]))
            self.lots[seat] = None
            self.auction = None
            self._next_buyer()
        else:
            self._settle_auction(auction["bidder"], auction["bid"], topped=False)

    def _settle_auction(self, winner, cost, topped):
        """« Quelque soit le joueur qui emporte le lot, il doit en payer le prix à la banque et non
        au vendeur. »"""
        auction = self.auction
        seller = auction["seller"]
        self._pay_bank(winner, cost)
        self._gain(winner, auction["tiles"])
        self.fates[seller] = {"fate": "auctioned", "tiles": auction["tiles"], "price": cost, "seat": winner}
        if topped:
            self.emit("auction_top", seat=winner, amount=cost, tiles=_tiles_text(auction["tiles"]))
        else:
            self.emit("auction_won", seat=winner, seller_seat=seller, amount=cost,
                      tiles=_tiles_text(auction["tiles"]))
        self.lots[seller] = None
        self.auction = None
        self._next_buyer()

    def _pay_bank(self, seat, amount):
        self.money[seat] -= amount
        self.bank += amount

    def _gain(self, seat, tiles):
        self.hands[seat] = sorted(self.hands[seat] + list(tiles))

    def _do_sell(self, seat, action):
        sale = self._sale(seat, action)
        if self.crossword:  # each sale may open new crossings for the next one
            moment, moments = self._moment(seat), self.sell_turns[-1]["moments"]
            if moment != moments[-1]:
                moments.append(moment)
        self.hands[seat] = rules.take(self.hands[seat], sale["tiles"])
        if sale["wild"]:
            self.wilds[seat] -= 1
            self.wilds_used += 1
        withheld = min(self.debts[seat], sale["price"])  # a penalty owed is paid first
        self.debts[seat] -= withheld
        self.money[seat] += sale["price"] - withheld
        self.bank -= sale["price"] - withheld
        self.sold += sale["tiles"]
        record = {"round": self.round, "seat": seat, "words": [list(w) for w in sale["words"]],
                  "price": sale["price"], "tiles": sale["tiles"], "wild": sale["wild"],
                  "cells": sale["cells"], "wild_at": action["wild"], "withheld": withheld}
        if self.crossword:
            self.cells += sale["cells"]
            self.grid_words.append({"word": action["word"], "row": action["row"], "col": action["col"],
                                    "dir": action["dir"], "seat": seat})
            record["at"] = [action["row"], action["col"], action["dir"]]
        self.sales.append(record)
        for word, cost in sale["words"]:
            self.emit("sell", seat=seat, word=word, price=cost)
        if len(sale["words"]) > 1:
            self.emit("sell_total", seat=seat, price=sale["price"], n=len(sale["words"]))
        if withheld:
            self.emit("debt_paid", seat=seat, amount=withheld, left=self.debts[seat])
        if self.players > 1 and (self.honour or self.theme != "none"):
            pending = self._order(seat)[1:]
            self.review = {"sale": len(self.sales) - 1, "seller": seat, "pending": pending,
                           "verified": False, "votes": {}}
            self.phase, self.current = REVIEW, pending[0]

    def _cancel_sale(self, why: str, bad: list):
        """Take back the sale under review: tiles, wild and money return, the grid forgets it.
        The refusal stays on record (``refused`` in the view) with ``bad``, the words the table
        turned down (the main word for a theme, the words not in the lexicon for a challenge):
        the seller may not offer them again this round (``_sale``)."""
        record = self.sales.pop(self.review["sale"])
        self.refused.append({"round": self.round, "seat": record["seat"], "why": why,
                             "words": [w for w, _ in record["words"]], "bad": list(bad)})
        seat = record["seat"]
        self.hands[seat] = sorted(self.hands[seat] + record["tiles"])
        if record["wild"]:
            self.wilds[seat] += 1
            self.wilds_used -= 1
        paid = record["price"] - record["withheld"]  # what the bank actually paid him
        self.money[seat] -= paid
        self.bank += paid
        self.debts[seat] += record["withheld"]
        for tile in record["tiles"]:
            self.sold.remove(tile)
        if self.crossword:
            placed = {(r, c) for r, c, _, _ in record["cells"]}
            self.cells = [cell for cell in self.cells if (cell[0], cell[1]) not in placed]
            self.grid_words.pop()

    def _end_review(self):
        seller = self.review["seller"]
        self.review = None
        self.phase, self.current = SELL, seller

    def _vote(self, seat, vote):
        review = self.review
        review["votes"][str(seat)] = vote
        if self.theme != "none":
            self.emit(f"vote_{vote}", seat=seat)
        self._next_reviewer()

    def _next_reviewer(self):
        review = self.review
        review["pending"].pop(0)
        if review["pending"]:
            self.current = review["pending"][0]
            return
        if self.theme != "none":
            votes = list(review["votes"].values())
            if votes.count("refuse") > votes.count("accept"):
                record = self.sales[review["sale"]]
                word = record["words"][0][0]
                self.emit("theme_refused", seat=review["seller"], word=word,
                          refund=record["price"] - record["withheld"])
                self._cancel_sale("theme", [word])
        self._end_review()

    def _do_challenge(self, seat, action):
        """« dans le cas où un joueur défie le mot d'un autre, le perdant doit payer 20$ de
        pénalité » — to the bank. The lexicon settles it; a refused word is taken back (tiles,
        wild and money return to where they were), as a French table would not pay for it.
        A seller caught without $20 pays what he has and owes the rest: the bank withholds it
        from his next sales, and what is still owed at the end counts against his total (see
        ``outcome``): cheating always costs the full $20. (A challenger must have the $20.)"""
        review = self.review
        record = self.sales[review["sale"]]
        seller = review["seller"]
        bad = [w for w, _ in record["words"] if not lexicon.is_word(w, self.lang)]
        penalty = materials.CHALLENGE_PENALTY
        if bad:
            self._cancel_sale("challenge", bad)
            paid = min(penalty, self.money[seller])  # what he has, up to $20...
            self._pay_bank(seller, paid)
            self.emit("challenge_won", seat=seat, seller_seat=seller, word=bad[0], amount=paid,
                      refund=record["price"] - record["withheld"])
            if paid < penalty:  # ...and he owes the rest
                self.debts[seller] += penalty - paid
                self.emit("debt", seat=seller, amount=penalty - paid, total=self.debts[seller])
            self._end_review()
            return
        self._pay_bank(seat, penalty)
        review["verified"] = True
        review["votes"][str(seat)] = "challenge"
        self.emit("challenge_lost", seat=seat, seller_seat=seller, word=record["words"][0][0],
                  amount=penalty)
        if self.theme == "none":
            self._end_review()  # nothing left to decide
        else:
            self._next_reviewer()

    def _do_discard(self, seat, action):
        """« Pour éliminer les tuiles en trop, le joueur peut [...] mettre l'excès de tuiles
        hors-jeu. »"""
        self.hands[seat] = rules.take(self.hands[seat], action["tiles"])
        self.discarded += action["tiles"]
        self.emit("discard", seat=seat, tiles=_tiles_text(action["tiles"]))

    def _do_done(self, seat, action):
        self.queue.pop(0)
        if self.queue:
            self.current = self.queue[0]
            self._open_sell_turn(self.current)
        else:
            self._end_round()

    # ------------------------------------------------------------------ hand reviews
    def hand_reviews(self, seat: int) -> list[dict]:
        """One entry per finished round of ``seat``: the words it sold that round (a crossword
        sale counts once, under its main word, at the price of every word it made) beside the
        three best sales its tiles allowed when it sold — the tiles and the one wild it held as
        its selling turn began (and, with the crossword, before each sale, on the grid as it lay
        then) — priced as the game prices them."""
        self.check_seat(seat)
        out = []
        for turn in self.sell_turns:
            if turn["seat"] != seat or (turn["round"] == self.round and not self.finished):
                continue
            played = [{"word": sale["words"][0][0], "value": sale["price"]} for sale in self.sales
                      if sale["seat"] == seat and sale["round"] == turn["round"]]
            # a word sold is one the seat could make, whatever the bounded searches missed
            prices = {p["word"]: p["value"] for p in played if lexicon.is_word(p["word"], self.lang)}
            for moment in turn["moments"]:
                for price, word in best_sales(moment["hand"], moment["wild"], moment["cells"],
                                              self.bag_name, self.wild_value, lang=self.lang):
                    prices[word] = max(price, prices.get(word, 0))
            best = sorted(prices.items(), key=lambda wp: (-wp[1], wp[0]))[:3]
            out.append({"hand": turn["round"], "played": played,
                        "best": [{"word": word, "value": value} for word, value in best]})
        return out

    # ------------------------------------------------------------------ helpers
    def lot_price(self, seat: int) -> int:
        self.check_seat(seat)
        lot = self.lots[seat]
        return rules.price(lot, self.bag_name, self.wild_value) if lot else 0

    def excess(self, seat: int) -> int:
        """Tiles ``seat`` must still get rid of before ending his selling turn (none in the last
        round, whose unsold tiles are thrown away anyway)."""
        self.check_seat(seat)
        if self.last_round:
            return 0
        return rules.excess(self.hands[seat], self.limit)

    # ------------------------------------------------------------------ view
    def table_view(self, seat):
        """Everything is on the table in BuyWord except the bag's order: lots and bought tiles
        lie face up. The bag's content is public memory (every tile drawn was seen), given as
        ``bag_letters`` for the computer players and anyone counting.

        For drawing the table:

        - ``phase``, ``round``, ``first`` (holds the die), ``current`` (who acts),
          ``last_round``; ``die``: ``face`` (2–5, "choice" or None before the roll) and
          ``count`` (tiles each draws this round).
        - ``money`` per seat and ``bank``; ``debts``: challenge penalties still owed (withheld
          from the seat's next sales, counted against it at the end); ``hands`` (bought tiles, face up), ``wilds`` held,
          ``lots`` (drawn, not yet settled, or None) with ``lot_prices``; ``fates``: what became
          of each lot this round (bought, rejected, auctioned to whom, for how much);
          ``excess``: tiles each must still shed before ending his turn.
        - ``pips`` per letter and ``wild_pips``, ``limit``, ``bag`` (count), ``bag_letters``.
        - ``sales`` (every sale: seat, words and prices), ``refused`` (sales taken back).
        - Variants: ``pool`` (draft), ``offer`` and ``offered`` (trades), ``auction`` (seller,
          tiles, normal price, opening bid, last bid and bidder, ``next_min``, ``top_price``,
          bidders still in), ``review`` (the sale being reviewed, votes so far), ``grid``
          (crossword, see ``grid_view``), ``honour``, ``theme``.
        - ``you`` (None for a spectator): the seat's tiles with pips, wilds, money, lot and its
          price, ``can_afford_lot``, ``excess``, ``my_turn``, ``can`` (action types allowed now)
          and ``prompt`` (a sentence key and its fields: what to do, or whom we wait for).

        The word builder asks ``quote(seat, {"word", "wild"[, "row", "col", "dir"]})`` for a
        word's validity, price and, with the crossword, every word the placement makes."""
        n = self.players
        phase = self.phase
        unseen = {}
        for tile in self.bag:
            unseen[tile] = unseen.get(tile, 0) + 1
        view = {
            "phase": phase,
            "round": self.round,
            "first": self.first,
            "current": None if self.finished else self.current,
            "last_round": self.last_round,
            "die": {"face": self.face, "count": self.count},
            "bag": len(self.bag),
            "bag_letters": dict(sorted(unseen.items())),
            "refills_left": self.refills_left,
            "bag_name": self.bag_name,
            "language": self.lang,
            "pips": dict(self.pips),
            "wild_pips": self.wild_value,
            "limit": self.limit,
            "money": list(self.money),
            "debts": list(self.debts),
            "bank": self.bank,
            "hands": [list(h) for h in self.hands],
            "wilds": list(self.wilds),
            "lots": [list(l) if l else None for l in self.lots],
            "lot_prices": [self.lot_price(s) for s in range(n)],
            "fates": [dict(f) if f else None for f in self.fates],
            "excess": [self.excess(s) for s in range(n)],
            "sales": [{"round": s["round"], "seat": s["seat"], "words": [list(w) for w in s["words"]],
                       "price": s["price"]} for s in self.sales],
            "refused": [dict(r, words=list(r["words"])) for r in self.refused],
            "sold_count": len(self.sold),
            "discarded_count": len(self.discarded),
            "wilds_used": self.wilds_used,
            "honour": self.honour,
            "theme": self.theme,
            "crossword": self.crossword,
        }
        if phase == DRAFT:
            view["pool"] = list(self.pool)
        if self.offer:
            view["offer"] = dict(self.offer)
        if self.options["trade"] != "none":
            view["offered"] = [list(p) for p in self.offered]
        if self.auction:
            a = self.auction
            view["auction"] = {"seller": a["seller"], "tiles": list(a["tiles"]), "price": a["price"],
                               "min": a["min"], "bid": a["bid"], "bidder": a["bidder"],
                               "next_min": self._min_bid(), "active": list(a["active"]),
                               "top_price": self._top_price()}
        if self.review:
            r = self.review
            record = self.sales[r["sale"]]
            view["review"] = {"seller": r["seller"], "words": [list(w) for w in record["words"]],
                              "price": record["price"], "pending": list(r["pending"]),
                              "verified": r["verified"], "votes": dict(r["votes"])}
        if self.crossword:
            view["grid"] = self.grid_view()
        view["you"] = self._seat_view(seat) if seat is not None else None
        return view

    def grid_view(self) -> dict:
        """The crossword grid for drawing: cells with coordinates (row down, column right),
        words with their start and direction, and the bounding box (empty grid: None; the
        first word goes anywhere)."""
        cells = [{"row": r, "col": c, "letter": letter, "wild": bool(w),
                  "pips": self.wild_value if w else self.pips[letter]}
                 for r, c, letter, w in sorted(self.cells)]
        bounds = None
        if cells:
            rows = [c["row"] for c in cells]
            cols = [c["col"] for c in cells]
            bounds = {"top": min(rows), "bottom": max(rows), "left": min(cols), "right": max(cols)}
        return {"cells": cells, "words": [dict(w) for w in self.grid_words], "bounds": bounds,
                "reach": rules.GRID_REACH}

    def _seat_view(self, seat) -> dict:
        """What concerns the viewing seat directly, ready to draw: its tiles with pips, its lot
        and price, whether it can afford it, what it may do now and the prompt to show."""
        my_turn = not self.finished and seat == self.current
        phase = self.phase
        out = {
            "tiles": [{"letter": t, "pips": self.pips[t]} for t in self.hands[seat]],
            "wilds": self.wilds[seat],
            "money": self.money[seat],
            "lot": list(self.lots[seat]) if self.lots[seat] else None,
            "lot_price": self.lot_price(seat),
            "can_afford_lot": self.lot_price(seat) <= self.money[seat],
            "excess": self.excess(seat),
            "my_turn": my_turn,
            "can": self._action_types(seat) if my_turn else [],
        }
        if my_turn:
            out["prompt"] = self._prompt(seat)
        elif self.finished:
            out["prompt"] = {"key": "buyword.prompt.over"}
        else:
            out["prompt"] = {"key": f"buyword.prompt.wait_{phase}", "seat": self.current}
        return out

    def _action_types(self, seat) -> list:
        """The kinds of action ``seat`` may take now (cheap: no word search)."""
        phase = self.phase
        if phase == SELL:
            return ["discard", "sell"] if self.excess(seat) else ["done", "sell"]
        if phase == TRADE:
            return sorted({a["type"] for a in [{"type": "pass"}] + self._offer_actions(seat)})
        return sorted({a["type"] for a in self.legal_actions(seat)})

    def _prompt(self, seat) -> dict:
        phase = self.phase
        if phase == BUY:
            return {"key": "buyword.prompt.buy", "price": self.lot_price(seat),
                    "tiles": _tiles_text(self.lots[seat]), "money": self.money[seat]}
        if phase == SELL:
            over = self.excess(seat)
            if over:
                return {"key": "buyword.prompt.over_limit", "n": len(self.hands[seat]),
                        "limit": self.limit, "excess": over}
            return {"key": "buyword.prompt.sell_last" if self.last_round else "buyword.prompt.sell"}
        if phase == AUCTION:
            return {"key": "buyword.prompt.bid", "min": self._min_bid(),
                    "seller_seat": self.auction["seller"]}
        if phase == TOP:
            if self.auction["bidder"] is None:
                return {"key": "buyword.prompt.top_nobody", "amount": self._top_price()}
            return {"key": "buyword.prompt.top", "amount": self._top_price(),
                    "bidder_seat": self.auction["bidder"], "bid": self.auction["bid"]}
        if phase == ANSWER:
            offer = self.offer
            key = "buyword.prompt.answer"
            if offer["pay"] > 0:
                key = "buyword.prompt.answer_paid"
            elif offer["pay"] < 0:
                key = "buyword.prompt.answer_pay"
            return {"key": key, "partner_seat": offer["from"], "amount": abs(offer["pay"])}
        if phase == REVIEW:
            record = self.sales[self.review["sale"]]
            key = "buyword.prompt.review_theme" if self.theme != "none" else "buyword.prompt.review"
            return {"key": key, "seller_seat": self.review["seller"], "word": record["words"][0][0],
                    "theme": {"key": f"buyword.theme.{self.theme}"}}
        return {"key": f"buyword.prompt.{phase}"}


GAME = BuyWordGame
