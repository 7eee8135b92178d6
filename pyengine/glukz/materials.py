"""Le Glükz's cards, as data (sourced: the rule book plays with standard 52-card decks, or tarot
decks without trumps, which add a Knight — « Cavalier » — per suit between the Jack and the Queen).

A card's id is ``rank + suit + deck``: ``"QH1"`` is the Queen of hearts of deck 1, ``"10S2"`` the
10 of spades of deck 2, ``"NC1"`` the Knight of clubs (N as in chess, since C is the clubs suit).
Ids are stable across games, so they can appear in actions, views and saves.
"""

# Ranks from lowest to highest (the rule book's examples: 2 is lowest, the Ace highest).
STANDARD_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
TAROT_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K", "A")

# Suits in the order a hand is sorted (colours alternate): spades, hearts, clubs, diamonds.
SUITS = ("S", "H", "C", "D")
SUIT_SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
SUIT_COLOUR = {"S": "black", "H": "red", "C": "black", "D": "red"}
# Letters printed on French and English cards (Valet/Jack, Cavalier/Knight, Dame/Queen, Roi/King).
RANK_LETTER = {
    "fr": {"J": "V", "N": "C", "Q": "D", "K": "R", "A": "A"},
    "en": {"J": "J", "N": "Kn", "Q": "Q", "K": "K", "A": "A"},
}

MAX_DECKS = 4


def deck(decks: int = 1, tarot: bool = False) -> list[str]:
    """Every card id of ``decks`` decks (52 cards each, 56 with the tarot option), in a fixed order."""
    ranks = TAROT_RANKS if tarot else STANDARD_RANKS
    return [f"{rank}{suit}{number}" for number in range(1, decks + 1) for suit in SUITS for rank in ranks]


def _parse(card: str) -> tuple[str, str, int]:
    return card[:-2], card[-2], int(card[-1])


# Lookups for every card that can exist, built once: the engine's hot paths use these dicts.
ALL_CARDS = tuple(deck(MAX_DECKS, tarot=True))
RANK_OF = {card: _parse(card)[0] for card in ALL_CARDS}
SUIT_OF = {card: _parse(card)[1] for card in ALL_CARDS}
DECK_OF = {card: _parse(card)[2] for card in ALL_CARDS}
_RANK_INDEX = {rank: i for i, rank in enumerate(TAROT_RANKS)}
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
SORT_KEY = {card: (_RANK_INDEX[RANK_OF[card]], _SUIT_INDEX[SUIT_OF[card]], DECK_OF[card])
            for card in ALL_CARDS}


def sort_cards(cards) -> list[str]:
    """Cards sorted by rank (lowest first), then suit, then deck: how a hand is shown."""
    return sorted(cards, key=SORT_KEY.__getitem__)


def card_info(card: str, lang: str = "fr") -> dict:
    """What the table view needs to draw a card: rank, suit, symbol, colour, corner letter."""
    rank, suit = RANK_OF[card], SUIT_OF[card]
    return {
        "id": card,
        "rank": rank,
        "suit": suit,
        "deck": DECK_OF[card],
        "symbol": SUIT_SYMBOL[suit],
        "colour": SUIT_COLOUR[suit],
        "letter": RANK_LETTER.get(lang, RANK_LETTER["fr"]).get(rank, rank),
    }
