"""One view per game; a game is playable on the site when its engine and its view both exist."""

import importlib
import pkgutil

_NAMES: set[str] | None = None


def has_view(game_id: str) -> bool:
    """Listed from the package's directory (or zip) without compiling anything."""
    global _NAMES
    if _NAMES is None:
        _NAMES = {m.name for m in pkgutil.iter_modules(__path__)}
    return game_id in _NAMES or f"tapis_app.views.{game_id}" in __import__("sys").modules


def make_view(game_id: str):
    return importlib.import_module(f"tapis_app.views.{game_id}").View()
