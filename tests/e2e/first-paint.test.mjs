// The first paint: the build copies the page frame and home page into index.html
// (scripts/prerender.mjs), so text shows before the WebAssembly has loaded; the app takes the
// copy away when it starts and draws the same page.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { openPage, waitForApp, withServerAndBrowser } from "./harness.mjs";

let server;
let browser;
withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** Opens `hash` with the app's WebAssembly held back, runs `body`, then lets it load. */
async function withAppHeldBack(hash, body, contextOptions = {}) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(server.url + hash, { waitUntil: "commit" });
    await body(page);
    release();
    await waitForApp(page);
    return { page, problems, context };
  } catch (error) {
    release();
    await context.close();
    throw error;
  }
}

const visibleText = (page, selector) =>
  page.evaluate((s) => document.querySelector(s)?.innerText.trim() ?? "", selector);

/** The copy of the first paint in `tag` (one per language; the page shows one). */
const copy = (tag) => `#first-paint > [data-locale="${tag}"]`;

describe("first paint", () => {
  test("the home page's text shows before the app has loaded, and matches what the app draws", async () => {
    let before;
    const { page, problems, context } = await withAppHeldBack("/#/", async (page) => {
      await page.locator(`${copy("en")} main h1`).waitFor({ state: "visible" });
      before = {
        main: await visibleText(page, `${copy("en")} main`),
        menu: await visibleText(page, `${copy("en")} nav`),
      };
      assert.ok(before.main.includes("Learn Go from your first stone"), before.main);
      assert.equal(await page.locator(`${copy("zh-Hans")}, ${copy("ko")}`).filter({ visible: true }).count(), 0, "only the English copy shows");
    });
    try {
      assert.equal(await page.locator("#first-paint").count(), 0, "the copy is gone once the app runs");
      assert.equal(await page.locator("main").count(), 1, "one main area");
      assert.equal(await visibleText(page, "main"), before.main, "the copy said what the app says");
      assert.equal(await visibleText(page, "nav"), before.menu, "the same menu");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("opened at another page, the copy shows the frame but not the home page", async () => {
    const { page, problems, context } = await withAppHeldBack("/#/practice", async (page) => {
      await page.locator(`${copy("en")} nav`).waitFor({ state: "visible" });
      assert.equal(await page.locator(`${copy("en")} main h1`).isVisible(), false, "no home heading at #/practice");
    });
    try {
      assert.match(await visibleText(page, "main h1"), /./, "the Practice page has its heading");
      assert.doesNotMatch(await visibleText(page, "main h1"), /first stone/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`a browser that prefers ${locale} sees the first paint in ${tag}, the same as the app draws`, async () => {
      let before;
      const { page, problems, context } = await withAppHeldBack("/#/", async (page) => {
        await page.locator(`${copy(tag)} main h1`).waitFor({ state: "visible" });
        assert.equal(await page.locator(`${copy("en")}`).isVisible(), false, "no English copy");
        before = await visibleText(page, `${copy(tag)} main`);
        // The tab and the manifest are in the language before the app runs.
        assert.equal(await page.title(), tag === "zh-Hans" ? "围棋" : "바둑");
        assert.equal(await page.evaluate(() => document.querySelector('link[rel="manifest"]').getAttribute("href")), `manifest-${tag}.webmanifest`);
        const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
        assert.equal(new Set(ids).size, ids.length, "every id is unique in the page");
      }, { locale });
      try {
        await page.waitForFunction((t) => document.documentElement.lang === t, tag);
        assert.equal(await visibleText(page, "main"), before, "the copy said what the app says");
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
