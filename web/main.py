# Tapis starts here, inside PyScript: put our two archives on the import path (Python imports
# straight from zip files, so nothing is unpacked), then hand over to the app. Any failure
# becomes a readable message on the loading screen, never a blank page.
import sys
from pathlib import Path

import js

js.window.TapisBoot.pythonAt = js.performance.now()  # the benchmark splits start-up at these marks
try:
    for archive in sorted(Path(".").glob("pyengine-*.whl")) + [Path("tapis_app.zip")]:
        if str(archive.resolve()) not in sys.path:  # a memory snapshot has them already
            sys.path.insert(0, str(archive.resolve()))
    from tapis_app import main

    js.window.TapisBoot.importedAt = js.performance.now()
    main.start()
except Exception as error:  # noqa: BLE001 — shown to the person, then re-raised for the console
    js.window.TapisBoot.fail(f"{type(error).__name__}: {error}")
    raise
