// End-to-end tests of playing the computer, against the release build in dist/: a whole 9×9
// game against level 1 by clicks through the dead-stone proposal to the counted result (and
// the same position opened in the counting trainer), moves by keyboard only, a game by taps
// at 360×740, the engine's worker after going offline, and a worker that fails to start.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { waitForWorker, learnersTurn, withPlayPage } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** Opens the Play page in a fresh context, runs `body`, then checks nothing went wrong. */
function withPlay(body, contextOptions = {}, beforeLoad = async () => {}, allowed = []) {
  return withPlayPage(browser, server.url, body, { contextOptions, beforeLoad, allowed });
}

/** Starts a game against the computer at level 1, the learner with Black. */
async function startAgainstComputer(page) {
  await page.getByLabel("The computer").check();
  assert.equal(await page.getByRole("radio", { name: /^Level 1 \(about \d+ kyu\): just learned the rules/ }).isChecked(), true, "level 1 first");
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
}

// A beginner's first moves on 9×9: the centre and the 3-3 points (taken or warned about:
// the next one), then the hints.
const PLAN = ["E5", "C3", "G7", "C7", "G3"];

/** Plays `plan` by clicks (a move the teaching mode warns about is taken back), then the
 *  hints (or a pass when the hint says so) until the game is over. Returns how many moves
 *  Black played. */
async function playOut(page, plan, place = (p) => point(page, p).click()) {
  let played = 0;
  for (const name of plan) {
    if ((await page.locator(".play__end").count()) > 0) break;
    const target = point(page, name);
    if ((await target.locator(".goban__stone").count()) > 0) continue; // taken already
    const before = await stones(page);
    await place(name);
    if ((await page.locator(".play__notice").count()) > 0) {
      await page.getByRole("button", { name: "OK" }).click(); // a refused move: try the next point
      continue;
    }
    if ((await page.locator(".play__coach--warn").count()) > 0) {
      const takeBack = page.getByRole("button", { name: "Take my move back" });
      if ((await takeBack.count()) > 0) {
        await takeBack.click();
        continue;
      }
      await page.getByRole("button", { name: "Keep my move" }).click(); // a loss judged after the answer
    }
    if ((await stones(page)) === before) continue;
    played += 1;
    await learnersTurn(page);
  }
  // Then the hints, as a beginner would use them, until the game is over.
  for (let i = 0; i < 120 && (await page.locator(".play__end").count()) === 0; i++) {
    await page.getByRole("button", { name: "Hint" }).click();
    await page.locator(".play__coach").waitFor({ timeout: 30_000 });
    const hint = /^Try ([A-J]\d):/.exec(await text(page.locator(".play__coach p")));
    if (hint) {
      await place(hint[1]);
      if ((await page.locator(".play__coach--warn").count()) > 0) {
        await page.getByRole("button", { name: "Keep my move" }).click();
      }
      played += 1;
    } else {
      await page.getByRole("button", { name: "Pass", exact: true }).click();
    }
    await learnersTurn(page);
  }
  return played;
}

/** The numbers of a count line: "Black: 30 stones on the board + 12 surrounded points + half of
 *  2 shared points = 43 …", the shared points left out when there are none. */
function countOf(line) {
  const m = /^(Black|White): (\d+) stones? on the board \+ (\d+) surrounded points? (?:\+ half of (\d+) shared points? )?= (\d+)(½|¼|¾)?/.exec(line);
  assert.ok(m, `a count line: ${line}`);
  const frac = { "½": 0.5, "¼": 0.25, "¾": 0.75 }[m[6]] ?? 0;
  return { stones: +m[2], territory: +m[3], shared: +(m[4] ?? 0), total: +m[5] + frac };
}

describe("playing the computer", () => {
  test("a whole 9×9 game against level 1 by clicks, the proposal agreed, the count, and the trainer on the same position", async () => {
    await withPlay(async (page) => {
      await startAgainstComputer(page);
      assert.match(await text(page.locator(".player--white .player__name")), /Computer \(level 1\)/);
      const played = await playOut(page, PLAN);
      assert.ok(played >= 5, `Black played ${played} moves`);
      // Two passes: the computer proposes the dead stones, marked on the board.
      await page.getByRole("heading", { name: "The computer's proposal" }).waitFor({ timeout: 30_000 });
      if (process.env.PLAY_SHOTS) await page.screenshot({ path: `${process.env.PLAY_SHOTS}/proposal.png`, fullPage: true });
      await page.getByRole("button", { name: "I agree: count the game" }).click();
      await page.getByRole("heading", { name: "Result" }).waitFor();
      // The count shown adds up, its stones are the living stones on the board, and the
      // result follows from it.
      const [black, white] = (await page.locator(".play__count li").allTextContents()).map(countOf);
      for (const side of [black, white]) assert.equal(side.stones + side.territory + side.shared / 2, side.total);
      const dead = await page.locator(".goban__cell--dimmed .goban__stone, .goban__stone--dimmed").count();
      const onBoard = await stones(page);
      assert.equal(black.stones + white.stones, onBoard - dead, "living stones");
      assert.equal(black.total + white.total, 81, "every point counted once");
      const margin = black.total - (40.5 + 3.75);
      const result = await text(page.locator(".play__result"));
      const winner = margin > 0 ? "Black" : "White";
      assert.match(result, new RegExp(`^${winner} wins by`));
      const points = Math.abs(margin) * 2;
      const pointsText = `${Math.floor(points) || ""}${points % 1 ? "½" : ""}`;
      assert.ok(result.includes(`(${pointsText} point`), `${result} for a margin of ${margin} stones`);
      assert.equal(await text(page.locator(".play__verdict")), winner === "Black" ? "You win!" : "The computer wins this time.");
      // The count step by step.
      await page.getByRole("button", { name: "Watch the count step by step" }).click();
      assert.match(await text(page.locator(".play__frame")), /^The finished position/);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Show the whole board" }).click();
      // The same position in the counting trainer.
      const position = await stones(page);
      await page.getByRole("button", { name: "Count this game yourself" }).click();
      await page.getByRole("heading", { name: "Count", exact: true }).waitFor({ timeout: 15_000 });
      await page.locator(".goban__svg").waitFor();
      assert.equal(await stones(page), position, "the trainer shows the game's final position");
      console.log(`# level 1 game: Black played ${played} moves; ${result}`);
    });
  });

  test("moves by keyboard only; undo takes back both moves", async () => {
    await withPlay(async (page) => {
      await page.getByLabel("The computer").check();
      await page.getByRole("button", { name: "Start the game" }).focus();
      await page.keyboard.press("Enter");
      await page.locator(".goban__svg").waitFor();
      // After "Start the game" the board has the keyboard focus; the cursor starts on E5.
      const focused = () => page.evaluate(() => /goban__frame/.test(document.activeElement?.className ?? ""));
      assert.equal(await eventually(focused, true), true, "the board has the focus");
      await page.keyboard.press("Enter");
      assert.equal(await eventually(() => stones(page), 2, 30_000), 2, "the computer answered");
      await learnersTurn(page);
      const white = /^White ([A-J]\d)\./.exec(await text(page.locator(".goban__announcement")));
      assert.ok(white, "the computer's move is announced");
      // From E5 two left and two down to C3, or to G7 if the computer took C3.
      const [across, down] = white[1] === "C3" ? ["ArrowRight", "ArrowUp"] : ["ArrowLeft", "ArrowDown"];
      for (const key of [across, across, down, down, "Enter"]) await page.keyboard.press(key);
      assert.equal(await eventually(() => stones(page), 4, 30_000), 4);
      await learnersTurn(page);
      // Undo by keyboard: Black's move and White's answer go back.
      const undo = page.getByRole("button", { name: "Undo" });
      await undo.focus();
      await page.keyboard.press("Enter");
      assert.equal(await eventually(() => stones(page), 2), 2);
      assert.ok(await page.locator(".player--black.player--to-play").count(), "Black to play");
    });
  });

  test("at 360×740 by taps: Pass and Undo are in reach under the board, a hint, and a reload keeps the game", async () => {
    await withPlay(
      async (page) => {
        await startAgainstComputer(page);
        const pass = page.getByRole("button", { name: "Pass", exact: true });
        const box = await pass.boundingBox();
        const board = await page.locator(".goban__svg").boundingBox();
        assert.ok(box.y + box.height <= 740, `Pass is on screen (bottom at ${box.y + box.height})`);
        assert.ok(board.y >= 0 && board.y < 740, "the board is in view");
        // Tap twice to place a stone on a touch screen.
        await point(page, "C3").tap();
        await page.locator(".goban__ghost--pending").waitFor(); // the preview, as a person would see it
        await point(page, "C3").tap();
        await learnersTurn(page);
        assert.equal(await stones(page), 2);
        await page.getByRole("button", { name: "Hint" }).tap();
        await page.locator(".play__coach").waitFor({ timeout: 30_000 });
        assert.match(await text(page.locator(".play__coach p")), /^(Try [A-J]\d: |Passing is fine)/);
        await page.reload();
        await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
        assert.equal(await stones(page), 2, "the game survives a reload");
        assert.match(await text(page.locator(".player--white .player__name")), /Computer \(level 1\)/);
        await point(page, "G7").tap();
        await page.locator(".goban__ghost--pending").waitFor(); // the preview, as a person would see it
        await point(page, "G7").tap();
        await learnersTurn(page);
        assert.equal(await stones(page), 4, "the computer still answers after the reload");
      },
      { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    );
  });

  test("the computer answers offline once the app has been opened", async () => {
    await withPlay(async (page, context) => {
      await waitForWorker(page);
      await page.reload();
      await waitForApp(page);
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      await startAgainstComputer(page);
      await point(page, "E5").click();
      await learnersTurn(page);
      assert.equal(await stones(page), 2, "the computer answered offline");
    });
  });

  test("a worker that fails to start: the page says so and the game goes on between two players", async () => {
    await withPlay(
      async (page) => {
        await startAgainstComputer(page);
        await point(page, "E5").click();
        const failed = page.locator(".play__failed");
        await failed.waitFor({ timeout: 30_000 });
        assert.match(await text(failed.locator("p")), /could not start/);
        assert.equal(await stones(page), 1, "the game is kept");
        await page.getByRole("button", { name: "Go on with two players" }).click();
        await point(page, "C3").click();
        assert.equal(await eventually(() => stones(page), 2), 2, "White's move by hand");
        assert.equal(await failed.count(), 0);
      },
      {},
      async (page, context) => {
        await context.route(/\/engine\.js$/, (route) => route.fulfill({ status: 404, body: "gone" }));
      },
      [/engine\.js/, /404/, /Failed to load resource/],
    );
  });
});
