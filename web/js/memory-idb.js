// An IndexedDB that lives in memory, for where the browser refuses the real one (a frame on
// another site in a browser that blocks third-party storage): PyScript opens a database while it
// starts and gives up when refused. boot.js (the page) and js/python.mjs (the app's worker) serve
// the opens the browser refuses from it (guard, below).
// A classic script on the page, a module in the worker: it only sets globalThis.TapisMemoryIndexedDB.
(function () {
  "use strict";
  // An object that behaves like an IDBRequest for its callers: result, readyState, and events
  // delivered to both listeners and on<type> handlers.
  function idbRequest() {
    var target = new EventTarget();
    target.result = undefined; target.error = null; target.readyState = "pending";
    target.source = null; target.transaction = null;
    ["success", "error", "upgradeneeded", "blocked", "complete", "abort"].forEach(function (type) {
      target["on" + type] = null;
      target.addEventListener(type, function (event) {
        if (typeof target["on" + type] === "function") target["on" + type](event);
      });
    });
    return target;
  }

  function memoryIndexedDB() {
    var databases = {};
    function fire(target, type, extra) {
      if (type === "success" || type === "error") target.readyState = "done";
      var event = new Event(type);
      for (var key in extra || {}) event[key] = extra[key];
      target.dispatchEvent(event);
    }
    function names(map) {
      var list = Object.keys(map).sort();
      return { length: list.length, item: function (i) { return list[i] || null; },
               contains: function (name) { return list.indexOf(name) >= 0; } };
    }
    function objectStore(data, tx) {
      function answer(compute) {
        var req = idbRequest();
        tx.pending++;
        setTimeout(function () {
          req.result = compute();
          fire(req, "success");
          if (--tx.pending === 0) tx.finish();
        }, 0);
        return req;
      }
      var sortedKeys = function () { return Array.from(data.keys()).sort(); };
      return {
        get: function (key) { return answer(function () { return data.get(key); }); },
        getKey: function (key) { return answer(function () { return data.has(key) ? key : undefined; }); },
        getAll: function () { return answer(function () { return sortedKeys().map(function (k) { return data.get(k); }); }); },
        getAllKeys: function () { return answer(sortedKeys); },
        count: function () { return answer(function () { return data.size; }); },
        put: function (value, key) { return answer(function () { data.set(key, value); return key; }); },
        add: function (value, key) { return answer(function () { data.set(key, value); return key; }); },
        delete: function (key) { return answer(function () { data.delete(key); }); },
        clear: function () { return answer(function () { data.clear(); }); }
      };
    }
    function transaction(db) {
      var tx = idbRequest();
      tx.pending = 0;
      tx.db = db;
      tx.finish = function () { setTimeout(function () { fire(tx, "complete"); }, 0); };
      tx.objectStore = function (name) {
        if (!db.stores[name]) throw new DOMException("No object store named " + name, "NotFoundError");
        return objectStore(db.stores[name], tx);
      };
      tx.commit = tx.abort = function () {};
      return tx;
    }
    function database(name) {
      var db = { name: name, version: 0, stores: {}, onabort: null, onclose: null, onerror: null, onversionchange: null,
                 close: function () {} };
      Object.defineProperty(db, "objectStoreNames", { get: function () { return names(db.stores); } });
      db.createObjectStore = function (store) { db.stores[store] = db.stores[store] || new Map(); return objectStore(db.stores[store], transaction(db)); };
      db.deleteObjectStore = function (store) { delete db.stores[store]; };
      db.transaction = function () { var tx = transaction(db); if (tx.pending === 0) setTimeout(function () { if (tx.pending === 0) tx.finish(); }, 0); return tx; };
      return db;
    }
    return {
      open: function (name, version) {
        var req = idbRequest();
        setTimeout(function () {
          var db = databases[name] || (databases[name] = database(name));
          var wanted = version || Math.max(1, db.version);
          req.result = db;
          if (wanted > db.version) {
            var old = db.version;
            db.version = wanted;
            var upgrade = transaction(db);
            req.transaction = upgrade;
            fire(req, "upgradeneeded", { oldVersion: old, newVersion: wanted });
            req.transaction = null;
            upgrade.finish();
          }
          fire(req, "success");
        }, 0);
        return req;
      },
      deleteDatabase: function (name) {
        var req = idbRequest();
        setTimeout(function () { delete databases[name]; fire(req, "success"); }, 0);
        return req;
      },
      cmp: function (a, b) { return a < b ? -1 : a > b ? 1 : 0; }
    };
  }

  // Whether the browser lets this page or worker keep a database: ``answer(true|false)``, once.
  // (``open`` is the browser's own open, bound to its IndexedDB.)
  function probe(open, remove, answer) {
    try {
      var request = open("tapis-probe");
      request.onsuccess = function () {
        try { request.result.close(); remove("tapis-probe"); } catch (e) { /* closed already */ }
        answer(true);
      };
      request.onerror = function (event) { event.preventDefault(); answer(false); };
      request.onblocked = function () { answer(true); };
    } catch (e) {
      answer(false);
    }
  }

  // Every open of the browser's IndexedDB ``real`` goes through this guard (on the page, boot.js;
  // in the app's worker, python.mjs): the request handed back forwards the browser's events, and
  // when the browser refuses the database it replays the open on a database in memory instead,
  // so the caller sees a success either way (``refused()`` is called then). Returns the
  // browser's own open, bound. (No probe to wait for first: an open costs 10-70 ms.)
  function guard(real, refused) {
    var memory = memoryIndexedDB();
    var nativeOpen = real.open.bind(real);
    real.open = function (name, version) {
      var proxy = idbRequest();
      function forward(from, type, event) {
        proxy.result = from.result;
        proxy.transaction = from.transaction || null;
        if (type === "success") proxy.readyState = "done";
        var copy = new Event(type);
        if (event && "oldVersion" in event) { copy.oldVersion = event.oldVersion; copy.newVersion = event.newVersion; }
        proxy.dispatchEvent(copy);
      }
      function inMemory() {
        if (refused) refused();
        var fallback = memory.open(name, version);
        fallback.onupgradeneeded = function (event) { forward(fallback, "upgradeneeded", event); };
        fallback.onsuccess = function (event) { forward(fallback, "success", event); };
      }
      var inner;
      try {
        inner = version === undefined ? nativeOpen(name) : nativeOpen(name, version);
      } catch (e) {
        inMemory();
        return proxy;
      }
      inner.onupgradeneeded = function (event) { forward(inner, "upgradeneeded", event); };
      inner.onsuccess = function (event) { forward(inner, "success", event); };
      inner.onblocked = function (event) { forward(inner, "blocked", event); };
      inner.onerror = function (event) {
        event.preventDefault();
        inMemory();
      };
      return proxy;
    };
    return nativeOpen;
  }

  // The one start both threads make (the page, boot.js; the app's worker, python.mjs): where
  // ``scope`` has no IndexedDB at all (or reading it throws), a database in memory takes its
  // place; else every open is guarded as above. Returns the browser's own open, bound, or null
  // when there is none; ``refused()`` is called whenever the page is left with memory only.
  function install(scope, refused) {
    var real = null;
    try { real = scope.indexedDB || null; } catch (e) { real = null; }
    if (!real) {
      if (refused) refused();
      try { Object.defineProperty(scope, "indexedDB", { value: memoryIndexedDB(), configurable: true }); } catch (e) {}
      return null;
    }
    return guard(real, refused);
  }
  globalThis.TapisMemoryIndexedDB = memoryIndexedDB;
  memoryIndexedDB.install = install;
  memoryIndexedDB.guard = guard;
  memoryIndexedDB.request = idbRequest;
  memoryIndexedDB.probe = probe;
})();
