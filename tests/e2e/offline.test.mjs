// Offline use: after one visit the service worker serves every file of the build, every page
// works with no network, and progress saved offline is still there after a reload. A new
// build is offered with "A new version is ready" and replaces the old cache.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { DIST, eventually, launchBrowser, openPage, serveStatic, waitForApp } from "./harness.mjs";
import { appCaches, appPages, htmlTheme, savedEntries, switchThemeTo, visit, waitForWorker } from "./app.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function buildFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push("/" + relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join("/"));
  }
  // Other languages' words (locales/) are cached when first chosen, and the network (its weights
  // and its bundle) when the computer first needs it, not at install.
  const onDemand = (path) => path.startsWith("/locales/") || path.endsWith(".wqnn") || path.startsWith("/weiqi-network");
  return out.filter((path) => path !== "/sw.js" && !path.includes("/.") && !onDemand(path)).sort();
}

/** Plays one move on the Play page if it has a board (starting a game first if needed). */
async function playAMove(page) {
  const start = page.getByRole("button", { name: "Start the game" }).first();
  if (await start.isVisible().catch(() => false)) await start.click();
  const board = page.locator(".goban__svg").first();
  if (!(await board.isVisible().catch(() => false))) return false;
  const box = await board.boundingBox();
  // Near the centre of the board, then confirm if the board asks for a second tap.
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5).catch(() => {});
  return true;
}

describe("offline", () => {
  test("after one visit every page works with no network and progress is kept", async () => {
    const server = await serveStatic();
    const { context, page, problems } = await openPage(browser, server.url, { colorScheme: "light" });
    try {
      await page.goto(server.url + "/");
      await waitForApp(page);
      await waitForWorker(page);

      const caches = await appCaches(page);
      const names = Object.keys(caches).filter((name) => name.startsWith("weiqi-"));
      assert.equal(names.length, 1, `one cache for the build: ${Object.keys(caches)}`);
      assert.deepEqual(caches[names[0]], await buildFiles(DIST), "every file of the build is cached (other languages' words aside)");

      // No network from here on: the server is gone and the browser is offline.
      await server.close();
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);

      const pages = await appPages(page);
      assert.ok(pages.length >= 2, `the menu and footer lead somewhere: ${pages}`);
      for (const hash of pages) {
        const heading = await visit(page, server.url, hash);
        assert.ok(heading.length > 0, `${hash} shows a heading offline`);
        assert.doesNotMatch(heading, /not on the board/, `${hash} is a real page`);
      }

      // Save progress offline: the theme everywhere, and a move wherever there is a board.
      assert.equal(await switchThemeTo(page, "dark"), "dark");
      const played = [];
      for (const hash of pages.filter((h) => /play/.test(h))) {
        await visit(page, server.url, hash);
        if (await playAMove(page)) played.push(hash);
      }
      // A lesson step wherever there are lessons: open the first one and go one step on.
      for (const hash of pages.filter((h) => /learn|lesson|practice/.test(h))) {
        await visit(page, server.url, hash);
        const first = page.locator(`main a[href^='${hash}/']`).first();
        if (!(await first.count())) continue;
        await first.click();
        await waitForApp(page);
        const next = page.getByRole("button", { name: "Next", exact: true });
        if (await next.isVisible().catch(() => false)) await next.click().catch(() => {});
        played.push(`${hash}/…`);
      }
      // A counting drill: answer who wins on the trainer's first position.
      for (const hash of pages.filter((h) => /count/.test(h))) {
        await visit(page, server.url, hash);
        await page.getByRole("button", { name: "Black", exact: true }).click();
        await page.locator(".count__panel .feedback p").first().waitFor();
        // A wrong first answer gets a second try (the reply and the next position come after it).
        const nextPosition = page.getByRole("button", { name: "Next position" });
        if (!(await nextPosition.isVisible())) await page.getByRole("button", { name: "White", exact: true }).click();
        await nextPosition.waitFor();
        played.push(`${hash} (who wins)`);
      }
      // A practice problem: look at the solution of the first one and leave it (kept as missed).
      for (const hash of pages.filter((h) => /practice/.test(h))) {
        await visit(page, server.url, hash);
        // The problems made by the app, a file the page fetches, come from the worker's copy.
        await page.locator(".practice__sets").nth(1).waitFor();
        assert.equal(await page.getByText("could not be loaded", { exact: false }).count(), 0, "the generated problems are there offline");
        await page.getByRole("button", { name: /^Start: / }).first().click();
        await page.getByRole("button", { name: "Show the solution" }).click();
        await page.getByRole("button", { name: "All problem sets" }).click();
        await page.getByRole("button", { name: "Retry the ones I missed (1)" }).waitFor();
        played.push(`${hash} (a problem)`);
      }
      // Effects save after the render: wait for the three records (the asserts say which is missing).
      await page
        .waitForFunction(
          (keys) => keys.every((k) => localStorage.getItem(k) !== null),
          ["weiqi.theme", "weiqi.counting.stats", "weiqi.practice.progress"],
          { timeout: 10_000 },
        )
        .catch(() => {});
      const saved = await savedEntries(page);
      assert.ok(saved["weiqi.theme"], "the theme is saved");
      assert.ok(saved["weiqi.counting.stats"], "the counting drill's result is saved");
      assert.ok(saved["weiqi.practice.progress"], "the practice record is saved");

      await page.reload();
      await waitForApp(page);
      assert.equal(await htmlTheme(page), "dark", "the theme survives an offline reload");
      const kept = await savedEntries(page);
      for (const key of Object.keys(saved)) {
        assert.ok(key in kept, `${key} is still saved after the reload`);
      }
      for (const hash of pages) await visit(page, server.url, hash);
      await visit(page, server.url, "#/count");
      assert.match(await page.locator(".count__stats tbody tr").first().textContent(), /^Who wins\?9×91/, "the counting result is shown after the reload");
      await visit(page, server.url, "#/practice");
      await page.getByRole("button", { name: "Retry the ones I missed (1)" }).waitFor({ timeout: 5_000 });
      assert.deepEqual(problems, [], "no errors offline");
      console.log(`# offline: visited ${pages.join(", ")}; saved ${Object.keys(saved).join(", ")}; moves, lesson steps and drills on ${played.join(", ") || "no page"}`);
    } finally {
      await context.close();
      await server.close().catch(() => {});
    }
  });

  test("a new build is offered with a reload and replaces the old cache", async () => {
    const dir = await mkdtemp(join(tmpdir(), "weiqi-dist-"));
    await cp(DIST, dir, { recursive: true });
    const server = await serveStatic(dir);
    const { context, page, problems } = await openPage(browser, server.url);
    try {
      await page.goto(server.url + "/#/");
      await waitForApp(page);
      await waitForWorker(page);
      const [oldCache] = Object.keys(await appCaches(page));
      assert.match(oldCache, /^weiqi-[0-9a-f]{16}$/);
      assert.equal(await page.getByText("A new version is ready").count(), 0);

      // A new build: same files, a new worker with a cache name of its own.
      const newCache = "weiqi-0123456789abcdef";
      const worker = await readFile(join(dir, "sw.js"), "utf8");
      await writeFile(join(dir, "sw.js"), worker.replace(oldCache, newCache));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

      await page.getByText("A new version is ready").waitFor({ timeout: 20_000 });
      await Promise.all([
        page.waitForEvent("load", { timeout: 20_000 }),
        page.getByRole("button", { name: "Reload" }).click(),
      ]);
      await waitForApp(page);
      await waitForWorker(page);
      const names = () => appCaches(page).then((c) => Object.keys(c).join(","));
      assert.equal(await eventually(names, newCache, 10_000), newCache, "only the new build's cache is left");
      assert.equal(await page.getByText("A new version is ready").count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
