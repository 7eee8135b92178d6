"""BuyWord's components as data (shared/MATERIALS.md).

Sourced: 108 letter tiles worth 1 to 4 pips, 9 wild tiles each printed with one pip, a die
with faces 2, 3, 4, 5, CHOICE, CHOICE, and $200 per player. The English bag is an unofficial
list consistent with every sourced price; the French bag is Tapis's reconstruction (no French
edition is known), built from French letter frequencies. Each bag is one table, so a real list
can replace a reconstruction without touching rules or bots.
"""

#: A wild tile (« joker ») in actions, prices and views.
WILD = "*"
#: Wild tiles in the box; the players take some of them at the start (WILDS_PER_PLAYER).
WILDS_IN_BOX = 9
#: Pips printed on a wild (option ``wild_value`` may count it 0, as a blank).
WILD_PIPS = 1

#: « Si vous jouez seul vous devez prendre 8 jokers. Dans un jeu à deux joueurs chaque joueur en
#: prend 4 [...], à 3, 3 tuiles et à 4 seulement 2 tuiles chacun. » From five players (long
#: game) the nine wilds give one each.
WILDS_PER_PLAYER = {1: 8, 2: 4, 3: 3, 4: 2, 5: 1, 6: 1}

#: The die: « choice » lets the roller pick a number from 2 to 5.
CHOICE = "choice"
DIE_FACES = (2, 3, 4, 5, CHOICE, CHOICE)
CHOICE_COUNTS = (2, 3, 4, 5)

#: « Chaque joueur commence avec 200$ : 2*50$, 3*20$, 2*10$, 3*5$, 5*1$. »
START_NOTES = {50: 2, 20: 3, 10: 2, 5: 3, 1: 5}
START_MONEY = sum(value * count for value, count in START_NOTES.items())
#: The rest of the money is the bank. The box's total is not sourced: Tapis gives the bank
#: $10,000 so that players + bank is a checkable constant; like a real table's bank it never
#: refuses to pay (the figure could only go below zero in an endless long game).
BANK_START = 10_000

#: « le perdant doit payer 20$ de pénalité » (a challenge, in honour mode).
CHALLENGE_PENALTY = 20

#: End-of-round limit on tiles kept, wilds not counted (option ``tile_limit``).
TILE_LIMIT = 8

# Each bag: letter -> (pips, number of tiles).
ENGLISH = {
    "A": (1, 8), "E": (1, 11), "I": (1, 7), "N": (1, 6), "O": (1, 8), "R": (1, 6), "S": (1, 5),
    "T": (1, 6), "U": (1, 4),
    "C": (2, 4), "D": (2, 4), "G": (2, 4), "H": (2, 4), "K": (2, 2), "L": (2, 4), "P": (2, 4),
    "B": (3, 2), "F": (3, 3), "M": (3, 3), "V": (3, 3), "W": (3, 2), "Y": (3, 2),
    "J": (4, 2), "Q": (4, 1), "X": (4, 1), "Z": (4, 2),
}

FRENCH = {
    "E": (1, 16), "A": (1, 7), "S": (1, 7), "I": (1, 7), "N": (1, 7), "T": (1, 7), "R": (1, 7),
    "U": (1, 6), "O": (1, 6), "L": (1, 6),
    "C": (2, 4), "D": (2, 4), "M": (2, 3), "P": (2, 3),
    "B": (3, 2), "F": (3, 2), "G": (3, 2), "H": (3, 2), "Q": (3, 2), "V": (3, 2),
    "J": (4, 1), "K": (4, 1), "W": (4, 1), "X": (4, 1), "Y": (4, 1), "Z": (4, 1),
}

#: The bags by option value (``bag``); "fr" is the default.
BAGS = {"fr": FRENCH, "en": ENGLISH}
#: Whether a bag's list is sourced or reconstructed (said in the in-app rules).
BAG_SOURCE = {"fr": "reconstruction", "en": "unofficial list"}


def pips(bag: str = "fr") -> dict:
    """Pips per letter in ``bag``: ``{"A": 1, ...}``."""
    return {letter: value for letter, (value, _) in BAGS[bag].items()}


def tiles(bag: str = "fr") -> list:
    """Every letter tile of ``bag``, in alphabetical order (108 of them)."""
    return [letter for letter in sorted(BAGS[bag]) for _ in range(BAGS[bag][letter][1])]
