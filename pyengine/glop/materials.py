"""The Glop box as data: 44 cards in four colours numbered 1 to 11, and a score board.

The rule book gives neither colour names nor the order of the colours on the score board, so
both are our choice (see shared/MATERIALS.md): four colours that stay apart for colour-blind
players (the Okabe–Ito palette: the web's card inks), each with its own symbol so colour is
never the only cue. Their names are sentences of text.py (``glop.colour.<id>``).

A card's id is its value followed by its colour's letter: ``"7R"`` is the 7 of red (rouge),
``"11J"`` the 11 of yellow (jaune). Ids are stable: saves and actions use them.
"""

VALUES = tuple(range(1, 12))

# In the order the favourite-colour marker moves round the score board (clockwise).
COLOURS = (
    {"id": "R", "symbol": "●"},  # rouge
    {"id": "B", "symbol": "■"},  # bleu
    {"id": "V", "symbol": "▲"},  # vert
    {"id": "J", "symbol": "◆"},  # jaune
)
COLOUR_IDS = tuple(c["id"] for c in COLOURS)
SYMBOL = {c["id"]: c["symbol"] for c in COLOURS}

# The 44 cards, colour by colour (the order of a fresh box; the deal shuffles a copy).
CARDS = tuple(f"{v}{c}" for c in COLOUR_IDS for v in VALUES)
VALUE = {card: int(card[:-1]) for card in CARDS}
COLOUR = {card: card[-1] for card in CARDS}
# Hands and takes are shown by value, then colour.
ORDER = {card: (VALUE[card], COLOUR_IDS.index(COLOUR[card])) for card in CARDS}

HAND_SIZE = 10  # cards dealt to each hand (and, with two players, to each reserve)
TABLE_SIZE = 4  # cards exposed face up by the deal
DEAL_PACKET = 2  # the deal goes two cards at a time
TARGET = 30  # the score board runs to 30
SIDES = 2  # two players, or two teams of partners sitting opposite


def card(value: int, colour: str) -> str:
    """The id of the card of ``value`` (1..11) in ``colour`` (a colour letter)."""
    result = f"{value}{colour}"
    if result not in VALUE:
        raise ValueError(f"no such Glop card: {value} of {colour!r}")
    return result


def sort_cards(cards) -> list:
    """Cards by value, then colour (the order hands and takes are shown in)."""
    return sorted(cards, key=ORDER.__getitem__)


def short(cards) -> str:
    """Cards written without words, for log lines in any language: ``"5■ + 2▲"``."""
    return " + ".join(f"{VALUE[c]}{SYMBOL[COLOUR[c]]}" for c in cards)
