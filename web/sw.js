// Tapis service worker: the whole site (but the word lists of other languages, kept once
// fetched) is precached under a name made from a hash of its files, so a new deploy installs
// beside the old one and never mixes files of two versions.
// A new version waits until the page says so (the player chose "reload"), so nothing is
// swapped under a game in progress.
// Two Tapis sites may share one origin (a GitHub user's project sites user.github.io/a/ and /b/,
// a fork beside its original), and so its Cache Storage: each names its caches by its own path
// ("tapis:/a/:<version>") and deletes only its own old ones. boot.js, first.js and snapshot.mjs
// use the same name.
const SITE = new URL("./", self.location.href);
const PREFIX = "tapis:" + SITE.pathname + ":";
const CACHE = PREFIX + "__VERSION__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // The page has already put the big files it downloaded into this cache (boot.js).
    // The rest is fetched with "no-cache": the server answers 304 for files the browser
    // holds, and a file changed by a deploy comes back fresh.
    const missing = [];
    for (const url of FILES) {
      if (!(await cache.match(url))) missing.push(new Request(url, { cache: "no-cache" }));
    }
    await cache.addAll(missing);
    const active = self.registration.active;
    if (!active) await self.skipWaiting();  // first install: nothing to protect yet
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      // a cache of the builds before names carried the path ("tapis-<version>"): deleted only
      // when it holds this site's own page
      else if (/^tapis-[0-9a-f]+$/.test(name) && await caches.match(SITE.href, { cacheName: name })) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const page = request.mode === "navigate";
    // the app's interpreter module carries the page's choices in its query (js/shell.mjs)
    const loader = new URL(request.url).pathname.endsWith("/js/python.mjs");
    const hit = await cache.match(request, { ignoreSearch: page || loader });
    // a module's import.meta.url is its response's address: the loader's, rebuilt, keeps the query
    if (hit && loader) return new Response(hit.body, { status: hit.status, headers: hit.headers });
    if (hit) return hit;
    try {
      const response = await fetch(request);
      // Word lists of other languages and the QR decoder (vendor/) are not precached (bytes
      // of a first visit): each is kept once fetched, for offline play.
      const path = new URL(request.url).pathname;
      if (response.ok && (path.includes("/lexicon/") || path.includes("/vendor/"))) {
        await cache.put(request, response.clone());
      }
      return response;
    } catch (error) {
      if (page) {
        const fallback = await cache.match("./index.html");
        if (fallback) return fallback;
      }
      throw error;
    }
  })());
});
