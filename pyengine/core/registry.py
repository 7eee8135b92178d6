"""The five games, how to start one and how to load a saved one.

The catalogue is data. A game's package (``pyengine/<id>/__init__.py``) declares ``PLAYERS``,
``OPTIONS`` and optionally ``check_options``; its ``game.py`` defines ``GAME``, the Game
subclass. Importing a package is cheap (no rules are loaded); ``game.py`` is imported only when
a game starts. A game whose package is missing is listed as not yet available.
"""

import importlib
import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import BadOptions, BadSave, IllegalAction
from .options import Option, resolve_options

# id, title, player counts shown before the package exists, word game?
CATALOGUE = [
    ("glossa", "Glossa", tuple(range(2, 7)), True),
    ("glop", "Glop", (2, 4), False),
    ("glukz", "Le Glükz", tuple(range(2, 9)), False),
    ("buyword", "BuyWord", tuple(range(1, 5)), True),
    ("juggler", "Juggler", tuple(range(2, 7)), True),
]

MAX_SAVE_BYTES = 2_000_000
MAX_ACTIONS = 20_000
MAX_NESTING = 32
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_INNER_PAIR = re.compile(r"\[\]|\{\}")


def _too_deep(text: str) -> bool:
    """True when JSON nests deeper than MAX_NESTING. Checked before parsing: in the browser a
    deeply nested document overflows the WebAssembly stack and kills the interpreter, where
    CPython would raise RecursionError. Runs at C speed (a few regex passes)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub('""', text))
    for _ in range(MAX_NESTING):
        if not brackets:
            return False
        brackets, count = _INNER_PAIR.subn("", brackets)
        if count == 0:
            return False  # unbalanced: the parser will reject it
    return bool(brackets)


@dataclass
class GameInfo:
    id: str
    title: str
    players: tuple
    word_game: bool = False
    available: bool = False
    options: list[Option] = field(default_factory=list)
    check_options: Callable[[dict, int], None] | None = None
    game_class: Any = None  # set on first use
    bots_module: Any = None  # set on first use

    def bots(self):
        """The game's computer players (``pyengine.<id>.bots``), imported when first needed."""
        if self.bots_module is None:
            self.bots_module = importlib.import_module(f"pyengine.{self.id}.bots")
        return self.bots_module

    def check_players(self, players) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or players not in self.players:
            raise BadOptions("core.bad_players", game=self.title, players=repr(players))

    def resolve_options(self, given: dict | None, players: int) -> dict:
        return resolve_options(self.id, self.options, given, players, self.check_options)

    def cls(self):
        if self.game_class is None:
            if not self.available:
                raise BadOptions("core.not_available", game=self.title)
            self.game_class = importlib.import_module(f"pyengine.{self.id}.game").GAME
        return self.game_class

    def describe(self) -> dict:
        """JSON-able facts for the picker and the set-up screen."""
        return {
            "id": self.id,
            "title": self.title,
            "players": list(self.players),
            "word_game": self.word_game,
            "available": self.available,
            "options": {n: [o.describe(n) for o in self.options if o.applies_to(n)] for n in self.players},
        }


def _discover() -> dict[str, GameInfo]:
    """A game is available when its package imports and declares PLAYERS (its engine exists).

    Only the light ``__init__`` is imported. (``importlib.util.find_spec`` is avoided on
    purpose: for modules inside a zip — the browser imports the wheel as one — it compiles the
    whole module just to answer, which cost 0.4 s of start-up in Pyodide.)"""
    games = {}
    for game_id, title, players, word_game in CATALOGUE:
        item = GameInfo(game_id, title, players, word_game)
        try:
            package = importlib.import_module(f"pyengine.{game_id}")
        except ModuleNotFoundError as missing:
            if missing.name != f"pyengine.{game_id}":
                raise
            package = None
        if package is not None and hasattr(package, "PLAYERS"):
            item.players = tuple(package.PLAYERS)
            item.options = list(getattr(package, "OPTIONS", []))
            item.check_options = getattr(package, "check_options", None)
            item.available = True
        games[game_id] = item
    return games


GAMES: dict[str, GameInfo] = _discover()


def register(game_info: GameInfo, game_class, bots_module=None) -> None:
    """Add a game (tests use this for a toy game)."""
    game_info.available = True
    game_info.game_class = game_class
    game_info.bots_module = bots_module
    GAMES[game_info.id] = game_info


def info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise BadOptions("core.unknown_game", game=str(game_id)[:40]) from None


def new_game(name: str, players: int, seed: int = 0, options: dict | None = None):
    """Start a game: ``new_game("glop", players=4, seed=7, options={"forced_capture": True})``."""
    return info(name).cls()(players, seed, options)


def load_game(text) -> Any:
    """Rebuild a game from ``to_json()`` text. Anything wrong raises BadSave with a reason a
    person can read; nothing is half-loaded."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise BadSave("core.save.not_json") from None
    if not isinstance(text, str):
        raise BadSave("core.save.not_json")
    if len(text) > MAX_SAVE_BYTES:
        raise BadSave("core.save.too_big")
    if _too_deep(text):
        raise BadSave("core.save.not_json")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadSave("core.save.not_json") from None
    return load_dict(data)


def load_dict(data) -> Any:
    from .game import SAVE_FORMAT, SAVE_VERSION

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadSave("core.save.not_a_save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise BadSave("core.save.not_a_save")
    if version > SAVE_VERSION:
        raise BadSave("core.save.too_new", version=version)
    if version < SAVE_VERSION:
        raise BadSave("core.save.too_old", version=version)
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise BadSave("core.save.unknown_game", game=str(game_id)[:40])
    if not GAMES[game_id].available:
        raise BadSave("core.save.unavailable_game", game=GAMES[game_id].title)
    actions = data.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise BadSave("core.save.corrupt")
    try:
        game = new_game(game_id, data.get("players"), data.get("seed"), data.get("options"))
    except BadOptions as error:
        raise BadSave("core.save.bad_setup", reason={"key": error.key, **error.params}) from None
    for number, item in enumerate(actions, 1):
        if not (isinstance(item, list) and len(item) == 2):
            raise BadSave("core.save.bad_action", n=number)
        try:
            game.apply(item[0], item[1])
        except IllegalAction:
            raise BadSave("core.save.bad_action", n=number) from None
    meta = data.get("meta")
    game.meta = meta if isinstance(meta, dict) else {}
    return game
