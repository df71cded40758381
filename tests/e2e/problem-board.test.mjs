// End-to-end test of the practice page's board on a phone (360×740, touch), against the
// release build in dist/: every handwritten problem (content/problems/*.toml), opened by its
// address, shows its region with lines at least 28 px apart (a finger's width, the limit
// under which a tap zooms instead of playing); a wrong answer's reply does not shrink the
// board; the reply is on screen together with the whole board; and a choice answered stays
// in sight, not under its reply.
//
// SHOTS=/tmp/shots-crop node --test tests/e2e/problem-board.test.mjs also saves a
// screenshot of each problem with its reply.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eventually, openPage, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

const CONTENT = fileURLToPath(new URL("../../content/problems/", import.meta.url));
// No smooth scrolling, so the page is measured where it stops.
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: "reduce" };
const MIN_PX = 28;
const SHOTS = process.env.SHOTS;

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** Each problem of each set: its task, the first moves of its lines, its named wrong moves. */
async function readProblems() {
  const out = [];
  for (const file of (await readdir(CONTENT)).filter((f) => f.endsWith(".toml")).sort()) {
    const steps = (await readFile(CONTENT + file, "utf8")).split(/^\[\[step\]\]$/m).slice(1);
    steps.forEach((s, i) => {
      const lines = s.match(/^lines = \[([^\]]*)\]/m)?.[1] ?? "";
      out.push({
        set: file.replace(/\.toml$/, ""),
        n: i + 1,
        task: s.match(/^task = "(\w+)"/m)?.[1],
        starts: [...lines.matchAll(/"(\w+)/g)].map((m) => m[1].toUpperCase()),
        wrong: [...s.matchAll(/\{ at = "(\w+)"/g)].map((m) => m[1].toUpperCase()).filter((p) => p !== "PASS"),
        correct: [...s.matchAll(/^\s*\{[^}]*\}/gm)].findIndex((m) => /correct = true/.test(m[0])),
      });
    });
  }
  return out;
}

/** What the board looks like now: the drawing's box, the distance between two neighbouring
 *  lines (centres of neighbouring points), its empty points and the points with stones. */
const measure = (page) =>
  page.evaluate(() => {
    const svg = document.querySelector(".lesson__board .goban__svg");
    const box = svg.getBoundingClientRect();
    const hits = [...svg.querySelectorAll(".goban__hits rect")];
    const centre = (r) => {
      const b = r.getBoundingClientRect();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [a, b] = [centre(hits[0]), centre(hits[1])];
    const stonesAt = new Set([...svg.querySelectorAll(".goban__cells .goban__stone")].map((c) => `${c.getAttribute("cx")},${c.getAttribute("cy")}`));
    const at = (r) => `${Number(r.getAttribute("x")) + 50},${Number(r.getAttribute("y")) + 50}`;
    // The drawing inside the box (the SVG keeps its shape, centred in the box).
    const [, , vw, vh] = svg.getAttribute("viewBox").split(" ").map(Number);
    const scale = Math.min(box.width / vw, box.height / vh);
    const drawn = { width: vw * scale, height: vh * scale };
    const top = box.y + (box.height - drawn.height) / 2;
    return {
      box: { top: box.top, bottom: box.bottom, width: box.width, height: box.height },
      drawing: { top, bottom: top + drawn.height, width: drawn.width, height: drawn.height },
      spacing: Math.hypot(a[0] - b[0], a[1] - b[1]),
      points: hits.length,
      empty: hits.filter((r) => !stonesAt.has(at(r))).map((r) => r.dataset.point),
      stones: hits.filter((r) => stonesAt.has(at(r))).map((r) => r.dataset.point),
      viewBox: svg.getAttribute("viewBox"),
    };
  });

/** Waits until the page has stopped moving (a reply brought into view). */
async function settled(page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY)))));
    if (y === last) return;
    last = y;
  }
}

/** The wrong choice the test answers. */
const wrongChoice = (problem) => (problem.correct === 0 ? 1 : 0);

/** Gives a wrong answer (as far as the file tells which answers are wrong). */
async function answerWrong(page, problem, board) {
  const tap = (name) => page.locator(`.lesson__board [data-point="${name}"]`).tap();
  switch (problem.task) {
    case "capture":
    case "save":
    case "play": {
      const named = problem.wrong.find((p) => board.empty.includes(p));
      const other = board.empty.find((p) => !problem.starts.includes(p));
      return tap(named ?? other);
    }
    case "points":
      return tap(board.stones[0] ?? board.empty[0]);
    case "number":
      await page.locator("#step-answer").fill("99");
      return page.locator(".task--number button[type=submit]").tap();
    case "choice":
      return page.locator(".task--choice button").nth(wrongChoice(problem)).tap();
    default:
      throw new Error(`no wrong answer for a ${problem.task} task`);
  }
}

describe("the problem board on a phone (360×740, touch)", () => {
  test("every problem: lines 28 px apart or more, a board that keeps its size, the reply on screen with it", async (t) => {
    const problems = await readProblems();
    assert.ok(problems.length >= 100, `${problems.length} problems read`);
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const { context, page, problems: errors } = await openPage(browser, server.url, PHONE);
    const failures = [];
    const spacings = [];
    try {
      await page.goto(`${server.url}/#/practice`);
      await waitForApp(page);
      for (const problem of problems) {
        const name = `${problem.set} problem ${problem.n}`;
        await page.evaluate((hash) => {
          location.hash = hash;
        }, `#/practice?set=${problem.set}&problem=${problem.n}`);
        await page.getByText(new RegExp(`Problem ${problem.n} of \\d+$`)).first().waitFor().catch(async (e) => {
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/failed.png` });
          throw new Error(`${name} did not open (${await page.evaluate(() => location.hash)}): ${e.message}\n${errors.join("\n")}`);
        });
        await page.locator(".lesson__board .goban__hits rect").first().waitFor();
        // The board's room is measured after the first paint (use_steady_board).
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const before = await measure(page);
        spacings.push(before.spacing);
        if (before.spacing < MIN_PX) failures.push(`${name}: lines ${before.spacing.toFixed(1)} px apart`);
        await answerWrong(page, problem, before);
        const reply = await eventually(async () => (await text(page.locator(".feedback"))) !== "", true);
        if (!reply) {
          failures.push(`${name}: no reply (${before.viewBox}, ${before.spacing.toFixed(1)} px)`);
          continue;
        }
        await settled(page);
        const after = await measure(page);
        if (Math.abs(after.drawing.width - before.drawing.width) > 0.5 || Math.abs(after.drawing.height - before.drawing.height) > 0.5) {
          failures.push(`${name}: the board went from ${before.drawing.width.toFixed(0)}×${before.drawing.height.toFixed(0)} to ${after.drawing.width.toFixed(0)}×${after.drawing.height.toFixed(0)} px`);
        }
        // On screen: under the sticky header and above the screen's bottom edge.
        const shown = await page.locator(".feedback").evaluate((f) => {
          const r = f.getBoundingClientRect();
          const header = document.querySelector(".site-header").getBoundingClientRect().bottom;
          return { top: r.top, bottom: r.bottom, screen: innerHeight, header: Math.max(0, header) };
        });
        if (shown.top < shown.header - 0.5 || shown.bottom > shown.screen + 0.5 || after.drawing.top < shown.header - 0.5 || after.drawing.bottom > shown.screen + 0.5) {
          failures.push(`${name}: board ${after.drawing.top.toFixed(0)}–${after.drawing.bottom.toFixed(0)}, reply ${shown.top.toFixed(0)}–${shown.bottom.toFixed(0)}, seen ${shown.header.toFixed(0)}–${shown.screen} px`);
        }
        if (problem.task === "choice") {
          // The reply (with what comes with it) is opaque where it waits at the screen's edge.
          const under = await page.evaluate((pick) => {
            const reply = document.querySelector(".lesson__answer").getBoundingClientRect();
            const chosen = document.querySelectorAll(".task--choice button")[pick].getBoundingClientRect();
            return chosen.bottom > reply.top + 0.5 && chosen.top < reply.bottom - 0.5 ? `${chosen.top.toFixed(0)}–${chosen.bottom.toFixed(0)}` : "";
          }, wrongChoice(problem));
          if (under) failures.push(`${name}: the choice answered (${under} px) is under its reply`);
        }
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-${problem.set}-${String(problem.n).padStart(2, "0")}.png` });
      }
    } finally {
      await context.close();
    }
    spacings.sort((a, b) => a - b);
    const at = (q) => spacings[Math.floor(q * (spacings.length - 1))].toFixed(1);
    t.diagnostic(`lines apart: ${at(0)} px at least, ${at(0.5)} px the median, ${at(1)} px at most`);
    assert.deepEqual(errors, [], "nothing went wrong in the page");
    assert.deepEqual(failures, [], `${failures.length} of ${problems.length} problems:\n${failures.join("\n")}`);
  });
});
