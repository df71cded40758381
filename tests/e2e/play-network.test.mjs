// End-to-end tests of the network in the browser, against the release build in dist/, on the
// phone layout: the download shown while the computer gets ready and the network's hint with
// its other good moves; the same offline once the weights were kept; the Monte Carlo engine
// when the weights cannot be had, with "Try again"; "Who owns what"; teaching mode on an
// atari left unanswered.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { appCaches, learnersTurn, waitForWorker, withPlayPage } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const WEIGHTS = /\.wqnn$/;

/** Opens the Play page at 360×740 in a fresh context, runs `body`, then checks nothing went
 *  wrong (`allowed`: expected console lines). */
function onPhone(body, { routes = async () => {}, allowed = [], options = {} } = {}) {
  const beforeLoad = (page, context) => routes(context);
  return withPlayPage(browser, server.url, body, { contextOptions: { ...PHONE, ...options }, beforeLoad, allowed });
}

/** Starts a 9×9 game against level 1, the learner with Black. */
async function startLevel1(page) {
  await page.getByLabel("The computer").check();
  await page.getByRole("button", { name: "Start the game" }).tap();
  await page.locator(".goban__svg").waitFor();
}

/** Places a stone by two taps (the phone's preview, then the stone). */
async function tapTwice(page, name) {
  await point(page, name).tap();
  await page.locator(".goban__ghost--pending").waitFor();
  await point(page, name).tap();
}

/** The bottom of `locator` is within the 740-pixel screen. */
async function onScreen(locator, what) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 740, `${what} is on screen (${JSON.stringify(box)})`);
}

/** Asks for a hint and waits for it; returns the suggested point's name. */
async function hint(page) {
  await page.getByRole("button", { name: "Hint" }).tap();
  const coach = page.locator(".play__coach");
  await coach.waitFor({ timeout: 30_000 });
  const words = await text(coach.locator("p"));
  const m = /^Try ([A-J]\d): (.+)$/.exec(words);
  assert.ok(m, `a hint names a point and a reason: ${words}`);
  return m[1];
}

/** Rewrites the moves of the game the Play page keeps (SGF points, "Bee Wcc …") and opens the
 *  page again on it. */
async function rewriteKeptGame(page, moves) {
  await page.evaluate((moves) => {
    const saved = JSON.parse(localStorage.getItem("weiqi.play.current"));
    saved.data.moves = moves;
    localStorage.setItem("weiqi.play.current", JSON.stringify(saved));
  }, moves);
  await page.reload();
  await waitForApp(page);
  await page.locator(".goban__svg").waitFor();
}

/** `onPhone`'s options for a page whose weights are answered "503 busy" while `refused()`,
 *  without the service worker (which would otherwise answer from its copy). */
function refusingWeights(refused) {
  return {
    routes: (context) =>
      context.route(WEIGHTS, (route) => (refused() ? route.fulfill({ status: 503, body: "busy" }) : route.continue())),
    allowed: [/503/, /Failed to load resource/],
    options: { serviceWorkers: "block" },
  };
}

describe("the network in the browser", () => {
  test("at 360×740: the computer gets ready with a progress line, then the hint is the network's, with other good moves on request", async () => {
    // The weights are held back until the test has seen the progress line, so the line is
    // there to be seen however fast or slow the machine.
    let release;
    const seen = new Promise((ok) => { release = ok; });
    await onPhone(
      async (page) => {
        await startLevel1(page);
        await tapTwice(page, "E5");
        const line = page.locator(".play__network");
        try {
          await line.waitFor({ timeout: 15_000 });
          assert.match(await text(line.locator("p")), /^The computer is getting ready/);
          await onScreen(line, "the progress line");
        } finally {
          release();
        }
        await learnersTurn(page);
        await line.waitFor({ state: "detached", timeout: 30_000 });
        const suggested = await hint(page);
        await onScreen(page.locator(".play__coach"), "the hint");
        // Only the network's reading offers other moves.
        const more = page.getByRole("button", { name: "Show other good moves" });
        await more.tap();
        const choices = await page.locator(".play__choices li").allTextContents();
        assert.ok(choices.length >= 1 && choices.length <= 2, `one or two other moves: ${choices}`);
        for (const [i, c] of choices.entries()) assert.match(c.trim(), new RegExp(`^${i + 2} at [A-J]\\d: about`));
        const labels = (await page.locator(".goban__label").allTextContents()).map((l) => l.trim()).sort();
        assert.deepEqual(labels, ["1", "2", "3"].slice(0, choices.length + 1), "the moves numbered on the board");
        await tapTwice(page, suggested);
        await learnersTurn(page);
        assert.equal(await stones(page), 4, "the hint played and the computer answered");
        if (process.env.PLAY_SHOTS) await page.screenshot({ path: `${process.env.PLAY_SHOTS}/network-hint.png`, fullPage: true });
      },
      {
        routes: (context) => context.route(WEIGHTS, async (route) => (await seen, route.continue())),
        options: { serviceWorkers: "block" },
      },
    );
  });

  test("offline after the weights were kept: the network still plays and hints", async () => {
    await onPhone(async (page, context) => {
      await waitForWorker(page);
      await startLevel1(page);
      // The download starts with the game; said once the weights are kept, until the next
      // question to the computer.
      await page.locator(".play__network", { hasText: "is now kept on this device" }).waitFor({ timeout: 30_000 });
      await tapTwice(page, "E5");
      await learnersTurn(page);
      await context.setOffline(true);
      // The line "getting ready" comes while the kept weights load, then goes: the network is
      // there offline. Seen by an observer, however short its time on the page (and the Hint
      // button is tapped once the panel under the board has stopped changing).
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector(".play__network")) window.__lineCame = true;
          else if (window.__lineCame) window.__lineWent = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await waitForApp(page);
      await page.locator(".goban__svg").waitFor();
      await page.waitForFunction(() => window.__lineWent === true, null, { timeout: 30_000 });
      await hint(page);
      await page.getByRole("button", { name: "Show other good moves" }).waitFor({ timeout: 5_000 });
      assert.equal(await page.locator(".play__network").count(), 0, "no line: the network is there offline");
    });
  });

  test("the weights cannot be had: the computer plays without them and says so, and Try again loads them", async () => {
    let refuse = true;
    await onPhone(
      async (page) => {
        await startLevel1(page);
        await tapTwice(page, "E5");
        const line = page.locator(".play__network");
        await eventually(async () => /could not be downloaded/.test(await text(line)), true, 30_000);
        await learnersTurn(page);
        assert.equal(await stones(page), 2, "the computer answered without the network");
        await onScreen(line, "the line with Try again");
        const shown = await hint(page);
        assert.ok(shown, "a hint without the network");
        assert.equal(await page.getByRole("button", { name: "Show other good moves" }).count(), 0, "no other moves without the network");
        refuse = false;
        await page.getByRole("button", { name: "Try again" }).tap();
        await line.waitFor({ state: "detached", timeout: 30_000 });
        await page.getByRole("button", { name: "OK" }).tap();
        await hint(page);
        await page.getByRole("button", { name: "Show other good moves" }).waitFor({ timeout: 5_000 });
      },
      refusingWeights(() => refuse),
    );
  });

  test("weights with flipped bits are refused as damaged, fetched again once, then the computer plays without them and says so", async () => {
    let fetched = 0;
    await onPhone(
      async (page) => {
        await startLevel1(page);
        await tapTwice(page, "E5");
        const line = page.locator(".play__network");
        await line.filter({ hasText: "the download of its full strength was damaged" }).waitFor({ timeout: 30_000 });
        await learnersTurn(page);
        assert.equal(await stones(page), 2, "the computer answered without the network");
        assert.equal(fetched, 2, "fetched again once, not more");
      },
      {
        routes: (context) =>
          context.route(WEIGHTS, async (route) => {
            fetched += 1;
            const body = Buffer.from(await (await route.fetch()).body());
            for (let i = 0; i < 200; i++) body[100_000 + i * 997] ^= 0x10; // same size, 200 bytes changed
            await route.fulfill({ status: 200, contentType: "application/octet-stream", body });
          }),
        options: { serviceWorkers: "block" },
      },
    );
  });

  test("weights that could not be downloaded are fetched again when the connection comes back", async () => {
    let refuse = true;
    await onPhone(
      async (page, context) => {
        await startLevel1(page);
        await tapTwice(page, "E5");
        const line = page.locator(".play__network");
        await line.filter({ hasText: "could not be downloaded" }).waitFor({ timeout: 30_000 });
        await context.setOffline(true);
        refuse = false;
        await context.setOffline(false); // the browser's "online": no Try again needed
        await line.waitFor({ state: "detached", timeout: 30_000 });
        await learnersTurn(page);
        await hint(page);
        await page.getByRole("button", { name: "Show other good moves" }).waitFor({ timeout: 5_000 });
      },
      refusingWeights(() => refuse),
    );
  });

  test("with too little storage left to keep the weights offline, the network's download is still used", async () => {
    await onPhone(async (page, context) => {
      await waitForWorker(page);
      const origin = new URL(server.url).origin;
      const cdp = await context.newCDPSession(page);
      const { usage } = await cdp.send("Storage.getUsageAndQuota", { origin });
      await cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize: Math.round(usage) + 200_000 });
      await startLevel1(page);
      await tapTwice(page, "E5");
      await learnersTurn(page);
      await page.locator(".play__network", { hasText: "getting ready" }).waitFor({ state: "detached", timeout: 30_000 });
      await hint(page);
      await page.getByRole("button", { name: "Show other good moves" }).waitFor({ timeout: 5_000 });
      assert.equal(await page.getByText("is now kept on this device", { exact: false }).count(), 0, "not said: no copy was kept");
      const kept = Object.values(await appCaches(page)).flat();
      assert.equal(kept.filter((path) => WEIGHTS.test(path)).length, 0, "no copy kept: there was no room");
    });
  });

  test("Who owns what shades the board on the learner's turn, with a legend", async () => {
    await onPhone(async (page) => {
      await startLevel1(page);
      await tapTwice(page, "C3");
      await learnersTurn(page);
      // The game as kept, rewritten so that each side has a corner (with the computer's own
      // reply, an answer beside C3 leaves every point still open, which is true but shades
      // nothing): Black C3 and D3, White G7 and F7.
      await rewriteKeptGame(page, "Bcg Wgc Bdg Wfc");
      assert.equal(await stones(page), 4);
      await page.getByLabel("Who owns what").check();
      await page.locator(".play__hint", { hasText: "Dark squares: points" }).waitFor();
      const shaded = page.locator(".goban__estimate");
      assert.ok((await eventually(() => shaded.count().then((n) => n > 0), true, 30_000)), "points shaded");
      assert.ok((await page.locator(".goban__estimate--black").count()) > 0, "Black's corner shaded");
      await page.getByLabel("Who owns what").uncheck();
      assert.equal(await eventually(() => shaded.count(), 0), 0, "off again");
    });
  });

  test("a first game proposes level 1 with handicap stones, and setting it up starts a handicap game", async () => {
    await onPhone(async (page) => {
      await page.getByLabel("The computer").check();
      const offer = page.locator(".setup__proposal");
      // A new learner (about 30 kyu) against level 1 (about 24 kyu on 9×9): the most stones.
      assert.equal(await text(offer.locator("p")), "A first game: try level 1 with 4 handicap stones.");
      await page.getByRole("button", { name: "Set up this game" }).tap();
      assert.equal(await offer.getByRole("button").count(), 0, "set up");
      assert.equal(await page.evaluate(() => document.activeElement?.textContent.trim()), "Start the game", "the focus goes on to the next step");
      assert.equal(await page.getByLabel("Handicap stones").inputValue(), "4");
      await page.getByRole("button", { name: "Start the game" }).tap();
      await page.locator(".goban__svg").waitFor();
      // Black's four stones, then White (the computer) moves first.
      assert.equal(await eventually(() => stones(page), 5, 30_000), 5, "the handicap stones and the computer's first move");
      // What wins, as chapter 12 says it: half of 81 points, and two stones given back.
      assert.equal(
        await text(page.locator(".play__goal")),
        "Black needs more than 42½ stones to win: half the board (40½) + 2 given back for the handicap stones (½ × 4 stones).",
      );
    });
  });

  test("teaching mode warns of an atari left unanswered, and the move can be taken back", async () => {
    await onPhone(async (page) => {
      await startLevel1(page);
      await tapTwice(page, "E5");
      await learnersTurn(page);
      // The game as kept, rewritten: White has just put Black's E5 in atari (E6, D5, F5).
      await rewriteKeptGame(page, "Bee Wed Bcc Wde Bgc Wfe");
      assert.equal(await stones(page), 6);
      await tapTwice(page, "C3");
      const warning = page.locator(".play__coach--warn");
      await warning.waitFor({ timeout: 10_000 });
      assert.match(await text(warning.locator("p")), /^Careful: your stone at E5 was in atari and still is: its last liberty is E4/);
      await onScreen(warning, "the warning");
      await page.getByRole("button", { name: "Take my move back" }).tap();
      assert.equal(await stones(page), 6, "the move is taken back");
      await tapTwice(page, "E4");
      await learnersTurn(page);
      assert.equal(await page.locator(".play__coach--warn").count(), 0, "no warning after the atari is answered");
      assert.equal(await stones(page), 8, "the computer answered");
    });
  });
});
