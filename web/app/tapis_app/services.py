"""What every part of the shell shares (issue 47): the page (``host``: the browser bridge in
dom.py, or a fake in tests), the browser's storage (``store``), the chrome's state (``shell``:
which screen, what is open over it, the message line), the interface's language, and the
drawing's cache. Each part is a :class:`Room` handed this one object; nothing else is shared."""

import random

from .shell import Shell
from .text import t


class Services:
    def __init__(self, host, store, shell: Shell, lang: str, embedded: bool):
        self.host = host
        self.store = store
        self.shell = shell
        self.lang = lang
        self.embedded = embedded
        self.random = random.Random()
        self.redraw = lambda: None  # the App's refresh: an answer that comes later draws the screen again
        # while a screen is drawn: what is built once per drawing (the seat's view, its recap),
        # None between drawings (then each is built afresh)
        self.drawing: dict | None = None

    def once(self, name: str, build):
        """``build()``, built once per drawing (see ``drawing``)."""
        if self.drawing is None:
            return build()
        if name not in self.drawing:
            self.drawing[name] = build()
        return self.drawing[name]


class Room:
    """A part of the shell (a screen, or one of a screen's collaborators): what each reads."""

    def __init__(self, services: Services):
        self.services = services
        self.host = services.host
        self.store = services.store
        self.shell = services.shell

    @property
    def lang(self) -> str:
        return self.services.lang

    def t(self, key: str, **params) -> str:
        """A sentence of the site in the interface's language."""
        return t(key, self.services.lang, **params)

    def say(self, kind: str, key: str, **params) -> str:
        """The message line: ``kind`` "info" or "error", a sentence of the site."""
        self.shell.message = (kind, t(key, self.services.lang, **params))
        return self.shell.message[1]
