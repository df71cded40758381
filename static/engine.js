// Starts the computer opponent's Web Worker: imports the app's own wasm-bindgen module, named
// in the worker's name ("<js> <wasm>", given by the page; not the address's query, which a
// service worker's cached answer drops), runs its WebAssembly (whose start finds no window
// and shows nothing, src/main.rs), then answers each message from the page with
// engine_answer. Messages that arrive while it starts wait their turn. A module that fails
// to load throws, which the page sees as the worker's error event.
const here = new URL(self.location.href);
const [js, wasm] = self.name.split(" ");
const waiting = [];
let engine = null;
self.onmessage = (event) => {
  if (engine) self.postMessage(engine.engine_answer(event.data));
  else waiting.push(event.data);
};
const module = await import(new URL(js, here).href);
await module.default({ module_or_path: new URL(wasm, here) });
engine = module;
self.postMessage(engine.engine_ready());
for (const request of waiting.splice(0)) self.postMessage(engine.engine_answer(request));
