// End-to-end tests on phones (360×740 and 390×844, touch): the header is one short row with a
// menu; on a lesson, a practice problem and the counting trainer, the task, the board and the
// answer to a wrong move are all on screen together (a lesson's page may move to show them);
// a lesson board of up to 9×9 is at least 300 px wide (a count beside it too) and one tap
// places one stone; a question comes before the step buttons; a 19×19 board zooms in before a
// tap chooses a point, names the columns and rows it shows, stays zoomed after a wrong answer
// until the step is solved, and "Whole board" comes under it, covering none of it nor any
// text; a 13×13 board's coordinates are readable; the counting trainer gives a second try at
// "who wins?", shows the reply to the dead stones with the board (in Korean too), and fits its
// statistics in the screen's width with each heading and figure on one line (in English,
// Chinese and Korean); a new page starts at its top.
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

/** Whether two boxes share any area. */
const overlap = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The boxes of the lines of text in the first element matching `selector`. */
const textLines = (page, selector) =>
  page.evaluate((selector) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(selector));
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  }, selector);

/** Checks that "Whole board" is on screen under the zoomed board in `scope`, covering none of
 *  the board's drawing nor any line of text on the page. */
async function wholeBoardClear(page, scope) {
  const button = await page.getByRole("button", { name: "Whole board" }).boundingBox();
  assert.ok(button, '"Whole board" is shown');
  const drawn = await box(page, `${scope} .goban__svg`);
  const where = `"Whole board" at y ${Math.round(button.y)}–${Math.round(button.y + button.height)}, the board at y ${Math.round(drawn.y)}–${Math.round(drawn.y + drawn.height)}`;
  assert.ok(button.y >= drawn.y + drawn.height - 1, `${where}: under the board, covering none of it`);
  assert.ok(button.y + button.height <= page.viewportSize().height + 1, `${where}: on screen`);
  for (const selector of ["main h1", ".lesson__lead", ".lesson__panel", ".play__below", ".play__side"]) {
    if (!(await page.locator(selector).count())) continue;
    for (const line of await textLines(page, selector)) {
      assert.ok(!overlap(button, line), `${where}: clear of the text of ${selector} (a line at y ${Math.round(line.y)})`);
    }
  }
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

  test("19×19: a tap zooms in first, the next tap chooses the point meant, and a wrong one keeps the zoom", async () => {
    await onPhone(PHONES[0], "#/learn/1", async (page) => {
      // Step 6 asks for the nine star points of a 19×19 board.
      for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).tap();
      await page.getByText("Step 6 of").waitFor();
      const svg = page.locator(".lesson__board .goban__svg");
      const whole = await svg.getAttribute("viewBox");
      const spacing = (await box(page, '.lesson__board [data-point="D4"]')).width;
      assert.ok(spacing < 28, `19×19 points are ${spacing.toFixed(1)} px apart: too close for a finger`);

      await point(page, "D4").tap();
      const zoomedIn = await svg.getAttribute("viewBox");
      assert.notEqual(zoomedIn, whole, "zoomed in");
      assert.equal(await page.locator(".feedback:not(:empty)").count(), 0, "nothing chosen yet");
      const zoomed = (await box(page, '.lesson__board [data-point="D4"]')).width;
      assert.ok(zoomed >= 28, `zoomed, points are ${zoomed.toFixed(1)} px apart`);
      assert.match(await text(page.locator(".goban__cursor-text")), /^Zoomed in near /);
      assertNamedAround(await zoomedNames(page, ".lesson__board"));
      // "Whole board" comes under the board, in sight, and covers neither the board nor the
      // step's text (its last line included).
      await settled(page);
      await wholeBoardClear(page, ".lesson__board");

      await point(page, "D4").tap();
      assert.match(await text(page.locator(".goban__cursor-text")), /^D4, /, "the point chosen is spoken");
      assert.equal(await svg.getAttribute("viewBox"), zoomedIn, "the window stays for the next point");
      // A wrong point keeps the window where the learner was.
      await point(page, "E5").tap();
      assert.ok((await wrongAnswer(page)).length > 0);
      await settled(page, ".feedback");
      assert.equal(await svg.getAttribute("viewBox"), zoomedIn, "still zoomed in after a wrong answer");
      await wholeBoardClear(page, ".lesson__board");

      // "Whole board" leaves the zoom without choosing anything.
      await page.getByRole("button", { name: "Whole board" }).tap();
      assert.equal(await svg.getAttribute("viewBox"), whole);
      await point(page, "K10").tap();
      assertNamedAround(await zoomedNames(page, ".lesson__board"));
      await page.getByRole("button", { name: "Whole board" }).tap();
      assert.equal(await svg.getAttribute("viewBox"), whole);
    });
  });

  test("19×19: the zoom stays through wrong moves until the step is solved", async () => {
    await onPhone(PHONES[0], "#/learn/1?step=7", async (page) => {
      // Step 7: a black stone on tengen (K10).
      await page.getByText("Step 7 of").waitFor();
      const svg = page.locator(".lesson__board .goban__svg");
      const whole = await svg.getAttribute("viewBox");
      await point(page, "K10").tap();
      const zoomedIn = await svg.getAttribute("viewBox");
      assert.notEqual(zoomedIn, whole, "zoomed in");
      for (const wrong of ["J10", "K9"]) {
        await point(page, wrong).tap();
        assert.ok((await wrongAnswer(page)).length > 0, `${wrong} is wrong`);
        assert.equal(await svg.getAttribute("viewBox"), zoomedIn, `still zoomed in after ${wrong}`);
        await settled(page, ".feedback");
        await wholeBoardClear(page, ".lesson__board");
      }
      await point(page, "K10").tap();
      await page.locator(".feedback--right").waitFor();
      assert.equal(await eventually(() => svg.getAttribute("viewBox"), whole), whole, "solved: the whole board again");
      assert.equal(await page.locator(".goban__unzoom").count(), 0);
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
          await settled(page);
          await wholeBoardClear(page, ".play");
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

  for (const step of [2, 3]) {
    test(`360×740: chapter 11's 13×13 board (step ${step}) has coordinates at least 11 px high, whole and zoomed`, async () => {
      await onPhone(PHONES[0], `#/learn/11?step=${step}`, async (page) => {
        await page.getByText(`Step ${step} of`).waitFor();
        assert.match(await page.locator(".lesson__board .goban__frame").getAttribute("aria-label"), /13×13/);
        const heights = () =>
          page.evaluate(() =>
            [...document.querySelectorAll(".lesson__board .goban__coords text")]
              .map((t) => t.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.bottom > 0)
              .map((r) => r.height),
          );
        const whole = await heights();
        assert.equal(whole.length, 4 * 13, "each column's letter and row's number on both sides");
        assert.ok(Math.min(...whole) >= 11, `coordinates ${Math.min(...whole).toFixed(1)} px high`);
        await point(page, "G7").tap();
        await page.locator(".goban--zoomed").waitFor();
        const seen = await zoomedNames(page, ".lesson__board");
        assertNamedAround(seen);
        assert.ok(seen.height >= 11, `zoomed, names ${seen.height.toFixed(1)} px high`);
        await settled(page);
        await wholeBoardClear(page, ".lesson__board");
      });
    });
  }

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

  for (const [locale, tag] of [["en-US", "English"], ["zh-CN", "Chinese"], ["ko-KR", "Korean"]]) {
    test(`in ${tag}: the counting trainer's statistics fit 360 px, each heading and figure on one line`, async () => {
      const { context, page, problems } = await openPage(browser, server.url, { ...PHONE_360, locale });
      try {
        await page.goto(`${server.url}/#/`);
        await waitForApp(page);
        // A row for every exercise on every board size, with three-figure counts.
        const totals = ["WhoWins", "Count", "Timed", "DeadStones"].flatMap((mode) =>
          [9, 13, 19].map((size) => ({ mode, size, done: 123, right: 100, ms: 123 * 45_000 })),
        );
        const stats = { totals, recent: [{ mode: "WhoWins", size: 9, right: true, ms: 12_000 }] };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.stats", JSON.stringify({ v: 1, data: v })), stats);
        await page.goto(`${server.url}/#/count`);
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
