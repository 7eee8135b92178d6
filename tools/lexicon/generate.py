"""Generate Tapis' word lists and their shipped automata, one language at a time.

    .venv/bin/pip install spylls==0.1.7
    .venv/bin/python tools/lexicon/generate.py [fr|en|de|all]   # list + automaton (fr default)
    .venv/bin/python tools/lexicon/tiers.py [fr|en|de|all]      # tiers (needs wordfreq)

French: fetch the two pinned Grammalecte dictionaries (sources.py: sha256-checked), expand
every affix (expand.py, on spylls' parser), normalise (wordlist.py), unite, sort. English:
SCOWL (english.py). German: german-pos-dict (german.py). Each language writes

- ``tools/lexicon/words-<lang>.txt``: the sorted plain list, one word a line (the source form
  of the shipped data, under its sources' licence);
- its minimal automaton (dawg.py): French ``pyengine/lexicon/data/words.tlx`` (inside the
  wheel), the others ``data/lexicon/<lang>/words.tlx`` (served beside the site and fetched
  when a table in that language opens; build.py copies them).

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

LANGS = ("fr", "en", "de")
WORDS_TXT = os.path.join(HERE, "words-fr.txt")
DATA_DIR = os.path.join(ROOT, "pyengine", "lexicon", "data")
WORDS_TLX = os.path.join(DATA_DIR, "words.tlx")


def paths(lang: str) -> tuple[str, str]:
    """(plain list, automaton file) of a language."""
    if lang == "fr":
        return WORDS_TXT, WORDS_TLX
    return (os.path.join(HERE, f"words-{lang}.txt"),
            os.path.join(ROOT, "data", "lexicon", lang, "words.tlx"))


def data_dir(lang: str) -> str:
    return os.path.dirname(paths(lang)[1])


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


def generate_english() -> list[str]:
    import english
    words, report = english.forms(sources.english_hunspell(), sources.english_plain_lists(),
                                  sources.scowl_categories(), english_reference())
    refined = report["refined"]
    print("English, words kept per source:", report["per_source"],
          f"; {len(report['dropped'])} forms dropped by rules 3-6 and 9; "
          f"rule 7 (SCOWL's abbreviations) {len(refined['abbreviations'])}, "
          f"rule 8 (short words) {len(refined['short'])}")
    return sorted(words)


def english_reference() -> list[str]:
    """ENABLE's words the English rules need (``enable-reference.txt``, see compare.py)."""
    with open(os.path.join(HERE, "enable-reference.txt"), encoding="ascii") as f:
        return f.read().split()


def generate_german() -> list[str]:
    import german
    words, report = german.forms(sources.german_dumps(), sources.german_first_names(),
                                 sources.german_frequencies(), sources.german_surnames())
    print("German, words kept per source:", report["per_source"],
          f"; {len(report['dropped'])} forms dropped; names skipped (rule 5):",
          " ".join(sorted(report["names"])), f"; compounds (rule 8): {len(report['compounds'])}")
    return sorted(words)


def write(lang: str, words: list[str]) -> None:
    txt, tlx = paths(lang)
    with open(txt, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(words) + "\n")
    nodes = dawg.build((w, 1) for w in words)
    data = dawg.to_bytes(nodes, len(words))
    os.makedirs(os.path.dirname(tlx), exist_ok=True)
    with open(tlx, "wb") as f:
        f.write(data)
    short = sum(1 for w in words if len(w) <= 11)
    edges = sum(len(e) for _, e in nodes)
    print(f"{lang}: {len(words)} words ({short} of at most 11 letters); automaton {len(nodes)} "
          f"nodes, {edges} edges, {len(data)} bytes")


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    which = argv[0] if argv else "fr"
    for lang in (LANGS if which == "all" else (which,)):
        make = {"fr": generate_words, "en": generate_english, "de": generate_german}[lang]
        write(lang, make())


if __name__ == "__main__":
    main()
