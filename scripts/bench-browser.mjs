// Browser benchmark of the release build in dist/ (a measurement, not a test: it prints
// figures and never fails on them). On loopback with headless Chromium:
//   1. first render: from navigation start to the page heading, median of RUNS fresh loads;
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

// Records when the first heading appears and every long task, from the very start.
const INIT = () => {
  window.__bench = { heading: null, longTasks: [] };
  new MutationObserver((_, observer) => {
    if (document.querySelector("main h1")) {
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
  // 1. First render.
  // The home page is the shell alone; the Play page adds its section bundle.
  for (const [label, route] of [["home page", "/#/"], ["Play page", "/#/play"]]) {
    const firsts = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await openPage(browser, server.url);
      await page.addInitScript(INIT);
      await page.goto(server.url + route);
      await page.locator("main h1").waitFor();
      firsts.push(await page.evaluate(() => window.__bench.heading));
      await context.close();
    }
    console.log(`first render (${label}, ${RUNS} loads): median ${ms(median(firsts))}, ` +
      `min ${ms(Math.min(...firsts))}, max ${ms(Math.max(...firsts))}`);
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
