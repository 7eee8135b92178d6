"""Run the engine tests inside Pyodide (Node), as DESIGN.md asks: the same answers on CPython
and on the browser's Python. Called by ``python build.py test``; needs node_modules/pyodide.

Runs the protocol tests, the docstrings' examples, every game's rule tests and golden
playthroughs, and the lexicon tests (long property runs stay on CPython)."""

import glob
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-wheels"
PINS = ["pytest==9.2.0", "pluggy==1.7.0", "iniconfig==2.3.1", "packaging==26.3", "Pygments==2.21.0"]

SELECTION = ["tests/test_core_protocol.py", "tests/test_doctests.py", "tests/lexicon", "tests/*/test_rules.py",
             "tests/*/test_golden*.py"]


def main() -> int:
    WHEELS.mkdir(parents=True, exist_ok=True)
    if len(list(WHEELS.glob("*.whl"))) < len(PINS):
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                        "--python-version", "3.14", "--implementation", "py", "-d", str(WHEELS), *PINS], check=True)
    targets = []
    for pattern in SELECTION:
        targets += sorted(str(Path(p).relative_to(ROOT)) for p in glob.glob(str(ROOT / pattern)))
    args = [*targets, "-q", "-p", "no:cacheprovider", "-m", "not slow and not cpython_only",
            "-W", "ignore::DeprecationWarning", *sys.argv[1:]]
    node = subprocess.run(["node", str(Path(__file__).with_name("run.mjs")), str(ROOT), str(WHEELS), *args],
                          cwd=ROOT)
    return node.returncode


if __name__ == "__main__":
    sys.exit(main())
