import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";

/**
 * The install banner and the visit upkeep (ADR 036), in Chromium. The banner waits for the cookie
 * answer, a delivery address and an install offer, then 2 s: the page's clock is Playwright's, run
 * forward by the test, so no test waits for real seconds. The timings themselves are unit-tested
 * (app/lib/pwa/*.test.ts).
 */

const HOUR = 3_600_000;

/** The little of the browser's world the page scripts below use (this project has no DOM types). */
interface PageGlobals {
  installOffered?: boolean;
  prompted?: number;
  addEventListener(type: string, listener: unknown, options?: unknown): void;
  dispatchEvent(event: Event): boolean;
  navigator: { serviceWorker: { getRegistration(): Promise<unknown> } };
  document: {
    cookie: string;
    head: { append(node: unknown): void };
    querySelector(selector: string): unknown;
    createElement(tag: string): object;
  };
}

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A visitor who answered the cookie question and chose a delivery address on an earlier visit. */
function returningVisitor(origin: string, extra: { name: string; value: string }[] = []) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: "cookie-consent", value: "false" },
          {
            name: "location",
            value: JSON.stringify({
              mode: "delivery",
              _distance: {
                address: "12 Rue de Marseille",
                city: "Lyon",
                postal_code: "69007",
                distance: 1.2,
              },
            }),
          },
          ...extra,
        ],
      },
    ],
  };
}

/**
 * Chromium's install offer, as the browser makes it once the page listens: a synthetic
 * `beforeinstallprompt` whose `prompt()` is counted and whose answer is `outcome`.
 */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
  await page.addInitScript((answer) => {
    const browser = globalThis as unknown as PageGlobals;
    const listen = browser.addEventListener.bind(browser);
    browser.addEventListener = (type, listener, options) => {
      listen(type, listener, options);
      if (type !== "beforeinstallprompt" || browser.installOffered) return;
      browser.installOffered = true;
      queueMicrotask(() => {
        const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
          prompt: async () => {
            browser.prompted = (browser.prompted ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: answer, platform: "web" }),
        });
        browser.dispatchEvent(event);
      });
    };
  }, outcome);
}

/** Runs the page's clock a second at a time until `check` passes (the banner's wait is a few seconds). */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await check();
  }).toPass();
}

test.describe("sur Chrome", () => {
  test.use({ storageState: async ({ baseURL }, use) => use(returningVisitor(baseURL ?? "")) });

  test("« Installer l'application » paraît, « Plus tard » la range, et elle ne revient pas", async ({
    page,
  }) => {
    await page.clock.install();
    await offerInstall(page, "accepted");
    await page.goto("/menu");

    const banner = page.getByRole("region", { name: "Installer l'application" });
    await runClockUntil(page, () => expect(banner).toBeVisible({ timeout: 200 }));
    const later = banner.getByRole("button", { name: "Plus tard" });
    const box = await later.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(banner.getByRole("button", { name: "Installer maintenant" })).toBeVisible();
    expect(await axeViolations(page, "[data-testid=install-banner]")).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("banniere-installation.png") });

    await later.click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("vite-pwa:hide-install"))).not.toBeNull();

    // The next visit: the browser offers again, past the 15 s cap, and the banner stays away.
    await page.reload();
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).installOffered === true);
    await page.clock.runFor(16_000);
    await expect(banner).toBeHidden();
  });

  test("« Installer maintenant » ouvre l'invite du navigateur et retient l'installation", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "telephone", "the same banner on both screens");
    await page.clock.install();
    await offerInstall(page, "accepted");
    await page.goto("/menu");

    const banner = page.getByRole("region", { name: "Installer l'application" });
    await runClockUntil(page, () => expect(banner).toBeVisible({ timeout: 200 }));
    await banner.getByRole("button", { name: "Installer maintenant" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).prompted)).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("pwa-installed"))).not.toBeNull();
  });
});

test.describe("sur un iPhone", () => {
  test.use({
    userAgent: IPHONE_SAFARI,
    storageState: async ({ baseURL }, use) => use(returningVisitor(baseURL ?? "")),
  });

  test("les trois étapes d'ajout à l'écran d'accueil, une seule fois", async ({ page }) => {
    test.skip(test.info().project.name !== "telephone", "a phone's banner");
    // The site's worker is registered (its own chunk does it, ADR 035).
    await page.addInitScript(() => {
      (globalThis as unknown as PageGlobals).navigator.serviceWorker.getRegistration = async () => ({
        scope: "/",
      });
    });
    await page.clock.install();
    await page.goto("/menu");
    await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      if (document.querySelector('link[rel="manifest"]')) return;
      const manifest = Object.assign(document.createElement("link"), {
        rel: "manifest",
        href: "/manifest.webmanifest",
      });
      document.head.append(manifest);
    });

    const banner = page.getByRole("region", { name: /Ajouter .* à votre écran d'accueil/ });
    await runClockUntil(page, () => expect(banner).toBeVisible({ timeout: 200 }));
    const steps = banner.getByRole("listitem");
    await expect(steps).toHaveText([/Partager/, /« Sur l'écran d'accueil »/, /« Ajouter »/]);
    await expect(banner.getByRole("button", { name: "Installer maintenant" })).toHaveCount(0);
    expect(await axeViolations(page, "[data-testid=install-banner]")).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("etapes-iphone.png") });

    await banner.getByRole("button", { name: "J'ai compris" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("ios-pwa-prompt-shown"))).not.toBeNull();
  });
});

test.describe("de retour après plus de 48 heures", () => {
  test.use({
    storageState: async ({ baseURL }, use) => {
      const state = returningVisitor(baseURL ?? "", [
        { name: "last-visit", value: String(Date.now() - 49 * HOUR) },
        { name: "cart", value: JSON.stringify({ items: [] }) },
      ]);
      const { hostname } = new URL(baseURL ?? "http://127.0.0.1");
      use({
        ...state,
        cookies: [
          {
            name: "i18n_redirected",
            value: "fr",
            domain: hostname,
            path: "/",
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: "Lax" as const,
          },
        ],
      });
    },
  });

  test("le navigateur repart de zéro, puis la page se recharge", async ({ page }) => {
    test.skip(test.info().project.name !== "telephone", "the same rule on both screens");
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto("/menu");

    // The page found the old data, cleared it, and half a second later started again.
    await expect.poll(() => loads).toBe(2);
    await expect
      .poll(() => page.evaluate(() => Number(localStorage.getItem("last-visit"))))
      .toBeGreaterThan(Date.now() - HOUR);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).document.cookie)).not.toContain(
      "i18n_redirected",
    );
  });
});
