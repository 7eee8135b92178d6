"""Shared-deal challenges ("duplicate"): the same game — seed, options, computer opponents — for a
friend, as a link or a short code, and the two results side by side. No server: everything
travels in the address. The deal is derived from the seed inside the engine, so the link lists
no card.

Short code: ``<game letter><seats>-<seed in base 36>[-<options>]``, e.g. ``PHD-2LKJ3F`` for Glop
(P), a person (H) against a hard computer (D). Options that differ from the defaults follow as
URL-safe base64 of their JSON.
"""

import base64
import json

from .games import SITE_GAMES
from .store import number_between

SEAT_LETTERS = {"h": "H", "easy": "E", "normal": "N", "hard": "D"}
_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _base36(n: int) -> str:
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _DIGITS[r] + out
        if n == 0:
            return out


def seats_text(seats: list[dict]) -> str:
    return ",".join("h" if s["kind"] == "human" else "remote" if s["kind"] == "remote" else s.get("level", "normal")
                    for s in seats)


def challenge_seats(seats: list[dict]) -> str:
    """The seats of a challenge: the same deal, played alone, so a friend who was on another
    device (« remote ») is a normal computer there."""
    return ",".join("normal" if s["kind"] == "remote" else part for s, part in zip(seats, seats_text(seats).split(",")))


def encode(game_id: str, seats: str, seed: int, options: dict, defaults: dict) -> str:
    changed = {k: v for k, v in options.items() if defaults.get(k) != v}
    code = SITE_GAMES[game_id].letter + "".join(SEAT_LETTERS[s] for s in seats.split(",")) + "-" + _base36(seed)
    if changed:
        raw = json.dumps(changed, separators=(",", ":"), sort_keys=True).encode()
        code += "-" + base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return code


def decode(code: str) -> dict:
    """The link parameters a code stands for. Raises ValueError on anything malformed."""
    code = code.strip()
    parts = code.split("-", 2)
    if len(parts) < 2 or len(code) > 400:
        raise ValueError("code")
    head, seed = parts[0].upper(), parts[1].upper()
    games = {game.letter: game.id for game in SITE_GAMES.values()}
    seats = {v: k for k, v in SEAT_LETTERS.items()}
    if len(head) < 2 or head[0] not in games or any(c not in seats for c in head[1:]):
        raise ValueError("code")
    if not seed or any(c not in _DIGITS for c in seed) or len(seed) > 12:
        raise ValueError("code")
    params = {"game": games[head[0]], "seats": ",".join(seats[c] for c in head[1:]), "seed": str(int(seed, 36))}
    if len(parts) == 3:
        raw = parts[2] + "=" * (-len(parts[2]) % 4)
        options = json.loads(base64.urlsafe_b64decode(raw.encode()).decode())
        if not isinstance(options, dict):
            raise ValueError("code")
        params["options"] = json.dumps(options)
    return params


def result_token(name: str, score, place: int) -> str:
    """One player's result as it travels in a link: name, score, place."""
    return json.dumps([str(name)[:24], score, place], separators=(",", ":"))


def read_result(text: str):
    """(name, score, place) from a link, or None if it does not look like one."""
    try:
        return as_result(json.loads(text))
    except (ValueError, TypeError, RecursionError):
        return None


def as_result(value):
    """(name, score, place) from a decoded value (a link's, or a save's ``vs``), else None."""
    if not isinstance(value, (list, tuple)) or len(value) != 3:
        return None
    name, score, place = value
    if not isinstance(name, str) or not isinstance(place, int) or not number_between(place, 1, 100):
        return None
    if score is not None and not number_between(score, -1e9, 1e9):
        return None
    return name[:24], score, place
