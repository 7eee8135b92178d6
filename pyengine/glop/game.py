"""Glop's state machine: deals, the hand swap, taking and laying, glops, the count, the end.

Seats turn clockwise: seat ``s + 1`` sits on the left of seat ``s``. With four players the
partners sit opposite (seats 0 and 2 against 1 and 3); side 0 is seat 0 (and 2), side 1 is
seat 1 (and 3). A deal is one phase: every action is a card played by the seat to move.

Actions:
``{"type": "take", "card": "8R", "cards": ["1J", "2V", "5B"]}`` plays a card and takes those
table cards; ``{"type": "lay", "card": "8R"}`` puts a card face up on the table.

The end of a deal (count, next dealer, next favourite colour, the new deal) happens inside
the action that plays the last card, so the next player to move is always the one shown.
"""

from ..core import Game, IllegalAction
from . import INFO, rules
from .materials import (CARDS, COLOUR, COLOUR_IDS, COLOURS, DEAL_PACKET, HAND_SIZE,
                        TABLE_SIZE, TARGET, VALUE, short, sort_cards)


def card_name(card: str) -> dict:
    """A card as a nested sentence for the log and errors (« le 7 rouge », "the red 7")."""
    return {"key": "glop.card", "value": VALUE[card], "colour": {"key": f"glop.colour.{COLOUR[card]}"}}


def _copy_flat(record: dict | None) -> dict | None:
    """A copy of a dict whose values are plain values or lists of them."""
    if record is None:
        return None
    return {k: list(v) if isinstance(v, list) else v for k, v in record.items()}


def _copy_summary(summary: dict) -> dict:
    """A copy of a deal's count summary (its "sides" are flat dicts)."""
    return {**summary, "sides": [dict(s) for s in summary["sides"]]}


class GlopGame(Game):
    info = INFO
    APPEND_ONLY = Game.APPEND_ONLY + ("history",)  # one count per finished deal

    # ----------------------------------------------------------------- set-up and deals
    def setup(self):
        self.scores = [0, 0]  # per side, on the score board
        self.dealer = self.rng.below(self.players)  # « celui qui tire la plus forte carte »
        self.favourite = COLOUR_IDS[self.rng.below(len(COLOUR_IDS))]  # « on décide d'une couleur forte »
        self.deal_number = 0
        self.history = []  # one count summary per finished deal
        self.winner = None  # the winning side once the game is over
        self.last_play = None
        self.previous_play = None  # the play before the last one (its cards go to a pile now)
        self._start_deal()

    def _start_deal(self):
        self.deal_number += 1
        while True:
            deck = self.rng.shuffled(CARDS)
            dealt_hands, dealt_reserves, exposed = self._deal_packets(deck)
            if not rules.needs_redeal(exposed):
                break
            # « Si plus de 2 cartes de même valeur sont exposées, il recommence la donne. »
            value = max(range(1, 12), key=lambda v: sum(VALUE[c] == v for c in exposed))
            self.emit("redeal", dealer_seat=self.dealer, value=value, cards=list(exposed),
                      cards_text=short(exposed))
        p = self.players
        self.table = list(exposed)
        self.seen = [list(h) for h in dealt_hands]  # the hand each seat looked at
        if p == 4:
            # « observe bien son jeu avant de l'échanger avec celui de son partenaire »
            self.hands = [list(dealt_hands[rules.partner(s, 4)]) for s in range(4)]
            self.reserves = [[] for _ in range(4)]
        else:
            # « il l'échange contre celui qui se trouve à sa gauche » : the reserve is played
            # first, the hand he looked at is picked up once the reserve is spent.
            self.hands = [list(r) for r in dealt_reserves]
            self.reserves = [list(h) for h in dealt_hands]
        self.piles = [[], []]  # cards taken by each side this deal (shown only as counts)
        self.unclaimed = []  # table cards nobody takes at the end (option last_cards=nobody)
        self.played = []  # cards played from hands this deal, in order (public)
        self.glops = [0, 0]
        self.glop_points = [0, 0]
        self.royal = None  # the side that made the royal glop, if any
        self.last_taker = None
        self.left = sum(len(h) for h in self.hands) + sum(len(r) for r in self.reserves)
        self.current = (self.dealer + 1) % p  # « celui qui se trouve à gauche du donneur »
        self.reveal()
        self.emit("deal", deal=self.deal_number, dealer_seat=self.dealer, favourite=self.favourite,
                  colour={"key": f"glop.colour.{self.favourite}"}, table=list(self.table),
                  cards_text=short(self.table))
        self.emit("swap" if p == 4 else "swap_reserve")

    def _deal_packets(self, deck):
        """Two by two, clockwise from the dealer's left; the last four cards face up.

        Two players: the dealer's reserve, the opponent's hand, the opponent's reserve, his
        own hand, and round again (the rule book's order)."""
        p, d = self.players, self.dealer
        hands = [[] for _ in range(p)]
        reserves = [[] for _ in range(p)]
        if p == 4:
            receivers = [hands[(d + k) % 4] for k in (1, 2, 3, 4)]
        else:
            o = 1 - d
            receivers = [reserves[d], hands[o], reserves[o], hands[d]]
        position = 0
        for _ in range(HAND_SIZE // DEAL_PACKET):
            for pile in receivers:
                pile.extend(deck[position:position + DEAL_PACKET])
                position += DEAL_PACKET
        exposed = deck[position:position + TABLE_SIZE]
        assert position + TABLE_SIZE == len(deck)
        return hands, reserves, exposed

    # ----------------------------------------------------------------- whose turn, what is legal
    def to_move(self):
        return [] if self.winner is not None else [self.current]

    def card_moves(self, seat: int) -> list[dict]:
        """For each card of ``seat``'s hand: the takes it makes now and whether it may be laid."""
        self.check_seat(seat)
        hand, table = sort_cards(self.hands[seat]), self.table
        offered = rules.takes_by_value(table)
        may_lay = not rules.must_take(hand, table, self.options["forced_capture"])
        return [{"card": c, "takes": [list(t) for t in offered.get(VALUE[c], ())],
                 "glops": [rules.is_glop(table, t) for t in offered.get(VALUE[c], ())], "lay": may_lay}
                for c in hand]

    def legal_actions(self, seat):
        self.check_seat(seat)
        if self.winner is not None or seat != self.current:
            return []
        moves = self.card_moves(seat)
        actions = [{"type": "take", "card": m["card"], "cards": take} for m in moves for take in m["takes"]]
        actions += [{"type": "lay", "card": m["card"]} for m in moves if m["lay"]]
        return actions

    def check(self, seat, action):
        kind = action.get("type")
        if kind == "take":
            if set(action) != {"type", "card", "cards"}:
                raise IllegalAction("core.malformed_action")
        elif kind == "lay":
            if set(action) != {"type", "card"}:
                raise IllegalAction("core.malformed_action")
        else:
            raise IllegalAction("core.malformed_action")
        card = action["card"]
        if not isinstance(card, str) or card not in VALUE:
            raise IllegalAction("glop.error.no_such_card")
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction("glop.error.not_in_hand", card=card_name(card))
        if kind == "lay":
            takers = rules.must_take(hand, self.table, self.options["forced_capture"])
            if takers:
                example = card if card in takers else takers[0]
                raise IllegalAction("glop.error.must_take", card=card_name(example))
            return
        taken = action["cards"]
        if not isinstance(taken, list) or not all(isinstance(c, str) for c in taken):
            raise IllegalAction("core.malformed_action")
        for c in taken:
            if c not in VALUE:
                raise IllegalAction("glop.error.no_such_card")
            if c not in self.table:
                raise IllegalAction("glop.error.not_on_table", card=card_name(c))
        if len(set(taken)) != len(taken):
            raise IllegalAction("glop.error.twice")
        problem = rules.take_problem(self.table, card, taken)
        if problem is not None:
            raise IllegalAction(problem[0], **problem[1])
        listed = rules.take_order(taken)
        if taken != listed:  # one form per take: the one legal_actions lists
            raise IllegalAction("glop.error.order", cards_text=short(listed))

    # ----------------------------------------------------------------- playing a card
    def perform(self, seat, action):
        card = action["card"]
        self.hands[seat].remove(card)
        self.played.append(card)
        self.left -= 1
        last = self.left == 0  # the last card of the deal
        side = rules.side_of(seat)
        play = {"deal": self.deal_number, "seat": seat, "card": card, "taken": [], "glop": False,
                "royal": False, "swept": [], "laid": False, "leftover": [], "leftover_side": None}
        if action["type"] == "take":
            taken = list(action["cards"])
            glop = rules.is_glop(self.table, taken)
            for c in taken:
                self.table.remove(c)
            pile = self.piles[side]
            pile.append(card)
            pile.extend(taken)
            self.last_taker = seat
            play["taken"] = taken
            if self.recording:  # bots' worlds keep no log: skip building the sentences
                self.emit("take", seat=seat, card=card, cards=taken, card_name=card_name(card),
                          cards_text=short(taken))
            if glop:
                points = rules.ROYAL_GLOP_POINTS if last else rules.GLOP_POINTS
                self.scores[side] += points
                self.glops[side] += 1
                self.glop_points[side] += points
                play["glop"] = True
                if last:
                    self.royal = side
                    play["royal"] = True
                self.emit("royal" if last else "glop", seat=seat, n=points, score=self.scores[side])
                if self.options["first_to_30"]:
                    # « Le vainqueur est celui qui, le premier, atteint 30 points » : at once.
                    self._end_if_won()
            elif last:
                # « il ramasse toutes les cartes - même celles qui n'entrent pas dans la levée »
                swept = self.table
                self.table = []
                pile.extend(swept)
                play["swept"] = swept
                if self.recording:
                    self.emit("sweep", seat=seat, cards=swept, cards_text=short(swept))
        else:
            self.table.append(card)
            play["laid"] = True
            if self.recording:
                self.emit("lay", seat=seat, card=card, card_name=card_name(card))
            if last:
                self._leftover(play)
        self.previous_play, self.last_play = self.last_play, play
        if self.winner is not None:  # a glop reached 30 (option first_to_30): no count, no more play
            return
        if not self.hands[seat] and self.reserves[seat]:
            # two players: « Quand il a épuisé ses 10 cartes, il prend celles de la réserve. »
            self.hands[seat] = self.reserves[seat]
            self.reserves[seat] = []
            if self.options["memory"]:
                # The seen hand lay face down, hidden after the study: taking it up shows it
                # again, so undo may not go back and replay the reserve knowing it.
                self.reveal()
            self.emit("pickup", seat=seat)
        if last:
            self._end_deal()
        else:
            self.current = (seat + 1) % self.players

    def _leftover(self, play):
        """The last card took nothing: the table goes to the last taker (option) or nobody."""
        rest = self.table
        self.table = []
        if self.options["last_cards"] == "last_taker" and self.last_taker is not None:
            taker_side = rules.side_of(self.last_taker)
            self.piles[taker_side].extend(rest)
            play["leftover_side"] = taker_side
            self.emit("leftover", seat=self.last_taker, cards=rest, cards_text=short(rest))
        else:
            self.unclaimed.extend(rest)
            self.emit("leftover_nobody", cards=rest, cards_text=short(rest))
        play["leftover"] = rest

    def _end_deal(self):
        """« On fait le calcul des points », then the game ends or the next deal starts."""
        summary = {"deal": self.deal_number, "dealer": self.dealer, "favourite": self.favourite,
                   "unclaimed": len(self.unclaimed), "sides": []}
        for side in (0, 1):
            points = rules.deal_points(self.piles[side], self.favourite)
            points["glops"] = self.glops[side]
            points["royal"] = self.royal == side
            points["glop_points"] = self.glop_points[side]
            points["total"] = points["points"] + self.glop_points[side]
            self.scores[side] += points["points"]  # glops were scored when made
            points["score"] = self.scores[side]
            summary["sides"].append(points)
            self.emit("deal_score" if self.players == 2 else "deal_score_team", seat=side,
                      partner_seat=rules.partner(side, self.players), n=points["total"],
                      score=self.scores[side], points=points)
        self.history.append(summary)
        if self._end_if_won():
            return
        if max(self.scores) >= TARGET:
            self.emit("play_on", score=self.scores[0])
        self.dealer = (self.dealer + 1) % self.players  # « La donne passe au joueur suivant »
        self.favourite = rules.next_favourite(self.favourite)  # « Cette couleur changera à chaque donne »
        self._start_deal()

    def _end_if_won(self) -> bool:
        """End the game when a side has won (``rules.winning_side``: 30 or more, and ahead).
        Checked after each deal's count; with the option ``first_to_30`` (two players) also
        after each glop, the moment the points are scored."""
        winner = rules.winning_side(self.scores)
        if winner is None:
            return False
        self.winner = winner
        self.emit("game_over" if self.players == 2 else "game_over_team", seat=winner,
                  partner_seat=rules.partner(winner, self.players), score=self.scores[winner],
                  other=self.scores[1 - winner])
        return True

    # ----------------------------------------------------------------- views and result
    def table_view(self, seat):
        """What ``seat`` sees (None: a spectator). Everything the table view draws:

        - ``table``: the exposed cards in the order they were laid; ``table_sum``.
        - ``hand`` (sorted) and ``moves``: for each card of the hand, ``takes`` (every set of
          table cards it may take now, each a list of ids; several = the player chooses),
          ``glops`` (for each take, whether it clears the table: a glop, a royal one when
          ``cards_left`` is 1) and ``lay`` (whether it may be laid); ``must_take``:
          compulsory taking applies now.
        - ``favourite`` (a colour id) and ``colours`` (id and symbol, in the score board's
          order; names: ``glop.colour.<id>``); ``deal``, ``dealer``, ``current``, ``cards_left``.
        - ``hand_counts`` per seat; ``reserve_counts`` per seat (two players) or None;
          ``seat_plays``: cards each seat has played this deal (0: not yet — the moment the
          UI shows the seen hand for study).
        - ``sides``: per side its ``seats``, ``score``, ``captured`` (a count only),
          ``glops``, ``glop_points``, ``royal``; ``scores``; ``target`` (30).
        - ``memory``: the hand this seat looked at before the swap (``cards``), ``where`` it
          went (``"partner"``, ``"reserve"``, or back in ``"hand"``), the part still ``away``
          from him, and ``hide_after_study`` (the memory option: show it for a study time,
          then hide it; False: keep it shown as a reminder).
        - ``last_play``: the last card played — who, which card, what it ``taken``, ``glop``,
          ``royal``, ``swept`` (last partial take), ``laid``, ``leftover`` and
          ``leftover_side`` — for the animation; ``previous_play``: the play before it, in the
          same form (its cards leave the last-play strip for a pile now); ``last_taker``.
        - ``history``: the count of each finished deal, item by item, per side (the score
          sheet); the events carry the same data.
        - ``captured_memory``: the captured cards per side. Public memory (every one was
          taken in the open) for bots; the table shows captured piles as counts only.
        """
        p = self.players
        over = self.winner is not None
        sides = []
        for side in (0, 1):
            sides.append({"seats": rules.seats_of(side, p), "score": self.scores[side],
                          "captured": len(self.piles[side]), "glops": self.glops[side],
                          "glop_points": self.glop_points[side], "royal": self.royal == side})
        view = {
            "phase": "over" if over else "play",
            "deal": self.deal_number,
            "dealer": self.dealer,
            "current": None if over else self.current,
            "favourite": self.favourite,
            "colours": [dict(c) for c in COLOURS],
            "target": TARGET,
            "table": list(self.table),
            "table_sum": sum(VALUE[c] for c in self.table),
            "hand_counts": [len(h) for h in self.hands],
            "reserve_counts": [len(r) for r in self.reserves] if p == 2 else None,
            "seat_plays": self._plays_by_seat(),
            "cards_left": self.left,
            "last_taker": self.last_taker,  # where the table goes if the last card takes nothing
            "sides": sides,
            "scores": list(self.scores),
            "last_play": _copy_flat(self.last_play),
            "previous_play": _copy_flat(self.previous_play),
            "history": [_copy_summary(h) for h in self.history],
            # Public memory: every captured card was seen taken in the open. The table shows
            # captured piles only as counts (« Les cartes ramassées ne doivent plus être
            # regardées »); this is what a player with a perfect memory knows.
            "captured_memory": [sort_cards(pile) for pile in self.piles],
            "unclaimed": sort_cards(self.unclaimed),
            "seat_side": None if seat is None else rules.side_of(seat),
            "partner": None if seat is None else rules.partner(seat, p),
            "hand": None,
            "moves": None,
            "must_take": False,
            "memory": None,
        }
        if seat is not None:
            view["hand"] = sort_cards(self.hands[seat])
            moves = self.card_moves(seat)
            view["moves"] = moves
            view["must_take"] = any(not m["lay"] for m in moves)  # the same for every card
            view["memory"] = self._memory(seat)
        return view

    def _plays_by_seat(self):
        """Cards each seat has played this deal: all he was dealt (a hand, and a reserve with
        two players) minus what he still holds."""
        dealt = HAND_SIZE if self.players == 4 else 2 * HAND_SIZE
        return [dealt - len(h) - len(r) for h, r in zip(self.hands, self.reserves)]

    def _memory(self, seat):
        """The hand ``seat`` looked at before the swap, and which of it is still away from him
        (with the partner, or face down in his reserve). ``hide_after_study``: the memory
        option wants the UI to show it for a study time only."""
        seen = self.seen[seat]
        if self.players == 4:
            played = set(self.played)
            where, away = "partner", [c for c in seen if c not in played]
        elif self.reserves[seat]:
            where, away = "reserve", list(seen)
        else:
            where, away = "hand", []
        return {"cards": sort_cards(seen), "where": where, "away": sort_cards(away),
                "hide_after_study": self.options["memory"]}

    def is_over(self):
        return self.winner is not None

    def outcome(self):
        p, side_of = self.players, rules.side_of
        return {
            "scores": [self.scores[side_of(s)] for s in range(p)],
            "ranking": [1 if side_of(s) == self.winner else 2 for s in range(p)],
            "winners": rules.seats_of(self.winner, p),
            "side_scores": list(self.scores),
            "sides": [rules.seats_of(side, p) for side in (0, 1)],
            "deals": self.deal_number,
        }

    # ----------------------------------------------------------------- for bots and tests
    def clone(self):
        """A fast independent copy (bots clone worlds many times per move)."""
        other = object.__new__(type(self))
        state = self.__dict__.copy()
        for key in ("hands", "reserves", "seen", "piles"):
            state[key] = [list(x) for x in state[key]]
        for key in ("table", "unclaimed", "played", "glops", "glop_points", "scores", "history",
                    "actions", "events"):
            state[key] = list(state[key])
        state["options"] = dict(self.options)
        state["rng"] = self.rng.copy()
        other.__dict__.update(state)
        return other

    @classmethod
    def position(cls, players, hands, table, *, reserves=None, seen=None, piles=None, scores=(0, 0),
                 favourite="R", dealer=None, current=0, deal=1, played=(), glops=(0, 0),
                 glop_points=None, royal=None, last_taker=None, unclaimed=(), history=(),
                 options=None, seed=0):
        """A game set in a given position (tests and bots' imagined worlds).

        Not a real deal: its save would not replay. Cards not mentioned are simply absent, so a
        test may use a handful of cards; ``seen`` defaults to what the swap implies (the
        partner's hand with four players, the reserve with two)."""
        game = cls(players, seed, options)
        game.events = []
        game.hands = [list(h) for h in hands]
        game.reserves = [list(r) for r in reserves] if reserves is not None else [[] for _ in range(players)]
        if seen is None:
            if players == 4:
                seen = [game.hands[rules.partner(s, 4)] for s in range(4)]
            else:
                seen = [r or [] for r in game.reserves]
        game.seen = [list(s) for s in seen]
        game.table = list(table)
        game.piles = [list(p) for p in piles] if piles is not None else [[], []]
        game.unclaimed = list(unclaimed)
        game.played = list(played)
        game.scores = list(scores)
        game.favourite = favourite
        game.dealer = (current - 1) % players if dealer is None else dealer
        game.current = current
        game.deal_number = deal
        game.glops = list(glops)
        game.glop_points = list(glop_points) if glop_points is not None else list(glops)
        game.royal = royal
        game.last_taker = last_taker
        game.history = [_copy_summary(h) for h in history]
        game.left = sum(len(h) for h in game.hands) + sum(len(r) for r in game.reserves)
        game.winner = None
        game.last_play = None
        game.previous_play = None
        return game


GAME = GlopGame
