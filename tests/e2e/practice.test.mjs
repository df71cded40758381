// End-to-end tests of the practice page (#/practice) against the release build in dist/:
// the sets with their counts, a problem solved at the first try and kept after a reload, a
// named wrong move refuted on the board with its reason, a move the file does not name
// answered by the reader, the solution shown (a miss), and "retry the ones I missed"; the
// generated sets, fetched when the page opens, and the page while they cannot be had.
// The problems come from content/problems/, read here at run time.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eventually, openPage, point, stones, text, waitForApp, withPageAt, withServerAndBrowser } from "./harness.mjs";

const CONTENT = fileURLToPath(new URL("../../content/problems/", import.meta.url));
const WORDS = fileURLToPath(new URL("../../content/en/problems/", import.meta.url));
const GENERATED = fileURLToPath(new URL("../../content/problems/generated.txt", import.meta.url));

let server;
let browser;
let sets;

withServerAndBrowser(async (started) => {
  ({ server, browser } = started);
  sets = await readSets();
});

/** What these tests need of each set: title and, per problem, task, lines and wrong moves,
 *  from its structure file (content/problems/) and its English words (content/en/problems/). */
async function readSets() {
  const out = [];
  for (const file of (await readdir(CONTENT)).filter((f) => f.endsWith(".toml")).sort()) {
    const steps = (await readFile(CONTENT + file, "utf8")).split(/^\[\[step\]\]$/m).slice(1);
    const [head, ...words] = (await readFile(WORDS + file, "utf8")).split(/^\[step\.\d+\]$/m);
    const numbers = [...(await readFile(WORDS + file, "utf8")).matchAll(/^\[step\.(\d+)\]$/gm)].map((m) => Number(m[1]));
    const wordsOf = (n) => words[numbers.indexOf(n)] ?? "";
    out.push({
      id: file.replace(/\.toml$/, ""),
      title: head.match(/^title = "(.*)"$/m)[1],
      problems: steps.map((s, i) => {
        const why = [...wordsOf(i + 1).matchAll(/\{ why = "([^"]*)" \}/g)].map((m) => m[1]);
        return {
          task: s.match(/^task = "(\w+)"/m)?.[1],
          line: s.match(/^lines = \["([^"]+)"/m)?.[1].split(" "),
          right: wordsOf(i + 1).match(/^right = "(.*)"$/m)?.[1],
          wrong: [...s.matchAll(/\{ at = "(\w+)"(?:, reply = "(\w+)")? \}/g)].map((m, k) => ({ at: m[1], why: why[k], reply: m[2] })),
        };
      }),
    });
  }
  return out;
}

const feedback = (page) => text(page.locator(".feedback"));

/** Opens `hash` in a fresh context, runs `body`, then checks nothing went wrong. */
const withPage = (hash, body) => withPageAt(browser, server.url, hash, body);

async function expectFeedback(page, part) {
  const seen = await eventually(async () => {
    const f = await feedback(page);
    return f.includes(part) ? part : f;
  }, part);
  assert.equal(seen, part);
}

/** Plays the learner's moves of `line` (every other move; the app answers with the rest). */
async function playLine(page, line) {
  for (let i = 0; i < line.length; i += 2) {
    const before = await stones(page);
    await point(page, line[i]).click();
    const changed = await eventually(async () => (await stones(page)) !== before, true);
    assert.ok(changed, `${line[i]} was played`);
  }
}

/** Starts the set titled `title` in order and waits for its first problem. */
async function startSet(page, title) {
  await page.getByRole("button", { name: `Start: ${title}`, exact: true }).click();
  await page.getByText(/Problem 1 of \d+$/).waitFor();
}

const counts = (page, title) =>
  text(page.locator(".practice__set", { has: page.getByRole("heading", { name: title }) }).locator(".practice__counts"));

describe("practice", () => {
  test("the sets are listed; a problem solved at the first try is kept after a reload", async () => {
    await withPage("#/practice", async (page) => {
      const generated = (await readFile(GENERATED, "utf8")).split("\n").filter((l) => l.trim() && !l.startsWith("#"));
      const kinds = new Set(generated.map((l) => l.split(" ")[0].replace(/-\d+$/, "")));
      const total = sets.reduce((n, s) => n + s.problems.length, 0) + generated.length;
      // The generated sets come in a file of their own, fetched as the page opens.
      const listed = () => page.locator(".practice__set").count();
      assert.equal(await eventually(listed, sets.length + kinds.size), sets.length + kinds.size, "the handwritten sets, then one set a kind");
      assert.equal(await text(page.locator(".practice__overall .practice__counts")), `0 of ${total} solved`);

      const ladders = sets.find((s) => s.id === "06-ladders-and-nets");
      const first = ladders.problems[0];
      await startSet(page, ladders.title);
      await playLine(page, first.line);
      await page.getByText("Solved at the first try.").waitFor();
      assert.ok(!(await feedback(page)).startsWith("Not"), "the first move of the line is accepted");

      await page.getByRole("button", { name: "All problem sets" }).click();
      const n = ladders.problems.length;
      const expected = `${n} problems · 1 of ${n} solved · 1 at the first try`;
      assert.equal(await eventually(() => counts(page, ladders.title), expected), expected);
      await page.reload();
      assert.equal(await eventually(() => counts(page, ladders.title), expected), expected, "kept after a reload");
    });
  });

  test("the problems made by the app: while they cannot be had, the other sets and a way to try again", async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    try {
      let offline = true;
      await page.route(/\/data\/problems-[0-9a-f]{16}\.txt$/, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
      await page.goto(`${server.url}/#/practice`);
      await waitForApp(page);
      await page.getByText("The problems made by the app could not be loaded.", { exact: false }).waitFor();
      assert.equal(await page.locator(".practice__set").count(), sets.length, "the handwritten sets are there");
      assert.equal(await page.getByRole("heading", { name: "More problems" }).count(), 1);

      offline = false;
      await page.getByRole("button", { name: "Try again", exact: true }).click();
      const generated = (await readFile(GENERATED, "utf8")).split("\n").filter((l) => l.trim() && !l.startsWith("#"));
      const kinds = new Set(generated.map((l) => l.split(" ")[0].replace(/-\d+$/, ""))).size;
      const listed = () => page.locator(".practice__set").count();
      assert.equal(await eventually(listed, sets.length + kinds), sets.length + kinds, "the generated sets come in");
      assert.equal(await page.getByText("could not be loaded", { exact: false }).count(), 0, "and the notice goes");
      const failedDownload = (p) => /Failed to load resource/.test(p);
      assert.deepEqual(problems.filter((p) => !failedDownload(p)), [], "no errors but the download refused");
    } finally {
      await context.close();
    }
  });

  test("a wrong move is refuted on the board with its reason; the solution counts as a miss", async () => {
    await withPage("#/practice", async (page) => {
      const ladders = sets.find((s) => s.id === "06-ladders-and-nets");
      const second = ladders.problems[1];
      const wrong = second.wrong[0];
      assert.ok(wrong?.reply, "the second ladder problem names a wrong move with its answer");
      await startSet(page, ladders.title);
      await page.getByRole("button", { name: "Next problem" }).click();
      await page.getByText(/Problem 2 of \d+$/).waitFor();

      const before = await stones(page);
      await point(page, wrong.at).click();
      await expectFeedback(page, wrong.why);
      assert.equal(await eventually(() => stones(page), before + 2), before + 2, "the wrong move and its answer are on the board");

      await page.getByRole("button", { name: "Try again" }).click();
      assert.equal(await eventually(() => stones(page), before), before, "back to the start");
      await page.getByRole("button", { name: "Show the solution" }).click();
      await playLine(page, second.line);
      await page.getByText("Counted as missed: try it again later.").waitFor();

      await page.getByRole("button", { name: "All problem sets" }).click();
      await page.getByRole("button", { name: "Retry the ones I missed (1)" }).click();
      await page.getByText(/Problem 1 of 1$/).waitFor();
      await playLine(page, second.line);
      await page.getByText("Solved at the first try.").waitFor();
      await page.getByRole("button", { name: "Finish" }).click();
      await page.getByRole("button", { name: "Back to the problem sets" }).click();
      assert.ok(await page.getByRole("button", { name: "Retry the ones I missed (0)" }).isDisabled(), "nothing missed now");
    });
  });

  test("a wrong move the problem does not name gets the reader's answer", async () => {
    await withPage("#/practice", async (page) => {
      const ladders = sets.find((s) => s.id === "06-ladders-and-nets");
      await startSet(page, ladders.title);
      // Far from the fight: the white stone simply runs.
      const before = await stones(page);
      await point(page, "A9").click();
      await expectFeedback(page, "White runs out at");
      assert.equal(await eventually(() => stones(page), before + 2), before + 2);
    });
  });

  test("by keyboard only: start a set, move the board's cursor, play, and get the answer", async () => {
    await withPage("#/practice", async (page) => {
      const ladders = sets.find((s) => s.id === "06-ladders-and-nets");
      const start = page.getByRole("button", { name: `Start: ${ladders.title}`, exact: true });
      let found = false;
      for (let i = 0; i < 60 && !found; i += 1) {
        await page.keyboard.press("Tab");
        found = await start.evaluate((el) => el === document.activeElement);
      }
      assert.ok(found, "the set's Start button can be reached with Tab");
      await page.keyboard.press("Enter");
      await page.getByText(/Problem 1 of \d+$/).waitFor();

      found = false;
      for (let i = 0; i < 40 && !found; i += 1) {
        await page.keyboard.press("Tab");
        found = await page.evaluate(() => /goban__frame/.test(document.activeElement?.className?.baseVal ?? document.activeElement?.className ?? ""));
      }
      assert.ok(found, "the board can be reached with Tab");
      // The cursor starts in the middle (E5); the ladder's first move is F3.
      assert.equal(ladders.problems[0].line[0], "F3");
      const before = await stones(page);
      for (const key of ["ArrowRight", "ArrowDown", "ArrowDown", "Enter"]) await page.keyboard.press(key);
      assert.equal(await eventually(() => stones(page), before + 2), before + 2, "F3 and White's answer");
      assert.equal(await page.locator(".feedback--wrong").count(), 0);
    });
  });
});
