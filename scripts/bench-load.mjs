// Loading benchmark of the release build in dist/ (a measurement, not a test: it prints the
// figures of issue 41's table and never fails on them). Headless Chromium (playwright-core,
// /usr/bin/chromium) on a slow phone: 360×740, the CPU four times slower (DevTools'
// Emulation.setCPUThrottlingRate), and the "Fast 3G" link of the DevTools (1.6 Mbit/s down
// and 750 kbit/s up, each × 0.9 as the DevTools apply them, 150 ms latency) over the whole
// connection: the page, its service worker and the engine's worker share one throttled link.
// DevTools' own network emulation, set on the page, does not reach the service worker or the
// page's workers (measured: the 1.9 MB weights came in 0.6 s), so this script's server applies
// those figures itself to every answer: 150 ms before each answer starts, and one pipe of
// 1.44 Mbit/s shared by the answers in flight. Files are served gzipped, as static hosts serve
// them, with `cache-control: no-cache` and an `etag` (a copy the browser holds is answered
// "304 Not Modified").
//
// Rows (times from the start of the page's navigation):
//   - app usable, first visit and return visit, home (#/) and lesson 1 (#/learn/1): the app has
//     drawn its page and a tap on a link (home: the "Learn" card; lesson: the brand, back
//     home), made as soon as it has, has drawn the page it names;
//   - bytes before the first interaction (gzip, every answer sent before the app was usable);
//   - the first visit's bytes (everything for offline use, until the service worker has kept
//     the build and the link is quiet) and the bytes downloaded twice (a file sent again);
//   - a tap before the app has started (the first paint's "Learn" at 1.5 s): what the page
//     shows, and which page the app opens when it starts;
//   - the computer's first reply after the learner's first move, on a first visit, the Play
//     page (a ready-made game, #/play?game=first) opened 20 s before; and the weights'
//     progress bar: when it appears, first moves and ends, with and without the service worker.
// Usage: node scripts/bench-load.mjs [dist] [runs]      (after trunk build --release --offline;
//        runs of each visit, 3 if not given; BENCH_ONLY=visits, tap or play for one part;
//        BENCH_LOCALE=zh-CN or ko-KR for a visitor in that language)
import { createServer } from "node:http";
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
const DIST = resolve(process.argv[2] ?? join(ROOT, "dist"));
const RUNS = Number(process.argv[3] ?? 3);
// BENCH_ONLY=visits|tap|play runs one part.
const ONLY = process.env.BENCH_ONLY ?? "";
// BENCH_LOCALE=zh-CN (or ko-KR) visits as a browser in that language: the app then fetches
// that language's words before it starts.
const LOCALE = process.env.BENCH_LOCALE;

const DOWN = (1.6e6 / 8) * 0.9; // bytes a second
const LATENCY = 150; // ms
const CPU = 4;
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".json": "application/json", ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** The throttled static server: `log` holds every answer with a body as { path, bytes, first,
 *  end } (the times of its first and last bytes). */
async function serve(dir) {
  await stat(join(dir, "index.html"));
  const log = [];
  const flowing = new Set();
  let last = Date.now();
  const pump = setInterval(() => {
    const now = Date.now();
    let budget = (DOWN * (now - last)) / 1000;
    last = now;
    while (budget >= 1 && flowing.size) {
      const share = Math.max(1, Math.floor(budget / flowing.size));
      for (const flow of [...flowing]) {
        const n = Math.min(share, flow.body.length - flow.at);
        flow.first ??= Date.now();
        flow.res.write(flow.body.subarray(flow.at, flow.at + n));
        flow.at += n;
        budget -= n;
        if (flow.at >= flow.body.length) {
          flowing.delete(flow);
          flow.res.end();
          log.push({ path: flow.path, bytes: flow.body.length, first: flow.first, end: Date.now() });
        }
      }
    }
  }, 5);
  const server = createServer(async (req, res) => {
    await new Promise((ok) => setTimeout(ok, LATENCY));
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(dir, path));
      if (file !== dir && !file.startsWith(dir + sep)) return res.writeHead(403).end();
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 20)}-gz"`;
      const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache", etag, vary: "accept-encoding" };
      if ((req.headers["if-none-match"] ?? "").split(/\s*,\s*/).includes(etag)) return res.writeHead(304, headers).end();
      if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && extname(file) !== ".png") {
        body = gzipSync(body, { level: 6 });
        headers["content-encoding"] = "gzip";
      }
      res.writeHead(200, { ...headers, "content-length": body.length });
      flowing.add({ res, body, at: 0, path: path === "/" ? "/index.html" : path });
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    log,
    busy: () => flowing.size > 0,
    close: () => { clearInterval(pump); return new Promise((ok) => server.close(ok)); },
  };
}

/** Page-side records, from the very start of each navigation: when the app has drawn its page,
 *  the tap made then (when `tap`) and its answer, and the weights' progress bar. */
const INIT = (tap) => {
  const b = (window.__load = { mount: null, answer: null, bar: null, moved: null, barGone: null });
  const look = () => {
    const h1 = document.querySelector("main h1");
    if (b.mount === null && !document.getElementById("first-paint") && h1) {
      b.mount = performance.now();
      const before = h1.textContent;
      const target = tap && document.querySelector(location.hash.startsWith("#/learn") ? "a.brand" : 'main a.card__link[href="#/learn"]');
      if (target) {
        setTimeout(() => target.click(), 0);
        const answered = () => {
          const now = document.querySelector("main h1");
          if (now && now.textContent !== before) b.answer = performance.now();
          else requestAnimationFrame(answered);
        };
        requestAnimationFrame(answered);
      }
    }
    const bar = document.querySelector(".play__network progress");
    if (bar && b.bar === null) b.bar = performance.now();
    if (bar && b.moved === null && Number(bar.getAttribute("value")) > 0) b.moved = performance.now();
    if (!bar && b.bar !== null && b.barGone === null) b.barGone = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["value"] });
};

const s = (ms) => (ms == null ? "—" : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
});

/** A fresh phone (new profile: no HTTP cache, no service worker), its CPU slowed down. */
async function phone(options = {}) {
  const context = await browser.newContext({ ...PHONE, ...(LOCALE ? { locale: LOCALE } : {}), ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  return { context, page };
}

/** Waits until the service worker controls the page and the link has been quiet for 2 s. */
async function quiet(page, server) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 120_000 });
  for (let still = 0; still < 20; ) {
    await new Promise((ok) => setTimeout(ok, 100));
    still = server.busy() ? 0 : still + 1;
  }
}

/** A first visit to `hash` then a return visit, with the tap made as soon as the app has
 *  drawn its page. */
async function visits(hash) {
  const server = await serve(DIST);
  const { context, page } = await phone();
  try {
    await page.addInitScript(INIT, true);
    const started = Date.now();
    await page.goto(server.url + "/" + hash, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__load?.answer != null, null, { timeout: 120_000 });
    const first = await page.evaluate(() => ({ ...window.__load, origin: performance.timeOrigin }));
    const usableAt = first.origin + first.answer;
    const before = server.log.filter((entry) => entry.end <= usableAt).reduce((sum, e) => sum + e.bytes, 0);
    await quiet(page, server);
    const seen = new Map();
    let total = 0;
    let twice = 0;
    const again = [];
    for (const { path, bytes } of server.log) {
      total += bytes;
      if (seen.has(path)) { twice += bytes; again.push(path); }
      seen.set(path, true);
    }
    await page.goto("about:blank");
    await page.goto(server.url + "/" + hash, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__load?.answer != null, null, { timeout: 120_000 });
    const back = await page.evaluate(() => window.__load);
    return { first, back, before, total, twice, again, started };
  } finally {
    await context.close();
    await server.close();
  }
}

/** The first paint's "Learn" tapped at 1.5 s, before the app has started. */
async function tapBeforeMount() {
  const server = await serve(DIST);
  const { context, page } = await phone();
  try {
    await page.addInitScript(INIT, false);
    await page.goto(server.url + "/#/", { waitUntil: "commit" });
    await page.waitForFunction(() => performance.now() >= 1500 && document.getElementById("first-paint"), null, { timeout: 60_000, polling: 20 });
    if (await page.evaluate(() => window.__load.mount != null)) return "the app had started before 1.5 s";
    const at = await page.evaluate(() => performance.now());
    await page.locator('#first-paint > [data-locale="en"] a.card__link[href="#/learn"]').tap();
    const said = await page
      .waitForFunction(() => {
        const line = document.querySelector('#first-paint > [data-locale="en"] .starting');
        return line && line.textContent ? [line.textContent, performance.now()] : null;
      }, null, { timeout: 2_000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
    await page.waitForFunction(() => window.__load.mount != null, null, { timeout: 120_000 });
    const { mount, heading, hash } = await page.evaluate(() => ({
      mount: window.__load.mount,
      heading: document.querySelector("main h1")?.textContent,
      hash: location.hash,
    }));
    return `tap on "Learn" at ${s(at)}: ${said ? `"${said[0]}" shown at ${s(said[1])}` : "no sign"}; ` +
      `the app started at ${s(mount)} on ${hash} ("${heading}")`;
  } finally {
    await context.close();
    await server.close();
  }
}

/** The Play page on a first visit; the learner's first move 20 s after it opened, and the
 *  computer's reply; the weights' progress bar meanwhile. */
async function play(serviceWorkers) {
  const server = await serve(DIST);
  // No touch: one click places a stone.
  const { context, page } = await phone({ hasTouch: false, isMobile: false, serviceWorkers });
  try {
    await page.addInitScript(INIT, false);
    await page.goto(server.url + "/#/play?game=first", { waitUntil: "commit" });
    await page.waitForFunction(() => window.__load?.mount != null && document.querySelector('[data-point="E5"]'), null, { timeout: 120_000 });
    await page.waitForFunction(() => performance.now() >= 20_000, null, { timeout: 60_000, polling: 100 });
    // The first game has handicap stones, and the computer (White) has moved by now: the
    // reply is the second stone after those on the board when the learner plays, on the first
    // of these points that is empty.
    const reply = await page.evaluate(() => new Promise((ok) => {
      const stones = () => document.querySelectorAll(".goban__cells .goban__stone").length;
      const before = stones();
      let t0 = performance.now();
      const observer = new MutationObserver(() => {
        if (stones() >= before + 2) {
          observer.disconnect();
          ok(performance.now() - t0);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const points = ["E5", "D5", "E4", "F5", "E6", "C5"];
      const tryNext = () => {
        if (stones() > before || !points.length) return;
        t0 = performance.now();
        document.querySelector(`[data-point="${points.shift()}"]`).dispatchEvent(new MouseEvent("click", { bubbles: true }));
        setTimeout(tryNext, 50);
      };
      tryNext();
    }));
    await page.waitForFunction(() => window.__load.barGone != null || window.__load.bar == null, null, { timeout: 120_000 });
    const b = await page.evaluate(() => window.__load);
    const weights = server.log.find((entry) => entry.path.endsWith(".wqnn"));
    const origin = await page.evaluate(() => performance.timeOrigin);
    return { reply, ...b, weightsFirst: weights ? weights.first - origin : null, weightsEnd: weights ? weights.end - origin : null };
  } finally {
    await context.close();
    await server.close();
  }
}

try {
  console.log(`build: ${DIST}; ${RUNS} run(s) of each visit; Fast 3G over the whole connection, CPU ${CPU}× slower, 360×740`);
  for (const [label, hash] of ONLY && ONLY !== "visits" ? [] : [["home", "#/"], ["lesson 1", "#/learn/1"]]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visits(hash));
    for (const r of runs) {
      console.log(`  ${label} run: first visit drawn ${s(r.first.mount)}, tap answered ${s(r.first.answer)}; ` +
        `return visit drawn ${s(r.back.mount)}, tap answered ${s(r.back.answer)}; bytes before the first interaction ${kb(r.before)}; ` +
        `first visit ${kb(r.total)}, twice ${kb(r.twice)}${r.again.length ? ` (${[...new Set(r.again)].join(" ")})` : ""}`);
    }
    console.log(`app usable, first visit, ${label} (${hash}): ${s(median(runs.map((r) => r.first.answer)))} (median; drawn ${s(median(runs.map((r) => r.first.mount)))})`);
    console.log(`app usable, return visit, ${label}: ${s(median(runs.map((r) => r.back.answer)))} (median; drawn ${s(median(runs.map((r) => r.back.mount)))})`);
    console.log(`bytes before the first interaction, ${label}: ${kb(median(runs.map((r) => r.before)))} gzip`);
    console.log(`first visit, everything for offline, ${label}: ${kb(median(runs.map((r) => r.total)))} gzip; downloaded twice: ${kb(median(runs.map((r) => r.twice)))}`);
  }
  if (!ONLY || ONLY === "tap") console.log(`a tap before the app has started: ${await tapBeforeMount()}`);
  for (const worker of !ONLY || ONLY === "play" ? ["allow", "block"] : []) {
    const p = await play(worker);
    const label = worker === "allow" ? "with the service worker" : "without the service worker";
    if (worker === "allow") console.log(`computer's first reply after the learner's first move (first visit, Play opened 20 s before): ${s(p.reply)}`);
    else console.log(`  (without the service worker: ${s(p.reply)})`);
    console.log(`weights' progress bar, ${label}: shown ${s(p.bar)}, first moved ${s(p.moved)}, gone ${s(p.barGone)}` +
      ` (the weights' first byte sent at ${s(p.weightsFirst)}, their last at ${s(p.weightsEnd)})`);
  }
} finally {
  await browser.close();
}
