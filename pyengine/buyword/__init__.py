"""BuyWord: buy letters from the bank, sell words back to it (1 to 4 players; up to 6 with the
long game).

Options (labels in text.py; every advanced variant of the rule book's « Règles avancées »):

- ``language``: ``"fr"`` (default) or ``"en"``: the words sold, and the bag (issue 20).
- ``bag``: ``"same"`` (default: the bag of the table's language), ``"fr"`` (Tapis's
  reconstruction of a French bag) or ``"en"`` (the English edition's list), to mix.
- ``wild_value``: pips a wild counts in a price, 1 (the pip printed on it) or 0 (a blank).
- ``check_words`` (2+ players): ``"strict"`` — only words of the lexicon can be sold;
  ``"honour"`` — any word can be sold, and any other player may challenge it ($20 penalty).
- ``tile_limit``: tiles one may keep at the end of a round, 8 to 12 (« Limite en tuiles »).
- ``auction`` (2+ players): a drawn lot may be put up for auction (« Enchères »); discouraged
  at two players by the rule book, but allowed.
- ``trade`` (2+ players): ``"none"``, ``"exchange"`` (whole drawn lots swapped, « Échanges »)
  or ``"sale"`` (the same with money, « Vente »).
- ``draft`` (2+ players): the first player draws die × players tiles and everyone picks one at
  a time (« Choix des tuiles »).
- ``crossword``: sold words are laid on a shared grid (« Mots croisés »).
- ``theme``: words must fit a theme (« Thèmes »), approved by a vote of the other players.
- ``long_game``: how many times the sold letters go back into the empty bag (« Jeu long »);
  at least 1 with more than four players.
"""

from ..core.errors import BadOptions
from ..core.info import GameInfo
from ..core.options import Option

PLAYERS = (1, 2, 3, 4, 5, 6)
SEVERAL = (2, 3, 4, 5, 6)
THEMES = ("none", "sport", "arts", "cinema", "games", "nature", "food", "free")

OPTIONS = [
    # The engine defaults to French; the site's set-up preselects the interface language.
    Option("language", "fr", choices=("fr", "en")),
    Option("bag", "same", choices=("same", "fr", "en")),
    Option("wild_value", 1, choices=(1, 0), kind="int"),
    Option("check_words", "strict", choices=("strict", "honour"), players=SEVERAL),
    Option("tile_limit", 8, low=8, high=12),
    Option("auction", False, players=SEVERAL),
    Option("trade", "none", choices=("none", "exchange", "sale"), players=SEVERAL),
    Option("draft", False, players=SEVERAL),
    Option("crossword", False),
    Option("theme", "none", choices=THEMES),
    Option("long_game", lambda players: 0 if players <= 4 else 1, low=0, high=5),
]


def check_options(options: dict, players: int) -> None:
    """« Vous pouvez jouer plus longtemps ou à plus de 4 joueurs » with the long game only: the
    bag alone is too small for five or six players."""
    if players > 4 and options["long_game"] < 1:
        raise BadOptions("buyword.error.long_game_needed", players=players)


def _engine():
    from .game import BuyWordGame
    return BuyWordGame


def _bots():
    from . import bots
    return bots


INFO = GameInfo("buyword", "BuyWord", PLAYERS, engine=_engine, bots=_bots, options=OPTIONS,
                check_options=check_options, word_game=True)
