#!/usr/bin/env node
// Trunk post-build hook (see Trunk.toml): runs on every build, `trunk build` and `trunk serve`.
//
// 1. Checks the built index.html: a Content-Security-Policy meta tag, and no inline script
//    (the policy forbids them, so one would silently not run).
// 2. Joins the stylesheets into one file, named by its content, minifies the scripts, and
//    gives the app's WebAssembly imports short names (their integrity hashes in index.html
//    follow). The network's weights are renamed <name>-<first 16 hex digits of their SHA-256>.wqnn.
// 3. Writes each other locale's words (scripts/locales.mjs) as locales/<tag>-<hash>.json and
//    lists them in <meta name="weiqi-locales">; the app downloads only the learner's language.
//    Each language's app name and manifest go in <meta name="weiqi-names">. The generated
//    practice problems and the counting trainer's positions go in data/, named in
//    <meta name="weiqi-problems"> and <meta name="weiqi-counting">.
// 4. Puts the first paint into index.html: the frame and home page as the app renders them
//    in each language (scripts/prerender.mjs), so text shows in the visitor's language before
//    the WebAssembly has loaded.
// 5. Writes sw.js: the service worker template static/sw.js with this build's file list and a
//    cache name made from a hash of every file, so each build gets a cache of its own; the
//    locale files and the network's weights are cached when first used, not at install.
//
// Trunk sets TRUNK_STAGING_DIR (the build being assembled) and TRUNK_SOURCE_DIR. By hand:
//   node scripts/post-build.mjs dist
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { minify } from "terser";
import { renderFirstPaints, withFirstPaint } from "./prerender.mjs";
import { writeLocaleBundles } from "./locales.mjs";
import { shortenImports } from "./short-imports.mjs";

const stage = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!stage) {
  console.error("post-build: no build directory (TRUNK_STAGING_DIR or an argument)");
  process.exit(2);
}

const WORKER = "sw.js";
const fail = (message) => {
  console.error(`post-build: ${message}`);
  process.exit(1);
};

// 1. The page's script policy.
const html = await readFile(join(stage, "index.html"), "utf8");
if (!/<meta[^>]+http-equiv=["']?Content-Security-Policy/i.test(html)) {
  fail("index.html has no Content-Security-Policy meta tag");
}
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  if (!/\ssrc=/i.test(tag)) fail(`index.html has an inline script, which the policy blocks: ${tag}`);
}
if (/\son[a-z]+=/i.test(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""))) {
  fail("index.html has an inline event handler attribute, which the policy blocks");
}

if (!html.includes("</head>")) fail("index.html has no </head>");
let built = html;

// 2. One stylesheet: the style/ files, in the page's order, in one file named by its content.
//    A browser paints the first text about 90 ms sooner on loopback than with eight files
//    (measured with scripts/bench-browser), and the file compresses a little better.
const sheetTag = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/g;
const sheets = [];
for (const tag of built.match(sheetTag) ?? []) {
  const href = /\bhref="?\.?\/?([^"\s>]+\.css)"?/.exec(tag)?.[1];
  if (!href) fail(`a stylesheet without an address: ${tag}`);
  sheets.push(href);
}
if (sheets.length) {
  const css = (await Promise.all(sheets.map((name) => readFile(join(stage, name), "utf8")))).join("\n");
  const name = `style-${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
  const integrity = `sha384-${createHash("sha384").update(css).digest("base64")}`;
  await writeFile(join(stage, name), css);
  await Promise.all(sheets.map((sheet) => rm(join(stage, sheet))));
  let first = true;
  built = built.replace(sheetTag, () => {
    if (!first) return "";
    first = false;
    return `<link href="./${name}" integrity="${integrity}" rel="stylesheet">`;
  });
  await writeFile(join(stage, "index.html"), built);
  console.log(`post-build: ${sheets.length} stylesheets in ${name}`);
}

// 2b. The scripts minified: the wasm-bindgen glue and the start-up scripts are written to be
//     read. About 4 KB less of every first visit, gzip. Classic scripts (theme-init.js, the
//     service worker) are not modules.
const sri = (text) => `sha384-${createHash("sha384").update(text).digest("base64")}`;
async function minifyScript(name) {
  const path = join(stage, name);
  const code = await readFile(path, "utf8");
  const module = !name.startsWith("theme-init") && name !== WORKER;
  const { code: small } = await minify(code, { module, compress: true, mangle: true });
  if (!small) fail(`${name} could not be minified`);
  await writeFile(path, small);
  // The page names some scripts with their hash: the new one replaces it.
  built = built.replaceAll(sri(code), sri(small));
}
for (const name of (await readdir(stage)).filter((n) => n.endsWith(".js"))) {
  await minifyScript(name);
}
await writeFile(join(stage, "index.html"), built);
console.log("post-build: scripts minified");

// 2b. The network's weights, named by their content like every other file: the engine's worker
//     (static/engine.js) checks their SHA-256 against the name before it uses them. The name
//     rides in the address of the start script, beside the app's own files, with the file's
//     size (the worker's progress counts the bytes as they arrive, unpacked, while a gzipped
//     answer's length is the packed size).
for (const name of await readdir(stage)) {
  const stem = /^(.+)\.wqnn$/.exec(name)?.[1];
  if (!stem || /-[0-9a-f]{16}$/.test(stem)) continue;
  const bytes = await readFile(join(stage, name));
  const digest = createHash("sha256").update(bytes).digest("hex");
  const hashed = `${stem}-${digest.slice(0, 16)}.wqnn`;
  await rename(join(stage, name), join(stage, hashed));
  if (!/boot\.js\?/.test(built)) fail("index.html has no boot.js?… script to name the weights in");
  built = built.replace(/boot\.js\?/, `boot.js?weights=${hashed}&amp;weights-size=${bytes.length}&amp;`);
  await writeFile(join(stage, "index.html"), built);
  console.log(`post-build: weights named ${hashed}`);
}

// 2c. Short names for the app's imports from its wasm-bindgen script (scripts/short-imports.mjs:
//     9.5 KB gzip less of every first visit), in the module and the script; their integrity
//     hashes in index.html follow. The network's bundle keeps its names.
for (const wasmName of (await readdir(stage)).filter((n) => /^weiqi-[0-9a-f]+_bg\.wasm$/.test(n))) {
  const scriptName = wasmName.replace(/_bg\.wasm$/, ".js");
  const [wasm, script] = [await readFile(join(stage, wasmName)), await readFile(join(stage, scriptName), "utf8")];
  let short;
  try {
    short = shortenImports(wasm, script);
  } catch (error) {
    fail(`${wasmName}: cannot shorten its imports (${error.message})`);
  }
  await writeFile(join(stage, wasmName), short.wasm);
  await writeFile(join(stage, scriptName), short.script);
  built = built.replaceAll(sri(wasm), sri(short.wasm)).replaceAll(sri(script), sri(short.script));
  console.log(`post-build: ${short.count} imports of ${wasmName} named short`);
}
await writeFile(join(stage, "index.html"), built);

// 3. The other locales' words (before the first paint, which is drawn in each language).
const locales = await writeLocaleBundles(source, stage);
const localeMeta = `<meta name="weiqi-locales" content="${JSON.stringify(locales).replaceAll('"', "&quot;")}">`;
built = built.replace(/<meta name="?weiqi-locales"?[^>]*>/, "").replace("</head>", `${localeMeta}</head>`);
await writeFile(join(stage, "index.html"), built);
console.log(`post-build: locales ${Object.keys(locales).join(", ") || "(none)"}`);

// 3a. Data outside the app's first load, each file named by its content and listed in a meta
//     tag: the generated practice problems (<meta name="weiqi-problems">) and the counting
//     trainer's hand-made positions, the files of content/counting/ one after the other
//     (<meta name="weiqi-counting">). The pages fetch them when they first open
//     (src/downloads.rs); the service worker keeps them with the other files for offline use.
const dataFiles = [
  { meta: "weiqi-problems", name: "problems", sources: [join("problems", "generated.txt")] },
  {
    meta: "weiqi-counting",
    name: "counting",
    sources: (await readdir(join(source, "content", "counting"))).filter((f) => f.endsWith(".txt")).sort().map((f) => join("counting", f)),
  },
];
for (const { meta, name, sources } of dataFiles) {
  const texts = await Promise.all(sources.map((path) => readFile(join(source, "content", path), "utf8")));
  const text = texts.map((t) => (t.endsWith("\n") ? t : t + "\n")).join("\n");
  const file = `data/${name}-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.txt`;
  await mkdir(join(stage, "data"), { recursive: true });
  await writeFile(join(stage, file), text);
  built = built.replace(new RegExp(`<meta name="?${meta}"?[^>]*>`), "").replace("</head>", `<meta name="${meta}" content="${file}"></head>`);
  await writeFile(join(stage, "index.html"), built);
  console.log(`post-build: ${name} as ${file}`);
}

// 3b. Each language's app name (the catalog's shell-brand) and manifest, for static/theme-init.js
//     to name the tab and the installed app in the visitor's language before the app starts
//     (the app then keeps both in step: src/language.rs, src/components/page_title.rs), and
//     another language's words file, which theme-init.js asks for at once, beside the app's
//     WebAssembly, instead of after it has started. Put before the script, which reads it as
//     the page is parsed.
const named = {};
for (const tag of ["en", ...Object.keys(locales)]) {
  const catalog = await readFile(join(source, "content", tag, "messages.ftl"), "utf8");
  const name = /^shell-brand = (.+)$/m.exec(catalog)?.[1]?.trim();
  if (!name) fail(`content/${tag}/messages.ftl has no shell-brand`);
  const manifest = tag === "en" ? "manifest.webmanifest" : `manifest-${tag}.webmanifest`;
  if (!(await readdir(stage)).includes(manifest)) fail(`no ${manifest} in the build (index.html copies it)`);
  named[tag] = tag === "en" ? { name, manifest } : { name, manifest, words: locales[tag] };
}
const namesMeta = `<meta name="weiqi-names" content="${JSON.stringify(named).replaceAll("&", "&amp;").replaceAll('"', "&quot;")}">`;
built = built.replace(/<meta name="?weiqi-names"?[^>]*>/, "");
if (!/<\/title>/.test(built)) fail("index.html has no <title>");
built = built.replace(/<\/title>/, (end) => `${end}${namesMeta}`);
await writeFile(join(stage, "index.html"), built);

// 3c. The app's script and WebAssembly are asked for first, at high priority: Trunk writes
//     their preload links after the page's scripts, where Chromium asked for the WebAssembly
//     only once those had come (on a slow link over HTTP/1.1 its first byte came 0.3–0.5 s
//     later: scripts/bench-load.mjs).
const csp = /<meta[^>]+http-equiv=["']?Content-Security-Policy[^>]*>/i.exec(built);
const preloads = built.match(/<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/g) ?? [];
if (!preloads.some((tag) => tag.includes("_bg.wasm"))) fail("index.html has no preload link for the app's WebAssembly");
for (const tag of preloads) built = built.replace(tag, "");
const early = preloads.map((tag) => tag.replace(/^<link\b/, '<link fetchpriority="high"')).join("");
built = built.replace(csp[0], `${csp[0]}${early}`);
await writeFile(join(stage, "index.html"), built);

// 4. The first paint, one copy per language. Without a browser (a machine set up only to
//    serve) the page still works; it shows its text when the app has started.
try {
  built = withFirstPaint(built, await renderFirstPaints(stage, ["en", ...Object.keys(locales)]));
  await writeFile(join(stage, "index.html"), built);
  console.log(`post-build: first paint in index.html (${built.length} bytes)`);
} catch (error) {
  if (process.env.WEIQI_REQUIRE_FIRST_PAINT) fail(`no first paint: ${error.message}`);
  console.warn(`post-build: no first paint in index.html (${error.message.split("\n")[0]})`);
}

// 5. Every file of the build, in a stable order.
async function list(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await list(path)));
    else out.push(path);
  }
  return out;
}
const files = (await list(stage))
  .map((path) => relative(stage, path).split(sep).join("/"))
  .filter((name) => name !== WORKER && !name.split("/").some((part) => part.startsWith(".")))
  .sort();

const hash = createHash("sha256");
for (const name of files) {
  hash.update(name).update("\0").update(await readFile(join(stage, name))).update("\0");
}
const cacheName = `weiqi-${hash.digest("hex").slice(0, 16)}`;

const template = await readFile(join(source, "static", WORKER), "utf8");
if (!template.includes("__WEIQI_CACHE_NAME__") || !template.includes("__WEIQI_FILES__")) {
  fail(`static/${WORKER} lacks its placeholders`);
}
// Kept when first used, not at install: each locale's words, and the network (its weights and
// its worker bundle, which the engine's worker fetches when a game against the computer first
// needs them).
const onDemand = [...Object.values(locales), ...files.filter((f) => f.endsWith(".wqnn") || f.startsWith("weiqi-network"))];
if (!template.includes("__WEIQI_ON_DEMAND__")) fail(`static/${WORKER} lacks its placeholders`);
const worker = template
  .replace("__WEIQI_CACHE_NAME__", cacheName)
  .replace("__WEIQI_FILES__", JSON.stringify(files.filter((f) => !onDemand.includes(f))))
  .replace("__WEIQI_ON_DEMAND__", JSON.stringify(onDemand));
await writeFile(join(stage, WORKER), worker);
await minifyScript(WORKER);
console.log(`post-build: ${WORKER} caches ${files.length} files as ${cacheName}`);
