// Starts the computer opponent's Web Worker: imports the app's own wasm-bindgen module, named
// in the worker's name ("<js> <wasm> <weights>", given by the page; not the address's query,
// which a service worker's cached answer drops), runs its WebAssembly (whose start finds no
// window and shows nothing, src/main.rs), then fetches the network's weights (telling the page
// how far it has got) and hands them to the engine. Requests that arrive before the weights are
// settled wait their turn; if the weights cannot be had, the engine plays without them and the
// page may send "retry-weights". A module that fails to load throws, which the page sees as
// the worker's error event.
const here = new URL(self.location.href);
const [js, wasm, weights] = self.name.split(" ");
const waiting = [];
let engine = null;
let settled = false;

self.onmessage = (event) => {
  if (event.data === "retry-weights") {
    if (engine && settled) loadWeights({ again: true });
    return;
  }
  if (engine && settled) self.postMessage(engine.engine_answer(event.data));
  else waiting.push(event.data);
};

/** Fetches the weights with progress messages, hands them to the engine, and answers the
 *  requests that waited. A damaged file is dropped from the offline cache and fetched once
 *  more. */
async function loadWeights({ again = false } = {}) {
  settled = false;
  let reply = { WeightsFailed: { problem: "Download" } };
  for (let attempt = 0; attempt < 2; attempt++) {
    let bytes;
    try {
      bytes = await download(attempt > 0 || again);
    } catch {
      reply = { WeightsFailed: { problem: "Download" } };
      break;
    }
    reply = engine.engine_load_weights(bytes);
    if (reply === "WeightsReady") break;
    await forget();
  }
  self.postMessage(reply);
  settled = true;
  for (const request of waiting.splice(0)) self.postMessage(engine.engine_answer(request));
}

async function download(reload) {
  const response = await fetch(new URL(weights, here), reload ? { cache: "reload" } : {});
  if (!response.ok || !response.body) throw new Error(`weights: ${response.status}`);
  const total = Number(response.headers.get("Content-Length")) || 0;
  const reader = response.body.getReader();
  const chunks = [];
  let loaded = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    if (loaded - told > 65536) {
      told = loaded;
      self.postMessage({ WeightsProgress: { loaded, total: Math.max(total, loaded) } });
    }
  }
  self.postMessage({ WeightsProgress: { loaded, total: loaded } });
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
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

const module = await import(new URL(js, here).href);
await module.default({ module_or_path: new URL(wasm, here) });
engine = module;
self.postMessage(engine.engine_ready());
if (weights) await loadWeights();
else {
  settled = true;
  for (const request of waiting.splice(0)) self.postMessage(engine.engine_answer(request));
}
