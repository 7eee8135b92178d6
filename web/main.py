# Tapis starts here, in PyScript's worker (issue 26: the page's thread only draws). Put our two
# archives on the import path (Python imports straight from zip files, so nothing is unpacked),
# import the app, then wait for the page's shell (js/shell.mjs) to hand over what only the page
# knows (the address, the storage, the first screen's choices) and start. Any failure is sent to
# the page, which shows a readable message on the loading screen, never a blank page.
import sys
from pathlib import Path

from polyscript import xworker

try:
    for archive in sorted(Path(".").glob("pyengine-*.whl")) + [Path("tapis_app.zip")]:
        if str(archive.resolve()) not in sys.path:  # a memory snapshot has them already
            sys.path.insert(0, str(archive.resolve()))
    from tapis_app import dom

    dom.connect(xworker)
    dom.MARKS["pythonAt"] = dom.epoch_ms()
    from tapis_app import main

    dom.MARKS["importedAt"] = dom.epoch_ms()
except Exception as error:  # noqa: BLE001 — shown to the person, then re-raised for the console
    xworker.postMessage(f"tapis:fail:{type(error).__name__}: {error}")
    raise


def _receive(message):
    if message.get("t") == "init":
        try:
            main.start(message)
        except Exception as error:  # noqa: BLE001 — shown to the person, then re-raised
            dom.post("fail", detail=f"{type(error).__name__}: {error}")
            raise
    else:
        dom.on_page(message)


xworker.onmessage = dom.on_message(_receive)
