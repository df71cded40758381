// End-to-end test of a game's review on the phone layout, against the release build in dist/:
// a finished 9×9 record opened, reviewed by the network in the worker (with its progress),
// a mistake opened under the board with its reason, the better move tried against the
// computer and the game taken up again, the record downloaded with the review and opened
// again without being worked out again, and the review kept across a reload.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { eventually, settled, stones, text, withServerAndBrowser } from "./harness.mjs";
import { withPlayPage } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

// Black builds in the centre and the corners while White plays on the edge, then resigns.
const GAME =
  "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[Ann]PW[Bo]RE[B+R]" +
  ";B[ee];W[ai];B[cg];W[ia];B[gc];W[aa];B[cc];W[ii];B[gg])";

/** Starts a game on the Play page, then opens `record` over it through the paste box. */
async function openRecord(page, record) {
  await page.getByRole("button", { name: "Start the game" }).tap();
  await page.locator(".goban__svg").waitFor();
  await paste(page, record);
}

/** Opens `record` through the paste box. */
async function paste(page, record) {
  await page.getByLabel("Or paste a record").fill(record);
  await page.getByRole("button", { name: "Open the pasted record" }).tap();
}

/** The box of `locator` lies within the 740-pixel screen. */
async function onScreen(locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 740, `${what} is on screen (${JSON.stringify(box)})`);
  return box;
}

describe("the review of a game", () => {
  test("at 360×740: a finished game reviewed, a mistake shown under the board with its reason, the better move tried, the review kept in the record and across a reload", async () => {
    await withPlayPage(
      browser,
      server.url,
      async (page) => {
        await openRecord(page, GAME);
        assert.equal(await eventually(() => stones(page), 9), 9);

        const started = Date.now();
        await page.getByRole("button", { name: "Review this game" }).tap();
        const panel = page.locator(".play__review-panel");
        await panel.waitFor();
        // The progress while the worker looks (the network loads first).
        assert.match(await text(panel.locator("[role=status]")), /^Looking at the game: \d+ % done\./);
        await panel.locator(".review__mistakes").first().waitFor({ timeout: 90_000 });
        const seconds = (Date.now() - started) / 1000;
        console.log(`# review of 9 moves, the network's download included: ${seconds.toFixed(1)} s`);
        assert.equal(await panel.locator("progress").count(), 0, "no progress bar once done");

        // Another language draws the page again: the review stays, in the language's words,
        // without being worked out again.
        const language = page.locator(".language-picker__select");
        await language.selectOption("ko");
        await panel.locator("h3", { hasText: "백의 가장 큰 실수" }).waitFor({ timeout: 10_000 });
        assert.equal(await panel.locator("progress").count(), 0, "the review is kept");
        await language.selectOption("en");
        await panel.locator(".review__mistakes").first().waitFor({ timeout: 10_000 });

        // The graph is a slider: the keyboard steps through the game.
        const graph = panel.getByRole("slider");
        assert.equal(await graph.getAttribute("aria-valuenow"), "9");
        await graph.focus();
        await page.keyboard.press("Home");
        assert.equal(await eventually(() => graph.getAttribute("aria-valuenow"), "0"), "0");
        assert.equal(await eventually(() => stones(page), 0), 0, "the board shows the start");

        // White's mistakes: first-line moves in an empty board.
        const white = panel.locator("h3", { hasText: "White's biggest mistakes" });
        await white.waitFor();
        // White's four edge moves in a row make one run of mistakes.
        const mistake = panel.locator(".review__mistake", { hasText: "White" }).first();
        const title = await text(mistake);
        assert.match(title, /^(Move \d, White at [A-J]\d|Moves \d+ to \d+, White, from [A-J]\d): lost about (\d+½?|½) stones?( \(\d+ points?\))$/);
        await mistake.tap();
        const card = page.locator(".review__card");
        await card.waitFor();
        // The page brings the board and the card into view itself (smooth scrolling): look
        // once it has come to rest.
        await settled(page, ".review__card");
        const board = await onScreen(page.locator(".goban__svg"), "the board");
        const shown = await onScreen(card, "the mistake under the board");
        assert.ok(shown.y >= board.y + board.height - 1, "the mistake is under the board");
        assert.equal(await text(card.locator(".review__title")), title);
        const reason = await text(card.locator("p").nth(1));
        assert.match(reason, /first or second line|corner|bigger point|reading/, `a reason for an edge move: ${reason}`);
        assert.ok((await page.locator(".goban__label", { hasText: /^1$/ }).count()) === 1, "the better move numbered 1 on the board");
        if (process.env.PLAY_SHOTS) await page.screenshot({ path: `${process.env.PLAY_SHOTS}/review-mistake.png` });

        // "See what happened" and back.
        await card.getByRole("button", { name: "What happened" }).tap();
        await card.getByRole("button", { name: "Show the better move" }).waitFor();

        // Try the better move: a new game from that position, the reviewed one put aside.
        const before = await stones(page);
        const tryIt = card.getByRole("button", { name: /^Try [A-J]\d yourself$/ });
        await tryIt.tap();
        await page.getByRole("button", { name: "Back to this game" }).waitFor();
        assert.equal(await page.locator(".play__review-panel").count(), 0, "the variation is a game of its own");
        assert.ok((await stones(page)) <= before + 1, "the position before the mistake");
        await page.getByRole("button", { name: "Back to this game" }).tap();
        assert.equal(await eventually(() => stones(page), 9), 9, "the reviewed game is back, unchanged, at the move it showed");

        // The record carries the review; opened again it shows at once.
        await page.getByRole("button", { name: "Show the review" }).or(page.getByRole("button", { name: "Close the review" })).first().waitFor();
        if (await page.getByRole("button", { name: "Show the review" }).count()) await page.getByRole("button", { name: "Show the review" }).tap();
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: "Download this game" }).tap();
        const sgf = await readFile(await (await download).path(), "utf8");
        assert.match(sgf, /V\[-?\d+\.\d\]SBKV\[\d+\.\d\]WQV\[\d+\]WQL\[/, "the lead and the line on each position");
        assert.ok(sgf.includes(`C[${title}`), "the mistakes as comments");
        await page.getByRole("button", { name: "Close the review" }).tap();
        await paste(page, sgf);
        const again = page.locator(".play__review-panel");
        await again.locator(".review__mistakes").first().waitFor({ timeout: 5_000 });
        assert.equal(await again.locator("progress").count(), 0, "nothing worked out again");

        // The game in progress keeps its review across a reload: shown at once, the same.
        const listed = await again.locator(".review__mistake").allTextContents();
        await page.waitForFunction(() => (localStorage.getItem("weiqi.play.current") ?? "").includes('"review"'));
        await page.reload();
        await page.getByRole("button", { name: "Show the review" }).tap();
        const reloaded = page.locator(".play__review-panel");
        await reloaded.locator(".review__mistakes").first().waitFor({ timeout: 5_000 });
        assert.equal(await reloaded.locator("progress").count(), 0, "nothing worked out again after a reload");
        assert.deepEqual(await reloaded.locator(".review__mistake").allTextContents(), listed);
      },
      { contextOptions: { ...PHONE, acceptDownloads: true } },
    );
  });

  test("a game that ended with two passes: the review's last word is the count of the board as marked", async () => {
    // Black walls off the four left columns of a 7×7 board, White the three right ones: 28
    // points against 21 and 7½ of komi.
    const walls = [..."abcdefg"].map((row) => `;B[d${row}];W[e${row}]`).join("");
    const record = `(;GM[1]FF[4]SZ[7]KM[7.5]RU[Chinese]${walls};B[];W[])`;
    await withPlayPage(
      browser,
      server.url,
      async (page) => {
        await openRecord(page, record);
        await page.getByRole("heading", { name: "Mark the dead stones" }).waitFor();
        await page.getByRole("button", { name: "Review this game" }).tap();
        const panel = page.locator(".play__review-panel");
        await panel.waitFor();
        assert.equal(await eventually(() => panel.locator("progress").count(), 0, 90_000), 0, "the review is done");
        const end = panel.locator("p", { hasText: /^At the end/ });
        assert.equal(await text(end), "At the end, by the count: White wins by ¼ stone (½ point).");
      },
      { contextOptions: PHONE },
    );
  });
});
