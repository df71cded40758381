// What the page may do: nothing leaves its origin, the Content-Security-Policy is strict and
// never violated, and text from an SGF file is only ever shown as text.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DIST, openPage, painted, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { appPages, cspViolations, recordCspViolations, switchThemeTo, visit, waitForWorker } from "./app.mjs";

let server;
let browser;
withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

describe("security", () => {
  test("the built page has a strict policy and no inline script", async () => {
    const html = await readFile(join(DIST, "index.html"), "utf8");
    const policy = html.match(/<meta content="([^"]+)" http-equiv=Content-Security-Policy>|<meta http-equiv="?Content-Security-Policy"? content="([^"]+)">/i);
    assert.ok(policy, "a CSP meta tag");
    const csp = policy[1] ?? policy[2];
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|\*|https?:/, csp);
    assert.match(csp, /default-src 'self'/);
    for (const tag of html.match(/<script\b[^>]*>/gi)) {
      assert.match(tag, /\ssrc=/, `no inline script: ${tag}`);
    }
    assert.doesNotMatch(html, /\son[a-z]+=/i, "no inline event handlers");
    const manifest = JSON.parse(await readFile(join(DIST, "manifest.webmanifest"), "utf8"));
    for (const icon of manifest.icons) {
      assert.doesNotMatch(icon.src, /^\/|:\/\//, "icon addresses are relative");
      await readFile(join(DIST, icon.src)); // and exist
    }
    assert.equal(manifest.start_url, "./");
  });

  test("no request leaves the page's origin, and the policy is never violated", async () => {
    const { context, page, problems } = await openPage(browser, server.url, { colorScheme: "light" });
    const requests = [];
    context.on("request", (request) => requests.push(request.url()));
    context.on("serviceworker", (worker) => requests.push(worker.url()));
    await recordCspViolations(page);
    try {
      await page.goto(server.url + "/");
      await waitForApp(page);
      await waitForWorker(page);
      await switchThemeTo(page, "dark");
      for (const hash of await appPages(page)) {
        await visit(page, server.url, hash);
        // Press what a learner presses first on each page (never a link away).
        const buttons = page.locator("main button:visible");
        const count = Math.min(await buttons.count(), 3);
        for (let i = 0; i < count; i++) {
          await buttons.nth(i).click({ timeout: 2_000 }).catch(() => {});
          await painted(page);
        }
      }
      await visit(page, server.url, "#/data");
      await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Save progress to a file" }).click(),
      ]);
      await page.reload();
      await waitForApp(page);

      const origin = new URL(server.url).origin;
      const outside = requests.filter((url) => !url.startsWith("blob:") && !url.startsWith("data:") && new URL(url).origin !== origin);
      assert.ok(requests.length > 5, `requests were recorded (${requests.length})`);
      assert.deepEqual(outside, [], "every request stays on the page's origin");
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("names and comments from an SGF file are shown as text, never run", async (t) => {
    const { context, page, problems } = await openPage(browser, server.url);
    const requests = [];
    context.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await recordCspViolations(page);
    await page.exposeFunction("__hostile", (what) => problems.push(`hostile code ran: ${what}`));
    try {
      await page.goto(server.url + "/#/play");
      await waitForApp(page);
      const sgf =
        "(;GM[1]FF[4]SZ[9]" +
        "PB[<img src=x onerror=__hostile('PB')>]" +
        "PW[<script>__hostile('PW')</script>]" +
        "GN[<b onmouseover=__hostile('GN')>name</b>]" +
        "C[<script>__hostile('C')<\\/script><img src=x onerror=__hostile('C-img')> <svg onload=__hostile('svg')>]" +
        ";B[ee];W[cc])";
      // The new-game form opens records (under "Or open a game record"); during a game the
      // records section does ("Or paste a record").
      const summary = page.getByText("Or open a game record");
      if (await summary.count()) await summary.first().click();
      let textarea = page.getByLabel("Paste an SGF record");
      let open = page.getByRole("button", { name: "Open", exact: true });
      if (!(await textarea.count())) {
        textarea = page.getByLabel("Or paste a record");
        open = page.getByRole("button", { name: "Open the pasted record" });
      }
      if (!(await textarea.count())) {
        t.skip("the Play page has no way to open a record");
        return;
      }
      await textarea.fill(sgf);
      await open.click();
      const mainText = () => page.locator("main").innerText();
      await page.getByText("<img src=x onerror=__hostile('PB')>").first().waitFor({ timeout: 5_000 });
      const text = await mainText();
      assert.ok(text.includes("<script>__hostile('PW')</script>"), "White's name is shown as text");
      assert.ok(text.includes("<b onmouseover=__hostile('GN')>name</b>"), "the game name is shown as text");
      assert.ok(text.includes("<svg onload=__hostile('svg')>"), "the comment is shown as text");
      await page.mouse.move(10, 10);
      await painted(page);
      const injected = await page.evaluate(() => ({
        img: document.querySelectorAll("main img[src='x']").length,
        script: [...document.scripts].filter((s) => !s.src).length,
        bold: document.querySelectorAll("main b[onmouseover]").length,
        svg: document.querySelectorAll("svg[onload]").length,
      }));
      assert.deepEqual(injected, { img: 0, script: 0, bold: 0, svg: 0 }, "no element was made from the file");
      assert.ok(!requests.includes("/x"), "no image was fetched from the file's markup");
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
