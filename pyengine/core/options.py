"""Table set-up: player counts and rule options, validated in one place.

A game declares its options as data (``Option`` list); labels come from the text table
(``<game>.option.<key>`` and ``<game>.option.<key>.<value>``).
"""

from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import BadOptions


@dataclass(frozen=True)
class Option:
    """One rule variant.

    ``default`` may be a function of the player count (Le Glükz deals 4 cards per row at four
    players, 3 otherwise). ``choices`` lists the allowed values; for integers ``low``/``high``
    bound them instead. ``players`` restricts an option to some player counts (Glossa's
    continuous deal needs at most five players); elsewhere it keeps its default.

    ``shared_device`` is the value the option must take when two or more people share one device
    (hot seat), because the other values need one person per device: Le Glükz's race start
    cannot be held on one screen, so there the starter is drawn. ``None``: every value works
    there. The set-up honours it through :func:`for_people` and :meth:`choices_for`.
    """

    key: str
    default: Any
    choices: tuple = ()
    low: int | None = None
    high: int | None = None
    players: tuple = ()
    kind: str = field(default="")  # "bool", "int", "choice" (derived when empty)
    shared_device: Any = None  # the value forced when several people share one device

    def forced_for(self, people: int):
        """The value this option must take with ``people`` persons on one device, else ``None``."""
        return self.shared_device if people >= 2 else None

    def choices_for(self, people: int) -> tuple:
        """The values the set-up may offer with ``people`` persons at the table (on one device)."""
        forced = self.forced_for(people)
        if forced is not None:
            return (forced,)
        if self.choices:
            return self.choices
        if self.type == "bool":
            return (False, True)
        return tuple(range(self.low, self.high + 1))

    def default_for(self, players: int):
        return self.default(players) if callable(self.default) else self.default

    @property
    def type(self) -> str:
        if self.kind:
            return self.kind
        if self.choices:
            return "choice"
        sample = self.default(2) if callable(self.default) else self.default
        if isinstance(sample, bool):
            return "bool"
        if isinstance(sample, int):
            return "int"
        return "choice"

    def applies_to(self, players: int) -> bool:
        return not self.players or players in self.players

    def check(self, game: str, value, players: int):
        kind = self.type
        if kind == "bool":
            if not isinstance(value, bool):
                raise BadOptions("core.bad_option", game=game, option=self.key, value=repr(value))
            return value
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptions("core.bad_option", game=game, option=self.key, value=repr(value))
            if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
                raise BadOptions("core.bad_option", game=game, option=self.key, value=repr(value))
            if self.choices and value not in self.choices:
                raise BadOptions("core.bad_option", game=game, option=self.key, value=repr(value))
            return value
        if value not in self.choices:
            raise BadOptions("core.bad_option", game=game, option=self.key, value=repr(value))
        return value

    def describe(self, players: int) -> dict:
        """JSON-able description for the set-up screen."""
        out = {"key": self.key, "type": self.type, "default": self.default_for(players)}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.low is not None:
            out["low"] = self.low
        if self.high is not None:
            out["high"] = self.high
        if self.shared_device is not None:
            out["shared_device"] = self.shared_device
        return out


def for_people(declared: list[Option], given: dict | None, people: int) -> dict:
    """``given`` with every option that needs one person per device set to its ``shared_device``
    value when ``people`` (two or more) share the device; other options are left as given."""
    out = dict(given or {})
    for option in declared:
        forced = option.forced_for(people)
        if forced is not None:
            out[option.key] = forced
    return out


def resolve_options(game: str, declared: list[Option], given: dict | None, players: int,
                    check_all: Callable[[dict, int], None] | None = None) -> dict:
    """The full option dict: defaults filled in, every value checked, unknown keys refused."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise BadOptions("core.bad_options", game=game)
    known = {o.key: o for o in declared}
    for key in given:
        if key not in known:
            raise BadOptions("core.unknown_option", game=game, option=str(key)[:40])
    out = {}
    for option in declared:
        if option.key in given and option.applies_to(players):
            out[option.key] = option.check(game, given[option.key], players)
        else:
            out[option.key] = option.default_for(players)
    if check_all:
        check_all(out, players)
    return out
