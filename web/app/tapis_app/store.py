"""Saved games and settings in the browser's storage (localStorage), behind a small interface so
the logic is tested in CPython with a dict.

Every game in progress is saved after each action under its own key; the site offers them on
return. A save carries a revision number: if another tab moved the same game on, this tab does
not overwrite it silently but reloads it (``StaleSave``).

Storage holds what another version, another tab, a hand edit or a full disk left there, and a
browser's storage may throw on any call: every read and write here answers (``None``, False, [])
instead of raising, and a stored game that cannot be read is *kept aside* (``aside.<id>``), out
of the list of games but still in "export everything", never deleted.
"""

from . import jsontext

PREFIX = "tapis."
EMBED_PREFIX = "tapis-embed."


class StaleSave(Exception):
    """Another tab saved this game since we last read it."""


class MemoryStorage:
    """The storage interface (get/set/remove/keys), kept in a dict: tests, or when the browser
    refuses storage."""

    def __init__(self, fail: bool = False):
        self.data: dict[str, str] = {}
        self.fail = fail

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.fail:
            return False
        self.data[key] = value
        return True

    def remove(self, key):
        self.data.pop(key, None)
        return True

    def keys(self):
        return list(self.data)


class SafeStorage:
    """Any storage (get/set/remove/keys) whose calls never raise: a browser's storage may throw
    on a read or a write (refused, full, a security error), and the start of the page must not
    die of it."""

    def __init__(self, storage):
        self.inner = storage

    def __getattr__(self, name):  # what else the storage offers (a test's ``fail`` switch)
        return getattr(self.inner, name)

    def get(self, key):
        try:
            value = self.inner.get(key)
        except Exception:  # noqa: BLE001 — a refused read is a missing value
            return None
        return value if isinstance(value, str) else None

    def set(self, key, value) -> bool:
        try:
            return bool(self.inner.set(key, value))
        except Exception:  # noqa: BLE001 — a refused or full storage: not kept
            return False

    def remove(self, key) -> bool:
        try:
            return bool(self.inner.remove(key))
        except Exception:  # noqa: BLE001
            return False

    def keys(self) -> list[str]:
        try:
            return [key for key in self.inner.keys() if isinstance(key, str)]
        except Exception:  # noqa: BLE001
            return []


class Store:
    def __init__(self, storage, embedded: bool = False):
        self.storage = storage if isinstance(storage, SafeStorage) else SafeStorage(storage)
        self.prefix = EMBED_PREFIX if embedded else PREFIX
        self.working = self._probe()

    def recheck(self) -> bool:
        """Probe again (the browser may have granted storage since)."""
        self.working = self._probe()
        return self.working

    def _probe(self) -> bool:
        key = self.prefix + "probe"
        ok = bool(self.storage.set(key, "1"))
        self.storage.remove(key)
        return ok

    # ---- settings
    def setting(self, name: str, default=None):
        value = self.storage.get(self.prefix + name)
        return default if value is None else value

    def set_setting(self, name: str, value: str) -> None:
        self.storage.set(self.prefix + name, value)

    # ---- games
    def game_key(self, save_id: str) -> str:
        return f"{self.prefix}game.{save_id}"

    def save_game(self, save_id: str, text: str, revision: int) -> bool:
        """Write a game; refuses (StaleSave) when the stored copy is newer than ``revision - 1``."""
        stored = self.storage.get(self.game_key(save_id))
        if stored is not None:
            stored_revision = _meta(stored).get("revision", 0)
            if isinstance(stored_revision, (int, float)) and stored_revision >= revision:
                raise StaleSave(save_id)
        ok = bool(self.storage.set(self.game_key(save_id), text))
        self.working = ok
        return ok

    def load_game(self, save_id: str) -> str | None:
        return self.storage.get(self.game_key(save_id))

    def has_game(self, save_id: str) -> bool:
        return self.storage.get(self.game_key(save_id)) is not None

    def free_id(self, save_id: str) -> str:
        """``save_id``, or beside it (``save_id-2``, ``-3``…) when a game is stored under it: a
        fresh start never overwrites a stored game."""
        candidate, n = save_id, 1
        while self.has_game(candidate):
            n += 1
            candidate = f"{save_id}-{n}"
        return candidate

    def keep_aside(self, save_id: str) -> bool:
        """A stored game that cannot be read (another version, cut short, edited by hand): moved
        out of the games to ``aside.<id>``, where "export everything" still finds it. True when
        something was moved."""
        text = self.storage.get(self.game_key(save_id))
        if text is None:
            return False
        if self.storage.set(f"{self.prefix}aside.{save_id}", text):
            self.storage.remove(self.game_key(save_id))
        if self.setting("current") == save_id:
            self.storage.remove(self.prefix + "current")
        return True

    def aside(self) -> dict[str, str]:
        """The stored games kept aside: {save id: text as it was}."""
        start = self.prefix + "aside."
        out = {}
        for key in self.storage.keys():
            if key.startswith(start):
                text = self.storage.get(key)
                if text is not None:
                    out[key[len(start):]] = text
        return out

    def game_meta(self, save_id: str) -> dict:
        """The table's fields of a stored game ({} when it is missing or unreadable)."""
        return _meta(self.storage.get(self.game_key(save_id)))

    def delete_game(self, save_id: str) -> None:
        self.storage.remove(self.game_key(save_id))
        if self.setting("current") == save_id:
            self.storage.remove(self.prefix + "current")

    def games(self) -> list[tuple[str, dict]]:
        """(save id, meta) of every saved game, most recent first. Unreadable entries are skipped,
        never fatal."""
        out = []
        start = self.prefix + "game."
        for key in self.storage.keys():
            if not key.startswith(start):
                continue
            meta = _meta(self.storage.get(key))
            if not meta:
                continue
            out.append((key[len(start):], meta))
        out.sort(key=lambda item: str(item[1].get("updated", "")), reverse=True)
        return out


def number_between(value, low: float, high: float) -> bool:
    """A real number (not a bool, not inf or NaN) with low <= value < high: the check for every
    count read back from storage, a save file or a link."""
    return not isinstance(value, bool) and isinstance(value, (int, float)) and low <= value < high


def _meta(text) -> dict:
    """A stored game's meta with its game's name, or {} for anything unreadable: storage can hold
    what another version, another tab or a hand edit left there."""
    try:
        data = jsontext.loads(text) if isinstance(text, str) else None
    except ValueError:
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return {}
    meta = data.get("meta")
    return {**(meta if isinstance(meta, dict) else {}), "game": data["game"]}
