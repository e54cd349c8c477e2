import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { draftThings, E2E_OWNER, openAsOwner } from "./staff.ts";

/**
 * The restaurant's own forms in real Chromium: each saves to the draft as the owner types, says a
 * mistake next to its field, and reads without an accessibility violation on a phone and a desktop.
 */

/** The form's save state says the draft has it. */
async function saved(page: Page) {
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Enregistré$/ })
      .first(),
  ).toBeVisible();
}

test("une offre à code se crée et se règle ; un code trop court est dit à côté du champ", async ({
  page,
  request,
}, testInfo) => {
  await openAsOwner(page, "/admin/offres");
  await expect(page.getByRole("heading", { level: 1, name: "Offres et codes promo" })).toBeVisible();
  await page.getByLabel(/^Nom de la nouvelle offre/).fill("Frites à moitié prix");
  await page.getByRole("button", { name: "Créer l'offre" }).click();
  await expect(page).toHaveURL(/\/admin\/offres\/frites-a-moitie-prix-[a-z0-9]{4}$/);
  const key = /offres\/(.+)$/.exec(page.url())?.[1] ?? "";

  await page.getByLabel("Type d'offre").selectOption({ label: "Montant fixe de remise" });
  await page.getByLabel("Remise (€)").fill("2,50");
  await page.getByRole("radio", { name: "Avec un code promo" }).check();
  const code = page.getByLabel(/^Code promo/);
  await code.fill("AB");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await code.fill("FRITES");
  await expect(code).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: "Offre active" }).check();
  await saved(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("offre.png"), fullPage: true });

  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === `offer:${key}`)?.value)
    .toMatchObject({ type: "fixed_amount", value: 2.5, code: "FRITES", auto_apply: false, is_active: true });

  // Deleted after one question: the draft no longer holds it (nor its code, which the run's other
  // project types again).
  await page.getByRole("button", { name: "Supprimer l'offre" }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer l'offre" });
  await expect(confirm).toContainText("Frites à moitié prix");
  await confirm.getByRole("button", { name: "Supprimer l'offre" }).click();
  await expect(page).toHaveURL(/\/admin\/offres$/);
  await expect(page.getByTestId("offers")).not.toContainText("Frites à moitié prix");
  expect((await draftThings(request)).some((thing) => thing.ref === `offer:${key}`)).toBe(false);
});

test("la livraison refuse une distance qui n'est pas un nombre, puis l'enregistre", async ({
  page,
  request,
}, testInfo) => {
  await openAsOwner(page, "/admin/livraison");
  await expect(page.getByRole("heading", { level: 1, name: "Livraison" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Lyon 7e/ })).toBeVisible();
  const distance = page.getByLabel("Distance maximum de livraison");
  await distance.fill("six");
  await expect(distance).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Indiquez un nombre.")).toBeVisible();
  await distance.fill("6,5");
  await saved(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("livraison.png"), fullPage: true });
  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === "settings:features")?.value)
    .toMatchObject({ "features.delivery.max_distance": 6.5 });
});

test("changer les paiements redemande le mot de passe quand le serveur le veut", async ({
  page,
  request,
}) => {
  await openAsOwner(page, "/admin/paiements");
  const cash = page.getByRole("checkbox", { name: /espèces/ });
  await expect(cash).toBeChecked();
  // The session's password is fresh: the server's answer after 15 minutes is given once.
  let refused = false;
  await page.route("**/v2/staff/catalogue/draft/things/settings:payments", async (route) => {
    if (route.request().method() !== "PUT" || refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({
        status: "error",
        code: "password_required",
        message: "Pour cette action, retapez votre mot de passe.",
      }),
    });
  });
  await cash.uncheck();
  const dialog = page.getByRole("dialog", { name: "Confirmez votre mot de passe" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Mot de passe/).fill(E2E_OWNER.password);
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === "settings:payments")?.value)
    .toMatchObject({ "payments.cod.active": false });
  // Put back as it was: the draft stays the demo's.
  await cash.check();
  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === "settings:payments")?.value)
    .toMatchObject({ "payments.cod.active": true });
  expect(await axeViolations(page)).toEqual([]);
});

test("le restaurant lui-même : coordonnées, réseaux, mentions légales, retrait", async ({
  page,
  request,
}) => {
  await openAsOwner(page, "/admin/restaurant");
  await expect(page.getByRole("heading", { level: 1, name: "Le restaurant" })).toBeVisible();
  await expect(page.getByLabel("Nom du restaurant")).toHaveValue("Piment Rouge");
  // A number the draft does not have yet, whatever the run's earlier tests saved or published.
  const phoneField = page.getByLabel("Téléphone", { exact: true });
  const phone = (await phoneField.inputValue()) === "04 78 58 21 38" ? "04 78 58 21 39" : "04 78 58 21 38";
  await phoneField.fill(phone);
  await saved(page);
  expect(await axeViolations(page)).toEqual([]);
  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === "settings:contacts")?.value)
    .toMatchObject({ "contacts.phone": phone });

  await page
    .getByRole("navigation", { name: "Réglages du restaurant" })
    .getByRole("link", { name: "Retrait" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Retrait et créneaux" })).toBeVisible();
  await expect(page.getByLabel("Délai minimum d'un retrait (minutes)")).toHaveValue("15");
  expect(await axeViolations(page)).toEqual([]);
});

test("les pages du gérant tiennent dans un téléphone de 390 px, sans défilement de côté", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const path of [
    "/admin/publier",
    "/admin/historique",
    "/admin/historique/1",
    "/admin/journal",
    "/admin/restaurant",
    "/admin/livraison",
    "/admin/paiements",
    "/admin/retrait",
    "/admin/offres",
  ]) {
    await openAsOwner(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Chargement…")).toHaveCount(0);
    // The project compiles for Node, without the DOM's types: the page's width read through globalThis.
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await context.close();
});
