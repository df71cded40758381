// Starts the app: imports the wasm-bindgen module and runs its WebAssembly. The build names
// both files in the address of this script's <script> element (boot.js?js=…&wasm=…, see
// pattern_script in Trunk.toml), so the page needs no inline script and its
// Content-Security-Policy forbids them. (The element's address, not import.meta.url: a
// service worker may answer with a cached response whose address has no query.)
const element = document.querySelector('script[type="module"][src*="boot.js?"]');
const here = new URL(element ? element.src : import.meta.url, document.baseURI);
const js = here.searchParams.get("js");
const wasm = here.searchParams.get("wasm");

// The app's sections (src/sections.rs) are bundles of their own, listed by the build in
// <meta name="weiqi-sections">; the shell asks for one with weiqiSection(name) when the
// learner first opens it, and gets the initialised module (with mount/unmount).
const sections = JSON.parse(
  document.querySelector('meta[name="weiqi-sections"]')?.getAttribute("content") || "{}",
);
const loading = new Map();
window.weiqiSection = (name) => {
  if (!loading.has(name)) {
    const files = sections[name];
    if (!files) return Promise.reject(new Error(`no section called ${name}`));
    const load = (async () => {
      // The WebAssembly download starts now, alongside the script's, not after it.
      const wasmResponse = fetch(new URL(files.wasm, here));
      const module = await import(new URL(files.js, here).href);
      await module.default({ module_or_path: wasmResponse });
      return module;
    })();
    // A failed load (offline before the section was ever kept) may be tried again.
    loading.set(name, load.catch((error) => {
      loading.delete(name);
      throw error;
    }));
  }
  return loading.get(name);
};

// Opened at a section's address (a bookmark, a reload): fetch and compile that section while
// the shell starts, instead of after it. The prefixes follow Section::of in src/sections.rs.
const SECTION_PREFIXES = [["#/play", "play"], ["#/data", "play"], ["#/learn", "learn"], ["#/glossary", "learn"], ["#/count", "count"], ["#/practice", "practice"]];
const opening = SECTION_PREFIXES.find(([prefix]) => location.hash.startsWith(prefix));
if (opening) window.weiqiSection(opening[1]).catch(() => {}); // the shell reports failures

const shellWasm = fetch(new URL(wasm, here)); // downloads while the script is imported
const { default: init } = await import(new URL(js, here).href);
await init({ module_or_path: shellWasm });
