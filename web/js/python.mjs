// Tapis's interpreter module, in the app's worker (issue 26: Python runs off the page's thread).
// PyScript's worker imports it (js/shell.mjs names it as the interpreter's `version`) and calls
// its loadPyodide() as it would Pyodide's. Its address carries what the page decided:
//   channel  a BroadcastChannel to the page for what happens before the worker is ready (bytes
//            of the big files as they arrive, a failed download, the snapshot's fate)
//   cache    the service worker's cache of this build; snapshot: the key of the memory snapshot
//            kept there (js/snapshot.mjs made it after an earlier visit), when the page allows it
//   copy     "1": keep the big files' responses for that cache (a visit no service worker serves
//            yet), written when the app is ready (TapisKeepCopies)
//   early    our archives (PyScript's files, paths from the site), asked for before Pyodide is up
// When a snapshot of this very build is kept, Pyodide starts from it instead of starting Python
// afresh; whenever that fails, the snapshot is dropped and Pyodide starts the usual way.
// Pyodide's snapshots are experimental (its `_loadSnapshot` option).
import { loadPyodide as load, version } from "../pyodide/pyodide.mjs";
import "./memory-idb.js";  // (a classic script: it sets globalThis.TapisMemoryIndexedDB)

export { version };

const query = new URL(import.meta.url).searchParams;
// (none where the browser refuses one: Firefox, in a frame on another site whose storage it
// blocks; the page then hears of none of this, and Python's start says what went wrong)
const channel = (() => {
  try { return query.get("channel") ? new BroadcastChannel(query.get("channel")) : null; } catch { return null; }
})();
const say = (message) => { if (channel) channel.postMessage(message); };
const site = new URL("../", import.meta.url).href;

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

// ---- the big files: their bytes as they arrive (the page's progress bar), a failed download
// said at once (Pyodide's loader may wait forever on one that failed), copies for the cache
const BIG = /\/(pyodide\/pyodide\.asm\.wasm|pyodide\/python_stdlib\.zip|pyodide\/pyodide\.asm\.mjs|wheels\/[^/]+\.whl|tapis_app\.zip)$/;
const copies = [];
const nativeFetch = self.fetch.bind(self);
const addressOf = (input) => new URL(input instanceof Request ? input.url : String(input), site).href;
function tracked(input, init) {
  const url = addressOf(input);
  const match = url.startsWith(site) && BIG.exec(new URL(url).pathname);
  const request = nativeFetch(input, init);
  if (!match) return request;
  const name = match[1];
  return request.then((response) => {
    if (!response.ok) {
      say({ fail: `${name}: HTTP ${response.status}`, kind: "download", file: name, status: response.status });
      return response;
    }
    if (query.get("copy") === "1" && query.get("cache")) copies.push([url, response.clone()]);
    if (!response.body) return response;
    const reader = response.body.getReader();
    let got = 0;
    const stream = new ReadableStream({
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) { controller.close(); return; }
        got += chunk.value.byteLength;
        say({ progress: name, bytes: got });
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(stream, { status: response.status, statusText: response.statusText, headers: response.headers });
  }, (error) => {
    say({ fail: `${name}: ${(error && error.message) || error}`, kind: "download", file: name });
    throw error;
  });
}

// Our two archives (the wheel, the app) are asked for at once, while Pyodide downloads and starts:
// PyScript asks for them only once the interpreter is up, and on a real network their 0.7 MB
// would then be a wait of its own. Each early answer is handed to PyScript's request for it.
const early = new Map();
for (const path of (query.get("early") || "").split(",").filter(Boolean)) {
  const url = new URL(path, site).href;
  if (url.startsWith(site)) early.set(url, tracked(url));
}
self.fetch = (input, init) => {
  const url = addressOf(input), asked = early.get(url);
  if (!asked) return tracked(input, init);
  early.delete(url);
  return asked;
};

// The page asks for the copies once the app is ready (12 MB of cache writes would compete with
// the start), then registers the service worker, which finds them there.
globalThis.TapisKeepCopies = async () => {
  if (!copies.length) return 0;
  const cache = await caches.open(query.get("cache"));
  const kept = copies.splice(0);
  // and this very module, from the browser's HTTP cache: its address carries the page's choices
  // in a query, so the precache, which asks for it without one, would download it a second time
  try {
    const own = await nativeFetch(import.meta.url, { cache: "force-cache" });
    if (own.ok) kept.push([new URL("./python.mjs", import.meta.url).href, own]);
  } catch (e) { /* the service worker fetches it itself */ }
  await Promise.all(kept.map(([url, response]) => cache.put(url, response).catch(() => null)));
  return kept.length;
};

// ---- the memory snapshot, checked: Pyodide's header (its magic number, a whole number of
// memory pages after it) and the SHA-256 written beside it, so a damaged copy is never restored
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

// Read and checked as soon as this module runs, while PyScript and Pyodide get ready (Pyodide
// awaits the bytes just before it instantiates its WebAssembly): found is the cache's answer (null:
// no snapshot kept), bytes the checked memory (rejected when damaged).
function readSnapshot(key, cacheName) {
  const started = performance.now();
  const read = { found: caches.match(key, { cacheName }).catch(() => null), bytes: null, ms: null };
  read.bytes = read.found.then(async (hit) => {
    if (!hit) return null;
    const buffer = await hit.arrayBuffer();
    const words = new Uint32Array(buffer, 0, Math.min(4, buffer.byteLength >> 2));
    if (words.length < 4 || words[0] !== 1886286592 || (buffer.byteLength - words[1]) % 65536 !== 0 ||
        buffer.byteLength <= words[1]) throw new Error("not a Pyodide snapshot");
    if (hex(await crypto.subtle.digest("SHA-256", buffer)) !== hit.headers.get("X-Tapis-Sha256")) {
      throw new Error("snapshot damaged (SHA-256 differs)");
    }
    read.ms = performance.now() - started;
    return new Uint8Array(buffer);
  });
  read.bytes.catch(() => {});  // (awaited by loadPyodide, which says why it failed)
  return read;
}
const snapshotKey = query.get("snapshot"), cacheName = query.get("cache");
const stored = snapshotKey && cacheName && self.caches ? readSnapshot(snapshotKey, cacheName) : null;

async function dropSnapshot(key, cacheName, error) {
  say({ snapshot: "failed", error: String((error && error.message) || error) });
  try { await (await caches.open(cacheName)).delete(key); } catch (e) { /* the next start tries again */ }
}

// PyScript opens an IndexedDB in this worker while it starts (its package cache) and stops when
// the browser refuses it, as it does in a frame on another site that may keep nothing: every open
// goes through memory-idb.js's guard, and one the browser refuses is served by a database in memory.
globalThis.TapisMemoryIndexedDB.install(self);

export async function loadPyodide(options) {
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  if (stored) {
    const started = performance.now();
    try {
      if (await stored.found) {
        say({ snapshot: "found" });
        const pyodide = await load({ ...options, indexURL, _loadSnapshot: stored.bytes });
        pyodide.runPython(AFTER_RESTORE);
        say({ snapshot: "restored", ms: performance.now() - started, readMs: stored.ms });
        return measured(pyodide);
      }
      say({ snapshot: "none" });
    } catch (error) {
      await dropSnapshot(snapshotKey, cacheName, error);
    }
  }
  return measured(await load({ ...options, indexURL }));
}

// The worker's WebAssembly memory in bytes, sent with each drawing (the benchmark's long evening)
function measured(pyodide) {
  globalThis.TapisWasmBytes = () => pyodide._module.HEAP8.length;
  return pyodide;
}
