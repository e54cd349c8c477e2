import { expect, test } from "@playwright/test";
import { expectFirstLoadWithin } from "./first-load.ts";
import { euros, readRestaurant, unitPrice } from "./restaurant.ts";

test("la carte montre les catégories et des prix à la française", async ({ page, request }, testInfo) => {
  const response = await page.goto("/menu");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/La carte · Piment Rouge/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Guillotière/);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");

  const categories = page.getByRole("navigation", { name: "Catégories de la carte" });
  // On a phone the chip bar scrolls sideways: a chip is checked by following it, not by sight.
  for (const name of ["Burgers", "Poulet croustillant", "Boissons", "Desserts"]) {
    const chip = categories.getByRole("link", { name, exact: true });
    await chip.scrollIntoViewIfNeeded();
    await chip.click();
    await expect(page.getByRole("heading", { name, exact: true, level: 3 })).toBeInViewport();
  }

  const burger = page.getByRole("listitem").filter({ hasText: "Le Piment Rouge" }).first();
  await burger.scrollIntoViewIfNeeded();
  await expect(burger).toBeVisible();
  await expect(burger.getByTestId("item-price")).toHaveText(/^\d+,\d{2}\u00a0€$/);
  // The menu opens in pickup mode: the row shows the burger's pickup price.
  const restaurant = await readRestaurant(request);
  await expect(burger.getByTestId("item-price")).toHaveText(
    euros(unitPrice(restaurant.item("Le Piment Rouge"), "pickup")),
  );

  await page.screenshot({ path: testInfo.outputPath("carte.png"), fullPage: false });

  // Illustrations are kept by the browser for a day instead of being asked for on every visit.
  const image = await page.request.get("/images/menu/burger.svg");
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toContain("max-age=86400");
});

test("la même page existe sous /fr, et une adresse inconnue répond 404 en français", async ({ page }) => {
  const menu = await page.goto("/fr/menu");
  expect(menu?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Soir" })).toBeVisible();

  const missing = await page.goto("/une-page-qui-n-existe-pas");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Désolé, cette page n'existe pas.")).toBeVisible();
});

test("la carte : au plus 125 Ko de JavaScript au premier chargement", async ({ request }) => {
  // docs/quality.md: /menu ≤ 125 KB gzip of what is fetched before the page is interactive, measured
  // as the checkout's budget is, and reported against the floor of the same build.
  await expectFirstLoadWithin(request, "/menu", 125);
  // None of it is preloaded at high priority ahead of the first paint (ADR 028): the modules load
  // from the page's async module script, once the content is painted.
  const html = await (await request.get("/menu")).text();
  expect(html).not.toContain('rel="modulepreload"');
});
