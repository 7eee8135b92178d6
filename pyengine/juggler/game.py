"""Juggler's state machine: the deal, turns of take-then-lay, the announcement, the last
round, the reveal and the running totals to 70.

Seats turn clockwise: seat ``s + 1`` sits on the left of seat ``s``. A hand (« une partie »
in the rule book) is dealt by a dealer chosen at random for the first hand, then by the next
seat on the left; the seat on the dealer's left plays first.

A turn has two steps (« peut d'abord tirer UNE carte [...] et ensuite se défausser d'UNE
carte »), each one action:

- step ``"take"``: ``{"type": "draw", "deck": "vowels" | "consonants"}`` (the top card of a
  deck), ``{"type": "take", "card": "E3"}`` (a face-up card from the table) or
  ``{"type": "no_take"}``. Once taken, a card stays taken (« il ne peut pas la remettre »).
- step ``"lay"``: ``{"type": "lay", "card": "K1"}`` (face up on the table, ends the turn),
  ``{"type": "keep"}`` (lay nothing, ends the turn) or
  ``{"type": "announce", "lay": "A2" | None, "cards": [...]}``: lay that card (or none), then
  announce, giving the word the whole hand left spells as its card ids in word order. The word
  stays hidden until the reveal. The card may be the one just taken.

After an announcement every other player has exactly one more turn; when play comes back to
the announcer, the reveal starts (step ``"reveal"``): every other seat, in secret, declares
``{"type": "declare", "cards": [...]}``, its word as card ids in word order, or ``[]`` for no
word; the words are shown together once all are in. The secret declarations are taken one
seat at a time, clockwise from the announcer's left (see :meth:`JugglerGame.declarer`).

Tapis's readings where the rule book is silent (also in the in-app rules):

- Both decks empty: the table still offers cards (« la partie continue sans lui »), for one
  round. The turn in which the last deck card is taken closes the hand like an announcement
  without an announcer: every other player has one more turn, then the reveal, and nobody may
  announce any more (announcing would change nothing: a valid whole-hand word scores the same
  whether announced or not). This is what makes every hand end even when the table is empty
  too.
- A safety stop: after ``ROUND_LIMIT`` rounds without an announcement the hand closes the same
  way (players who only ever swap table cards would otherwise never finish).
- A tie at the top after a hand with 70 or more: another hand is played, until one total is
  alone at the top.
- A cap on hands: after hand ``HAND_LIMIT`` the game ends whatever the totals; the highest
  total wins and a tie at the top shares first place.
"""

from __future__ import annotations

from ..core import Game, IllegalAction, ranking
from . import INFO, rules
from .materials import DECK_COLOUR, DECKS, EDITION, HAND_SIZE, TARGET, edition

ROUND_LIMIT = 40  # rounds per hand before the safety stop closes it

HAND_LIMIT = 30
"""Hands per game at most: after this hand the game ends whatever the totals (highest total
wins; a tie at the top is a shared first place). The rule book ends a game only when someone
reaches 70, so a table where nobody scores, or a top tie at 70 or more that keeps repeating,
would deal forever; and a save longer than core ``MAX_ACTIONS`` (20,000 actions) no longer
loads. The slow property runs' longest real games lasted 27 hands. The bound: a hand lasts at
most ``ROUND_LIMIT × players + players − 1`` turns (the safety stop, then one last turn for
each other seat) of two actions each (take, then lay), plus one declaration per seat: with six
players 2 × (240 + 5) + 6 = 496 actions, so 30 hands stay under 30 × 496 = 14,880 actions."""


def _pick(hand, cards):
    """``hand`` without ``cards`` (ids), in hand order."""
    gone = set(cards)
    return [c for c in hand if c not in gone]


class JugglerGame(Game):
    info = INFO
    APPEND_ONLY = Game.APPEND_ONLY + ("history",)  # the score sheet: one row per finished hand
    QUERIES = {"hand_reviews": []}  # the table's recap of a hand says the best word the seat could show

    @property
    def ed(self):
        """The card tables of this game's edition (kept out of the state: saves hold data)."""
        return edition(self.edition)

    # ----------------------------------------------------------------- set-up and hands
    def setup(self):
        self.edition = self.options.get("language", EDITION)  # the cards and words of a language
        self.totals = [0] * self.players
        self.history = []  # one summary per finished hand (the score sheet)
        self.hand_number = 0
        self.winners = []  # the seats at the top once the game is over (several: a shared first place)
        self.ending = None  # why the game ended: "target" (70 reached) or "hand_limit"
        self.dealer = self.rng.below(self.players)  # the first dealer is drawn
        self._deal()

    def _deal(self):
        """« Les deux paquets [...] chacun d'eux étant parfaitement battu »; seven consonants
        each, one at a time, clockwise from the dealer's left."""
        p = self.players
        self.hand_number += 1
        self.decks = {d: self.rng.shuffled(self.ed.deck_cards[d]) for d in DECKS}  # top = end
        self.hands = [[] for _ in range(p)]
        for _ in range(HAND_SIZE):
            for k in range(1, p + 1):
                self.hands[(self.dealer + k) % p].append(self.decks["consonants"].pop())
        self.table = []  # face-up cards, in the order they were laid
        self.known = [[] for _ in range(p)]  # cards seen going into a hand: taken from the table
        self.laid = [[] for _ in range(p)]  # cards each seat laid this hand (public)
        self.current = (self.dealer + 1) % p  # « Le joueur à la gauche du donneur »
        self.step = "take"
        self.taken = None  # this turn's take: {"from": deck or "table", "card": id}
        self.announcer = None
        self.announced = None  # the announcer's word (card ids), hidden until the reveal
        self.closer = None  # the reveal starts when play comes back to this seat
        self.closing = None  # why the hand is closing: "announce", "decks" or "limit"
        self.turns = 0  # turns finished this hand
        self.declarations = None  # during the reveal: card ids per seat (None: not yet)
        self.last_moves = [None] * p  # each seat's latest turn this hand (public, see _end_turn)
        self.reveal()
        self.emit("deal", hand=self.hand_number, dealer_seat=self.dealer, seat=self.current)

    # ----------------------------------------------------------------- whose turn, what is legal
    def to_move(self):
        if self.winners:
            return []
        if self.step == "reveal":
            seat = self.declarer()
            return [] if seat is None else [seat]
        return [self.current]

    def declarer(self):
        """During the reveal, the seat that declares next: one at a time, clockwise from the
        closer's left (the closer last when he has no announced word). Each word stays secret
        until all are in, so the order tells nobody anything; one seat at a time lets a shared
        screen pass from player to player."""
        p = self.players
        for k in range(1, p + 1):
            seat = (self.closer + k) % p
            if self.declarations[seat] is None:
                return seat
        return None

    def may_announce(self) -> bool:
        """Nobody has announced and the hand is not closing (decks empty or safety stop)."""
        return self.closer is None

    def legal_actions(self, seat):
        self.check_seat(seat)
        if seat not in self.to_move():
            return []
        if self.step == "take":
            actions = [{"type": "draw", "deck": d} for d in DECKS if self.decks[d]]
            actions += [{"type": "take", "card": c} for c in self.table]
            actions.append({"type": "no_take"})
            return actions
        hand = self.hands[seat]
        if self.step == "lay":
            actions = [{"type": "lay", "card": c} for c in hand]
            actions.append({"type": "keep"})
            if self.may_announce():
                by_lay = rules.whole_hand_words_by_lay(rules.hand_letters(hand, self.edition), self.edition)
                letter = self.ed.letter
                for lay in [None, *hand]:
                    rest = hand if lay is None else _pick(hand, [lay])
                    words = by_lay.get(None if lay is None else letter[lay], ())
                    actions += [{"type": "announce", "lay": lay, "cards": cards}
                                for cards in self._word_spellings(rest, whole=True, words=words)]
            return actions
        return [{"type": "declare", "cards": cards} for cards in self._word_spellings(hand)] + \
            [{"type": "declare", "cards": []}]

    def _word_spellings(self, hand, whole=False, words=None):
        """Canonical card orders of the words ``hand`` can spell (all of it with ``whole``;
        ``words``: those words, when already found). In honour mode, the hand itself in hand
        order is added when it is not a word, so that an invalid declaration is among the
        listed actions too."""
        if words is None:
            letters = rules.hand_letters(hand, self.edition)
            words = rules.whole_hand_words(letters, self.edition) if whole else \
                rules.words_in(letters, self.edition)
        out = [rules.cards_for(w, hand, self.edition) for w in words]
        if self.options["check_words"] == "honour" and hand and \
                not rules.is_valid_word(rules.spelling(hand, self.edition), self.edition):
            out.append(list(hand))
        return out

    # ----------------------------------------------------------------- checking
    def _card(self, action, key):
        card = action.get(key)
        if not isinstance(card, str) or card not in self.ed.letter:
            raise IllegalAction("juggler.error.no_such_card")
        return card

    def _word_cards(self, seat, action):
        cards = action.get("cards")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise IllegalAction("core.malformed_action")
        for c in cards:
            if c not in self.ed.letter:
                raise IllegalAction("juggler.error.no_such_card")
        if len(set(cards)) != len(cards):
            raise IllegalAction("juggler.error.twice")
        return cards

    def _check_word(self, cards):
        if self.options["check_words"] == "strict":
            word = rules.spelling(cards, self.edition)
            if not rules.is_valid_word(word, self.edition):
                raise IllegalAction("juggler.error.not_a_word", word=word)

    def check(self, seat, action):
        kind = action.get("type")
        shapes = {"draw": {"deck"}, "take": {"card"}, "no_take": set(), "lay": {"card"},
                  "keep": set(), "announce": {"lay", "cards"}, "declare": {"cards"}}
        if not isinstance(kind, str) or kind not in shapes or set(action) != {"type", *shapes[kind]}:
            raise IllegalAction("core.malformed_action")
        if self.step == "reveal":
            if kind != "declare":
                raise IllegalAction("juggler.error.reveal_now")
        elif kind == "declare":
            raise IllegalAction("juggler.error.not_reveal")
        elif self.step == "take" and kind in ("lay", "keep", "announce"):
            raise IllegalAction("juggler.error.take_first")
        elif self.step == "lay" and kind in ("draw", "take", "no_take"):
            raise IllegalAction("juggler.error.already_took")
        hand = self.hands[seat]
        if kind == "draw":
            deck = action["deck"]
            if deck not in DECKS:
                raise IllegalAction("juggler.error.no_such_deck")
            if not self.decks[deck]:
                raise IllegalAction("juggler.error.deck_empty", deck={"key": f"juggler.deck.{deck}"})
        elif kind == "take":
            card = self._card(action, "card")
            if card not in self.table:
                raise IllegalAction("juggler.error.not_on_table", card=self.ed.letter[card])
        elif kind == "lay":
            card = self._card(action, "card")
            if card not in hand:
                raise IllegalAction("juggler.error.not_in_hand", card=self.ed.letter[card])
        elif kind == "announce":
            if self.announcer is not None:
                raise IllegalAction("juggler.error.already_announced", seat=self.announcer)
            if self.closer is not None:
                raise IllegalAction("juggler.error.closing")
            lay = action["lay"]
            if lay is not None:
                lay = self._card(action, "lay")
                if lay not in hand:
                    raise IllegalAction("juggler.error.not_in_hand", card=self.ed.letter[lay])
            cards = self._word_cards(seat, action)
            rest = hand if lay is None else _pick(hand, [lay])
            if not rest:
                raise IllegalAction("juggler.error.empty_hand")
            if sorted(cards) != sorted(rest):
                raise IllegalAction("juggler.error.whole_hand")
            self._check_word(cards)
        elif kind == "declare":
            cards = self._word_cards(seat, action)
            for c in cards:
                if c not in hand:
                    raise IllegalAction("juggler.error.not_in_hand", card=self.ed.letter[c])
            if cards:
                self._check_word(cards)

    # ----------------------------------------------------------------- performing
    def perform(self, seat, action):
        kind = action["type"]
        hand = self.hands[seat]
        if kind == "draw":
            deck = action["deck"]
            card = self.decks[deck].pop()
            self.reveal()  # the card drawn was hidden: undo may not take it back
            hand.append(card)
            self.taken = {"from": deck, "card": card}
            self.step = "lay"
            self.emit("draw", seat=seat, deck=deck, deck_name={"key": f"juggler.deck.{deck}"})
            self.emit("drawn", seats=[seat], seat=seat, card=card, letter=self.ed.letter[card])
            if not self.decks[deck]:
                self.emit("deck_empty", deck=deck, deck_name={"key": f"juggler.deck.{deck}"})
        elif kind == "take":
            card = action["card"]
            self.table.remove(card)
            hand.append(card)
            self.known[seat].append(card)
            self.taken = {"from": "table", "card": card}
            self.step = "lay"
            self.emit("take", seat=seat, card=card, letter=self.ed.letter[card])
        elif kind == "no_take":
            self.taken = None
            self.step = "lay"
            self.emit("no_take", seat=seat)
        elif kind == "lay":
            self._lay(seat, action["card"])
            self._end_turn(seat, laid=action["card"])
        elif kind == "keep":
            self.emit("keep", seat=seat, n=len(hand))
            self._end_turn(seat)
        elif kind == "announce":
            if action["lay"] is not None:
                self._lay(seat, action["lay"])
            self.announcer = seat
            self.announced = list(action["cards"])
            self.closer = seat
            self.closing = "announce"
            self.emit("announce", seat=seat, n=len(hand))
            self._end_turn(seat, laid=action["lay"], announced=True)
        else:
            self._declare(seat, list(action["cards"]))

    def _lay(self, seat, card):
        """« il place la carte choisie [...] LE COTE FACE AU-DESSUS [...] sur une place vide »."""
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self.table.append(card)
        self.laid[seat].append(card)
        self.emit("lay", seat=seat, card=card, letter=self.ed.letter[card])

    def _end_turn(self, seat, laid=None, announced=False):
        """Record the turn just played (what everyone saw: where the card came from, the card
        laid, the announcement), then pass to the left or start the reveal."""
        self.last_moves[seat] = {"taken": self.taken, "laid": laid, "announced": announced,
                                 "turn": self.turns}
        self.turns += 1
        self.taken = None
        if self.closer is None:
            if not any(self.decks.values()):
                self.closer, self.closing = seat, "decks"
                self.emit("last_round", seat=seat)
            elif self.turns >= ROUND_LIMIT * self.players:
                self.closer, self.closing = seat, "limit"
                self.emit("last_round_limit", seat=seat, n=ROUND_LIMIT)
        following = (seat + 1) % self.players
        if following == self.closer:
            self._start_reveal()
        else:
            self.current = following
            self.step = "take"

    # ----------------------------------------------------------------- the reveal and the score
    def _start_reveal(self):
        """« Lorsque le jeu revient à l'annonceur, tout le monde étale son jeu »."""
        self.step = "reveal"
        self.current = self.closer
        self.declarations = [None] * self.players
        if self.announcer is not None:
            self.declarations[self.announcer] = list(self.announced)
        self.emit("reveal_start", seat=self.closer)

    def _declare(self, seat, cards):
        self.declarations[seat] = cards
        self.emit("declared", seat=seat)
        self.emit("declared_word", seats=[seat], seat=seat, word=rules.spelling(cards, self.edition))
        if all(d is not None for d in self.declarations):
            self._score_hand()

    def _judge(self, seat: int) -> dict:
        """One seat's line of the score sheet, from its declared cards and its hand (at the
        reveal, once every word is declared)."""
        cards = self.declarations[seat]
        hand = self.hands[seat]
        word = rules.spelling(cards, self.edition)
        unused = _pick(hand, cards)
        valid = bool(cards) and rules.is_valid_word(word, self.edition)
        return {
            "seat": seat,
            "announcer": seat == self.announcer,
            "cards": list(cards),
            "word": word,
            "valid": valid,
            "value": rules.cards_value(cards, self.edition),
            "unused": unused,
            "unused_value": rules.cards_value(unused, self.edition),
            "whole_hand": bool(cards) and not unused,
            "score": rules.declaration_score(word, rules.spelling(unused, self.edition), valid,
                                             self.edition),
        }

    def _score_hand(self):
        """« Chaque joueur marque la valeur totale des lettres utilisées pour son mot [...]
        moins la valeur des cartes non utilisées »; then the game ends or the next hand."""
        self.reveal()  # every hand is shown
        lines = [self._judge(s) for s in range(self.players)]
        for line in lines:
            self.totals[line["seat"]] += line["score"]
            line["total"] = self.totals[line["seat"]]
            kind = "word" if line["valid"] else ("invalid_word" if line["cards"] else "no_word")
            self.emit(kind, seat=line["seat"], word=line["word"], n=line["score"],
                      value=line["value"], unused=line["unused_value"], total=line["total"],
                      cards=line["cards"])
        self.history.append({
            "hand": self.hand_number,
            "dealer": self.dealer,
            "announcer": self.announcer,
            "closing": self.closing,
            "lines": lines,
            "scores": [line["score"] for line in lines],
            "totals": list(self.totals),
        })
        winner = rules.winner(self.totals)
        if winner is not None:
            self._end([winner], "target")
            return
        if self.hand_number >= HAND_LIMIT:
            self.emit("hand_limit", n=HAND_LIMIT)
            best = max(self.totals)
            self._end([s for s, t in enumerate(self.totals) if t == best], "hand_limit")
            return
        if max(self.totals) >= TARGET:
            self.emit("play_on", total=max(self.totals))
        self.dealer = (self.dealer + 1) % self.players  # the deal passes to the left
        self._deal()

    def _end(self, winners, ending):
        """The game is over: ``winners`` (one seat, or those sharing the top total)."""
        self.winners = winners
        self.ending = ending
        self.step = "over"
        total = self.totals[winners[0]]
        if len(winners) == 1:
            self.emit("game_over", seat=winners[0], total=total)
        else:
            self.emit("game_shared", winner_seats=list(winners), total=total)

    # ----------------------------------------------------------------- views and result
    def closing_view(self) -> dict | None:
        """Why the hand is ending and who still has a last turn, in playing order."""
        if self.closer is None:
            return None
        to_play = []
        if self.step != "reveal":
            seat = self.current
            while seat != self.closer:
                to_play.append(seat)
                seat = (seat + 1) % self.players
        return {"reason": self.closing, "seat": self.closer, "to_play": to_play}

    def table_view(self, seat):
        ed = self.ed
        p = self.players
        over = bool(self.winners)
        playing = self.step in ("take", "lay")
        vowels = [sum(1 for c in h if ed.deck[c] == "vowels") for h in self.hands]
        view = {
            "phase": "over" if over else ("reveal" if self.step == "reveal" else "play"),
            "step": self.step,
            "hand_number": self.hand_number,
            "hand_limit": HAND_LIMIT,
            "ending": self.ending,  # once over: "target" (70 reached) or "hand_limit"
            "dealer": self.dealer,
            "current": self.current if playing and not over else None,
            "edition": self.edition,
            # Every card's letter, and each letter's value and deck: a card is drawn from these.
            "letters": dict(ed.letter),
            "values": dict(ed.letter_value),
            "vowel_letters": ed.vowel_letters,
            "deck_order": list(DECKS),
            "deck_colours": dict(DECK_COLOUR),
            "decks": {d: len(self.decks[d]) for d in DECKS},
            "table": list(self.table),
            "hand_counts": [len(h) for h in self.hands],
            # Public memory: every card drawn is seen coming from its deck, every take and
            # every lay is seen, so anyone can count the vowels in each hand.
            "hand_vowels": vowels,
            "known": [list(k) for k in self.known],  # cards seen going into each hand
            "laid": [list(x) for x in self.laid],
            "taken": None,
            "announcer": self.announcer,
            "closing": self.closing_view(),
            "may_announce": playing and self.may_announce(),
            "turns": self.turns,
            "turn_limit": ROUND_LIMIT * p,
            "declared": None,  # during the reveal: who has declared (True/False per seat)
            "declarer": None,  # during the reveal: the seat declaring now
            "totals": list(self.totals),
            "target": TARGET,
            # The score sheet, one row per hand: words and scores per seat, running totals.
            "history": [_sheet_row(h) for h in self.history],
            # The last reveal in full: every seat's word, its cards, what was unused, the score.
            "last_hand": _copy_summary(self.history[-1]) if self.history else None,
            "check_words": self.options["check_words"],
            "hand": None,
        }
        if self.taken is not None:
            taken = {"seat": self.current, "from": self.taken["from"], "card": None}
            if self.taken["from"] == "table" or seat == self.current:
                taken["card"] = self.taken["card"]
            view["taken"] = taken
        if self.step == "reveal":
            view["declared"] = [d is not None for d in self.declarations]
            view["declarer"] = self.declarer()
        view["last_moves"] = [self._move_view(m, s, seat) for s, m in enumerate(self.last_moves)]
        if seat is not None:
            view.update(self._own_view(seat))
        return view

    @staticmethod
    def _move_view(move, mover, seat):
        """A seat's latest turn as ``seat`` may see it: a card drawn from a deck stays hidden
        from the others (only its deck is seen)."""
        if move is None:
            return None
        taken = move["taken"]
        if taken is not None:
            card = taken["card"] if taken["from"] == "table" or mover == seat else None
            taken = {"from": taken["from"], "card": card}
        return {"taken": taken, "laid": move["laid"], "announced": move["announced"], "turn": move["turn"]}

    def _own_view(self, seat) -> dict:
        """What only ``seat`` sees: its hand, the words it can make, the live check data."""
        hand = self.hands[seat]
        letters = rules.hand_letters(hand, self.edition)
        hand_value = rules.cards_value(hand, self.edition)
        n = len(hand)
        valued = sorted(rules.valued_words(letters, self.edition),
                        key=lambda wv: (-wv[1], -len(wv[0]), wv[0]))
        # the score if declared now: the rest of the hand is unused
        words = {w: [v, rules.net_score(v, hand_value - v)] for w, v in valued}
        best = {"word": valued[0][0], "value": valued[0][1], "score": words[valued[0][0]][1]} if valued else None
        whole = sorted(w for w, _ in valued if len(w) == n)
        own = {
            "hand": list(hand),
            "hand_letters": rules.spelling(hand, self.edition),
            "hand_value": hand_value,
            # Whole-hand words: the hand can be announced as any of these (value hand_value).
            "hand_words": sorted(whole),
            # Every word the hand can spell, best first, as word -> [value, score if declared
            # now]: the live check looks the arranged letters up here.
            "words": words,
            "best": best,
            "announce": None,
            "announced": list(self.announced) if seat == self.announcer else None,
            "declaration": None,
        }
        if self.step == "lay" and seat == self.current and self.may_announce():
            # For each card that could be laid first (None: none), the whole-hand words left.
            options = []
            by_lay = rules.whole_hand_words_by_lay(letters, self.edition)
            for lay in [None, *hand]:
                rest = hand if lay is None else _pick(hand, [lay])
                found = by_lay.get(None if lay is None else self.ed.letter[lay], ())
                if found:
                    options.append({"lay": lay, "words": list(found),
                                    "value": rules.cards_value(rest, self.edition)})
            own["announce"] = options
        if self.step == "reveal" and self.declarations[seat] is not None:
            own["declaration"] = list(self.declarations[seat])
        return own

    def hand_reviews(self, seat: int) -> list[dict]:
        """After each finished hand, what ``seat`` scored and the best words its own hand at
        the reveal allowed, by the same scoring: word value minus the cards left unused,
        floored at zero. Only the seat's own cards are used (they were its at the reveal)."""
        self.check_seat(seat)
        out = []
        for summary in self.history:
            line = summary["lines"][seat]
            held = list(line["cards"]) + list(line["unused"])
            played = [{"word": line["word"], "value": line["score"]}] if line["cards"] else []
            hand_value = rules.cards_value(held, self.edition)
            found = rules.valued_words(rules.hand_letters(held, self.edition), self.edition)
            ranked = sorted(((rules.net_score(v, hand_value - v), v, w) for w, v in found),
                            key=lambda t: (-t[0], -t[1], t[2]))
            out.append({"hand": summary["hand"], "played": played,
                        "best": [{"word": w, "value": sc} for sc, _, w in ranked[:3]]})
        return out

    def is_over(self):
        return bool(self.winners)

    def outcome(self):
        return {
            "scores": list(self.totals),
            "ranking": ranking(self.totals),
            "winners": list(self.winners),
            "hands": self.hand_number,
        }

    # ----------------------------------------------------------------- for bots and tests
    def clone(self):
        """A fast independent copy."""
        other = object.__new__(type(self))
        state = self.__dict__.copy()
        for key in ("hands", "known", "laid"):
            state[key] = [list(x) for x in state[key]]
        state["decks"] = {d: list(v) for d, v in self.decks.items()}
        for key in ("table", "totals", "history", "actions", "events", "last_moves", "winners"):
            state[key] = list(state[key])
        if self.declarations is not None:
            state["declarations"] = [None if d is None else list(d) for d in self.declarations]
        state["options"] = dict(self.options)
        state["rng"] = self.rng.copy()
        other.__dict__.update(state)
        return other

    @classmethod
    def position(cls, players, hands, *, table=(), decks=None, current=0, totals=None,
                 dealer=None, options=None, seed=0, step="take"):
        """A game set in a given position (tests): ``hands`` as lists of card ids, the decks
        as lists (top = last), by default every card not in a hand or on the table, in box
        order. Not a real deal: its save would not replay."""
        game = cls(players, seed, options)
        game.events = []
        game.hands = [list(h) for h in hands]
        game.table = list(table)
        used = {c for h in game.hands for c in h} | set(game.table)
        if decks is None:
            decks = {d: [c for c in game.ed.deck_cards[d] if c not in used] for d in DECKS}
        game.decks = {d: list(decks.get(d, [])) for d in DECKS}
        game.known = [[] for _ in range(players)]
        game.laid = [[] for _ in range(players)]
        game.current = current
        game.dealer = (current - 1) % players if dealer is None else dealer
        game.totals = list(totals) if totals is not None else [0] * players
        game.step = step
        return game


def _sheet_row(summary: dict) -> dict:
    lines = summary["lines"]
    return {"hand": summary["hand"], "announcer": summary["announcer"], "closing": summary["closing"],
            "words": [line["word"] for line in lines], "valid": [line["valid"] for line in lines],
            "scores": list(summary["scores"]), "totals": list(summary["totals"])}


def _copy_summary(summary: dict) -> dict:
    return {**summary, "lines": [{**line, "cards": list(line["cards"]), "unused": list(line["unused"])}
                                 for line in summary["lines"]],
            "scores": list(summary["scores"]), "totals": list(summary["totals"])}


GAME = JugglerGame
