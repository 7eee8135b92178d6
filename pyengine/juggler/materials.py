"""The Juggler box as data: two decks of letter cards, red vowels and black consonants.

The box holds 80 cards printed for English, German and French: « Cette édition a été conçue
pour être jouée en anglais, en allemand et en français, grâce à l'utilisation de cartes
légèrement différentes en fonction de la langue. Chaque carte indique la langue pour laquelle
elle peut être utilisée. Le jeu français utilise 72 des cartes (8 cartes ne sont pas
utilisées). » No card list could be found anywhere. The three editions below are Tapis'
reconstruction (shared/MATERIALS.md):

- French (72): built on the values the rule book reveals (E 1, A 1, R 1, U 2, C 3, H 3, V 7,
  Q 7, X 8) and on French letter frequencies;
- the box (80, ``BOX``): the French 72 plus the 8 cards only the other languages need (one O,
  one U, two W, two H, one K, one Y), so that each language, like French, leaves 8 cards out;
- English and German (72 each): the box's letters shared out by each language's letter
  frequencies (German with its umlauts written AE, OE, UE and ß written SS, as the cards have
  none), English with more H, W, Y, O, German with more E, U, H, K, Z. A card is marked with
  the languages it serves and each language prints its own values (« cartes légèrement
  différentes »), on the French scale: 1 for the commonest letters up to 10 for the rarest
  (English: the values of letter difficulty in English word games; German likewise).

Each edition is one table, so a sourced list can replace a reconstruction without touching
rules or bots. A card's id is its letter followed by its number among the cards of that
letter in the edition: ``"E1"`` … ``"E10"``, ``"K1"``. Ids are stable: saves, actions and
views use them.
"""

# The two decks, in the order the table shows them: « le paquet rouge » (vowels) in the
# middle, « le paquet noir » (consonants) beside it.
DECKS = ("vowels", "consonants")
DECK_COLOUR = {"vowels": "red", "consonants": "black"}

# The 80 cards of the box, by letter (reconstruction): the union of the three editions.
BOX = {
    "E": 10, "A": 6, "I": 5, "O": 5, "U": 4,
    "S": 6, "N": 5, "R": 5, "T": 5, "L": 3, "D": 2, "C": 3, "M": 2, "P": 2, "H": 3, "G": 1,
    "B": 1, "F": 1, "V": 1, "Q": 1, "J": 1, "X": 1, "Z": 1, "Y": 2, "K": 2, "W": 2,
}

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
    # English: 28 vowels, 44 consonants; leaves out one E, U, N, R, S, C, P and K of the box.
    "en": {
        "vowels": (("E", 9, 1), ("A", 6, 1), ("I", 5, 1), ("O", 5, 1), ("U", 3, 2)),
        "consonants": (
            ("T", 5, 1), ("S", 5, 1), ("N", 4, 1), ("R", 4, 1),
            ("H", 3, 2), ("L", 3, 2), ("D", 2, 2),
            ("C", 2, 3), ("M", 2, 3), ("P", 1, 3), ("G", 1, 3), ("B", 1, 3),
            ("W", 2, 4), ("Y", 2, 4), ("F", 1, 4), ("V", 1, 4),
            ("K", 1, 7),
            ("J", 1, 8), ("X", 1, 8),
            ("Q", 1, 10), ("Z", 1, 10),
        ),
    },
    # German: 27 vowels, 45 consonants; leaves out one A, two O, one S, L, C, P and Y.
    "de": {
        "vowels": (("E", 10, 1), ("A", 5, 1), ("I", 5, 1), ("U", 4, 1), ("O", 3, 2)),
        "consonants": (
            ("N", 5, 1), ("S", 5, 1), ("R", 5, 1), ("T", 5, 1), ("D", 2, 1),
            ("H", 3, 2), ("L", 2, 2), ("C", 2, 2), ("G", 1, 2),
            ("M", 2, 3), ("K", 2, 3), ("B", 1, 3), ("W", 2, 3),
            ("F", 1, 4), ("Z", 1, 4), ("P", 1, 4),
            ("V", 1, 7),
            ("J", 1, 8), ("X", 1, 8),
            ("Y", 1, 10), ("Q", 1, 10),
        ),
    },
}
EDITION = "fr"  # the default: the table option ``language`` picks an edition
LANGUAGES = tuple(EDITIONS)

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
