// The review of a game in headless Chromium, after a release build: opens each SGF record given
// (a result is added so the next one replaces it without a question), taps "Review this game"
// and times it to the list of mistakes; counts main-thread long tasks. Prints figures only.
// Usage: node scripts/bench-review.mjs RECORD.sgf…
import { readFileSync } from "node:fs";
import { serveStatic, launchBrowser, openPage, waitForApp } from "../tests/e2e/harness.mjs";
const server = await serveStatic(); const browser = await launchBrowser();
const { page, problems } = await openPage(browser, server.url, {});
await page.goto(server.url + "/#/play"); await waitForApp(page);
await page.getByRole("button", { name: "Start the game" }).click();
async function review(sgf, timeout) {
  await page.getByLabel("Or paste a record").fill(sgf);
  await page.getByRole("button", { name: "Open the pasted record" }).click();
  await page.evaluate(() => { window.__long = 0; new PerformanceObserver((l) => { window.__long += l.getEntries().length; }).observe({ type: "longtask" }); });
  const t0 = Date.now();
  await page.getByRole("button", { name: "Review this game" }).click();
  await page.locator(".play__review-panel h3").first().waitFor({ timeout });
  const s = (Date.now() - t0) / 1000;
  const long = await page.evaluate(() => window.__long);
  await page.getByRole("button", { name: "Close the review" }).click();
  return [s, long];
}
const warm = await review("(;SZ[9]KM[7.5]RE[B+R];B[ee];W[cc])", 60000);
console.log("warm-up (network download and start):", warm);
for (const f of process.argv.slice(2)) {
  const sgf = readFileSync(f, "utf8").trim().replace("RU[Chinese]", "RU[Chinese]RE[B+R]");
  const moves = (sgf.match(/;[BW]\[/g) || []).length;
  console.log(f, moves, "moves:", await review(sgf, 300000));
}
console.log(problems);
await browser.close(); await server.close();
