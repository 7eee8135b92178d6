// Tapis boot: runs before Python. It shows real loading progress (bytes of the big runtime
// files as they stream in), registers the service worker, and turns any start-up failure into
// a readable message instead of a blank page. Python takes over from main.py.
(function () {
  "use strict";
  var root = document.documentElement;
  var info = {};
  try { info = JSON.parse(document.getElementById("build-info").textContent); } catch (e) {}
  var site = info.site;
  var lang = (window.TapisFirst && window.TapisFirst.lang) || "fr";  // (first.js decides it, as it runs first)
  // the sentences in the language on screen (the first screen's, which the person may switch)
  function said() {
    var on = (window.TapisFirst && window.TapisFirst.lang) || lang;
    return (info.loading || {})[on] || (info.loading || {}).fr || {};
  }
  var words = said();
  // What this page may keep (false: the browser refuses it here, typically a frame on another
  // site in a browser that blocks third-party storage). Read by the app to say so.
  var storage = { localStorage: true, indexedDB: true };
  try { localStorage.getItem(site.prefixes[0] + site.probe); } catch (e) { storage.localStorage = false; }
  window.TapisBoot = { info: info, lang: lang, started: performance.now(), storage: storage };

  // ---- a browser too old for the runtime: say so before anything else fails in its way
  var missing = [];
  if (typeof WebAssembly !== "object") missing.push("WebAssembly");
  if (typeof BigInt64Array === "undefined") missing.push("BigInt");
  if (typeof structuredClone !== "function" || !Array.prototype.findLast) missing.push("JavaScript 2022");
  if (!("noModule" in HTMLScriptElement.prototype)) missing.push("modules JavaScript");

  // ---- IndexedDB that never stops the start. PyScript opens two IndexedDB databases while it
  // starts (a package cache and its file-system handles; Tapis uses neither) and gives up when the
  // browser refuses them, as browsers that block or partition third-party storage do in a frame
  // on another site ("The user denied permission to access the database"; its error handler then
  // throws "The event is already being dispatched"). Every open goes through this guard: when the
  // browser's database cannot be opened, the same request is served by a database in memory,
  // which lives as long as the page (js/memory-idb.js).
  (function guardIndexedDB() {
    var real = null;
    try { real = window.indexedDB || null; } catch (e) { real = null; }
    var nativeOpen = window.TapisMemoryIndexedDB.install(window, function () { storage.indexedDB = false; });
    if (!nativeOpen) return;
    // The app's Python opens no database on the page any more (it runs in a worker, issue 26):
    // ask once, so the page knows whether this frame may keep one (the app says so).
    window.TapisMemoryIndexedDB.probe(nativeOpen, real.deleteDatabase.bind(real), function (keeps) {
      if (!keeps) storage.indexedDB = false;
    });
  })();

  // ---- BroadcastChannel that never stops the start. Firefox refuses to make one in a frame on
  // another site whose storage it blocks ("The operation is insecure"), and PyScript's module
  // makes one as it loads (its messages between this page's threads, which Tapis's worker does
  // not need: it only posts messages). Where the browser refuses, channels reach this page only.
  (function guardBroadcastChannel() {
    var Native = window.BroadcastChannel;
    try {
      if (typeof Native === "function") new Native("tapis-probe").close();
      return;
    } catch (e) { /* refused here: below */ }
    var open = [];
    window.BroadcastChannel = function PageChannel(name) {
      var channel = new EventTarget();
      channel.name = String(name);
      channel.onmessage = null;
      channel.addEventListener("message", function (event) {
        if (typeof channel.onmessage === "function") channel.onmessage(event);
      });
      channel.postMessage = function (data) {
        open.forEach(function (other) {
          if (other === channel || other.name !== channel.name) return;
          setTimeout(function () { other.dispatchEvent(new MessageEvent("message", { data: data })); }, 0);
        });
      };
      channel.close = function () { open = open.filter(function (other) { return other !== channel; }); };
      open.push(channel);
      return channel;
    };
  })();

  // ---- the memory snapshot (issue 22): Python's memory once the app's modules are imported,
  // made after an earlier visit (js/snapshot.mjs, in a worker) and kept in the service worker's
  // cache of this very build (a new version's worker deletes the old cache, snapshot and all).
  // The app's worker reads, checks and restores it (js/python.mjs) and says what became of it
  // (snapshotSaid). Never in an embed, never where the browser keeps no Cache Storage;
  // ?snapshot=off starts without it (the benchmark's reference runs).
  var embedded = root.hasAttribute("data-embed");
  // named by the site's path, as the service worker names it (sw.js: two sites on one origin)
  var cacheName = "tapis:" + new URL("./", location.href).pathname + ":" + info.version;
  window.TapisBoot.cache = cacheName;
  var snapshot = { key: null, state: "off" };
  window.TapisBoot.snapshot = snapshot;
  function snapshotAllowed() {
    try {
      return !embedded && !!window.caches && !!info.version && typeof Worker === "function" &&
        !!window.crypto && !!crypto.subtle && !/[?&]snapshot=off\b/.test(location.search);
    } catch (e) { return false; }
  }
  if (snapshotAllowed()) {
    snapshot.key = new URL("./snapshot/" + info.version + ".bin", location.href).href;
    snapshot.state = "none";
  }
  // A snapshot whose restoring never ended, on the page before this reload (below): this start
  // goes the usual way, and says why
  var HUNG = "tapis:snapshot-hung";
  try {
    var hung = sessionStorage.getItem(HUNG);
    if (hung) {
      sessionStorage.removeItem(HUNG);
      snapshot.skip = true;
      snapshot.state = "failed";
      snapshot.error = hung;
    }
  } catch (e) { /* no session storage: no snapshot was kept either */ }
  // Restoring takes a second or two; a snapshot whose memory is broken past what its checksum
  // sees can also make the worker's interpreter loop for ever (measured: one start in two with
  // its bytes garbled), and the page would wait on « loading » at every visit. Past this wait
  // the snapshot is deleted and the page loads again, the usual way.
  var RESTORE_WAIT_MS = 25000, restoring = null;
  window.TapisBoot.snapshotSaid = function (said) {
    clearTimeout(restoring);
    if (said.snapshot === "found") {
      snapshot.state = "found";
      restoring = setTimeout(restoreHung, RESTORE_WAIT_MS);
    } else if (said.snapshot === "restored") {
      snapshot.state = "restored";
      snapshot.restoreMs = said.ms;
      snapshot.readMs = said.readMs;  // (read and checked while Pyodide gets ready: overlaps restoreMs)
    }
    else if (said.snapshot === "failed") {
      snapshot.state = "failed";
      snapshot.error = String(said.error || "");
      try { console.warn("Tapis: memory snapshot not used: " + snapshot.error); } catch (e) {}
    }
  };
  function restoreHung() {
    if (snapshot.state !== "found" || root.getAttribute("data-app-state") !== "loading") return;
    var why = "restoring the snapshot took over " + RESTORE_WAIT_MS / 1000 + " s";
    try { console.warn("Tapis: memory snapshot not used: " + why); } catch (e) {}
    snapshot.drop().then(function (dropped) {
      var told = false;
      try { sessionStorage.setItem(HUNG, why); told = true; } catch (e) { /* refused */ }
      if (told || dropped) location.reload();  // (either way, the next start does not restore it)
    });
  }
  snapshot.drop = function () {
    if (!snapshot.key || !window.caches) return Promise.resolve(false);
    return caches.open(cacheName).then(function (cache) { return cache.delete(snapshot.key); })
      .catch(function () { return false; });
  };
  // Made once a page is ready, the service worker's cache complete, and the page idle: a
  // second Pyodide in a worker (its own thread), from the files in that cache.
  function makeSnapshot() {
    if (!snapshot.key || snapshot.state === "restored" || snapshot.state === "making" || !info.wheel) return;
    caches.match(snapshot.key, { cacheName: cacheName }).then(function (hit) {
      if (hit || snapshot.state === "making") return;
      snapshot.state = "making";
      var worker = new Worker(new URL("./js/snapshot.mjs", location.href), { type: "module" });
      var home = "/home/pyodide/";
      worker.onmessage = function (event) {
        worker.terminate();
        snapshot.made = event.data;
        snapshot.state = event.data && event.data.ok ? "made" : "failed";
        window.dispatchEvent(new Event("tapis:snapshot"));
      };
      worker.onerror = function (event) {
        worker.terminate();
        snapshot.state = "failed";
        snapshot.made = { ok: false, error: String(event.message || "worker error") };
        window.dispatchEvent(new Event("tapis:snapshot"));
      };
      worker.postMessage({
        cache: cacheName, key: snapshot.key, names: window.TapisBoot.modules || [],
        files: [[new URL("./wheels/" + info.wheel, location.href).href, home + info.wheel],
                [new URL("./tapis_app.zip", location.href).href, home + "tapis_app.zip"]]
      });
    }).catch(function () {});
  }
  window.TapisBoot.makeSnapshot = makeSnapshot;

  // ---- progress: the bytes of the big files as the app's worker receives them (js/python.mjs)
  var expected = 0, received = {};
  var sizes = info.sizes || {};
  Object.keys(sizes).forEach(function (k) { expected += sizes[k]; });
  function showProgress() {
    var got = 0;
    for (var k in received) got += received[k];
    var bar = document.getElementById("loading-bar");
    if (bar && expected) bar.value = Math.min(99, Math.round(100 * got / expected));
    var text = document.getElementById("loading-text");
    words = said();
    // a choice on the first screen waits for Python: say so (first.js)
    var sentence = root.hasAttribute("data-first-wait") && words.waiting ? words.waiting : words.progress;
    if (text && sentence && expected) {
      text.textContent = sentence
        .replace("{got}", (got / 1e6).toFixed(1)).replace("{total}", (expected / 1e6).toFixed(1));
    }
  }
  var drawn = 0;
  window.TapisBoot.progress = function (name, bytes) {
    if (!(name in sizes)) return;
    received[name] = bytes;
    var now = performance.now();
    if (now - drawn < 50 && bytes < sizes[name]) return;  // a redraw per frame or so is plenty
    drawn = now;
    showProgress();
  };
  window.addEventListener("tapis:first-wait", showProgress);
  // The service worker precaches the site after this first load. Handing it the big files
  // the app's worker has just downloaded spares a second download (the wasm skips the HTTP
  // cache): only on a visit no worker serves yet (a served page's files came from that very
  // cache), and written once Python is ready (12 MB of cache writes would compete with the start).
  var copyWanted = !embedded && !!window.caches && !!info.version && "serviceWorker" in navigator &&
    !navigator.serviceWorker.controller;
  window.TapisBoot.keepCopies = copyWanted;
  var copies = [];
  // The page itself too, from the HTTP cache (the worker would download it a second time).
  if (copyWanted && /\/(index\.html)?$/.test(location.pathname)) {
    copies.push(function () {
      return fetch(location.href, { cache: "force-cache" }).then(function (response) {
        if (!response.ok || response.redirected) return;
        return caches.open(cacheName).then(function (cache) {
          return Promise.all([cache.put(new URL("./", location.href).href, response.clone()),
                              cache.put(new URL("./index.html", location.href).href, response)]);
        });
      }).catch(function () { /* the worker will fetch it itself */ });
    });
  }

  // ---- failure: a sentence that names the cause, never a blank page
  // kind: "download" (a file of the site did not arrive: which one, and how), "storage" (the
  // browser refused storage and something still needed it), "old" (the browser lacks what the
  // runtime needs), or "other" (an error while starting; the detail below the sentence says it).
  function classify(detail) {
    var text = String(detail || "");
    if (/denied permission|SecurityError|QuotaExceeded|indexedDB|localStorage|CacheStorage/i.test(text)) return "storage";
    if (/Failed to fetch|NetworkError|Load failed|Unable to fetch|HTTP \d{3}/i.test(text)) return "download";
    return "other";
  }
  function sentence(kind, facts) {
    facts = facts || {};
    var text = words["error_" + kind] || words.error || "Tapis n'a pas pu démarrer.";
    var why = facts.status ? (words.why_status || "HTTP {status}").replace("{status}", facts.status) :
      (words.why_network || "");
    return text.replace("{file}", facts.file || "").replace("{why}", why).replace("{what}", facts.what || "");
  }
  function fail(detail, kind, facts) {
    if (root.getAttribute("data-app-state") !== "loading") return;  // ready, or already said
    words = said();
    if (snapshot.state === "restored") snapshot.drop();  // the next start goes the usual way
    kind = kind || classify(detail);
    root.setAttribute("data-app-state", "error");
    root.setAttribute("data-error", kind);
    var box = document.getElementById("loading");
    if (!box) return;
    box.innerHTML = "";
    var title = document.createElement("p");
    title.className = "loading-error";
    title.textContent = sentence(kind, facts);
    var more = document.createElement("p");
    more.className = "loading-detail";
    more.textContent = String(detail || "").slice(0, 300);
    var again = document.createElement("button");
    again.type = "button";
    again.className = "btn";
    again.textContent = words.retry || "Réessayer";
    again.addEventListener("click", function () { location.reload(); });
    box.append(title, more, again);
  }
  window.TapisBoot.fail = fail;
  window.addEventListener("error", function (event) {
    // A zone's new room (ui.js) that changes another zone's size is measured in the next frame;
    // browsers then fire an error event that says so, and Safari writes it to the console as an
    // error. It is expected here, and never a reason to stop the start.
    if (/^ResizeObserver loop/.test(event.message || "")) { event.preventDefault(); return; }
    if (root.getAttribute("data-app-state") === "loading") fail(event.message);
  });
  window.addEventListener("unhandledrejection", function (event) {
    if (root.getAttribute("data-app-state") === "loading") fail(event.reason && (event.reason.message || event.reason));
  });
  window.addEventListener("py:error", function (event) { fail(event.detail); });

  // ---- install: the browser's offer is kept for the app's "install" button (it may come
  // before Python is ready; the app asks for it when it starts)
  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.TapisBoot.installPrompt = event;
    window.dispatchEvent(new Event("tapis:install-ready"));
  });
  window.addEventListener("appinstalled", function () {
    window.TapisBoot.installPrompt = null;
    window.dispatchEvent(new Event("tapis:install-ready"));
  });

  // ---- offline: the service worker (not in an embed: it must not touch the host page)
  if (!embedded && "serviceWorker" in navigator && location.protocol !== "file:") {
    // Registered once Python is ready and the big files are copied into its cache (tapis:copied),
    // so the precache never competes with the first load.
    window.addEventListener("tapis:copied", function () {
      Promise.all(copies.map(function (put) { return put(); })).then(function () {
        return navigator.serviceWorker.register("./sw.js");
      }).then(function (registration) {
        window.TapisBoot.registration = registration;
        // the snapshot is made from the worker's cache once it is complete, when the page is idle
        navigator.serviceWorker.ready.then(function () {
          var later = window.requestIdleCallback || function (fn) { setTimeout(fn, 200); };
          setTimeout(function () { later(makeSnapshot, { timeout: 5000 }); }, 1000);
        });
        var announceUpdate = function () {
          window.TapisBoot.updateReady = true;
          window.dispatchEvent(new Event("tapis:update-ready"));
        };
        // a new version that was already waiting (found on an earlier visit, "later" chosen)
        if (registration.waiting && navigator.serviceWorker.controller) announceUpdate();
        // an open tab looks for a new version when it comes back to the front
        document.addEventListener("visibilitychange", function () {
          if (document.visibilityState === "visible") registration.update().catch(function () {});
        });
        registration.addEventListener("updatefound", function () {
          var worker = registration.installing;
          if (!worker) return;
          worker.addEventListener("statechange", function () {
            if (worker.state === "installed" && navigator.serviceWorker.controller) announceUpdate();
          });
        });
      }).catch(function () { /* no offline mode, the site still works */ });
    });
  }
  if (missing.length) fail(missing.join(", "), "old", { what: missing.join(", ") });
})();
