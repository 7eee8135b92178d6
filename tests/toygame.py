"""A tiny game used only to test the protocol itself (not part of the product).

"Pick": ten cards 1..10 shuffled; each player holds two hidden cards. On your turn either play a
card from your hand (it scores its value) or draw one (chance: undo may not cross it). The game
ends when a player has played three cards; the highest score wins.
"""

from pyengine.catalogue import register
from pyengine.core import Game, IllegalAction, i18n, ranking
from pyengine.core.info import GameInfo

i18n.register({
    "toy.error.not_in_hand": {"fr": "Vous n'avez pas cette carte.", "en": "You do not hold that card."},
    "toy.error.deck_empty": {"fr": "La pioche est vide.", "en": "The draw pile is empty."},
})


# The toy's facts, as a game's package declares them (its engine and players are below).
INFO = GameInfo("toy", "Pick", (2, 3), engine=lambda: PickGame, bots=lambda: PickBots)


class PickGame(Game):
    info = INFO

    def setup(self):
        self.deck = self.rng.shuffled(range(1, 11))
        self.hands = [[self.deck.pop(), self.deck.pop()] for _ in range(self.players)]
        self.played = [[] for _ in range(self.players)]
        self.current = 0
        self.emit("deal")

    def to_move(self):
        return [self.current]

    def legal_actions(self, seat):
        self.check_seat(seat)
        actions = [{"play": c} for c in sorted(self.hands[seat])]
        if self.deck:
            actions.append({"draw": True})
        return actions

    def check(self, seat, action):
        if "play" in action:
            if action["play"] not in self.hands[seat] or len(action) != 1:
                raise IllegalAction("toy.error.not_in_hand")
        elif action == {"draw": True}:
            if not self.deck:
                raise IllegalAction("toy.error.deck_empty")
        else:
            raise IllegalAction("core.malformed_action")

    def perform(self, seat, action):
        if "play" in action:
            self.hands[seat].remove(action["play"])
            self.played[seat].append(action["play"])
            self.emit("play", seat=seat, card=action["play"])
        else:
            card = self.deck.pop()
            self.reveal()  # a card from the shuffled deck: undo may not take it back
            self.hands[seat].append(card)
            self.emit("draw", seat=seat)
            self.emit("drawn", seats=[seat], card=card)
        self.current = (self.current + 1) % self.players

    def table_view(self, seat):
        return {
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "played": self.played,
            "deck": len(self.deck),
        }

    def is_over(self):
        stuck = not self.hands[self.current] and not self.deck
        return stuck or any(len(p) >= 3 for p in self.played)

    def outcome(self):
        scores = [sum(p) for p in self.played]
        places = ranking(scores)
        return {"scores": scores, "ranking": places, "winners": [i for i, r in enumerate(places) if r == 1]}


class PickBots:
    """The toy's computer player: plays its highest card, draws when it has none."""

    @staticmethod
    def choose(view, legal, level, rng):
        plays = [a for a in legal if "play" in a]
        return max(plays, key=lambda a: a["play"]) if plays else legal[0]


register(INFO)
