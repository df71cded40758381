// End-to-end tests of the app's languages, against the release build in dist/: a browser that
// prefers Chinese (zh-CN) or Korean (ko-KR) gets the course, the glossary and the practice
// sets in that language with nothing pressed; the header's language menu switches the whole
// app at once, keeps the focus, is remembered, and the chosen language works offline after.
// At 360 px nothing runs off the side in any language.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { eventually, openPage, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { appCaches, waitForWorker } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** A words file of `tag` (content/<tag>/<file>). */
const words = (tag, file) => parse(readFileSync(new URL(`../../content/${tag}/${file}`, import.meta.url), "utf8"));

const pageLanguage = (page) => page.evaluate(() => document.documentElement.lang);
const menu = (page) => page.locator(".language-picker__select");

/** Opens `hash` in a fresh context, runs `body`, then checks nothing went wrong. */
async function withApp(hash, contextOptions, body) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  try {
    await page.goto(`${server.url}/${hash}`);
    await waitForApp(page);
    await body(page, context);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

describe("languages", () => {
  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`a browser that prefers ${locale} gets the course, the glossary and practice in it`, async () => {
      await withApp("#/learn/2", { locale }, async (page) => {
        assert.equal(await pageLanguage(page), tag);
        const lesson = words(tag, "lessons/02-liberties.toml");
        assert.equal(await eventually(() => text(page.locator("main h1")), lesson.title), lesson.title);
        const first = lesson.step.centre.text.split("\n")[0].replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
        assert.ok((await text(page.locator("main"))).includes(first), "the first step's text is in the page");
        assert.equal(await menu(page).inputValue(), tag);

        await page.goto(`${server.url}/#/glossary`);
        await page.locator("main h1").waitFor();
        const liberty = words(tag, "glossary.toml").term.liberty.name;
        assert.ok((await text(page.locator("main"))).includes(liberty), `the glossary names ${liberty}`);

        await page.goto(`${server.url}/#/practice`);
        await page.locator("main h1").waitFor();
        const set = words(tag, "problems/01-atari.toml").title;
        assert.ok((await text(page.locator("main"))).includes(set), `practice lists ${set}`);
      });
    });
  }

  test("the header's menu switches at once, keeps the focus, is remembered and works offline", async () => {
    await withApp("#/learn", { locale: "en-US" }, async (page, context) => {
      assert.equal(await pageLanguage(page), "en");
      assert.equal(await menu(page).inputValue(), "en");
      await page.getByRole("combobox", { name: "Language" }).selectOption("zh-Hans");
      assert.equal(await eventually(() => pageLanguage(page), "zh-Hans"), "zh-Hans");
      const chapter1 = words("zh-Hans", "lessons/01-board.toml").title;
      assert.ok(await eventually(async () => (await text(page.locator("main"))).includes(chapter1), true), "the course list is in Chinese");
      assert.equal(await page.evaluate(() => document.activeElement?.className), "language-picker__select", "the focus stays on the menu");
      assert.equal(await page.getByRole("combobox", { name: "语言" }).count(), 1, "the menu's own name is in Chinese");

      await page.reload();
      await waitForApp(page);
      assert.equal(await pageLanguage(page), "zh-Hans", "remembered after a reload");

      await waitForWorker(page);
      const cached = Object.values(await appCaches(page)).flat();
      assert.ok(cached.some((p) => /\/locales\/zh-Hans-[0-9a-f]{16}\.json$/.test(p)), "the Chinese words are kept for offline use");
      assert.ok(!cached.some((p) => /\/locales\/ko-/.test(p)), "and only the language in use");
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      assert.equal(await pageLanguage(page), "zh-Hans", "Chinese offline");
      assert.ok((await text(page.locator("main"))).includes(chapter1));
      await context.setOffline(false);

      await menu(page).selectOption("en");
      assert.equal(await eventually(() => pageLanguage(page), "en"), "en");
      assert.ok(await eventually(async () => (await text(page.locator("main"))).includes("The board and the stones"), true), "back in English");
    });
  });

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`at 360 px in ${tag} nothing runs off the side, and hardly a word is English`, async () => {
      const phone = { locale, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
      await withApp("#/", phone, async (page) => {
        for (const hash of ["#/", "#/learn", "#/learn/1", "#/learn/8", "#/practice", "#/count", "#/play", "#/glossary"]) {
          await page.goto(`${server.url}/${hash}`);
          await page.locator("main h1").waitFor();
          const wide = await page.evaluate(() => document.scrollingElement.scrollWidth);
          assert.ok(wide <= 360, `${hash} is ${wide} px wide`);
          // Words of two or more Latin letters (board coordinates such as C3 have one) per
          // hundred Chinese or Korean characters.
          const seen = await page.evaluate(() => document.body.innerText);
          const native = (seen.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
          const english = seen.match(/[A-Za-z]{2,}/g) ?? [];
          assert.ok(native > 50, `${hash} shows ${native} characters of ${tag}`);
          assert.ok(english.length * 100 <= 3 * native, `${hash}: ${english.length} English words for ${native} characters: ${english.join(" ")}`);
        }
      });
    });
  }
});
