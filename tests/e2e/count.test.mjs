// End-to-end tests of the counting trainer (#/count) against the release build in dist/:
// an exact count done right and then wrong (the areas with their true sizes on the board),
// the step-by-step count, the dead-stone drill by mouse and by keyboard (whose instructions a
// touch screen does not show), a round against the clock, and statistics that survive a reload;
// the hand-made positions fetched when the page opens, and the page while they cannot be had. The positions come from content/counting/,
// read here at run time, so the tests follow whatever the collection holds.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eventually, openPage, point, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

const CONTENT = fileURLToPath(new URL("../../content/counting/", import.meta.url));
const COLUMNS = "ABCDEFGHJKLMNOPQRST";

let server;
let browser;
let positions;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
  positions = await readPositions();
});

// ---------- The collection, read as the app reads it (src/counting/positions.rs) ----------

/** "43½" → 43.5 */
function amount(text) {
  const t = text.trim();
  const frac = { "¼": 0.25, "½": 0.5, "¾": 0.75 }[t.slice(-1)];
  return frac === undefined ? Number(t) : Number(t.slice(0, -1) || 0) + frac;
}

/** 9.75 → "9¾" */
function stonesText(x) {
  const whole = Math.floor(x + 1e-9);
  const frac = { 0: "", 0.25: "¼", 0.5: "½", 0.75: "¾" }[Math.round((x - whole) * 4) / 4];
  return whole === 0 && frac ? frac : `${whole}${frac}`;
}

async function readPositions() {
  const out = [];
  const files = (await readdir(CONTENT)).filter((f) => f.endsWith(".txt")).sort();
  for (const file of files) {
    let p = null;
    for (const raw of (await readFile(CONTENT + file, "utf8")).split("\n")) {
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      if (line.startsWith("==")) {
        p = { name: line.slice(2).trim(), komi: 3.75, dead: [], rows: [] };
        out.push(p);
      } else if (/^[a-z]+:/.test(line)) {
        const [key, ...rest] = line.split(":");
        const value = rest.join(":").trim();
        if (key === "black") p.black = amount(value);
        if (key === "komi") p.komi = amount(value);
        if (key === "dead") p.dead = value.split(/\s+/).filter(Boolean);
      } else {
        p.rows.push(line.split(/\s+/));
      }
    }
  }
  for (const p of out) {
    p.size = p.rows.length;
    p.margin = p.black - (p.size * p.size) / 2 - p.komi;
    p.winner = p.margin > 0 ? "Black" : p.margin < 0 ? "White" : "A draw";
  }
  return out;
}

const name = (p, c, r) => `${COLUMNS[c]}${p.size - r}`;
const at = (p, point) => {
  const c = COLUMNS.indexOf(point[0]);
  const r = p.size - Number(point.slice(1));
  return [c, r];
};

/** The points of the groups of the dead stones, and the empty areas surrounded by Black. */
function analyse(p) {
  const n = p.size;
  const stone = (c, r) => p.rows[r][c];
  const around = (c, r) => [[c - 1, r], [c + 1, r], [c, r - 1], [c, r + 1]].filter(([x, y]) => x >= 0 && y >= 0 && x < n && y < n);
  const dead = new Set();
  for (const d of p.dead) {
    const [c0, r0] = at(p, d);
    const colour = stone(c0, r0);
    const todo = [[c0, r0]];
    while (todo.length) {
      const [c, r] = todo.pop();
      const key = `${c},${r}`;
      if (dead.has(key) || stone(c, r) !== colour) continue;
      dead.add(key);
      todo.push(...around(c, r));
    }
  }
  const open = (c, r) => stone(c, r) === "." || dead.has(`${c},${r}`);
  const seen = new Set();
  const blackAreas = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!open(c, r) || seen.has(`${c},${r}`)) continue;
      const points = [];
      const touches = new Set();
      const todo = [[c, r]];
      seen.add(`${c},${r}`);
      while (todo.length) {
        const [x, y] = todo.pop();
        points.push([x, y]);
        for (const [u, v] of around(x, y)) {
          if (open(u, v)) {
            if (!seen.has(`${u},${v}`)) {
              seen.add(`${u},${v}`);
              todo.push([u, v]);
            }
          } else touches.add(stone(u, v));
        }
      }
      if (touches.size === 1 && touches.has("X")) blackAreas.push(points);
    }
  }
  const living = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (stone(c, r) !== "." && !dead.has(`${c},${r}`)) living.push([c, r]);
  return { dead, blackAreas, living };
}

/** A 9×9 position of the collection with komi 3¾ that `fits`. */
function position(fits) {
  const p = positions.find((q) => q.size === 9 && q.komi === 3.75 && fits(q));
  assert.ok(p, "the collection has a position for this test");
  return p;
}

// ---------- The page ----------

/** The feedback, one paragraph per sentence group, joined with spaces. */
const feedback = async (page) => (await page.locator(".count__panel .feedback p").allTextContents()).map((t) => t.trim()).join(" ");

/** Opens a fresh browser context with the trainer set to `settings`, runs `body`. */
async function withCount(settings, body, { clock = false } = {}) {
  const { context, page, problems } = await openPage(browser, server.url);
  try {
    if (clock) await page.clock.install();
    await page.goto(server.url + "/");
    await waitForApp(page);
    if (settings) {
      const data = { mode: "Count", level: { size: 9, dead: false, seki: false }, side: "Black", ...settings };
      await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), data);
    }
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

/** Opens the trainer on the hand-made position `p` (a link to it: #/count?position=name). */
async function open(page, p) {
  await page.goto(`${server.url}/#/`);
  await waitForApp(page);
  await page.goto(`${server.url}/#/count?position=${p.name}`);
  await page.locator(".count__panel").waitFor({ timeout: 15_000 });
}

async function markDead(page, p) {
  for (const d of p.dead) await point(page, d).click();
  await page.getByRole("button", { name: "Check the dead stones" }).click();
  assert.match(await feedback(page), /^Right/);
}

describe("counting trainer", () => {
  test("an exact count done right: dead stones, Black's count, the result", async () => {
    const p = position((q) => q.dead.length > 0);
    await withCount({ level: { size: 9, dead: true, seki: false } }, async (page) => {
      await open(page, p);
      await page.getByRole("heading", { name: "Mark the dead stones" }).waitFor();
      await markDead(page, p);
      await page.getByLabel("Black's count").fill(stonesText(p.black));
      await page.getByRole("button", { name: "Check", exact: true }).click();
      assert.equal(await feedback(page), `Right: Black has ${stonesText(p.black)}. Now: who wins, and by how much in stones and in points?`);
      await page.getByLabel(p.winner, { exact: true }).check();
      await page.getByLabel("By how many stones?").fill(stonesText(Math.abs(p.margin)));
      await page.getByLabel("And in points?").fill(String(Math.abs(p.margin) * 2));
      await page.getByRole("button", { name: "Check", exact: true }).click();
      const said = await feedback(page);
      assert.match(said, new RegExp(`^Right: ${p.winner} wins by ${stonesText(Math.abs(p.margin))} stones?`), said);
      // The count's areas are shaded; the switch asks for the computer's view instead, and
      // says so while it is on.
      assert.ok((await page.locator(".goban__area--black").count()) > 10, "the areas are shaded");
      const computer = page.getByLabel("Who owns what, as the computer sees it");
      assert.equal(await computer.isChecked(), false);
      await computer.check();
      assert.equal(await computer.isChecked(), true);
      const estimated = () => page.locator(".goban__estimate--black").count().then((n) => n > 10);
      assert.equal(await eventually(estimated, true, 30_000), true, "the computer's view in their place");
      await computer.uncheck();
      assert.equal(await computer.isChecked(), false);
      assert.ok((await page.locator(".goban__area--black").count()) > 10, "the count's areas again");
      assert.equal(await page.locator(".goban__estimate").count(), 0);
      // The result is in the statistics.
      const row = page.locator(".count__stats tbody tr").first();
      assert.match(await text(row), /^Exact count9×91100%/);
      await page.getByRole("button", { name: "Next position" }).click();
      await page.locator(".count__panel h2").first().waitFor();
    });
  });

  test("the hand-made positions, a file the page fetches: while they cannot be had, the app's own positions and a way to try again", async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    try {
      let offline = true;
      await page.route(/\/data\/counting-[0-9a-f]{16}\.txt$/, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
      const p = positions[0];
      await page.goto(`${server.url}/#/count?position=${p.name}`);
      await waitForApp(page);
      await page.getByText("Some positions could not be loaded", { exact: false }).waitFor();
      await page.locator(".count__panel").waitFor();
      assert.equal(await page.locator(".goban__cells .goban__stone").count() > 0, true, "a position made by the app is on the board");
      assert.match(await text(page.locator(".page__not-found")), new RegExp(p.name), "the named position is not there yet");

      offline = false;
      await page.getByRole("button", { name: "Try again", exact: true }).click();
      assert.equal(await eventually(() => page.getByText("could not be loaded", { exact: false }).count(), 0), 0, "the notice goes");
      // The named position opens once they are in.
      await page.goto(`${server.url}/#/`);
      await page.goto(`${server.url}/#/count?position=${p.name}`);
      await page.locator(".count__panel").waitFor();
      assert.equal(await page.locator(".page__not-found").count(), 0, "no \"not found\" line for it");
      const failedDownload = (line) => /Failed to load resource/.test(line);
      assert.deepEqual(problems.filter((line) => !failedDownload(line)), [], "no errors but the download refused");
    } finally {
      await context.close();
    }
  });

  test("a wrong count shows each area with its true size, and the count step by step", async () => {
    const p = position((q) => q.dead.length === 0 && analyse(q).blackAreas.length > 0);
    await withCount({}, async (page) => {
      await open(page, p);
      const { blackAreas } = analyse(p);
      const area = blackAreas[0];
      const [c, r] = area[0];
      // Area by area: choose an area; one point too few is refused at once, naming the
      // area as the answer box does; the right size is added.
      await point(page, name(p, c, r)).click();
      await page.getByLabel(`Points in the area at ${name(p, c, r)}`).fill(String(area.length - 1));
      await page.getByRole("button", { name: "Add" }).click();
      assert.match(await feedback(page), new RegExp(`^Not ${area.length - 1}: count the area at ${name(p, c, r)} again`));
      await page.getByLabel(`Points in the area at ${name(p, c, r)}`).fill(String(area.length));
      await page.getByRole("button", { name: "Add" }).click();
      assert.equal(await feedback(page), `Areas counted so far: ${area.length} ${area.length === 1 ? "point" : "points"}.`);
      await page.getByLabel("Black's count").fill(stonesText(p.black - 1));
      const entered = await page.locator(".goban__label").allTextContents();
      await page.getByRole("button", { name: "Check", exact: true }).click();
      // A first wrong count is a nudge: no amount, and the board counts nothing more for the
      // learner (only the area entered is labelled).
      assert.match(await feedback(page), new RegExp(`^Not ${stonesText(p.black - 1)}: that is too few\\. Count again`));
      assert.deepEqual(await page.locator(".goban__label").allTextContents(), entered, "nothing more labelled yet");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      const said = await feedback(page);
      assert.match(said, new RegExp(`^Not ${stonesText(p.black - 1)}: that is 1 too few\\.`));
      // On the board: every black area labelled with its true size.
      const labels = await page.locator(".goban__label").allTextContents();
      for (const a of blackAreas) assert.ok(labels.includes(String(a.length)), `an area of ${a.length} is labelled: ${labels}`);
      // Try again, right this time.
      await page.getByLabel("Black's count").fill(stonesText(p.black));
      await page.getByRole("button", { name: "Check", exact: true }).click();
      assert.match(await feedback(page), /^Right: Black has/);

      // The count step by step.
      await page.getByRole("button", { name: "Watch the count step by step" }).click();
      const caption = () => text(page.locator(".count__caption"));
      assert.match(await caption(), /^The finished position\./);
      await page.getByRole("button", { name: "Next step" }).click();
      assert.equal(await caption(), "Territory: 1 to 10.");
      assert.deepEqual((await page.locator(".goban__label").allTextContents()).sort((a, b) => a - b), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
      await page.getByRole("button", { name: "Previous step" }).click();
      assert.match(await caption(), /^The finished position\./);
      // Play to the end.
      await page.getByRole("button", { name: "Play" }).click();
      await page.getByRole("button", { name: "Pause" }).waitFor();
      const result = `Black has ${stonesText(p.black)}. ${p.winner} wins by`;
      const last = await eventually(async () => ((await caption()).includes(result) ? "end" : await caption()), "end", 60_000);
      assert.equal(last, "end", "the count plays to the result");
      assert.match(await caption(), /^Half the board is 40½; with 3¾ stones of komi Black needs more than 44¼\./);
      await page.getByRole("button", { name: "Play" }).waitFor();
      await page.getByRole("button", { name: "Close" }).click();
      assert.equal(await page.locator(".count__caption").count(), 0);
    });
  });

  test("the dead-stone drill: a living group is explained, then the dead ones by keyboard", async () => {
    const p = position((q) => q.dead.length > 0);
    await withCount({ mode: "DeadStones" }, async (page) => {
      await open(page, p);
      const { living } = analyse(p);
      const alive = name(p, ...living[0]);
      await point(page, alive).click();
      await page.getByRole("button", { name: "Check the dead stones" }).click();
      const said = await feedback(page);
      // The reply opens on the living group: that it is alive, and why.
      assert.match(said, /^The (\d+ )?(black|white) stones? at [A-T]\d+ (is|are) alive: /);
      assert.match(said, /not marked yet/);
      assert.ok((await page.locator(".goban__hl--problem").count()) > 0, "the living group is ringed");
      await point(page, alive).click(); // unmark it

      // The dead stones by keyboard: the cursor is where the last tap was.
      await page.locator(".goban__frame").focus();
      let [c0, r0] = living[0];
      for (const d of p.dead) {
        const [c, r] = at(p, d);
        const keys = [];
        for (; c0 < c; c0++) keys.push("ArrowRight");
        for (; c0 > c; c0--) keys.push("ArrowLeft");
        for (; r0 < r; r0++) keys.push("ArrowDown");
        for (; r0 > r; r0--) keys.push("ArrowUp");
        for (const key of [...keys, "Enter"]) await page.keyboard.press(key);
      }
      assert.match(await text(page.locator(".count__marked")), /^Marked dead: /);
      await page.getByRole("button", { name: "Check the dead stones" }).focus();
      await page.keyboard.press("Enter");
      // Enter clicks the button a moment after the key press returns: wait for the new reply.
      // (While it is drawn the reply is empty for a moment: that is not the new one yet.)
      const replied = async () => {
        const now = await feedback(page);
        return now === said ? "the first reply" : now === "" ? "no reply yet" : "a new reply";
      };
      assert.equal(await eventually(replied, "a new reply"), "a new reply");
      assert.match(await feedback(page), /^Right/);
      assert.match(await text(page.locator(".count__stats tbody tr").first()), /^Dead stones9×910%/);
    });
  });

  test("the keyboard's instructions show with a mouse; on a touch screen only screen readers get them", async () => {
    const p = position((q) => q.dead.length > 0);
    for (const touch of [false, true]) {
      const options = touch ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } : {};
      const { context, page, problems } = await openPage(browser, server.url, options);
      try {
        await page.goto(server.url + "/");
        await waitForApp(page);
        const data = { mode: "DeadStones", level: { size: 9, dead: true, seki: false }, side: "Black" };
        await page.evaluate((v) => localStorage.setItem("weiqi.counting.settings", JSON.stringify({ v: 1, data: v })), data);
        await open(page, p);
        const keys = page.locator(".keys-help", { hasText: "arrow keys" });
        await keys.waitFor({ state: "attached" });
        const shown = await keys.boundingBox();
        if (touch) {
          assert.ok(shown.width <= 1 && shown.height <= 1, `not shown on a touch screen: ${shown.width}×${shown.height}`);
          const style = await keys.evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).visibility]);
          assert.deepEqual(style, ["block", "visible"], "still there for a screen reader (not display: none)");
          assert.equal(await keys.getAttribute("aria-hidden"), null);
        } else {
          assert.ok(shown.width > 50, "shown with a mouse");
        }
        await page.getByText(/^Tap a stone to mark its whole group dead/).waitFor();
        assert.deepEqual(problems, [], "no errors and no requests outside the app");
      } finally {
        await context.close();
      }
    }
  });

  test("statistics survive a reload and can be reset", async () => {
    const p = position(() => true);
    await withCount({ mode: "WhoWins" }, async (page) => {
      await open(page, p);
      await page.getByRole("button", { name: p.winner, exact: true }).click();
      assert.match(await feedback(page), /^Right\./);
      await page.getByRole("button", { name: "Next position" }).click();
      await page.getByRole("button", { name: p.winner === "Black" ? "White" : "Black", exact: true }).waitFor();
      await page.reload();
      await page.locator(".count__stats").waitFor({ timeout: 15_000 });
      assert.match(await text(page.locator(".count__stats tbody tr").first()), /^Who wins\?9×91100%/);
      assert.equal(await page.locator(".count__bar").count(), 1, "the chart shows the result");
      assert.ok(await page.evaluate(() => localStorage.getItem("weiqi.counting.stats")));
      await page.getByRole("button", { name: "Reset the results" }).click();
      await page.getByRole("button", { name: "Reset", exact: true }).click();
      await page.getByText("Your results appear here").waitFor();
      await page.reload();
      await page.getByText("Your results appear here").waitFor({ timeout: 15_000 });
    });
  });

  test("who owns what: the count's areas once a position is answered, the computer's view by its switch", async () => {
    const p = position(() => true);
    await withCount({ mode: "WhoWins" }, async (page) => {
      await open(page, p);
      const computer = page.getByLabel("Who owns what, as the computer sees it");
      assert.equal(await computer.count(), 0, "not offered before the answer");
      await page.getByRole("button", { name: p.winner, exact: true }).click();
      assert.match(await feedback(page), /^Right\./);
      // The count's own areas are on the board; the switch, off, asks for the computer's view.
      const counted = () => page.locator(".goban__area").count();
      const estimated = () => page.locator(".goban__estimate").count();
      assert.ok((await counted()) > 10, "the count's areas are shaded");
      assert.equal(await computer.isChecked(), false);
      assert.equal(await estimated(), 0);
      await computer.check();
      assert.equal(await computer.isChecked(), true);
      await page.getByText(/^Dark squares: points the computer expects Black to get/).waitFor();
      await page.locator(".goban__estimate").first().waitFor({ timeout: 30_000 });
      const shaded = await estimated();
      assert.ok(shaded > 20, `most points are shaded (${shaded})`);
      assert.equal(await counted(), 0, "one set of squares: the computer's in place of the count's");
      await computer.uncheck();
      assert.equal(await eventually(estimated, 0), 0, "off again: the computer's squares go");
      assert.ok((await counted()) > 10, "and the count's come back");
      await computer.check();
      await page.locator(".goban__estimate").first().waitFor({ timeout: 30_000 });
      // The next position is not answered yet: no shading, no switch.
      await page.getByRole("button", { name: "Next position" }).click();
      assert.equal(await eventually(estimated, 0), 0);
      assert.equal(await computer.count(), 0);
    });
  });

  test("a round against the clock ends when the time is up", async () => {
    await withCount({ mode: "Timed" }, async (page) => {
      // The page's clock stands still from here on, but when the test moves it: the round's
      // five minutes are the test's, however slowly the page starts.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.goto(`${server.url}/#/count`);
      await page.locator(".count__clock").waitFor({ timeout: 15_000 });
      assert.equal(await text(page.locator(".count__round span").first()), "Position 1 of 5");
      assert.equal(await text(page.locator(".count__clock")), "5:00 left");
      await page.getByLabel("Black's count").fill("1");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      assert.match(await feedback(page), /^Not 1: that is .* too few\. Black has /);
      await page.getByRole("button", { name: "Next position" }).click();
      assert.equal(await text(page.locator(".count__round span").first()), "Position 2 of 5");
      await page.clock.runFor(301_000);
      assert.equal(await eventually(() => feedback(page), "Time is up: 1 of 5 counted, 0 right."), "Time is up: 1 of 5 counted, 0 right.");
      assert.equal(await text(page.locator(".count__clock")), "0:00 left");
      await page.getByRole("button", { name: "Watch the count step by step" }).waitFor();
      await page.getByRole("button", { name: "New round" }).click();
      assert.equal(await text(page.locator(".count__clock")), "5:00 left");
      assert.match(await text(page.locator(".count__stats tbody tr").first()), /^Against the clock9×910%/);
    }, { clock: true });
  });
});
