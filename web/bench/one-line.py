# bench/pyscript-worker.html's Python: answer the page's first message, to say Python runs.
from polyscript import xworker

xworker.onmessage = lambda event: xworker.postMessage("ready")
