// Tapis boot: runs before Python. It shows real loading progress (bytes of the big runtime
// files as they stream in), registers the service worker, and turns any start-up failure into
// a readable message instead of a blank page. Python takes over from main.py.
(function () {
  "use strict";
  var root = document.documentElement;
  var info = {};
  try { info = JSON.parse(document.getElementById("build-info").textContent); } catch (e) {}
  var lang = "fr";
  try {
    lang = localStorage.getItem("tapis.lang") ||
      ((navigator.language || "fr").toLowerCase().indexOf("en") === 0 ? "en" : "fr");
  } catch (e) {}
  var words = (info.loading || {})[lang] || (info.loading || {}).fr || {};
  window.TapisBoot = { info: info, lang: lang, started: performance.now() };

  // ---- progress: count the bytes of the files the runtime fetches
  var expected = 0, received = {};
  var sizes = info.sizes || {};
  Object.keys(sizes).forEach(function (k) { expected += sizes[k]; });
  function knownFile(url) {
    var path = new URL(url, location.href).pathname;
    for (var name in sizes) { if (path.slice(-name.length - 1) === "/" + name) return name; }
    return null;
  }
  function showProgress() {
    var got = 0;
    for (var k in received) got += received[k];
    var bar = document.getElementById("loading-bar");
    if (bar && expected) bar.value = Math.min(99, Math.round(100 * got / expected));
    var text = document.getElementById("loading-text");
    if (text && words.progress && expected) {
      text.textContent = words.progress
        .replace("{got}", (got / 1e6).toFixed(1)).replace("{total}", (expected / 1e6).toFixed(1));
    }
  }
  // The service worker precaches the site after this first load. Handing it the big files
  // the page has just downloaded spares a second download (the wasm skips the HTTP cache).
  // Only on a visit no worker serves yet (a served page's files came from that very cache), and
  // written once Python is ready: 12 MB of cache writes would compete with the start.
  var embedded = root.hasAttribute("data-embed");
  var copies = [];
  function keepCopy(url, response) {
    if (embedded || !window.caches || !info.version || !("serviceWorker" in navigator) ||
        navigator.serviceWorker.controller) return;
    var copy = response.clone();
    copies.push(function () {
      return caches.open("tapis-" + info.version).then(function (cache) {
        return cache.put(new URL(url, location.href).href, copy);
      }).catch(function () { /* the worker will fetch it itself */ });
    });
  }
  var nativeFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : (input && input.url) || String(input);
    var name = knownFile(url);
    var request = nativeFetch(input, init);
    if (!name) return request;
    // Nothing starts without the runtime's big files, and Pyodide's loader may wait forever on
    // one that failed to download (it only logs "wasm instantiation failed!"): say so at once.
    request.then(function (response) {
      if (!response.ok) fail(name + ": HTTP " + response.status);
    }, function (error) { fail(name + ": " + ((error && error.message) || error)); });
    if (!window.ReadableStream) return request;
    return request.then(function (response) {
      if (!response.ok || !response.body) return response;
      keepCopy(url, response);
      var reader = response.body.getReader();
      received[name] = 0;
      var stream = new ReadableStream({
        pull: function (controller) {
          return reader.read().then(function (chunk) {
            if (chunk.done) { controller.close(); return; }
            received[name] += chunk.value.byteLength;
            showProgress();
            controller.enqueue(chunk.value);
          });
        },
        cancel: function (reason) { return reader.cancel(reason); }
      });
      return new Response(stream, { status: response.status, statusText: response.statusText,
                                    headers: response.headers });
    });
  };

  // ---- failure: a sentence, never a blank page
  function fail(detail) {
    if (root.getAttribute("data-app-state") !== "loading") return;  // ready, or already said
    root.setAttribute("data-app-state", "error");
    var box = document.getElementById("loading");
    if (!box) return;
    box.innerHTML = "";
    var title = document.createElement("p");
    title.className = "loading-error";
    title.textContent = words.error || "Tapis n'a pas pu démarrer.";
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
    // Registered once Python is ready, so the precache never competes with the first load.
    window.addEventListener("tapis:ready", function () {
      Promise.all(copies.map(function (put) { return put(); })).then(function () {
        return navigator.serviceWorker.register("./sw.js");
      }).then(function (registration) {
        window.TapisBoot.registration = registration;
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
})();
