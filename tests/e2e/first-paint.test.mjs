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
async function withAppHeldBack(hash, body) {
  const { context, page, problems } = await openPage(browser, server.url);
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

describe("first paint", () => {
  test("the home page's text shows before the app has loaded, and matches what the app draws", async () => {
    let before;
    const { page, problems, context } = await withAppHeldBack("/#/", async (page) => {
      await page.locator("#first-paint main h1").waitFor({ state: "visible" });
      before = {
        main: await visibleText(page, "#first-paint main"),
        menu: await visibleText(page, "#first-paint nav"),
      };
      assert.ok(before.main.includes("Learn Go from your first stone"), before.main);
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
      await page.locator("#first-paint nav").waitFor({ state: "visible" });
      assert.equal(await page.locator("#first-paint main h1").isVisible(), false, "no home heading at #/practice");
    });
    try {
      assert.match(await visibleText(page, "main h1"), /./, "the Practice page has its heading");
      assert.doesNotMatch(await visibleText(page, "main h1"), /first stone/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
