import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";

/** The footer's links to the pages of text and the legal pages, by the words a visitor reads. */
const FOOTER_PAGES = [
  { link: "Notre histoire", path: "/about" },
  { link: "Contact et horaires", path: "/contact" },
  { link: "Mentions légales", path: "/terms-of-service" },
  { link: "Conditions générales de vente", path: "/terms-of-service" },
  { link: "Politique de confidentialité", path: "/privacy-policy" },
  { link: "Politique de cookies", path: "/cookie-policy" },
];

test.use({ viewport: { width: 360, height: 740 } });

test("le pied de page mène à chaque page de contenu et page légale, l'en-tête reste en haut", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "telephone", "un parcours sur téléphone suffit");
  await page.goto("/");
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  for (const { link, path } of FOOTER_PAGES) {
    const target = footer.getByRole("link", { name: link, exact: true });
    const href = await target.getAttribute("href");
    expect(href?.split("#")[0]).toBe(path);
    // Each page answers on its own, as a search engine or a shared link reaches it.
    const response = await page.request.get(href ?? "");
    expect(response.status(), href ?? "").toBe(200);
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  // The legal notice is the first section of the terms, where its link lands.
  await footer.getByRole("link", { name: "Mentions légales", exact: true }).click();
  await expect(page).toHaveURL(/\/terms-of-service#mentions-legales$/);
  await expect(page.getByRole("region", { name: "Mentions légales" })).toBeInViewport();

  // Sticky: after scrolling to the bottom of a long page, the header is still at the top.
  await page.goto("/privacy-policy");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeInViewport();
  await expect(header).toBeInViewport();
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("confidentialite-telephone.png") });
});
