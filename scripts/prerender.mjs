// The first paint, rendered at build time: the app's frame (header, menu, footer) and its home
// page exactly as the app draws them for a first-time visitor, so text shows while the
// WebAssembly is still downloading. Used by scripts/post-build.mjs.
//
// It starts the build in headless Chromium (playwright-core, as the end-to-end tests do),
// waits for the home page and keeps the frame's HTML. static/theme-init.js hides the copied
// home page when the address names another page, and the app removes the copy when it starts
// (see `remove_first_paint` in src/app.rs).
import { launchBrowser, serveStatic } from "../tests/e2e/harness.mjs";

/** `id` of the element that holds the copy; src/app.rs and static/first-paint.js know it. */
export const FIRST_PAINT_ID = "first-paint";

/** The frame and home page of the build in `dir`, as HTML. */
export async function renderFirstPaint(dir) {
  const server = await serveStatic(dir);
  let browser;
  try {
    browser = await launchBrowser();
    // No service worker, no saved data: what a first-time visitor sees.
    const context = await browser.newContext({ serviceWorkers: "block", colorScheme: "light" });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await page.locator(".shell main h1").waitFor({ timeout: 30_000 });
    return await page.evaluate(() => {
      const shell = document.querySelector(".shell").cloneNode(true);
      // Notices (storage, updates) belong to a visit, not to the page.
      for (const notice of shell.querySelectorAll("[role=alert], [role=status], .notice")) notice.remove();
      return shell.outerHTML;
    });
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** `html` with the copy of the first paint at the start of its body. */
export function withFirstPaint(html, frame) {
  if (!/<body[^>]*>/.test(html)) throw new Error("index.html has no <body>");
  return html.replace(/<body([^>]*)>/, (body) => `${body}<div id="${FIRST_PAINT_ID}">${frame}</div>`);
}
