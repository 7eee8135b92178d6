"""One view per game (its folder or module here), drawing the engine's view of a seat as HTML
(base.py says what a view may read). Which views the site has, and how each is imported on first
use, is the site's list of games: ``games.SITE_GAMES`` (``games.has_view``, ``games.make_view``).
"""
