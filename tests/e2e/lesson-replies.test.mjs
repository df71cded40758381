// End-to-end test of every step of every chapter on a 360×740 touch phone: after a choice, a
// number, a step through pictures or a move on the board is answered, the reply is wholly on
// screen with the board (at most a tenth of the board under the header), the board has kept
// its size, and a choice tapped is not under its reply.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { openPage, painted, settled, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const CHAPTERS = 13;

const box = async (locator) => {
  const b = await locator.first().boundingBox();
  assert.ok(b, "shown");
  return { top: b.y, bottom: b.y + b.height, height: b.height };
};

/** Answers the step on screen the way a learner might first try it; returns its kind. */
async function answer(page) {
  if (await page.locator(".task--choice").count()) {
    await page.locator(".task--choice .choice").first().tap();
    return "choice";
  }
  if (await page.locator(".task--number").count()) {
    await page.locator("#step-answer").fill("1");
    await page.locator(".task--number button[type=submit]").tap();
    return "number";
  }
  if (await page.locator(".task--watch").count()) {
    await page.locator(".task--watch .btn").last().tap();
    return "watch";
  }
  // A move: points from the middle of the board until one gets a reply (a 19×19 board's
  // first tap only zooms in).
  const points = page.locator(".lesson__board [data-point]");
  const count = await points.count();
  if (count === 0 || (await page.locator(".task--game").count())) return null;
  for (let i = 0; i < 6; i++) {
    await points.nth(Math.floor(count / 2) + i).tap();
    await painted(page);
    if (await page.locator(".feedback").evaluate((r) => r.textContent.trim() !== "")) return "board";
  }
  return "board";
}

describe("every step's reply on a phone", () => {
  for (let chapter = 1; chapter <= CHAPTERS; chapter++) {
    test(`chapter ${chapter}: each choice, number and picture step's reply on screen with the board, which keeps its size`, async () => {
      const { context, page, problems } = await openPage(browser, server.url, PHONE);
      try {
        await page.goto(`${server.url}/#/learn/${chapter}`);
        await waitForApp(page);
        const header = await box(page.locator(".site-header"));
        let checked = 0;
        for (;;) {
          const label = await text(page.locator(".lesson__steps > span"));
          const [, n, m] = /(\d+)\D+(\d+)/.exec(label).map(Number);
          const board = page.locator(".lesson__board .goban__svg");
          // A question about the clock shows no board: then only the reply is measured.
          const before = (await board.count()) > 0 ? await box(board) : null;
          const kind = await answer(page);
          const reply = page.locator(".feedback");
          if (kind && (await reply.evaluate((r) => r.textContent.trim() !== ""))) {
            // The page moves the reply into sight (smoothly): measure where it comes to rest.
            await settled(page, ".feedback");
            const r = await box(reply);
            const b = before && (await box(board));
            const where = `step ${n} (${kind}): reply ${Math.round(r.top)}–${Math.round(r.bottom)}, ` +
              (b ? `board ${Math.round(b.top)}–${Math.round(b.bottom)}` : "no board");
            assert.ok(r.top >= header.bottom - 1 && r.bottom <= 741, `${where}: the reply is on screen`);
            if (b) {
              const seen = Math.min(b.bottom, 740) - Math.max(b.top, header.bottom);
              assert.ok(seen >= 0.9 * b.height, `${where}: the board is on screen with it`);
              assert.ok(r.top >= b.bottom - 1, `${where}: the reply does not cover the board`);
              assert.ok(Math.abs(b.height - before.height) <= 1, `${where}: the board kept its size (${Math.round(before.height)} px)`);
            }
            if (kind === "choice") {
              // The answer tapped is in sight, not under its reply (which is opaque where it
              // waits at the screen's edge), once the page has stopped moving.
              const y = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY)))));
              for (let last = -1, now = await y(); now !== last; last = now, now = await y());
              const tapped = await box(page.locator(".task--choice .choice"));
              const block = await box(page.locator(".lesson__answer"));
              const under = tapped.bottom > block.top + 0.5 && tapped.top < block.bottom - 0.5;
              assert.ok(!under, `${where}: the answer tapped (${Math.round(tapped.top)}–${Math.round(tapped.bottom)}) is not under its reply`);
            }
            checked++;
          }
          if (n === m) break;
          await page.locator(".lesson__nav .btn").last().tap();
          await page.locator(".lesson__steps > span", { hasText: new RegExp(`\\b${n + 1}\\b`) }).waitFor();
        }
        assert.ok(checked >= 1, "the chapter has steps with a reply");
        assert.deepEqual(problems, [], "no errors and no requests outside the app");
      } finally {
        await context.close();
      }
    });
  }
});
