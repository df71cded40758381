// End-to-end tests of the course against the release build in dist/: chapter 2 finished by
// clicking, a wrong answer and its reason, progress kept across a reload, and a step done
// with the keyboard only, and progress saved when steps were numbered still marking the same steps.
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, point, text, withPageAt, withServerAndBrowser } from "./harness.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const feedback = (page) => text(page.locator(".feedback"));

/** Opens `hash` in a fresh context, runs `body`, then checks nothing went wrong. */
const withPage = (hash, body) => withPageAt(browser, server.url, hash, body);

/** Waits for the feedback to start with `prefix`. */
async function expectFeedback(page, prefix) {
  const seen = await eventually(async () => {
    const f = await feedback(page);
    return f.startsWith(prefix) ? prefix : f;
  }, prefix);
  assert.equal(seen, prefix);
}

async function clickAll(page, names) {
  for (const name of names) await point(page, name).click();
}

async function answer(page, value) {
  await page.getByLabel("Your answer").fill(value);
  await page.getByRole("button", { name: "Check" }).click();
}

async function next(page, stepLabel) {
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText(stepLabel).waitFor();
}

describe("the course", () => {
  test("chapter 2 by clicking, with a wrong answer explained, and progress kept after a reload", async () => {
    await withPage("#/learn/2", async (page) => {
      assert.equal(await text(page.locator("main h1")), "Liberties");
      await page.getByText("Step 1 of 8").waitFor();

      // A wrong answer: the reason in words and the point marked on the board.
      await point(page, "D4").click();
      await expectFeedback(page, "D4 touches the stone only corner to corner (diagonally).");
      assert.equal(await page.locator(".feedback--wrong").count(), 1);
      assert.equal(await page.locator(".goban__hl--problem").count(), 1, "the board shows where");

      await clickAll(page, ["C4", "B3", "D3", "C2"]);
      await expectFeedback(page, "Yes, C2. Four liberties");
      await next(page, "Step 2 of 8");
      await clickAll(page, ["B1", "D1", "C2"]);
      await expectFeedback(page, "Yes");
      await next(page, "Step 3 of 8");
      await answer(page, "3");
      await expectFeedback(page, "Not 3 liberties. The diagonal point does not count");
      await answer(page, "2");
      await expectFeedback(page, "Two liberties");
      await next(page, "Step 4 of 8");
      await clickAll(page, ["B3", "D3", "C2"]);
      await expectFeedback(page, "Yes, C2. Three liberties");
      await next(page, "Step 5 of 8");
      await clickAll(page, ["B4", "C4", "A3", "D3", "B2", "C2"]);
      await expectFeedback(page, "Yes, C2. Six liberties");
      await next(page, "Step 6 of 8");
      await answer(page, "1");
      await expectFeedback(page, "Not 1. B2 touches C3 only corner to corner");
      await answer(page, "2");
      await expectFeedback(page, "Two groups: C3 and D3 together");
      await next(page, "Step 7 of 8");
      await answer(page, "7");
      await expectFeedback(page, "Seven liberties");
      await next(page, "Step 8 of 8");
      await answer(page, "1");
      await expectFeedback(page, "Only one liberty is left");

      await page.getByRole("link", { name: "Finish the lesson" }).click();
      await page.getByRole("heading", { level: 1, name: "Learn Go, one small step at a time" }).waitFor();
      const chapter = page.locator(".learn__item").nth(1);
      assert.equal(await text(chapter.locator(".learn__count")), "8 of 8 steps done");
      assert.equal(await chapter.locator(".learn__badge").count(), 1);

      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Learn Go, one small step at a time" }).waitFor();
      assert.equal(await text(page.locator(".learn__item").nth(1).locator(".learn__count")), "8 of 8 steps done");
      assert.match(await text(page.locator(".learn__overall .learn__count")), /^8 of \d+ steps done$/);
      assert.equal(await text(page.locator(".learn__continue")), "Continue where you left off");

      // Forgetting needs a confirmation.
      await page.getByRole("button", { name: "Forget my progress" }).click();
      await page.getByRole("button", { name: "Yes, forget it" }).click();
      assert.match(await text(page.locator(".learn__overall .learn__count")), /^0 of \d+ steps done$/);
    });
  });

  test("a step done with the keyboard only, and a number typed", async () => {
    await withPage("#/learn/1", async (page) => {
      // Step 1 says how a game is won; step 2 is the first stone.
      await page.getByText("Step 1 of 12").waitFor();
      await next(page, "Step 2 of 12");
      // Tab to the board; its cursor starts in the middle (C3), the point the step asks for.
      let found = false;
      for (let i = 0; i < 40 && !found; i += 1) {
        await page.keyboard.press("Tab");
        found = await page.evaluate(() => /goban__frame/.test(document.activeElement?.className?.baseVal ?? document.activeElement?.className ?? ""));
      }
      assert.ok(found, "the board can be reached with Tab");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("Enter");
      await expectFeedback(page, "Look for the small circle");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await expectFeedback(page, "Black C3.");
      assert.equal(await page.locator(".feedback--right").count(), 1);

      // Next, then the number step: Tab to the answer box, type, Enter.
      await page.getByRole("button", { name: "Next" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText("Step 3 of 12").waitFor();
      await page.getByLabel("Your answer").focus();
      await page.keyboard.type("64");
      await page.keyboard.press("Enter");
      await expectFeedback(page, "Not 64 points. That counts the squares.");
      await page.keyboard.press("Control+A");
      await page.keyboard.type("81");
      // Where the keys went, should the answer below not come.
      const box = await page.evaluate(() => `${document.activeElement?.id}: ${document.getElementById("step-answer")?.value}`);
      assert.equal(box, "step-answer: 81", "the answer box has the focus and holds what was typed");
      await page.keyboard.press("Enter");
      await expectFeedback(page, "9 × 9 = 81 points.");
    });
  });

  test("progress saved when steps were numbered marks the same steps after new ones are put in", async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    try {
      // Every step chapter 3 had then (places 0 to 6), and the learner on the last of them.
      await context.addInitScript(() => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("weiqi.lessons.progress", '{"v":1,"data":{"done":{"03-capture":[0,1,2,3,4,5,6]},"last":["03-capture",6]}}');
          sessionStorage.setItem("seeded", "1");
        }
      });
      await page.goto(`${server.url}/#/learn`);
      await page.getByRole("heading", { level: 1, name: "Learn Go, one small step at a time" }).waitFor();
      const chapter = page.locator(".learn__item").nth(2);
      const count = await text(chapter.locator(".learn__count"));
      const [, done, total] = count.match(/^(\d+) of (\d+) steps done$/) ?? [];
      assert.equal(done, "7", count);
      assert.ok(Number(total) > 7, `chapter 3 has new steps (${count})`);
      assert.equal(await chapter.locator(".learn__badge").count(), 0, "not finished: the new steps are to do");
      // The step the learner was on is the same step: saving the stone in atari.
      await page.goto(`${server.url}/#/learn/3`);
      await page.getByText(new RegExp(`^Step \\d+ of ${total}$`)).waitFor();
      await page.getByText("The black stone on D4 is in atari.").waitFor();
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("weiqi.lessons.progress")));
      assert.equal(saved.v, 4);
      assert.ok(saved.data.done["03-capture"].includes("save-from-atari"), JSON.stringify(saved));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("after the course's last step, what to do next leads to a game, the problems and the counting trainer", async () => {
    await withPage("#/learn/12?step=6", async (page) => {
      await page.getByText("Step 6 of 6").waitFor();
      assert.equal(await page.locator(".lesson__next").count(), 0, "not before the step is done");
      await page.getByRole("button", { name: "White, by 2 stones" }).click();
      assert.equal(await page.locator(".lesson__next").count(), 0, "nor after a wrong answer");
      await page.getByRole("button", { name: "Black, by 2 stones" }).click();
      await page.getByRole("heading", { name: "What next?" }).waitFor();
      const hrefs = await page.locator(".lesson__next a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      assert.deepEqual(hrefs, ["#/play", "#/practice", "#/count"]);
      await page.locator(".lesson__next a").nth(1).click();
      await page.getByRole("heading", { level: 1, name: "Practice" }).waitFor();
    });
  });

  test("the club and tournament chapter waits after the first game, for later, and ends without a what-next", async () => {
    await withPage("#/learn", async (page) => {
      const later = page.locator(".learn__appendix");
      await later.getByRole("heading", { name: "For later" }).waitFor();
      assert.deepEqual(await later.locator(".learn__link").allTextContents(), ["Playing in a club or a tournament"]);
      const main = await page.locator(".learn__list").first().locator(".learn__link").allTextContents();
      assert.equal(main.at(-1), "12. Your first game", "the main path ends with the first game");
      assert.equal(main.at(-2), "11. How to play your first games");
      await later.locator(".learn__link").click();
      await page.getByRole("heading", { level: 1, name: "Playing in a club or a tournament" }).waitFor();
      assert.match(await text(page.locator(".page__eyebrow")), /For later/);
      // Its first question is about the clock: no board, and the answer box is there.
      await page.locator(".task--number").waitFor();
      assert.equal(await page.locator(".goban__svg").count(), 0, "a question about the clock shows no board");
    });
    await withPage("#/learn/13?step=10", async (page) => {
      await page.getByText("Step 10 of 10").waitFor();
      const choices = page.locator(".task--choice .choice");
      for (let k = 0; k < (await choices.count()); k++) {
        if (await page.locator(".feedback--right").count()) break;
        await choices.nth(k).click();
      }
      await page.locator(".feedback--right").waitFor();
      assert.equal(await page.locator(".lesson__next").count(), 0, "what next belongs to the first game, not the appendix");
      await page.getByRole("link", { name: "Finish the lesson" }).waitFor();
    });
  });
});

