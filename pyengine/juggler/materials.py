"""The Juggler box as data: two decks of letter cards, red vowels and black consonants.

The box holds 80 cards printed for English, German and French; « Le jeu français utilise 72
des cartes ». No card list could be found anywhere: the French 72 below is the reconstruction
of shared/MATERIALS.md, built on the values the rule book reveals (E 1, A 1, R 1, U 2, C 3,
H 3, V 7, X 8) and on French letter frequencies. Each edition is one table, so a sourced list
(or another language) can be added without touching rules or bots.

A card's id is its letter followed by its number among the cards of that letter in the
edition: ``"E1"`` … ``"E10"``, ``"K1"``. Ids are stable: saves, actions and views use them.
"""

# The two decks, in the order the table shows them: « le paquet rouge » (vowels) in the
# middle, « le paquet noir » (consonants) beside it.
DECKS = ("vowels", "consonants")
DECK_COLOUR = {"vowels": "red", "consonants": "black"}

# Edition tables: deck -> ((letter, number of cards, value), ...).
EDITIONS = {
    "fr": {
        "vowels": (("E", 10, 1), ("A", 6, 1), ("I", 5, 1), ("O", 4, 2), ("U", 3, 2)),
        "consonants": (
            ("S", 6, 1), ("N", 5, 1), ("R", 5, 1), ("T", 5, 1),
            ("L", 3, 2), ("D", 2, 2),
            ("C", 3, 3), ("M", 2, 3), ("P", 2, 3), ("H", 1, 3),
            ("G", 1, 4), ("B", 1, 4), ("F", 1, 4),
            ("V", 1, 7), ("Q", 1, 7),
            ("J", 1, 8), ("X", 1, 8), ("Z", 1, 8), ("Y", 1, 8),
            ("K", 1, 10),
        ),
    },
}
EDITION = "fr"  # Tapis plays in French: the lexicon is French

HAND_SIZE = 7  # « sept des cartes noires (consonnes) à chaque joueur »
TARGET = 70  # « Quand un joueur atteint un score égal ou supérieur à 70, la partie est terminée »


class Edition:
    """One edition's cards: ids, letters, values and decks, as plain dicts and tuples."""

    def __init__(self, code: str):
        table = EDITIONS[code]
        self.code = code
        self.cards: tuple = ()  # every card id, deck by deck, letter by letter
        self.letter: dict = {}  # card id -> letter
        self.value: dict = {}  # card id -> value
        self.deck: dict = {}  # card id -> "vowels" | "consonants"
        self.letter_value: dict = {}  # letter -> value
        self.deck_cards: dict = {}  # deck -> tuple of card ids (a fresh box's order)
        cards = []
        for deck in DECKS:
            ids = []
            for letter, count, value in table[deck]:
                if letter in self.letter_value:
                    raise ValueError(f"{code}: letter {letter} appears twice")
                self.letter_value[letter] = value
                for n in range(1, count + 1):
                    card = f"{letter}{n}"
                    ids.append(card)
                    self.letter[card] = letter
                    self.value[card] = value
                    self.deck[card] = deck
            self.deck_cards[deck] = tuple(ids)
            cards += ids
        self.cards = tuple(cards)
        self.index = {card: i for i, card in enumerate(self.cards)}
        # letter -> number of cards of it in the box
        self.vowel_letters = "".join(letter for letter, _, _ in table["vowels"])
        self.letter_count = {letter: count for deck in DECKS for letter, count, _ in table[deck]}

    def card_info(self) -> dict:
        """{card id: {"letter", "value", "deck"}} for the views (a fresh copy)."""
        return {c: {"letter": self.letter[c], "value": self.value[c], "deck": self.deck[c]}
                for c in self.cards}


_EDITIONS: dict = {}


def edition(code: str = EDITION) -> Edition:
    """The (cached) card tables of an edition."""
    if code not in _EDITIONS:
        _EDITIONS[code] = Edition(code)
    return _EDITIONS[code]
