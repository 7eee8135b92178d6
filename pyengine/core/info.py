"""What a game is, as data, declared beside its code.

Each game's package (``pyengine/<id>/__init__.py``) declares one ``INFO = GameInfo(...)``, as
OpenSpiel's games declare their ``_GAME_INFO``; ``pyengine/catalogue.py`` lists them. The
package is cheap to import (the site reads it at start-up): its engine and computer players
are imported only when first needed, by the two small functions it hands over (``engine``,
``bots``), whose imports a reader can follow.
"""

from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import BadOptions
from .options import Option, resolve_options


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    players: tuple  # the player counts allowed
    engine: Callable[[], type]  # imports and returns the game's Game subclass
    bots: Callable[[], Any]  # imports and returns its computer players (``think`` or ``choose``)
    options: list[Option] = field(default_factory=list)
    check_options: Callable[[dict, int], None] | None = None  # refuses what options alone cannot
    word_game: bool = False  # its computer players need a word list
    # what a table of so many players should know before it starts (a set-up's note): players ->
    # a sentence key of the game's text (Glop: with four, seats 1 and 3 are partners)
    table_notes: dict = field(default_factory=dict)

    def check_players(self, players) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or players not in self.players:
            raise BadOptions("core.bad_players", game=self.title, players=repr(players))

    def resolve_options(self, given: dict | None, players: int) -> dict:
        return resolve_options(self.id, self.options, given, players, self.check_options)

    def describe(self) -> dict:
        """JSON-able facts for the picker and the set-up screen."""
        return {
            "id": self.id,
            "title": self.title,
            "players": list(self.players),
            "word_game": self.word_game,
            "options": {n: [o.describe(n) for o in self.options if o.applies_to(n)] for n in self.players},
        }
