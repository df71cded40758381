// Short names for what the app's WebAssembly imports from its wasm-bindgen script.
//
// wasm-bindgen names each function the module imports from the script after the Rust binding
// and a 16-digit hash (`__wbg_lastChild_d03af7c29f69e2ad`), and writes every name twice: in the
// module's import section and as a key of the script's import object. About 280 such names are
// random-looking digits to a compressor: 9.5 KB gzip of every first visit. This gives each
// import a short name (`a`, `b`, … `aa`, …), and the module they come from (`./weiqi_bg.js`)
// the name `w`, in both files; the code is not touched.
//
// shortenImports(wasmBytes, scriptText) -> { wasm, script, count }; throws when the two do not
// match (an import the script does not define exactly once), leaving the caller's files as
// they were.

const readLeb = (bytes, at) => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
};

const leb = (value) => {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
};

const utf8 = new TextEncoder();
const text = new TextDecoder();
const name = (string) => [...leb(utf8.encode(string).length), ...utf8.encode(string)];

// `a` … `z`, `A` … `Z`, then `aa`, `ab`, …: never a word of the script's own (the names are
// only ever object keys there).
const shortName = (index) => {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let out = "";
  for (let i = index; ; i = Math.floor(i / letters.length) - 1) {
    out = letters[i % letters.length] + out;
    if (i < letters.length) return out;
  }
};

const escape = (string) => string.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function shortenImports(wasm, script) {
  if (text.decode(wasm.subarray(0, 4)) !== "\0asm") throw new Error("not a WebAssembly module");
  const out = [wasm.subarray(0, 8)]; // the parts of the new module, in order
  const renamed = new Map();
  const modules = new Set();
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, bodyAt] = readLeb(wasm, at + 1);
    const end = bodyAt + size;
    if (id !== 2) {
      out.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    // The import section: (module, name, kind, description) for each import.
    let [count, p] = readLeb(wasm, bodyAt);
    const body = [...leb(count)];
    while (count--) {
      let length;
      [length, p] = readLeb(wasm, p);
      const module = text.decode(wasm.subarray(p, p + length));
      p += length;
      [length, p] = readLeb(wasm, p);
      const field = text.decode(wasm.subarray(p, p + length));
      p += length;
      const descriptionAt = p;
      const kind = wasm[p++];
      if (kind === 0) [, p] = readLeb(wasm, p); // a function: its type
      else if (kind === 1) { p++; let flags; [flags, p] = readLeb(wasm, p); [, p] = readLeb(wasm, p); if (flags & 1) [, p] = readLeb(wasm, p); } // a table
      else if (kind === 2) { let flags; [flags, p] = readLeb(wasm, p); [, p] = readLeb(wasm, p); if (flags & 1) [, p] = readLeb(wasm, p); } // a memory
      else if (kind === 3) p += 2; // a global
      else throw new Error(`an import of kind ${kind}`);
      let short = field;
      if (module.endsWith("_bg.js")) {
        modules.add(module);
        if (!renamed.has(field)) renamed.set(field, shortName(renamed.size));
        short = renamed.get(field);
      }
      body.push(...name(module.endsWith("_bg.js") ? "w" : module), ...name(short), ...wasm.subarray(descriptionAt, p));
    }
    if (p !== end) throw new Error("the import section does not end where it says");
    out.push(Uint8Array.from([2, ...leb(body.length), ...body]));
    at = end;
  }
  if (modules.size !== 1) throw new Error(`imports from ${modules.size} scripts, expected one`);
  const [module] = modules;
  let small = script;
  const replaceOnce = (pattern, by, what) => {
    const found = small.match(new RegExp(pattern, "g"))?.length ?? 0;
    if (found !== 1) throw new Error(`${what} is in the script ${found} times, expected once`);
    small = small.replace(new RegExp(pattern), by);
  };
  for (const [field, short] of renamed) {
    replaceOnce(`(?<![\\w$])(["']?)${escape(field)}\\1:`, `${short}:`, field);
  }
  replaceOnce(`(["'])${escape(module)}\\1:`, "w:", module);
  const module_ = new Uint8Array(out.reduce((sum, part) => sum + part.length, 0));
  out.reduce((offset, part) => (module_.set(part, offset), offset + part.length), 0);
  return { wasm: module_, script: small, count: renamed.size };
}
