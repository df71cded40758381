// The first paint, rendered at build time: the app's frame (header, menu, footer) and its home
// page exactly as the app draws them for a first-time visitor, once per language, so text
// shows in the visitor's language while the WebAssembly is still downloading. Used by
// scripts/post-build.mjs.
//
// It starts the build in headless Chromium (playwright-core, as the end-to-end tests do) with
// the browser set to each language, waits for the home page and keeps the frame's HTML.
// static/theme-init.js names the language to show (`<html data-first-paint>`, picked as the app
// picks it) and hides the copied home page when the address names another page; the CSS shows
// only that copy (style/app.css); the app removes the copies when it starts (see
// `remove_first_paint` in src/app.rs).
import { launchBrowser, serveStatic } from "../tests/e2e/harness.mjs";

/** `id` of the element that holds the copies; src/app.rs knows it. */
export const FIRST_PAINT_ID = "first-paint";

/** A browser language that makes the app start in `tag`. */
const BROWSER_LANGUAGE = { en: "en-US", "zh-Hans": "zh-CN", ko: "ko-KR" };

/** The frame and home page of the build in `dir` in each language of `tags` (English first),
 * as HTML: one `.shell` per language, marked `data-locale` and `lang`. */
export async function renderFirstPaints(dir, tags) {
  const server = await serveStatic(dir);
  let browser;
  try {
    browser = await launchBrowser();
    const copies = [];
    for (const tag of tags) {
      const locale = BROWSER_LANGUAGE[tag];
      if (!locale) throw new Error(`no browser language for ${tag}`);
      // No service worker, no saved data: what a first-time visitor sees.
      const context = await browser.newContext({ serviceWorkers: "block", colorScheme: "light", locale });
      const page = await context.newPage();
      // The app alone names the page's language here: it sets `lang` once its words are in.
      await page.route(/theme-init[^/]*\.js$/, (route) => route.abort());
      await page.goto(server.url + "/");
      await page.waitForFunction((t) => document.documentElement.lang === t && document.querySelector(".shell main h1"), tag, {
        timeout: 30_000,
      });
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
      copies.push(await page.evaluate(([t, english]) => {
        const shell = document.querySelector(".shell").cloneNode(true);
        // Notices (storage, updates) belong to a visit, not to the page. The empty status line
        // `.starting` stays: static/theme-init.js says there that the app is starting.
        for (const notice of shell.querySelectorAll("[role=alert], [role=status]:not(.starting), .notice")) notice.remove();
        shell.setAttribute("data-locale", t);
        shell.setAttribute("lang", t);
        // Ids stay unique in the page: the other languages' copies name theirs after the language.
        if (t !== english) {
          const renamed = (id) => `${id}--${t}`;
          const ids = new Set([...shell.querySelectorAll("[id]")].map((e) => e.id));
          for (const element of shell.querySelectorAll("[id]")) element.id = renamed(element.id);
          for (const attribute of ["aria-labelledby", "aria-describedby", "aria-controls", "for"]) {
            for (const element of shell.querySelectorAll(`[${attribute}]`)) {
              const names = element.getAttribute(attribute).split(/\s+/);
              element.setAttribute(attribute, names.map((n) => (ids.has(n) ? renamed(n) : n)).join(" "));
            }
          }
          for (const link of shell.querySelectorAll('a[href^="#"]')) {
            const target = link.getAttribute("href").slice(1);
            if (ids.has(target)) link.setAttribute("href", `#${renamed(target)}`);
          }
        }
        return shell.outerHTML;
      }, [tag, tags[0]]));
      await context.close();
    }
    return copies.join("");
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** `html` with the copies of the first paint at the start of its body. */
export function withFirstPaint(html, copies) {
  if (!/<body[^>]*>/.test(html)) throw new Error("index.html has no <body>");
  return html.replace(/<body([^>]*)>/, (body) => `${body}<div id="${FIRST_PAINT_ID}">${copies}</div>`);
}
