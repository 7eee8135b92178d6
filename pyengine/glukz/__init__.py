"""Le Glükz: be the first to get rid of all your cards (2 to 8 players).

Options (labels in text.py):

- ``start``: ``"race"`` — the first to lay cards starts and a neighbour's valid reply sets the
  direction (the rule book); ``"drawn"`` — the engine draws the starter and play goes in seat
  order. A race needs one person per device: with two or more people on one device the set-up
  always uses ``"drawn"`` (``shared_device``).
- ``decks``: 52-card decks shuffled together (1 up to 5 players, 2 from 6); a burn needs
  4 × decks equal cards.
- ``row_cards``: cards in each of the two rows (4 at four players, 3 otherwise).
- ``tarot``: tarot decks without trumps (56 cards: adds a Knight between the Jack and the Queen).
- ``knights``: the Knights' power with the tarot option: ``"reverse"`` (rule n°1),
  ``"skip"`` (rule n°2) or ``"none"``.
"""

from ..core.errors import BadOptions
from ..core.info import GameInfo
from ..core.options import Option

PLAYERS = tuple(range(2, 9))

OPTIONS = [
    Option("start", "race", choices=("race", "drawn"), shared_device="drawn"),
    Option("decks", lambda players: 1 if players <= 5 else 2, low=1, high=4),
    Option("row_cards", lambda players: 4 if players == 4 else 3, low=1, high=6),
    Option("tarot", False),
    Option("knights", "reverse", choices=("reverse", "skip", "none")),
]


def check_options(options: dict, players: int) -> None:
    """Refuse a deal that cannot be made: both rows of every player must come out of the decks
    (the hands get what is left, possibly nothing)."""
    cards = options["decks"] * (56 if options["tarot"] else 52)
    needed = 2 * options["row_cards"] * players
    if needed > cards:
        raise BadOptions("glukz.error.too_few_cards", players=players, needed=needed, cards=cards)


def _engine():
    from .game import GlukzGame
    return GlukzGame


def _bots():
    from . import bots
    return bots


INFO = GameInfo("glukz", "Le Glükz", PLAYERS, engine=_engine, bots=_bots, options=OPTIONS,
                check_options=check_options)
