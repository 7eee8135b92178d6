"""Every text table of the code, found where tables live: each engine's (``pyengine/<domain>/
text.py``, shipped in the wheel) and the site's (``web/app/tapis_app/**/text.py``: the shell's,
remote play's, each game view's). Importing a table registers its sentences."""

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB_APP = ROOT / "web" / "app"


def table_files() -> dict[str, Path]:
    """Module name -> file of every text table."""
    found = {f"pyengine.{path.parent.name}.text": path for path in sorted(ROOT.glob("pyengine/*/text.py"))}
    for path in sorted((WEB_APP / "tapis_app").rglob("text.py")):
        found[".".join(path.relative_to(WEB_APP).with_suffix("").parts)] = path
    return found


def text_tables() -> dict[str, dict[str, dict[str, str]]]:
    """Module name -> its ``TEXT``, every table imported (and so registered)."""
    if str(WEB_APP) not in sys.path:
        sys.path.insert(0, str(WEB_APP))
    return {name: importlib.import_module(name).TEXT for name in table_files()}
