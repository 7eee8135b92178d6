"""Le Glükz's state machine.

Phases:

- ``race`` (option ``start="race"``): every seat may lay cards; the first legal play starts the
  game (« le premier à poser une ou plusieurs carte débute la partie »). The starter may not act
  again, unless his play burned the pile (then he plays again, still before any direction).
- ``direction``: only the starter's two neighbours may act; the first of them to make a legal
  move (a play or a take) sets the direction toward himself. Other seats are ignored
  (« Ignorez les mesquines tentatives des autres joueurs »).
- ``play``: one seat, ``current``, acts; ``direction`` is +1 (seat order) or -1.
- ``over``: everyone is ranked.

With ``start="drawn"`` the engine draws the starter and play goes in seat order from the start.

Actions (cards are ids from :mod:`pyengine.glukz.materials`):

- ``{"type": "play", "cards": [...]}``: lay one or more cards of one rank, from the hand, or
  from the face-up row when the hand is empty.
- ``{"type": "take", "cards": [...]}``: show and lay one or more cards of one rank from the same
  source, then take the whole pile into the hand (allowed even when a play was possible, never
  on an empty pile).
- ``{"type": "flip", "slot": i}``: with an empty hand and no face-up card left, turn the
  face-down card in slot ``i``: laid if it fits, else taken with the pile.

``legal_actions`` lists one action per distinct move: the suit of a card never matters, so for
each rank and count it names the first cards in sort order; a take from the hand shows the lowest
card. ``check`` accepts any cards that make the same move (the table view's multi-select).
"""

from ..core import Game, IllegalAction
from . import INFO, materials, rules
from .materials import RANK_OF, SORT_KEY, sort_cards
from .rules import KNIGHT

RACE, DIRECTION, PLAY, OVER = "race", "direction", "play", "over"

# « La partie tourne en rond » : the rules allow endless games (two players can pass the pile back
# and forth for ever, even when nobody takes on purpose). A table would stop and count the cards:
# after this many moves per player in a row in which nobody burns the pile or gets down to fewer
# cards (hand and rows) than he ever had, the players still in are ranked by the cards they have
# left. Measured (`python bench/glukz_bots.py stops`, README): never in 400 games between easy or
# normal players, at two or four, nor between hard players (200 games at two, 60 at four, since
# issue 28's hard players play the normal move once a game loops: bots.HARD_SEARCH_STALL; 7 of 60
# two-player games before), but in half the games of players choosing any legal move at random.
STALL_PER_PLAYER = 50


def _rank_sentence(rank: str, count: int) -> dict:
    """A nested sentence for the log: « deux Valets », « une Dame »."""
    return {"key": f"glukz.rank.{rank}", "n": count, "count": {"key": f"glukz.number.{count}"}}


class GlukzGame(Game):
    info = INFO

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        options, players = self.options, self.players
        self.row_cards = options["row_cards"]
        self.burn_size = rules.burn_size(options["decks"])
        self.knight_rule = options["knights"] if options["tarot"] else "none"
        cards = self.rng.shuffled(materials.deck(options["decks"], options["tarot"]))
        # Deal one card at a time from the left of a drawn dealer: face-down row, face-up row on
        # top of it, then the rest as hands « jusqu'à épuisement » (hands may differ by one).
        self.dealer = self.rng.below(players)
        order = [(self.dealer + 1 + i) % players for i in range(players)]
        self.face_down = [[None] * self.row_cards for _ in range(players)]
        self.face_up = [[None] * self.row_cards for _ in range(players)]
        for row in (self.face_down, self.face_up):
            for slot in range(self.row_cards):
                for seat in order:
                    row[seat][slot] = cards.pop()
        self.hands = [[] for _ in range(players)]
        for i, card in enumerate(reversed(cards)):
            self.hands[order[i % players]].append(card)
        self.pile: list[str] = []
        self.run = 0  # cards of the top rank in a row on the pile
        self.rows_left = [2 * self.row_cards] * players  # cards still in each seat's rows
        self.burned: list[str] = []  # « annulées » : out of the game for good
        self.burns = 0
        self.out: list[int] = []  # seats with no cards left, in finishing order
        self.places: list[int | None] = [None] * players  # 1 = first; ties only after a stall
        self.stall = 0  # moves since the last progress (see STALL_PER_PLAYER)
        self.stall_limit = STALL_PER_PLAYER * players
        self.stalled = False
        self.fewest = [self.cards_left(s) for s in range(players)]  # each seat's record low
        self.known = [[] for _ in range(players)]  # cards everyone saw go into each hand
        self.last: dict | None = None
        self.last_burn: dict | None = None
        self.emit("deal", dealer_seat=self.dealer, n=self.row_cards)
        if options["start"] == "drawn":
            self.starter = self.rng.below(players)
            self.current = self.starter
            self.direction = 1
            self.phase = PLAY
            self.emit("drawn_start", seat=self.starter)
        else:
            self.starter = None
            self.current = None
            self.direction = 0  # set by the second play
            self.phase = RACE
            self.emit("race")

    @classmethod
    def from_position(cls, players: int, options: dict | None = None, *, hands, face_up, face_down,
                      pile=(), burned=(), out=(), known=None, phase=PLAY, current=0, direction=1,
                      starter=0, seed: int = 0) -> "GlukzGame":
        """A game set in a given position (for rule-book examples and bots' imagined worlds).
        Rows are lists of card ids or ``None`` per slot. Not a replayable game: its log does not
        lead to this position."""
        game = cls(players, seed, options)
        game.hands = [list(h) for h in hands]
        game.face_up = [list(r) for r in face_up]
        game.face_down = [list(r) for r in face_down]
        game.row_cards = len(game.face_up[0])
        game.pile = list(pile)
        game.run = rules.top_run([RANK_OF[c] for c in game.pile])[1]
        game.rows_left = [sum(c is not None for c in game.face_up[s]) + sum(c is not None for c in game.face_down[s])
                          for s in range(players)]
        game.burned = list(burned)
        game.out = list(out)
        game.places = [None] * players
        game.fewest = [game.cards_left(s) for s in range(players)]
        for place, seat in enumerate(game.out, 1):
            game.places[seat] = place
        game.known = [list(k) for k in known] if known is not None else [[] for _ in range(players)]
        game.phase, game.current, game.direction, game.starter = phase, current, direction, starter
        game.events = []
        return game

    # ------------------------------------------------------------------ small helpers
    def stage(self, seat: int) -> str:
        """``hand``, ``face_up``, ``face_down`` or ``out``: where the seat plays from now."""
        self.check_seat(seat)
        return rules.stage(len(self.hands[seat]), _filled(self.face_up[seat]), _filled(self.face_down[seat]))

    def pile_value(self) -> str | None:
        """The value a play must reach (``None``: an empty pile)."""
        return rules.pile_value([RANK_OF[card] for card in self.pile[-1:]])

    def _top_run(self) -> int:
        """How many cards of the pile's value sit on top in a row (kept up to date in ``run``)."""
        return self.run

    def _neighbours(self) -> list[int]:
        """The starter's two neighbours still in the game (one seat at two players)."""
        out = self.out
        return sorted({rules.next_seat(self.starter, 1, self.players, out),
                       rules.next_seat(self.starter, -1, self.players, out)})

    def _source(self, seat: int) -> tuple[str, list[str]]:
        """Where a seat that is to move plays from (``rules.stage``: it still holds a card, face
        down at least) and the cards it may choose there."""
        hand = self.hands[seat]
        if hand:  # the first stage, read without counting the rows: every move asks
            return "hand", hand
        row = [c for c in self.face_up[seat] if c is not None]
        return rules.stage(0, len(row), 1), row

    @staticmethod
    def _groups(cards) -> list[tuple[str, list[str]]]:
        """Cards grouped by rank, lowest rank first, each group in sort order."""
        groups: dict[str, list[str]] = {}
        for card in sort_cards(cards):
            groups.setdefault(RANK_OF[card], []).append(card)
        return list(groups.items())

    # ------------------------------------------------------------------ protocol
    def to_move(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            return [self.current]
        if phase == RACE:
            return list(range(self.players))
        if phase == DIRECTION:
            return self._neighbours()
        return []

    def legal_actions(self, seat: int) -> list[dict]:
        self.check_seat(seat)
        if seat not in self.to_move():
            return []
        source, cards = self._source(seat)
        if source == "face_down":
            return [{"type": "flip", "slot": i} for i, c in enumerate(self.face_down[seat]) if c is not None]
        groups = self._groups(cards)
        allowed = rules.ranks_allowed_on(self.pile_value())
        actions = []
        for rank, same in groups:
            if rank in allowed:
                for count in range(1, len(same) + 1):
                    actions.append({"type": "play", "cards": same[:count]})
        if self.pile:
            if source == "hand":  # what is shown goes back into the hand: one take is enough
                actions.append({"type": "take", "cards": [groups[0][1][0]]})
            else:  # the face-up cards shown leave the row: each choice is a different move
                for rank, same in groups:
                    for count in range(1, len(same) + 1):
                        actions.append({"type": "take", "cards": same[:count]})
        return actions

    def check(self, seat: int, action: dict) -> None:
        kind = action.get("type")
        if kind == "flip":
            slot = action.get("slot")
            if set(action) != {"type", "slot"} or isinstance(slot, bool) or not isinstance(slot, int):
                raise IllegalAction("core.malformed_action")
            source, _ = self._source(seat)
            if source != "face_down":
                raise IllegalAction(f"glukz.error.flip_from_{source}")
            if not 0 <= slot < len(self.face_down[seat]) or self.face_down[seat][slot] is None:
                raise IllegalAction("glukz.error.no_card_there")
            return
        if kind not in ("play", "take") or set(action) != {"type", "cards"}:
            raise IllegalAction("core.malformed_action")
        cards = action["cards"]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise IllegalAction("core.malformed_action")
        if not cards:
            raise IllegalAction("glukz.error.no_cards")
        if len(set(cards)) != len(cards):
            raise IllegalAction("glukz.error.same_card_twice")
        source, own = self._source(seat)
        if source == "face_down":
            raise IllegalAction("glukz.error.blind_only")
        if not all(c in own for c in cards):
            if source == "hand" and all(c in own or c in self.face_up[seat] for c in cards):
                raise IllegalAction("glukz.error.hand_first")
            raise IllegalAction("glukz.error.not_your_cards")
        ranks = {RANK_OF[c] for c in cards}
        if len(ranks) != 1:
            raise IllegalAction("glukz.error.mixed_ranks")
        if kind == "play":
            rank = ranks.pop()
            value = self.pile_value()
            if not rules.may_lay(rank, value):
                # « les Cavaliers ne sont pas des joker » : said outright, it is a common slip
                raise IllegalAction("glukz.error.knight_too_low" if rank == KNIGHT else "glukz.error.too_low",
                                    value={"key": f"glukz.rank_name.{value}"})
        elif not self.pile:
            raise IllegalAction("glukz.error.nothing_to_take")

    def perform(self, seat: int, action: dict) -> None:
        if self.phase == RACE:  # the race is won by the first legal action
            self.starter = seat
            if self.recording:
                self.emit("start", seat=seat)
        burns = self.burns
        self._move(seat, action)
        left = self.cards_left(seat)
        if left < self.fewest[seat] or self.burns != burns:
            self.fewest[seat] = min(left, self.fewest[seat])
            self.stall = 0
        else:
            self.stall += 1
            if self.stall >= self.stall_limit and self.phase != OVER:
                self._stop_stalled()

    def _move(self, seat: int, action: dict) -> None:
        kind = action["type"]
        if kind == "flip":
            self._flip(seat, action["slot"])
            return
        source, _ = self._source(seat)
        cards = sorted(action["cards"], key=SORT_KEY.__getitem__)
        if source == "hand":
            hand = self.hands[seat]
            known = self.known[seat]
            for card in cards:
                hand.remove(card)
                if card in known:
                    known.remove(card)
        else:
            row = self.face_up[seat]
            for card in cards:
                row[row.index(card)] = None
            self.rows_left[seat] -= len(cards)
        if kind == "play":
            self._lay(seat, cards, source)
        else:
            self._take(seat, cards, source)

    # ------------------------------------------------------------------ the moves
    def _lay(self, seat: int, cards: list[str], source: str) -> None:
        pile = self.pile
        rank = RANK_OF[cards[0]]
        self.run = self.run + len(cards) if pile and RANK_OF[pile[-1]] == rank else len(cards)
        pile.extend(cards)
        if self.recording:
            self.emit("play", seat=seat, cards=cards, source=source,
                      what=_rank_sentence(rank, len(cards)), where={"key": f"glukz.where.{source}"},
                      where_you={"key": f"glukz.where_you.{source}"})
        run = self.run
        burned = run >= self.burn_size
        self.last = {"seat": seat, "type": "play", "source": source, "cards": cards, "burn": burned, "run": run}
        if burned:
            count = len(self.pile)
            run_cards = self.pile[-run:]
            self.burned.extend(self.pile)
            self.pile = []
            self.run = 0
            self.burns += 1
            # the run that burned (the top of the pile, in the order laid): seen by everyone
            self.last_burn = {"seat": seat, "turn": self._turn, "rank": rank, "cards": count, "run": run_cards}
            if self.recording:
                self.emit("burn", seat=seat, n=count, what=_rank_sentence(rank, run))
        self._end_of_move(seat, burned, len(cards) if rank == KNIGHT else 0)

    def _take(self, seat: int, shown: list[str], source: str) -> None:
        """« il doit donc montrer et poser sur la pile une ou des cartes » — then the whole pile,
        shown cards included, goes into his hand, in everyone's sight."""
        self.pile.extend(shown)
        taken = self.pile
        self.pile = []
        self.run = 0
        self.hands[seat].extend(taken)
        self.known[seat].extend(taken)
        self.last = {"seat": seat, "type": "take", "source": source, "cards": shown, "taken": len(taken)}
        if self.recording:
            self.emit("take_blind" if source == "face_down" else "take", seat=seat, cards=shown,
                      source=source, n=len(taken), what=_rank_sentence(RANK_OF[shown[0]], len(shown)),
                      where={"key": f"glukz.where.{source}"}, where_you={"key": f"glukz.where_you.{source}"})
        self._end_of_move(seat, False, 0)

    def _flip(self, seat: int, slot: int) -> None:
        """« Second rang : invisible » : the card is turned onto the pile unseen; if it does not
        fit, the player takes the pile with it."""
        card = self.face_down[seat][slot]
        self.face_down[seat][slot] = None
        self.rows_left[seat] -= 1
        self.reveal()
        fits = rules.may_lay(RANK_OF[card], self.pile_value())
        if self.recording:
            self.emit("flip" if fits else "flip_miss", seat=seat, card=card, fits=fits,
                      what=_rank_sentence(RANK_OF[card], 1))
        if fits:
            self._lay(seat, [card], "face_down")
        else:
            self._take(seat, [card], "face_down")

    def _end_of_move(self, seat: int, burned: bool, knights: int) -> None:
        """Who plays next: ranking a player who has no card left, the start's special turns, the
        burner playing again, and the Knights' powers."""
        players, out = self.players, self.out
        if seat not in out and self.cards_left(seat) == 0:
            out.append(seat)
            self.places[seat] = len(out)
            if self.recording:
                self.emit("win" if len(out) == 1 else "out", seat=seat, place=len(out))
            if len(out) == players - 1:
                last = next(s for s in range(players) if s not in out)
                out.append(last)
                self.places[last] = players
                if self.recording:
                    self.emit("forfeit", seat=last)
                self.phase, self.current = OVER, None
                return
        if self.direction == 0:
            if self.phase == DIRECTION:
                # « Le sens du jeu est définit par la seconde personne à jouer » : toward him,
                # also when that play was his last card (he is in ``out`` already).
                self.direction = rules.direction_set_by(self.starter, seat, players, out)
                if self.recording:
                    self.emit("direction", seat=seat, direction=self.direction)
            else:
                # The starter's play. Its Knights do nothing: no direction exists yet.
                if burned and seat not in out:
                    self.phase, self.current = PLAY, seat
                    if self.recording:
                        self.emit("again", seat=seat)
                else:
                    self.phase, self.current = DIRECTION, None
                return
        self.phase = PLAY
        if burned and seat not in out:
            self.current = seat  # « permettent à celui qui a annulé de rejouer »
            if self.recording:
                self.emit("again", seat=seat)
            return
        reverse, skipped = rules.knight_effect(knights, self.knight_rule, burned)
        if reverse:
            self.direction = -self.direction
            if self.recording:
                self.emit("reverse", seat=seat)
        if skipped and self.recording:
            self.emit("skip", seat=seat, n=skipped)
        self.current = rules.next_seat(seat, self.direction, players, out, 1 + skipped)

    def cards_left(self, seat: int) -> int:
        """Cards the seat still holds: hand and both rows."""
        self.check_seat(seat)
        return len(self.hands[seat]) + self.rows_left[seat]

    def _stop_stalled(self) -> None:
        """End a game that goes round in circles: the players still in are ranked by the cards
        they hold (hand and rows); equal counts share a place."""
        left = {s: self.cards_left(s) for s in range(self.players) if s not in self.out}
        first = len(self.out) + 1
        for seat, count in left.items():
            self.places[seat] = first + sum(1 for other in left.values() if other < count)
        self.out.extend(sorted(left, key=lambda s: (self.places[s], s)))
        self.stalled = True
        self.phase, self.current = OVER, None
        if self.recording:
            self.emit("stalled", n=self.stall_limit)
            worst = max(self.places)
            for seat in sorted(left):
                if self.places[seat] == worst:
                    self.emit("forfeit", seat=seat)

    # ------------------------------------------------------------------ views and result
    def _moves(self, seat: int) -> dict:
        """What the seat may do now, ready for the table view: the groups of equal cards it may
        select together, which of them may be laid, whether it may take and what it may show."""
        source, cards = self._source(seat)
        if source == "face_down":
            return {"stage": source, "groups": [], "playable": [], "burn_ranks": [], "take": False,
                    "showable": [], "take_default": [],
                    "flip": [i for i, c in enumerate(self.face_down[seat]) if c is not None]}
        value = self.pile_value()
        top = self._top_run()
        groups, playable, burn_ranks = [], [], []
        for rank, same in self._groups(cards):
            ok = rules.may_lay(rank, value)
            groups.append({"rank": rank, "cards": same, "playable": ok})
            if ok:
                playable.extend(same)
                on_top = top if rank == value else 0
                if on_top + len(same) >= self.burn_size:
                    burn_ranks.append(rank)
        can_take = bool(self.pile)
        return {"stage": source, "groups": groups, "playable": playable, "burn_ranks": burn_ranks,
                "take": can_take, "showable": sort_cards(cards) if can_take else [],
                "take_default": [groups[0]["cards"][0]] if can_take else [], "flip": []}

    def table_view(self, seat: int | None) -> dict:
        value = self.pile_value()
        seats = []
        for s in range(self.players):
            seats.append({
                "hand_size": len(self.hands[s]),
                "left": self.cards_left(s),  # in hand and in both rows
                "face_up": list(self.face_up[s]),
                "face_down": [c is not None for c in self.face_down[s]],
                "known": sort_cards(self.known[s]),
                "stage": self.stage(s),
                "place": self.places[s],
                "fewest": self.fewest[s],  # fewest cards ever held (for the stop rule)
            })
        acting = seat is not None and self.phase != OVER and seat in self.to_move()
        return {
            "phase": self.phase,
            "start": self.options["start"],
            "dealer": self.dealer,
            "starter": self.starter,
            "direction": self.direction,
            "current": self.current,
            # who plays after the current player, if his move neither burns nor uses Knights
            "after": (rules.next_seat(self.current, self.direction, self.players, self.out)
                      if self.phase == PLAY and self.direction else None),
            "neighbours": self._neighbours() if self.phase == DIRECTION else [],
            "pile": list(self.pile),
            "pile_value": value,
            "top_run": self._top_run(),
            "burn_size": self.burn_size,
            "burned": list(self.burned),
            "burns": self.burns,
            "last_burn": {**self.last_burn, "run": list(self.last_burn["run"])} if self.last_burn else None,
            "last": dict(self.last) if self.last else None,
            "row_cards": self.row_cards,
            "knights": self.knight_rule,
            "ranks": list(rules.rank_order(self.options["tarot"])),
            "seats": seats,
            "order": list(self.out),
            "stall": self.stall,
            "stall_limit": self.stall_limit,
            "hand": sort_cards(self.hands[seat]) if seat is not None else None,
            "moves": self._moves(seat) if acting else None,
        }

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> dict:
        ranking = list(self.places)
        worst = max(ranking)
        return {"scores": None, "ranking": ranking,
                "winners": [s for s in range(self.players) if ranking[s] == 1],
                "order": list(self.out), "forfeit": [s for s in range(self.players) if ranking[s] == worst],
                "stalled": self.stalled}

    def clone(self) -> "GlukzGame":
        """A fast independent copy for computer players' simulations."""
        new = object.__new__(type(self))
        state = self.__dict__.copy()
        state["hands"] = [h[:] for h in self.hands]
        state["face_up"] = [r[:] for r in self.face_up]
        state["face_down"] = [r[:] for r in self.face_down]
        state["known"] = [k[:] for k in self.known]
        state["pile"] = self.pile[:]
        state["burned"] = self.burned[:]
        state["out"] = self.out[:]
        state["places"] = self.places[:]
        state["fewest"] = self.fewest[:]
        state["rows_left"] = self.rows_left[:]
        state["actions"] = self.actions[:]
        state["events"] = self.events[:]
        state["options"] = dict(self.options)
        state["rng"] = self.rng.copy()
        new.__dict__ = state
        return new


def _filled(row) -> int:
    """Cards still in a row of slots (``None``: an empty slot)."""
    return sum(card is not None for card in row)


GAME = GlukzGame
