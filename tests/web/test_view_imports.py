"""What a view may take from its engine (views/base.py): its card model (``materials``), the
named constants of its ``rules``, the lexicon's folding, and Glossa's word-builder helpers (its
sentences' table, ``text.py``, registers them in the translation table); and no view copies a
table or constant of its engine's card model or rules."""

import ast
import importlib
from pathlib import Path

import pytest

VIEWS = Path(__file__).resolve().parents[2] / "web" / "app" / "tapis_app" / "views"
GAMES = ("glossa", "glop", "glukz", "buyword", "juggler")
# (module, name) pairs a view may import beyond ``pyengine.<game>.materials`` and its rules' constants
NAMED = {("pyengine.lexicon", "normalize"), ("pyengine.glossa.game", "describe_word"),
         ("pyengine.glossa.rules", "spell_text"), ("pyengine.glossa.rules", "word_value")}


def view_files():
    return sorted(p for p in VIEWS.rglob("*.py"))


def engine_imports(path):
    """(module, name) of every ``from pyengine... import name`` in the file, at any depth."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("pyengine"):
            found += [(node.module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            assert not any(a.name.startswith("pyengine") for a in node.names), path
    return found


def allowed(module, name):
    parts = module.split(".")
    if (module, name) in NAMED:
        return True
    if len(parts) == 2 and parts[1] in GAMES and name == "materials":
        return True
    if len(parts) == 3 and parts[1] in GAMES and parts[2] == "materials":
        return True
    if len(parts) == 3 and parts[1] in GAMES and parts[2] == "rules":
        return name.isupper()  # a named constant (JOKERS), not a function that applies a rule
    return False


@pytest.mark.parametrize("path", view_files(), ids=lambda p: str(p.relative_to(VIEWS)))
def test_a_view_imports_only_its_engines_card_model(path):
    table = {("pyengine.core", "i18n")} if path.name == "text.py" else set()
    wrong = [f"{m}.{n}" for m, n in engine_imports(path) if not allowed(m, n) and (m, n) not in table]
    assert not wrong, f"{path.name} imports {wrong} (see views/base.py: what a view may import)"


def engine_values(game):
    values = []
    for part in ("materials", "rules"):
        module = importlib.import_module(f"pyengine.{game}.{part}")
        for name, value in vars(module).items():
            if not name.startswith("_") and isinstance(value, (dict, tuple, list, str, frozenset)) and value:
                values.append((f"{part}.{name}", value))
    return values


@pytest.mark.parametrize("game", GAMES)
def test_no_view_copies_its_engines_tables(game):
    """A constant of the view (module level) equal to one of the engine's: a second copy that
    would drift (Le Glükz's CORNER was materials.RANK_LETTER)."""
    paths = [VIEWS / f"{game}.py"] if (VIEWS / f"{game}.py").exists() else sorted((VIEWS / game).glob("*.py"))
    theirs = engine_values(game)
    for path in paths:
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.Assign):
                continue
            try:
                mine = ast.literal_eval(node.value)
            except ValueError:
                continue
            same = [name for name, value in theirs if value == mine or (isinstance(mine, (list, tuple))
                                                                          and tuple(mine) == tuple(value))]
            assert not same, f"{path.name}: {ast.unparse(node.targets[0])} repeats the engine's {same}"
