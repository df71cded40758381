// End-to-end tests of the small things found on a walk through the app with a phone and a
// screen reader: the board's live region speaks the point chosen (as the board is now, and
// never a point of a bigger board before); a problem has its own address, a previous button,
// and the menu's Practice leads back to the sets; pasted text that is not a record is not
// called a file; the logo's black stone stays visible in dark mode.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, point, stones, text, waitForApp, withPageAt, withServerAndBrowser } from "./harness.mjs";
import { switchThemeTo } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const withPage = (hash, body) => withPageAt(browser, server.url, hash, body);

/** What the board's cursor live region says now. */
const cursorText = (page) => text(page.locator(".goban__cursor-text").first());

/** Waits until the cursor live region starts with `prefix`; returns what it says. */
async function cursorSays(page, prefix) {
  const seen = await eventually(async () => {
    const t = await cursorText(page);
    return t.startsWith(prefix) ? prefix : t;
  }, prefix);
  return seen === prefix ? cursorText(page) : seen;
}

/** Lesson 1, step 2: a stone to put on C3 of an empty 5×5 board (step 1 is a question). */
async function toTheFirstStone(page) {
  await page.getByText("Step 1 of").waitFor();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Step 2 of").waitFor();
}

describe("screen-reader announcements of the board", () => {
  test("a click speaks the point clicked, not where the keyboard cursor was", async () => {
    await withPage("#/learn/1", async (page) => {
      await toTheFirstStone(page);
      // The cursor starts in the middle (C3); the click is on A1.
      await point(page, "A1").click();
      const said = await cursorSays(page, "A1, ");
      assert.match(said, /^A1, black stone/, said);
    });
  });

  test("the cursor text follows the board: a stone placed with Enter is spoken as a stone", async () => {
    await withPage("#/learn/1", async (page) => {
      await toTheFirstStone(page);
      await page.locator(".goban__frame").focus();
      assert.match(await cursorSays(page, "C3, empty"), /^C3, empty/);
      await page.keyboard.press("Enter");
      const said = await cursorSays(page, "C3, black stone");
      assert.match(said, /^C3, black stone/, said);
    });
  });

  test("a smaller board does not speak a point of the bigger board before it", async () => {
    await withPage("#/learn/1", async (page) => {
      await toTheFirstStone(page);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Step 3 of").waitFor(); // 9×9
      await page.locator(".goban__frame").focus();
      await page.keyboard.press("ArrowRight");
      assert.match(await cursorSays(page, "F5, "), /^F5, empty/, "from the middle, E5, one to the right");
      await page.getByRole("button", { name: "Back" }).click();
      await page.getByText("Step 2 of").waitFor(); // 5×5: columns A to E
      assert.doesNotMatch(await cursorText(page), /F5/);
    });
  });
});

describe("practice: addresses and the way around", () => {
  test("a problem has its own address, a previous button, and the menu's Practice shows the sets", async () => {
    await withPage("#/practice?set=01-atari&problem=2", async (page) => {
      await page.getByText("Problem 2 of").waitFor();
      assert.equal(await text(page.locator("main h1")), "Liberties and atari");

      await page.getByRole("button", { name: "Next problem" }).click();
      await page.getByText("Problem 3 of").waitFor();
      assert.match(await eventually(() => page.url().replace(/.*#/, "#"), "#/practice?set=01-atari&problem=3"), /problem=3$/);

      await page.getByRole("button", { name: "Previous problem" }).click();
      await page.getByText("Problem 2 of").waitFor();
      assert.match(await eventually(() => page.url().replace(/.*#/, "#"), "#/practice?set=01-atari&problem=2"), /problem=2$/);

      // Reloading the address opens the same problem.
      await page.reload();
      await page.getByText("Problem 2 of").waitFor();

      await page.locator("nav.site-nav").getByRole("link", { name: "Practice" }).click();
      await page.locator("main h1", { hasText: /^Practice$/ }).waitFor();
      assert.equal(await page.locator(".practice__sets").count(), 2, "the lists of sets: the handwritten ones, then the generated ones");
      assert.equal(page.url().replace(/.*#/, "#"), "#/practice");
    });
  });

  test("the first problem has no previous button", async () => {
    await withPage("#/practice?set=01-atari&problem=1", async (page) => {
      await page.getByText("Problem 1 of").waitFor();
      assert.equal(await page.getByRole("button", { name: "Previous problem" }).count(), 0);
    });
  });
});

describe("opening a pasted record", () => {
  test("on a phone the page goes back up to the board, away from the paste box", async () => {
    const { context, page, problems } = await openPage(browser, server.url, {
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      await page.goto(`${server.url}/#/play`);
      await waitForApp(page);
      await page.getByRole("button", { name: "Start the game" }).tap();
      await page.locator(".goban__svg").waitFor();
      await page.getByLabel("Or paste a record").fill("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
      await page.getByRole("button", { name: "Open the pasted record" }).tap();
      assert.equal(await eventually(() => stones(page), 2), 2);
      const board = await page.locator(".goban__svg").boundingBox();
      assert.equal(await page.evaluate(() => window.scrollY), 0, "back at the top");
      assert.ok(board.y < 740 && board.y + board.height > 0, `the board (y ${Math.round(board.y)}) is on screen`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe("wording and looks", () => {
  test("pasted text that is no record says so without calling it a file", async () => {
    await withPage("#/play", async (page) => {
      await page.getByText("Or open a game record").click();
      await page.getByLabel("Paste an SGF record").fill("hello");
      await page.getByRole("button", { name: "Open", exact: true }).click();
      const problem = page.locator(".play__problem");
      await problem.waitFor();
      const said = await text(problem);
      assert.match(said, /record/i, said);
      assert.doesNotMatch(said, /file/i, said);
    });
  });

  test("in dark mode the logo's black stone has a rim that stands out from the header", async () => {
    await withPage("#/", async (page) => {
      assert.equal(await switchThemeTo(page, "dark"), "dark");
      const ratio = await page.evaluate(() => {
        const rgb = (css) => css.match(/[\d.]+/g).slice(0, 3).map(Number);
        const luminance = ([r, g, b]) => {
          const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        const rim = luminance(rgb(getComputedStyle(document.querySelector(".brand__stone--black")).stroke));
        const ground = luminance(rgb(getComputedStyle(document.body).backgroundColor));
        return (Math.max(rim, ground) + 0.05) / (Math.min(rim, ground) + 0.05);
      });
      assert.ok(ratio >= 3, `rim to background contrast ${ratio.toFixed(2)}:1`);
    });
  });
});
