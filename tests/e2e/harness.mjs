// Shared set-up for the end-to-end tests: a tiny static server for dist/ on loopback, a
// headless Chromium driven by playwright-core, and small helpers for pages with a board.
// Nothing leaves the machine.
import assert from "node:assert/strict";
import { createServer } from "node:http";
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
 * Serves `dir` on 127.0.0.1 at a free port. Resolves to { url, close }. With `gzip`, answers
 * that the browser accepts compressed are gzipped (level 6), as static hosts serve them.
 */
export async function serveStatic(dir = DIST, { gzip = false } = {}) {
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
      const headers = {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
      };
      if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && extname(file) !== ".png") {
        body = gzipSync(body, { level: 6 });
        headers["content-encoding"] = "gzip";
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

/** Starts headless Chromium (a fresh temporary profile each time). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
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
