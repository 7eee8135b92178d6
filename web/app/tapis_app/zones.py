"""Zones that redraw alone (issue 48): a drawing sends the page only the zones whose HTML changed.

A screen's parts mark themselves as zones (``zone(name, markup)``: one element carrying
``data-zone="name"``): the seats, the middle, the prompt, the hand, the actions, the header…
While the App draws, each zone's markup is kept apart and a placeholder stands in its parent's
(``Drawing``); zones nest. ``Changes`` then compares each zone's own markup (its nested zones
as placeholders) with the one the page last received: the whole screen when the page has
nothing yet or the screen's own markup changed, else only the zones whose own markup changed or
that are new (a zone inside one that changed goes with it; one that went, its parent's markup
changed too). Outside a drawing (the views' tests) ``zone`` returns the
markup itself.
"""

import hashlib
import re

MARK = "\x00"  # never in HTML text: esc() leaves it, and no sentence of ours holds it
_PLACEHOLDER = re.compile(MARK + r"([\w:.-]+)" + MARK)
_current: dict | None = None  # during a drawing: zone name -> its markup (nested zones as placeholders)


def zone(name: str, markup: str) -> str:
    """``markup`` (one element carrying ``data-zone="name"``) as a zone of the drawing in progress.
    (A name drawn twice with different markup stays inline the second time: a zone is one place.)"""
    if _current is None:
        return markup
    if _current.get(name, markup) != markup:
        return markup.replace(f' data-zone="{name}"', "", 1)
    _current[name] = markup
    return MARK + name + MARK


def piece_zone(key: str) -> str:
    """The zone name of a piece drawn under ``key`` (a card, a counter): each is a zone of its own,
    so a move sends the cards it changed, not the felt they lie on."""
    return "k" + hashlib.blake2b(key.encode(), digest_size=5).hexdigest()


class Drawing:
    """``with Drawing() as zones:`` the zones of the screen drawn inside the block."""

    def __enter__(self) -> dict:
        global _current
        self.previous, _current = _current, {}
        return _current

    def __exit__(self, *exc) -> None:
        global _current
        _current = self.previous


def expand(markup: str, zones: dict, inside: str = "", parents: dict | None = None) -> str:
    """The markup with every placeholder replaced by its zone's (recursively); ``parents`` is
    filled with each zone's enclosing zone ("" for the screen itself)."""
    def fill(match):
        name = match.group(1)
        if parents is not None:
            parents[name] = inside
        return expand(zones[name], zones, name, parents)

    return _PLACEHOLDER.sub(fill, markup)


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode(), digest_size=12).digest()


class Changes:
    """What the page was last sent, zone by zone, and what to send it next."""

    def __init__(self):
        self.sent: dict[str, bytes] = {}  # "" (the screen's frame) and each zone -> its digest

    def forget(self) -> None:
        """The page will be sent the whole screen next (it drew something else meanwhile)."""
        self.sent = {}

    def next(self, screen: str, zones: dict) -> tuple[str | None, dict[str, str], str]:
        """(the whole screen's HTML or None, the zones to redraw by name, the whole HTML): the
        whole screen when the page's frame of zones is not this one, else the changed zones."""
        parents: dict[str, str] = {}
        whole = expand(screen, zones, "", parents)
        digests = {"": _digest(screen), **{name: _digest(markup) for name, markup in zones.items()}}
        last, self.sent = self.sent, digests
        if last.get("") != digests[""]:
            return whole, {}, whole
        # (a zone that comes or goes changes its parent's own markup: the parent goes whole)
        changed = {name for name in zones if last.get(name) != digests[name]}

        def inside_changed(name):
            parent = parents.get(name, "")
            while parent:
                if parent in changed:
                    return True
                parent = parents.get(parent, "")
            return False

        # (a zone that did not change but holds one that did is drawn too, its others as stubs)
        dirty = set()
        for name in changed:
            while name and name not in dirty:
                dirty.add(name)
                name = parents.get(name, "")

        def sent(name: str) -> str:
            """A changed zone as the page gets it: what changed inside it drawn, what did not as
            stubs the page keeps as they are (``data-same``: js/ui/morph.mjs)."""
            def fill(match):
                child = match.group(1)
                if child in dirty:
                    return sent(child)
                tag = zones[child][1:zones[child].index(" ")]
                return f'<{tag} data-zone="{child}" data-same></{tag}>'

            return _PLACEHOLDER.sub(fill, zones[name])

        return None, {name: sent(name) for name in changed if not inside_changed(name)}, whole
