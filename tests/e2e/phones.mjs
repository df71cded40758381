// What the phone tests share: the two phones, a page opened on one (with its errors checked),
// an element's box, and the answer to a wrong move.
import assert from "node:assert/strict";
import { openPage, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

export const PHONE_360 = { viewport: PHONES[0], hasTouch: true, isMobile: true };

/** Starts the file's server and browser; returns them (filled in once started) and `onPhone`,
 *  which opens `hash` on a touch phone of `viewport`, runs `body`, then checks nothing went
 *  wrong. */
export function phoneSuite() {
  const started = {};
  withServerAndBrowser(async (s) => {
    Object.assign(started, s);
  });
  async function onPhone(viewport, hash, body) {
    const { context, page, problems } = await openPage(started.browser, started.server.url, {
      viewport,
      hasTouch: true,
      isMobile: true,
    });
    try {
      await page.goto(`${started.server.url}/${hash}`);
      await waitForApp(page);
      await body(page);
      assert.deepEqual(problems, [], "no errors and no requests outside the app");
    } finally {
      await context.close();
    }
  }
  return { started, onPhone };
}

/** The box of the first element matching `selector`, in viewport pixels. */
export async function box(page, selector) {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is shown`);
  return found;
}

/** Waits for a wrong-move answer. */
export async function wrongAnswer(page) {
  await page.locator(".feedback--wrong").waitFor({ timeout: 5_000 });
  return text(page.locator(".feedback--wrong"));
}
