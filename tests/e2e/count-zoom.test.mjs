// End-to-end test of marking dead stones by finger on a 19×19 count (#/count, exact count) on
// a 360×740 touch phone: the board has the screen's width while tapped, a first tap zooms
// into a window whose points are at least 28 px apart, the next tap marks the group there and
// the window stays for the next mark; "Whole board" zooms out, and the whole board again for
// the count once the marks are right.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { openPage, point, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** The app's least distance between two points a finger taps (src/board_zoom.rs). */
const MIN_TAP_PX = 28;
/** Screenshots for a person to look at, when asked for (WEIQI_SHOTS=/some/folder). */
const SHOTS = process.env.WEIQI_SHOTS;

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** The on-screen width of point `name`'s hit square: the distance between two lines. */
async function spacing(page, name) {
  const b = await point(page, name).boundingBox();
  assert.ok(b, `${name} is drawn`);
  return b.width;
}

async function shot(page, name) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const feedback = async (page) => (await page.locator(".count__panel .feedback p").allTextContents()).map((t) => t.trim()).join(" ");

describe("the counting trainer on a phone", () => {
  test("360×740 touch: dead stones on 19×19 are marked in a zoomed window, two taps for the first", async () => {
    const { context, page, problems } = await openPage(browser, server.url, PHONE);
    try {
      await page.goto(`${server.url}/#/`);
      await waitForApp(page);
      const settings = { mode: "Count", level: { size: 19, dead: true, seki: false }, side: "Black" };
      await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
      // White's O3, P3 and P2 and Black's P17 are dead (content/counting/03-nineteen.txt).
      await page.goto(`${server.url}/#/count?position=nineteen-black-by-quarter`);
      await page.getByRole("heading", { name: "Mark the dead stones" }).waitFor({ timeout: 15_000 });
      const svg = page.locator(".lesson__board .goban__svg");
      const whole = await svg.getAttribute("viewBox");
      const board = await page.locator(".lesson__board .goban__wood").boundingBox();
      assert.ok(board.width >= 300 && board.height >= 300, `while marking, the board is drawn ${board.width.toFixed(0)} px wide`);
      const small = await spacing(page, "O3");
      assert.ok(small < MIN_TAP_PX, `the whole 19×19 board: points ${small.toFixed(1)} px apart`);
      await shot(page, "1-marking-whole-board");

      // The first tap zooms in and marks nothing.
      await point(page, "O3").tap();
      assert.notEqual(await svg.getAttribute("viewBox"), whole, "zoomed in");
      assert.equal(await text(page.locator(".count__marked")), "Nothing is marked.");
      const zoomed = await spacing(page, "O3");
      assert.ok(zoomed >= MIN_TAP_PX, `zoomed, points are ${zoomed.toFixed(1)} px apart`);
      assert.ok((await page.getByRole("button", { name: "Whole board" }).boundingBox()) !== null);
      await shot(page, "2-zoomed");

      // The second tap marks the whole group, shown crossed out; the window stays.
      await point(page, "O3").tap();
      await page.locator(".count__marked", { hasText: "O3" }).waitFor();
      assert.match(await text(page.locator(".count__marked")), /^Marked dead: the 3 white stones at O3/);
      assert.equal(await page.locator(".goban__stone--dimmed").count(), 3, "the three stones are shown dead");
      assert.equal(await page.locator(".goban__marker").count(), 3, "each with a cross");
      assert.notEqual(await svg.getAttribute("viewBox"), whole, "still zoomed in for the next mark");
      await shot(page, "3-marked-in-the-window");

      // A tap in the window takes the mark off again, one tap: no zooming anew.
      await point(page, "P2").tap();
      assert.equal(await text(page.locator(".count__marked")), "Nothing is marked.");
      await point(page, "P3").tap();
      await page.locator(".count__marked", { hasText: "O3" }).waitFor();

      // The other dead stone is far away: the whole board, then two taps there.
      await page.getByRole("button", { name: "Whole board" }).tap();
      assert.equal(await svg.getAttribute("viewBox"), whole, "the whole board again");
      await point(page, "P17").tap();
      assert.notEqual(await svg.getAttribute("viewBox"), whole);
      assert.ok((await spacing(page, "P17")) >= MIN_TAP_PX);
      await point(page, "P17").tap();
      assert.equal(await page.locator(".goban__stone--dimmed").count(), 4);

      // Right: on to the count, on the whole board.
      await page.getByRole("button", { name: "Check the dead stones" }).tap();
      assert.match(await feedback(page), /^Right: those are the dead stones\. Now count Black's area with them off\./);
      await page.getByLabel("Black's count").waitFor();
      assert.equal(await svg.getAttribute("viewBox"), whole, "the count starts on the whole board");
      const counting = await page.locator(".lesson__board .goban__wood").boundingBox();
      assert.ok(counting.width >= 300, `the board keeps the screen's width for the count: ${counting.width.toFixed(0)} px`);
      await shot(page, "4-count");
      assert.deepEqual(problems, [], "no errors and no requests outside the app");
    } finally {
      await context.close();
    }
  });

  test("360×740 touch: the next position starts in sight, below the header, after the page was scrolled to an answer", async () => {
    const { context, page, problems } = await openPage(browser, server.url, PHONE);
    try {
      await page.goto(`${server.url}/#/`);
      await waitForApp(page);
      const settings = { mode: "WhoWins", level: { size: 9, dead: false, seki: false }, side: "Black" };
      await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
      await page.goto(`${server.url}/#/count`);
      // Answered, right at the first or a later try (a wrong one gets a second try).
      const next = page.getByRole("button", { name: "Next position" });
      await page.getByRole("button", { name: "Black", exact: true }).waitFor({ timeout: 15_000 });
      for (const name of ["Black", "White", "A draw"]) {
        if (await next.isVisible()) break;
        const choice = page.getByRole("button", { name, exact: true });
        if (await choice.isVisible()) await choice.tap();
      }
      await next.waitFor();
      // Read down to the results under the panel, as a learner does after an answer.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await next.scrollIntoViewIfNeeded();
      const header = await page.locator(".site-header").boundingBox();
      const before = await page.locator(".count .lesson__board").boundingBox();
      assert.ok(before.y < header.y + header.height, `scrolled to the answer, the board's top (${before.y.toFixed(0)}) is under the header`);
      await next.tap();
      await page.waitForFunction(() => !document.querySelector(".count__panel .feedback p"));
      // The smooth scroll, if any, comes to rest.
      const top = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(document.querySelector(".count .lesson__board").getBoundingClientRect().top)))));
      let last = -1e9;
      for (let now = await top(); Math.abs(now - last) > 0.5; last = now, now = await top());
      const board = await page.locator(".count .lesson__board").boundingBox();
      assert.ok(board.y >= header.y + header.height - 1, `the new board's top (${board.y.toFixed(0)}, before ${before.y.toFixed(0)}) is below the header (${(header.y + header.height).toFixed(0)})`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("360×740 touch: on 13×13 one tap chooses an area to count, and its box is on screen with the whole board", async () => {
    const { context, page, problems } = await openPage(browser, server.url, PHONE);
    try {
      await page.goto(`${server.url}/#/`);
      await waitForApp(page);
      const settings = { mode: "Count", level: { size: 13, dead: false, seki: false }, side: "Black" };
      await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
      // Black has the upper left and the lower right (content/counting/02-thirteen.txt).
      await page.goto(`${server.url}/#/count?position=thirteen-two-and-two`);
      await page.locator("#count-answer").waitFor({ timeout: 15_000 });
      const svg = page.locator(".lesson__board .goban__svg");
      const whole = await svg.getAttribute("viewBox");
      assert.ok((await spacing(page, "B12")) < MIN_TAP_PX, "a point of the 13×13 board is smaller than a finger");
      await point(page, "B12").tap();
      await page.locator("#count-area").waitFor();
      assert.equal(await svg.getAttribute("viewBox"), whole, "no zoom: the tap chose the area");
      assert.match(await feedback(page), /^The area at B12 is chosen/);
      await shot(page, "4-area-chosen-13");
      const header = await page.locator(".site-header").boundingBox();
      const board = await page.locator(".count .lesson__board").boundingBox();
      const box = await page.locator("#count-area").boundingBox();
      assert.ok(board.y >= header.y + header.height - 1, `the board's top (${board.y.toFixed(0)}) is below the header`);
      assert.ok(box.y + box.height <= 740, `the area's box (bottom ${(box.y + box.height).toFixed(0)}) is on screen`);
      assert.equal(await page.evaluate(() => document.activeElement?.id), "count-area", "typing goes to the box");
      // On a phone the settings come after the board; the button at the top leads to them.
      await page.getByRole("button", { name: "Intro and settings" }).tap();
      await page.waitForFunction(() => document.activeElement?.id === "count-mode-count");
      // (The page may scroll smoothly: wait until it rests.)
      const at = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY)))));
      for (let last = -1, now = await at(); now !== last; last = now, now = await at());
      const chosen = await page.locator('label[for="count-mode-count"]').boundingBox();
      assert.ok(chosen.y >= header.y + header.height && chosen.y + chosen.height <= 740, `the exercise chosen is on screen, with the focus (${JSON.stringify(chosen)})`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("360×740 touch: a wrong count against the clock is on screen with its board, after the exercise was chosen below", async () => {
    const { context, page, problems } = await openPage(browser, server.url, PHONE);
    try {
      await page.goto(`${server.url}/#/count`);
      await waitForApp(page);
      // Down to the settings, as a learner does, and the timed exercise chosen there.
      await page.getByRole("button", { name: "Intro and settings" }).tap();
      await page.locator('label[for="count-mode-timed"]').tap();
      await page.locator("#count-answer").waitFor();
      await page.locator("#count-answer").fill("3");
      await page.getByRole("button", { name: "Check", exact: true }).tap();
      await page.locator(".count__panel .feedback p").first().waitFor();
      // The page comes to rest.
      const at = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY)))));
      for (let last = -1, now = await at(); now !== last; last = now, now = await at());
      const header = await page.locator(".site-header").boundingBox();
      const board = await page.locator(".count .lesson__board .goban__hits").boundingBox();
      const reply = await page.locator(".count__panel .feedback").boundingBox();
      assert.ok(board.y >= header.y + header.height - 1, `the board's first row (${board.y.toFixed(0)}) is below the header`);
      assert.ok(reply.y < 740, `the reply starts on screen (${reply.y.toFixed(0)})`);
      assert.match(await feedback(page), /^Not 3:/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
