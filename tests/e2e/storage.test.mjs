// The storage layer in a real browser: an unreadable record is set aside (kept under
// "<key>.corrupt.<n>") and the learner told once; a full storage and a disabled storage leave
// the app working and say that progress will not be kept; export and import on the Your data
// page round-trip everything and refuse a damaged file without changing anything.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { eventually, openPage, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { htmlTheme, noticeText, savedEntries, switchThemeTo } from "./app.mjs";

const SET_ASIDE = "An old saved record could not be read; it was set aside and the rest loaded.";
const STORAGE_FULL = "Progress could not be saved: storage is full.";
const NOT_KEPT = "This browser is not keeping data (private window?), so progress will not be kept after you close the page.";

let server;
let browser;
withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** A page whose storage is prepared by `init` (run before any script of the app). */
async function withPage(init, body, arg) {
  const { context, page, problems } = await openPage(browser, server.url, { colorScheme: "light" });
  try {
    if (init) await page.addInitScript(init, arg);
    await page.goto(server.url + "/");
    await waitForApp(page);
    await body(page, context);
    return problems;
  } finally {
    await context.close();
  }
}

describe("storage", () => {
  test("a corrupt record is set aside, kept, and the learner told once", async () => {
    const corrupt = '{"v":1,"data":"da';
    const problems = await withPage(
      (value) => {
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("weiqi.theme", value);
          localStorage.setItem("weiqi.unrelated", '{"v":1,"data":42}');
        }
      },
      async (page) => {
        const notice = page.getByText(SET_ASIDE);
        await notice.waitFor();
        const saved = await savedEntries(page);
        assert.equal(saved["weiqi.theme.corrupt.1"], corrupt, "the unreadable value is kept");
        assert.equal(saved["weiqi.theme"], undefined, "its key is free for a fresh start");
        assert.equal(saved["weiqi.unrelated"], '{"v":1,"data":42}', "other records are untouched");
        assert.equal(await htmlTheme(page), null, "the app starts from the system theme");

        // The app works and saves again; the notice can be dismissed.
        assert.equal(await switchThemeTo(page, "dark"), "dark");
        assert.equal((await savedEntries(page))["weiqi.theme"], '{"v":1,"data":"dark"}');
        await page.getByRole("button", { name: "Dismiss" }).click();
        assert.equal(await eventually(() => notice.count(), 0), 0);
        await page.reload();
        await waitForApp(page);
        assert.equal(await htmlTheme(page), "dark");
        assert.equal(await page.getByText(SET_ASIDE).count(), 0, "nothing to tell after the reload");
      },
      corrupt,
    );
    assert.deepEqual(problems, []);
  });

  test("a full storage: the app keeps working and says progress is not saved", async () => {
    const problems = await withPage(
      () => {
        Storage.prototype.setItem = function () {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      },
      async (page) => {
        await page.getByText(STORAGE_FULL).waitFor();
        assert.equal(await switchThemeTo(page, "dark"), "dark", "the switch still works");
        assert.equal((await savedEntries(page))["weiqi.theme"], undefined);
        await page.goto(server.url + "/#/play");
        await waitForApp(page);
        assert.equal((await noticeText(page)).split(STORAGE_FULL).length - 1, 1, "said once");
      },
    );
    assert.deepEqual(problems, []);
  });

  test("storage disabled: the app works in memory and says progress will not be kept", async () => {
    const problems = await withPage(
      () => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      },
      async (page) => {
        await page.getByText(NOT_KEPT).waitFor();
        assert.equal(await switchThemeTo(page, "dark"), "dark");
        // Kept in memory for the visit: the pick holds across pages.
        for (const hash of ["#/data", "#/"]) {
          await page.getByRole("link", { name: hash === "#/data" ? "Your data" : "Home" }).first().click();
          await waitForApp(page);
          assert.equal(await htmlTheme(page), "dark");
        }
        await page.goto(server.url + "/#/data");
        await waitForApp(page);
        await page.getByText("Save it to a file to keep it.").waitFor();
      },
    );
    assert.deepEqual(problems, []);
  });

  test("export then import on the Your data page restores everything", async () => {
    let file;
    const problems = await withPage(null, async (page) => {
      assert.equal(await switchThemeTo(page, "dark"), "dark");
      await page.evaluate(() => {
        localStorage.setItem("weiqi.extra", '{"v":3,"data":{"a":[1,2,"<b>x</b>"]}}');
        localStorage.setItem("weiqi.extra.corrupt.1", "{broken");
        localStorage.setItem("other.app", "not ours");
      });
      const before = await savedEntries(page);

      await page.getByRole("link", { name: "Your data" }).click();
      await page.getByRole("heading", { level: 1, name: "Your data" }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Save progress to a file" }).click(),
      ]);
      assert.equal(download.suggestedFilename(), "weiqi-progress.json");
      file = await readFile(await download.path(), "utf8");
      const backup = JSON.parse(file);
      assert.equal(backup.format, "weiqi-progress");
      assert.equal(backup.v, 1);
      assert.deepEqual(backup.entries, before, "every weiqi.* key and nothing else");

      // Wipe, then import the file back.
      await page.evaluate(() => localStorage.clear());
      const input = page.locator("#data-import");
      await input.setInputFiles({ name: "weiqi-progress.json", mimeType: "application/json", buffer: Buffer.from(file) });
      await page.getByText("Load weiqi-progress.json? This is what it would change:").waitFor();
      await page.getByRole("button", { name: "Load it" }).click();
      await page.getByText(`Loaded ${Object.keys(before).length} saved records from weiqi-progress.json.`).waitFor();
      assert.deepEqual(await savedEntries(page), before);
      await page.getByRole("button", { name: "Reload now" }).click();
      await waitForApp(page);
      assert.equal(await htmlTheme(page), "dark", "the imported theme is used after the reload");

      // A damaged file changes nothing and says why.
      const damaged = JSON.parse(file);
      damaged.entries["weiqi.theme"] = "{not a record";
      damaged.entries["weiqi.new"] = '{"v":1,"data":1}';
      await page.locator("#data-import").setInputFiles({
        name: "damaged.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(damaged)),
      });
      await page.getByText("Nothing was loaded from damaged.json, and everything here is as it was. In the file:").waitFor();
      await page.getByText("Your light or dark choice: it is damaged.").waitFor();
      assert.deepEqual(await savedEntries(page), before, "nothing was half-applied");

      await page.locator("#data-import").setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("hello"),
      });
      await page.getByText(/^Nothing was loaded from notes\.txt: this is not a Weiqi progress file/).waitFor();
    });
    assert.deepEqual(problems, []);
  });
});
