"""The site's list of games: what the web layer adds to each engine (``pyengine.GAMES``), in one
place. Adding a game to the site is an engine package, a view package and one line here.

Everything that names games derives from this list: which views exist and are imported on first
use (``views``), which offer a guided first game, the picker's order and table scenes, the letter
of a challenge code, the modules the start-up precompiles (``build.py``). The rule facts (player
counts, a note for a table size, the shape of a query's answer) come from the engine.
"""

from dataclasses import dataclass
from importlib import import_module
from typing import Callable

from .views import art


@dataclass(frozen=True)
class SiteGame:
    id: str
    letter: str  # its letter in a challenge code (challenge.py); never reused
    scene: Callable[[str], str] | None = None  # the picker's drawing of its material (views/art.py)
    guided: bool = True  # its view offers a guided first game (View.GUIDE): the picker reads this, not the view
    load_view: Callable[[], type] | None = None  # (default: ``tapis_app.views.<id>.View``)

    def view(self) -> type:
        """The view class, imported on first use (the site's start imports no view)."""
        if self.load_view is not None:
            return self.load_view()
        return import_module(f"tapis_app.views.{self.id}").View

    def engine_modules(self) -> tuple[str, ...]:
        """The engine modules the start-up imports (the picker and the set-ups read them)."""
        return (f"pyengine/{self.id}/__init__.py", f"pyengine/{self.id}/materials.py")


#: the site's games, in the picker's order
SITE_GAMES: dict[str, SiteGame] = {game.id: game for game in (
    SiteGame("glossa", "S", art.scene_glossa),
    SiteGame("glop", "P", art.scene_glop),
    SiteGame("glukz", "K", art.scene_glukz),
    SiteGame("buyword", "B", art.scene_buyword),
    SiteGame("juggler", "J", art.scene_juggler),
)}


def register(game: SiteGame) -> None:
    """Add a game to the site (the tests add the protocol's toy game)."""
    SITE_GAMES[game.id] = game


def unregister(game_id: str) -> None:
    SITE_GAMES.pop(game_id, None)


def scene(game_id: str, lang: str = "fr") -> str:
    """The picker's table scene of a game, as SVG (decoration: aria-hidden); "" for a game without one."""
    site = SITE_GAMES.get(game_id)
    return art.game_scene(game_id, site.scene if site else None, lang)


def has_view(game_id: str) -> bool:
    """The game is playable on the site: its engine and its view both exist."""
    return game_id in SITE_GAMES


def has_guide(game_id: str) -> bool:
    return game_id in SITE_GAMES and SITE_GAMES[game_id].guided


def view_class(game_id: str):
    return SITE_GAMES[game_id].view()


def make_view(game_id: str):
    return view_class(game_id)()
