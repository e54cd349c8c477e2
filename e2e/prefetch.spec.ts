import { expect, type Page, test } from "@playwright/test";

/** The prefetch tags React Router adds to the head for a page (components/link-prefetch.tsx). */
function prefetched(page: Page, path: string) {
  return page.locator(`head link[data-prefetch-page="${path}"]`);
}

test("les pages suivantes se chargent à l'avance : à l'écran après le premier affichage, ou au survol", async ({
  page,
  request,
}) => {
  // Nothing is prefetched by the HTML itself: the first paint competes with no prefetch.
  expect(await (await request.get("/")).text()).not.toContain('rel="prefetch"');

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute("data-prefetch", "intent");
  // "Commander" is on screen: the menu's code and data come ahead, once the page is idle.
  await expect(prefetched(page, "/menu").and(page.locator('[href^="/menu.data"]'))).toHaveCount(1);
  // A header link is fetched when pointed at.
  await expect(prefetched(page, "/auth")).toHaveCount(0);
  await page.getByRole("link", { name: "Se connecter" }).hover();
  await expect(prefetched(page, "/auth").first()).toBeAttached();
});

test("sur une connexion 2G, rien n'est chargé à l'avance", async ({ page }) => {
  // The browser says the connection is 2G; the test makes it fast later, as a train leaving a
  // tunnel would. (Save-Data is refused by the same rule, lib/prefetch-policy.test.ts; React Router
  // then also stops discovering the links' routes, so a page could not tell our refusal from its.)
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      value: { effectiveType: "2g", saveData: false },
    });
  });
  await page.goto("/menu");
  // Once hydrated, the links are watched.
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute("data-prefetch", "intent");
  // The restaurant's name leads home (on a phone, "Accueil" gives way to it).
  await page.getByRole("banner").locator('a[href="/"]:visible').last().hover();
  // A fast connection again: the next link pointed at is prefetched, the one pointed at on 2G never was.
  await page.evaluate(() => {
    (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType = "4g";
  });
  await page.getByRole("link", { name: "Se connecter" }).hover();
  await expect(prefetched(page, "/auth").first()).toBeAttached();
  await expect(prefetched(page, "/")).toHaveCount(0);
});
