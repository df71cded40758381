// Loading: a first visit downloads every file once (the service worker keeps what the page
// has already loaded, it does not download it again); another language's words come beside the
// app's WebAssembly, once; a tap before the app has started is not lost, in each language; the network's download shows its progress from the first bytes,
// with and without the service worker, from when the game comes on the page.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { DIST, launchBrowser, openPage, serveStatic, text, waitForApp } from "./harness.mjs";
import { appCaches, waitForWorker } from "./app.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** `key`'s words in the catalog of `tag` (content/<tag>/messages.ftl). */
async function words(tag, key) {
  const catalog = await readFile(new URL(`../../content/${tag}/messages.ftl`, import.meta.url), "utf8");
  const found = new RegExp(`^${key} = (.+)$`, "m").exec(catalog);
  assert.ok(found, `${tag} has ${key}`);
  return found[1].trim();
}

/** The files the service worker keeps at install: every file of the build but itself, the
 *  other languages' words and the network (kept when first used). */
async function installedFiles() {
  const out = [];
  for (const entry of await readdir(DIST, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push("/" + relative(DIST, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join("/"));
  }
  const onDemand = (path) => path.startsWith("/locales/") || path.endsWith(".wqnn") || path.startsWith("/weiqi-network");
  return out.filter((path) => path !== "/sw.js" && !path.includes("/.") && !onDemand(path)).sort();
}

/** The paths in `served` that were sent more than once (the page at "/" counts as
 *  "/index.html"). */
function twice(served) {
  const paths = served.map((path) => (path === "/" ? "/index.html" : path));
  return [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))];
}

describe("loading", () => {
  test("a first visit downloads each file once, and the service worker keeps them all", async () => {
    const server = await serveStatic(DIST, { gzip: true });
    const { context, page, problems } = await openPage(browser, server.url);
    try {
      await page.goto(server.url + "/#/");
      await waitForApp(page);
      await waitForWorker(page);
      const caches = await appCaches(page);
      const names = Object.keys(caches).filter((name) => name.startsWith("weiqi-"));
      assert.equal(names.length, 1, `one cache for the build: ${Object.keys(caches)}`);
      const files = await installedFiles();
      assert.deepEqual(caches[names[0]], files, "every file of the build is kept for offline use");

      // The build tool's hash is hex without leading zeros: 16 digits or fewer.
      const wasm = files.find((path) => /^\/weiqi-[0-9a-f]{8,16}_bg\.wasm$/.test(path));
      assert.ok(server.served.includes(wasm), `the app's WebAssembly came from the server: ${server.served}`);
      assert.deepEqual(twice(server.served), [], `no file sent twice: ${server.served.join(" ")}`);

      // A return visit: everything comes from the service worker.
      const before = server.served.length;
      await page.reload();
      await waitForApp(page);
      const again = server.served.slice(before).filter((path) => path !== "/sw.js");
      assert.deepEqual(again, [], "a return visit downloads no file of the app");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await server.close();
    }
  });

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`another language's words are asked for beside the app's WebAssembly, once (${tag})`, async () => {
      const server = await serveStatic(DIST, { gzip: true });
      const { context, page, problems } = await openPage(browser, server.url, { locale });
      try {
        // A slow link (about 2 Mbit/s, as a phone's), so that "beside the WebAssembly" is a
        // question of order, not of how fast this machine serves itself a file.
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 250_000, uploadThroughput: 100_000 });
        await page.goto(server.url + "/#/");
        await waitForApp(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), tag, "the app speaks the language");
        const words = (await readdir(join(DIST, "locales"))).find((f) => f.startsWith(`${tag}-`));
        const entries = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => ({ name: new URL(e.name).pathname, initiator: e.initiatorType, start: e.startTime, end: e.responseEnd })));
        const of = (test) => entries.filter((e) => test(e.name));
        const asked = of((name) => name === `/locales/${words}`);
        const wasm = of((name) => /\/weiqi-[0-9a-f]{8,16}_bg\.wasm$/.test(name));
        assert.equal(asked.length, 1, `the words asked for once: ${JSON.stringify(asked)}`);
        assert.equal(asked[0].initiator, "link", "by the page's preload, before the app started");
        assert.ok(asked[0].start < wasm[0].end, `while the WebAssembly was still coming (${asked[0].start} < ${wasm[0].end})`);
        assert.deepEqual(twice(server.served), [], `no file sent twice: ${server.served.join(" ")}`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        await server.close();
      }
    });
  }

  for (const [locale, tag] of [["en-US", "en"], ["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`a tap before the app has started is not lost (${tag}, 360×740)`, async () => {
      const server = await serveStatic();
      const { context, page, problems } = await openPage(browser, server.url, {
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        locale,
      });
      // The app's WebAssembly is held back until the taps are done: the page shows only the
      // build's copy of the first paint meanwhile.
      let release;
      const held = new Promise((ok) => { release = ok; });
      await context.route(/_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        // The page's own load waits for the app, which is held back.
        await page.goto(server.url + "/#/", { waitUntil: "commit" });
        const copy = page.locator(`#first-paint > [data-locale="${tag}"]`);
        await copy.locator(".site-nav__toggle").tap();
        const line = copy.locator('.starting[role="status"]');
        assert.equal(await text(line), await words(tag, "shell-starting"), "the menu says the app is starting");
        assert.ok(await line.isVisible(), "the line is on screen");

        await copy.locator('a.card__link[href="#/learn"]').tap();
        assert.equal(new URL(page.url()).hash, "#/learn", "the link changed the address");
        const opening = () => document.documentElement.getAttribute("data-opening") === "page";
        await page.waitForFunction(opening, null, { timeout: 5_000 }).catch(() => {});
        assert.ok(await page.evaluate(opening), "the copy's home page gives way");
        assert.ok(!(await copy.locator("main h1").isVisible()), "the home page's heading is hidden");
        const box = await line.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 740, `the line is still on screen: ${JSON.stringify(box)}`);

        release();
        await waitForApp(page);
        assert.equal(await text(page.locator("main#main h1")), await words(tag, "learn-heading"), "the app opened the page the link named");
        assert.deepEqual(problems, []);
      } finally {
        release();
        await context.close();
        await server.close();
      }
    });
  }

  for (const worker of [true, false]) {
    test(`the network's progress moves before its download ends, from when the game is on the page (${worker ? "with" : "without"} the service worker)`, async () => {
      // The server sends the first part of the weights, then waits for the test.
      let release;
      const held = new Promise((ok) => { release = ok; });
      const server = await serveStatic(DIST, { hold: (path) => (path.endsWith(".wqnn") ? held : null) });
      const { context, page, problems } = await openPage(browser, server.url, worker ? {} : { serviceWorkers: "block" });
      try {
        if (worker) {
          await page.goto(server.url + "/#/");
          await waitForApp(page);
          await waitForWorker(page);
        }
        // A ready-made game against the computer: no move is played before the download.
        await page.goto(server.url + "/#/play?game=first");
        await waitForApp(page);
        const bar = page.locator(".play__network progress");
        await page.waitForFunction(() => Number(document.querySelector(".play__network progress")?.getAttribute("value")) > 0,
          null, { timeout: 30_000 });
        const [value, max] = [Number(await bar.getAttribute("value")), Number(await bar.getAttribute("max"))];
        assert.ok(value > 0 && value < max, `the bar moved and is not full: ${value} of ${max}`);
        assert.match(await text(page.locator(".play__network p")), /^The computer is getting ready: \d/);
        assert.ok(server.served.some((path) => path.endsWith(".wqnn")), "the weights were asked for before any move");

        // The first game has two handicap stones, and White (the computer) moves first: it
        // waits for the network, then plays.
        const stones = () => page.locator(".goban__cells .goban__stone").count();
        assert.equal(await stones(), 2, "only the handicap stones: the computer waits for its network");
        release();
        await page.locator(".play__network progress").waitFor({ state: "detached", timeout: 30_000 });
        await page.waitForFunction(() => document.querySelectorAll(".goban__cells .goban__stone").length === 3, null, { timeout: 30_000 });
        assert.deepEqual(problems, []);
      } finally {
        release();
        await context.close();
        await server.close();
      }
    });
  }
});
