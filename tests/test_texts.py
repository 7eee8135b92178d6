"""The one translation table: every sentence in French and English, with the same fields."""

import importlib
import string
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "app"))

DOMAINS = ["core", "lexicon", "glossa", "glop", "glukz", "buyword", "juggler"]


def tables():
    out = {}
    for domain in DOMAINS:
        try:
            out[domain] = importlib.import_module(f"pyengine.{domain}.text").TEXT
        except ModuleNotFoundError:
            continue
    out["ui"] = importlib.import_module("tapis_app.text").TEXT
    return out


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("domain", ["ui", *DOMAINS])
def test_every_sentence_exists_in_both_languages_with_the_same_fields(domain):
    table = tables().get(domain)
    if table is None:
        pytest.skip(f"{domain} has no text table yet")
    for key, entry in table.items():
        assert key.split(".", 1)[0] == domain or domain == "core" and key.startswith("core."), key
        assert entry.get("fr", "").strip(), f"{key}: no French"
        assert entry.get("en", "").strip(), f"{key}: no English"
        assert fields(entry["fr"]) == fields(entry["en"]), f"{key}: fields differ between languages"


def test_english_is_not_french_left_untranslated():
    suspicious = []
    for table in tables().values():
        for key, entry in table.items():
            fr, en = entry.get("fr", ""), entry.get("en", "")
            if fr == en and len(fr) > 25 and " " in fr:
                suspicious.append(key)
    assert suspicious == []
