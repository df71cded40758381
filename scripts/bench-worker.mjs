// Browser benchmark of the computer opponent's Web Worker in the release build in dist/ (a
// measurement, not a test: it prints figures and never fails on them). Headless Chromium on
// loopback:
//   1. genmove per level on 9×9 and 19×19 in the worker with the network (one move on a board
//      with one stone, a new position for each level, so no search tree is reused): levels 1–5
//      evaluate the position once (their time is the whole request: the game rebuilt from its
//      message, the evaluation, the rules of sense); level 8 searches, and its time a visit is
//      the time of one evaluation in the search;
//   1b. the same with the Monte Carlo engine (the worker without the network), with its
//      playouts per second;
//   2. the worker's WebAssembly memory after level 8 on 19×19;
//   3. main-thread long tasks (> 50 ms) while the computer thinks in a real game on the Play
//      page (19×19, level 8: the longest thinking).
// Usage: scripts/bench-worker      (after trunk build --release --offline)
import { launchBrowser, openPage, serveStatic, waitForApp } from "../tests/e2e/harness.mjs";

const server = await serveStatic();
const browser = await launchBrowser();
const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`);
try {
  const { context, page } = await openPage(browser, server.url);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  // A saved game of the app to build requests from: start one against the computer.
  await page.goto(server.url + "/#/play");
  await waitForApp(page);
  await page.getByRole("radio", { name: "The computer" }).check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("weiqi.play.current")).data);

  const startWorker = (network) =>
    page.evaluate(([saved, network]) => {
    // The worker runs the app's own files, named in the address of the page's start script,
    // and with the network its weights and its own bundle.
    const files = new URL(document.querySelector('script[type="module"][src*="boot.js?"]').src).searchParams;
    const extra = network ? ` ${files.get("weights")} weiqi-network.js weiqi-network_bg.wasm` : "";
    const worker = new Worker("engine.js", { type: "module", name: `${files.get("js")} ${files.get("wasm")}${extra}` });
    window.__weights = new Promise((ok) => {
      worker.addEventListener("message", (e) => {
        if (e.data === "WeightsReady") ok("ready");
        else if (e.data?.WeightsFailed) ok("failed");
      });
      if (!network) ok("none");
    });
    let id = 0;
    const letters = "abcdefghijklmnopqrs";
    window.__game = (size, n) => ({
      ...saved,
      settings: { ...saved.settings, size, opponent: "Friend" },
      moves: `B${letters[2 + (n % 5)]}${letters[3 + (n % 3)]}`, // always on a 9×9 board
    });
    window.__ask = (game, task) =>
      new Promise((ok) => {
        const mine = ++id;
        const started = performance.now();
        worker.onmessage = (e) => {
          if (e.data?.Unreadable) ok({ ms: -1, reply: { error: "the worker could not read the game" } });
          const body = e.data.Move ?? e.data.Hint ?? e.data.DeadStones;
          if (body && body.id === mine) ok({ ms: performance.now() - started, reply: body });
        };
        worker.onerror = (e) => ok({ ms: -1, reply: { error: String(e.message) } });
        // The game travels as the JSON text the app saves (play::computer::Request).
        worker.postMessage({ id: mine, game: JSON.stringify(game), task });
      });
    window.__worker = worker;
  }, [saved, network]);
  const ask = (size, n, level) =>
    page.evaluate(([size, n, level]) => window.__ask(window.__game(size, n), { Move: level }), [size, n, level]);
  let memory = 0;
  for (const network of [true, false]) {
    const label = network ? "with the network" : "Monte Carlo";
    const loadStart = Date.now();
    await startWorker(network);
    const weights = await page.evaluate(() => window.__weights);
    if (network) console.log(`the network loaded in the worker (${weights}) in ${ms(Date.now() - loadStart)}`);
    await ask(9, 0, 1); // start-up and warm-up
    const results = { 9: [], 19: [] };
    for (const size of [9, 19]) {
      for (let level = 1; level <= 8; level++) {
        const { ms: took, reply } = await ask(size, level, level);
        console.error(`  ${label}, ${size}×${size} level ${level}: ${ms(took)}, ${reply.playouts} simulations`);
        results[size].push({ level, ms: took, playouts: reply.playouts, memory: reply.memory ?? 0 });
      }
    }
    await page.evaluate(() => window.__worker.terminate());
    for (const size of [9, 19]) {
      const rows = results[size];
      console.log(`genmove in the worker (${label}), ${size}×${size}, levels 1–8: ${rows.map((r) => ms(r.ms)).join(" / ")}`);
      const l8 = rows[7];
      if (network) {
        const evals = rows.slice(0, 5).map((r) => r.ms).sort((a, b) => a - b);
        console.log(`  a move at levels 1–5 (median): ${ms(evals[2])}; level 8: ${l8.playouts} visits, ${ms(l8.ms / Math.max(1, l8.playouts))} a visit (one evaluation)`);
      } else {
        console.log(`  level 8: ${l8.playouts} playouts, ${Math.round(l8.playouts / (l8.ms / 1000))} playouts/s`);
      }
    }
    memory = Math.max(memory, results[19][7].memory);
  }
  if (memory) console.log(`worker WebAssembly memory after level 8 on 19×19: ${(memory / 1048576).toFixed(1)} MB`);

  // 3. Long tasks on the page while the computer thinks: a 19×19 game at level 8.
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByRole("radio", { name: "The computer" }).check();
  await page.getByRole("radio", { name: /^Level 8/ }).check();
  await page.getByLabel("19×19").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
  let thinking = 0;
  let worst = 0;
  let count = 0;
  for (const p of ["D4", "Q16", "Q4"]) {
    const started = await page.evaluate(() => performance.now());
    await page.locator(`[data-point="${p}"]`).click();
    await page.waitForFunction(() => document.querySelector(".play__thinking"), null, { timeout: 5_000 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector(".play__thinking"), null, { timeout: 60_000 });
    const ended = await page.evaluate(() => performance.now());
    thinking += ended - started;
    const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b), [started, ended]);
    count += tasks.length;
    for (const t of tasks) worst = Math.max(worst, t.duration);
  }
  console.log(`main-thread long tasks while the computer thought (3 moves, 19×19 level 8, ${ms(thinking)} in all): ${count}${count ? `, longest ${ms(worst)}` : ""}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
