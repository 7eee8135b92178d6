"""Seeded randomness that gives the same numbers on every Python (CPython 3.11, Pyodide 3.14).

Only the Mersenne Twister's ``getrandbits`` is used from the standard library (its output for
an integer seed has not changed in years); integers, shuffles and choices are derived here, so a
change in ``random.shuffle``'s implementation could never change a deal.
"""

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

    def fork(self) -> "Rng":
        """An independent generator seeded from this one (for bots' private sampling)."""
        self.calls += 1
        return Rng(self._mt.getrandbits(62))
