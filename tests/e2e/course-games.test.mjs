// End-to-end tests of the course's games, against the release build in dist/: chapter 3's
// last step opens Capture Go on the Play page, the game is played until someone captures,
// "Back to the lesson" shows the step done; a reload of the game's address goes on with the
// game; an unfinished game is kept when the learner says no (and put aside when they say
// yes); "I have played it — go on" marks a step done too. On a desktop and at 360×740 by taps.
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { eventually, openPage, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { learnersTurn } from "./app.mjs";

let server;
let browser;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

const SHOTS = process.env.PLAY_SHOTS;
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** How many steps a chapter file has (the game steps are its last ones). */
function stepsIn(file) {
  const toml = readFileSync(new URL(`../../content/lessons/${file}`, import.meta.url), "utf8");
  return toml.match(/^\[\[step\]\]/gm).length;
}

/** Opens `hash` in a fresh context, runs `body`, then checks nothing went wrong. */
async function withApp(hash, body, contextOptions = {}) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  try {
    await page.goto(`${server.url}/${hash}`);
    await waitForApp(page);
    await body(page);
    assert.deepEqual(problems, [], "no errors and no requests outside the app");
  } finally {
    await context.close();
  }
}

/** Presses a button by click or, on a touch screen, by a tap. */
const press = (locator, touch) => (touch ? locator.tap() : locator.click());

/** Places a stone: a click, or two taps on a touch screen (the first only previews). */
async function place(page, name, touch) {
  if (touch) {
    await point(page, name).tap();
    await point(page, name).tap();
  } else {
    await point(page, name).click();
  }
}

/** The point a hint names: "Try D3: …", Capture Go's "Save your 2 stones at C4 first: play D3. …"
 *  or "… The best move left is D3."; `null` for a pass. */
function hintedPoint(words) {
  const m = /^Try ([A-HJ-T]\d+):|: play ([A-HJ-T]\d+)\.|The best move left is ([A-HJ-T]\d+)\./.exec(words);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** Plays the hinted moves (keeping a move the teaching mode warns about) until the game
 *  ends. Returns how many moves Black played. */
async function playUntilTheEnd(page, touch) {
  let played = 0;
  await learnersTurn(page); // after handicap stones the computer moves first
  for (let i = 0; i < 150 && (await page.locator(".play__end").count()) === 0; i++) {
    await press(page.getByRole("button", { name: "Hint" }), touch);
    await page.locator(".play__coach").waitFor({ timeout: 30_000 });
    const hint = hintedPoint(await text(page.locator(".play__coach p")));
    if (hint) {
      await place(page, hint, touch);
      if ((await page.locator(".play__coach--warn").count()) > 0) {
        await press(page.getByRole("button", { name: "Keep my move" }), touch);
      }
      played += 1;
    } else {
      await press(page.getByRole("button", { name: "Pass", exact: true }), touch);
    }
    await learnersTurn(page);
  }
  return played;
}

/** The lesson progress saved in the browser. */
const savedProgress = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("weiqi.lessons.progress") ?? "null")?.data ?? null);

describe("the course plays the computer", () => {
  for (const [where, options, touch] of [["on a desktop by clicks", {}, false], ["at 360×740 by taps", PHONE, true]]) {
    test(`${where}: chapter 3's game step, Capture Go until a capture, and back to the lesson with the step done`, async () => {
      const last = stepsIn("03-capture.toml");
      await withApp(`#/learn/3?step=${last}`, async (page) => {
        assert.equal(await text(page.locator(".lesson__steps span")), `Step ${last} of ${last}`);
        const play = page.getByRole("link", { name: "Play a capture game against the computer" });
        const goOn = page.getByRole("button", { name: "I have played it — go on" });
        await play.waitFor();
        await goOn.waitFor();
        if (touch) {
          const box = await play.boundingBox();
          assert.ok(box.y + box.height <= 740, `the game's button is on screen (bottom at ${box.y + box.height})`);
        }
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-step-${touch ? "phone" : "desktop"}.png`, fullPage: true });
        await press(play, touch);

        // Capture Go on 7×7 against level 1, the learner Black; the address is plain #/play now.
        await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
        assert.equal(await eventually(() => page.evaluate(() => location.hash), "#/play"), "#/play");
        assert.equal(await page.locator("[data-point]").count(), 49);
        assert.match(await text(page.locator(".player--black .player__name")), /^You/);
        assert.match(await text(page.locator(".player--white .player__name")), /Computer \(level 1\)/);
        await place(page, "D4", touch);
        await learnersTurn(page);
        assert.equal(await stones(page), 2);

        // Opening the same address again (a reload of it) goes on with the game.
        await page.goto(`${server.url}/#/play?game=capture&lesson=03-capture&step=${last}`);
        await page.reload();
        await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
        assert.equal(await stones(page), 2, "the game in progress is not restarted");
        assert.equal(await page.locator(".play__ask").count(), 0, "and nothing is asked");

        const played = await playUntilTheEnd(page, touch);
        assert.ok(played >= 1, `Black played ${played} moves`);
        await page.getByRole("heading", { name: "Result" }).waitFor();
        assert.match(await text(page.locator(".play__result")), /^(Black|White) captured first and wins the game\.$/);
        const back = page.getByRole("link", { name: "Back to the lesson" });
        await back.waitFor();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/capture-end-${touch ? "phone" : "desktop"}.png`, fullPage: true });
        await press(back, touch);

        // The lesson opens on the game step (the chapter's last), done.
        await page.locator(".lesson__steps").waitFor();
        assert.equal(await text(page.locator(".lesson__steps span")), `Step ${last} of ${last}`);
        assert.equal(
          await eventually(() => text(page.locator(".feedback")), "Capturing and saving stones is at the heart of every game of Go."),
          "Capturing and saving stones is at the heart of every game of Go.",
        );
        assert.equal(await page.getByRole("button", { name: "I have played it — go on" }).count(), 0);
        assert.ok((await savedProgress(page)).done["03-capture"].includes("capture-game"), "the step is saved as done");
        assert.equal(await page.evaluate(() => localStorage.getItem("weiqi.play.lesson-games")), null, "the note is taken in");
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-step-done-${touch ? "phone" : "desktop"}.png`, fullPage: true });
      }, options);
    });
  }

  test("an unfinished game is kept when the learner says no, and put aside when they say yes", async () => {
    await withApp("#/play", async (page) => {
      await page.getByLabel("The computer").check();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.locator(".goban__svg").waitFor();
      await point(page, "C3").click();
      await learnersTurn(page);
      assert.equal(await stones(page), 2);

      // The address of a ready-made game asks first, with the keyboard focus on the question.
      await page.goto(`${server.url}/#/play?game=capture`);
      const ask = page.locator(".play__ask");
      await ask.waitFor();
      assert.equal(await ask.getAttribute("role"), "alert");
      assert.equal(
        await text(ask.locator("p")),
        "You have a game that is not finished (2 moves). Start Capture Go on 7×7 in its place? Your game is put aside, and you can go back to it.",
      );
      assert.equal(
        await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim()), "Start the new game"),
        "Start the new game",
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/ask.png`, fullPage: true });
      // No: the game stays, and a reload does not ask again.
      await page.getByRole("button", { name: "No, keep my game" }).click();
      assert.equal(await eventually(() => ask.count(), 0), 0);
      assert.equal(await page.locator("[data-point]").count(), 81);
      assert.equal(await stones(page), 2);
      await page.reload();
      await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
      assert.equal(await stones(page), 2, "the game survives a reload");
      assert.equal(await ask.count(), 0);

      // Yes, by the keyboard: Capture Go starts, and the 9×9 game is kept to go back to.
      await page.goto(`${server.url}/#/play?game=capture`);
      await ask.waitFor();
      await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim()), "Start the new game");
      await page.keyboard.press("Enter");
      assert.equal(await eventually(() => page.locator("[data-point]").count(), 49), 49);
      assert.equal(await stones(page), 0);
      assert.match(await text(page.locator(".play__kept p")), /^You against Computer \(level 1\): 9×9, 2 moves/);
      await page.getByRole("button", { name: "Back to this game" }).click();
      assert.equal(await eventually(() => page.locator("[data-point]").count(), 81), 81);
      assert.equal(await stones(page), 2);
    });
  });

  test("\"I have played it — go on\" marks a game step done without a game", async () => {
    const last = stepsIn("05-ko.toml");
    await withApp(`#/learn/5?step=${last}`, async (page) => {
      await page.getByRole("link", { name: "Play a capture game against the computer" }).waitFor();
      await page.getByRole("button", { name: "I have played it — go on" }).click();
      assert.equal(
        await eventually(() => text(page.locator(".feedback")), "In a normal game, a ko is not the end: then the ko fight starts."),
        "In a normal game, a ko is not the end: then the ko fight starts.",
      );
      assert.ok((await savedProgress(page)).done["05-ko"].includes("capture-game-with-ko"));
      await page.reload();
      await page.locator(".lesson__steps").waitFor();
      assert.equal(await page.getByRole("button", { name: "I have played it — go on" }).count(), 0, "still done after a reload");
    });
  });

  test("the first game chapter's game step goes on to the next step, and its game is a whole 9×9 game against level 1", async () => {
    const steps = stepsIn("12-first-game.toml");
    await withApp(`#/learn/12?step=${steps - 1}`, async (page) => {
      await page.getByRole("link", { name: "Play a whole game against the computer" }).waitFor();
      await page.getByRole("button", { name: "I have played it — go on" }).click();
      assert.equal(await eventually(() => text(page.locator(".lesson__steps span")), `Step ${steps} of ${steps}`), `Step ${steps} of ${steps}`);
      await page.goto(`${server.url}/#/play?game=first`);
      await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
      assert.equal(await page.locator("[data-point]").count(), 81);
      assert.match(await text(page.locator(".player--white .player__name")), /Computer \(level 1\)/);
      // Two handicap stones, as the chapter says (the Play page offers a new learner as many or more).
      assert.ok((await page.locator(".goban__cells .goban__stone").count()) >= 2, "the handicap stones are on the board");
    });
  });

  test("the first game chapter: a whole 9×9 game against level 1 to the count, counted again on the Count page, then back to the lesson's next step", async () => {
    const steps = stepsIn("12-first-game.toml");
    await withApp(`#/learn/12?step=${steps - 1}`, async (page) => {
      await page.getByRole("link", { name: "Play a whole game against the computer" }).click();
      await page.locator(".goban__svg").waitFor({ timeout: 15_000 });
      assert.equal(await page.locator("[data-point]").count(), 81);
      const played = await playUntilTheEnd(page, false);
      assert.ok(played >= 5, `Black played ${played} moves`);
      // Both passed: the computer proposes the dead stones; the learner agrees, and the count stands.
      await page.getByRole("button", { name: "I agree: count the game" }).click({ timeout: 30_000 });
      await page.getByRole("heading", { name: "Result" }).waitFor();
      assert.match(await text(page.locator(".play__result")), /^(Black|White) wins by/);
      await page.getByRole("button", { name: "Count this game yourself" }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-game-end.png`, fullPage: true });
      assert.equal(await page.getByRole("link", { name: "Back to the lesson" }).count(), 1, "the Play page leads back");
      // Counting the game oneself, as the lesson suggests, still leads back to the lesson.
      await page.getByRole("button", { name: "Count this game yourself" }).click();
      await page.getByRole("heading", { name: "Count", exact: true }).waitFor();
      await page.getByRole("link", { name: "Back to the lesson" }).click();
      // The step after the game, with the game step done.
      assert.equal(await eventually(() => text(page.locator(".lesson__steps span")), `Step ${steps} of ${steps}`), `Step ${steps} of ${steps}`);
      assert.ok((await savedProgress(page)).done["12-first-game"].includes("whole-game"), "the game step is done");
    });
  });
});
