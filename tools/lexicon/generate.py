"""Generate Tapis' French word list and its shipped automaton.

    .venv/bin/pip install spylls==0.1.7
    .venv/bin/python tools/lexicon/generate.py          # list + words.tlx
    .venv/bin/python tools/lexicon/tiers.py             # tiers.tlx (needs wordfreq)

Steps: fetch the two pinned Grammalecte dictionaries (sources.py: sha256-checked), expand
every affix (expand.py, on spylls' parser), normalise (wordlist.py), unite, sort, then write

- ``tools/lexicon/words-fr.txt``: the sorted plain list, one word a line — the MPL-2.0
  source form of the shipped data (notice in ``tools/lexicon/LICENSE-MPL.txt``);
- ``pyengine/lexicon/data/words.tlx``: its minimal automaton (dawg.py).

Deterministic: the same inputs give byte-identical outputs.
"""

from __future__ import annotations

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import dawg  # noqa: E402
import sources  # noqa: E402
import wordlist  # noqa: E402

WORDS_TXT = os.path.join(HERE, "words-fr.txt")
DATA_DIR = os.path.join(ROOT, "pyengine", "lexicon", "data")
WORDS_TLX = os.path.join(DATA_DIR, "words.tlx")


def generate_words() -> list[str]:
    kept: set[str] = set()
    letter_names: set = set()  # rule 8: found in the Debian dictionary's tags, used for both
    letter_forms: set = set()
    # The Debian dictionary first: its tags name the letter-name entries (rule 8).
    for name, path in (("hunspell-fr-comprehensive 1:7.0-1", sources.debian_dictionary()),
                       ("dictionary-fr 3.0.0", sources.npm_dictionary())):
        start = time.perf_counter()
        report: dict = {}
        words, dropped = wordlist.forms_of(path, report, letter_names)
        letter_names |= report["letter_names"]
        letter_forms |= report["letter_name_forms"]
        print(f"{name}: {len(words)} words ({len(dropped)} vowel-less forms dropped; elided "
              f"stems dropped: {' '.join(sorted(report['elided']))}) "
              f"in {time.perf_counter() - start:.1f} s")
        kept |= words
    print("letter names skipped (rule 8), forms gone:",
          " ".join(sorted(f for f in letter_forms if f not in kept)),
          "; kept as other words:", " ".join(sorted(f for f in letter_forms if f in kept)))
    return sorted(kept)


def main() -> None:
    words = generate_words()
    with open(WORDS_TXT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(words) + "\n")
    nodes = dawg.build((w, 1) for w in words)
    data = dawg.to_bytes(nodes, len(words))
    os.makedirs(DATA_DIR, exist_ok=True)
    with open(WORDS_TLX, "wb") as f:
        f.write(data)
    short = sum(1 for w in words if len(w) <= 11)
    edges = sum(len(e) for _, e in nodes)
    print(f"{len(words)} words ({short} of at most 11 letters); automaton {len(nodes)} nodes, "
          f"{edges} edges, {len(data)} bytes")


if __name__ == "__main__":
    main()
