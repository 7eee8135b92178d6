"""One view per game; a game is playable on the site when its engine and its view both exist.

The site's start imports none of the views: a game's view module is imported when its table
first opens, through the small functions below (imports a reader can follow).
"""


def _glossa():
    from .glossa import View
    return View


def _glop():
    from .glop import View
    return View


def _glukz():
    from .glukz import View
    return View


def _buyword():
    from .buyword import View
    return View


def _juggler():
    from .juggler import View
    return View


#: game id -> its view class, imported on first use (a test checks this against the folder,
#: and gives the protocol's toy game a view here)
VIEWS = {"glossa": _glossa, "glop": _glop, "glukz": _glukz, "buyword": _buyword, "juggler": _juggler}


#: the games whose view offers a guided first game (``View.GUIDE``): the picker offers it from
#: this set, so that drawing the picker imports none of the views (a test checks it against them)
GUIDED = frozenset({"glossa", "glop", "glukz", "buyword", "juggler"})


def has_view(game_id: str) -> bool:
    return game_id in VIEWS


def has_guide(game_id: str) -> bool:
    return game_id in GUIDED and has_view(game_id)


def view_class(game_id: str):
    return VIEWS[game_id]()


def make_view(game_id: str):
    return view_class(game_id)()
