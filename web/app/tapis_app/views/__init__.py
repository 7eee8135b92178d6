"""One view per game; a game is playable on the site when its engine and its view both exist."""

import importlib
import importlib.util


def has_view(game_id: str) -> bool:
    return importlib.util.find_spec(f"tapis_app.views.{game_id}") is not None


def make_view(game_id: str):
    return importlib.import_module(f"tapis_app.views.{game_id}").View()
