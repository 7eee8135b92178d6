"""The English list against ENABLE: how much of each is in the other, and samples of the
differences (README.md's figures).

    .venv/bin/python tools/lexicon/compare.py PATH/TO/enable1.txt
    .venv/bin/python tools/lexicon/compare.py PATH/TO/enable1.txt --reference

With ``--reference`` it (re)writes ``enable-reference.txt``, the part of ENABLE the English
rules read (english.py, rules 7 and 8): ENABLE's words of at most three letters, and its words
that SCOWL files as abbreviations (those are words too). ENABLE is public domain, so this
extract may be committed and shipped.

ENABLE (Alan Beale, Mendel Cooper; public domain, 172,823 words) is only a yardstick, not an
input of the list nor shipped. No package registry reachable here carries it; the copy
measured was enable1.txt of the public repository dolph/dictionary (its commit 694bf95,
2013), sha256 below, checked.
"""

from __future__ import annotations

import hashlib
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ENABLE_SHA256 = "3f16130220645692ed49c7134e24a18504c2ca55b3c012f7290e3e77c63b1a89"


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    path = argv[0]
    with open(path, "rb") as f:
        data = f.read()
    if hashlib.sha256(data).hexdigest() != ENABLE_SHA256:
        raise SystemExit(f"{path}: not the ENABLE copy measured (sha256 differs)")
    enable = {w.strip().upper() for w in data.decode("ascii").split() if w.strip()}
    if "--reference" in argv[1:]:
        sys.path.insert(0, HERE)
        import english
        import sources
        abbreviations = english.abbreviations_only(sources.scowl_categories())
        reference = sorted(w for w in enable if len(w) <= 3 or w in abbreviations)
        with open(os.path.join(HERE, "enable-reference.txt"), "w", encoding="ascii",
                  newline="\n") as f:
            f.write("\n".join(reference) + "\n")
        print(f"enable-reference.txt: {len(reference)} words "
              f"({sum(1 for w in reference if len(w) <= 3)} of at most three letters)")
    with open(os.path.join(HERE, "words-en.txt"), encoding="ascii") as f:
        ours = set(f.read().split())
    both = ours & enable
    print(f"ENABLE {len(enable):,} words; Tapis English {len(ours):,} words; in both {len(both):,}")
    print(f"ENABLE found in Tapis: {len(both) / len(enable):.1%}; "
          f"Tapis found in ENABLE: {len(both) / len(ours):.1%}")
    rng = random.Random(20)
    for name, only in (("only in ENABLE", enable - ours), ("only in Tapis", ours - enable)):
        lengths = Counter(len(w) for w in only)
        print(f"{name}: {len(only):,}; by length {dict(sorted(lengths.items()))}")
        print("  sample:", " ".join(sorted(rng.sample(sorted(only), 40))))
    short = sorted(w for w in enable - ours if len(w) <= 3)
    print(f"two- and three-letter ENABLE words missing ({len(short)}):", " ".join(short))


if __name__ == "__main__":
    main()
