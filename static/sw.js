// The app's service worker: keeps every file of one build in a cache of its own, so the app
// starts and runs with no network after the first visit. scripts/post-build.mjs writes the
// build's file list and cache name into the copy in dist/ (the placeholders below).
//
// - install: keep every file of the build in a new cache "weiqi-<build>", without downloading
//   again what the page has just loaded: a name with a hash of its content is taken from the
//   browser's HTTP cache when it is there (the same name is always the same bytes), the others
//   (the page, the start-up scripts, the icons, the manifests) are asked again with the HTTP
//   cache's validators, so the server answers "not modified" and sends no body. The page is
//   asked for at the address the visitor opened ("./" or "./index.html"), which is the one
//   the HTTP cache holds. The first worker takes over at once; a later one waits until the
//   page asks it to (the page shows "A new version is ready — reload" meanwhile).
// - activate: delete the caches of other builds, then control the open pages.
// - fetch: files of the build come from the cache; page loads get the cached index.html
//   (routes live after "#"); anything else goes to the network, and an on-demand file is
//   handed to the page as it arrives while a copy goes into the cache (so the weights'
//   progress bar moves from the first byte).
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
      await keep(cache, FILES);
      await keep(cache, await onDemandInUse());
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
    event.respondWith(fromCache(INDEX, request, event));
    return;
  }
  event.respondWith(fromCache(url.href, request, event));
});

/** A name that carries a hash of its content (`style-0123456789abcdef.css`,
 *  `locales/ko-….json`, `g170-b6c96-….wqnn`): the same name is always the same bytes. The
 *  build tool writes its hash in hex without leading zeros (`weiqi-a36ea39ac0def80.js`, 15
 *  digits), so a hash is 8 to 16 digits. */
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;

/** Puts `files` into `cache`, each downloaded at most once for the page and the worker
 *  together (see "install" above). A hashed name's copy in the HTTP cache is used however
 *  old ("force-cache"); the others are revalidated ("no-cache"). The page is kept first: a
 *  file it loads at an address with a query (`./boot.js?js=…`) is asked for at that address,
 *  under which the HTTP cache holds it. */
async function keep(cache, files) {
  let queried = new Map();
  if (files.includes("index.html")) {
    const page = await fetchOnce(INDEX, (await openedPage()) ?? INDEX, "no-cache");
    queried = addressesIn(await page.clone().text());
    await cache.put(INDEX, page);
  }
  await Promise.all(
    files
      .filter((file) => file !== "index.html")
      .map(async (file) => {
        const url = new URL(file, scope).href;
        await cache.put(url, await fetchOnce(url, queried.get(url) ?? url, HASHED.test(file) ? "force-cache" : "no-cache"));
      }),
  );
}

/** The answer for `url`, asked for at `from` with the HTTP cache mode `mode`; an answer that is
 *  not a success is asked for once more from the network itself. */
async function fetchOnce(url, from, mode) {
  let response = await fetch(from, { cache: mode });
  if (!response.ok) response = await fetch(from, { cache: "reload" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** The addresses with a query in the page's `src` and `href` attributes, by the address without
 *  it. */
function addressesIn(page) {
  const out = new Map();
  for (const [, raw] of page.matchAll(/(?:src|href)="?([^"\s>]+\?[^"\s>]+)/g)) {
    const url = new URL(raw.replaceAll("&amp;", "&"), scope);
    if (url.origin === scope.origin) out.set(url.origin + url.pathname, url.href);
  }
  return out;
}

/** The address (without its fragment) at which a page of the app was opened, when it is the
 *  app's page itself ("./" or "./index.html" with any query): the HTTP cache holds the page
 *  under that address. */
async function openedPage() {
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    const url = new URL(client.url);
    url.hash = "";
    if (url.origin === scope.origin && (url.pathname === scope.pathname || url.href.split("?")[0] === INDEX)) return url.href;
  }
  return null;
}

/** The cached copy of `key`, or the network's answer when this build has no such file. An
 *  on-demand file (a locale's words, the network) is handed over as it arrives while a copy
 *  of it goes into the cache. */
async function fromCache(key, request, event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && ON_DEMAND.some((file) => new URL(file, scope).href === key)) {
    // With no room to keep a copy (the storage quota), the network's answer is still served.
    event.waitUntil(cache.put(key, response.clone()).catch(() => {}));
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
