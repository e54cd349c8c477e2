import { expect, type Page, test } from "@playwright/test";
import { checkoutFromCart, fillPersonal } from "./checkout-steps.ts";
import { watchPolicy } from "./csp-violations.ts";
import { readRestaurant } from "./restaurant.ts";

/**
 * The Content-Security-Policy in real Chromium: every page the customer goes through, from the
 * home page to the order's confirmation, runs under it without one blocked script, style, image,
 * font, frame or call. Violations are gathered in the page itself (the `securitypolicyviolation`
 * event, from the first script on) and from the console, where Chromium reports them too.
 */

/** Loads a page and checks its policy header: a nonce of its own, no eval, no framing. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  // The stylesheet sits inline in the head (first paint waits on no request), allowed by its hash.
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

test("la politique de sécurité du contenu ne bloque rien d'un bout à l'autre d'une commande", async ({
  page,
  request,
}) => {
  const policy = await watchPolicy(page);
  await visit(page, "/");
  await expect(page.locator("h1").first()).toBeVisible();
  expect(await policy.violations()).toEqual([]);

  // The menu, and a dish through its product sheet (the hydrated page at work).
  const restaurant = await readRestaurant(request);
  await visit(page, `/menu?product=${restaurant.item("Citronnade gingembre-piment").item_id}`);
  const sheet = page.getByRole("dialog", { name: "Citronnade gingembre-piment" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
  expect(await policy.violations()).toEqual([]);

  // Into the checkout by client-side navigation, then the delivery tab and back to pickup.
  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Retrait ou livraison" })).toBeVisible();
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Horaire du retrait" })).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Espèces/ })).toBeChecked();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation" })).toBeVisible();
  expect(await policy.violations()).toEqual([]);
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { name: "Merci Léa !" })).toBeVisible();
  expect(await policy.violations()).toEqual([]);
  // After hydration and client-side navigations the inline stylesheet still styles the page.
  await expect(page.locator("body")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

  // Each page loaded on its own, as a visitor arriving there would; /menu twice: the second is the
  // copy kept for anonymous visitors, with the nonce and policy of its rendering (ADR 026).
  for (const path of ["/menu", "/menu", "/checkout", "/success"]) {
    await visit(page, path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await policy.violations(), path).toEqual([]);
  }
});
