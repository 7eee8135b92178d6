"""Lexicon benchmark: time until ready, is_word, words_from (1,000 seeded racks of 7, 8 and 10
letters with 0, 1 and 2 blanks), Glossa spellings, crossword slots, memory, bytes.

    .venv/bin/python bench/lexicon_bench.py [racks] [--cpu]
    .venv/bin/python bench/lexicon_bench.py [racks] --lang=fr,en,de [--cpu]   # per language

Pure standard library: in Pyodide, ``from bench.lexicon_bench import run; run()`` (or pass
``report`` to receive the lines). Times are wall-clock medians and 95th percentiles; nothing
here is asserted.
"""

from __future__ import annotations

import gc
import gzip
import random
import statistics
import sys
import time
import tracemalloc

from pyengine import lexicon
from pyengine.core.slices import timed as sliced_timing

# French letter frequencies (MATERIALS.md): racks look like game racks.
FREQ = dict(E=17.4, A=8.2, S=8.2, N=7.1, I=7.0, T=6.9, R=6.6, U=6.2, O=5.6, L=5.5, D=4.0,
            C=3.5, P=3.1, M=2.9, V=1.5, Q=1.1, F=1.1, G=0.9, B=0.9, H=0.8, J=0.6, X=0.4,
            Y=0.3, Z=0.1, K=0.07, W=0.04)
GROUPS = lexicon.GLOSSA_GROUPS


def racks(count: int, size: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    letters, weights = list(FREQ), list(FREQ.values())
    return ["".join(rng.choices(letters, weights, k=size)) for _ in range(count)]


def glossa_hands(count: int, size: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    letters, weights = list(FREQ), list(FREQ.values())
    return [[rng.choice(GROUPS) if rng.random() < 12 / 104 else rng.choices(letters, weights)[0]
             for _ in range(size)] for _ in range(count)]


def slot_cases(count: int, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    out = []
    for rack in racks(count, 8, seed):
        n = rng.randint(7, 11)
        cells = ["."] * n
        for pos in rng.sample(range(n), rng.randint(1, 3)):
            cells[pos] = rng.choices(list(FREQ), list(FREQ.values()))[0]
        out.append(("".join(cells), rack))
    return out


CLOCK = time.perf_counter


def timed(fn, cases) -> tuple[list[float], int]:
    times, results = [], 0
    for case in cases:
        start = CLOCK()
        found = fn(case)
        times.append((CLOCK() - start) * 1e3)
        results += len(found)
    return times, results


def stats(times: list[float]) -> tuple[float, float, float]:
    ordered = sorted(times)
    return (statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
            ordered[-1])


def _fresh_load() -> float:
    lexicon._WORDS = None
    lexicon._TIERS = None
    gc.collect()
    start = CLOCK()
    lexicon.ensure_loaded()
    return (CLOCK() - start) * 1e3


def memory_figures() -> dict:
    """MB held by the loaded word list, then added by the tiers, and the peak while loading
    (tracemalloc; the list is loaded afresh)."""
    lexicon._WORDS = None
    lexicon._TIERS = None
    gc.collect()
    tracemalloc.start()
    lexicon.ensure_loaded()
    words_mem, words_peak = tracemalloc.get_traced_memory()
    lexicon.ensure_loaded(tiers=True)
    all_mem, all_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {"memory_words_mb": words_mem / 1e6, "memory_peak_mb": max(words_peak, all_peak) / 1e6,
            "memory_tiers_mb": (all_mem - words_mem) / 1e6}


def run(report=print, rack_count: int = 1000, cpu_clock: bool = False) -> dict:
    """Run every measurement; ``report`` gets each line of the table. Returns the figures.
    ``cpu_clock`` times everything with this process's CPU time instead of wall time (steadier
    on a busy machine; CPython only)."""
    global CLOCK
    CLOCK = time.process_time if cpu_clock else time.perf_counter
    out: dict = {"python": sys.version.split()[0], "platform": sys.platform}
    report(f"# Lexicon benchmark — Python {out['python']} on {sys.platform}"
           f"{' (times: CPU time of this process)' if cpu_clock else ''}")

    # Ready: the first load (cold: module imports, file read) and reloads.
    was_loaded = lexicon.is_loaded()
    first = _fresh_load()
    reloads = [_fresh_load() for _ in range(5)]
    words = lexicon._words()
    start = CLOCK()
    lexicon.ensure_loaded(tiers=True)
    tiers_ms = (CLOCK() - start) * 1e3
    out.update(ready_first_ms=first, ready_median_ms=statistics.median(reloads),
               tiers_ready_ms=tiers_ms)
    report("")
    report("| measure | value |")
    report("|---|---|")
    report(f"| words | {words.word_count:,} ({words.node_count:,} nodes, "
           f"{words.edge_count:,} edges) |")
    report(f"| ready: first load{' (already imported)' if was_loaded else ''} | {first:.1f} ms |")
    report(f"| ready: reload, median of 5 | {out['ready_median_ms']:.1f} ms |")
    report(f"| tiers ready (after the words) | {tiers_ms:.1f} ms |")

    # Memory: the loaded structures (tracemalloc), words then tiers.
    memory = memory_figures()
    out.update(memory)
    words_mem, words_peak = memory["memory_words_mb"] * 1e6, memory["memory_peak_mb"] * 1e6
    all_mem = words_mem + memory["memory_tiers_mb"] * 1e6
    report(f"| memory: word list loaded | {words_mem / 1e6:.1f} MB "
           f"(peak while loading {words_peak / 1e6:.1f} MB) |")
    report(f"| memory: tiers added | {(all_mem - words_mem) / 1e6:.1f} MB |")

    # Bytes the data adds to the site, as served raw and gzip-compressed.
    for name in ("words.tlx", "tiers.tlt"):
        data = lexicon._read_data(name)
        gz = len(gzip.compress(data, 9))
        out[f"bytes_{name}"] = (len(data), gz)
        report(f"| bytes: {name} raw / gzip | {len(data) / 1024:.0f} KiB / {gz / 1024:.0f} KiB |")

    # is_word per call, over words and non-words.
    rng = random.Random(5)
    sample = [w for i, w in enumerate(lexicon.all_words()) if i % 97 == 0][:3000]
    probes = sample + ["".join(rng.choices(list(FREQ), k=len(w))) for w in sample]
    start = CLOCK()
    for p in probes:
        lexicon.is_word(p)
    per_call = (CLOCK() - start) / len(probes) * 1e6
    start = CLOCK()
    for p in probes:
        lexicon.tier(p)
    tier_call = (CLOCK() - start) / len(probes) * 1e6
    out.update(is_word_us=per_call, tier_us=tier_call)
    report(f"| is_word per call ({len(probes):,} words and non-words) | {per_call:.1f} µs |")
    report(f"| tier per call | {tier_call:.1f} µs |")

    report("")
    report(f"words_from on {rack_count:,} seeded racks (French letter frequencies):")
    report("")
    report("| letters | blanks | median ms | p95 ms | max ms | words found (mean) |")
    report("|---|---|---|---|---|---|")
    for size in (7, 8, 10):
        for jokers in (0, 1, 2):
            cases = racks(rack_count, size, seed=100 * size + jokers)
            times, found = timed(lambda r: lexicon.words_from(r, jokers), cases)
            med, p95, worst = stats(times)
            out[f"words_from_{size}_{jokers}"] = (med, p95, worst)
            report(f"| {size} | {jokers} | {med:.2f} | {p95:.2f} | {worst:.1f} | "
                   f"{found / len(cases):.0f} |")

    count = max(10, rack_count // 5)
    report("")
    report(f"Glossa spellings_from, {count} seeded hands (7 cards incl. jokers) and crossword "
           f"slots ({count} lines of 7–11 cells, 8 letters):")
    report("")
    report("| search | median ms | p95 ms | max ms | results (mean) |")
    report("|---|---|---|---|---|")
    for jokers in (0, 1, 2):
        hands = glossa_hands(count, 7 - jokers, seed=700 + jokers)
        times, found = timed(lambda h: lexicon.spellings_from(h, jokers), hands)
        med, p95, worst = stats(times)
        out[f"glossa_{jokers}"] = (med, p95, worst)
        report(f"| Glossa, {jokers} joker(s) | {med:.2f} | {p95:.2f} | {worst:.1f} | "
               f"{found / len(hands):.0f} |")
    for jokers in (0, 1):
        cases = slot_cases(count, seed=900 + jokers)
        times, found = timed(lambda c: lexicon.words_in_slot(c[0], c[1], jokers), cases)
        med, p95, worst = stats(times)
        out[f"slot_{jokers}"] = (med, p95, worst)
        report(f"| slot, {jokers} blank(s) | {med:.2f} | {p95:.2f} | {worst:.1f} | "
               f"{found / len(cases):.0f} |")
    report("")
    report(f"words_from_sliced (budget 6,000 edges), {count} racks: whole search and the longest "
           f"stretch between two yields:")
    report("")
    report("| letters | blanks | whole median ms | longest slice median ms "
           "| longest slice max ms |")
    report("|---|---|---|---|---|")
    for size, jokers in ((8, 1), (10, 2)):
        wholes, longest = [], []
        for rack in racks(count, size, seed=500 + size):
            _, whole, worst = sliced_timing(lexicon.words_from_sliced(rack, jokers), CLOCK)
            wholes.append(whole * 1e3)
            longest.append(worst * 1e3)
        out[f"sliced_{size}_{jokers}"] = (statistics.median(wholes), statistics.median(longest),
                                          max(longest))
        report(f"| {size} | {jokers} | {statistics.median(wholes):.2f} | "
               f"{statistics.median(longest):.2f} | {max(longest):.1f} |")
    return out


# Letter frequencies of the other languages (rough), so racks look like their game racks.
LANG_FREQ = {
    "en": dict(E=12.7, T=9.1, A=8.2, O=7.5, I=7.0, N=6.7, S=6.3, H=6.1, R=6.0, D=4.3, L=4.0,
               C=2.8, U=2.8, M=2.4, W=2.4, F=2.2, G=2.0, Y=2.0, P=1.9, B=1.5, V=1.0, K=0.8,
               J=0.2, X=0.2, Q=0.1, Z=0.1),
    "de": dict(E=16.4, N=9.8, I=7.6, S=7.3, R=7.0, A=6.5, T=6.2, D=5.1, H=4.8, U=4.4, L=3.4,
               C=3.1, G=3.0, M=2.5, O=2.6, B=1.9, W=1.9, F=1.7, K=1.4, Z=1.1, P=0.8, V=0.8,
               J=0.3, Y=0.1, X=0.1, Q=0.1),
}


def run_language(lang: str, report=print, rack_count: int = 1000, cpu_clock: bool = False) -> dict:
    """Issue 20: the measures that matter for a language's list (fr, en, de): bytes, ready
    (first load and median of 5 reloads, from bytes already fetched), tiers, ``is_word`` and
    ``words_from`` on seeded racks drawn with that language's letter frequencies."""
    global CLOCK
    CLOCK = time.process_time if cpu_clock else time.perf_counter
    freq = FREQ if lang == "fr" else LANG_FREQ[lang]
    out: dict = {"lang": lang}
    raw = {name: lexicon._read_data(name, lang) for name in lexicon.data_files(lang)}

    def fresh() -> float:
        if lang == "fr":
            lexicon._WORDS = lexicon._TIERS = None
        else:
            lexicon._OTHER_WORDS.pop(lang, None)
            lexicon._OTHER_TIERS.pop(lang, None)
        gc.collect()
        start = CLOCK()
        lexicon.ensure_loaded(raw["words.tlx"], lang=lang)
        return (CLOCK() - start) * 1e3

    first = fresh()
    reloads = [fresh() for _ in range(5)]
    start = CLOCK()
    lexicon.ensure_loaded(tiers=True, lang=lang)
    tiers_ms = (CLOCK() - start) * 1e3
    words = lexicon.automaton(lang)
    report(f"| {lang} | words | {words.word_count:,} ({words.node_count:,} nodes) |")
    for name, data in raw.items():
        report(f"| {lang} | {name} raw / gzip | {len(data):,} / {len(gzip.compress(data, 9)):,} bytes |")
    report(f"| {lang} | ready: first / median of 5 reloads | {first:.1f} / "
           f"{statistics.median(reloads):.1f} ms |")
    report(f"| {lang} | tiers ready | {tiers_ms:.1f} ms |")
    out.update(ready_first_ms=first, ready_median_ms=statistics.median(reloads), tiers_ms=tiers_ms)
    rng = random.Random(7)
    letters, weights = list(freq), list(freq.values())
    probes = ["".join(rng.choices(letters, weights, k=rng.randint(2, 9))) for _ in range(rack_count)]
    start = CLOCK()
    for word in probes:
        lexicon.is_word(word, lang)
    report(f"| {lang} | is_word per call | {(CLOCK() - start) * 1e6 / len(probes):.1f} µs |")
    for size, jokers in ((7, 0), (7, 1), (8, 0), (8, 1), (8, 2), (10, 0), (10, 1)):
        cases = ["".join(rng.choices(letters, weights, k=size)) for _ in range(rack_count)]
        times, found = timed(lambda r: lexicon.words_from(r, jokers, lang), cases)
        med, p95, _ = stats(times)
        out[f"words_from_{size}_{jokers}"] = (med, p95)
        report(f"| {lang} | words_from {size} + {jokers} blank{'s' if jokers != 1 else ''}: "
               f"median / p95 (mean found) | {med:.2f} / {p95:.2f} ms ({found / len(cases):,.0f}) |")
    return out


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    langs = [a[7:] for a in sys.argv[1:] if a.startswith("--lang=")]
    if langs:
        print("| list | measure | value |")
        print("|---|---|---|")
        for code in langs[0].split(","):
            run_language(code, rack_count=int(args[0]) if args else 1000, cpu_clock="--cpu" in sys.argv)
    else:
        run(rack_count=int(args[0]) if args else 1000, cpu_clock="--cpu" in sys.argv)
