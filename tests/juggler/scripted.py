"""Positions written as letters, for the Juggler tests: ``table_with(["CHEVEAU", "RSTLN"])``."""

from pyengine.juggler.game import JugglerGame
from pyengine.juggler.materials import edition

ED = edition("fr")


class Cards:
    """Hands out distinct card ids by letter, in box order (E1, E2, …)."""

    def __init__(self):
        self.used = set()

    def take(self, letters: str) -> list:
        out = []
        for ch in letters:
            card = next(c for c in ED.cards if ED.letter[c] == ch and c not in self.used)
            self.used.add(card)
            out.append(card)
        return out


def position(hands, table="", current=0, totals=None, options=None, decks=None, players=None):
    """A game with these hands and table (letters); the decks hold the other cards in box
    order (top = last) unless ``decks`` gives their letters (top = last)."""
    cards = Cards()
    hand_ids = [cards.take(h) for h in hands]
    table_ids = cards.take(table)
    deck_ids = None
    if decks is not None:
        deck_ids = {d: cards.take(letters) for d, letters in decks.items()}
    game = JugglerGame.position(players or len(hands), hand_ids, table=table_ids, current=current,
                                totals=totals, options=options, decks=deck_ids)
    return game


def word(game, seat, letters):
    """The card ids of ``seat``'s hand spelling ``letters`` (canonical order)."""
    from pyengine.juggler.rules import cards_for
    found = cards_for(letters, game.hands[seat])
    assert found is not None, (letters, game.hands[seat])
    return found


def card_of(game, seat, letter):
    return next(c for c in game.hands[seat] if ED.letter[c] == letter)


def letters(cards) -> str:
    return "".join(ED.letter[c] for c in cards)
