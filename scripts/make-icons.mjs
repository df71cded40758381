// Draws the PNG app icons from the SVGs in static/icons/ with the headless Chromium the tests
// use (nothing is downloaded), then makes each one small: a 32-colour palette (pngquant) and
// the best deflate (zopflipng), about a quarter of the size with the same picture. Run after
// changing an SVG, and commit the PNGs (apt-get install pngquant zopfli first):
//   node scripts/make-icons.mjs
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";

const DIR = fileURLToPath(new URL("../static/icons/", import.meta.url));
const OUTPUTS = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "apple-touch-icon.png", 180],
  ["maskable.svg", "maskable-512.png", 512],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  for (const [svg, png, size] of OUTPUTS) {
    const source = await readFile(join(DIR, svg), "utf8");
    await page.setViewportSize({ width: size, height: size });
    const url = "data:image/svg+xml;base64," + Buffer.from(source).toString("base64");
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="${url}" width="${size}" height="${size}">`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    const bytes = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    const file = join(DIR, png);
    await writeFile(file, bytes);
    execFileSync("pngquant", ["--force", "--speed", "1", "--strip", "32", "--output", file, file]);
    execFileSync("zopflipng", ["-y", "-m", file, file], { stdio: "ignore" });
    console.log(`${png}: ${size}x${size}, ${(await readFile(file)).length} bytes`);
  }
} finally {
  await browser.close();
}
