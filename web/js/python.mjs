// Tapis's interpreter module: PyScript's `interpreter` setting names this file, PyScript imports
// it and calls its loadPyodide() as it would Pyodide's. When this browser keeps a memory snapshot
// of Tapis's Python for this very build (boot.js reads it from Cache Storage while the page
// loads; snapshot.mjs made it in a worker after an earlier visit), Pyodide starts from it instead
// of starting Python afresh; whenever that fails, the snapshot is dropped and Pyodide starts the
// usual way. Pyodide's snapshots are experimental (its `_loadSnapshot` option).
import { loadPyodide as load, version } from "../pyodide/pyodide.mjs";

export { version };

// Run in the restored interpreter before anything else: what a snapshot freezes and must not
// (the random generator's state), what Pyodide's start did a second time (a "" on sys.path), and
// a check that Tapis's modules are there and work.
const AFTER_RESTORE = `
import sys
while sys.path.count("") > 1:
    sys.path.remove("")
if "random" in sys.modules:
    sys.modules["random"].seed()
import tapis_app.app
`;

// The page's WebAssembly memory in bytes, for the benchmark's long evening (bench/run.py soak).
function measured(pyodide, boot) {
  boot.wasmBytes = () => pyodide._module.HEAP8.length;
  return pyodide;
}

export async function loadPyodide(options) {
  const boot = globalThis.TapisBoot || {};
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  const snapshot = boot.snapshot && boot.snapshot.bytes;
  if (snapshot) {
    const started = performance.now();
    try {
      const bytes = await snapshot;
      if (bytes) {
        const pyodide = await load({ ...options, indexURL, _loadSnapshot: bytes });
        pyodide.runPython(AFTER_RESTORE);
        boot.snapshot.restored(performance.now() - started);
        return measured(pyodide, boot);
      }
    } catch (error) {
      boot.snapshot.failed(error);
    }
  }
  return measured(await load({ ...options, indexURL }), boot);
}
