import { devices, expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { readRestaurant } from "./restaurant.ts";

// Headless Chromium names itself "HeadlessChrome", which the server rightly counts as a robot (they
// get a plain page): the desktop project, which keeps the browser's own user agent, borrows a
// person's desktop Chrome here. The phone project keeps its device's.
test.use({ userAgent: async ({ userAgent }, use) => use(userAgent ?? devices["Desktop Chrome"].userAgent) });

test("une page inconnue : un vrai 404 en français, avec le chemin, sous l'en-tête du site, et le chemin du retour sous /fr", async ({
  page,
  request,
}) => {
  const name = (await readRestaurant(request)).text("contacts.name");

  const response = await page.goto("/fr/plat-disparu");
  expect(response?.status()).toBe(404);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  expect(await page.title()).toContain("Page introuvable");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 !");
  await expect(page.getByText("Désolé, cette page n'existe pas.")).toBeVisible();
  await expect(page.getByText("Page introuvable : /fr/plat-disparu")).toBeVisible();
  // The site header stays, so a lost customer can go on to the menu or the account.
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const home = page.getByRole("link", { name: "Retour à l'accueil" });
  await expect(home).toHaveAttribute("href", "/fr");
  await home.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
