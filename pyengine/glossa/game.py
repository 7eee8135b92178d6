"""Glossa's state machine: the deal, the entry, the exchange, the word, the betting, the
showdown, loans between deals and the score sheet.

A deal goes through these phases (``self.phase``):

- ``entry``: from the dealer's left each player enters (ante 10, « droit de jouer ») or sits out.
- ``exchange``: each participant, in the same order, discards 0–3 cards and draws as many
  (« servi » when he keeps his hand).
- ``compose``: every participant privately sets the word he will play, in turn from the
  dealer's left (the word is hidden until shown, so the order changes nothing; taking turns
  lets the site pass the device in a hot seat). Tapis's reading of « chaque joueur constitue
  pour lui-même, sans le montrer, un mot »: the word is fixed before the betting, as at a real
  table after the « minute de réflexion ». An empty word means "no word" (value 0).
- ``betting``: check (only while nobody has bet), fold, bet, call, raise (see ``_betting_actions``).
- ``collect``: the one player left without a contest takes the pot and chooses to show his word
  (his game points are its value) or not (his game points are the pot he took).
- ``loans`` (between deals): a player short of chips may ask a richer one for a loan, who
  accepts or refuses.

Chips only move: ``sum(chips) + sum(stakes) + cagnotte`` is always 3000, and at the end
``sum(chips)`` alone is (a cagnotte left over is shared between the players).
"""

from collections import Counter

from . import INFO, MINUTES
from .materials import (ANTE, CHIP_UNIT, DECK, HAND_SIZE, JOKER_MEANINGS, MAX_ANNOUNCEMENT,
                        MAX_EXCHANGE, VALUE, starting_reserve)
from .rules import (best_hands, card_of, exchanges, loan_limit, loan_threshold, may_borrow,
                    score_sheet, share_cagnotte, side_pots, spell, spell_text, split_pot, word_problem,
                    word_value)
from . import words as word_source
from ..core import Game, IllegalAction, ranking

IN, ALL_IN, FOLDED, OUT, WAITING = "in", "all_in", "folded", "out", "waiting"

_KEYS = {
    "enter": {"type"}, "sit_out": {"type"}, "exchange": {"type", "cards"}, "word": {"type", "cards"},
    "check": {"type"}, "fold": {"type"}, "call": {"type"}, "bet": {"type", "amount"},
    "raise": {"type", "amount"}, "show": {"type"}, "conceal": {"type"},
    "borrow": {"type", "lender", "amount"}, "no_loan": {"type"}, "lend": {"type"}, "refuse": {"type"},
    "end_after_deal": {"type"},
}
_PHASE_OF = {
    "enter": "entry", "sit_out": "entry", "exchange": "exchange", "word": "compose",
    "check": "betting", "fold": "betting", "call": "betting", "bet": "betting", "raise": "betting",
    "show": "collect", "conceal": "collect", "borrow": "loans", "no_loan": "loans", "lend": "loans",
    "refuse": "loans",
}


class GlossaGame(Game):
    info = INFO

    # ================================================================= set-up and deals
    def setup(self):
        n = self.players
        self.initial = starting_reserve(n)
        self.chips = [self.initial] * n
        self.cagnotte = 0
        self.sheet = []  # score sheet rows: deals and loans, in order
        self.composed = [[] for _ in range(n)]  # per seat: {"deal", "hand", "word"} of past deals
        length = self.options["length"]
        self.planned = length if isinstance(length, int) else None
        self.ending = False  # time limit: the table ends the game after this deal
        self.shared = None  # the cagnotte left at the end, as shared between the players
        self.finished = False
        self.deal_no = 0
        self.dealer = self.rng.below(n)  # « Un donneur est tiré au sort pour le premier coup »
        self.stock: list[str] = []
        self.discards: list[str] = []  # face down on the table since the last shuffle
        self.shown: list[str] = []  # cards shown at showdowns since the last shuffle
        self.held = [[] for _ in range(n)]  # cards each seat has held since the last shuffle
        self.last = None  # what happened at the end of the last deal (for the table view)
        self.borrowers = []  # players still to be asked during a break between deals
        self.refused = []  # lenders who refused the current borrower during this break
        self.phase = "entry"
        self.emit("dealer", seat=self.dealer)
        self._start_deal()

    def _seats_from(self, first: int) -> list[int]:
        return [(first + i) % self.players for i in range(self.players)]

    def _start_deal(self):
        n = self.players
        self.deal_no += 1
        need = (HAND_SIZE + MAX_EXCHANGE) * n
        if not self.options["continuous_deal"] or len(self.stock) < need:
            self.stock = self.rng.shuffled(DECK)
            self.discards = []
            self.shown = []
            self.held = [[] for _ in range(n)]
            self.emit("shuffle")
        self.hands = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):  # « une par une, en commençant par le joueur placé à sa gauche »
            for seat in self._seats_from(self.dealer + 1):
                self.hands[seat].append(self.stock.pop())
        self.reveal()
        for seat in range(n):
            self.held[seat].extend(self.hands[seat])
            self.emit("hand", seats=[seat], cards=" ".join(self.hands[seat]))
        self.emit("deal", deal=self.deal_no, seat=self.dealer)
        self.status = [WAITING] * n
        self.stakes = [0] * n  # chips put on the table this deal (ante and bets)
        self.words = [None] * n  # declared words (lists of cards); None: not yet declared
        self.exchanged = [None] * n
        self.my_discards = [[] for _ in range(n)]
        self.drawn = [[] for _ in range(n)]  # what each drew at the exchange (his own view only)
        self.history = []  # the public actions of this deal, for the view and the bots
        self.order = []
        self.bet_made = False
        self.level = 0
        self.last_raiser = None
        self.pending = []
        self.loan = None
        self.chips_before = list(self.chips)  # to tell each seat's gain or loss at the end of the deal
        for seat in range(n):
            if self.chips[seat] < ANTE:
                self.status[seat] = OUT
                self.emit("cannot_enter", seat=seat)
        self.phase = "entry"
        self.current = self._next_waiting(self.dealer)

    def _next_waiting(self, after: int):
        for seat in self._seats_from(after + 1):
            if self.status[seat] == WAITING:
                return seat
        return None

    def _after_entry(self):
        self.order = [s for s in self._seats_from(self.dealer + 1) if self.status[s] in (IN, ALL_IN)]
        if not self.order:
            self.emit("void_deal")
            self._end_deal(None, {"kind": "void", "stakes": [0] * self.players})
            return
        self.phase = "exchange"
        self.current = self.order[0]

    # ================================================================= protocol hooks
    def to_move(self):
        if self.finished:
            return []
        return [self.current]

    def legal_actions(self, seat):
        self.check_seat(seat)
        if self.finished or seat not in self.to_move():
            return []
        phase = self.phase
        if phase == "entry":
            actions = [{"type": "enter"}, {"type": "sit_out"}]
        elif phase == "exchange":
            actions = [{"type": "exchange", "cards": d} for d in exchanges(self.hands[seat])]
        elif phase == "compose":
            actions = [{"type": "word", "cards": []}]
            actions += [{"type": "word", "cards": w} for w in self.suggested_words(seat)]
        elif phase == "betting":
            actions = self._betting_actions(seat)
        elif phase == "collect":
            actions = [{"type": "conceal"}]
            if self.words[seat]:
                actions.insert(0, {"type": "show"})
        else:  # loans
            actions = self._loan_actions(seat)
        if self.planned is None and not self.ending:
            actions.append({"type": "end_after_deal"})
        return actions

    def legal_actions_steps(self, seat):
        """The compose phase's list holds every word the hand spells: searched a first letter
        at a time first (the search is then cached), so a computer player never blocks on it."""
        self.check_seat(seat)
        if not self.finished and self.phase == "compose" and seat in self.to_move():
            yield from word_source.spellings_steps(self.hands[seat])
        return self.legal_actions(seat)

    # ----------------------------------------------------------------- the table's clock
    def time_limit(self) -> int | None:
        """Minutes of play agreed for a timed game, while the clock still matters (not ended,
        not already on its last deal); None otherwise. The site watches its clock and, once that
        much time has passed, applies ``time_up_action()`` for the seat to move: time enters the
        game as an action, so a replay stays deterministic."""
        if self.finished or self.ending or self.planned is not None:
            return None
        return MINUTES[self.options["length"]]

    @staticmethod
    def time_up_action() -> dict:
        """« en durée (1 h, 2 h, etc.) »: the time is up, the deal in progress is the last
        (between deals, the game ends at once)."""
        return {"type": "end_after_deal", "time_up": True}

    def suggested_words(self, seat) -> list[list[str]]:
        """The words ``legal_actions`` offers in the compose phase: every word the hand spells,
        strongest first (see ``words.spellings``). ``check`` also accepts a spelling that spends
        a joker on a card still held, which the list leaves out as always weaker; in honour mode
        it accepts any arrangement of the hand's cards."""
        self.check_seat(seat)
        return [list(p) for p in word_source.spellings(self.hands[seat])]

    def _betting_actions(self, seat) -> list[dict]:
        """« passer » only while nobody has bet (round one); « se retirer » always; « s'aligner »
        on the highest stake; « renchérir » by 10 to 300 more. A bet or raise needs another
        player who can still answer it."""
        chips = self.chips[seat]
        to_call = self.level - self.stakes[seat]
        others_active = any(s != seat and self.status[s] == IN for s in self.order)
        actions = []
        if not self.bet_made:
            actions.append({"type": "check"})
            actions.append({"type": "fold"})
            if others_active:
                top = min(MAX_ANNOUNCEMENT, chips)
                actions += [{"type": "bet", "amount": a} for a in range(CHIP_UNIT, top + 1, CHIP_UNIT)]
            return actions
        actions.append({"type": "fold"})
        actions.append({"type": "call"})
        if others_active:
            top = min(MAX_ANNOUNCEMENT, chips - to_call)
            actions += [{"type": "raise", "amount": a} for a in range(CHIP_UNIT, top + 1, CHIP_UNIT)]
        return actions

    def _lenders(self, borrower) -> list[int]:
        """« un joueur plus favorisé »: anyone holding more chips than the borrower, who has not
        refused him during this break."""
        return [s for s in self._seats_from(borrower + 1)
                if s != borrower and self.chips[s] > self.chips[borrower]
                and self.chips[s] >= CHIP_UNIT and s not in self.refused]

    def _loan_actions(self, seat) -> list[dict]:
        if self.loan is not None:  # the lender answers
            return [{"type": "lend"}, {"type": "refuse"}]
        actions = [{"type": "no_loan"}]
        limit = loan_limit(self.players)
        for lender in self._lenders(seat):
            top = min(limit, self.chips[lender])
            actions += [{"type": "borrow", "lender": lender, "amount": a}
                        for a in range(CHIP_UNIT, top + 1, CHIP_UNIT)]
        return actions

    # ----------------------------------------------------------------- checking
    def check(self, seat, action):
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in _KEYS:
            raise IllegalAction("glossa.error.unknown_action")
        keys = set(action)
        if kind == "end_after_deal" and keys == {"type", "time_up"}:  # the table's clock
            if action["time_up"] is not True:
                raise IllegalAction("core.malformed_action")
            keys.discard("time_up")
        if keys != _KEYS[kind]:
            raise IllegalAction("core.malformed_action")
        if kind == "end_after_deal":
            if self.planned is not None:
                raise IllegalAction("glossa.error.fixed_length")
            if self.ending:
                raise IllegalAction("glossa.error.already_ending")
            return
        if _PHASE_OF[kind] != self.phase:
            raise IllegalAction(f"glossa.error.phase.{self.phase}")
        if kind == "exchange":
            self._check_exchange(seat, action["cards"])
        elif kind == "word":
            self._check_word(seat, action["cards"])
        elif kind in ("bet", "raise"):
            self._check_amount(seat, kind, action["amount"])
        elif kind == "borrow":
            self._check_borrow(seat, action["lender"], action["amount"])
        elif action not in self.legal_actions(seat):
            raise IllegalAction(self._why_not(seat, kind))

    def _why_not(self, seat, kind) -> str:
        if kind == "check":
            return "glossa.error.no_check_after_bet"
        if kind == "call":
            return "glossa.error.nothing_to_call"
        if kind == "show":
            return "glossa.error.no_word_to_show"
        if kind in ("lend", "refuse"):
            return "glossa.error.no_loan_asked"
        if kind == "no_loan":
            return "glossa.error.answer_loan"
        return "core.not_allowed"

    def _check_exchange(self, seat, cards):
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise IllegalAction("core.malformed_action")
        if cards != sorted(cards):  # one spelling per exchange, as legal_actions lists them
            raise IllegalAction("glossa.error.exchange_unsorted")
        if len(cards) > MAX_EXCHANGE:
            raise IllegalAction("glossa.error.too_many_exchanged", n=MAX_EXCHANGE)
        have = Counter(self.hands[seat])
        if any(have[c] < n for c, n in Counter(cards).items()):
            raise IllegalAction("glossa.error.not_in_hand")

    def _check_word(self, seat, cards):
        problem = word_problem(cards, self.hands[seat])
        if problem:
            raise IllegalAction(problem)
        if cards and self.options["check_words"] == "strict" and not word_source.is_word(spell(cards)):
            raise IllegalAction("glossa.error.not_a_word", word=spell(cards))

    def _check_amount(self, seat, kind, amount):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("core.malformed_action")
        if kind == "bet" and self.bet_made:
            raise IllegalAction("glossa.error.already_bet")
        if kind == "raise" and not self.bet_made:
            raise IllegalAction("glossa.error.nothing_to_raise")
        if amount < CHIP_UNIT or amount % CHIP_UNIT:
            raise IllegalAction("glossa.error.multiple_of_ten")
        if amount > MAX_ANNOUNCEMENT:
            raise IllegalAction("glossa.error.over_limit", limit=MAX_ANNOUNCEMENT)
        if not any(s != seat and self.status[s] == IN for s in self.order):
            raise IllegalAction("glossa.error.nobody_to_answer")
        to_call = self.level - self.stakes[seat] if kind == "raise" else 0
        if to_call + amount > self.chips[seat]:
            raise IllegalAction("glossa.error.not_enough_chips", chips=self.chips[seat])

    def _check_borrow(self, seat, lender, amount):
        if self.loan is not None:
            raise IllegalAction("glossa.error.answer_loan")
        if isinstance(lender, bool) or not isinstance(lender, int) or not 0 <= lender < self.players \
                or isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("core.malformed_action")
        if lender not in self._lenders(seat):
            raise IllegalAction("glossa.error.not_a_lender", lender_seat=lender)
        if amount < CHIP_UNIT or amount % CHIP_UNIT:
            raise IllegalAction("glossa.error.multiple_of_ten")
        if amount > loan_limit(self.players):
            raise IllegalAction("glossa.error.loan_limit", limit=loan_limit(self.players))
        if amount > self.chips[lender]:
            raise IllegalAction("glossa.error.lender_short", lender_seat=lender)

    # ----------------------------------------------------------------- performing
    def perform(self, seat, action):
        kind = action["type"]
        getattr(self, "_do_" + kind)(seat, action)

    def _pay(self, seat, amount):
        self.chips[seat] -= amount
        self.stakes[seat] += amount
        if self.chips[seat] == 0 and self.status[seat] == IN:
            self.status[seat] = ALL_IN

    def _do_end_after_deal(self, seat, action):
        """A player ends a timed game after this deal, or the table's clock does (``time_up``:
        the site applies it for the seat to move when the agreed time has passed)."""
        self.ending = True
        if action.get("time_up"):
            self.emit("time_up", minutes=MINUTES[self.options["length"]])
        else:
            self.emit("end_requested", seat=seat)
        if self.phase == "loans":  # between deals: no deal is in progress, stop now
            self._finish()

    # entry
    def _do_enter(self, seat, action):
        self.status[seat] = IN
        self._pay(seat, ANTE)
        self.history.append({"seat": seat, "type": "enter"})
        self.emit("enter", seat=seat, amount=ANTE)
        self._after_entry_choice(seat)

    def _do_sit_out(self, seat, action):
        self.status[seat] = OUT
        self.history.append({"seat": seat, "type": "sit_out"})
        self.emit("sit_out", seat=seat)
        self._after_entry_choice(seat)

    def _after_entry_choice(self, seat):
        self.current = self._next_waiting(seat)
        if self.current is None:
            self._after_entry()

    # exchange
    def _do_exchange(self, seat, action):
        hand = self.hands[seat]
        for card in action["cards"]:
            hand.remove(card)
            self.my_discards[seat].append(card)
            self.discards.append(card)
        drawn = [self.stock.pop() for _ in action["cards"]]
        hand.extend(drawn)
        self.drawn[seat] = drawn
        self.held[seat].extend(drawn)
        self.exchanged[seat] = len(drawn)
        self.history.append({"seat": seat, "type": "exchange", "n": len(drawn)})
        if drawn:
            self.reveal()
            self.emit("exchange", seat=seat, n=len(drawn))
            self.emit("drawn", seats=[seat], cards=" ".join(drawn))
        else:
            self.emit("served", seat=seat)
        index = self.order.index(seat)
        if index + 1 < len(self.order):
            self.current = self.order[index + 1]
        else:
            self.phase = "compose"
            self.current = self.order[0]

    # compose
    def _do_word(self, seat, action):
        self.words[seat] = list(action["cards"])
        self.emit("word_ready", seat=seat)
        if action["cards"]:
            self.emit("word_chosen", seats=[seat], word=spell(action["cards"]),
                      value=word_value(action["cards"]))
        waiting = [s for s in self.order if self.words[s] is None]
        if waiting:
            self.current = waiting[0]
        else:
            self._start_betting()

    def _start_betting(self):
        self.level = ANTE
        active = [s for s in self.order if self.status[s] == IN]
        if len(self.order) == 1:
            self._uncontested(self.order[0])
        elif self._nobody_left_to_bet():
            self._showdown()
        else:
            self.phase = "betting"
            self.pending = active
            self.current = active[0]

    # betting
    def _do_check(self, seat, action):
        self.pending.remove(seat)
        self.history.append({"seat": seat, "type": "check"})
        self.emit("check", seat=seat)
        self._after_bet_action(seat)

    def _do_fold(self, seat, action):
        self.status[seat] = FOLDED
        if seat in self.pending:
            self.pending.remove(seat)
        self.history.append({"seat": seat, "type": "fold"})
        self.emit("fold", seat=seat)
        self._after_bet_action(seat)

    def _do_call(self, seat, action):
        amount = min(self.level - self.stakes[seat], self.chips[seat])
        self._pay(seat, amount)
        self.pending.remove(seat)
        all_in = self.status[seat] == ALL_IN
        self.history.append({"seat": seat, "type": "call", "amount": amount, "all_in": all_in})
        self.emit("call_all_in" if all_in else "call", seat=seat, amount=amount)
        self._after_bet_action(seat)

    def _do_bet(self, seat, action):
        self._raise_to(seat, action["amount"], "bet")

    def _do_raise(self, seat, action):
        self._raise_to(seat, action["amount"], "raise")

    def _raise_to(self, seat, amount, kind):
        paid = self.level - self.stakes[seat] + amount
        self._pay(seat, paid)
        self.level = self.stakes[seat]
        self.bet_made = True
        self.last_raiser = seat
        # everyone still able to act must answer the new stake
        self.pending = [s for s in self._seats_from(seat + 1) if s != seat and self.status[s] == IN
                        and s in self.order]
        all_in = self.status[seat] == ALL_IN
        self.history.append({"seat": seat, "type": kind, "amount": amount, "paid": paid, "all_in": all_in})
        self.emit(kind, seat=seat, amount=amount, paid=paid, stake=self.stakes[seat])
        if all_in:
            self.emit("all_in", seat=seat)
        self._after_bet_action(seat)

    def _nobody_left_to_bet(self) -> bool:
        """« S'il est en présence d'un seul joueur on compare les jeux sans plus attendre » (III c):
        an all-in player faces at most one player still able to bet, and that player owes
        nothing (he could only check or fold, a bet having nobody to answer it). Whether the
        others folded before or after the all-in, the hands are compared at once: the remaining
        player cannot check the all-in player's stake into the cagnotte."""
        able = [s for s in self.order if self.status[s] == IN]
        if len(able) > 1 or not any(self.status[s] == ALL_IN for s in self.order):
            return False
        return not able or self.stakes[able[0]] >= self.level

    def _after_bet_action(self, seat):
        alive = [s for s in self.order if self.status[s] in (IN, ALL_IN)]
        if len(alive) == 1:
            self._uncontested(alive[0])
        elif self._nobody_left_to_bet():
            self._showdown()
        elif not self.pending:
            if self.bet_made:
                self._showdown()
            else:
                self._to_cagnotte()
        else:
            for s in self._seats_from(seat + 1):
                if s in self.pending:
                    self.current = s
                    break

    # ----------------------------------------------------------------- end of a deal
    def _to_cagnotte(self):
        """« tous les joueurs en présence soient amenés à passer. Les mises déjà déposées sur le
        tapis constituent une cagnotte et on passe au coup suivant. »"""
        stakes = list(self.stakes)
        self.cagnotte += sum(stakes)
        self.stakes = [0] * self.players
        self.emit("cagnotte", amount=self.cagnotte)
        self._end_deal(None, {"kind": "cagnotte", "stakes": stakes, "cagnotte": self.cagnotte})

    def _uncontested(self, seat):
        """Nobody called (or nobody else is left): the player takes the pot without showing,
        and chooses whether to show (phase ``collect``)."""
        self.phase = "collect"
        self.current = seat
        self.emit("uncontested", seat=seat, amount=self.cagnotte + sum(self.stakes))

    def _collect_pot(self, seat) -> tuple[int, list[int]]:
        """The whole pot (cagnotte included) goes to ``seat``; returns it and the stakes."""
        stakes = list(self.stakes)
        pot = self.cagnotte + sum(stakes)
        self.chips[seat] += pot
        self.cagnotte = 0
        self.stakes = [0] * self.players
        return pot, stakes

    def _do_show(self, seat, action):
        """« S'il montre son jeu, il inscrit normalement ses points de jeu. »"""
        pot, stakes = self._collect_pot(seat)
        cards = self.words[seat]
        valid = self._valid(cards)
        self.reveal()
        self.shown.extend(card_of(c) for c in cards)
        points = [None] * self.players
        points[seat] = word_value(cards) if valid else 0
        self.emit("show", seat=seat, word=spell(cards), value=word_value(cards), amount=pot)
        if not valid:
            self.emit("invalid_word", seat=seat, word=spell(cards))
        self._end_deal(points, {"kind": "uncontested", "seat": seat, "pot": pot, "stakes": stakes,
                                "shown": True, "words": {str(seat): self._word_record(seat, valid)}})

    def _do_conceal(self, seat, action):
        """« S'il préfère ne pas montrer son jeu, il inscrit comme points de jeu, le montant des
        points de tapis (jetons) qu'il vient de ramasser. »"""
        pot, stakes = self._collect_pot(seat)
        points = [None] * self.players
        points[seat] = pot
        self.emit("conceal", seat=seat, amount=pot)
        self._end_deal(points, {"kind": "uncontested", "seat": seat, "pot": pot, "stakes": stakes,
                                "shown": False, "words": {}})

    def _valid(self, cards) -> bool:
        """A shown word counts unless it is not French (possible only when words are checked on
        honour). "No word" is valid and worth 0."""
        if not cards or self.options["check_words"] == "strict":
            return True
        return word_source.is_word(spell(cards))

    def _word_record(self, seat, valid) -> dict:
        cards = self.words[seat] or []
        return {"cards": list(cards), "word": spell(cards), "value": word_value(cards) if cards else 0,
                "valid": valid}

    def _showdown(self):
        """« le dernier joueur à avoir renchéri expose son jeu et ceux qui se sont alignés le
        comparent avec le leur »: every hand still in is shown; each pot goes to the strongest
        eligible hand; a complete tie shares it, the odd chips staying as cagnotte.

        A word found invalid (honour mode) counts as a folded hand: it wins nothing and scores
        nothing. The pots are still cut at every stake a player still in stopped at, so a valid
        word wins at most what each player put in up to its own stake; a side pot that only
        invalid words could win goes back to those who paid it (« jetons qui leur seraient
        restitués », III c). When no word at all is valid, everything stays on the table as
        cagnotte, as when everybody passes (III d)."""
        self.reveal()
        contenders = [s for s in self.order if self.status[s] in (IN, ALL_IN)]
        first = self.last_raiser if self.last_raiser in contenders else contenders[0]
        shown_order = [s for s in self._seats_from(first) if s in contenders]
        valid = {s: self._valid(self.words[s]) for s in contenders}
        records = {}
        for seat in shown_order:
            record = self._word_record(seat, valid[seat])
            records[str(seat)] = record
            self.shown.extend(card_of(c) for c in self.words[seat])
            self.emit("showdown_word", seat=seat, word=record["word"] or "—", value=record["value"])
            if not valid[seat]:
                self.emit("invalid_word", seat=seat, word=record["word"])
        anyone_valid = any(valid.values())
        stakes, cagnotte_in = list(self.stakes), self.cagnotte
        pots, returned = side_pots(stakes, contenders, cagnotte_in, payers=True)
        self.cagnotte = 0
        for seat, amount in returned.items():
            self.chips[seat] += amount
            self.emit("returned", seat=seat, amount=amount)
        results = []
        left = 0
        for number, pot in enumerate(pots):
            paid = pot.pop("paid")
            winners = best_hands({s: self.words[s] for s in pot["eligible"] if valid[s]})
            if not winners and anyone_valid:  # above every valid word's stake: back to its payers
                for seat, amount in paid.items():
                    self.chips[seat] += amount
                    self.emit("level_returned", seat=seat, amount=amount)
                results.append({**pot, "winners": [], "share": 0, "remainder": 0,
                                "returned": {str(s): a for s, a in paid.items()}})
                continue
            if not winners:
                left += pot["amount"]
                results.append({**pot, "winners": [], "share": 0, "remainder": pot["amount"]})
                self.emit("pot_unclaimed", amount=pot["amount"])
                continue
            share, remainder = split_pot(pot["amount"], len(winners))
            for seat in winners:
                self.chips[seat] += share
                self.emit("pot_won" if len(winners) == 1 else "pot_shared", seat=seat, amount=share,
                          pot=number)
            left += remainder
            results.append({**pot, "winners": winners, "share": share, "remainder": remainder})
        self.stakes = [0] * self.players
        self.cagnotte = left
        if left:
            self.emit("remainder", amount=left)
        points = [None] * self.players
        for seat in contenders:
            if valid[seat]:
                points[seat] = records[str(seat)]["value"]
        self._end_deal(points, {"kind": "showdown", "words": records, "order": shown_order,
                                "stakes": stakes, "cagnotte_in": cagnotte_in, "pots": results,
                                "returned": {str(s): a for s, a in returned.items()},
                                "cagnotte": left})

    def _end_deal(self, points, summary):
        if points is None:  # nobody scores (void deal, or everybody passed)
            points = [None] * self.players
        self.sheet.append({"kind": "deal", "deal": self.deal_no, "points": points})
        summary = {"deal": self.deal_no, **summary, "points": list(points),
                   "chips": [self.chips[s] - self.chips_before[s] for s in range(self.players)],
                   "status": list(self.status)}
        self.last = summary
        for seat in range(self.players):
            if self.words[seat] is not None:  # this seat built a word from these cards
                self.composed[seat].append({"deal": self.deal_no, "hand": list(self.hands[seat]),
                                            "word": list(self.words[seat])})
            self.discards.extend(self.hands[seat])
            self.hands[seat] = []
        self.current = None
        self.pending = []
        self.dealer = (self.dealer + 1) % self.players  # « il change à chaque donne »
        if self.ending or (self.planned is not None and self.deal_no >= self.planned):
            self._finish()
        else:
            self._open_loans()

    # ----------------------------------------------------------------- loans (dépannage)
    def _open_loans(self):
        """« Lorsqu'un joueur voit sa réserve de jetons diminuer jusqu'à une valeur inférieure au
        1/5e de son montant initial, il peut, mais seulement entre deux donnes, demander un
        dépannage à un joueur plus favorisé. » Each such player in turn from the next dealer's left
        may ask for one loan during the break."""
        self.phase = "loans"
        self.refused = []
        self.loan = None
        self.borrowers = [s for s in self._seats_from(self.dealer + 1) if may_borrow(self.chips[s], self.players)]
        self._next_borrower()

    def _next_borrower(self):
        self.loan = None
        self.refused = []
        while self.borrowers:
            seat = self.borrowers.pop(0)
            if self._lenders(seat):
                self.current = seat
                return
        self._next_deal()

    def _do_borrow(self, seat, action):
        self.loan = {"borrower": seat, "lender": action["lender"], "amount": action["amount"]}
        self.current = action["lender"]
        self.emit("loan_asked", seat=seat, lender_seat=action["lender"], amount=action["amount"])

    def _do_no_loan(self, seat, action):
        self.emit("no_loan", seat=seat)
        self._next_borrower()

    def _do_lend(self, seat, action):
        """« Ce dépannage [...] est aussitôt porté dans la colonne des points de jeu, en moins pour
        l'emprunteur, en plus pour le prêteur. »"""
        loan = self.loan
        borrower, amount = loan["borrower"], loan["amount"]
        self.chips[seat] -= amount
        self.chips[borrower] += amount
        points = [None] * self.players
        points[borrower] = -amount
        points[seat] = amount
        self.sheet.append({"kind": "loan", "deal": self.deal_no, "points": points,
                           "borrower": borrower, "lender": seat, "amount": amount})
        self.emit("loan", seat=borrower, lender_seat=seat, amount=amount)
        self._next_borrower()

    def _do_refuse(self, seat, action):
        borrower = self.loan["borrower"]
        self.refused.append(seat)
        self.loan = None
        self.emit("loan_refused", seat=borrower, lender_seat=seat)
        if self._lenders(borrower):
            self.current = borrower
        else:
            self._next_borrower()

    def _next_deal(self):
        able = sum(1 for c in self.chips if c >= ANTE)
        if able < 2:
            self.emit("no_opponents")
            self._finish()
        else:
            self._start_deal()

    def _finish(self):
        """The game ends. A cagnotte still on the table has no next deal to go to: it is shared
        between all the players (``rules.share_cagnotte``, odd chips from the last dealer's
        left), so that the chips left add up to 3000 as on the rule book's sheet."""
        self.finished = True
        self.phase = "over"
        self.current = None
        self.loan = None
        if self.cagnotte:
            shares = share_cagnotte(self.cagnotte, self._seats_from(self.dealer))
            self.shared = [shares[s] for s in range(self.players)]
            for seat, amount in shares.items():
                self.chips[seat] += amount
            self.emit("cagnotte_shared", amount=self.cagnotte)
            self.cagnotte = 0
        self.emit("game_over")

    # ================================================================= reading the state
    def hand_reviews(self, seat: int) -> list[dict]:
        """After each deal: the word ``seat`` built beside the best words its seven cards
        spelled (strongest first, as the showdown ranks them)."""
        self.check_seat(seat)
        out = []
        for record in self.composed[seat]:
            word = record["word"]
            played = [{"word": spell(word), "value": word_value(word)}] if word else []
            best = [{"word": spell(p), "value": word_value(p)} for p in word_source.best_words(record["hand"], 3)]
            out.append({"hand": record["deal"], "played": played, "best": best})
        return out

    def game_points(self) -> list[int]:
        """Sum of the score sheet's rows (deals and loans) per seat."""
        return score_sheet([row["points"] for row in self.sheet], self.chips)["game_points"]

    def is_over(self):
        return self.finished

    def outcome(self):
        """« TOTAL FINAL » = game points + chips left (a cagnotte left at the end was shared
        between the players: the chips left add up to 3000)."""
        sheet = self._sheet_view()
        places = ranking(sheet["totals"])
        return {"scores": sheet["totals"], "ranking": places,
                "winners": [s for s, r in enumerate(places) if r == 1], "sheet": sheet}

    def _sheet_view(self) -> dict:
        """The score sheet as the rule book draws it: one row per deal and per loan, then the
        totals of game points, the chips left and the final totals; ``cagnotte``: chips on the
        table for the next deal; ``shared``: at the end, the cagnotte that was left, as shared
        between the players (chips per seat, included in ``chips``), or None."""
        foot = score_sheet([row["points"] for row in self.sheet], self.chips)
        return {"rows": [dict(row, points=list(row["points"])) for row in self.sheet], **foot,
                "cagnotte": self.cagnotte,
                "shared": list(self.shared) if self.shared is not None else None}

    def live_pots(self) -> list[dict]:
        """Main pot and side pots as they stand (cagnotte in the main pot). A pot closes only at
        an all-in player's stake: a player still able to bet is eligible for every pot."""
        contenders = [s for s in self.order if self.status[s] in (IN, ALL_IN)]
        levels = sorted({self.stakes[s] for s in contenders if self.status[s] == ALL_IN})
        pots = []
        previous = 0
        for level in levels:
            amount = sum(min(c, level) - min(c, previous) for c in self.stakes)
            eligible = [s for s in contenders if self.status[s] == IN or self.stakes[s] >= level]
            pots.append({"amount": amount, "eligible": sorted(eligible)})
            previous = level
        rest = sum(c - min(c, previous) for c in self.stakes)
        if rest or not pots:
            pots.append({"amount": rest, "eligible": sorted(s for s in contenders if self.status[s] == IN)})
        pots[0]["amount"] += self.cagnotte
        return pots

    def word_from_text(self, seat, text) -> list | None:
        """For the word builder: the strongest cards of the seat's hand spelling the typed
        ``text`` (see ``rules.spell_text``), or None."""
        self.check_seat(seat)
        return spell_text(text, self.hands[seat])

    def word_preview(self, seat, cards) -> dict:
        """For the word builder: what ``cards`` spell from the seat's hand, their value, whether
        the lexicon knows the word and, if it cannot be declared, why (an error key)."""
        self.check_seat(seat)
        return describe_word(cards, self.hands[seat], self.options["check_words"])

    def _controls(self, seat) -> dict | None:
        """The betting controls of the seat to move, derived from its legal actions."""
        if self.finished or self.phase != "betting" or seat != self.current:
            return None
        legal = self._betting_actions(seat)
        kinds = {a["type"] for a in legal}
        bets = [a["amount"] for a in legal if a["type"] == "bet"]
        raises = [a["amount"] for a in legal if a["type"] == "raise"]
        to_call = self.level - self.stakes[seat]
        call = min(to_call, self.chips[seat])
        return {
            "to_call": to_call, "can_check": "check" in kinds, "can_call": "call" in kinds,
            "call_amount": call if "call" in kinds else 0,
            "call_all_in": "call" in kinds and call == self.chips[seat],
            "bet": {"min": bets[0], "max": bets[-1], "step": CHIP_UNIT} if bets else None,
            "raise": {"min": raises[0], "max": raises[-1], "step": CHIP_UNIT,
                      "to_call": to_call} if raises else None,
        }

    def _choices(self, seat) -> list[str]:
        """The kinds of action ``seat`` may take now (what ``legal_actions`` lists, without
        enumerating the words of the compose phase)."""
        if self.finished or seat not in self.to_move():
            return []
        if self.phase == "compose":
            kinds = ["word"]
            if self.planned is None and not self.ending:
                kinds.append("end_after_deal")
            return kinds
        kinds = []
        for action in self.legal_actions(seat):
            if action["type"] not in kinds:
                kinds.append(action["type"])
        return kinds

    def _loan_options(self, seat) -> dict | None:
        """For a player who may ask for a loan now: whom he may ask and for how much at most."""
        if self.finished or self.phase != "loans" or self.loan is not None or seat != self.current:
            return None
        limit = loan_limit(self.players)
        return {"lenders": [{"seat": s, "max": min(limit, self.chips[s])}
                            for s in self._lenders(seat)], "step": CHIP_UNIT}

    def table_view(self, seat):
        """Everything ``seat`` may see (None: a spectator), ready to draw without any rule:

        - ``phase`` (entry, exchange, compose, betting, collect, loans, over), ``deal`` (1-based),
          ``deals`` (planned count, or None with a time limit), ``time_limit`` (minutes or None),
          ``ending`` (the table asked to stop after this deal), ``dealer``, ``current`` (the seat
          to act; in ``compose`` see ``to_move``), ``order`` (this deal's players from the
          dealer's left).
        - ``seats``: per seat ``chips``, ``stake`` (put in this deal), ``status`` (waiting, out,
          in, folded, all_in), ``dealer``, ``cards`` (held), ``exchanged`` (how many, public),
          ``word_ready``, ``game_points``.
        - ``pot`` (all chips on the table), ``cagnotte`` (carried over, included in ``pot``),
          ``pots`` (main pot then side pots: amount and eligible seats), ``level`` (the stake to
          match), ``bet_made``, ``last_raiser``, ``pending`` (who must still answer),
          ``history`` (this deal's public moves).
        - ``controls`` (only for the seat to bet): ``to_call``, ``can_check``, ``can_call``,
          ``call_amount``, ``call_all_in``, ``bet``/``raise`` ranges {min, max, step} or None
          (a raise amount is added on top of ``to_call``).
        - ``hand``, ``discarded`` and ``drawn`` (at this deal's exchange), ``word`` (the declared
          word: cards, word, value, is_word), ``held`` (continuous deal: every card held since
          the shuffle): own only. ``max_exchange`` (3).
        - ``choices``: the kinds of action the seat may take now (``legal_actions``' types);
          ``loan_options`` (a player who may ask for a loan now): ``lenders`` [{seat, max}], ``step``.
        - ``stock``, ``discard_pile`` (counts), ``shown`` (cards shown since the shuffle).
        - ``loan`` (a request waiting for the lender's answer), ``refused``, ``loan_threshold``,
          ``loan_limit``, ``initial_reserve``, ``ante``, ``max_announcement``.
        - ``last``: how the previous deal ended (kind void, cagnotte, uncontested or showdown;
          shown words with values and validity, pots with winners and shares, returned chips,
          points written on the sheet, ``chips``: each seat's chips won (+) or lost (−) in the
          deal, ``status``: each seat's status at its end: in, all_in, folded or out).
        - ``sheet``: the score sheet (rows for deals and loans, a blank is None; game points,
          chips left, totals, the cagnotte on the table, and ``shared``: the cagnotte left at the
          end as shared between the players).
        - ``values`` (card → points) and ``joker_meanings`` (what a joker may stand for).
        The word builder asks ``word_from_text`` and ``word_preview``; the end screen reads
        ``result["sheet"]``.
        """
        n = self.players
        me = seat is not None
        word = self.words[seat] if me and self.phase != "over" else None
        seats = []
        sheet = self._sheet_view()
        game_points = sheet["game_points"]
        for s in range(n):
            seats.append({
                "seat": s, "chips": self.chips[s], "stake": self.stakes[s], "status": self.status[s],
                "dealer": s == self.dealer and not self.finished, "cards": len(self.hands[s]),
                "exchanged": self.exchanged[s],
                "word_ready": self.words[s] is not None,
                "game_points": game_points[s],
            })
        loan_info = None
        if self.phase == "loans" and self.loan is not None:
            loan_info = dict(self.loan)
        view = {
            "phase": self.phase,
            "deal": self.deal_no,
            "deals": self.planned,
            "time_limit": MINUTES.get(self.options["length"]),
            "ending": self.ending,
            "dealer": self.dealer,
            "current": self.current,
            "initial_reserve": self.initial,
            "loan_threshold": loan_threshold(n),
            "loan_limit": loan_limit(n),
            "ante": ANTE,
            "max_announcement": MAX_ANNOUNCEMENT,
            "seats": seats,
            "order": list(self.order),
            "pot": self.cagnotte + sum(self.stakes),
            "cagnotte": self.cagnotte,
            "pots": self.live_pots() if self.phase in ("betting", "compose", "exchange", "collect") else [],
            "bet_made": self.bet_made,
            "level": self.level,
            "last_raiser": self.last_raiser,
            "pending": list(self.pending) if self.phase == "betting" else [],
            "history": [dict(h) for h in self.history],
            "controls": self._controls(seat) if me else None,
            "hand": list(self.hands[seat]) if me else None,
            "discarded": list(self.my_discards[seat]) if me else None,
            "drawn": list(self.drawn[seat]) if me else None,
            "max_exchange": MAX_EXCHANGE,
            "choices": self._choices(seat) if me else [],
            "loan_options": self._loan_options(seat) if me else None,
            "word": self._word_view(word) if word is not None else None,
            "stock": len(self.stock),
            "discard_pile": len(self.discards),
            "shown": list(self.shown),
            "held": list(self.held[seat]) if me and self.options["continuous_deal"] else None,
            "loan": loan_info,
            "refused": list(self.refused) if self.phase == "loans" else [],
            "last": self.last,
            "sheet": sheet,
            "values": dict(VALUE),
            "joker_meanings": list(JOKER_MEANINGS),
        }
        return view

    def _word_view(self, cards) -> dict:
        return {"cards": list(cards), "word": spell(cards), "value": word_value(cards) if cards else 0,
                "is_word": bool(cards) and word_source.is_word(spell(cards))}


def describe_word(cards, hand, check_words: str = "strict") -> dict:
    """For the word builder: what ``cards`` spell from ``hand``, their value and whether they may
    be declared. ``problem`` is an error key (None when the word can be declared)."""
    problem = word_problem(cards, hand)
    text = spell(cards) if problem in (None, "glossa.error.not_in_hand") else ""
    value = word_value(cards) if problem is None else 0
    is_word = bool(cards) and problem is None and word_source.is_word(text)
    if problem is None and cards and not is_word and check_words == "strict":
        problem = "glossa.error.not_a_word"
    return {"word": text, "value": value, "is_word": is_word, "problem": problem}


GAME = GlossaGame
