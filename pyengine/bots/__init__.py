"""Computer players: one entry point for the five games.

Fairness is built into the signature: a game's bot module receives the seat's ``view`` (what a
person in that seat sees, including what they may legitimately remember), that seat's legal
actions, the level and a private random generator — never the game state. Hard bots that search
build their own worlds consistent with the view (see :mod:`pyengine.bots.search`).

A game's ``bots.py`` provides ``think(view, legal, level, rng)``, a generator that yields
between slices of work and returns the chosen action (or a plain ``choose`` with the same
arguments). The browser runs the generator a slice at a time so the page never freezes; levels
differ by budget counted in work done, never in seconds, so a seeded bot plays the same move
on any machine.
"""

import importlib
import sys

from ..core.errors import IllegalAction
from ..core.rng import Rng
from ..core.slices import finish

LEVELS = ("easy", "normal", "hard")


def moment_seed(game, seat: int) -> int:
    """A computer player's private seed for this moment of this game: the same game and history
    give the same move (replays, hints, reviews and shared-deal challenges stay identical)."""
    return (game.seed * 1_000_003 + len(game.actions) * 101 + seat * 7919) % (2**31)


def think(game, seat: int, level: str = "normal", seed: int = 0):
    """Generator: yields ``None`` between slices of thought; its return value is the action."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    yield  # building the view and the legal actions is work too: let the page paint first
    legal = yield from game.legal_actions_steps(seat)
    if not legal or seat not in game.to_move():
        raise IllegalAction("core.not_your_turn")
    if len(legal) == 1:
        return legal[0]
    module = game.info.bots()
    view = game.view(seat)
    rng = Rng(seed)
    if hasattr(module, "think"):
        action = yield from module.think(view, legal, level, rng)
    else:
        action = module.choose(view, legal, level, rng)
    return action


def preparing(game_info, options: dict | None = None):
    """Generator: a game's computer players made ready before their first move, a slice at a
    time — their modules imported, and for a word game the word list of the table's language
    (``options["language"]``, French by default) and its frequency tiers loaded (in one go,
    60-200 ms of work in a browser). ``game_info``: the game's ``GameInfo``
    (``pyengine.GAMES[id]``). Optional: without it the first move does the same work at once.
    A list not yet provided to the lexicon (fetched by the page) is left alone."""
    yield
    # A browser compiles each module's source when it is first imported (20-40 ms for a large
    # one): every module of the game's folder not imported yet, one per slice (their names
    # from the folder: this only warms them), its players last, through ``GameInfo.bots``.
    import pkgutil  # not at start-up: the largest of the standard library's imports here

    package = sys.modules[game_info.engine.__module__]
    for module in sorted(m.name for m in pkgutil.iter_modules(package.__path__)):
        name = f"{package.__name__}.{module}"
        if module != "bots" and name not in sys.modules:
            importlib.import_module(name)
            yield
    game_info.bots()
    if game_info.word_game:
        from .. import lexicon
        lang = (options or {}).get("language", "fr")
        yield
        if lexicon.is_available(lang):
            yield from lexicon.loading(tiers=True, lang=lang)


def choose(game, seat: int, level: str = "normal", seed: int = 0) -> dict:
    """The action the computer player of ``level`` takes for ``seat`` now."""
    return finish(think(game, seat, level, seed))
