"""The Glossa box as data: 104 cards and 3000 points of chips.

No published list of the 104 cards could be found: the table below is Tapis's reconstruction
(shared/MATERIALS.md). The values of C, I, V, E, T, S, O and R are the rule book's (they give
CIVET = 60 and ESCORTE = 110); the rest follows French letter frequencies. Keep it as plain
data: a real list can replace it without touching the rules or the bots.

A card's id is what it shows: a letter (``"E"``), a two-letter group (``"QU"``) or ``"*"`` for a
joker. In a declared word a joker is written with what it stands for: ``"*C"``, ``"*QU"``.
"""

# (card, value, number of cards) — one edition, the reconstruction.
CARD_TABLE = (
    ("E", 1, 13), ("A", 1, 7), ("R", 1, 6), ("S", 1, 6), ("N", 1, 5),
    ("I", 2, 6), ("T", 2, 6), ("L", 2, 5), ("O", 2, 4), ("U", 2, 4),
    ("C", 3, 3), ("D", 3, 3), ("M", 3, 3), ("P", 3, 3),
    ("B", 4, 2), ("F", 4, 2), ("G", 4, 2), ("V", 4, 2), ("H", 4, 1),
    ("J", 6, 1), ("Q", 6, 1), ("X", 6, 1),
    ("Y", 8, 1), ("Z", 8, 1),
    ("K", 10, 1), ("W", 10, 1),
    # two-letter cards (« groupes de deux lettres »): worth their two letters + 1
    ("QU", 9, 2), ("CH", 8, 2), ("OU", 5, 2),
    ("AI", 4, 1), ("IN", 4, 1), ("ON", 4, 1),
    ("AN", 3, 1), ("EN", 3, 1), ("ER", 3, 1),
    ("*", 0, 2),  # jokers, worth nothing
)

JOKER = "*"
VALUE = {card: value for card, value, _ in CARD_TABLE}
COUNT = {card: count for card, _, count in CARD_TABLE}
LETTERS = tuple(card for card in VALUE if len(card) == 1 and card != JOKER)
GROUPS = tuple(card for card in VALUE if len(card) == 2)
# What a joker may stand for: « toute lettre ou groupe de lettres existant dans le jeu ».
JOKER_MEANINGS = LETTERS + GROUPS

# The 104 cards of a fresh box, in table order (a deal shuffles a copy).
DECK = tuple(card for card, _, count in CARD_TABLE for _ in range(count))

HAND_SIZE = 7  # « jusqu'à ce que tous les joueurs ... aient 7 cartes en main »
MAX_EXCHANGE = 3  # « combien de cartes il veut échanger (une, deux ou trois) »
ALL_CARDS_MULTIPLIER = 10  # « si le mot utilise les 7 cartes, on multiplie non par 7 mais par 10 »

# Chips (sourced, rule book): 75 × 10, 25 × 50, 10 × 100.
CHIPS = ((10, 75), (50, 25), (100, 10))
TOTAL_CHIPS = sum(value * count for value, count in CHIPS)  # 3000
CHIP_UNIT = 10  # « les enchères doivent donc toujours être des multiples de 10 »
ANTE = 10  # « il dépose 10 points en jetons sur le tapis »
MAX_ANNOUNCEMENT = 300  # « L'enchère maximum que peut faire un joueur est limitée à 300 points »


def card_of(piece: str) -> str:
    """The physical card a piece of a word uses: ``"*C"`` → ``"*"``, ``"QU"`` → ``"QU"``."""
    return JOKER if piece[:1] == JOKER else piece


def letters_of(piece: str) -> str:
    """What a piece spells: a joker its meaning (``"*QU"`` → ``"QU"``), a card its letters."""
    return piece[1:] if piece[:1] == JOKER else piece


def spell(cards) -> str:
    """The word the cards spell, jokers replaced by their meaning: ``["*C", "OU"]`` → ``"COU"``."""
    return "".join(letters_of(c) for c in cards)


def starting_reserve(players: int) -> int:
    """Chips each player starts with: the 3000 points shared equally (4 players: 750)."""
    return TOTAL_CHIPS // players
