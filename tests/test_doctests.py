"""The examples written in the engines' docstrings (the rules modules quote the rule book's):
every module of ``pyengine`` holding a ``>>>`` example is run by ``doctest``, so an example that
no longer holds fails the test command like any other test."""

import doctest
import importlib
from pathlib import Path

import pytest

PYENGINE = Path(__file__).resolve().parents[1] / "pyengine"
MODULES = sorted(
    ".".join(path.relative_to(PYENGINE.parent).with_suffix("").parts).removesuffix(".__init__")
    for path in PYENGINE.rglob("*.py") if ">>>" in path.read_text(encoding="utf-8"))


def test_every_rules_module_has_examples():
    rules = {p.parent.name for p in PYENGINE.glob("*/rules.py")}
    assert rules and {f"pyengine.{game}.rules" for game in rules} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed, f"{result.failed} of {result.attempted} examples fail"
