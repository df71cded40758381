// Nothing a learner did is lost, against the release build in dist/: two tabs of one browser
// (two pages of one context), opening records over a game, a new game over an unfinished one,
// an unreadable record met on a direct load, storage with no room for a copy or full,
// addresses the router cannot read, an engine worker that goes silent, and answers written in
// other digits. Each test follows the steps that lost data before.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { eventually, openPage, painted, point, stones, text, waitForApp, withServerAndBrowser } from "./harness.mjs";
import { noticeText, savedEntries } from "./app.mjs";

let server;
let browser;
withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
});

/** A context with its pages (`tabs`), each opened at `hash`; `init` runs before the app. */
async function withTabs(hashes, body, { init, arg, contextOptions = {} } = {}) {
  const { context, page, problems } = await openPage(browser, server.url, contextOptions);
  try {
    if (init) await context.addInitScript(init, arg);
    const tabs = [page];
    for (let i = 1; i < hashes.length; i++) tabs.push(await context.newPage());
    for (const [i, hash] of hashes.entries()) {
      await tabs[i].goto(`${server.url}/${hash}`);
      await waitForApp(tabs[i]);
    }
    await body(tabs, context);
    return problems;
  } finally {
    await context.close();
  }
}

const record = async (page, key) => (await savedEntries(page))[key];
const data = async (page, key) => JSON.parse((await record(page, key)) ?? "null")?.data;

/** The learner's moves on the Play page in a game between two players. */
async function play(page, names) {
  for (const name of names) {
    const before = await stones(page);
    await point(page, name).click();
    if (await page.getByRole("button", { name: /^Play / }).count()) {
      await point(page, name).click(); // tap to confirm
    }
    assert.equal(await eventually(async () => (await stones(page)) > before, true), true, `${name} played`);
  }
}

const moveCount = (page) => page.locator(".moves li").count();

/** Starts a game between two players on 9×9 from the new-game form. */
async function startFriendGame(page) {
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".goban__svg").waitFor();
}

async function openPasted(page, sgf) {
  await page.locator(".play__records textarea").fill(sgf);
  await page.getByRole("button", { name: "Open the pasted record" }).click();
}

describe("nothing lost", () => {
  test("two tabs: lesson steps finished in each are both kept", async () => {
    const problems = await withTabs(["#/learn/2?step=2", "#/learn/2?step=1"], async ([one, two]) => {
      await one.getByText("Step 2 of 8").waitFor();
      await two.getByText("Step 1 of 8").waitFor();
      // Tab two finishes step 1; tab one, open since before, then finishes step 2.
      for (const p of ["C4", "B3", "D3", "C2"]) await point(two, p).click();
      await two.getByText(/^Yes, C2/).waitFor();
      for (const p of ["B1", "D1", "C2"]) await point(one, p).click();
      await one.locator(".feedback--right").waitFor();
      const done = await eventually(async () => Object.values((await data(one, "weiqi.lessons.progress")).done).flat().length, 2);
      assert.equal(done, 2, "both tabs' steps are in the record");
    });
    assert.deepEqual(problems, []);
  });

  test("two tabs: the course overview shows steps finished in the other tab at once", async () => {
    const problems = await withTabs(["#/learn", "#/learn/2?step=1"], async ([overview, lesson]) => {
      const overall = overview.locator(".learn__overall .learn__count");
      assert.match(await text(overall), /^0 of \d+ steps done$/);
      await lesson.getByText("Step 1 of 8").waitFor();
      for (const p of ["C4", "B3", "D3", "C2"]) await point(lesson, p).click();
      await lesson.getByText(/^Yes, C2/).waitFor();
      await overall.filter({ hasText: /^1 of \d+ steps done$/ }).waitFor(); // without a reload
    });
    assert.deepEqual(problems, []);
  });

  test("two tabs: moves made in the other tab are shown, and another game there is offered, not overwritten", async () => {
    const problems = await withTabs(["#/play"], async ([one], context) => {
      await startFriendGame(one);
      await play(one, ["E5", "E4"]);
      const two = await context.newPage();
      await two.goto(`${server.url}/#/play`);
      await waitForApp(two);
      assert.equal(await eventually(() => moveCount(two), 2), 2, "tab two opens the same game");
      // The same game played on in tab two: tab one shows the move.
      await play(two, ["D5"]);
      assert.equal(await eventually(() => moveCount(one), 3), 3, "tab one shows tab two's move");
      // Tab two starts another game (asked first) and plays in it.
      await two.getByRole("button", { name: "New game" }).click();
      await two.getByRole("button", { name: "Start the game" }).click();
      await two.getByRole("button", { name: "Start the new game" }).click();
      await play(two, ["C3"]);
      // Tab one is asked which game it wants; its own stays until it answers.
      await one.getByText(/This game was changed in another tab \(1 move there, 3 here\)/).waitFor();
      assert.equal(await moveCount(one), 3);
      await one.getByRole("button", { name: "Keep this one" }).click();
      const saved = await eventually(async () => (await data(one, "weiqi.play.current"))?.moves?.split(" ").length, 3);
      assert.equal(saved, 3, "tab one's game is saved");
      assert.equal((await data(one, "weiqi.play.kept"))?.[0]?.game?.moves?.split(" ").length, 1, "tab two's game is kept aside");
      await one.locator(".play__kept li", { hasText: "1 move" }).getByRole("button", { name: "Back to this game" }).waitFor();
    });
    assert.deepEqual(problems, []);
  });

  test("two tabs: every game put aside is kept (G1, G2, G3)", async () => {
    const problems = await withTabs(["#/play"], async ([a], context) => {
      const newGame = async (page) => {
        await page.getByRole("button", { name: "New game" }).click();
        await page.getByRole("button", { name: "Start the game" }).click();
        await page.getByRole("button", { name: "Start the new game" }).click();
      };
      await startFriendGame(a);
      await play(a, ["C3", "G7", "C7"]); // G1
      await newGame(a);
      await play(a, ["E5"]); // G2; G1 put aside
      const b = await context.newPage();
      await b.goto(`${server.url}/#/play`);
      await waitForApp(b);
      assert.equal(await eventually(() => moveCount(b), 1), 1, "tab B shows G2");
      await newGame(a);
      await play(a, ["D4", "F6", "D6", "F4"]); // G3; G2 put aside
      // Tab B is asked which game it wants and keeps its own; then tab A keeps its own.
      await b.getByRole("button", { name: "Keep this one" }).click();
      await a.getByRole("button", { name: "Keep this one" }).click();
      const lengths = async () => {
        const kept = (await data(a, "weiqi.play.kept")) ?? [];
        return [...new Set(kept.map((entry) => entry.game.moves.split(" ").length))].sort().join(" ");
      };
      assert.equal(await eventually(lengths, "1 3 4"), "1 3 4", "G1, G2 and G3 are all in the list");
      assert.equal(await moveCount(a), 4, "tab A goes on with G3");
      await a.locator(".play__kept li", { hasText: "3 moves" }).waitFor();
      await a.screenshot({ path: "/tmp/h-data-shots/games-put-aside.png", fullPage: true });
    });
    assert.deepEqual(problems, []);
  });

  test("two tabs: problems solved in each are all kept", async () => {
    // The first two problems of "Ladders and nets", each by its main line (the learner's moves
    // are every other move; the app answers with the rest).
    const lines = [
      ["F3", "G4", "H4", "G5", "G6", "H5", "H6", "J5", "J6", "J4", "J3"],
      ["G4", "F3", "F2", "E3", "D3", "E2", "D2", "E1", "D1", "F1", "G1"],
    ];
    const solve = async (page, line) => {
      for (let i = 0; i < line.length; i += 2) {
        const before = await stones(page);
        await point(page, line[i]).click();
        await eventually(async () => (await stones(page)) !== before, true);
      }
      await page.getByText("Solved at the first try.").waitFor();
    };
    const at = (n) => `#/practice?set=06-ladders-and-nets&problem=${n}`;
    const problems = await withTabs([at(2), at(1)], async ([one, two]) => {
      await solve(two, lines[0]);
      await solve(one, lines[1]);
      const results = await eventually(async () => Object.keys((await data(one, "weiqi.practice.progress"))?.results ?? {}).length, 2);
      assert.equal(results, 2, "problem 1 (tab two) and problem 2 (tab one)");
    });
    assert.deepEqual(problems, []);
  });

  test("two tabs: counts made in each are all in the results", async () => {
    // White wins "nine-wall-dame" (Black has 33½, needs more than 44¼).
    const settings = { v: 1, data: { mode: "WhoWins", level: { size: 9, dead: false, seki: false }, side: "Black" } };
    const problems = await withTabs(["#/count?position=nine-wall-dame", "#/count?position=nine-wall-dame"], async ([one, two]) => {
      for (const tab of [two, one, two]) {
        await tab.getByRole("button", { name: "White", exact: true }).click();
        await tab.getByRole("button", { name: "Next position" }).waitFor();
        if (tab === two) {
          await tab.goto(`${server.url}/#/`);
          await tab.goto(`${server.url}/#/count?position=nine-wall-dame`);
          await tab.locator(".count__panel").waitFor();
        }
      }
      const counted = await eventually(async () => (await data(one, "weiqi.counting.stats"))?.recent?.length, 3);
      assert.equal(counted, 3, "three answers from two tabs, three results");
    }, {
      init: (value) => localStorage.setItem("weiqi.counting.settings", value),
      arg: JSON.stringify(settings),
    });
    assert.deepEqual(problems, []);
  });

  test("a new game and a record over an unfinished game ask first; records of three sizes show and save each", async () => {
    const problems = await withTabs(["#/play"], async ([page]) => {
      await startFriendGame(page);
      await play(page, ["E5", "E4", "D5", "D4"]);
      // The form asks before replacing the 4-move game, and "no" keeps it.
      await page.getByRole("button", { name: "New game" }).click();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByText("You have a game that is not finished (4 moves). Start a new game in its place?", { exact: false }).waitFor();
      await page.getByRole("button", { name: "No, keep my game" }).click();
      assert.equal(await moveCount(page), 4);
      // A record asks too; "yes" puts the game aside.
      await openPasted(page, "(;SZ[9];B[ee];W[cc];B[gg])");
      await page.getByText("Open the record in its place?", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Open the record" }).click();
      await page.getByRole("button", { name: "Back to this game" }).waitFor();
      assert.equal(await eventually(() => stones(page), 3), 3);
      const cells = () => page.locator(".goban__cells").innerHTML();
      const firstBoard = await cells();
      // Another 9×9 record, then a 25×25 one (each asked about, as the record on the board is
      // a game with moves): the board, its size and the saved game follow each.
      await openPasted(page, "(;SZ[9];B[aa];W[ii];B[ea])");
      await page.getByRole("button", { name: "Open the record" }).click();
      assert.equal(await eventually(async () => (await data(page, "weiqi.play.current"))?.moves, "Baa Wii Bea"), "Baa Wii Bea");
      assert.equal(await eventually(async () => (await cells()) !== firstBoard, true), true, "the board shows the second record");
      assert.equal(await stones(page), 3);
      await openPasted(page, "(;SZ[25];B[aa];W[yy])");
      await page.getByRole("button", { name: "Open the record" }).click();
      assert.equal(await eventually(() => page.locator("[data-point='Z25']").count(), 1), 1, "a 25×25 board is drawn");
      assert.equal(await eventually(() => stones(page), 2), 2);
      assert.equal((await data(page, "weiqi.play.current")).settings.size, 25, "and saved");
      // The first game is still kept aside, and so are the two records replaced.
      const kept = (await data(page, "weiqi.play.kept")).map((entry) => entry.game.moves.split(" ").length);
      assert.deepEqual(kept, [3, 3, 4], "newest first");
    });
    assert.deepEqual(problems, []);
  });

  test("an unreadable record met on a direct load is set aside and said, on any page", async () => {
    for (const [key, hash] of [["weiqi.lessons.progress", "#/learn"], ["weiqi.practice.progress", "#/practice"], ["weiqi.language", "#/play"]]) {
      const problems = await withTabs([hash], async ([page]) => {
        await page.getByText("An old saved record could not be read; it was set aside and the rest loaded.").waitFor();
        assert.equal(await record(page, `${key}.corrupt.1`), "{broken", `${key} is kept aside`);
      }, {
        init: (k) => {
          if (!sessionStorage.getItem("seeded")) {
            sessionStorage.setItem("seeded", "1");
            localStorage.setItem(k, "{broken");
          }
        },
        arg: key,
      });
      assert.deepEqual(problems.filter((p) => !p.includes("could not be read")), [], key);
    }
  });

  test("a saved game that no longer replays is set aside and said, and a new game does not overwrite it", async () => {
    const game = (moves, size = 9) =>
      `{"v":1,"data":{"settings":{"size":${size},"handicap":0,"komi":15,"ko":"PositionalSuperko","time":"None","speech":false,"black":"Black","white":"White","opponent":"Friend","goal":"Count","teaching":false},"start_black":"","start_white":"","first":"Black","handicap":0,"moves":"${moves}","end":null,"dead":"","agreed":[false,false],"clock":{"control":"None","sides":[{"main_ms":0,"reserve":0,"period_ms":0},{"main_ms":0,"reserve":0,"period_ms":0}],"running":null,"flagged":null}}}`;
    for (const [what, saved] of [["an occupied point", game("Bee Wcc Bee")], ["off the board", game("Bee Wzz")], ["size 52", game("Bee", 52)]]) {
      const problems = await withTabs(["#/play"], async ([page]) => {
        await page.getByText("An old saved record could not be read; it was set aside and the rest loaded.").waitFor();
        assert.equal(await record(page, "weiqi.play.current.corrupt.1"), saved, `${what}: kept aside`);
        await startFriendGame(page);
        await play(page, ["E5"]);
        assert.equal(await eventually(async () => (await data(page, "weiqi.play.current"))?.moves, "Bee"), "Bee");
        assert.equal(await record(page, "weiqi.play.current.corrupt.1"), saved, `${what}: still kept after a new game`);
      }, {
        init: (text) => {
          if (!sessionStorage.getItem("seeded")) {
            sessionStorage.setItem("seeded", "1");
            localStorage.setItem("weiqi.play.current", text);
          }
        },
        arg: saved,
      });
      assert.deepEqual(problems.filter((p) => !p.includes("could not be read")), [], what);
    }
  });

  test("with no room for a copy, an unreadable record is left as it is and nothing is saved over it", async () => {
    const problems = await withTabs(["#/learn/2"], async ([page]) => {
      await page.getByText(/there is no room to keep a copy of it/).waitFor();
      for (const p of ["C4", "B3", "D3", "C2"]) await point(page, p).click();
      await page.getByText(/^Yes, C2/).waitFor();
      assert.equal(await record(page, "weiqi.lessons.progress"), "{broken", "left whole");
      assert.equal(await record(page, "weiqi.lessons.progress.corrupt.1"), undefined, "no copy is claimed");
      assert.match(await noticeText(page), /Open Your data/);
    }, {
      init: () => {
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("weiqi.lessons.progress", "{broken");
        }
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key).includes(".corrupt.") || String(key) === "weiqi.lessons.progress") {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          }
          return set.call(this, key, value);
        };
      },
    });
    assert.deepEqual(problems.filter((p) => !p.includes("left in place") && !p.includes("could not be read")), []);
  });

  test("a full storage is said again after Dismiss, each time a save fails", async () => {
    const problems = await withTabs(["#/"], async ([page]) => {
      const full = page.getByText(/^Progress could not be saved: storage is full/);
      const toggle = page.getByRole("button", { name: "Dark theme" });
      await toggle.click();
      await full.waitFor();
      await page.getByRole("button", { name: "Dismiss" }).click();
      assert.equal(await eventually(() => full.count(), 0), 0);
      await toggle.click();
      await full.waitFor();
    }, {
      init: () => {
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key) === "weiqi.theme") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          return set.call(this, key, value);
        };
      },
    });
    assert.deepEqual(problems, []);
  });

  test("addresses the router cannot read open the home page, at the start and later", async () => {
    for (const hash of ["#//", "#//////"]) {
      const problems = await withTabs([hash], async ([page]) => {
        await page.locator("main h1").waitFor();
        assert.equal(await page.locator("nav").count() > 0, true, "the menu is there");
      });
      assert.deepEqual(problems, [], hash);
    }
    const problems = await withTabs(["#/learn"], async ([page]) => {
      for (const hash of ["#", "#?", "#//"]) {
        await page.evaluate((h) => { window.location.hash = h; }, hash);
        // The router rewrites the address (the assertion below says what it shows if not).
        await page.waitForFunction(() => window.location.hash.startsWith("#/"), null, { timeout: 5_000 }).catch(() => {});
        await painted(page);
        assert.equal(await page.evaluate(() => window.location.hash.startsWith("#/")), true, hash);
      }
      await page.locator("main h1").waitFor();
    });
    assert.deepEqual(problems, []);
  });

  test("an engine worker that goes silent while thinking is reported, and the game kept", async () => {
    const problems = await withTabs(["#/"], async ([page]) => {
      await page.clock.install();
      await page.goto(`${server.url}/#/play`);
      await waitForApp(page);
      await page.getByLabel("The computer").check();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.locator(".goban__svg").waitFor();
      // The worker stops answering: every request to it is dropped from now on.
      await page.evaluate(() => { window.__silent = true; });
      await play(page, ["E5"]);
      const stopped = page.getByText(/The computer could not start on this device, or it stopped/);
      // Time runs on (the weights' progress, while it comes, keeps the worker counted alive).
      // Time is the subject here: the page's clock jumps past the watchdog, and the report
      // is given a quarter of a second of real time to appear before the clock jumps again
      // (the download's progress, in real time, may have set the watchdog again meanwhile).
      for (let i = 0; i < 20 && !(await stopped.count()); i++) {
        await page.clock.fastForward(46_000);
        await stopped.waitFor({ timeout: 250 }).catch(() => {});
      }
      await stopped.waitFor();
      await page.getByRole("button", { name: "Go on with two players" }).waitFor();
      assert.equal(await moveCount(page), 1, "the game is kept");
    }, {
      init: () => {
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (message, ...rest) {
          if (window.__silent) return undefined;
          return post.call(this, message, ...rest);
        };
      },
    });
    assert.deepEqual(problems, []);
  });

  test("an address that names a game, a position or a problem the app does not have says so", async () => {
    for (const [hash, what] of [
      ["#/play?game=nonsense", "nonsense"],
      ["#/count?position=../x", "../x"],
      ["#/practice?set=zzz&problem=9999", "set=zzz&problem=9999"],
    ]) {
      const problems = await withTabs([hash], async ([page]) => {
        await page.getByText(`The address asks for “${what}”, which is not here; this is what the page has.`).waitFor();
        await page.locator("main h1").waitFor();
      });
      assert.deepEqual(problems, [], hash);
    }
    // A second bad address in the same page quotes itself, not the first.
    const second = await withTabs(["#/practice?set=zzz&problem=9999"], async ([page]) => {
      await page.getByText("The address asks for “set=zzz&problem=9999”", { exact: false }).waitFor();
      await page.evaluate(() => { location.hash = "#/practice?set=yyy&problem=1"; });
      await page.getByText("The address asks for “set=yyy&problem=1”, which is not here; this is what the page has.").waitFor();
      assert.equal(await page.getByText("set=zzz").count(), 0);
    });
    assert.deepEqual(second, []);
  });

  test("a record's variations are named; full-width digits answer a number step", async () => {
    const problems = await withTabs(["#/play"], async ([page]) => {
      await startFriendGame(page);
      await openPasted(page, "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))");
      await page.getByText("This record has 1 variation beside its main line; the main line was opened.").waitFor();
    });
    assert.deepEqual(problems, []);
    const digits = await withTabs(["#/learn/1?step=3"], async ([page]) => {
      await page.getByText("Step 3 of 12").waitFor();
      await page.getByLabel("Your answer").fill("８１");
      await page.getByRole("button", { name: "Check" }).click();
      await page.getByText(/9 × 9 = 81 points\./).waitFor();
    });
    assert.deepEqual(digits, []);
  });
});
