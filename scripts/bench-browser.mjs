// Browser benchmark of the release build in dist/ (a measurement, not a test: it prints
// figures and never fails on them). On loopback with headless Chromium:
//   1. first text: the home page's first contentful paint (the build's copy of the first paint,
//      scripts/prerender.mjs), and when the app is ready on the home and Play pages (its own
//      page heading in the DOM), median of RUNS fresh loads; then the home page's first text
//      for a first-time visitor on a throttled "Fast 3G" link, served with gzip;
//   2. click → frame on 19×19: a click on a point until the stone is in the DOM and until
//      the next animation frame, median and worst of CLICKS moves;
//   3. long tasks (> 50 ms) during a scripted 19×19 game, from PerformanceObserver('longtask').
// Usage: scripts/bench-browser [runs]      (after trunk build --release --offline)
import { launchBrowser, openPage, serveStatic } from "../tests/e2e/harness.mjs";

const RUNS = Number(process.argv[2] ?? 10);
const CLICKS = 60;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

// Records when the app's first heading appears and every long task, from the very start.
const INIT = () => {
  window.__bench = { heading: null, longTasks: [] };
  new MutationObserver((_, observer) => {
    if (!document.getElementById("first-paint") && document.querySelector("main h1")) {
      window.__bench.heading = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
};

const server = await serveStatic();
const browser = await launchBrowser();
try {
  // 1. First text, and the app ready.
  const firstPaint = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  for (const [label, route] of [["home page", "/#/"], ["Play page", "/#/play"]]) {
    const texts = [];
    const readies = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await openPage(browser, server.url);
      await page.addInitScript(INIT);
      await page.goto(server.url + route);
      await page.waitForFunction(() => window.__bench.heading !== null);
      // The paint entry can be recorded a moment after the heading is in the DOM.
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      texts.push(await page.evaluate(firstPaint));
      readies.push(await page.evaluate(() => window.__bench.heading));
      await context.close();
    }
    const range = (xs) => `median ${ms(median(xs))}, min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))}`;
    if (route === "/#/") console.log(`first text (${label}, ${RUNS} loads): ${range(texts)}`);
    console.log(`app ready (${label}, ${RUNS} loads): ${range(readies)}`);
  }
  {
    // Fast 3G as the DevTools define it: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency.
    const slow = await serveStatic(undefined, { gzip: true });
    const texts = [];
    const readies = [];
    for (let i = 0; i < Math.min(RUNS, 5); i++) {
      const { context, page } = await openPage(browser, slow.url);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9,
      });
      await page.addInitScript(INIT);
      await page.goto(slow.url + "/#/");
      await page.waitForFunction(() => window.__bench.heading !== null, null, { timeout: 60_000 });
      texts.push(await page.evaluate(firstPaint));
      readies.push(await page.evaluate(() => window.__bench.heading));
      await context.close();
    }
    console.log(`first text on Fast 3G (home page, ${texts.length} first visits): median ${ms(median(texts))}; ` +
      `app ready: median ${ms(median(readies))}`);
    await slow.close();
  }

  const { context, page } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(INIT);
  await page.goto(server.url + "/#/play");
  await page.getByLabel("19×19").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
  if (process.env.BENCH_MUTED) await page.getByLabel("Sounds").uncheck();
  await page.evaluate(() => { window.__bench.longTasks = []; });
  // A player's first press on the board readies the sound before the stone is placed.
  await page.locator(".goban__frame").focus();
  await page.keyboard.press("ArrowUp");
  await page.waitForTimeout(200);
  const timings = await page.evaluate(async (clicks) => {
    const out = [];
    const names = [];
    for (let row = 3; row <= 17 && names.length < clicks; row += 2) {
      for (const col of "CDEFGHJKLMNOPQR") names.push(`${col}${row}`);
    }
    for (const name of names.slice(0, clicks)) {
      const target = document.querySelector(`[data-point="${name}"]`);
      const before = document.querySelectorAll(".goban__cells .goban__stone").length;
      const t0 = performance.now();
      let dom = null;
      const observer = new MutationObserver(() => {
        if (dom === null && document.querySelectorAll(".goban__cells .goban__stone").length !== before) {
          dom = performance.now() - t0;
        }
      });
      observer.observe(document.querySelector(".goban__cells"), { childList: true, subtree: true });
      target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      const frame = await new Promise((ok) => requestAnimationFrame(() => ok(performance.now() - t0)));
      await new Promise((ok) => setTimeout(ok, 0));
      observer.disconnect();
      out.push({ dom: dom ?? frame, frame });
    }
    return out;
  }, CLICKS);
  if (process.env.BENCH_VERBOSE) console.log(timings.map((t) => t.dom.toFixed(1)).join(" "));
  const dom = timings.map((t) => t.dom);
  const frame = timings.map((t) => t.frame);
  const stones = await page.locator(".goban__cells .goban__stone").count();
  console.log(`click → stone in the DOM on 19×19 (${timings.length} moves, ${stones} stones): ` +
    `median ${ms(median(dom))}, worst ${ms(Math.max(...dom))}`);
  console.log(`click → next animation frame on 19×19: median ${ms(median(frame))}, worst ${ms(Math.max(...frame))}`);
  // Finish the scripted game: passes, marking a group, agreeing.
  await page.getByRole("button", { name: "Pass", exact: true }).click();
  await page.getByRole("button", { name: "Pass", exact: true }).click();
  await page.locator('[data-point="C3"]').click();
  await page.getByRole("button", { name: "Black agrees" }).click();
  await page.getByRole("button", { name: "White agrees" }).click();
  await page.locator(".play__result").waitFor();
  const long = await page.evaluate(() => window.__bench.longTasks);
  console.log(`long tasks (> 50 ms) during the scripted 19×19 game: ${long.length}` +
    (long.length ? `, longest ${ms(Math.max(...long))}` : ""));
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
