import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { freePort, startServer, stopServer } from "../apps/server/src/testing/server-process.ts";
import { PERSON_USER_AGENT } from "../bench/first-load.ts";
import { axeViolations } from "./axe.ts";
import { watchPolicy } from "./csp-violations.ts";

/**
 * Cookie consent and the tag manager (ADR 037), on a shop of its own: the demo restaurant with a
 * tag manager id, which the shared demo has not. The tag manager's address is answered by the
 * test (no real network), which counts the requests. As a person: bots never get the tag.
 */

const TAG_ID = "GTM-AB12CD3";
const TAG_SCRIPTS = "https://www.googletagmanager.com/**";
const demoFile = fileURLToPath(new URL("../packages/db/seed/demo-restaurant.json", import.meta.url));

let server: ChildProcess | undefined;
let origin = "";
let folder = "";

test.use({ userAgent: PERSON_USER_AGENT });

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "comptoir-consent-"));
  const restaurant = JSON.parse(readFileSync(demoFile, "utf8")) as { settings: Record<string, unknown> };
  restaurant.settings["analytics.tag_manager_id"] = TAG_ID;
  const restaurantFile = join(folder, "restaurant.json");
  writeFileSync(restaurantFile, JSON.stringify(restaurant));
  const port = await freePort();
  server = await startServer(port, {
    DATA_DIR: join(folder, "data"),
    DATABASE_URL: "",
    RESTAURANT_FILE: restaurantFile,
    // startServer waits for the "ready" line, an info one.
    LOG_LEVEL: "info",
    CLOCK_START: "2026-11-24T11:00:00Z",
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(folder, { recursive: true, force: true });
});

/** Answers the tag manager's script with an empty one, and keeps the addresses asked for. */
async function fakeTagManager(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TAG_SCRIPTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return asked;
}

/** The browser's MessageChannel, typed here: the project compiles for Node, without the DOM library. */
interface BrowserChannels {
  MessageChannel: new () => {
    port1: { onmessage: (() => void) | null };
    port2: { postMessage(message: unknown): void };
  };
}

/**
 * Resolves after one message round trip in the page: React's scheduler renders in a message task,
 * so an update it had queued is rendered by then (the page's fake clock does not touch messages).
 */
function afterReactsTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new (globalThis as unknown as BrowserChannels).MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Cookies et mesure d'audience" });

test("refuser ne charge rien, ne redemande pas à la page suivante, et se change depuis le pied de page", async ({
  page,
}) => {
  const asked = await fakeTagManager(page);
  // The page's clock, to move past the question's second without waiting for it.
  await page.clock.install();
  await page.goto(`${origin}/fr/menu`);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
  // Under the page's /fr prefix, and both answers alike (the CNIL's rule).
  await expect(dialog.getByRole("link", { name: "Politique de cookies" })).toHaveAttribute(
    "href",
    "/fr/cookie-policy",
  );
  const refuse = dialog.getByRole("button", { name: "Refuser" });
  const accept = dialog.getByRole("button", { name: "Accepter" });
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.height).toBeGreaterThanOrEqual(44);
  expect(refuseBox?.width).toBe(acceptBox?.width);
  expect(refuseBox?.height).toBe(acceptBox?.height);

  // Escape closes the question without an answer: nothing kept, nothing loaded.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Gérer les cookies" }).click();
  await dialog.getByRole("button", { name: "Refuser" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("false");

  // The next page: the consent chunk is in (no request left), its second is run, React has
  // rendered what it would (one message round trip after its own), and no question came.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(2000);
  await page.evaluate(afterReactsTurn);
  await expect(dialog).toHaveCount(0);
  expect(asked).toEqual([]);

  // Changing one's mind from the footer.
  await footer.getByRole("button", { name: "Gérer les cookies" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => asked).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_ID}`]);
});

test("accepter charge le gestionnaire de balises une fois, avec son identifiant, sans rien bloquer", async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  const asked = await fakeTagManager(page);
  const response = await page.goto(`${origin}/menu`);
  // The page's policy allows the tag manager's origin, and only that one, for its scripts.
  expect(response?.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/,
  );
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  expect(asked).toEqual([]);
  await dialog.getByRole("button", { name: "Accepter" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_ID}`]);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("true");
  expect(await policy.violations()).toEqual([]);
});
