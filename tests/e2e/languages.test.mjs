// End-to-end tests of the app's languages, against the release build in dist/: a browser that
// prefers Chinese (zh-CN) or Korean (ko-KR) gets the course, the glossary and the practice
// sets in that language with nothing pressed; the header's language menu switches the whole
// app at once (the tab's title and the installed app's name too), keeps the focus, is
// remembered, and the chosen language works offline after.
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

/** A message of `tag`'s catalog with one line of text, its placeholders filled from `args`. */
function message(tag, key, args = {}) {
  const source = readFileSync(new URL(`../../content/${tag}/messages.ftl`, import.meta.url), "utf8");
  const line = source.split("\n").find((l) => l.startsWith(`${key} = `));
  assert.ok(line, `${tag} has ${key} on one line`);
  // A Korean particle pair after a placeholder ("{ $at }은/는") takes the form the value's last
  // sound asks for, as the app's catalog does; here for coordinates (a digit last) only.
  const final = { 0: true, 1: true, 2: false, 3: true, 4: false, 5: false, 6: true, 7: true, 8: true, 9: false };
  return line.slice(key.length + 3).replace(/\{ \$(\w+) \}(은\/는|이\/가|을\/를)?/g, (_, name, pair) => {
    const value = String(args[name]);
    if (!pair) return value;
    const [closed, open] = pair.split("/");
    return value + (final[value.at(-1)] ? closed : open);
  });
}

/** A structure file (content/lessons/…): its steps in order. */
const steps = (file) => parse(readFileSync(new URL(`../../content/lessons/${file}`, import.meta.url), "utf8")).step;

const pageLanguage = (page) => page.evaluate(() => document.documentElement.lang);
/** The address the page's manifest link names, as written. */
const manifestLink = (page) => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute("href"));
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
        // The tab and the installed app are named in the language too.
        const name = message(tag, "shell-brand");
        assert.ok((await page.title()).endsWith(` · ${name}`), `the tab's title "${await page.title()}" ends with ${name}`);
        assert.equal(await manifestLink(page), `manifest-${tag}.webmanifest`);
        const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
        assert.deepEqual([manifest.lang, manifest.short_name], [tag, name]);
        const first = lesson.step.centre.text.split("\n")[0].replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
        assert.ok((await text(page.locator("main"))).includes(first), "the first step's text is in the page");
        assert.equal(await menu(page).inputValue(), tag);

        await page.goto(`${server.url}/#/glossary`);
        await waitForApp(page);
        const liberty = words(tag, "glossary.toml").term.liberty.name;
        assert.ok((await text(page.locator("main"))).includes(liberty), `the glossary names ${liberty}`);

        await page.goto(`${server.url}/#/practice`);
        await waitForApp(page);
        const set = words(tag, "problems/01-atari.toml").title;
        // The page fetches its problems as it opens ("Loading the problems…" meanwhile).
        assert.ok(await eventually(async () => (await text(page.locator("main"))).includes(set), true), `practice lists ${set}`);
      });
    });
  }

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`chapter 2 to the end in ${tag}: a wrong point and a wrong number explained in ${tag}, each answer in its words`, async () => {
      await withApp("#/learn/2", { locale }, async (page) => {
        const file = "02-liberties.toml";
        const structure = steps(file);
        const lesson = words(tag, `lessons/${file}`);
        const feedback = () => text(page.locator(".feedback"));
        const expect = async (wanted) => assert.ok(await eventually(async () => (await feedback()).includes(wanted), true), `"${await feedback()}" says "${wanted}"`);
        const shown = (t) => t.replace(/\*\*/g, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
        const right = (i) => shown(lesson.step[structure[i].id].right);
        const whyOf = (i, given) => shown(lesson.step[structure[i].id].wrong[structure[i].wrong.findIndex((w) => Number(w.answer) === given)].why);
        const clickAll = async (names) => { for (const n of names) await page.locator(`[data-point="${n}"]`).click(); };
        const answer = async (value) => {
          await page.getByLabel(message(tag, "step-your-answer")).fill(value);
          await page.getByRole("button", { name: message(tag, "step-check") }).click();
        };
        const next = async (n) => {
          await page.getByRole("button", { name: message(tag, "lesson-next") }).click();
          await page.getByText(message(tag, "lesson-step-of", { n, m: structure.length })).waitFor();
        };
        await page.locator(".goban__svg").first().waitFor();
        await page.locator('[data-point="D4"]').click();
        await expect(message(tag, "step-diagonal-stone", { at: "D4" }));
        assert.equal(await page.locator(".feedback--wrong").count(), 1);
        await clickAll(["C4", "B3", "D3", "C2"]);
        await expect(right(0));
        await next(2);
        await clickAll(["B1", "D1", "C2"]);
        await expect(right(1));
        await next(3);
        await answer("3");
        await expect(whyOf(2, 3));
        await answer("2");
        await expect(right(2));
        await next(4);
        await clickAll(["B3", "D3", "C2"]);
        await expect(right(3));
        await next(5);
        await clickAll(["B4", "C4", "A3", "D3", "B2", "C2"]);
        await expect(right(4));
        await next(6);
        await answer("1");
        await expect(whyOf(5, 1));
        await answer("2");
        await expect(right(5));
        await next(7);
        await answer("7");
        await expect(right(6));
        await next(8);
        await answer("1");
        await expect(right(7));
        await page.getByRole("link", { name: message(tag, "lesson-finish") }).click();
        await page.locator(".learn__item").first().waitFor();
        assert.equal(await pageLanguage(page), tag);
        // A sentence and the link after it: a space in Korean, none after Chinese "。".
        const glossaryLine = await text(page.locator("main p", { hasText: message(tag, "learn-glossary") }));
        const gap = tag === "zh-Hans" ? "" : " ";
        const wanted = `${message(tag, "learn-glossary")}${gap}${message(tag, "nav-glossary")}`;
        assert.ok(glossaryLine.startsWith(wanted), `"${glossaryLine}" starts with "${wanted}"`);
      });
    });
  }

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`in ${tag}: a practice problem's wrong move and its answer, a wrong count explained, and moves on the Play page`, async () => {
      const native = (t) => (t.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
      const black = message(tag, "color-black");
      await withApp("#/practice", { locale }, async (page) => {
        // Practice: the second ladder problem's wrong move, answered on the board, with its reason.
        const set = words(tag, "problems/06-ladders-and-nets.toml");
        const structure = parse(readFileSync(new URL("../../content/problems/06-ladders-and-nets.toml", import.meta.url), "utf8")).step;
        await page.getByRole("button", { name: message(tag, "practice-sets-start-label", { set: set.title }), exact: true }).click();
        await page.getByRole("button", { name: message(tag, "problem-next") }).click();
        const wrong = structure[1].wrong[0];
        const stones = () => page.locator(".goban__cells .goban__stone").count();
        await page.locator(".goban__svg").first().waitFor();
        const before = await stones();
        await page.locator(`[data-point="${wrong.at}"]`).click();
        const why = set.step["2"].wrong[0].why;
        assert.ok(await eventually(async () => (await text(page.locator(".feedback"))).includes(why), true), "the reason is in the words of the language");
        assert.equal(await eventually(stones, before + 2), before + 2, "the wrong move and its answer are on the board");
        const said = await text(page.locator(".feedback"));
        assert.ok(said.includes(wrong.reply), `the answer ${wrong.reply} is named: ${said}`);

        // The counting trainer, set to the exact count: a wrong count of Black's area gets its
        // explanation.
        const exact = { mode: "Count", level: { size: 9, dead: false, seki: false }, side: "Black" };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), exact);
        await page.goto(`${server.url}/#/count?position=nine-no-shared`);
        await page.locator(".count__panel").waitFor();
        await page.getByLabel(message(tag, "count-panel-count-label", { side: black })).fill("44");
        await page.getByRole("button", { name: message(tag, "count-panel-check"), exact: true }).click();
        await page.locator(".count__panel .feedback--wrong").waitFor();
        // The first wrong count is a nudge (count again); the second is explained.
        const nudge = await text(page.locator(".count__panel .feedback"));
        assert.ok(nudge.includes("44") && native(nudge) > 4, `the nudge is in ${tag}: ${nudge}`);
        await page.getByRole("button", { name: message(tag, "count-panel-check"), exact: true }).click();
        await eventually(async () => (await text(page.locator(".count__panel .feedback"))) !== nudge, true);
        const counted = await text(page.locator(".count__panel .feedback"));
        assert.ok(counted.includes("44") && native(counted) > 10, `the wrong count is explained in ${tag}: ${counted}`);

        // The Play page: a game between two players, two moves, named in the move list.
        await page.goto(`${server.url}/#/play`);
        await page.getByRole("button", { name: message(tag, "play-setup-start") }).first().click();
        await page.locator(".goban__svg").first().waitFor();
        for (const at of ["D4", "E5"]) await page.locator(`[data-point="${at}"]`).click();
        assert.equal(await eventually(stones, 2), 2);
        const moves = await page.locator(".moves button").evaluateAll((b) => b.map((x) => x.getAttribute("aria-label")));
        assert.equal(moves.length, 2);
        assert.ok(moves[0].includes("D4") && native(moves[0]) > 0, `the first move in ${tag}: ${moves[0]}`);
      });
    });
  }

  test("a language that cannot be loaded is said on a phone without covering the page's title, and not on the next page", async () => {
    const { context, page, problems } = await openPage(browser, server.url, {
      locale: "en-US",
      viewport: { width: 360, height: 740 },
      serviceWorkers: "block",
    });
    try {
      await context.route(/\/locales\//, (route) => route.fulfill({ status: 503, body: "offline" }));
      await page.goto(`${server.url}/#/learn`);
      await waitForApp(page);
      await menu(page).selectOption("ko");
      const note = page.locator(".language-picker__failed");
      await note.waitFor();
      assert.match(await text(note), /could not be loaded/);
      const [box, title] = [await note.boundingBox(), await page.locator("main h1").boundingBox()];
      assert.ok(box.y >= title.y + title.height || box.y + box.height <= title.y, `the note ${JSON.stringify(box)} leaves the title ${JSON.stringify(title)} readable`);
      assert.ok(box.y >= 0 && box.y + box.height <= 740 && box.x >= 0 && box.x + box.width <= 360, `the note is on the screen: ${JSON.stringify(box)}`);
      await page.screenshot({ path: "/tmp/h-data-shots/language-failed-360.png" });
      await page.evaluate(() => { location.hash = "#/glossary"; });
      await page.locator("main h1").filter({ hasText: "Glossary" }).waitFor();
      assert.equal(await note.count(), 0, "gone on the next page");
      // And it can be dismissed.
      await menu(page).selectOption("ko");
      await note.getByRole("button", { name: "Dismiss" }).click();
      assert.equal(await note.count(), 0);
      assert.deepEqual(problems.filter((p) => !/503|Failed to load resource|locales/.test(p)), []);
    } finally {
      await context.close();
    }
  });

  test("the header's menu switches at once, keeps the focus, is remembered and works offline", async () => {
    await withApp("#/learn", { locale: "en-US" }, async (page, context) => {
      assert.equal(await pageLanguage(page), "en");
      assert.equal(await menu(page).inputValue(), "en");
      // The service worker first, so the Chinese words are fetched through it.
      await waitForWorker(page);
      await page.getByRole("combobox", { name: "Language" }).selectOption("zh-Hans");
      assert.equal(await eventually(() => pageLanguage(page), "zh-Hans"), "zh-Hans");
      const chapter1 = words("zh-Hans", "lessons/01-board.toml").title;
      assert.ok(await eventually(async () => (await text(page.locator("main"))).includes(chapter1), true), "the course list is in Chinese");
      assert.equal(await page.evaluate(() => document.activeElement?.className), "language-picker__select", "the focus stays on the menu");
      assert.equal(await page.getByRole("combobox", { name: "语言" }).count(), 1, "the menu's own name is in Chinese");
      assert.equal(await page.title(), `${message("zh-Hans", "learn-title")} · 围棋`, "the tab's title is in Chinese");
      assert.equal(await manifestLink(page), "manifest-zh-Hans.webmanifest", "so is the installed app's name");

      await page.reload();
      await waitForApp(page);
      assert.equal(await pageLanguage(page), "zh-Hans", "remembered after a reload");

      const cached = Object.values(await appCaches(page)).flat();
      assert.ok(cached.some((p) => /\/locales\/zh-Hans-[0-9a-f]{16}\.json$/.test(p)), "the Chinese words are kept for offline use");
      assert.ok(!cached.some((p) => /\/locales\/ko-/.test(p)), "and only the language in use");
      assert.ok(cached.some((p) => p.endsWith("/manifest-zh-Hans.webmanifest")), "the Chinese manifest is kept for offline use");
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      assert.equal(await pageLanguage(page), "zh-Hans", "Chinese offline");
      assert.ok((await text(page.locator("main"))).includes(chapter1));
      await context.setOffline(false);

      await menu(page).selectOption("en");
      assert.equal(await eventually(() => pageLanguage(page), "en"), "en");
      assert.ok(await eventually(async () => (await text(page.locator("main"))).includes("The board and the stones"), true), "back in English");
      assert.equal(await page.title(), "Learn · Weiqi");
      assert.equal(await manifestLink(page), "manifest.webmanifest");
    });
  });

  for (const [locale, tag] of [["zh-CN", "zh-Hans"], ["ko-KR", "ko"]]) {
    test(`at 360 px in ${tag} nothing runs off the side, and hardly a word is English`, async () => {
      const phone = { locale, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
      await withApp("#/", phone, async (page) => {
        for (const hash of ["#/", "#/learn", "#/learn/1", "#/learn/8", "#/practice", "#/count", "#/play", "#/glossary"]) {
          await page.goto(`${server.url}/${hash}`);
          await waitForApp(page);
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
