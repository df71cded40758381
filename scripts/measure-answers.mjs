// Where a choice step's reply lands on a phone (360×740, touch), after a release build: for
// every choice step of the course and every handwritten practice problem with choices, taps the
// first and then the last answer as a finger would (scrolling first only when the answer is
// off screen or under what waits at the screen's bottom edge) and counts the answers left
// under the reply. Prints figures only.
// Usage: node scripts/measure-answers.mjs
import { serveStatic, launchBrowser, openPage, waitForApp } from "../tests/e2e/harness.mjs";

const SETS = ["01-atari", "02-forbidden-points", "03-ko", "04-capture-techniques", "05-life-and-death", "06-ladders-and-nets"];
const CHAPTERS = 13;
const HEIGHT = 740;

const server = await serveStatic();
const browser = await launchBrowser();
const { page } = await openPage(browser, server.url, { viewport: { width: 360, height: HEIGHT }, hasTouch: true, isMobile: true });

async function open(hash) {
  await page.goto("about:blank");
  await page.goto(`${server.url}/${hash}`);
  await waitForApp(page);
  await page.waitForTimeout(150);
}

/** Taps answer `i` of the step open now; returns the answers under the reply after it. */
async function tapAndCount(i) {
  const choices = page.locator(".task--choice .choice");
  let b = await choices.nth(i).boundingBox();
  const limit = await page.evaluate((h) => Math.min(h, document.querySelector(".lesson__answer").getBoundingClientRect().top - 16), HEIGHT);
  if (b.y + b.height > limit) {
    await page.evaluate((d) => scrollBy(0, d), b.y + b.height - limit + 8);
    await page.waitForTimeout(600);
    b = await choices.nth(i).boundingBox();
  }
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.waitForTimeout(800);
  return page.evaluate(() => {
    const reply = document.querySelector(".lesson__answer").getBoundingClientRect();
    return [...document.querySelectorAll(".task--choice .choice")].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.bottom > reply.top + 2 && r.top < reply.bottom;
    }).length;
  });
}

/** Answers the first and the last choice of the step at `hash`; prints each answer covered. */
async function measure(hash, name, counts) {
  const k = await page.locator(".task--choice .choice").count();
  if (!k) return;
  for (const i of [0, k - 1]) {
    await open(hash);
    const covered = await tapAndCount(i);
    counts.answers++;
    if (covered) {
      counts.covered++;
      console.log(`${name}, answer ${i + 1} of ${k}: ${covered} answer${covered > 1 ? "s" : ""} under the reply`);
    }
  }
}

const lessons = { answers: 0, covered: 0 };
for (let chapter = 1; chapter <= CHAPTERS; chapter++) {
  for (let step = 1; ; step++) {
    await open(`#/learn/${chapter}?step=${step}`);
    const label = await page.locator(".lesson__steps span").first().textContent().catch(() => null);
    if (!label || !label.startsWith(`Step ${step} `)) break;
    await measure(`#/learn/${chapter}?step=${step}`, `chapter ${chapter} step ${step}`, lessons);
  }
}
const practice = { answers: 0, covered: 0 };
for (const set of SETS) {
  for (let n = 1; ; n++) {
    await open(`#/practice?set=${set}&problem=${n}`);
    if (!(await page.getByText(new RegExp(`Problem ${n} of \\d+$`)).count())) break;
    await measure(`#/practice?set=${set}&problem=${n}`, `${set} problem ${n}`, practice);
  }
}
console.log(`lessons: ${lessons.covered} of ${lessons.answers} answers leave an answer under the reply`);
console.log(`practice: ${practice.covered} of ${practice.answers} answers leave an answer under the reply`);
await browser.close();
await server.close();
