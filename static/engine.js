// Starts the computer opponent's Web Worker (src/bin/weiqi-engine.rs): imports the engine's
// wasm-bindgen module named in this script's address (engine.js?js=…&wasm=…, given by the
// page from <meta name="weiqi-sections">), runs its WebAssembly, then answers each message
// from the page. Messages that arrive while it starts wait their turn. A module that fails to
// load throws, which the page sees as the worker's error event.
const here = new URL(self.location.href);
const waiting = [];
let engine = null;
self.onmessage = (event) => {
  if (engine) self.postMessage(engine.answer(event.data));
  else waiting.push(event.data);
};
const module = await import(new URL(here.searchParams.get("js"), here).href);
await module.default({ module_or_path: new URL(here.searchParams.get("wasm"), here) });
engine = module;
self.postMessage(engine.ready());
for (const request of waiting.splice(0)) self.postMessage(engine.answer(request));
