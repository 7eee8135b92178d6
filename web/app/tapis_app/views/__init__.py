"""One view per game; a game is playable on the site when its engine and its view both exist
(the site's list of games: ``games.SITE_GAMES``).

The site's start imports none of the views: a game's view module is imported when its table
first opens (``SiteGame.view``).
"""


def _site(game_id: str):
    from ..games import SITE_GAMES

    return SITE_GAMES.get(game_id)


def has_view(game_id: str) -> bool:
    return _site(game_id) is not None


def has_guide(game_id: str) -> bool:
    site = _site(game_id)
    return site is not None and site.guided


def view_class(game_id: str):
    return _site(game_id).view()


def make_view(game_id: str):
    return view_class(game_id)()
