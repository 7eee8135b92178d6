"""Scripted BuyWord tables: stack the bag and fix the die so a test can play the rule book's
situations move by move. Rigged games do not replay from their seed (the real die and bag
would differ); property tests never use them."""

import pyengine
from pyengine.buyword.materials import CHOICE, DIE_FACES
from pyengine.core import Rng


class RiggedRng(Rng):
    """The game's generator, except that forced die faces come first."""

    def __init__(self, base: Rng):
        super().__init__(0)
        self._mt = base._mt
        self.calls = base.calls
        self.forced = []

    def below(self, n):
        if self.forced and n == len(DIE_FACES):
            self.calls += 1
            return self.forced.pop(0)
        return super().below(n)


def table(players=2, options=None, seed=1, first=0):
    """A new game with seat ``first`` as first player and a rigged die."""
    game = pyengine.new_game("buyword", players=players, seed=seed, options=options or {})
    game.rng = RiggedRng(game.rng)
    game.first = game.current = first
    return game


def stack(game, *lots):
    """Put these tiles on top of the bag, drawn in the order given (taken from the bag, so the
    108 tiles stay accounted for)."""
    order = "".join(lots)
    for tile in order:
        game.bag.remove(tile)
    game.bag.extend(reversed(order))


def only(game, *lots):
    """The bag holds exactly these tiles (the rest is set aside as discarded), drawn in order."""
    order = "".join(lots)
    rest = list(game.bag)
    for tile in order:
        rest.remove(tile)
    game.discarded += rest
    game.bag = list(reversed(order))


def give(game, seat, letters):
    """Move these tiles from the bag into a player's hand (as if bought earlier)."""
    for tile in letters:
        game.bag.remove(tile)
    game.hands[seat] = sorted(game.hands[seat] + list(letters))


def roll(game, face):
    """The first player rolls ``face`` (2–5 or "choice")."""
    game.rng.forced.append(DIE_FACES.index(face))
    return game.apply(game.current, {"type": "roll"})


def act(game, seat, kind, **params):
    return game.apply(seat, {"type": kind, **params})


def sell(game, seat, word, wild=None, **place):
    return game.apply(seat, {"type": "sell", "word": word, "wild": wild, **place})


def kinds(events):
    return [e["type"] for e in events]


__all__ = ["table", "stack", "only", "give", "roll", "act", "sell", "kinds", "CHOICE"]
