// The app's service worker: keeps every file of one build in a cache of its own, so the app
// starts and runs with no network after the first visit. scripts/post-build.mjs writes the
// build's file list and cache name into the copy in dist/ (the placeholders below).
//
// - install: fetch every file of the build into a new cache "weiqi-<build>". The first
//   worker takes over at once; a later one waits until the page asks it to (the page shows
//   "A new version is ready — reload" meanwhile).
// - activate: delete the caches of other builds, then control the open pages.
// - fetch: files of the build come from the cache; page loads get the cached index.html
//   (routes live after "#"); anything else goes to the network.
"use strict";

const CACHE = "__WEIQI_CACHE_NAME__";
const FILES = __WEIQI_FILES__;
const PREFIX = "weiqi-";

const scope = new URL(self.registration.scope);
const INDEX = new URL("index.html", scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "reload" bypasses the HTTP cache, so the files are exactly this build's.
      await cache.addAll(FILES.map((file) => new Request(new URL(file, scope), { cache: "reload" })));
      // The first worker has no page to hand over from: start at once.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fromCache(INDEX, request));
    return;
  }
  event.respondWith(fromCache(url.href, request));
});

/** The cached copy of `key`, or the network's answer when this build has no such file. */
async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  return hit ?? fetch(request);
}
