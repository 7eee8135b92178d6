"""Who reads each sentence. Every key of every text table has a reader in the code; a key is
written whole where it is read (« "glop.ui.hand" ») or read through one of the patterns listed
here (« f"{game}.event.{type}" »); and a key lives where its readers find it: an engine's table
(in the wheel) holds what the engine, or the site without a game's view, reads; a view's table
(``views/<id>/text.py``, registered when the view is imported) what only that view reads, and
the shell's modules that draw only at a table, where the view is imported (the guide, the review).

The code is the engines, the site's Python and the build (which hands the page its few sentences
before Python runs). A test is no reader: a sentence only a test reads is not shown to anyone."""

import ast
import re
from functools import cache
from pathlib import Path

import pyengine
from tests.helpers.texts import ROOT, text_tables

CODE = [*sorted((ROOT / "pyengine").rglob("*.py")), *sorted((ROOT / "web" / "app" / "tapis_app").rglob("*.py")),
        ROOT / "build.py"]

#: Keys read through a pattern rather than written whole: the pattern as the code writes it
#: (``{game}``: one of the engines' games; any other ``{field}``: what the code puts there, a
#: word, maybe none, or a few dotted: remote.verify.stand_in.here) and the module that reads it so.
READ_BY_PATTERN = {
    # the shell, for every game
    "{game}.event.{type}": "web/app/tapis_app/naming.py",  # the log: the engine's events
    "{game}.rules": "web/app/tapis_app/screens/setup.py",  # the set-up, and the rules drawer
    "{game}.option.{option}": "web/app/tapis_app/screens/setup.py",
    "{game}.option.{option}.help": "web/app/tapis_app/screens/setup.py",
    "{game}.option.{option}.{value}": "web/app/tapis_app/screens/setup.py",
    "{game}.guide.{step}": "web/app/tapis_app/guide.py",  # the steps of a view's GUIDE
    "{game}.review.{name}": "web/app/tapis_app/review.py",  # a game's own words in the review
    # the shell's own
    "ui.kind.{kind}": "web/app/tapis_app/screens/setup.py",
    "ui.level.{level}": "web/app/tapis_app/screens/panels.py",
    "ui.pitch.{game}": "web/app/tapis_app/screens/picker.py",
    "ui.quick.level.{level}": "web/app/tapis_app/screens/picker.py",
    "ui.review.{name}": "web/app/tapis_app/review.py",
    "ui.speed.{speed}": "web/app/tapis_app/screens/panels.py",
    "ui.words.{lang}": "web/app/tapis_app/app.py",  # a word list the network could not give
    "remote.bad.{reason}": "web/app/tapis_app/remote/host_side.py",
    "remote.phrase.{phrase}": "web/app/tapis_app/remote/side.py",
    "remote.reply.{error}": "web/app/tapis_app/remote/invitations.py",
    "remote.scan.{error}": "web/app/tapis_app/remote/side.py",
    "remote.verify.{reason}": "web/app/tapis_app/remote/fair.py",
    # the engines
    "buyword.phase.{phase}": "pyengine/buyword/round.py",
    "buyword.prompt.{phase}": "pyengine/buyword/round.py",
    "buyword.prompt.wait_{phase}": "pyengine/buyword/round.py",
    "buyword.rating.{rating}": "pyengine/buyword/round.py",
    "buyword.theme.{theme}": "pyengine/buyword/variants/theme.py",
    "glop.colour.{colour}": "pyengine/glop/game.py",
    "glossa.error.phase.{phase}": "pyengine/glossa/game.py",
    "glukz.error.flip_from_{source}": "pyengine/glukz/game.py",
    "glukz.number.{n}": "pyengine/glukz/game.py",
    "glukz.rank.{rank}": "pyengine/glukz/game.py",
    "glukz.rank_name.{rank}": "pyengine/glukz/game.py",
    "glukz.where.{source}": "pyengine/glukz/game.py",
    "glukz.where_you.{source}": "pyengine/glukz/game.py",
    "juggler.deck.{deck}": "pyengine/juggler/game.py",
    # the views
    "buyword.describe.{kind}": "web/app/tapis_app/views/buyword/table.py",
    "buyword.ui.grid.{way}": "web/app/tapis_app/views/buyword/grid.py",
    "buyword.ui.grid.pan.{way}": "web/app/tapis_app/views/buyword/grid.py",
    "buyword.ui.rating.{rating}": "web/app/tapis_app/views/buyword/review.py",
    "glop.ui.memory.{where}": "web/app/tapis_app/views/glop/memory.py",
    "glossa.ui.amount.{kind}": "web/app/tapis_app/views/glossa/betting.py",
    "glossa.ui.hint.{kind}": "web/app/tapis_app/views/glossa/keys.py",
    "glossa.ui.move.{kind}": "web/app/tapis_app/views/glossa/table.py",
    "glossa.ui.status.{status}": "web/app/tapis_app/views/glossa/table.py",
    "glossa.ui.last.pot_won.{pot}": "web/app/tapis_app/views/glossa/recap.py",
    "glossa.ui.last.pot_shared.{pot}": "web/app/tapis_app/views/glossa/recap.py",
    "glukz.suit.{suit}": "web/app/tapis_app/views/glukz/common.py",
    "glukz.ui.your_move.{stage}": "web/app/tapis_app/views/glukz/dock.py",
    "glukz.ui.your_move.{stage}.empty": "web/app/tapis_app/views/glukz/dock.py",
    "juggler.deck_short.{deck}": "web/app/tapis_app/views/juggler/felt.py",
    "juggler.ui.kind.{deck}": "web/app/tapis_app/views/juggler/common.py",
    "juggler.ui.move.drew.{deck}": "web/app/tapis_app/views/juggler/table.py",
    "juggler.ui.results.{closing}": "web/app/tapis_app/views/juggler/reveal.py",
}

#: Shell modules that draw only at a table, where the game's view has been imported.
AT_A_TABLE = {"web/app/tapis_app/guide.py", "web/app/tapis_app/review.py"}

_FIELD = re.compile(r"\{[^{}]*\}")


def shape(pattern: str) -> str:
    """A pattern, or an f-string of the code, with its fields left blank: "{}.event.{}"."""
    return _FIELD.sub("{}", pattern)


def matcher(pattern: str) -> re.Pattern:
    parts = [re.escape(piece) for piece in _FIELD.split(pattern)]
    fields = ["(" + "|".join(pyengine.GAMES) + ")" if field == "{game}" else r"[\w-]*(\.[\w-]+)*"
              for field in _FIELD.findall(pattern)]
    return re.compile("".join(p + f for p, f in zip(parts, fields + [""])) + "$")


def reads(path: Path) -> tuple[set[str], set[str]]:
    """The strings a module writes whole, and the shapes of its f-strings. Not counted: the pieces
    of an f-string, a prefix a string is compared with (``startswith``), and a text table's own
    entries, which are definitions (only the functions of a ``text.py`` are read)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = [node for node in tree.body if isinstance(node, ast.FunctionDef)] if path.name == "text.py" else tree.body
    whole, shapes, pieces = set(), set(), set()
    for part in parts:
        for node in ast.walk(part):
            if isinstance(node, ast.JoinedStr):
                shapes.add("".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values))
                pieces |= {id(v) for v in node.values}
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr in ("startswith", "endswith"):
                pieces |= {id(arg) for arg in node.args}
        for node in ast.walk(part):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in pieces:
                whole.add(node.value)
    return whole, shapes


@cache
def code_reads() -> dict[str, tuple[set[str], set[str]]]:
    return {path.relative_to(ROOT).as_posix(): reads(path) for path in CODE}


@cache
def matchers() -> list[tuple[re.Pattern, str]]:
    return [(matcher(pattern), shape(pattern)) for pattern in READ_BY_PATTERN]


def base(key: str) -> str:
    """The key a reader names: ``key@you`` and ``key#one`` are chosen by the translation table."""
    return key.split("@")[0].split("#")[0]


def readers(key: str) -> set[str]:
    """The modules that read ``key`` (written whole, or through a listed pattern)."""
    name = base(key)
    found = {path for path, (whole, _) in code_reads().items() if name in whole}
    for match, blank in matchers():
        if match.match(name):
            found |= {path for path, (_, shapes) in code_reads().items() if blank in shapes}
    return found


def place(path: str) -> str:
    """Where a reader runs: "engine", "view:<id>", "table" (a shell module that draws only at a
    table, its view imported) or "shell" (anywhere on the site, with or without a view)."""
    if path.startswith("pyengine/"):
        return "engine"
    view = re.match(r"web/app/tapis_app/views/(\w+)/", path)
    if view:
        return f"view:{view.group(1)}"
    return "table" if path in AT_A_TABLE else "shell"


def every_key() -> list[tuple[str, str]]:
    return [(module, key) for module, table in text_tables().items() for key in table]


# --------------------------------------------------------------------- the tests
def test_every_key_has_a_reader():
    unread = [f"{module}: {key}" for module, key in every_key() if not readers(key)]
    assert unread == [], "nothing reads these: remove them, or list the pattern that reads them in READ_BY_PATTERN"


def test_every_pattern_is_read_where_it_says():
    stale = [f"{pattern} ({path})" for pattern, path in READ_BY_PATTERN.items()
             if shape(pattern) not in code_reads()[path][1]]
    assert stale == []


def test_every_key_an_engine_or_a_view_names_exists():
    """A key written whole in an engine or a view (« "glop.ui.hand" ») is in a table: a key
    misspelt would show as itself on the table. (A view's sentences built from a word of the
    engine's view are checked by the view's tests.)"""
    keys = {key for _, key in every_key()}
    domains = sorted({key.split(".", 1)[0] for key in keys})
    named = re.compile(r"(" + "|".join(domains) + r")(\.[a-z0-9_]+)+(@you)?(#one)?")
    missing = [f"{path}: {text}" for path, (whole, _) in code_reads().items()
               if place(path) == "engine" or place(path).startswith("view:")
               for text in sorted(whole) if named.fullmatch(text) and text not in keys]
    assert missing == []


def test_a_views_sentences_are_read_only_where_the_view_is_imported():
    """A view's table (``views/<id>/text.py``) is registered when the view is imported: a key of
    it read by an engine, or by the shell where no view may be imported (the picker, the set-up
    with a game's rules and options, the log), would show as itself there."""
    wrong = []
    for module, table in text_tables().items():
        view = re.fullmatch(r"tapis_app\.views\.(\w+)\.text", module)
        if view:
            allowed = {f"view:{view.group(1)}", "table"}
            wrong += [f"{key}: read in {sorted(paths)}" for key in table
                      for paths in [readers(key)] if {place(p) for p in paths} - allowed]
    assert wrong == []


def test_the_engines_tables_hold_no_view_text():
    """What only a game's view reads (and the shell's modules that draw only at its table) ships
    with the site, in ``views/<id>/text.py``, not in the engine's wheel."""
    wrong = []
    for module, table in text_tables().items():
        if module.startswith("pyengine.") and module.split(".")[1] in pyengine.GAMES:
            game = module.split(".")[1]
            wrong += [key for key in table
                      if (places := {place(p) for p in readers(key)}) and places <= {f"view:{game}", "table"}]
    assert wrong == []
