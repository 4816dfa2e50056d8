/**
 * `npx tsx scripts/pwa-icons.ts`: the web app's PNG icons, drawn from
 * public/logo.svg by Chromium (no image tools are installed here; Playwright's browser renders the
 * SVG exactly as a phone would). The PNGs are committed; run this again after changing the logo.
 *
 * - icon-192.png, icon-512.png ("any"): the logo as it is, transparent corners.
 * - maskable-512.png and apple-touch-icon.png (180): full-bleed, because the launcher (or iOS)
 *   cuts its own shape and would show transparent corners as black. The logo's violet is extended
 *   to the edges; the star already lies inside the maskable safe zone (a circle of 40 % of the
 *   size around the centre: its farthest point is 36 % away).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const ROOT = new URL("..", import.meta.url).pathname;
const logo = readFileSync(join(ROOT, "public/logo.svg"), "utf8");
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;
/** The logo's own background gradient (public/logo.svg, #v), for the full-bleed variants. */
const FULL_BLEED = "linear-gradient(135deg, #8b6cff, #4b32c8)";

const icons = [
  { file: "icon-192.png", size: 192, fullBleed: false },
  { file: "icon-512.png", size: 512, fullBleed: false },
  { file: "maskable-512.png", size: 512, fullBleed: true },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const { file, size, fullBleed } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${fullBleed ? FULL_BLEED : "transparent"}">` +
        `<img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join(ROOT, "public/icons", file), omitBackground: !fullBleed, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size}${fullBleed ? ", full bleed" : ""})`);
  }
} finally {
  await browser.close();
}
