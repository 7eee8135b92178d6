// Tapis's shell on the page (issue 26). The app's Python runs in a Web Worker started through
// PyScript's worker support, with no cross-origin isolation (messages only: GitHub Pages sends no
// COOP/COEP headers, and an embed on a blog cannot count on them). This module does for it what
// only the page can do: draw the HTML it is sent (ui.js), send clicks and keys, keep storage (a
// worker has no localStorage: the worker gets a copy at start and sends each write), downloads,
// the Storage Access API, WebRTC (peer.js), the camera (scan.js), the install prompt, updates.
// Every message is JSON text in {tapis: text}; what comes from the worker is our own code's, but
// it is still read field by field.
import { PyWorker } from "../pyscript/core.js";
// the messages both sides send, and the site's shared facts: declared once (tapis_app/bridge.py)
import { ASKS, CALLS, NOTES, PAGE_TO_WORKER, SITE, WORKER_TO_PAGE } from "./bridge.mjs";
import * as page from "./ui/page.mjs";

const root = document.documentElement;
const boot = window.TapisBoot || {};
const info = boot.info || {};
const embedded = root.hasAttribute("data-embed");
const site = new URL("./", location.href).href;
const prefixes = SITE.prefixes;

// ---- storage: the page keeps it, the worker works on a copy
let granted = null;  // localStorage handed over by the Storage Access API, once granted
const local = () => granted || window.localStorage;
function storedItems() {
  const items = {};
  try {
    const store = local();
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && prefixes.some((p) => key.startsWith(p))) items[key] = store.getItem(key);
    }
  } catch (e) { /* refused: the worker starts with nothing stored */ }
  return items;
}
function writable() {
  const probe = prefixes[0] + SITE.probe;
  try { local().setItem(probe, "1"); local().removeItem(probe); return true; }
  catch (e) { return false; }
}

// ---- the address: the query, and an invitation in the fragment (read once, then taken off the
// address so a reload does not answer it again)
function params() {
  const out = {};
  new URLSearchParams(location.search).forEach((value, key) => { out[key] = value; });
  return out;
}
function invitation() {
  const fragment = location.hash || "";
  if (!fragment.startsWith("#j=")) return null;
  history.replaceState(history.state, "", location.pathname + location.search);
  return fragment.slice(1);
}

// ---- the worker's interpreter: Pyodide's loader, with what the page decided in its address
const channelName = "tapis-boot-" + Math.random().toString(36).slice(2);
function interpreterURL() {
  const url = new URL("./js/python.mjs", location.href);
  url.searchParams.set("channel", channelName);
  const snapshot = boot.snapshot || {};
  if (boot.cache) url.searchParams.set("cache", boot.cache);
  if (snapshot.key && !snapshot.skip) url.searchParams.set("snapshot", snapshot.key);
  if (boot.keepCopies) url.searchParams.set("copy", "1");
  // our archives, which the worker asks for while Pyodide starts (js/python.mjs)
  const files = Object.keys((info.pyscript || {}).files || {});
  if (files.length) url.searchParams.set("early", files.join(","));
  return url.href;
}

// what happens in the worker before it is ready: bytes arriving, a failed download, the snapshot
const early = new BroadcastChannel(channelName);
early.onmessage = ({ data }) => {
  if (!data || typeof data !== "object") return;
  if (typeof data.progress === "string") boot.progress && boot.progress(data.progress, Number(data.bytes) || 0);
  else if (typeof data.fail === "string") boot.fail && boot.fail(data.fail, data.kind, { file: data.file, status: data.status });
  else if (typeof data.snapshot === "string") boot.snapshotSaid && boot.snapshotSaid(data);
};

let worker = null;
function send(message) {
  if (!PAGE_TO_WORKER[message.t]) throw new Error("bridge: " + message.t);  // (declared in bridge.py)
  if (worker) worker.postMessage({ tapis: JSON.stringify(message) });
}
function answer(id, ok, value) { send({ t: "answer", id, ok, value: value === undefined ? null : value }); }
const reason = (error) => String((error && error.message) || error || "error");

// requests the worker waits an answer for
const asks = {
  storage: () => page.askStorage().then((ok) => {
    if (ok) { granted = page.grantedStorage() || null; send({ t: "stored", items: storedItems(), writable: writable() }); }
    return ok;
  }),
  peerOffer: (peer, options) => window.TapisPeer.offer(String(peer), options || {}),
  peerAccept: (peer, code) => window.TapisPeer.accept(String(peer), String(code)),
  peerAnswer: (code, options) => window.TapisPeer.answer(String(code), options || {}),
  scan: (title, close) => page.scan(String(title), String(close)),
};
// what the worker asks the page to do, without an answer
const calls = {
  announce: (text) => page.announce(String(text)),
  download: (name, text) => page.download(String(name), String(text)),
  install: () => page.install(),
  applyUpdate: () => page.applyUpdate(),
  peerSend: (peer, text) => window.TapisPeer && window.TapisPeer.send(String(peer), String(text)),
  peerClose: (peer) => window.TapisPeer && window.TapisPeer.close(String(peer)),
};
let spriteDrawn = false;
let wasm = null;  // the worker's WebAssembly memory, said with each drawing
boot.wasmBytes = () => wasm;
const notes = { slow: "tapisSlow", botTime: "tapisBotTimes" };
const since = (epoch) => Number(epoch) - performance.timeOrigin;  // the worker's clock on the page's

// what the page does with each kind of message the worker sends (bridge.WORKER_TO_PAGE)
const receivers = {
  render(message) {
    if (message.zones) {  // only what changed (issue 48); a zone the page lacks: the whole screen, please
      if (!page.renderZones(message.zones, message.options || {})) send({ t: "redraw" });
    } else {
      page.render(String(message.html), message.options || {});
    }
    answered();
    if (message.options && message.options.wasm) wasm = Number(message.options.wasm);
    if (message.options && message.options.lang) page.setRoot("lang", String(message.options.lang));
  },
  state(message) {
    const state = String(message.state || "");
    if (state === "ready" && root.getAttribute("data-app-state") !== "ready") boot.readyAt = performance.now();
    if (state) page.setRoot("data-app-state", state);
    if (message.lang) page.setRoot("lang", String(message.lang));
  },
  store(message) {
    try {
      if (message.value === null) local().removeItem(String(message.key));
      else local().setItem(String(message.key), String(message.value));
    } catch (e) { send({ t: "store-failed", key: message.key }); }
  },
  call(message) {
    if (calls[message.what]) calls[message.what](...(message.args || []));
  },
  ask(message) {
    const run = asks[message.what];
    const id = message.id;
    if (!run) { answer(id, false, "unknown"); return; }
    Promise.resolve().then(() => run(...(message.args || [])))
      .then((value) => answer(id, true, value), (error) => answer(id, false, reason(error)));
  },
  sprite(message) {  // the court cards' figures, once per page, outside #app (flying cards use them too)
    if (!spriteDrawn) document.body.insertAdjacentHTML("afterbegin", String(message.html));
    spriteDrawn = true;
  },
  note(message) {
    const name = notes[message.what];
    if (name) (window[name] = window[name] || []).push(message.value);
  },
  ready(message) {
    boot.modules = Array.isArray(message.modules) ? message.modules : [];
    boot.workerReadyAt = since(message.at);
    for (const name of ["pythonAt", "importedAt"]) {
      if (message.marks && typeof message.marks[name] === "number") boot[name] = since(message.marks[name]);
    }
    window.dispatchEvent(new Event("tapis:ready"));
  },
  idle() {  // the app has answered every act sent so far
    if (--pending <= 0) { pending = 0; root.removeAttribute("data-busy"); }
    answered();
  },
  copied() {  // the big files are in the service worker's cache: it may be registered
    window.dispatchEvent(new Event("tapis:copied"));
  },
  fail(message) {
    boot.fail && boot.fail(String(message.detail || ""));
  },
};
// (a kind declared and not answered here, or a call, ask or note: said at once, not lost later)
for (const [declared, handled] of [[Object.keys(WORKER_TO_PAGE), receivers], [CALLS, calls], [ASKS, asks],
                                   [NOTES, notes]]) {
  for (const kind of declared) if (!handled[kind]) console.error("tapis: bridge: nothing answers " + kind);
}

function receive(message) {
  const receiver = receivers[message.t];
  if (receiver) receiver(message);
}

// ---- what the page reports to the worker
// a tap's wait for the worker's answer: from the tap to its drawing on screen (the benchmark
// reads window.tapisAnswers; the tap itself is marked at once, ui.js pressed())
let asked = null;
function answered() {
  if (asked === null) return;
  (window.tapisAnswers = window.tapisAnswers || []).push(performance.now() - asked);
  asked = null;
}

let pending = 0;  // acts sent and not yet answered
function act(name, arg) {
  pending += 1;
  if (name !== "key" && name !== "peer" && asked === null) asked = performance.now();
  send({ t: "act", act: String(name), arg: arg == null ? "" : String(arg) });
  // A key the table uses must not scroll anything: decided here, at once (the worker answers
  // later). On a table or a replay with nothing open over it, arrows, Home and End are the
  // table's; in a panel (the log, the rules) they scroll it as usual.
  if (name === "key") {
    const screen = root.getAttribute("data-screen");
    return (screen === "game" || screen === "replay") && /^(Arrow|Home$|End$)/.test(String(arg)) &&
      !document.querySelector("#app [role=dialog]");
  }
  return true;
}

async function start() {
  const config = info.pyscript || {};
  const started = performance.now();
  try {
    worker = await PyWorker(new URL("./main.py", location.href).href, {
      config: { ...config, sync_main_only: true }, version: interpreterURL(),
    });
  } catch (error) {
    boot.fail && boot.fail(reason(error));
    return;
  }
  boot.workerAt = performance.now() - started;
  worker.addEventListener("message", (event) => {
    const data = event.data;
    if (typeof data === "string" && data.startsWith("tapis:fail:")) { boot.fail && boot.fail(data.slice(11)); return; }
    if (!data || typeof data.tapis !== "string") return;
    let message;
    try { message = JSON.parse(data.tapis); } catch (e) { return; }
    if (message && typeof message.t === "string") receive(message);
  });
  page.setHandler(act);
  if (window.TapisPeer) {
    window.TapisPeer.onEvent((kind, peer, data) => send({ t: "peer", kind: String(kind), peer: String(peer),
                                                          data: typeof data === "string" ? data : null }));
  }
  window.addEventListener("storage", (event) => {
    if (event.key === null) send({ t: "stored", items: storedItems(), writable: writable() });
    else if (prefixes.some((p) => event.key.startsWith(p))) send({ t: "stored", key: event.key, value: event.newValue });
  });
  window.addEventListener("hashchange", () => {
    const invite = invitation();
    if (invite) send({ t: "join", invite });
  });
  window.addEventListener("tapis:update-ready", () => send({ t: "update-ready" }));
  window.addEventListener("tapis:install-ready", () => send({ t: "install", can: page.canInstall() }));
  const first = window.TapisFirst ? JSON.parse(window.TapisFirst.take()) : [];
  const query = params();
  const invite = invitation();
  if (invite) query.join = invite;
  send({
    t: "init", params: query, embedded, base: site, lang: boot.lang || "fr", first,
    storage: storedItems(), writable: writable(), canAskStorage: page.canAskStorage(),
    canInstall: page.canInstall(),
    // what remote play can use here: WebRTC itself, the device's share sheet (issue 46, 49)
    webrtc: !!(window.TapisPeer && window.TapisPeer.supported), canShare: typeof navigator.share === "function",
  });
}

start();
