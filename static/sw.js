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
// - on demand: a locale's words (locales/<tag>-<hash>.json) and the network's weights (*.wqnn)
//   are cached the first time the app asks for them, not at install, so a visitor downloads
//   only their own language, and the weights only when playing the computer; a new build's
//   worker fetches again the locales and weights the old cache held, so they stay offline.
"use strict";

const CACHE = "__WEIQI_CACHE_NAME__";
const FILES = __WEIQI_FILES__;
const ON_DEMAND = __WEIQI_ON_DEMAND__;
const PREFIX = "weiqi-";

const scope = new URL(self.registration.scope);
const INDEX = new URL("index.html", scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "reload" bypasses the HTTP cache, so the files are exactly this build's.
      await cache.addAll(FILES.map((file) => new Request(new URL(file, scope), { cache: "reload" })));
      await cache.addAll((await onDemandInUse()).map((file) => new Request(new URL(file, scope), { cache: "reload" })));
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

/** The cached copy of `key`, or the network's answer when this build has no such file (kept
 *  in the cache when it is a locale's words). */
async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && ON_DEMAND.some((file) => new URL(file, scope).href === key)) {
    // With no room to keep a copy (the storage quota), the network's answer is still served.
    try {
      await cache.put(key, response.clone());
    } catch {}
  }
  return response;
}

/** This build's on-demand files that an older build's cache holds: a locale by its language,
 *  the weights by their name. */
async function onDemandInUse() {
  const keyOf = (path) => /locales\/(.+)-[0-9a-f]{16}\.json$/.exec(path)?.[1] ?? path.split("/").pop();
  const held = new Set();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    for (const request of await (await caches.open(name)).keys()) held.add(keyOf(new URL(request.url).pathname));
  }
  return ON_DEMAND.filter((file) => held.has(keyOf(file)));
}
