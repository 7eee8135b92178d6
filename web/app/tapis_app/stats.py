"""Statistics per game and opponent level, kept in the browser: played, won, best, average.

Only games with exactly one person at the table count (against the computer); the level is the
computer players' level, or "mixed" when they differ.
"""

import json

from .store import number_between

KEY = "stats"


def table_level(session) -> str | None:
    humans = session.humans()
    if len(humans) != 1 or any(seat["kind"] == "remote" for seat in session.seats):
        return None  # (a table with friends on their devices is not a game against the computer)
    levels = {session.level(s) for s in range(len(session.seats)) if session.is_bot(s)}
    if not levels:
        return None
    return levels.pop() if len(levels) == 1 else "mixed"


FIELDS = ("played", "won", "best", "total", "scored")


def stats_game(game) -> str:
    """The statistics' name of a table: the game, and its language when not French (issue 20:
    English and German tables are counted apart, e.g. ``juggler:en``)."""
    lang = (game.options or {}).get("language", "fr")
    return game.game_id if lang == "fr" else f"{game.game_id}:{lang}"


def split_game(name: str) -> tuple[str, str]:
    """(game id, language) of a statistics' game name."""
    game, _, lang = name.partition(":")
    return game, lang or "fr"


def load(store) -> dict:
    """The statistics, keeping only entries of the expected shape: the setting may come from an
    imported backup file or an older version."""
    try:
        data = json.loads(store.setting(KEY, "{}"))
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    clean = {}
    counted = data.get("_counted")
    if isinstance(counted, list):
        clean["_counted"] = [c for c in counted if isinstance(c, str)][-200:]
    for key, entry in data.items():
        if isinstance(key, str) and not key.startswith("_") and "." in key and _valid_entry(entry):
            clean[key] = {name: entry.get(name) for name in FIELDS}
    return clean


def _valid_entry(entry) -> bool:
    """Every count a finite number ("best" may be None: no score yet)."""
    if not isinstance(entry, dict):
        return False
    return all(number_between(entry.get(name), -1e12, 1e12)
               for name in FIELDS if not (name == "best" and entry.get(name) is None))


def record(store, session) -> dict | None:
    """Count a finished game once (the save id is remembered). Returns the updated entry."""
    level = table_level(session)
    result = session.game.result()
    if level is None or result is None:
        return None
    data = load(store)
    counted = data.setdefault("_counted", [])
    if session.save_id in counted:
        return None
    counted.append(session.save_id)
    del counted[:-200]
    seat = session.humans()[0]
    entry = data.setdefault(f"{stats_game(session.game)}.{level}",
                            {"played": 0, "won": 0, "best": None, "total": 0, "scored": 0})
    entry["played"] += 1
    if seat in result["winners"]:
        entry["won"] += 1
    scores = result.get("scores")
    if scores is not None and isinstance(scores[seat], (int, float)):
        score = scores[seat]
        entry["best"] = score if entry["best"] is None else max(entry["best"], score)
        entry["total"] += score
        entry["scored"] += 1
    store.set_setting(KEY, json.dumps(data))
    return entry


def rows(store) -> list[tuple[str, str, dict]]:
    """(game, level, entry) sorted by game then level."""
    out = []
    for key, entry in load(store).items():
        if key.startswith("_") or "." not in key or not isinstance(entry, dict):
            continue
        game, level = key.split(".", 1)
        out.append((game, level, entry))
    order = {"easy": 0, "normal": 1, "hard": 2, "mixed": 3}
    return sorted(out, key=lambda r: (r[0], order.get(r[1], 9)))


def reset(store) -> None:
    store.set_setting(KEY, "{}")
