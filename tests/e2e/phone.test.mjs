// End-to-end tests on phones (360×740 and 390×844, touch): the header is one short row with a
// menu; on a lesson, a practice problem and the counting trainer, the task, the board and the
// answer to a wrong move are all on screen together without scrolling; a 9×9 lesson board has
// the screen's width and one tap places one stone; a question comes before the step buttons;
// a 19×19 board zooms in before a tap chooses a point, names the columns and rows it shows,
// and "Whole board" covers none of it; the counting trainer gives a second try at "who
// wins?", shows the reply to the dead stones with the board (in Korean too), and keeps its
// statistics' headings whole in Chinese; a new page starts at its top.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, painted, point, settled, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

const PHONE_360 = { viewport: PHONES[0], hasTouch: true, isMobile: true };

/** Opens `hash` on a touch phone of `viewport`, runs `body`, then checks nothing went wrong. */
async function onPhone(viewport, hash, body) {
  const { context, page, problems } = await openPage(browser, server.url, {
    viewport,
    hasTouch: true,
    isMobile: true,
  });
  try {
    await page.goto(`${server.url}/${hash}`);
    await waitForApp(page);
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

/** The box of the first element matching `selector`, in viewport pixels. */
async function box(page, selector) {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is shown`);
  return found;
}

/**
 * What a zoomed board in `board` shows around its window: the window's points (those a tap
 * reaches, the "Whole board" button aside), the names drawn around it, the least room in
 * pixels between a name and a stone on any of the points, the names' type size (SVG units)
 * beside the whole board's, and their smallest height on screen.
 */
function zoomedNames(page, board) {
  return page.evaluate((board) => {
    const svg = document.querySelector(`${board} .goban__svg`);
    const button = document.querySelector(`${board} .goban__unzoom`);
    button.style.visibility = "hidden";
    const points = [...svg.querySelectorAll("[data-point]")]
      .map((r) => ({ name: r.dataset.point, box: r.getBoundingClientRect() }))
      .filter(({ box }) => document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.matches("[data-point]"));
    button.style.visibility = "";
    const names = [...svg.querySelectorAll(".goban__zoom-coords text")].map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }));
    let room = Infinity;
    for (const { box: n } of names) {
      for (const { box: p } of points) {
        const [x, y] = [p.x + p.width / 2, p.y + p.height / 2];
        const dx = Math.max(n.x - x, 0, x - n.right);
        const dy = Math.max(n.y - y, 0, y - n.bottom);
        room = Math.min(room, Math.hypot(dx, dy) - 0.47 * p.width);
      }
    }
    const size = (selector) => getComputedStyle(svg.querySelector(selector)).fontSize;
    return {
      points: points.map((p) => p.name),
      names: names.map((n) => n.text),
      room,
      size: names.length ? size(".goban__zoom-coords text") : null,
      wholeBoardSize: size(".goban__grid .goban__coords text"),
      height: Math.min(...names.map((n) => n.box.height)),
    };
  }, board);
}

/** Checks the names around a zoomed window: each column's letter above and below it, each
 *  row's number on both sides, as the whole board has them, legible, and clear of the stones. */
function assertNamedAround(seen) {
  const span = Math.sqrt(seen.points.length);
  assert.ok(Number.isInteger(span) && span >= 5, `a square window: ${seen.points.length} points`);
  const letters = [...new Set(seen.points.map((p) => p[0]))].sort();
  const numbers = [...new Set(seen.points.map((p) => p.slice(1)))].sort();
  const named = (list) => [...list].sort();
  assert.deepEqual(named(seen.names.filter((n) => /^[A-Z]$/.test(n))), named([...letters, ...letters]), "each column's letter, above and below");
  assert.deepEqual(named(seen.names.filter((n) => /^\d+$/.test(n))), named([...numbers, ...numbers]), "each row's number, on both sides");
  assert.equal(seen.size, seen.wholeBoardSize, "the same type as the whole board's coordinates");
  assert.ok(seen.height >= 10, `names ${seen.height.toFixed(1)} px high`);
  assert.ok(seen.room > 0, `no name touches a stone of the window (${seen.room.toFixed(1)} px between them)`);
}

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

/** Waits for a wrong-move answer. */
async function wrongAnswer(page) {
  await page.locator(".feedback--wrong").waitFor({ timeout: 5_000 });
  return text(page.locator(".feedback--wrong"));
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
        await point(page, "A1").tap();
        assert.ok((await wrongAnswer(page)).length > 0);
        await allOnScreen(page, [".lesson__text", ".goban__svg", ".feedback--wrong", ".lesson__nav"]);
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
        assert.match(await text(page.locator(".count__panel .feedback")), /Half the board is/);
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

  test("19×19: a tap zooms in first, the next tap chooses the point meant", async () => {
    await onPhone(PHONES[0], "#/learn/1", async (page) => {
      // Step 6 asks for the nine star points of a 19×19 board.
      for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).tap();
      await page.getByText("Step 6 of").waitFor();
      const svg = page.locator(".lesson__board .goban__svg");
      const whole = await svg.getAttribute("viewBox");
      const spacing = (await box(page, '.lesson__board [data-point="D4"]')).width;
      assert.ok(spacing < 28, `19×19 points are ${spacing.toFixed(1)} px apart: too close for a finger`);

      await point(page, "D4").tap();
      assert.notEqual(await svg.getAttribute("viewBox"), whole, "zoomed in");
      assert.equal(await page.locator(".feedback:not(:empty)").count(), 0, "nothing chosen yet");
      const zoomed = (await box(page, '.lesson__board [data-point="D4"]')).width;
      assert.ok(zoomed >= 28, `zoomed, points are ${zoomed.toFixed(1)} px apart`);
      assert.match(await text(page.locator(".goban__cursor-text")), /^Zoomed in near /);
      assertNamedAround(await zoomedNames(page, ".lesson__board"));

      await point(page, "D4").tap();
      assert.equal(await svg.getAttribute("viewBox"), whole, "the whole board again");
      assert.match(await text(page.locator(".goban__cursor-text")), /^D4, /, "the point chosen is spoken");

      // "Whole board" leaves the zoom without choosing anything; it covers none of the
      // zoomed board (its points, its coordinates).
      await point(page, "K10").tap();
      assertNamedAround(await zoomedNames(page, ".lesson__board"));
      const button = await page.getByRole("button", { name: "Whole board" }).boundingBox();
      const drawn = await box(page, ".lesson__board .goban__svg");
      assert.ok(button.y + button.height <= drawn.y + 1, `"Whole board" (y ${Math.round(button.y)}–${Math.round(button.y + button.height)}) above the board (y ${Math.round(drawn.y)})`);
      await page.getByRole("button", { name: "Whole board" }).tap();
      assert.equal(await svg.getAttribute("viewBox"), whole);
    });
  });

  for (const viewport of PHONES) {
    test(`${viewport.width}×${viewport.height}: a 19×19 game zoomed into a corner and the middle names the lines shown`, async () => {
      await onPhone(viewport, "#/play", async (page) => {
        await page.getByLabel("19×19").check();
        await page.getByRole("button", { name: "Start the game" }).tap();
        const svg = page.locator(".play .goban__svg");
        await svg.scrollIntoViewIfNeeded();
        const whole = await svg.getAttribute("viewBox");
        for (const at of ["A1", "K10", "T19"]) {
          await point(page, at).tap();
          assert.notEqual(await svg.getAttribute("viewBox"), whole, `zoomed in at ${at}`);
          const seen = await zoomedNames(page, ".play");
          assert.ok(seen.points.includes(at), `${at} is in the window`);
          assertNamedAround(seen);
          const button = await page.getByRole("button", { name: "Whole board" }).boundingBox();
          const drawn = await svg.boundingBox();
          assert.ok(button.y + button.height <= drawn.y + 1, `"Whole board" above the board, covering none of it`);
          await page.getByRole("button", { name: "Whole board" }).tap();
        }
        assert.equal(await page.locator(".goban__zoom-coords").count(), 0, "the whole board has only its own coordinates");
      });
    });
  }

  test("19×19: a lesson's count has the screen's width", async () => {
    await onPhone(PHONES[0], "#/learn/9", async (page) => {
      // The chapter's last step: Black's count on a whole 19×19 board.
      const last = await page.locator(".lesson__steps span").first().textContent();
      const total = Number(last.match(/of (\d+)/)[1]);
      // (The page opens a step its address names when it starts.)
      await page.goto(`${server.url}/#/learn/9?step=${total}`);
      await page.reload();
      await page.getByText(`Step ${total} of ${total}`).waitFor();
      assert.match(await page.locator(".lesson__board .goban__frame").getAttribute("aria-label"), /19×19/);
      const drawn = await box(page, ".lesson__board .goban__svg");
      assert.ok(drawn.width >= 320, `the 19×19 board is ${drawn.width.toFixed(0)} px wide`);
    });
  });

  for (const [locale, tag] of [["ko-KR", "Korean"], ["zh-CN", "Chinese"]]) {
    test(`in ${tag}: the reply to the dead stones is on screen with the board`, async () => {
      const { context, page, problems } = await openPage(browser, server.url, { ...PHONE_360, locale });
      try {
        await page.goto(`${server.url}/#/`);
        await waitForApp(page);
        const settings = { mode: "Count", level: { size: 9, dead: true, seki: false }, side: "Black" };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
        // The dead white stone on B3 and the dead black one on G8 (content/counting/01-nine-by-nine.txt).
        await page.goto(`${server.url}/#/count?position=nine-dead-on-both-sides`);
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

  test("in Chinese: the counting trainer's statistics keep each heading whole at 360 px", async () => {
    const { context, page, problems } = await openPage(browser, server.url, { ...PHONE_360, locale: "zh-CN" });
    try {
      await page.goto(`${server.url}/#/`);
      await waitForApp(page);
      const settings = { mode: "WhoWins", level: { size: 9, dead: false, seki: false }, side: "Black" };
      await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), settings);
      await page.goto(`${server.url}/#/count?position=nine-dead-on-both-sides`);
      // White wins (the same file): one answer puts a row in the statistics.
      await page.locator(".count__choose button").nth(1).tap();
      await page.locator(".count__stats th").first().waitFor();
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll(".count__stats th")].map((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return [th.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
        }),
      );
      assert.ok(lines.length >= 5, JSON.stringify(lines));
      for (const [heading, rows] of lines) assert.equal(rows, 1, `"${heading}" on ${rows} lines`);
      assert.deepEqual(problems, [], "no errors and no requests outside the app");
    } finally {
      await context.close();
    }
  });

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
