"""Seeded randomness that gives the same numbers on every Python (CPython 3.11, Pyodide 3.14).

Only the Mersenne Twister's ``getrandbits`` is used from the standard library (its output for
an integer seed has not changed in years); integers, shuffles and choices are derived here, so a
change in ``random.shuffle``'s implementation could never change a deal.
"""

import copy as _copy
import random


class Rng:
    """A deterministic random source. ``calls`` counts draws, so the protocol can tell whether an
    action used chance (and is therefore a point undo may not cross)."""

    __slots__ = ("_mt", "calls")

    def __init__(self, seed: int):
        self._mt = random.Random(int(seed))
        self.calls = 0

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, ``n >= 1``."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        self.calls += 1
        if n == 1:
            return 0
        k = n.bit_length()
        r = self._mt.getrandbits(k)
        while r >= n:
            r = self._mt.getrandbits(k)
        return r

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        self.calls += 1
        return self._mt.getrandbits(53) / 9007199254740992.0

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out

    def sample(self, items, k: int) -> list:
        """``k`` distinct items, in random order."""
        pool = list(items)
        out = []
        for _ in range(k):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def copy(self) -> "Rng":
        """An independent twin in the same state: it draws the same numbers from here on.
        (``deepcopy`` walks the generator's 625-word state item by item: 30 times slower, and
        bots copy their imagined worlds many times per move.)"""
        twin = _copy.copy(self)
        twin._mt = random.Random()
        twin._mt.setstate(self._mt.getstate())
        return twin

    def state(self) -> tuple:
        """Everything that decides the numbers to come, and the draws counted so far."""
        return self.calls, self._mt.getstate()

    def __eq__(self, other) -> bool:
        """Equal generators draw the same numbers from here on (and have counted as many)."""
        return isinstance(other, Rng) and self.state() == other.state()

    __hash__ = None  # mutable: equal now, different after the next draw
