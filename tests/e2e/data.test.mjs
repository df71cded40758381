// The Your data page keeps the learner's data safe: importing a file with one bad value loads
// nothing, says which record is wrong and why, and the practice progress and every other
// record stay as they were; the copies set aside are listed, can be downloaded and put back;
// "Delete my data" asks first, can be called off, and then forgets every Weiqi key only.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import { eventually, openPage, settled, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { savedEntries } from "./app.mjs";

let server;
let browser;
withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
  await mkdir("/tmp/h-data-shots", { recursive: true });
});

/** What a learner has saved: practice progress (2 solved), lessons, a theme, Play settings. */
const LEARNER = {
  "weiqi.practice.progress": '{"v":1,"data":{"results":{"06-ladders-and-nets/1":"FirstTry","01-atari/1":"Solved"}}}',
  "weiqi.lessons.progress": '{"v":1,"data":{"done":{"01-board":[0,1]},"last":["01-board",2]}}',
  "weiqi.theme": '{"v":1,"data":"dark"}',
  "weiqi.play.prefs": '{"v":1,"data":{"muted":true,"tap_to_confirm":null,"last_settings":null}}',
};

/** A page at `hash` (phone size) whose storage holds `entries` before the app starts. */
async function withData(entries, hash, body) {
  const { context, page, problems } = await openPage(browser, server.url, {
    viewport: { width: 360, height: 740 },
    acceptDownloads: true,
  });
  try {
    await page.addInitScript((entries) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }
    }, entries);
    await page.goto(`${server.url}/${hash}`);
    await waitForApp(page);
    await body(page);
  } finally {
    await context.close();
  }
  return problems;
}

const importFile = (page, name, entries) =>
  page.locator("#data-import").setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ format: "weiqi-progress", v: 1, entries })),
  });

describe("your data", () => {
  test("a file with one bad value loads nothing and the practice progress is intact", async () => {
    const problems = await withData(LEARNER, "#/data", async (page) => {
      const before = await savedEntries(page);
      await importFile(page, "old-phone.json", {
        // The envelope is right, the value inside is not a result.
        "weiqi.practice.progress": '{"v":1,"data":{"results":{"01-atari/1":"perfect"}}}',
        "weiqi.lessons.progress": '{"v":1,"data":{"done":{}}}',
        "weiqi.theme": '{"v":1,"data":"light"}',
        "weiqi.play.prefs": '{"v":1,"data":{"muted":false,"tap_to_confirm":true,"last_settings":null}}',
      });
      await page.getByText("Nothing was loaded from old-phone.json, and everything here is as it was. In the file:").waitFor();
      const listed = await page.locator(".data__problems li").allTextContents();
      assert.deepEqual(listed, [
        "Your practice progress: it does not hold what Weiqi keeps there (damaged, or edited by hand).",
      ]);
      assert.deepEqual(await savedEntries(page), before, "no record replaced");

      // The practice page still shows the two problems solved, with no notice of a lost record.
      await page.goto(`${server.url}/#/practice`);
      await waitForApp(page);
      const overall = page.locator(".practice__overall .practice__counts");
      await overall.waitFor();
      assert.match(await eventually(() => text(overall), "x"), /^2 of \d+ solved/);
      assert.equal(await page.getByText("could not be read").count(), 0);
      assert.equal(await page.locator("html").getAttribute("data-theme"), "dark", "the theme too");
      await page.screenshot({ path: "/tmp/data-import-refused-practice.png" });
    });
    assert.deepEqual(problems, []);
  });

  test("an older file over newer progress asks first, joins the steps, keeps the newer game and sets aside what it replaces", async () => {
    const game = (moves) =>
      `{"v":1,"data":{"settings":{"size":9,"handicap":0,"komi":15,"ko":"PositionalSuperko","time":"None","speech":false,"black":"Black","white":"White","opponent":"Friend","goal":"Count","teaching":false},"start_black":"","start_white":"","first":"Black","handicap":0,"moves":"${moves}","end":null,"dead":"","agreed":[false,false],"clock":{"control":"None","sides":[{"main_ms":0,"reserve":0,"period_ms":0},{"main_ms":0,"reserve":0,"period_ms":0}],"running":null,"flagged":null}}}`;
    const newer = {
      ...LEARNER,
      "weiqi.lessons.progress": '{"v":4,"data":{"done":{"01-board":["a","b","c"]},"last":["01-board","c"]}}',
      "weiqi.play.current": game("Bee Wcc Bgg"),
    };
    const problems = await withData(newer, "#/data", async (page) => {
      const before = await savedEntries(page);
      const older = {
        "weiqi.lessons.progress": '{"v":4,"data":{"done":{"01-board":["a"],"02-capture":["x"]},"last":null}}',
        "weiqi.theme": '{"v":1,"data":"light"}',
        "weiqi.play.current": game("Bee"),
      };
      await importFile(page, "last-month.json", older);
      await page.getByText("Load last-month.json? This is what it would change:").waitFor();
      assert.deepEqual(await page.locator(".data__confirm li").allTextContents(), [
        "Your lesson progress: different on each side, so the two are joined.",
        "The game in progress: newer here, so it stays as it is.",
        "Your Play page settings: only here, so it stays.",
        "Your practice progress: only here, so it stays.",
        "Your light or dark choice: different, so the file's is loaded and the one here is kept as a copy.",
      ]);
      assert.deepEqual(await savedEntries(page), before, "asking changes nothing");
      const load = page.getByRole("button", { name: "Load it" });
      assert.ok(await load.evaluate((button) => button === document.activeElement), "the question has the focus");
      await page.screenshot({ path: "/tmp/h-data-shots/import-question-360.png", fullPage: true });
      // The question is brought into view, its start just below the header.
      await settled(page, ".data__ask");
      const [question, header] = [await page.locator(".data__ask").boundingBox(), await page.locator("header").first().boundingBox()];
      assert.ok(question.y >= header.y + header.height - 1, `the question ${JSON.stringify(question)} starts below the header ${JSON.stringify(header)}`);
      assert.ok(question.y <= header.y + header.height + 40, `and near it: ${JSON.stringify(question)}`);
      await page.screenshot({ path: "/tmp/h-data-shots/import-question-360-screen.png" });

      // Cancel: nothing changes.
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByText("Nothing was loaded; everything here is as it was.").waitFor();
      assert.deepEqual(await savedEntries(page), before);

      // Again, and load it.
      await importFile(page, "last-month.json", older);
      await load.click();
      await page.getByText(/^Loaded 2 saved records from last-month\.json\. What the file replaced is kept below/).waitFor();
      const after = await savedEntries(page);
      assert.deepEqual(JSON.parse(after["weiqi.lessons.progress"]).data.done, { "01-board": ["a", "b", "c"], "02-capture": ["x"] });
      assert.equal(after["weiqi.play.current"], before["weiqi.play.current"], "the game with three moves is still here");
      assert.equal(after["weiqi.theme"], older["weiqi.theme"]);
      assert.equal(after["weiqi.theme.corrupt.1"], before["weiqi.theme"], "the theme it replaced is kept");
      const copy = page.locator(".data__copy").filter({ hasText: "Your light or dark choice" });
      await copy.getByRole("button", { name: "Download" }).waitFor();
      await page.screenshot({ path: "/tmp/h-data-shots/import-done-360.png", fullPage: true });
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    });
    assert.deepEqual(problems, []);
  });

  test("a file from a newer version names the record and says to update", async () => {
    const problems = await withData(LEARNER, "#/data", async (page) => {
      const before = await savedEntries(page);
      await importFile(page, "new.json", {
        "weiqi.theme": '{"v":5,"data":"light"}',
        "weiqi.counting.stats": "{cut short",
      });
      await page.locator(".data__problems li").nth(1).waitFor();
      assert.deepEqual(await page.locator(".data__problems li").allTextContents(), [
        "Your counting results: it is damaged.",
        "Your light or dark choice: it was saved by a newer version of Weiqi; update the app first.",
      ]);
      await page.screenshot({ path: "/tmp/data-import-refused.png", fullPage: true });
      assert.deepEqual(await savedEntries(page), before);
    });
    assert.deepEqual(problems, []);
  });

  test("copies set aside are listed, can be downloaded and put back", async () => {
    const entries = {
      ...LEARNER,
      "weiqi.theme": '{"v":1,"data":"light"}',
      "weiqi.theme.corrupt.1": '{"v":1,"data":"dark"}',
      "weiqi.practice.progress.corrupt.1": "{broken",
    };
    const problems = await withData(entries, "#/data", async (page) => {
      await page.getByRole("heading", { name: "Copies set aside" }).waitFor();
      const items = page.locator(".data__copy");
      assert.equal(await items.count(), 2);
      const practice = items.filter({ hasText: "Your practice progress" });
      await practice.getByText("This version of Weiqi cannot read it.").waitFor();
      assert.equal(await practice.getByRole("button", { name: "Put back" }).count(), 0);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        practice.getByRole("button", { name: "Download" }).click(),
      ]);
      assert.equal(download.suggestedFilename(), "weiqi.practice.progress.corrupt.1.json");
      assert.equal(await readFile(await download.path(), "utf8"), "{broken");

      const theme = items.filter({ hasText: "Your light or dark choice" });
      await theme.getByRole("button", { name: "Put back" }).click();
      await page.getByText("Your light or dark choice was put back; what was there is now a copy set aside.", { exact: false }).waitFor();
      const saved = await savedEntries(page);
      assert.equal(saved["weiqi.theme"], '{"v":1,"data":"dark"}');
      assert.equal(saved["weiqi.theme.corrupt.1"], undefined);
      assert.equal(saved["weiqi.theme.corrupt.2"], '{"v":1,"data":"light"}', "the one replaced is kept");
      await page.screenshot({ path: "/tmp/data-copies.png", fullPage: true });
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    });
    assert.deepEqual(problems, []);
  });

  test("delete my data asks first, can be called off, then forgets only Weiqi's keys", async () => {
    const problems = await withData({ ...LEARNER, "other.app": "theirs" }, "#/data", async (page) => {
      const before = await savedEntries(page);
      await page.getByRole("button", { name: "Delete my data…" }).click();
      await page.getByText(/^Delete all your Weiqi data from this browser\?/).waitFor();
      const keep = page.getByRole("button", { name: "Keep my data" });
      assert.equal(await eventually(() => keep.evaluate((b) => b === document.activeElement), true), true, "the safe answer has the focus");
      await page.screenshot({ path: "/tmp/data-delete-confirm.png", fullPage: true });
      await page.keyboard.press("Enter");
      await page.getByText("Nothing was deleted.").waitFor();
      assert.deepEqual(await savedEntries(page), before);

      await page.getByRole("button", { name: "Delete my data…" }).click();
      await page.getByRole("button", { name: "Delete everything" }).click();
      await page.getByText("Your data was deleted from this browser.", { exact: false }).waitFor();
      assert.deepEqual(await savedEntries(page), {});
      assert.equal(await page.evaluate(() => localStorage.getItem("other.app")), "theirs");
      await page.getByText("Nothing is saved yet.", { exact: false }).waitFor();
    });
    assert.deepEqual(problems, []);
  });
});
