// Shared set-up for the end-to-end tests: a tiny static server for dist/ on loopback, a
// headless Chromium driven by playwright-core, and small helpers for pages with a board.
// Nothing leaves the machine.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const DIST = process.env.WEIQI_DIST ?? join(ROOT, "dist");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `dir` on 127.0.0.1 at a free port. Resolves to { url, close, served }. With `gzip`,
 * answers that the browser accepts compressed are gzipped (level 6), as static hosts serve
 * them. Like static hosts, every answer may be kept by the browser but must be checked again
 * before use (`cache-control: no-cache` with an `etag` of the content): a request that names
 * the copy the browser holds (`if-none-match`) is answered "304 Not Modified", with no body.
 * `served` lists the path of every answer sent with a body (200), in order. `hold(path)` may
 * return a promise for a file: its answer then sends the first quarter of the file (at most
 * 256 KB, never compressed) and the rest once the promise is settled, as a slow link would.
 */
export async function serveStatic(dir = DIST, { gzip = false, hold = () => null } = {}) {
  const served = [];
  const root = resolve(dir);
  await stat(join(root, "index.html")); // fail early with a clear error if there is no build
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      const zipped = gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && extname(file) !== ".png";
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 20)}${zipped ? "-gz" : ""}"`;
      const headers = {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
        etag,
        vary: "accept-encoding",
      };
      if ((req.headers["if-none-match"] ?? "").split(/\s*,\s*/).includes(etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const held = hold(path);
      if (zipped && !held) {
        body = gzipSync(body, { level: 6 });
        headers["content-encoding"] = "gzip";
      }
      served.push(path);
      if (held) {
        const first = Math.min(256 * 1024, Math.floor(body.length / 4));
        res.writeHead(200, { ...headers, "content-length": body.length });
        res.write(body.subarray(0, first));
        await held;
        res.end(body.subarray(first));
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(ok)),
    served,
  };
}

/** Flags that keep Chromium quiet and working as root in a closed network. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * `WEIQI_E2E_CPU_THROTTLE=4` runs every page's CPU four times slower (Chrome DevTools'
 * `Emulation.setCPUThrottlingRate`), to find tests that only pass on a fast machine.
 */
const CPU_THROTTLE = Number(process.env.WEIQI_E2E_CPU_THROTTLE ?? "") || 0;

/**
 * How many times slower than the machine the pages run (1 unless throttled): a test that
 * holds the page to a time budget (not a wait) scales the budget by it.
 */
export const CPU_SLOWDOWN = Math.max(1, CPU_THROTTLE);

/** Slows `page` down by `CPU_THROTTLE` (once per page; the session lives as long as it). */
const throttled = new WeakMap();
function throttle(context, page) {
  if (!throttled.has(page)) {
    throttled.set(
      page,
      context.newCDPSession(page).then((cdp) => cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE })),
    );
  }
  return throttled.get(page);
}

/**
 * Starts headless Chromium (a fresh temporary profile each time: `chromium.launch` makes a
 * new one and deletes it on close, so test files running side by side never share one).
 * With `WEIQI_E2E_CPU_THROTTLE`, every page of every context it makes is throttled before
 * `newPage` returns it (pages it opens itself, as soon as they appear).
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  if (CPU_THROTTLE > 1) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...options) => {
      const context = await newContext(...options);
      context.on("page", (page) => throttle(context, page).catch(() => {}));
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        await throttle(context, page);
        return page;
      };
      return context;
    };
  }
  return browser;
}

/**
 * Waits until the page has drawn two more frames: what a click or a key press set off in the
 * app (Yew renders in a task after the event) is on screen by then. Not for pages whose
 * clock the test has installed (`page.clock` holds animation frames back too).
 */
export const painted = (page) =>
  page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));

/**
 * Waits until the page has stopped moving: the scroll position (and the box of `selector`,
 * if given) the same over `frames` frames in a row, as after a smooth scroll has ended.
 * Gives up after `timeoutMs` and lets the caller's assertions say what they see.
 */
export async function settled(page, selector = null, { frames = 5, timeoutMs = 10_000 } = {}) {
  await page.evaluate(
    ({ selector, frames, timeoutMs }) =>
      new Promise((ok) => {
        const end = performance.now() + timeoutMs;
        const look = () => {
          const box = selector ? document.querySelector(selector)?.getBoundingClientRect() : null;
          return [scrollX, scrollY, box?.top, box?.left, box?.width, box?.height].join(" ");
        };
        let last = look();
        let same = 0;
        const frame = () => {
          const now = look();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= frames || performance.now() > end) ok();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { selector, frames, timeoutMs },
  );
}

/**
 * Opens a page in a new browser context and records everything that should never happen:
 * uncaught errors, console errors, and requests to anything but the app's own server.
 */
export async function openPage(browser, baseUrl, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl + "/") && !url.startsWith("data:")) {
      problems.push(`request outside the app: ${url}`);
    }
  });
  return { context, page, problems };
}

/**
 * Waits until the app has rendered its frame (the wasm module has loaded and run and has
 * taken away the build's copy of the first paint).
 */
export async function waitForApp(page) {
  await page.locator("#first-paint").waitFor({ state: "detached", timeout: 15_000 });
  await page.locator("main#main h1").waitFor({ state: "visible", timeout: 15_000 });
}

/**
 * Polls `read()` until it returns `expected` (Yew re-renders asynchronously) and returns the
 * last value, so a plain assert afterwards reports what was actually seen.
 */
export async function eventually(read, expected, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((ok) => setTimeout(ok, 25));
    value = await read();
  }
  return value;
}

/** The trimmed text of `locator`. */
export const text = async (locator) => ((await locator.textContent()) ?? "").trim();

/** The board's click target for the point `name` ("D4"). */
export const point = (page, name) => page.locator(`[data-point="${name}"]`);

/** How many stones the board shows. */
export const stones = (page) => page.locator(".goban__cells .goban__stone").count();

/**
 * Opens `hash` in a fresh context of `browser`, waits for the page heading, runs `body`, then
 * checks that nothing went wrong (no errors, no requests outside the app).
 */
export async function withPageAt(browser, baseUrl, hash, body) {
  const { context, page, problems } = await openPage(browser, baseUrl);
  try {
    await page.goto(`${baseUrl}/${hash}`);
    await waitForApp(page);
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

/**
 * One server of dist/ and one Chromium for a whole test file: started before its tests
 * (then handed to `ready`, with anything else the file sets up there) and closed after them.
 */
export function withServerAndBrowser(ready) {
  let server;
  let browser;
  before(async () => {
    server = await serveStatic();
    browser = await launchBrowser();
    await ready({ server, browser });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}
