"""Helpers for scripted deals: a game with chosen hands, and short names for actions."""

import pyengine

ENTER = {"type": "enter"}
SIT_OUT = {"type": "sit_out"}
SERVED = {"type": "exchange", "cards": []}
CHECK = {"type": "check"}
FOLD = {"type": "fold"}
CALL = {"type": "call"}
SHOW = {"type": "show"}
CONCEAL = {"type": "conceal"}


def bet(amount):
    return {"type": "bet", "amount": amount}


def raise_(amount):
    return {"type": "raise", "amount": amount}


def word(*cards):
    return {"type": "word", "cards": list(cards)}


def exchange(*cards):
    return {"type": "exchange", "cards": sorted(cards)}


def rigged(hands, dealer, chips=None, seed=0, options=None):
    """A new game whose first deal gives ``hands`` (seven cards per seat, taken from the same
    104 cards) with ``dealer`` dealing. ``chips``: the players' reserves (they must add up to
    3000 so that conservation still holds). Rigging is for tests only: such a game does not
    replay from its seed."""
    game = pyengine.new_game("glossa", players=len(hands), seed=seed, options=options)
    for seat in range(game.players):
        game.stock.extend(game.hands[seat])
    for seat, cards in enumerate(hands):
        assert len(cards) == 7, cards
        for card in cards:
            game.stock.remove(card)
        game.hands[seat] = list(cards)
    game.held = [list(h) for h in game.hands]
    if chips is not None:
        assert sum(chips) == 3000
        game.chips = list(chips)
        game.chips_before = list(chips)
        for seat, amount in enumerate(chips):
            game.status[seat] = "out" if amount < 10 else "waiting"
    game.dealer = dealer
    game.current = game._next_waiting(dealer)
    return game


def play(game, *moves):
    """Apply ``(seat, action)`` pairs; each must be legal."""
    for seat, action in moves:
        game.apply(seat, action)
    return game


def everyone(game, action, seats=None):
    """The same action for each seat in turn (e.g. all enter, all served)."""
    for seat in seats if seats is not None else _turn_order(game):
        game.apply(seat, action)


def _turn_order(game):
    return [(game.dealer + 1 + i) % game.players for i in range(game.players)]
