"""Build the minimal acyclic automaton (DAWG) of a sorted word list and write it as a .tlx file.

Daciuk et al.'s incremental algorithm for sorted input: the previous word's path is minimised
(each node replaced by an equal node already registered) as soon as the next word leaves it.
A node is (value, ((letter, child id), ...)); value 0 = not the end of a word, 1..3 = end of a
word carrying that value (1 for the word list, the frequency tier for the tier file).

Node ids follow the order in which nodes are frozen, so every child has a smaller id than its
parents; the root is the last node. The file format is read by ``pyengine/lexicon/_dawg.py``
(its docstring describes it).
"""

from __future__ import annotations

import struct
import zlib

MAGIC = b"TLX1"
MAX_VALUE = 3


def build(items):
    """``items``: sorted (word, value) pairs, words in A–Z, value 1..3.
    Returns the node list ``[(value, [(letter, child), ...]), ...]``, root last."""
    nodes: list = []
    register: dict = {}
    path = [[0, {}]]
    previous = ""

    def freeze(node) -> int:
        key = (node[0], tuple(sorted(node[1].items())))
        found = register.get(key)
        if found is None:
            found = len(nodes)
            nodes.append(key)
            register[key] = found
        return found

    def minimise(down_to: int) -> None:
        while len(path) - 1 > down_to:
            node = path.pop()
            path[-1][1][previous[len(path) - 1]] = freeze(node)

    for word, value in items:
        if word <= previous:
            raise ValueError(f"words must be sorted and unique: {previous!r} then {word!r}")
        if not (1 <= value <= MAX_VALUE) or not word.isascii() or not word.isalpha() \
                or not word.isupper():
            raise ValueError(f"bad entry {word!r} {value!r}")
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        minimise(common)
        for _ in word[common:]:
            path.append([0, {}])
        path[-1][0] = value
        previous = word
    minimise(0)
    root = path[0]
    nodes.append((root[0], tuple(sorted(root[1].items()))))
    return nodes


def to_bytes(nodes, word_count: int) -> bytes:
    """The .tlx file: a 20-byte header (magic, node count, edge count, word count, 0) then a
    zlib stream of: node degrees (1 byte per node); one byte per edge
    ``letter index | value << 5`` (value of the word ending with that edge, 0 if none); the
    target node ids as three planes of low, middle and high bytes; and, per node, the number
    of words below it, as three byte planes too (used to rank words, for the tier table).
    Edges are stored node after node, in letter order."""
    degrees = bytes(len(edges) for _, edges in nodes)
    codes = bytearray()
    targets = []
    for _, edges in nodes:
        for letter, child in edges:
            codes.append((ord(letter) - 65) | (nodes[child][0] << 5))
            targets.append(child)
    if len(nodes) >= 1 << 24:
        raise ValueError("too many nodes for 24-bit ids")
    below = []
    for value, edges in nodes:  # children first: their counts are known
        below.append(sum((1 if nodes[child][0] else 0) + below[child] for _, child in edges))
    if below[-1] != word_count:
        raise ValueError(f"automaton holds {below[-1]} words, expected {word_count}")

    def planes(values):
        return b"".join(bytes((v >> shift) & 255 for v in values) for shift in (0, 8, 16))

    payload = zlib.compress(degrees + bytes(codes) + planes(targets) + planes(below), 9)
    header = MAGIC + struct.pack("<IIII", len(nodes), len(targets), word_count, 0)
    return header + payload
