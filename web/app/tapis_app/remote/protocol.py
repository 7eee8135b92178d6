"""The messages between a host and its guests: JSON objects ``{"v": 1, "k": kind, ...}``.

Every message from another device is a stranger's input, checked like a save file before
anything reads it: its size, that it is JSON, its version, its kind (unknown kinds are ignored,
not errors: a newer Tapis may send more), and the type and bounds of every field the kind uses.
A message that fails raises :class:`BadMessage` with the key of a sentence; nothing changes.

Host → guest: ``hello`` (the table, the host's commitment, the round and a fresh nonce),
``table`` (every seat's kind and commitment, once all have committed: fair.py), ``seated`` (the
seat's token, with the host's proof that it knows it), ``lobby`` (who is there), ``state`` (the seat's view, legal actions and new log entries),
``log`` (a part of the seat's log too long for one message), ``refused`` (an action or a
message not taken, with the engine's sentence), ``answer`` (a query's answer), ``said`` (a table
phrase), ``moves`` and ``reveal`` (the end: the whole game's moves in parts, then the secrets),
``bye``. A message stays under MAX_BYTES: long lists travel in parts (``parts``). Guest → host:
``join`` (a name and a commitment; a returning device's proof that it holds the seat's token,
never the token itself), ``secret`` (once the list is seen), ``act``, ``ask``, ``say``, ``sync``,
``undo``, ``undo-answer``; each under GUEST_MAX_BYTES, refused unread past it.
"""

import json

from pyengine.core import TapisError

from .. import jsontext

VERSION = 2  # 2: every guest commits before any secret is revealed (issue 45)
MAX_BYTES = 65_536  # one message (js/peer.js refuses larger ones before Python sees them)
GUEST_MAX_BYTES = 4_096  # one message from a guest: its largest (a word played, a join) is far under
MAX_DEPTH = 40
NAME_LENGTH = 24
PHRASES = ("well_played", "your_turn", "one_minute", "thanks", "again")
PART_BYTES = 30_000  # a long list (a log, the game's moves) travels in parts of about this size


def parts(items: list) -> list[tuple[int, list]]:
    """``items`` cut into (start, part) of about PART_BYTES of JSON each: few messages (a
    device takes 40 a second) and each far under MAX_BYTES."""
    out, start, size = [], 0, 0
    for index, item in enumerate(items):
        length = len(json.dumps(item, separators=(",", ":"), ensure_ascii=False).encode()) + 1
        if index > start and size + length > PART_BYTES:
            out.append((start, items[start:index]))
            start, size = index, 0
        size += length
    if start < len(items):
        out.append((start, items[start:]))
    return out


class BadMessage(TapisError, ValueError):
    """A message from another device that cannot be taken; its sentence says why."""


def dumps(kind: str, **fields) -> str:
    return json.dumps({"v": VERSION, "k": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def is_int(value, low: int = 0, high: int = 2**53) -> bool:
    return type(value) is int and low <= value <= high


def is_hex(value, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and all(c in "0123456789abcdef" for c in value)


def clean_name(value) -> str:
    """A person's name as text: printable characters only, trimmed, at most NAME_LENGTH. (It is
    drawn escaped like every text; this keeps control characters and long strings out too.)"""
    if not isinstance(value, str):
        return ""
    kept = "".join(c for c in value if c.isprintable())
    return " ".join(kept.split())[:NAME_LENGTH]


def is_hex_or_empty(value, length: int) -> bool:
    return value == "" or is_hex(value, length)


def _commits_ok(value) -> bool:
    return isinstance(value, list) and 1 <= len(value) <= 8 and all(c is None or is_hex(c, 64) for c in value)


def _seats_ok(value, players=None) -> bool:
    if not isinstance(value, list) or not 1 <= len(value) <= 8 or (players and len(value) != players):
        return False
    return all(isinstance(s, dict) and s.get("kind") in ("human", "bot", "remote", "host")
               and isinstance(s.get("name", ""), str) and len(s.get("name", "")) <= 4 * NAME_LENGTH
               for s in value)


# kind -> {field: check}; fields not listed are ignored
GUEST_TO_HOST = {
    "join": {"name": lambda v: isinstance(v, str) and len(v) <= 4 * NAME_LENGTH,
             "commit": lambda v: is_hex_or_empty(v, 64), "round": is_int,
             "proof": lambda v: is_hex_or_empty(v, 64), "nonce": lambda v: is_hex(v, 32)},
    "secret": {"secret": lambda v: is_hex(v, 32), "round": is_int},
    "name": {"name": lambda v: isinstance(v, str) and len(v) <= 4 * NAME_LENGTH},  # (in the lobby)
    "decline": {},  # no to a new game the host offers at the same table (issue 46)
    "act": {"n": is_int, "action": lambda v: isinstance(v, dict) and len(v) <= 12},
    "ask": {"q": lambda v: isinstance(v, str) and len(v) <= 40, "args": lambda v: isinstance(v, list) and len(v) <= 4,
            "id": is_int},
    "say": {"phrase": lambda v: v in PHRASES},
    "sync": {},
    "undo": {},  # ask to take one's last move back (every other person must agree)
    "undo-answer": {"yes": lambda v: isinstance(v, bool)},
}
HOST_TO_GUEST = {
    "hello": {"table": lambda v: isinstance(v, str) and 1 <= len(v) <= 40, "game": lambda v: isinstance(v, str),
              "players": lambda v: is_int(v, 1, 8), "options": lambda v: isinstance(v, dict),
              "seat": lambda v: is_int(v, 0, 7), "seats": _seats_ok, "commitment": lambda v: is_hex(v, 64),
              "round": is_int, "nonce": lambda v: is_hex(v, 32), "started": lambda v: isinstance(v, bool)},
    "table": {"round": is_int, "commits": _commits_ok,
              "kinds": lambda v: isinstance(v, list) and all(k in ("host", "bot", "remote") for k in v)},
    "seated": {"token": lambda v: is_hex(v, 32), "proof": lambda v: is_hex(v, 64)},
    "lobby": {"seats": _seats_ok, "here": lambda v: isinstance(v, list) and all(is_int(s, 0, 7) for s in v)},
    "state": {"n": is_int, "view": lambda v: isinstance(v, dict),
              "legal": lambda v: isinstance(v, list) and all(isinstance(a, dict) for a in v),
              "log_from": is_int, "log": lambda v: isinstance(v, list) and all(isinstance(e, dict) and
                                                                               isinstance(e.get("type"), str) for e in v),
              "here": lambda v: isinstance(v, list) and all(is_int(s, 0, 7) for s in v),
              "seats": _seats_ok},
    "log": {"start": is_int, "entries": lambda v: isinstance(v, list) and all(isinstance(e, dict) and
                                                                               isinstance(e.get("type"), str) for e in v)},
    "moves": {"start": is_int, "actions": lambda v: isinstance(v, list) and all(isinstance(a, list) and len(a) == 2
                                                                                  for a in v)},
    "refused": {"key": lambda v: isinstance(v, str) and len(v) <= 80, "params": lambda v: isinstance(v, dict)},
    "answer": {"id": is_int, "value": lambda v: True},
    "said": {"seat": lambda v: is_int(v, 0, 7), "phrase": lambda v: v in PHRASES},
    "reveal": {"host_secret": lambda v: is_hex(v, 32),
               "secrets": lambda v: isinstance(v, list) and all(s is None or is_hex(s, 32) for s in v),
               "count": is_int,
               "stand_in": lambda v: isinstance(v, list) and all(is_int(n) for n in v),
               "undos": lambda v: isinstance(v, list) and all(isinstance(u, list) and len(u) == 3 and
                                                              all(is_int(x) for x in u) for u in v)},
    "bye": {"reason": lambda v: isinstance(v, str) and len(v) <= 40},
    "undo-ask": {"by": lambda v: is_int(v, 0, 7), "n": is_int},
    "undo-end": {"ok": lambda v: isinstance(v, bool), "n": is_int,
                 "by": lambda v: v is None or is_int(v, 0, 7)},
}


def read(text, kinds: dict, max_bytes: int = MAX_BYTES) -> dict | None:
    """The message in ``text`` checked against ``kinds`` (GUEST_TO_HOST or HOST_TO_GUEST).
    None for a well-formed message of a kind this version does not know (ignored); BadMessage
    for anything else."""
    if not isinstance(text, str):
        raise BadMessage("remote.bad.format")
    if len(text) > max_bytes or len(text.encode("utf-8", "replace")) > max_bytes:
        raise BadMessage("remote.bad.size")
    if not jsontext.depth_ok(text, MAX_DEPTH):
        raise BadMessage("remote.bad.format")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage("remote.bad.format") from None
    if not isinstance(data, dict) or not isinstance(data.get("k"), str):
        raise BadMessage("remote.bad.format")
    if data.get("v") != VERSION:
        raise BadMessage("remote.bad.version")
    fields = kinds.get(data["k"])
    if fields is None:
        return None
    for name, check in fields.items():
        if name not in data or not check(data[name]):
            raise BadMessage("remote.bad.field")
    return data
