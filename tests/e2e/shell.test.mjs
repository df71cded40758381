// End-to-end tests of the app shell against the release build in dist/.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, waitForApp, withServerAndBrowser } from "./harness.mjs";

const HOME_HEADING = "Learn Go from your first stone";
const NOT_FOUND_HEADING = "This point is not on the board";
const STORAGE_KEY = "weiqi.theme";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** Opens `path`, waits for the app, runs `body`, then checks nothing went wrong. */
async function withPage(path, body, contextOptions = {}) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  try {
    await page.goto(server.url + path);
    await waitForApp(page);
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

const htmlTheme = (page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));
const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("app shell", () => {
  test("home page renders with its landmarks", async () => {
    await withPage("/", async (page) => {
      assert.equal((await page.locator("main h1").textContent()).trim(), HOME_HEADING);
      assert.match(await page.title(), /Weiqi$/);
      for (const landmark of ["header", "nav[aria-label='Main']", "main#main", "footer"]) {
        assert.equal(await page.locator(landmark).count(), 1, `one ${landmark}`);
      }
      const current = page.locator("nav a[aria-current='page']");
      assert.equal((await current.textContent()).trim(), "Home");
      assert.equal(await page.locator("html").getAttribute("lang"), "en");
      assert.equal(await page.locator(".your-rank").count(), 0, "no rank before a game or a problem");
    });
  });

  test("without JavaScript the page asks for it in English, Chinese and Korean", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(server.url + "/");
      const notes = page.locator("p.noscript");
      assert.equal(await notes.count(), 3);
      const languages = [];
      for (let i = 0; i < 3; i += 1) {
        assert.ok(await notes.nth(i).isVisible(), `note ${i + 1} shows`);
        languages.push(`${await notes.nth(i).getAttribute("lang")}: ${(await notes.nth(i).textContent()).includes("JavaScript")}`);
      }
      assert.deepEqual(languages, ["null: true", "zh-Hans: true", "ko: true"], "English (the page's language), then Chinese and Korean, each naming JavaScript");
    } finally {
      await context.close();
    }
  });

  test("an unknown address shows the not-found page and the menu leads home", async () => {
    await withPage("/#/no/such/page", async (page) => {
      assert.equal((await page.locator("main h1").textContent()).trim(), NOT_FOUND_HEADING);
      assert.match(await page.title(), /^Page not found/);
      assert.equal(await page.locator("nav a[aria-current='page']").count(), 0);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await page.getByRole("heading", { level: 1, name: HOME_HEADING }).waitFor();
      assert.equal(new URL(page.url()).hash, "#/");
      assert.equal(await page.locator("nav a[aria-current='page']").count(), 1);
      // Focus moves to the new page so screen readers announce it.
      const focusedId = () => page.evaluate(() => document.activeElement?.id);
      assert.equal(await eventually(focusedId, "main"), "main");

      await page.goBack();
      await page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING }).waitFor();
    });
  });

  test("theme switch follows the system, then switches and persists", async () => {
    await withPage(
      "/",
      async (page) => {
        const toggle = page.getByRole("button", { name: "Dark theme" });
        assert.equal(await htmlTheme(page), null, "follows the system at first");
        assert.equal(await toggle.getAttribute("aria-pressed"), "false");
        const lightBackground = await background(page);

        await toggle.click();
        assert.equal(await eventually(() => htmlTheme(page), "dark"), "dark");
        assert.equal(await eventually(() => toggle.getAttribute("aria-pressed"), "true"), "true");
        assert.notEqual(await background(page), lightBackground);
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY), '{"v":1,"data":"dark"}');

        await page.reload();
        await waitForApp(page);
        assert.equal(await htmlTheme(page), "dark", "the pick survives a reload");
        assert.equal(await toggle.getAttribute("aria-pressed"), "true");

        await toggle.press("Enter"); // keyboard works too
        assert.equal(await eventually(() => htmlTheme(page), "light"), "light");
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY), '{"v":1,"data":"light"}');
        assert.equal(await background(page), lightBackground);
      },
      { colorScheme: "light" },
    );

    await withPage(
      "/",
      async (page) => {
        assert.equal(await htmlTheme(page), null);
        const toggle = page.getByRole("button", { name: "Dark theme" });
        assert.equal(await toggle.getAttribute("aria-pressed"), "true", "system dark is shown");
      },
      { colorScheme: "dark" },
    );
  });

  test("the app still works when local storage refuses access", async () => {
    const { context, page, problems } = await openPage(browser, server.url, { colorScheme: "light" });
    try {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get() {
            throw new DOMException("storage is blocked", "SecurityError");
          },
        });
      });
      await page.goto(server.url + "/");
      await waitForApp(page);
      const toggle = page.getByRole("button", { name: "Dark theme" });
      await toggle.click();
      assert.equal(await eventually(() => htmlTheme(page), "dark"), "dark");
      await toggle.click();
      assert.equal(await eventually(() => htmlTheme(page), "light"), "light");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("keyboard: the skip link comes first and moves focus to the content", async () => {
    await withPage("/", async (page) => {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.className);
      assert.equal(focused, "skip-link");
      assert.ok(await page.locator(".skip-link").isVisible(), "visible when focused");
      await page.keyboard.press("Enter");
      const focusedId = () => page.evaluate(() => document.activeElement?.id);
      assert.equal(await eventually(focusedId, "main"), "main");
      assert.equal(new URL(page.url()).hash, "#/", "the route is unchanged");
    });
  });

  test("fits a 360 px phone without sideways scrolling", async () => {
    await withPage(
      "/",
      async (page) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `no horizontal overflow (got ${overflow}px)`);
        assert.ok(await page.getByRole("button", { name: "Dark theme" }).isVisible());
        // The menu folds behind a button on phones; open, its links are on screen.
        await page.getByRole("button", { name: "Menu" }).click();
        assert.ok(await page.locator("nav.site-nav").getByRole("link", { name: "Home" }).isVisible());
      },
      { viewport: { width: 360, height: 740 } },
    );
  });
});
