"""BuyWord's base game: the rule book's round, without any of its advanced variants.

A round (« un round »), with the phases of ``self.phase``:

- ``roll``: the first player rolls the die; on CHOICE, ``choose``: he picks 2 to 5. Then every
  player, from the first one, draws that many tiles, kept apart as his *lot*.
- ``buy``: from the first player, each buys his whole lot for (sum of pips)² or rejects it (it
  leaves the game).
- ``sell``: once every lot is settled, from the first player, each sells any number of words,
  throws away tiles over the limit, and says he is done.
- End of round: the die passes left. The round in which the bag runs out (the last tile is
  drawn, or a player gets fewer tiles than the die says) is the last; after its sales the
  unsold tiles are thrown away and the richest player wins.

Each variant of the rule book's « Règles avancées » is a room of its own (``variants/``): a
subclass that adds its phases and overrides the few steps below that it changes. The steps
they may change are the methods marked *step* in their docstrings; ``game.py`` puts the rooms
together. Every room is always there, and does nothing while its option is off.

The protocol is answered phase by phase: ``_phase_actions`` (the legal actions),
``_check_phase`` (why an action is refused) and ``_play`` (carry it out); a room answers for
its own phases and passes the others on with ``super()``. ``ACTION_KEYS`` and
``PHASE_ACTIONS`` say which keys each action carries and which actions each phase answers to.
"""

from math import isqrt

from ..core import Game, IllegalAction, canonical_action, ranking
from .. import lexicon
from . import INFO, materials, rules
from .materials import CHOICE, WILD

ROLL, CHOOSE, BUY, SELL, OVER = "roll", "choose", "buy", "sell", "over"

#: The keys each action type may carry (besides "type"); anything else is refused.
ACTION_KEYS = {
    "roll": (), "choose": ("count",), "buy": (), "reject": (), "sell": ("word", "wild"),
    "discard": ("tiles",), "done": (),
}
#: Which action types each phase answers to.
PHASE_ACTIONS = {
    ROLL: ("roll",), CHOOSE: ("choose",), BUY: ("buy", "reject"), SELL: ("sell", "discard", "done"),
}
#: legal_actions' sample of sales: words up to this length without the wild...
SUGGEST_LENGTH = 5
#: ...and up to this length with it.
SUGGEST_WILD_LENGTH = 3


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def tiles_text(tiles) -> str:
    return ", ".join(tiles) if tiles else "—"


def _plain(value):
    """A copy of nested lists and dicts (the view never shares the game's own)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


class Round(Game):
    """The base game. Its steps, in the order of a round, are the methods below; a variant's
    room overrides those it changes (the docstrings marked *step* name them)."""

    info = INFO
    QUERIES = {"quote": {"ok": False, "error": None, "price": 0, "words": []}}  # what a word would pay
    APPEND_ONLY = Game.APPEND_ONLY + ("history",)  # one summary per finished round
    ACTION_KEYS = ACTION_KEYS
    PHASE_ACTIONS = PHASE_ACTIONS

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        """*Step*: the table before the first round (a room adds its own state, then calls
        this)."""
        options, n = self.options, self.players
        self.lang = options["language"]  # the words' language (issue 20)
        # "same": the bag of the table's language; "fr"/"en": a bag chosen apart (to mix)
        self.bag_name = self.lang if options["bag"] == "same" else options["bag"]
        self.wild_value = options["wild_value"]
        self.pips = rules.pip_table(self.bag_name)
        self.bag = self.rng.shuffled(materials.tiles(self.bag_name))
        per = rules.wilds_per_player(n)
        self.wilds = [per] * n
        self.box_wilds = materials.WILDS_IN_BOX - per * n  # never in play
        self.wilds_used = 0
        self.money = [materials.START_MONEY] * n
        self.bank = materials.BANK_START
        self.hands = [[] for _ in range(n)]  # bought tiles, sorted
        self.lots = [None] * n  # this round's drawn tiles, until bought or rejected
        self.fates = [None] * n  # what became of each lot this round (for the view)
        self.sold = []  # letters of sold words, out of the game (the long game refills from them)
        self.discarded = []  # rejected lots, thrown tiles, tiles unsold at the end
        self.sales = []  # every sale: {"round", "seat", "words", "price", "tiles", "wild", "cells"}
        self.sell_turns = []  # what each seat held as its selling turn began (hand reviews)
        self.history = []  # one summary per finished round (see ``_close_round``)
        self.round = 0
        # « Déterminez de façon agréable quel joueur sera le premier joueur »: drawn.
        self.first = self.rng.below(n)
        self.face = None
        self.count = None
        self.last_round = False
        self.short = False  # a draw this round found the bag empty with nothing to refill it
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
        """*Step*: a new round, the die in the first player's hands."""
        self.round += 1
        self.face = self.count = None
        self.lots = [None] * self.players
        self.fates = [None] * self.players
        self.round_money = list(self.money)  # each seat's money as the round began
        self.thrown = [[] for _ in range(self.players)]  # tiles thrown away this round, per seat
        self.phase, self.current = ROLL, self.first
        self.emit("round", round=self.round, seat=self.first)

    def _roll(self, seat) -> None:
        self.face = materials.DIE_FACES[self.rng.below(len(materials.DIE_FACES))]
        if self.face == CHOICE:
            self.emit("roll_choice", seat=seat)
            self.phase = CHOOSE
        else:
            self.emit("roll", seat=seat, n=self.face)
            self.count = self.face
            self._deal()

    def _choose(self, seat, count) -> None:
        self.count = count
        self.emit("choose", seat=seat, n=self.count)
        self._deal()

    def _draw(self, count: int) -> list:
        """Up to ``count`` tiles from the bag; an empty bag is refilled when a room allows it
        (``_refill``)."""
        out = []
        while len(out) < count:
            if not self.bag and not self._refill():
                self.short = True
                break
            out.append(self.bag.pop())
        return sorted(out)

    def _refill(self) -> bool:
        """*Step*: refill the empty bag, if the rules allow; whether they did. The base game
        never does."""
        return False

    def _deal(self) -> None:
        """*Step*: « Chaque joueur pioche ensuite ce nombre de tuiles », from the first one."""
        self.reveal()
        for seat in self._order(self.first):
            lot = self._draw(self.count)
            self.lots[seat] = lot
            if lot:
                self.emit("draw", seat=seat, n=len(lot), tiles=tiles_text(lot))
            else:
                self.emit("draw_none", seat=seat)
        self._check_last_round()
        self._after_lots()

    def _check_last_round(self) -> None:
        """« Lorsque la dernière tuile est piochée [...] le dernier round commence. »"""
        if not self.bag and not self._refills_ahead():
            self.last_round = True
            self.emit("last_round")

    def _refills_ahead(self) -> bool:
        """*Step*: whether an empty bag will be refilled at the next draw (never, here)."""
        return False

    def _after_lots(self) -> None:
        """*Step*: every lot is drawn; they are bought next."""
        self.lots = [lot if lot else None for lot in self.lots]
        self._start_buy()

    def _start_buy(self) -> None:
        self.queue = [s for s in self._order(self.first) if self.lots[s]]
        self.phase = BUY
        if self.queue:
            self.current = self.queue[0]
        else:
            self._start_sell()

    def _buy(self, seat) -> None:
        lot, cost = self.lots[seat], self.lot_price(seat)
        self._pay_bank(seat, cost)
        self._gain(seat, lot)
        self.fates[seat] = {"fate": "bought", "tiles": lot, "price": cost, "seat": seat}
        self.emit("buy", seat=seat, tiles=tiles_text(lot), price=cost)
        self.lots[seat] = None
        self._next_buyer()

    def _reject(self, seat) -> None:
        lot = self.lots[seat]
        self.discarded += lot
        self.fates[seat] = {"fate": "rejected", "tiles": lot, "price": 0, "seat": None}
        self.emit("reject", seat=seat, tiles=tiles_text(lot))
        self.lots[seat] = None
        self._next_buyer()

    def _next_buyer(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.phase, self.current = BUY, self.queue[0]
        else:
            self._start_sell()

    def _pay_bank(self, seat, amount) -> None:
        self.money[seat] -= amount
        self.bank += amount

    def _gain(self, seat, tiles) -> None:
        self.hands[seat] = sorted(self.hands[seat] + list(tiles))

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
        """*Step*: what ``seat`` could sell from now: its tiles, whether it has a wild (and,
        with the crossword, the grid)."""
        return {"hand": "".join(self.hands[seat]), "wild": self.wilds[seat] > 0, "cells": []}

    def _sell(self, seat, action) -> None:
        """*Step*: a word sold to the bank at its price."""
        sale = self._sale(seat, action)
        self._before_sale(seat)
        self.hands[seat] = rules.take(self.hands[seat], sale["tiles"])
        if sale["wild"]:
            self.wilds[seat] -= 1
            self.wilds_used += 1
        self.money[seat] += sale["price"]
        self.bank -= sale["price"]
        self.sold += sale["tiles"]
        record = {"round": self.round, "seat": seat, "words": [list(w) for w in sale["words"]],
                  "price": sale["price"], "tiles": sale["tiles"], "wild": sale["wild"],
                  "cells": sale["cells"], "wild_at": action["wild"]}
        self._record_sale(seat, action, sale, record)
        self.sales.append(record)
        for word, cost in sale["words"]:
            self.emit("sell", seat=seat, word=word, price=cost)
        if len(sale["words"]) > 1:
            self.emit("sell_total", seat=seat, price=sale["price"], n=len(sale["words"]))
        self._after_sale(seat)

    def _before_sale(self, seat) -> None:
        """*Step*: just before a checked sale changes anything (nothing here)."""

    def _record_sale(self, seat, action, sale, record) -> None:
        """*Step*: what else a sale changes on the table, ``record`` its entry in ``sales``
        (nothing here)."""

    def _after_sale(self, seat) -> None:
        """*Step*: once a sale is made (the seller goes on selling, here)."""

    def _paid_for(self, record) -> int:
        """*Step*: what the bank paid for a sale."""
        return record["price"]

    def _undo_sale(self, record) -> None:
        """*Step*: a sale taken back (the review rooms refuse some): tiles, wild and money
        return to where they were. ``record`` has left ``sales`` already."""
        seat = record["seat"]
        self.hands[seat] = sorted(self.hands[seat] + record["tiles"])
        if record["wild"]:
            self.wilds[seat] += 1
            self.wilds_used -= 1
        paid = self._paid_for(record)
        self.money[seat] -= paid
        self.bank += paid
        for tile in record["tiles"]:
            self.sold.remove(tile)

    def _discard(self, seat, tiles) -> None:
        """« Pour éliminer les tuiles en trop, le joueur peut [...] mettre l'excès de tuiles
        hors-jeu. »"""
        self.hands[seat] = rules.take(self.hands[seat], tiles)
        self.discarded += tiles
        self.thrown[seat] += tiles
        self.emit("discard", seat=seat, tiles=tiles_text(tiles))

    def _done(self, seat) -> None:
        self.queue.pop(0)
        if self.queue:
            self.current = self.queue[0]
            self._open_sell_turn(self.current)
        else:
            self._end_round()

    def _close_round(self, lost=None) -> None:
        """Keep what the round did, for the table's recap and score sheet: the die, what became
        of each lot (``fates``, indexed by the seat that drew it), the tiles each seat threw
        away (``thrown``) or lost at the end (``lost``), and each seat's money before and after
        (the round's sales are in ``sales``, by round)."""
        self.history.append({
            "round": self.round, "first": self.first, "count": self.count,
            "fates": [dict(f, tiles=list(f["tiles"])) if f else None for f in self.fates],
            "thrown": [list(t) for t in self.thrown],
            "lost": [list(t) for t in lost] if lost else [[] for _ in range(self.players)],
            "money_before": list(self.round_money), "money": list(self.money), "debts": list(self.debts),
        })

    def _end_round(self) -> None:
        if self.last_round:
            # « Les tuiles non utilisées sont jetées. »
            lost = [list(hand) for hand in self.hands]
            for seat in range(self.players):
                if self.hands[seat]:
                    self.emit("leftover", seat=seat, tiles=tiles_text(self.hands[seat]))
                self.discarded += self.hands[seat]
                self.hands[seat] = []
            self._close_round(lost)
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
        self._close_round()
        # « Le dé passe au joueur de gauche du premier, et celui-ci devient alors premier joueur. »
        self.first = (self.first + 1) % self.players
        self._start_round()

    # ------------------------------------------------------------------ protocol
    def to_move(self) -> list:
        return [] if self.finished else [self.current]

    def is_over(self) -> bool:
        return self.finished

    def outcome(self) -> dict:
        """Most money wins."""
        scores = self._final_scores()
        places = ranking(scores)
        out = {"scores": scores, "ranking": places, "winners": [i for i, r in enumerate(places) if r == 1]}
        if self.players == 1:
            out["rating"] = rules.rating(scores[0])
            out["rating_thresholds"] = {"average": 800, "good": 900, "outstanding": 1000}
        return out

    def _final_scores(self) -> list:
        """*Step*: what each seat ends with (its money, here)."""
        return list(self.money)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list:
        self.check_seat(seat)
        if self.finished or seat != self.current:
            return []
        return self._phase_actions(seat)

    def _phase_actions(self, seat) -> list:
        """*Step*: the legal actions of ``seat``, whose turn it is, in the current phase."""
        phase = self.phase
        if phase == ROLL:
            return [{"type": "roll"}]
        if phase == CHOOSE:
            return [{"type": "choose", "count": c} for c in materials.CHOICE_COUNTS]
        if phase == BUY:
            actions = []
            if self.lot_price(seat) <= self.money[seat]:
                actions.append({"type": "buy"})
            return actions + [{"type": "reject"}]
        if phase == SELL:
            over = self.excess(seat)
            actions = [{"type": "done"}] if not over else []
            if over:
                actions += [{"type": "discard", "tiles": [t]} for t in sorted(set(self.hands[seat]))]
            return actions + self.sale_suggestions(seat)
        return []

    def sale_suggestions(self, seat: int) -> list:
        """A bounded sample of the sales ``seat`` may make, cheap to list: the words of up to
        five letters the tiles spell, and those of up to three letters with the wild. Every
        other legal sale is accepted by ``check``; computer players search all of them
        themselves."""
        self.check_seat(seat)
        hand = "".join(self.hands[seat])
        wild = 1 if self.wilds[seat] else 0
        found = lexicon.words_from(hand, wild, self.lang, min_length=rules.MIN_WORD,
                                   max_length=SUGGEST_WILD_LENGTH) if hand or wild else []
        if len(hand) >= SUGGEST_WILD_LENGTH + 1:
            found += lexicon.words_from(hand, 0, self.lang, min_length=SUGGEST_WILD_LENGTH + 1,
                                        max_length=SUGGEST_LENGTH)
        found = [f for f in found if not self._refused_again(seat, [f.word])]
        return self._suggested_sales(seat, hand, found)

    def _suggested_sales(self, seat, hand, found) -> list:
        """*Step*: the sales offered for the words ``found`` in ``hand``."""
        return [{"type": "sell", "word": f.word, "wild": f.blanks[0] if f.blanks else None} for f in found]

    # ------------------------------------------------------------------ checks
    def check(self, seat: int, action: dict) -> None:
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in self.ACTION_KEYS:
            raise IllegalAction("core.malformed_action")
        if set(action) != {"type", *self._action_keys(kind)}:
            raise IllegalAction("core.malformed_action")
        if kind not in self.PHASE_ACTIONS.get(self.phase, ()):
            raise IllegalAction("buyword.error.not_now", phase={"key": f"buyword.phase.{self.phase}"})
        self._check_phase(seat, action)

    def _action_keys(self, kind: str) -> tuple:
        """*Step*: the keys an action of type ``kind`` carries."""
        return self.ACTION_KEYS[kind]

    def _check_phase(self, seat, action) -> None:
        """*Step*: refuse ``action`` (of a type the phase answers to) with the precise reason."""
        phase, kind = self.phase, action["type"]
        if phase == CHOOSE:
            if action["count"] not in materials.CHOICE_COUNTS or not is_int(action["count"]):
                raise IllegalAction("buyword.error.bad_count")
        elif phase == BUY:
            if kind == "buy" and self.lot_price(seat) > self.money[seat]:
                raise IllegalAction("buyword.error.cannot_afford", price=self.lot_price(seat),
                                    money=self.money[seat])
        elif phase == SELL:
            if kind == "done":
                over = self.excess(seat)
                if over:
                    raise IllegalAction("buyword.error.over_limit", n=len(self.hands[seat]),
                                        limit=self.limit, excess=over)
            elif kind == "discard":
                self._check_discard(seat, action["tiles"])
            else:
                self._sale(seat, action)

    def _check_discard(self, seat, tiles) -> None:
        if not isinstance(tiles, list) or not tiles or not all(isinstance(t, str) for t in tiles):
            raise IllegalAction("core.malformed_action")
        over = self.excess(seat)
        if not over:
            raise IllegalAction("buyword.error.no_discard")
        if len(tiles) > over:
            raise IllegalAction("buyword.error.discard_too_many", n=len(tiles), excess=over)
        if tiles != sorted(tiles) or rules.take(self.hands[seat], tiles) is None:
            raise IllegalAction("buyword.error.not_in_hand", tiles=tiles_text(tiles[:16]))

    # ------------------------------------------------------------------ sales
    def _sale(self, seat: int, action: dict, lenient: bool = False, hand=None, grid=None) -> dict:
        """Validate a sale; returns what ``_sell`` needs: the tiles taken from the hand, the
        wild, the words with their prices, the total, the new grid cells. Raises
        IllegalAction with the precise reason. ``lenient``: do not ask the lexicon (quotes);
        ``hand``: the tiles to spell it from (default: the seat's); ``grid``: the crossword
        grid if the caller has it already."""
        word, wild = action["word"], action["wild"]
        if not isinstance(word, str) or not word.isascii() or not word.isalpha() or not word.isupper():
            raise IllegalAction("buyword.error.bad_word")
        if len(word) < rules.MIN_WORD:
            raise IllegalAction("buyword.error.too_short", min=rules.MIN_WORD)
        if wild is not None:
            if not is_int(wild) or not 0 <= wild < len(word):
                raise IllegalAction("core.malformed_action")
            if not self.wilds[seat]:
                raise IllegalAction("buyword.error.no_wild")
        tiles, words, cells = self._sold_words(action, grid)
        if rules.take(self.hands[seat] if hand is None else hand, tiles) is None:
            raise IllegalAction("buyword.error.missing_tiles", word=word)
        again = self._refused_again(seat, [w for w, _ in words])
        if again:
            raise IllegalAction("buyword.error.refused_again", word=again)
        if self._lexicon_judges() and not lenient:
            for w, _ in words:
                if not lexicon.is_word(w, self.lang):
                    raise IllegalAction("buyword.error.not_a_word", word=w)
        # a word's price is its pips squared (« au carré »): each word's pips for the table
        return {"tiles": tiles, "wild": wild is not None, "words": words, "pips": [isqrt(p) for _, p in words],
                "price": sum(p for _, p in words), "cells": cells}

    def _sold_words(self, action, grid) -> tuple:
        """*Step*: what a sale puts down and sells: (the tiles it takes from the hand, every
        word it sells with its price, the grid cells it fills). Here the one word, with the
        wild where ``action["wild"]`` says."""
        word, wild = action["word"], action["wild"]
        tiles = sorted(rules.word_tiles(word, wild).replace(WILD, ""))
        return tiles, [(word, rules.price(rules.word_tiles(word, wild), self.bag_name, self.wild_value))], []

    def _refused_again(self, seat: int, words: list) -> str | None:
        """*Step*: a word of ``words`` the table already turned down from ``seat`` this round,
        which it may not offer again (never, here)."""
        return None

    def _lexicon_judges(self) -> bool:
        """*Step*: whether the lexicon refuses a word that is not one at the sale (here, always)."""
        return True

    def quote(self, seat: int, action: dict) -> dict:
        """For the word builder: is this sale allowed now, what would it fetch, which words would
        it make and are they words. ``{"ok", "error" (key and params, or None), "price",
        "words": [{"word", "price", "pips", "valid"}]}``. Works whatever the phase, so a player can
        prepare a word while others decide their lots; while his own lot waits to be bought,
        its tiles count as his (what would this lot let me sell?)."""
        self.check_seat(seat)
        out = {"ok": False, "error": None, "price": 0, "words": []}
        try:
            action = canonical_action({**action, "type": "sell"})
            if set(action) != {"type", *self._action_keys("sell")}:
                raise IllegalAction("core.malformed_action")
            hand = self.hands[seat] + (self.lots[seat] or [])
            sale = self._sale(seat, action, lenient=True, hand=hand)  # price every word, valid or not
        except IllegalAction as error:
            out["error"] = error.to_dict()
            return out
        out["price"] = sale["price"]
        out["words"] = [{"word": w, "price": p, "pips": pips, "valid": lexicon.is_word(w, self.lang)}
                        for (w, p), pips in zip(sale["words"], sale["pips"])]
        invalid = [w["word"] for w in out["words"] if not w["valid"]]
        if invalid and self._lexicon_judges():
            out["error"] = {"key": "buyword.error.not_a_word", "params": {"word": invalid[0]}}
        elif self.finished or self.phase != SELL or seat != self.current:
            out["error"] = {"key": "buyword.error.not_selling_now", "params": {}}
        else:
            out["ok"] = True
        return out

    # ------------------------------------------------------------------ perform
    def perform(self, seat: int, action: dict) -> None:
        self._play(seat, action)

    def _play(self, seat, action) -> None:
        """*Step*: carry out a checked action of the current phase."""
        kind = action["type"]
        if kind == "roll":
            self._roll(seat)
        elif kind == "choose":
            self._choose(seat, action["count"])
        elif kind == "buy":
            self._buy(seat)
        elif kind == "reject":
            self._reject(seat)
        elif kind == "sell":
            self._sell(seat, action)
        elif kind == "discard":
            self._discard(seat, action["tiles"])
        elif kind == "done":
            self._done(seat)

    # ------------------------------------------------------------------ hand reviews
    def hand_reviews(self, seat: int) -> list[dict]:
        """One entry per finished round of ``seat``: the words it sold that round (a crossword
        sale counts once, under its main word, at the price of every word it made) beside the
        three best sales its tiles allowed when it sold — the tiles and the one wild it held as
        its selling turn began (and, with the crossword, before each sale, on the grid as it lay
        then) — priced as the game prices them."""
        from .search import best_sales

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

    @property
    def limit(self) -> int:
        """*Step*: the tiles one may keep at the end of a selling turn, wilds not counted."""
        return materials.TILE_LIMIT

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
        - ``money`` per seat and ``bank``; ``hands`` (bought tiles, face up), ``wilds`` held,
          ``lots`` (drawn, not yet settled, or None) with ``lot_prices`` and ``lot_pips``; ``fates``: what became
          of each lot this round (bought, rejected, auctioned to whom, for how much);
          ``excess``: tiles each must still shed before ending his turn.
        - ``pips`` per letter and ``wild_pips``, ``limit``, ``bag`` (count), ``bag_letters``.
        - ``sales`` (every sale: round, seat, words and prices, the tiles it took from the hand,
          whether it used a wild and where in its word, and with the crossword the cells it
          laid).
        - ``last``: the last action taken (every action is public), ``{"seat", "action",
          "turn"}`` (``turn``: how many actions so far), or None before the first; ``history``:
          one summary per finished round (see ``_close_round``), for recaps and score sheets.
        - What the variants add (``variants/``): ``refills_left`` (long game), ``debts`` (honour:
          challenge penalties still owed, withheld from the seat's next sales, counted against
          it at the end), ``refused`` (sales taken back), ``pool`` (draft), ``offer`` and
          ``offered`` (trades), ``auction`` (seller, tiles, normal price, opening bid, last bid
          and bidder, ``next_min``, ``top_price``, bidders still in), ``review`` (the sale being
          reviewed, votes so far), ``grid`` (crossword, see ``grid_view``), ``honour``,
          ``theme``, ``crossword``.
        - ``you`` (None for a spectator): the seat's tiles with pips, wilds, money, lot and its
          price, ``can_afford_lot``, ``excess``, ``my_turn``, ``can`` (action types allowed now)
          and ``prompt`` (a sentence key and its fields: what to do, or whom we wait for).

        The word builder asks ``quote(seat, {"word", "wild"[, "row", "col", "dir"]})`` for a
        word's validity, price and, with the crossword, every word the placement makes."""
        n = self.players
        unseen = {}
        for tile in self.bag:
            unseen[tile] = unseen.get(tile, 0) + 1
        view = {
            "phase": self.phase,
            "round": self.round,
            "first": self.first,
            "current": None if self.finished else self.current,
            "last_round": self.last_round,
            "die": {"face": self.face, "count": self.count},
            "bag": len(self.bag),
            "bag_letters": dict(sorted(unseen.items())),
            "bag_name": self.bag_name,
            "language": self.lang,
            "pips": dict(self.pips),
            "wild_pips": self.wild_value,
            "limit": self.limit,
            "money": list(self.money),
            "bank": self.bank,
            "hands": [list(h) for h in self.hands],
            "wilds": list(self.wilds),
            "lots": [list(l) if l else None for l in self.lots],
            "lot_prices": [self.lot_price(s) for s in range(n)],
            "lot_pips": [rules.pip_sum(l, self.bag_name, self.wild_value) if l else 0 for l in self.lots],
            "fates": [dict(f) if f else None for f in self.fates],
            "excess": [self.excess(s) for s in range(n)],
            "sales": [{"round": s["round"], "seat": s["seat"], "words": [list(w) for w in s["words"]],
                       "price": s["price"], "tiles": list(s["tiles"]), "wild": s["wild"], "wild_at": s["wild_at"],
                       "cells": [list(c) for c in s["cells"]]} for s in self.sales],
            "sold_count": len(self.sold),
            "discarded_count": len(self.discarded),
            "wilds_used": self.wilds_used,
            "history": [_plain(entry) for entry in self.history],
            "last": {"seat": self.actions[-1][0], "action": dict(self.actions[-1][1]), "turn": len(self.actions)}
            if self.actions else None,
        }
        self._add_to_view(view)
        view["you"] = self._seat_view(seat) if seat is not None else None
        return view

    def _add_to_view(self, view: dict) -> None:
        """*Step*: what a room adds to every seat's view (nothing here)."""

    def _seat_view(self, seat) -> dict:
        """What concerns the viewing seat directly, ready to draw: its tiles with pips, its lot
        and price, whether it can afford it, what it may do now and the prompt to show."""
        my_turn = not self.finished and seat == self.current
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
            out["prompt"] = {"key": f"buyword.prompt.wait_{self.phase}", "seat": self.current}
        return out

    def _action_types(self, seat) -> list:
        """*Step*: the kinds of action ``seat`` may take now (cheap: no word search)."""
        if self.phase == SELL:
            return ["discard", "sell"] if self.excess(seat) else ["done", "sell"]
        return sorted({a["type"] for a in self.legal_actions(seat)})

    def _prompt(self, seat) -> dict:
        """*Step*: what ``seat``, whose turn it is, is asked to do, as a sentence key and its
        fields."""
        phase = self.phase
        if phase == BUY:
            return {"key": "buyword.prompt.buy", "price": self.lot_price(seat),
                    "tiles": tiles_text(self.lots[seat]), "money": self.money[seat]}
        if phase == SELL:
            over = self.excess(seat)
            if over:
                return {"key": "buyword.prompt.over_limit", "n": len(self.hands[seat]),
                        "limit": self.limit, "excess": over}
            return {"key": "buyword.prompt.sell_last" if self.last_round else "buyword.prompt.sell"}
        return {"key": f"buyword.prompt.{phase}"}
