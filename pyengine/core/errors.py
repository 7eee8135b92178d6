"""Errors a player or a save file can cause.

Both carry a message *key* and parameters rather than a sentence, so the same error can be
shown in French or English (see :mod:`pyengine.core.i18n`). ``str(error)`` is the French text.
"""


class TapisError(Exception):
    """An error with a translatable message: ``key`` names a sentence in the text table."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(key)

    def message(self, lang: str = "fr") -> str:
        from .i18n import text

        return text(self.key, lang, **self.params)

    def __str__(self) -> str:  # the French sentence, for logs and tracebacks
        try:
            return self.message("fr")
        except Exception:  # never let a missing translation hide the real error
            return f"{self.key} {self.params}"

    def to_dict(self) -> dict:
        return {"key": self.key, "params": self.params}


class IllegalAction(TapisError):
    """The action is not allowed now. Raised before anything changes: the game is untouched."""


class BadSave(TapisError, ValueError):
    """A saved game (or a shared link) that cannot be loaded: too big, corrupt, foreign, old…"""


class BadOptions(TapisError, ValueError):
    """A table set-up the game does not allow (player count, option value)."""
