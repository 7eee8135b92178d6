// Tapis service worker: the whole site is precached under a name made from a hash of its
// files, so a new deploy installs beside the old one and never mixes files of two versions.
// A new version waits until the page says so (the player chose "reload"), so nothing is
// swapped under a game in progress.
const CACHE = "tapis-__VERSION__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": revalidate with the server. Files the page has just fetched come back as
    // 304 (no second download); files changed by a deploy come back fresh.
    await cache.addAll(FILES.map((url) => new Request(url, { cache: "no-cache" })));
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
      if (name.startsWith("tapis-") && name !== CACHE) await caches.delete(name);
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
    const hit = await cache.match(request, { ignoreSearch: page });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (error) {
      if (page) {
        const fallback = await cache.match("./index.html");
        if (fallback) return fallback;
      }
      throw error;
    }
  })());
});
