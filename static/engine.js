// Starts the computer opponent's Web Worker. Its name (given by the page; not the address's
// query, which a service worker's cached answer drops) lists five files: the app's
// wasm-bindgen script and WebAssembly, the network's weights, and the network's own bundle
// (script and WebAssembly, built from src/bin/weiqi-network.rs), then the weights' size in bytes.
//
// 1. It runs the app's WebAssembly (whose start finds no window and shows nothing): the Monte
//    Carlo engine, always there, offline too once the app is installed.
// 2. It fetches the weights (telling the page how far it has got, from the first bytes) and,
//    at the same time, the network's bundle, hands the weights to that bundle, and from then
//    on asks it instead. The page starts it when a game against the computer is on the page,
//    so the download runs while the learner thinks about the first move. If either cannot be
//    had, or the weights are damaged (their SHA-256 is not the one their name carries, or they
//    are not a network: dropped from the offline cache and fetched once more),
//    the Monte Carlo engine goes on playing; the page may send "retry-weights".
// Every message either way is JSON text (the page's requests, the engine's replies).
// Requests that arrive before the network is settled wait their turn. A module that fails to
// load throws, which the page sees as the worker's error event.
const here = new URL(self.location.href);
const [js, wasm, weights, netJs, netWasm, weightsSize] = self.name.split(" ");
const waiting = [];
const READY = JSON.stringify("WeightsReady");
const FAILED_DOWNLOAD = JSON.stringify({ WeightsFailed: { problem: "Download" } });
const FAILED_DAMAGED = JSON.stringify({ WeightsFailed: { problem: "Damaged" } });
let engine = null;
let settled = false;

self.onmessage = (event) => {
  if (event.data === "retry-weights") {
    if (engine && settled) loadNetwork({ again: true });
    return;
  }
  if (engine && settled) self.postMessage(engine.engine_answer(event.data));
  else waiting.push(event.data);
};

/** Fetches the weights and the network's bundle, loads the one into the other, and answers the
 *  requests that waited (with the network if it loaded, else with the Monte Carlo engine). */
async function loadNetwork({ again = false } = {}) {
  settled = false;
  let reply = FAILED_DOWNLOAD;
  const keptBefore = again || !keptAtStart ? await keptOffline() : await keptAtStart;
  keptAtStart = null;
  // The bundle downloads beside the weights, not before them.
  const bundle = (async () => {
    const net = await import(new URL(netJs, here).href);
    await net.default({ module_or_path: new URL(netWasm, here) });
    return net;
  })();
  bundle.catch(() => {}); // seen below, when it is awaited
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const bytes = await download(attempt > 0 || again);
      const net = await bundle;
      reply = (await intact(bytes)) ? net.engine_load_weights(bytes) : FAILED_DAMAGED;
      if (reply === READY) {
        engine = net;
        break;
      }
      await forget();
    }
  } catch {
    reply = FAILED_DOWNLOAD;
  }
  self.postMessage(reply);
  settle();
  // Said once, when the service worker has just kept a copy (with little storage left it
  // serves the download without keeping it). It writes its copy as the bytes pass through, so
  // the copy may be complete a moment after the download (seconds on a busy device).
  if (engine !== module && !keptBefore && (await keptSoon())) self.postMessage(JSON.stringify("WeightsKept"));
}

/** Whether an offline cache of the app holds the weights. */
async function keptOffline() {
  try {
    return self.caches != null && (await caches.match(new URL(weights, here).href, { ignoreSearch: true })) != null;
  } catch {
    return false;
  }
}

/** Whether an offline cache holds the weights now or within about fifteen seconds (the
 *  service worker finishes writing its copy after the last byte has passed through). */
async function keptSoon() {
  for (let look = 0; look < 60; look++) {
    if (await keptOffline()) return true;
    await new Promise((ok) => setTimeout(ok, 250));
  }
  return false;
}

function settle() {
  settled = true;
  for (const request of waiting.splice(0)) self.postMessage(engine.engine_answer(request));
}

async function download(reload) {
  const asked = reload ? null : await early;
  early = null;
  const response = asked ?? (await fetch(new URL(weights, here), reload ? { cache: "reload" } : {}));
  if (!response.ok || !response.body) throw new Error(`weights: ${response.status}`);
  // The size the build gives counts what arrives (unpacked); a gzipped answer's length does not.
  const total = Number(weightsSize) || Number(response.headers.get("Content-Length")) || 0;
  const reader = response.body.getReader();
  const chunks = [];
  let loaded = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    // The first bytes move the bar, then every 64 KB.
    if (told === 0 || loaded - told > 65536) {
      told = loaded;
      self.postMessage(JSON.stringify({ WeightsProgress: { loaded, total: Math.max(total, loaded) } }));
    }
  }
  self.postMessage(JSON.stringify({ WeightsProgress: { loaded, total: loaded } }));
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** Whether `bytes` are the weights the build named: the file's name ends with the first 16
 *  hex digits of its SHA-256 (scripts/post-build.mjs); a name without them is not checked. */
async function intact(bytes) {
  const expected = /-([0-9a-f]{16})\.wqnn$/.exec(weights)?.[1];
  if (!expected || !self.crypto?.subtle) return true;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("") === expected;
}

/** Drops the weights from every cache of the app's service worker, so that the next fetch
 *  goes to the network. */
async function forget() {
  if (!self.caches) return;
  const key = new URL(weights, here).href;
  for (const name of await caches.keys()) {
    if (name.startsWith("weiqi-")) await (await caches.open(name)).delete(key, { ignoreSearch: true });
  }
}

// The weights are asked for at once, while the app's WebAssembly starts; `download` reads the
// answer (and asks again if the request itself failed). Whether a copy was kept is looked up
// first, before this download can add one.
let keptAtStart = weights && netJs && netWasm ? keptOffline() : null;
let early = keptAtStart && keptAtStart.then(() => fetch(new URL(weights, here))).catch(() => null);
const module = await import(new URL(js, here).href);
await module.default({ module_or_path: new URL(wasm, here) });
engine = module;
self.postMessage(engine.engine_ready());
if (weights && netJs && netWasm) await loadNetwork();
else settle();
