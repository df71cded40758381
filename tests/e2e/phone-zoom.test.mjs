// End-to-end tests of zoomed boards on phones (touch): a 19×19 board zooms in before a tap
// chooses a point, names the columns and rows it shows, stays zoomed after a wrong answer
// until the step is solved, and "Whole board" comes under it, covering none of it nor any
// text; a 13×13 board's coordinates are readable, whole and zoomed.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, point, settled, text } from "./harness.mjs";
import { PHONES, box, phoneSuite, wrongAnswer } from "./phones.mjs";

const { onPhone } = phoneSuite();

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


describe("zoomed boards on a phone", () => {
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

  test("19×19: the zoom stays through wrong moves until the step is solved or tried again", async () => {
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
      // "Try again" puts the step's start back, and the whole board with it.
      await page.getByRole("button", { name: "Try again" }).tap();
      assert.equal(await eventually(() => svg.getAttribute("viewBox"), whole), whole, "tried again: the whole board");
      await point(page, "K10").tap();
      assert.notEqual(await svg.getAttribute("viewBox"), whole, "zoomed in again");
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
});
