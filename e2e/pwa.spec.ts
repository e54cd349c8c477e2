import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { offline, updateBanner } from "@comptoir/messages";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { watchPolicy } from "./csp-violations.ts";

/**
 * The installable shop (ADR 035) in real Chromium: its manifest and icons, the service worker that
 * takes control, the menu opened again without the network, the checkout that says it needs it,
 * and the update banner when a new version of the worker is out. One phone is enough: the worker
 * and the manifest are the same for every screen.
 */
test.skip(({ isMobile }) => !isMobile, "le service worker est le même sur tous les écrans");

/** The worker the server sends, as the build wrote it. */
const BUILT_WORKER = fileURLToPath(new URL("../apps/storefront/build/client/sw.js", import.meta.url));

/** The little of the browser's world these pages use (this project has no DOM types). */
interface WorkerGlobals {
  navigator: {
    serviceWorker: {
      controller: object | null;
      ready: Promise<{ update(): Promise<unknown> }>;
    };
  };
  caches: { match(url: string): Promise<unknown> };
}

/**
 * The emulated loss of the network, told again to the page just loaded. Debian's Chromium 150
 * gives a document loaded while the context is offline `navigator.onLine === true` (the emulation
 * reaches the network, not the new document's flag), where a phone without a network says false.
 * Set off and on again, the page's `offline` event fires and its flag turns false, as on the phone.
 */
async function tellPageOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Opens the menu and waits for the first service worker to control it and to keep the menu. */
async function visitMenuOnce(page: Page) {
  await page.goto("/menu");
  await page.waitForFunction(() => {
    const world = globalThis as unknown as WorkerGlobals;
    return world.navigator.serviceWorker.controller !== null;
  });
  await page.waitForFunction(async () => {
    const world = globalThis as unknown as WorkerGlobals;
    return (await world.caches.match("/menu")) !== undefined;
  });
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("le manifeste décrit l'application installable, ses icônes et ses captures existent", async ({
  page,
}) => {
  const html = await (await page.request.get("/menu")).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');

  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    lang: "fr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#111111",
    theme_color: "#f54f2f",
  });

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  const anySizes = icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes);
  for (const size of [48, 72, 96, 144, 192, 512]) expect(anySizes).toContain(`${size}x${size}`);
  expect(icons.filter((icon) => icon.purpose === "maskable").map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  const screenshots: { src: string; sizes: string; form_factor: string }[] = manifest.screenshots;
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(["narrow", "wide"]);

  // Every picture the install sheet asks for is there, at the size the manifest says.
  for (const picture of [...icons, ...screenshots]) {
    const file = await page.request.get(picture.src);
    expect(file.status(), picture.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, picture.src).toBe(picture.sizes);
  }

  // Chromium's own verdict: the shop can be installed (a test's browser profile is a private one,
  // which alone stops an install).
  await page.goto("/");
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  expect((await devtools.send("Page.getAppManifest")).errors).toEqual([]);

  // The worker is always revalidated, so that a new version is seen on the next visit.
  const worker = await page.request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});

test("le service worker prend la main ; sans réseau, la carte s'ouvre encore et la commande demande le réseau", async ({
  page,
  context,
}) => {
  const policy = await watchPolicy(page);
  await visitMenuOnce(page);

  await context.setOffline(true);
  await page.goto("/menu");
  // The menu kept by the worker, with the nonce it was served with: its scripts still run (the
  // notice below is drawn by them, from a lazy chunk the worker keeps too).
  await expect(page.getByRole("heading", { name: "Burgers", exact: true, level: 3 })).toBeVisible();
  await tellPageOffline(context);
  await expect(page.getByRole("status").filter({ hasText: offline.menuNotice })).toBeVisible();
  expect(await policy.violations()).toEqual([]);

  // Going to another page from there: the page is loaded whole, and the worker answers the
  // offline page rather than React Router's error page.
  // (The home page: it has a loader, whose data the worker does not keep.)
  await page.getByRole("banner").locator('a[href="/"]:visible').click();
  await expect(page.getByRole("heading", { name: offline.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);

  // The checkout is never kept: without the network, the offline page says what it needs.
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: offline.title, level: 1 })).toBeVisible();
  await expect(page.getByText(offline.orderingNeedsNetwork)).toBeVisible();
  await page.getByRole("link", { name: offline.lastMenuLink }).click();
  await expect(page.getByRole("heading", { name: "Burgers", exact: true, level: 3 })).toBeVisible();

  // Back online, the pages come from the network again.
  await context.setOffline(false);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: offline.title })).toHaveCount(0);
});

test("une nouvelle version du site montre le bandeau de mise à jour ; « Actualiser » recharge la page", async ({
  page,
}) => {
  await visitMenuOnce(page);
  // A new deployment: the same worker with other bytes, as a new build's precache list would be.
  // (The browser fetches a worker's script itself: a route of the page's context never sees it, so
  // the built file is changed for the time of the test.)
  const built = readFileSync(BUILT_WORKER, "utf8");
  writeFileSync(BUILT_WORKER, `${built}\n// version suivante\n`);
  try {
    await page.evaluate(async () => {
      const world = globalThis as unknown as WorkerGlobals;
      await (await world.navigator.serviceWorker.ready).update();
    });
  } finally {
    writeFileSync(BUILT_WORKER, built);
  }

  const banner = page.getByRole("region", { name: updateBanner.title });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(updateBanner.text);
  const reloaded = page.waitForEvent("load");
  await banner.getByRole("button", { name: updateBanner.reload }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Burgers", exact: true, level: 3 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
