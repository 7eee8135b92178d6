// Tapis's snapshot maker, a module worker started by boot.js once a page is ready and no snapshot
// of this build is kept yet. It starts a second Pyodide here, off the page's thread, with the
// site's files from the service worker's cache (never downloaded again), imports what the page
// imported before it was ready (the standard library's modules, the engines, the app but its
// bridge to the page), then stores Pyodide's memory snapshot beside the site's files in that
// cache, with its SHA-256. python.mjs restores it on the next visits. It answers boot.js with
// {ok, bytes, ms} or {ok: false, error}.
//
// Only pure Python may run before the snapshot: Pyodide hands this interpreter a stand-in for
// the JavaScript globals, and a module that touched the page (or this worker) at import would
// leave in its memory an object the snapshot cannot carry.
import { loadPyodide } from "../pyodide/pyodide.mjs";

// What runs the app's start without the page: the modules the page had imported at ready,
// less those that reach the page or PyScript (the bridge, PyScript's own package, JS modules).
const IMPORTS = `
import gc, importlib, sys
SKIP = ("js", "pyodide_js", "pyscript", "polyscript", "_pyscript", "__main__", "tapis_app.main", "tapis_app.dom",
        "pyodide.http", "pyodide.webloop", "pyodide.console", "pyodide._run_js", "micropip")
done, failed = 0, []
for name in NAMES:
    if name in sys.modules or name.startswith(tuple(s + "." for s in SKIP)) or name in SKIP:
        continue
    try:
        importlib.import_module(name)
        done += 1
    except BaseException as error:  # a module that needs the page: left for the page to import
        failed.append(name)
sys.last_exc = sys.last_type = sys.last_value = sys.last_traceback = None
gc.collect()
gc.freeze()
(done, failed)
`;

self.onmessage = async (event) => {
  // cache: the service worker's cache of this build, named by the site's path (boot.js)
  const { cache: cacheName, files, names, key } = event.data;
  const started = performance.now();
  try {
    const cache = await caches.open(cacheName);
    const cached = async (url) => {
      const hit = await cache.match(new URL(url, self.location.href).href);
      if (!hit) throw new Error("not in the cache: " + url);
      return hit;
    };
    // Pyodide fetches its WebAssembly, library and lock file: from the cache only (a second
    // download on a first visit would break its bytes budget).
    const nativeFetch = self.fetch.bind(self);
    self.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, self.location.href).origin === self.location.origin) return cached(url);
      return nativeFetch(input, init);
    };
    const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href, _makeSnapshot: true });
    for (const [url, path] of files) {
      const data = new Uint8Array(await (await cached(url)).arrayBuffer());
      pyodide.FS.writeFile(path, data);
    }
    pyodide.globals.set("PATHS", pyodide.toPy(files.map(([, path]) => path)));
    // the order main.py gives them: each archive put first in turn
    pyodide.runPython("import sys\nfor p in PATHS:\n    sys.path.insert(0, p)\ndel p");
    pyodide.globals.delete("PATHS");
    pyodide.globals.set("NAMES", pyodide.toPy(names));
    const result = pyodide.runPython(IMPORTS);
    const [count, failed] = result.toJs();
    result.destroy();
    pyodide.globals.delete("NAMES");
    const bytes = pyodide.makeMemorySnapshot();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    await cache.put(new URL(key, self.location.href).href, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", "X-Tapis-Sha256": hex,
                 "X-Tapis-Modules": String(count) } }));
    self.postMessage({ ok: true, bytes: bytes.length, modules: count, failed: failed,
                       ms: Math.round(performance.now() - started) });
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.message) || error) });
  }
};
