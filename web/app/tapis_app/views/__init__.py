"""One view per game; a game is playable on the site when its engine and its view both exist."""

import importlib
import sys

# The games with a view module here (a test checks this against the folder). A list rather
# than a scan of the package: importing pkgutil was the largest import of the app's start.
VIEWS = frozenset({"glossa", "glop", "glukz", "buyword", "juggler"})


def has_view(game_id: str) -> bool:
    """(A view module already imported also counts: tests give the toy game one.)"""
    return game_id in VIEWS or f"tapis_app.views.{game_id}" in sys.modules


def make_view(game_id: str):
    return view_class(game_id)()


def view_class(game_id: str):
    return importlib.import_module(f"tapis_app.views.{game_id}").View
