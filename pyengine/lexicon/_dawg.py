"""Reading a .tlx automaton file into the structure the searches walk.

File (written by ``tools/lexicon/dawg.py``): ``b"TLX1"``, then little-endian u32 node count N,
edge count E, word count, reserved; then a zlib stream holding N degree bytes, E edge bytes
(``letter index 0..25 | value << 5``, value 0 when the edge does not end a word, else 1..3),
the E target node ids as three byte planes (low, middle, high) and the number of words below
each node as three byte planes. Nodes are numbered children first; the root is node N-1.

In memory each node becomes a tuple of edges ``(letter index, value, target id)``, in letter
order, and ``nodes[id]`` gives a node's edges. Measured alternatives (see README.md): walking
flat arrays with index ranges, slicing arrays at each visit, lazily built nodes and nodes that
hold their children directly were all slower; the last one also makes the cyclic garbage
collector crawl, while tuples of small ints are untracked by it. Building the tuples uses only
C-level iterators (``zip``/``map`` over the planes), which keeps loading to a few tens of ms.
"""

from __future__ import annotations

import gc
import struct
import sys
import zlib
from array import array
from itertools import accumulate, chain, repeat
from operator import add, sub

from ..core.collector import paused as collector_paused
from ..core.slices import finish

MAGIC = b"TLX1"
CHUNK = 16_384  # edges or nodes built between two yields of a sliced load
_LETTER = bytes(i & 31 for i in range(256))
_VALUE = bytes(i >> 5 for i in range(256))
_ASCII = bytes(65 + (i & 31) for i in range(256))
_IS_END = bytes(1 if i else 0 for i in range(256))


def _u24(planes: bytes, count: int) -> array:
    """``count`` unsigned ints stored as three byte planes (low, middle, high): re-interleaved
    into little-endian u32 by C-level extended-slice copies, then read as an array."""
    packed = bytearray(4 * count)
    packed[0::4] = planes[:count]
    packed[1::4] = planes[count:2 * count]
    packed[2::4] = planes[2 * count:3 * count]
    values = array("I")
    values.frombytes(packed)
    if sys.byteorder == "big":
        values.byteswap()
    return values


class Automaton:
    """A loaded DAWG: ``nodes`` (tuples of edges), ``root`` (the root's edges), counts."""

    __slots__ = ("nodes", "root", "node_count", "edge_count", "word_count", "size",
                 "_letters", "_values", "_targets", "_bounds", "_before", "_below_planes")

    def __init__(self, data: bytes):
        finish(self._build(data))

    @classmethod
    def loading(cls, data: bytes):
        """Generator: the same construction a chunk at a time (a yield between chunks, so a
        browser can paint meanwhile); returns the automaton."""
        auto = cls.__new__(cls)
        yield from auto._build(data)
        return auto

    def _build(self, data: bytes):
        if data[:4] != MAGIC:
            raise ValueError("not a Tapis lexicon file")
        n, e, words, _ = struct.unpack_from("<IIII", data, 4)
        inflate = zlib.decompressobj()
        payload = memoryview(data)[20:]
        parts = []
        for start in range(0, len(payload), CHUNK * 4):
            parts.append(inflate.decompress(payload[start:start + CHUNK * 4]))
            yield
        raw = b"".join(parts) + inflate.flush()
        if len(raw) != 4 * n + 4 * e:
            raise ValueError("damaged lexicon file")
        degrees = raw[:n]
        codes = raw[n:n + e]
        letters = codes.translate(_LETTER)
        values = codes.translate(_VALUE)
        targets = _u24(raw[n + e:n + 4 * e], e)
        bounds = array("I", accumulate(degrees, initial=0))
        yield
        # 155k small tuples. Tuples holding only untracked objects are untracked by the
        # cyclic collector the first time it examines them, after which they cost nothing; but
        # a node tuple examined before its edge tuples stays tracked until a later full
        # collection, and every collection until then walks them all (measured: 20-50 ms
        # pauses during searches). So: build the edges with the collector off, let a young
        # collection untrack them, then build the nodes and untrack those the same way.
        ids = list(range(n))  # one int object per node, shared by the edges
        pieces = []
        for start in range(0, e, CHUNK):
            stop = start + CHUNK
            with collector_paused():
                pieces.append(tuple(zip(letters[start:stop], values[start:stop],
                                        map(ids.__getitem__, targets[start:stop]))))
                gc.collect(0)
            yield
        edges = tuple(chain.from_iterable(pieces))
        del pieces
        nodes: list = []
        for start in range(0, n, CHUNK):
            stop = min(start + CHUNK, n)
            with collector_paused():
                nodes.extend(map(edges.__getitem__, map(slice, bounds[start:stop], bounds[start + 1:stop + 1])))
                gc.collect(0)
            yield
        self.nodes = nodes
        self.root = self.nodes[-1]
        self.node_count = n
        self.edge_count = e
        self.word_count = words
        self.size = len(data)
        # Flat views for lookups: a node's edges are letters[bounds[i]:bounds[i+1]].
        self._letters = codes.translate(_ASCII)  # as ASCII capitals, for bytes.find
        self._values = values
        self._targets = targets
        self._bounds = bounds
        self._before = None
        self._below_planes = raw[n + 4 * e:]

    def value(self, word: str) -> int:
        """The value at the end of ``word`` (A–Z only): 0 when it is not in the automaton."""
        letters, targets, bounds = self._letters, self._targets, self._bounds
        node = self.node_count - 1
        k = -1
        for ch in word.encode("ascii"):
            k = letters.find(ch, bounds[node], bounds[node + 1])
            if k < 0:
                return 0
            node = targets[k]
        return self._values[k] if k >= 0 else 0

    def _rank_offsets(self):
        finish(self.ranking())
        return self._before

    def ranking(self):
        """Generator: builds, a chunk of nodes at a time, how many words come (alphabetically)
        before the first word under each edge, counting from its node (``rank`` needs it)."""
        if self._before is not None:
            return
        bounds, targets, n = self._bounds, self._targets, self.node_count
        below = _u24(self._below_planes, n)
        ends = self._values.translate(_IS_END)
        before = array("I")
        total = 0  # words before the chunk's first edge, over the whole edge order
        for start in range(0, n, CHUNK // 2):
            stop = min(start + CHUNK // 2, n)
            low, high = bounds[start], bounds[stop]
            weights = map(add, ends[low:high], map(below.__getitem__, targets[low:high]))
            running = list(accumulate(weights, initial=total))
            total = running.pop()
            # the running total at the first edge of each edge's node, indexed within the chunk
            degrees = map(sub, bounds[start + 1:stop + 1], bounds[start:stop])
            firsts = map(sub, bounds[start:stop], repeat(low))
            first = map(running.__getitem__, chain.from_iterable(map(repeat, firsts, degrees)))
            before.extend(map(sub, running, first))
            yield
        self._before = before

    def rank(self, word: str) -> int:
        """Position of ``word`` in alphabetical order (0-based), or -1 when absent."""
        before = self._before or self._rank_offsets()
        letters, targets, bounds, values = self._letters, self._targets, self._bounds, self._values
        node = self.node_count - 1
        rank = 0
        k = -1
        for ch in word.encode("ascii"):
            if k >= 0 and values[k]:
                rank += 1  # the prefix read so far is a word, and comes first
            k = letters.find(ch, bounds[node], bounds[node + 1])
            if k < 0:
                return -1
            rank += before[k]
            node = targets[k]
        return rank if k >= 0 and values[k] else -1

    def __iter__(self):
        """Every (word, value) in alphabetical order."""
        nodes = self.nodes
        letters = [chr(65 + i) for i in range(26)]
        path: list[str] = []

        def walk(edges):
            for c, value, target in edges:
                path.append(letters[c])
                if value:
                    yield "".join(path), value
                yield from walk(nodes[target])
                path.pop()

        yield from walk(self.root)
