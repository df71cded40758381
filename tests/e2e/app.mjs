// Helpers shared by the offline, privacy and storage end-to-end tests.
import assert from "node:assert/strict";
import { eventually, openPage, waitForApp } from "./harness.mjs";

/** Every page the learner can reach from the menu and the footer, as "#/…" addresses. */
export async function appPages(page) {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll("nav a[href^='#/'], footer a[href^='#/']")].map((a) => a.getAttribute("href")),
  );
  return [...new Set(hrefs)];
}

/** Opens the in-app address `hash` (e.g. "#/play") and waits for its page heading. */
export async function visit(page, baseUrl, hash) {
  await page.goto(`${baseUrl}/${hash}`);
  await waitForApp(page);
  const heading = (await page.locator("main h1").first().textContent()).trim();
  return heading;
}

/** Waits until a service worker controls the page. */
export async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });
}

/** The app's caches: { name: [paths…] }. */
export function appCaches(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    }
    return out;
  });
}

/** Every `weiqi.*` entry of local storage. */
export function savedEntries(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith("weiqi.")) out[key] = localStorage.getItem(key);
    }
    return out;
  });
}

/** Records Content-Security-Policy violations in `window.__cspViolations` from the start. */
export async function recordCspViolations(page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

export const cspViolations = (page) => page.evaluate(() => window.__cspViolations ?? []);

export const htmlTheme = (page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));

/** Presses the theme switch and waits until the page shows `theme`. */
export async function switchThemeTo(page, theme) {
  const toggle = page.getByRole("button", { name: "Dark theme" });
  if ((await htmlTheme(page)) !== theme) await toggle.click();
  return eventually(() => htmlTheme(page), theme);
}

/** The text of the storage notices under the header. */
export function noticeText(page) {
  return page.evaluate(() => [...document.querySelectorAll(".notice__text")].map((p) => p.textContent).join(" | "));
}

/** Waits, on the Play page against the computer, until it is the learner's (Black's) turn
 * again or the game has ended. */
export async function learnersTurn(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(".play__thinking") &&
      (document.querySelector(".player--black.player--to-play") || document.querySelector(".play__end")),
    null,
    { timeout: 30_000 },
  );
}

/** Opens the Play page of the app at `baseUrl` in a fresh context of `browser` (after
 *  `beforeLoad(page, context)`), runs `body(page, context)`, then checks that nothing went
 *  wrong: no errors and no requests outside the app, but for `allowed` lines. */
export async function withPlayPage(browser, baseUrl, body, { contextOptions = {}, beforeLoad = async () => {}, allowed = [] } = {}) {
  const { context, page, problems } = await openPage(browser, baseUrl, contextOptions);
  try {
    await beforeLoad(page, context);
    await page.goto(baseUrl + "/#/play");
    await waitForApp(page);
    await body(page, context);
    const left = problems.filter((p) => !allowed.some((re) => re.test(p)));
    assert.deepEqual(left, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}
