"""The five games, how to start one and how to load a saved one.

Each game declares its facts beside its code: ``INFO`` in its package
(``pyengine/<id>/__init__.py``, a :class:`~pyengine.core.info.GameInfo`), as OpenSpiel keeps
each game's ``_GAME_INFO`` beside it and registers it. This module lists them, in the order the
site shows them. Importing a game's package is cheap: its rules and engine are imported only
when a game starts (``GameInfo.engine``).
"""

import json
import re
from typing import Any

from . import buyword, glop, glossa, glukz, juggler
from .core.errors import BadOptions, BadSave, IllegalAction
from .core.game import SAVE_FORMAT, SAVE_VERSION
from .core.info import GameInfo

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


GAMES: dict[str, GameInfo] = {game.INFO.id: game.INFO for game in (glossa, glop, glukz, buyword, juggler)}


def register(game_info: GameInfo) -> None:
    """Add a game (the tests add a toy game)."""
    GAMES[game_info.id] = game_info


def info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise BadOptions("core.unknown_game", game=str(game_id)[:40]) from None


def new_game(name: str, players: int, seed: int = 0, options: dict | None = None):
    """Start a game: ``new_game("glop", players=4, seed=7, options={"forced_capture": True})``."""
    return info(name).engine()(players, seed, options)


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
