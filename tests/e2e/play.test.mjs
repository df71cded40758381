// End-to-end tests of the Play page against the release build in dist/: a whole 9×9 game by
// mouse, by keyboard only and by touch, a reload in the middle, an SGF round trip and a
// fast game lost on time (with a fake clock, so it takes no real time).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { eventually, openPage, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** Opens the Play page in a fresh context, runs `body`, then checks nothing went wrong. */
async function withPlay(body, contextOptions = {}, beforeLoad = async () => {}) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  try {
    await beforeLoad(page);
    await page.goto(server.url + "/#/play");
    await waitForApp(page);
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

const announcement = (page) => text(page.locator(".goban__announcement"));

async function startGame(page) {
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
}

const SUICIDE = "White would have no liberties here and captures nothing, so this point is forbidden for White.";
const COUNT_BLACK = "Black: 2 stones on the board + 79 surrounded points = 81; needs more than 44¼ (40½ + 3¾ komi)";
const RESULT = "Black wins by 36¾ stones (73½ points).";

describe("play page", () => {
  test("a whole game by mouse: capture, a refused suicide, passes, a dead group, the count", async () => {
    await withPlay(async (page) => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Play" }).waitFor();
      await startGame(page);
      await point(page, "B1").click();
      await point(page, "A1").click();
      await point(page, "A2").click(); // captures the white stone on A1
      assert.equal(await eventually(() => announcement(page), "Black A2. Captures 1 stone."), "Black A2. Captures 1 stone.");
      assert.equal(await stones(page), 2);
      assert.match(await text(page.locator(".player--black .player__captures")), /^1 captured/);

      await point(page, "A1").click(); // White may not fill its own last liberty
      const notice = page.locator(".play__notice");
      assert.equal(await text(notice.locator("p").first()), SUICIDE);
      assert.equal(await page.locator(".goban__hl--problem").count(), 1, "the board shows where");
      assert.equal(await stones(page), 2, "nothing was played");

      await point(page, "E5").click();
      assert.equal(await page.locator(".play__notice").count(), 0, "a legal move clears the notice");
      await page.getByRole("button", { name: "Pass", exact: true }).click();
      await page.getByRole("button", { name: "Pass", exact: true }).click();
      await page.getByRole("heading", { name: "Mark the dead stones" }).waitFor();

      await point(page, "E5").click(); // mark White's stone dead
      assert.equal(await page.locator(".goban__stone--dimmed").count(), 1);
      assert.ok((await page.locator(".goban__area--black").count()) > 70, "Black's area is shaded");
      assert.equal(await text(page.locator(".play__count li").first()), COUNT_BLACK);
      await page.getByRole("button", { name: "Black agrees" }).click();
      await page.getByRole("button", { name: "White agrees" }).click();
      assert.equal(await text(page.locator(".play__result")), RESULT);
      assert.match(await announcement(page), /Both agree\. Black wins by 36¾ stones/);
    });
  });

  test("the same game by keyboard only", async () => {
    await withPlay(async (page) => {
      const focused = () => page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.tagName}|${el?.className}|${el?.textContent?.trim().slice(0, 40)}`;
      });
      async function tabTo(pattern) {
        for (let i = 0; i < 80; i++) {
          if (pattern.test(await focused())) return;
          await page.keyboard.press("Tab");
        }
        assert.fail(`no focusable element matches ${pattern}`);
      }
      const keys = async (...list) => {
        for (const key of list) await page.keyboard.press(key);
      };
      await tabTo(/^BUTTON\|.*Start the game/);
      await keys("Enter");
      await page.locator(".goban__svg").waitFor();
      await tabTo(/goban__frame/);
      assert.equal(await page.locator(".goban__cursor").count(), 1, "the cursor is visible");
      // The cursor starts on E5.
      await keys("ArrowLeft", "ArrowLeft", "ArrowLeft", "PageDown", "Enter"); // B1
      await keys("ArrowLeft", "Enter"); // White A1
      await keys("ArrowUp", "Enter"); // Black A2 captures
      assert.equal(await eventually(() => announcement(page), "Black A2. Captures 1 stone."), "Black A2. Captures 1 stone.");
      await keys("ArrowDown");
      const cursorSays = async () => /^A1, empty/.test(await text(page.locator(".goban p[aria-live]").first()));
      assert.equal(await eventually(cursorSays, true), true, "the cursor text names A1, empty");
      await keys("Enter");
      assert.equal(await eventually(() => text(page.locator(".play__notice p").first()), SUICIDE), SUICIDE);
      await keys("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Space");
      assert.equal(await eventually(() => announcement(page), "White E5."), "White E5.");
      await tabTo(/^BUTTON\|.*\|Pass$/);
      await keys("Enter");
      await tabTo(/^BUTTON\|.*\|Pass$/);
      await keys("Enter");
      await page.getByRole("heading", { name: "Mark the dead stones" }).waitFor();
      await page.keyboard.press("Shift+Tab");
      await tabTo(/goban__frame/);
      await keys("Enter"); // the cursor is still on E5
      assert.equal(await eventually(() => page.locator(".goban__stone--dimmed").count(), 1), 1);
      await tabTo(/Black agrees/);
      await keys("Enter");
      await tabTo(/White agrees/);
      await keys("Enter");
      assert.equal(await text(page.locator(".play__result")), RESULT);
    });
  });

  test("touch: tap to preview, tap again to play, on a phone-sized screen", async () => {
    await withPlay(
      async (page) => {
        // On a touch screen the switch is on from the start, and says so.
        assert.equal(await page.getByLabel("Tap twice to place a stone (for small screens)").isChecked(), true);
        await startGame(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 360, `no sideways scrolling (${width} px)`);
        await point(page, "C3").tap();
        assert.equal(await page.locator(".goban__ghost--pending").count(), 1, "a preview stone");
        assert.equal(await stones(page), 0, "nothing played yet");
        await point(page, "C3").tap();
        assert.equal(await eventually(() => stones(page), 1), 1);
        await point(page, "G7").tap();
        await point(page, "G7").tap();
        assert.equal(await eventually(() => stones(page), 2), 2);
        assert.equal(await announcement(page), "White G7.");
      },
      { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } },
    );
  });

  test("a reload restores the game in progress", async () => {
    await withPlay(async (page) => {
      await startGame(page);
      for (const p of ["E5", "C3", "G7"]) await point(page, p).click();
      await page.reload();
      await page.locator(".goban__svg").waitFor();
      assert.equal(await stones(page), 3);
      assert.equal(await page.locator(".moves li").count(), 3);
      assert.match(await text(page.locator(".player--to-play .player__name")), /White/);
      await point(page, "D4").click();
      assert.equal(await eventually(() => stones(page), 4), 4);
    });
  });

  test("download the game as SGF and open it again", async () => {
    await withPlay(async (page) => {
      await startGame(page);
      for (const p of ["E5", "D5", "D4", "C4", "E4"]) await point(page, p).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download this game" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^weiqi-\d{4}-\d\d-\d\d-9\.sgf$/);
      const sgf = (await readFile(await download.path(), "utf8")).replace(/\n/g, "");
      for (const part of ["RU[Chinese]", "KM[7.5]", "SZ[9]", "PB[Player 1]", "PW[Player 2]", "DT[", ";B[ee];W[de]"]) {
        assert.ok(sgf.includes(part), `${part} in ${sgf}`);
      }
      // A new game over this unfinished one asks first, and puts it aside.
      await page.getByRole("button", { name: "New game" }).click();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByText("You have a game that is not finished (5 moves). Start a new game in its place?").waitFor();
      await page.getByRole("button", { name: "Start the new game" }).click();
      await page.getByRole("button", { name: "Back to this game" }).waitFor();
      assert.equal(await stones(page), 0);
      await page.locator(".play__records input[type=file]").setInputFiles({
        name: "game.sgf",
        mimeType: "application/x-go-sgf",
        buffer: Buffer.from(sgf),
      });
      assert.equal(await eventually(() => stones(page), 5), 5);
      assert.match(await text(page.locator(".play__message p")), /^Record opened\./);

      // A record the app cannot play (a 52×52 board) gets the reader's sentence and changes
      // nothing. (A record that only bends the format opens: see records.test.mjs.)
      await page.locator(".play__records textarea").fill("(;SZ[52];B[ee])");
      await page.getByRole("button", { name: "Open the pasted record" }).click();
      assert.ok((await text(page.locator(".play__records .play__problem"))).length > 10);
      assert.equal(await stones(page), 5);
    });
  });

  test("a fast game: the 10-second countdown runs out and ends the game", async () => {
    await withPlay(
      async (page) => {
        await page.getByLabel("Clock").selectOption("fast10");
        await page.getByLabel("Basic time (minutes)").fill("0");
        await page.getByLabel("Basic time (minutes)").dispatchEvent("change");
        // The page's clock stands still from here on, but when the test moves it: the
        // countdown's seconds are the test's, however slowly the page runs.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
        await startGame(page);
        assert.equal(await text(page.locator(".player--black .player__time")), "0:10");
        await point(page, "E5").click(); // Black moves in time; White's countdown runs
        await page.clock.runFor(4_000);
        assert.equal(await eventually(() => text(page.locator(".player--white .player__time")), "0:06"), "0:06");
        await page.clock.runFor(7_000);
        assert.equal(
          await eventually(() => text(page.locator(".play__result")), "White ran out of time. Black wins on time."),
          "White ran out of time. Black wins on time.",
        );
        assert.match(await text(page.locator(".play__call")), /White: 10\. Time is up\./);
      },
      {},
      (page) => page.clock.install(),
    );
  });
});
