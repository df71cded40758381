import { chromium } from "playwright-core";
import http from "node:http"; import fs from "node:fs"; import path from "node:path";
const root = "/work/main/dist";
const server = http.createServer((req, res) => {
  let p = decodeURIComponent(new URL(req.url, "http://x").pathname); if (p.endsWith("/")) p += "index.html";
  const f = path.join(root, p); if (!fs.existsSync(f)) { res.writeHead(404); return res.end(); }
  const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };
  res.writeHead(200, { "content-type": types[path.extname(f)] ?? "application/octet-stream" }); fs.createReadStream(f).pipe(res);
}).listen(8799, "127.0.0.1");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
const page = await ctx.newPage();
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
const box = async (sel) => { if (!(await page.locator(sel).count())) return null; const b = await page.locator(sel).first().boundingBox(); return b ? [Math.round(b.y), Math.round(b.y + b.height)] : null; };
for (const [url, pts] of [["#/learn/6?step=2", ["D3"]], ["#/learn/6?step=5", ["E6", "A1"]], ["#/learn/8?step=5", []]]) {
  await page.goto("http://127.0.0.1:8799/" + url); await page.locator(".lesson__body").waitFor(); await page.waitForTimeout(800);
  if (pts.length) { for (const p of pts) { await page.locator(`[data-point="${p}"]`).tap(); await page.waitForTimeout(900); } }
  else { await page.locator(".task--choice .choice").first().tap(); await page.waitForTimeout(900); }
  console.log(url, "scrollY", await page.evaluate(() => scrollY), "retry", await box(".task--board .btn, .task .btn"), "answer", await box(".lesson__answer"), "feedback", await box(".feedback"), "choice", await box(".task--choice .choice"), "board", await box(".lesson__board"));
  await page.screenshot({ path: `/tmp/me/${url.replace(/[^a-z0-9]/g, "_")}.png` });
}
await browser.close(); server.close();
