import { expect, test } from "@playwright/test";
import { watchPolicy } from "./csp-violations.ts";
import { readRestaurant } from "./restaurant.ts";

/**
 * A dish's link as someone shares it (with the tracking parameters a messaging app or an ad adds):
 * what a link preview and a search engine read of it, in the page Chromium has hydrated, under the
 * page's security policy.
 */
test("un lien partagé vers un plat : ses balises de partage et ses données structurées, sans violation de la politique", async ({
  page,
  request,
}) => {
  const policy = await watchPolicy(page);
  const dish = (await readRestaurant(request)).item("Citronnade gingembre-piment");
  await page.goto(`/menu?product=${dish.item_id}&utm_source=whatsapp&fbclid=abc`);
  // The sheet of the dish is open: the page is hydrated, and its tags are the browser's own rendering.
  await expect(page.getByRole("dialog", { name: dish.item_name })).toBeVisible();

  const origin = new URL(page.url()).origin;
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/menu?product=${dish.item_id}`,
  );
  expect(await meta("og:url")).toBe(`${origin}/menu?product=${dish.item_id}`);
  expect(await meta("og:title")).toContain(dish.item_name);
  const price = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(
    dish.item_price.price_pickup,
  );
  expect(await meta("og:description")).toContain(price);
  expect(await meta("og:image")).toBe(`${origin}${dish.item_image}`);
  expect(await meta("og:locale")).toBe("fr_FR");
  expect(await meta("twitter:card")).toBe("summary_large_image");

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.flatMap(
    (text) => (JSON.parse(text) as { "@graph": { "@type": string; name?: string }[] })["@graph"],
  );
  expect(nodes.filter((node) => node["@type"] === "Menu").length).toBeGreaterThan(0);
  expect(nodes.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
  expect(JSON.stringify(nodes)).toContain(JSON.stringify(dish.item_name));
  expect(await policy.violations()).toEqual([]);
});
