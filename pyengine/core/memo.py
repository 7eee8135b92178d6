"""The engines' caches, each registered here so a finished table can let go of them all.

Bots and rules keep caches of work they will ask for again within a game (the words a hand
spells, a player's plans, sampled hands). Each is bounded, but the bounds are set for one game:
left full from game to game, the caches of all five games together hold tens of megabytes, and
in a browser the WebAssembly memory they pushed up never shrinks (issue 22's long evening).
``forget()`` empties every one of them; the site calls it when a new table begins. A cache
created with ``cache()`` is an ordinary dict (or the mapping type given), so nothing else changes.

>>> words = cache()
>>> words["ABC"] = ("CAB",)
>>> dropped = forget()
>>> words
{}
"""

from collections import OrderedDict

_CACHES: list = []


def cache(kind=dict):
    """A new, empty cache of ``kind`` (``dict`` or ``OrderedDict``), emptied by ``forget()``."""
    if kind not in (dict, OrderedDict):
        raise TypeError("a cache is a dict or an OrderedDict")
    found = kind()
    _CACHES.append(found)
    return found


def forget() -> int:
    """Empty every registered cache; returns how many entries were dropped."""
    dropped = 0
    for found in _CACHES:
        dropped += len(found)
        found.clear()
    return dropped
