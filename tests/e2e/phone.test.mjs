// End-to-end tests on phones (360×740 and 390×844, touch): the header is one short row with a
// menu; on a lesson, a practice problem and the counting trainer, the task, the board and the
// answer to a wrong move are all on screen together (a lesson's page may move to show them);
// a lesson board of up to 9×9 is at least 300 px wide (a count beside it too, and a 19×19
// count has the screen's width) and one tap places one stone; a question comes before the
// step buttons; the counting trainer gives a second try at "who wins?", shows the reply to the
// dead stones with the board (in Korean too), and fits its statistics in the screen's width
// with each heading and figure on one line (in English, Chinese and Korean); a new page starts
// at its top. Zoomed boards: phone-zoom.test.mjs.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, painted, point, settled, stones, text, waitForApp } from "./harness.mjs";
import { PHONES, PHONE_360, box, phoneSuite, wrongAnswer } from "./phones.mjs";

const { started, onPhone } = phoneSuite();

/**
 * Checks that each of `selectors` lies wholly inside the viewport, below the sticky header,
 * and that the page has not been scrolled (nor is wider than the screen).
 */
async function allOnScreen(page, selectors) {
  const { width, height } = page.viewportSize();
  const header = await box(page, ".site-header");
  for (const selector of selectors) {
    const b = await box(page, selector);
    const where = `${selector} at y ${Math.round(b.y)}–${Math.round(b.y + b.height)} of ${height}`;
    assert.ok(b.y >= header.y + header.height - 1, `${where}: below the header`);
    assert.ok(b.y + b.height <= height + 1, `${where}: inside the screen`);
    assert.ok(b.x >= 0 && b.x + b.width <= width + 1, `${where}: not cut off at the sides`);
  }
  assert.equal(await page.evaluate(() => window.scrollY), 0, "nothing was scrolled");
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, "no sideways scrolling");
}

/**
 * Checks that each of `selectors` lies wholly inside the viewport, below the sticky header
 * (the page may have moved to show them), and that the page is no wider than the screen.
 */
async function allInSight(page, selectors) {
  const { width, height } = page.viewportSize();
  const header = await box(page, ".site-header");
  for (const selector of selectors) {
    const b = await box(page, selector);
    const where = `${selector} at y ${Math.round(b.y)}–${Math.round(b.y + b.height)} of ${height}`;
    assert.ok(b.y >= header.y + header.height - 1 && b.y + b.height <= height + 1, `${where}: on screen`);
    assert.ok(b.x >= 0 && b.x + b.width <= width + 1, `${where}: not cut off at the sides`);
  }
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, "no sideways scrolling");
}


describe("on a phone", () => {
  for (const viewport of PHONES) {
    const size = `${viewport.width}×${viewport.height}`;

    test(`${size}: the header is one row of at most 80 px, with a menu that opens and leads`, async () => {
      await onPhone(viewport, "#/learn/1", async (page) => {
        const header = await box(page, ".site-header");
        assert.ok(header.height <= 80, `header ${header.height} px tall`);
        const menu = page.getByRole("button", { name: "Menu" });
        assert.equal(await menu.getAttribute("aria-expanded"), "false");
        assert.equal(await page.getByRole("link", { name: "Glossary" }).isVisible(), false, "folded away");
        await menu.tap();
        assert.equal(await menu.getAttribute("aria-expanded"), "true");
        await page.getByRole("link", { name: "Glossary" }).tap();
        await page.locator("main h1", { hasText: "Glossary" }).waitFor();
        assert.equal(await eventually(() => menu.getAttribute("aria-expanded"), "false"), "false", "closed again");
        assert.ok((await box(page, ".site-header")).height <= 80);
      });
    });

    test(`${size}: a wrong tap in lesson 1 shows its answer with the task and the board`, async () => {
      await onPhone(viewport, "#/learn/1", async (page) => {
        // Step 2 asks for a stone on C3 of a 5×5 board (step 1 is a question).
        await page.getByText("Step 1 of").waitFor();
        await page.getByRole("button", { name: "Next" }).tap();
        await page.getByText("Step 2 of").waitFor();
        const drawn = await box(page, ".lesson__board .goban__svg");
        assert.ok(drawn.width >= 300, `the 5×5 board is ${drawn.width.toFixed(0)} px wide`);
        await point(page, "A1").tap();
        assert.ok((await wrongAnswer(page)).length > 0);
        // The page may have moved to show the reply with the whole board.
        await settled(page, ".feedback");
        await allInSight(page, [".goban__svg", ".feedback--wrong", ".lesson__nav"]);
      });
    });

    test(`${size}: a wrong move in a practice problem shows the reply's reason on screen`, async () => {
      await onPhone(viewport, "#/practice?set=01-atari&problem=5", async (page) => {
        await page.getByText("Problem 5 of").waitFor();
        await point(page, "A7").tap(); // far from the stone in atari: White escapes
        assert.ok((await wrongAnswer(page)).length > 0);
        await allOnScreen(page, [".lesson__text", ".goban__svg", ".feedback--wrong"]);
      });
    });

    test(`${size}: a wrong answer in the counting trainer is on screen with the board, and a second try follows`, async () => {
      await onPhone(viewport, "#/count", async (page) => {
        // "A draw" is wrong unless the position is a draw (some have no komi): then the next.
        for (let tries = 0; tries < 10; tries++) {
          await page.locator(".count__choose").waitFor();
          await page.getByRole("button", { name: "A draw" }).tap();
          await page.locator(".feedback--wrong, .feedback--right").waitFor();
          if (await page.locator(".feedback--wrong").count()) break;
          await page.getByRole("button", { name: "Next position" }).tap();
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        }
        const said = await wrongAnswer(page);
        assert.match(said, /[Cc]hoose again\.$/, said);
        await allOnScreen(page, [".count__task", ".goban__svg", ".feedback--wrong"]);
        // The question stays, its wrong answer crossed out and out of use (a tap on it does
        // nothing), the reply clear of it.
        const draw = page.getByRole("button", { name: "A draw" });
        assert.equal(await draw.getAttribute("aria-disabled"), "true");
        await draw.tap({ force: true }); // a finger does not ask whether it is in use
        await painted(page);
        assert.equal(await page.locator(".count__choose").count(), 1, "still the first answer only");
        const reply = await box(page, ".feedback--wrong");
        const buttons = await box(page, ".count__choose .count__buttons");
        assert.ok(buttons.y - (reply.y + reply.height) >= 12, `${(buttons.y - reply.y - reply.height).toFixed(0)} px between the reply and the answers`);
        // The second answer is the last: the position is done either way.
        await page.getByRole("button", { name: "Black", exact: true }).tap();
        await page.getByRole("button", { name: "Next position" }).waitFor();
        assert.equal(await page.locator(".count__choose").count(), 0);
        // The count against the target, said once: in the reply, or for a hand-made position
        // in its note under the reply.
        const note = page.locator(".count__note");
        const where = (await note.count()) ? note : page.locator(".count__panel .feedback");
        assert.match(await text(where), /Half the board is|needs more than/);
        if (await note.count()) assert.doesNotMatch(await text(page.locator(".count__panel .feedback")), /needs more than/);
      });
    });

    test(`${size}: a 9×9 lesson board has the screen's width, and one tap places one stone`, async () => {
      await onPhone(viewport, "#/learn/1?step=5", async (page) => {
        // Chapter 1, step 5: a black stone on J1 of an empty 9×9 board.
        await page.getByText("Step 5 of").waitFor();
        const board = page.locator(".lesson__board .goban__svg");
        assert.match(await page.locator(".lesson__board .goban__frame").getAttribute("aria-label"), /9×9/);
        const drawn = await box(page, ".lesson__board .goban__svg");
        assert.ok(drawn.width >= 300 && drawn.width <= viewport.width, `the board is ${drawn.width.toFixed(0)} px wide`);
        const spacing = (await box(page, '.lesson__board [data-point="E5"]')).width;
        assert.ok(spacing >= 28, `points ${spacing.toFixed(1)} px apart`);
        const whole = await board.getAttribute("viewBox");
        assert.equal(await stones(page), 0);
        await point(page, "J1").tap();
        assert.equal(await eventually(() => stones(page), 1), 1, "one tap, one stone");
        assert.equal(await board.getAttribute("viewBox"), whole, "no zoom");
        assert.equal(await page.locator(".goban--zoomed").count(), 0);
        await page.locator(".feedback--right").waitFor();
        // The whole board, its reply and the way on are in sight (the page may have moved to
        // show them all).
        await settled(page, ".feedback");
        const header = await box(page, ".site-header");
        for (const selector of [".lesson__board .goban__svg", ".feedback--right", ".lesson__nav"]) {
          const b = await box(page, selector);
          assert.ok(b.y >= header.y + header.height - 1 && b.y + b.height <= viewport.height + 1, `${selector} at y ${Math.round(b.y)}–${Math.round(b.y + b.height)}: on screen`);
        }
      });
    });

    test(`${size}: lesson 1's question comes before the step buttons, which wait in their place`, async () => {
      await onPhone(viewport, "#/learn/1", async (page) => {
        await page.getByText("Step 1 of").waitFor();
        const choices = page.locator(".task--choice .choice");
        assert.ok((await choices.count()) >= 2);
        const lastChoice = await choices.last().boundingBox();
        const next = await page.getByRole("button", { name: "Next" }).boundingBox();
        assert.ok(next.y >= lastChoice.y + lastChoice.height, `"Next" (y ${Math.round(next.y)}) after the last answer (y ${Math.round(lastChoice.y)})`);
        // Not held at the screen's bottom edge before an answer: "Next" is not met first.
        const { height } = page.viewportSize();
        if (lastChoice.y + lastChoice.height > height) {
          assert.ok(next.y > height, "below the screen with the question");
        }
      });
    });
  }

  test("19×19: a lesson's count has the screen's width", async () => {
    await onPhone(PHONES[0], "#/learn/9", async (page) => {
      // The chapter's last step: Black's count on a whole 19×19 board.
      const last = await page.locator(".lesson__steps span").first().textContent();
      const total = Number(last.match(/of (\d+)/)[1]);
      // (The page opens a step its address names when it starts.)
      await page.goto(`${started.server.url}/#/learn/9?step=${total}`);
      await page.reload();
      await page.getByText(`Step ${total} of ${total}`).waitFor();
      assert.match(await page.locator(".lesson__board .goban__frame").getAttribute("aria-label"), /19×19/);
      const drawn = await box(page, ".lesson__board .goban__svg");
      assert.ok(drawn.width >= 320, `the 19×19 board is ${drawn.width.toFixed(0)} px wide`);
    });
  });

  for (const step of [2, 11]) {
    test(`360×740: chapter 9's count on a small board (step ${step}) is at least 300 px wide`, async () => {
      await onPhone(PHONES[0], `#/learn/9?step=${step}`, async (page) => {
        await page.getByText(`Step ${step} of`).waitFor();
        assert.equal(await page.locator(".task--number").count(), 1, "a count to give beside the board");
        assert.match(await page.locator(".lesson__board .goban__frame").getAttribute("aria-label"), /[5-9]×[5-9]/);
        const drawn = await box(page, ".lesson__board .goban__svg");
        assert.ok(drawn.width >= 300 && drawn.height >= 300, `the board is ${drawn.width.toFixed(0)}×${drawn.height.toFixed(0)} px`);
        assert.ok(drawn.x >= 0 && drawn.x + drawn.width <= 360, "inside the screen's width");
      });
    });
  }


  for (const [locale, tag] of [["ko-KR", "Korean"], ["zh-CN", "Chinese"]]) {
    test(`in ${tag}: the reply to the dead stones is on screen with the board`, async () => {
      const { context, page, problems } = await openPage(started.browser, started.server.url, { ...PHONE_360, locale });
      try {
        await page.goto(`${started.server.url}/#/`);
        await waitForApp(page);
        const settings = { mode: "Count", level: { size: 9, dead: true, seki: false }, side: "Black" };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
        // The dead white stone on B3 and the dead black one on G8 (content/counting/01-nine-by-nine.txt).
        await page.goto(`${started.server.url}/#/count?position=nine-dead-on-both-sides`);
        await page.locator(".count__mark").waitFor({ timeout: 15_000 });
        await point(page, "B3").tap();
        await point(page, "G8").tap();
        await page.locator(".count__mark .btn--primary").tap();
        await page.locator(".count__panel .feedback--right").waitFor();
        await page.locator(".count__count").waitFor();
        const { height } = page.viewportSize();
        const header = await box(page, ".site-header");
        const reply = await box(page, ".count__panel .feedback--right");
        const board = await box(page, ".lesson__board .goban__svg");
        assert.ok(reply.y + reply.height <= height + 1, `the reply (y ${Math.round(reply.y)}–${Math.round(reply.y + reply.height)}) inside the screen`);
        assert.ok(board.y >= header.y + header.height - 1 && reply.y >= board.y + board.height, "under the whole board, itself under the header");
        assert.deepEqual(problems, [], "no errors and no requests outside the app");
      } finally {
        await context.close();
      }
    });
  }

  for (const [locale, tag] of [["en-US", "English"], ["zh-CN", "Chinese"], ["ko-KR", "Korean"]]) {
    test(`in ${tag}: the counting trainer's statistics fit 360 px, each heading and figure on one line`, async () => {
      const { context, page, problems } = await openPage(started.browser, started.server.url, { ...PHONE_360, locale });
      try {
        await page.goto(`${started.server.url}/#/`);
        await waitForApp(page);
        // A row for every exercise on every board size, with three-figure counts.
        const totals = ["WhoWins", "Count", "Timed", "DeadStones"].flatMap((mode) =>
          [9, 13, 19].map((size) => ({ mode, size, done: 123, right: 100, ms: 123 * 45_000 })),
        );
        const stats = { totals, recent: [{ mode: "WhoWins", size: 9, right: true, ms: 12_000 }] };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.stats", JSON.stringify({ v: 1, data: v })), stats);
        await page.goto(`${started.server.url}/#/count`);
        await page.reload();
        await waitForApp(page);
        await page.locator(".count__stats tbody tr").nth(11).waitFor();
        const seen = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const lines = (cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          };
          return {
            width,
            page: document.documentElement.scrollWidth,
            box: document.querySelector(".count__table").scrollWidth,
            wider: [...document.querySelectorAll("main *")]
              .filter((e) => e.getBoundingClientRect().right > width + 0.5)
              .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${Math.round(e.getBoundingClientRect().right)} px`),
            headings: [...document.querySelectorAll(".count__stats thead th")].map((th) => [th.textContent, lines(th)]),
            figures: [...document.querySelectorAll(".count__stats tbody td")].map((td) => [td.textContent, lines(td)]),
          };
        });
        assert.deepEqual(seen.wider, [], "nothing wider than the screen");
        assert.ok(seen.page <= seen.width && seen.box <= seen.width, `the page ${seen.page} px, the table's box ${seen.box} px wide`);
        assert.equal(seen.headings.length, 5, JSON.stringify(seen.headings));
        for (const [heading, rows] of seen.headings) assert.equal(rows, 1, `"${heading}" on ${rows} lines`);
        assert.equal(seen.figures.length, 48);
        for (const [figure, rows] of seen.figures) assert.equal(rows, 1, `"${figure}" on ${rows} lines`);
        assert.deepEqual(problems, [], "no errors and no requests outside the app");
      } finally {
        await context.close();
      }
    });
  }

  test("a new page starts at its top, also when the address only changes below", async () => {
    await onPhone(PHONES[0], "#/learn", async (page) => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, "the course list is longer than the screen");
      await page.getByRole("link", { name: "Your data" }).tap();
      await page.locator("main h1", { hasText: "Your data" }).waitFor();
      assert.equal(await eventually(() => page.evaluate(() => window.scrollY), 0), 0);
    });
  });
});
