/**
 * Draws the manifest's icons and screenshots once, into `apps/storefront/public/` (committed: the
 * shop fetches nothing at run time). Run again when the logo or the menu's look changes:
 *
 *   npm run build && PORT=3301 CLOCK_START=2026-11-24T11:00:00Z DATA_DIR=$(mktemp -d) npm run serve &
 *   node apps/storefront/pwa/draw-images.ts http://127.0.0.1:3301
 *
 * Debian's Chromium through Playwright draws the SVG logo at each size (the launchers' "any" icons),
 * the same logo padded into a full-bleed square for the maskable ones (the spec's "logo padding
 * on"), and the menu page at a phone's and a computer's size.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { siteConfig } from "../app/site-config.ts";
import { ICON_SIZES, MASKABLE_SIZES, SCREENSHOTS } from "./shop-worker.ts";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, "utf8");
const shop = process.argv[2];

/** The logo on a square page of `size` pixels, taking `share` of it, on the app's background. */
function logoPage(size: number, share: number, background: string): string {
  const drawn = Math.round(size * share);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">
<div style="width:${drawn}px;height:${drawn}px">${logo.replace("<svg ", `<svg width="${drawn}" height="${drawn}" `)}</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  for (const size of ICON_SIZES) {
    await page.setViewportSize({ width: size, height: size });
    // The logo's own rounded square is the icon; around it, transparency.
    await page.setContent(logoPage(size, 1, "transparent"));
    await page.screenshot({ path: `${publicDir}icons/icon-${size}.png`, omitBackground: true });
  }
  for (const size of MASKABLE_SIZES) {
    await page.setViewportSize({ width: size, height: size });
    // Maskable: the safe zone is the centred circle of 80 % of the side; the logo takes 60 %.
    await page.setContent(logoPage(size, 0.6, siteConfig.pwa.backgroundColor));
    await page.screenshot({ path: `${publicDir}icons/maskable-${size}.png` });
  }
  await page.close();

  if (shop) {
    const phone = await browser.newPage({
      viewport: { width: 360, height: 800 },
      deviceScaleFactor: SCREENSHOTS.phone.width / 360,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    await phone.goto(`${shop}/menu`, { waitUntil: "networkidle" });
    await phone.screenshot({ path: `${publicDir}${SCREENSHOTS.phone.file}` });
    const wide = await browser.newPage({
      viewport: { width: SCREENSHOTS.wide.width, height: SCREENSHOTS.wide.height },
      reducedMotion: "reduce",
    });
    await wide.goto(`${shop}/menu`, { waitUntil: "networkidle" });
    await wide.screenshot({ path: `${publicDir}${SCREENSHOTS.wide.file}` });
  }
} finally {
  await browser.close();
}
