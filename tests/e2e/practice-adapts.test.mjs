// End-to-end tests of practice that adapts, on a 360×740 touch phone with the browser's clock
// set by the test: a problem answered wrong first is not due the same evening, is due the
// next day ("back for review"), and once solved at the first try is no longer due; the level
// is shown as a kyu rank, on the home page too; a run "at my level" goes on problem after problem.
// The problem and its moves come from content/problems/, read here at run time.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eventually, openPage, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

const LADDERS = fileURLToPath(new URL("../../content/problems/06-ladders-and-nets.toml", import.meta.url));

let server;
let browser;
/** Problem 2 of the ladders: its line and its named wrong move. */
let ladder;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
  const second = (await readFile(LADDERS, "utf8")).split(/^\[\[step\]\]$/m)[2];
  ladder = {
    line: second.match(/^lines = \["([^"]+)"/m)[1].split(" "),
    wrong: second.match(/\{ at = "(\w+)", reply = "(\w+)" \}/)[1],
  };
});

/** Runs `body` on a 360×740 touch phone whose clock says `time` (changed with `setTime`). */
async function onPhoneAt(time, body) {
  const { context, page, problems } = await openPage(browser, server.url, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    await page.clock.setFixedTime(new Date(time));
    await page.goto(`${server.url}/#/practice`);
    await waitForApp(page);
    await body(page, (later) => page.clock.setFixedTime(new Date(later)));
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

async function playLine(page, line) {
  for (let i = 0; i < line.length; i += 2) {
    const before = await stones(page);
    await point(page, line[i]).click();
    assert.ok(await eventually(async () => (await stones(page)) !== before, true), `${line[i]} was played`);
  }
}

const due = (page) => text(page.locator(".practice__due"));

describe("practice that adapts", () => {
  test("a problem answered wrong first comes back the next day, not the same evening", async () => {
    await onPhoneAt("2026-12-03T19:00:00", async (page, setTime) => {
      assert.equal(await text(page.locator(".your-rank strong")), "Your level: about 30 kyu, from no games and no problems.");
      assert.match(await due(page), /^Nothing to review today/);

      // Wrong first, then solved: a late solve.
      await page.goto(`${server.url}/#/practice?set=06-ladders-and-nets&problem=2`);
      await page.getByText(/Problem 2 of \d+$/).waitFor();
      const before = await stones(page);
      await point(page, ladder.wrong).click();
      await eventually(() => stones(page), before + 2);
      await page.getByRole("button", { name: "Try again" }).click();
      await eventually(() => stones(page), before);
      await playLine(page, ladder.line);
      await page.getByText("Solved.", { exact: true }).waitFor();
      await page.getByRole("button", { name: "All problem sets" }).click();
      assert.match(await due(page), /^Nothing to review today/, "not due the same evening");

      // The next morning it is back.
      await setTime("2026-12-04T08:00:00");
      await page.reload();
      await waitForApp(page);
      assert.equal(await eventually(() => due(page), "One problem is back for review today."), "One problem is back for review today.");
      await page.getByRole("button", { name: "Review them (1)" }).click();
      await page.getByText(/Problem 1 of 1$/).waitFor();
      assert.equal(await text(page.locator("h1")), "Ladders and nets");
      await playLine(page, ladder.line);
      await page.getByText("Solved at the first try.").waitFor();
      await page.getByRole("button", { name: "Finish" }).click();
      await page.getByRole("button", { name: "Back to the problem sets" }).click();
      assert.match(await due(page), /^Nothing to review today/, "solved on its day: it waits longer now");

      // Three days later it is due again.
      await setTime("2026-12-07T08:00:00");
      await page.reload();
      await waitForApp(page);
      assert.equal(await eventually(() => due(page), "One problem is back for review today."), "One problem is back for review today.");
    });
  });

  test("a run at my level goes on problem after problem, and the rank follows", async () => {
    await onPhoneAt("2026-12-03T10:00:00", async (page) => {
      await page.getByRole("button", { name: "Practice at my level" }).click();
      await page.getByText(/ Problem 1$/).waitFor();
      await page.getByRole("button", { name: "Show the solution" }).click();
      await page.getByRole("button", { name: "Next problem" }).click();
      await page.getByText(/ Problem 2$/).waitFor();
      await page.getByRole("button", { name: "Previous problem" }).click();
      await page.getByText(/ Problem 1$/).waitFor();
      await page.getByRole("button", { name: "All problem sets" }).click();
      assert.match(await text(page.locator(".your-rank")), /^Your level: about 30 kyu/, "a miss does not raise the rank");
      assert.match(await text(page.locator(".your-rank")), /first guess/);
      // The home page says the same rank, and what it rests on.
      await page.goto(`${server.url}/#/`);
      await waitForApp(page);
      assert.equal(
        await text(page.locator(".your-rank")),
        "Your level: about 30 kyu, from no games and one problem. A first guess: it settles after about ten games or problems.",
      );
    });
  });
});
