// Starts the app: imports the wasm-bindgen module and runs its WebAssembly. The build names
// both files in the address of this script's <script> element (boot.js?js=…&wasm=…, see
// pattern_script in Trunk.toml), so the page needs no inline script and its
// Content-Security-Policy forbids them. (The element's address, not import.meta.url: a
// service worker may answer with a cached response whose address has no query.)
const element = document.querySelector('script[type="module"][src*="boot.js?"]');
const here = new URL(element ? element.src : import.meta.url, document.baseURI);
const js = here.searchParams.get("js");
const wasm = here.searchParams.get("wasm");

const appWasm = fetch(new URL(wasm, here)); // downloads while the script is imported
const { default: init } = await import(new URL(js, here).href);
await init({ module_or_path: appWasm });
