"""Frequency tiers of the word list, from wordfreq, for the computer players' levels.

    .venv/bin/pip install wordfreq==3.1.1
    .venv/bin/python tools/lexicon/tiers.py [fr|en|de|all]

Every form of wordfreq's "best" list for the language is normalised like the word list (wordlist.py);
a word's Zipf frequency is the highest among the forms that normalise to it (ETE ← été, ete).
Tiers: 3 "very common" Zipf >= 3.5, 2 "common" >= 2.5, 1 "rare" (in wordfreq, below 2.5),
0 not in wordfreq (not stored). Only words of the list are kept.

Writes ``tiers.tlt`` beside the language's ``words.tlx`` (generate.paths): ``b"TLT1"``, u32 word count, u32 CRC-32 of
words.tlx (the tiers are only valid with that list), then zlib of one 2-bit tier per word of
the list in alphabetical order (four words a byte, first word in the low bits). A separate
file, because the data is wordfreq's, under CC BY-SA 4.0 (credit in LICENSE-TIERS and in the
About page), not the MPL list's. (Measured: an automaton of the 117k tiered words, values at
the word ends, took 234 KB; this bit array takes far less.)
"""

from __future__ import annotations

import math
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
import wordlist  # noqa: E402

WORDFREQ_VERSION = "3.1.1"
THRESHOLDS = ((3.5, 3), (2.5, 2))  # (min Zipf, tier); anything else in wordfreq is tier 1
TIERS_FILE = os.path.join(generate.DATA_DIR, "tiers.tlt")


def normalizer(lang: str):
    if lang == "de":
        import german
        return german.normalize
    return wordlist.normalize_form


def tier_of(zipf: float) -> int:
    for least, tier in THRESHOLDS:
        if zipf >= least:
            return tier
    return 1


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    which = argv[0] if argv else "fr"
    for lang in (generate.LANGS if which == "all" else (which,)):
        write_tiers(lang)


def write_tiers(lang: str) -> None:
    from importlib.metadata import version

    import wordfreq
    if version("wordfreq") != WORDFREQ_VERSION:
        raise SystemExit(f"wordfreq {WORDFREQ_VERSION} expected, found {version('wordfreq')}")
    words_txt, words_tlx = generate.paths(lang)
    with open(words_txt, encoding="ascii") as f:
        ordered = f.read().split()
    words = set(ordered)
    best: dict[str, float] = {}
    normalize = normalizer(lang)
    for form, freq in wordfreq.get_frequency_dict(lang, wordlist="best").items():
        word = normalize(form)
        if word is None or word not in words or freq <= 0:
            continue
        zipf = math.log10(freq) + 9
        if zipf > best.get(word, -math.inf):
            best[word] = zipf
    tiers = [tier_of(best[w]) if w in best else 0 for w in ordered]
    packed = bytearray((len(tiers) + 3) // 4)
    for i, t in enumerate(tiers):
        packed[i >> 2] |= t << (2 * (i & 3))
    with open(words_tlx, "rb") as f:
        crc = zlib.crc32(f.read())
    data = b"TLT1" + struct.pack("<II", len(tiers), crc) + zlib.compress(bytes(packed), 9)
    with open(os.path.join(os.path.dirname(words_tlx), "tiers.tlt"), "wb") as f:
        f.write(data)
    counts = {t: tiers.count(t) for t in (0, 1, 2, 3)}
    print(f"{lang}: tiers of {len(tiers)} words: {counts}; {len(data)} bytes")


if __name__ == "__main__":
    main()
