import { readFile } from "node:fs/promises";
import { crc32 } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { euros, readRestaurant, unitPrice } from "./restaurant.ts";
import { draftThings, E2E_OWNER, openAsOwner, staffToken } from "./staff.ts";

/**
 * The owner's publishing side of the catalogue editor in real Chromium, against the real server:
 * a price changed in the draft reaches a customer's open menu only once published, without a
 * reload; restoring the version before puts the old price back; the owner's sensitive actions ask
 * for the password again when the server wants it.
 */

const BURGER = "Le Piment Rouge";

/** Saves a new pickup price for the dish in the draft, as its form would; nothing is published. */
async function setDraftPrice(request: APIRequestContext, name: string, euros: number) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const dish = (await draftThings(request)).find(
    (thing) => thing.kind === "item" && thing.value.name === name,
  );
  if (!dish) throw new Error(`plat introuvable dans le brouillon : ${name}`);
  const saved = await request.put(`/v2/staff/catalogue/draft/things/${dish.ref}`, {
    headers,
    data: { revision: dish.revision, value: { ...dish.value, price_pickup: euros } },
  });
  expect(saved.status()).toBe(200);
}

test("un prix publié arrive sur la carte déjà ouverte d'un client sans rechargement ; restaurer la version d'avant le remet", async ({
  page: owner,
  browser,
  request,
}, testInfo) => {
  const burger = (await readRestaurant(request)).item(BURGER);
  const oldPrice = unitPrice(burger, "pickup");
  const newPrice = oldPrice + 110;

  // A customer has the menu open, listening to the shop's events.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto("/menu");
  await expect(customer.locator("html[data-live-catalogue=on]")).toBeAttached();
  const row = customer.getByRole("listitem").filter({ hasText: BURGER }).first();
  const price = row.getByTestId("item-price");
  await expect(price).toHaveText(euros(oldPrice));

  // The owner changes the price in the draft: customers still see the published one.
  await setDraftPrice(request, BURGER, newPrice / 100);
  await openAsOwner(owner, "/admin/publier");
  await expect(owner.getByRole("heading", { level: 1, name: "Publier la carte" })).toBeVisible();
  const changes = owner.getByRole("region", { name: "Modifications du brouillon" });
  await expect(changes).toContainText(BURGER);
  await expect(price).toHaveText(euros(oldPrice));
  expect(await axeViolations(owner)).toEqual([]);
  await owner.screenshot({ path: testInfo.outputPath("publier.png"), fullPage: true });

  // The demo's drinks name no allergen: warnings, which the owner reads before publishing.
  const publish = owner.getByRole("button", { name: "Publier maintenant" });
  await expect(owner.getByRole("region", { name: "Avertissements" })).toContainText("allergène");
  await expect(publish).toHaveAttribute("aria-disabled", "true");
  await owner.getByRole("checkbox", { name: "J'ai lu les avertissements" }).check();

  // Publishing says which version is now online; the open menu shows the new price by itself.
  await publish.click();
  const notice = owner.getByTestId("form-notice");
  await expect(notice).toHaveText(/^Version \d+ publiée/);
  const published = Number(/Version (\d+)/.exec((await notice.textContent()) ?? "")?.[1]);
  await expect(price).toHaveText(euros(newPrice));
  await expect(owner.getByTestId("changes-count")).toHaveText(/Aucune modification/);

  // The history lists it first; the version before it brings the old price back.
  await owner.getByRole("navigation").getByRole("link", { name: "Historique" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Historique des versions" })).toBeVisible();
  await expect(owner.getByTestId("version-row").first()).toContainText(`Version ${published}`);
  expect(await axeViolations(owner)).toEqual([]);
  await owner.screenshot({ path: testInfo.outputPath("historique.png"), fullPage: true });
  await owner.getByRole("link", { name: `Voir la version ${published - 1}`, exact: true }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Version ${published - 1}` })).toBeVisible();
  await owner.getByRole("button", { name: "Restaurer cette version" }).click();
  const confirm = owner.getByRole("dialog", { name: `Restaurer la version ${published - 1} ?` });
  await expect(confirm).toContainText("pauses");
  expect(await axeViolations(owner)).toEqual([]);
  await confirm.getByRole("button", { name: "Restaurer", exact: true }).click();
  await expect(owner.getByTestId("form-notice")).toHaveText(
    `Version ${published - 1} restaurée : elle est en ligne comme version ${published + 1}.`,
  );
  await expect(price).toHaveText(euros(oldPrice));
  await customerContext.close();
});

test("le gérant retape son mot de passe quand le serveur le demande, puis l'action reprend", async ({
  page,
}) => {
  await openAsOwner(page, "/admin/equipe");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  // The session's password is fresh (just signed in) and the shop's clock cannot be moved on by
  // 15 minutes here: the server's answer after 15 minutes is given once for the first add.
  let refused = false;
  await page.route("**/v2/staff/team", async (route) => {
    if (route.request().method() !== "POST" || refused) return route.fallback();
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

  await page.getByLabel(/^Nom/).fill("Karim");
  await page.getByLabel(/^E-mail/).fill(`karim-${Date.now()}@piment-rouge.test`);
  await page.getByLabel(/^Mot de passe/).fill("frites-croustillantes");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Confirmez votre mot de passe" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A wrong password is said in the dialog, which stays.
  await dialog.getByLabel(/^Mot de passe/).fill("pas-le-bon-mot");
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(dialog.getByText("Mot de passe incorrect.")).toBeVisible();
  await expect(dialog.getByLabel(/^Mot de passe/)).toHaveAttribute("aria-invalid", "true");
  // The right one closes it, and the add goes through.
  await dialog.getByLabel(/^Mot de passe/).fill(E2E_OWNER.password);
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Membres" })).toContainText("Karim");
});

test("le journal montre qui a changé quoi, et se lit sans violation d'accessibilité", async ({
  page,
  request,
}) => {
  await setDraftPrice(request, BURGER, 12.4);
  await openAsOwner(page, "/admin/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Journal des modifications" })).toBeVisible();
  const entry = page.getByTestId("audit-entry").first();
  await expect(entry).toContainText(BURGER);
  await expect(entry).toContainText(E2E_OWNER.name);
  await expect(entry).toContainText("12.4");
  await page.getByLabel("Action").selectOption({ label: "Brouillon" });
  await page.getByRole("button", { name: "Filtrer", exact: true }).click();
  await expect(page.getByTestId("audit-entry").first()).toContainText("brouillon");
  expect(await axeViolations(page)).toEqual([]);
});

/** A .zip of one entry stored as it is (method 0), as any archiver writes it. */
function storedZip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const directoryAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/**
 * Takes every photo out of the draft and publishes it: the photos' tests of the same run may have
 * published some, and a restaurant with photos exports a .zip (ADR 053) where this test reads the
 * JSON of one without.
 */
async function publishedWithoutPhotos(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  for (const thing of await draftThings(request)) {
    const value = thing.value as Record<string, unknown>;
    const withPhoto = (thing.kind === "item" || thing.kind === "category") && value.photo;
    const sitePhoto = thing.ref === "settings:site" && value["site.photo"];
    if (!withPhoto && !sitePhoto) continue;
    const saved = await request.put(`/v2/staff/catalogue/draft/things/${thing.ref}`, {
      headers,
      data: {
        revision: thing.revision,
        value: withPhoto ? { ...value, photo: null } : { ...value, "site.photo": null },
      },
    });
    expect(saved.status()).toBe(200);
  }
  const published = await request.post("/v2/staff/catalogue/publish", {
    headers,
    data: { confirm_warnings: true },
  });
  expect([201, 409]).toContain(published.status());
}

test("le restaurant s'exporte en fichier ; un fichier importé qui ne tient pas dit où, en français", async ({
  page,
  request,
}) => {
  await publishedWithoutPhotos(request);
  await openAsOwner(page, "/admin/publier");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporter le restaurant" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^restaurant-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, "utf8")) as {
    menus: { name: string }[];
  };
  expect(file.menus.length).toBeGreaterThan(0);

  // The same file with a menu that has no name: refused, the draft untouched, the place named.
  (file.menus[0] as { name: string }).name = "";
  await page.getByLabel("Importer un fichier").setInputFiles({
    name: "restaurant.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId("file-problem")).toContainText("L'import n'a pas abouti");
  await expect(page.getByTestId("file-problem")).toContainText("menus");
  expect(await axeViolations(page)).toEqual([]);

  // A .zip archive (ADR 053) goes as it is, and the server's refusal of it is said the same way.
  await page.getByLabel("Importer un fichier").setInputFiles({
    name: "restaurant.zip",
    mimeType: "application/zip",
    buffer: storedZip("../restaurant.json", Buffer.from(JSON.stringify(file))),
  });
  await expect(page.getByTestId("file-problem")).toContainText(
    "L'archive du restaurant n'est pas valide : ../restaurant.json : l'archive ne peut contenir que restaurant.json",
  );
});

test("« publier demain à 11:00 » sur l'horloge du restaurant, puis annuler la publication programmée", async ({
  page,
  request,
}) => {
  // A price the published catalogue does not have, whatever the run's other tests published.
  const live = unitPrice((await readRestaurant(request)).item(BURGER), "pickup");
  await setDraftPrice(request, BURGER, (live + 20) / 100);
  await openAsOwner(page, "/admin/publier");
  await expect(page.getByTestId("changes-count")).not.toHaveText(/Aucune modification/);
  // The shop's clock is Tuesday 24 November, 12:00 in Paris, whatever the machine's own says.
  await expect(page.getByLabel("Date")).toHaveValue("2026-11-25");
  await expect(page.getByLabel("Heure")).toHaveValue("11:00");
  await page.getByRole("checkbox", { name: "J'ai lu les avertissements" }).check();
  await page.getByRole("button", { name: "Programmer", exact: true }).click();
  await expect(page.getByTestId("form-notice")).toHaveText(
    "Publication programmée mercredi 25 novembre à 11:00.",
  );
  const scheduled = page.getByTestId("scheduled-publishes");
  await expect(scheduled).toContainText("demain à 11:00");
  expect(await axeViolations(page)).toEqual([]);
  await scheduled.getByRole("button", { name: "Annuler la publication programmée demain à 11:00" }).click();
  await expect(page.getByTestId("form-notice")).toHaveText("Publication programmée annulée.");
  await expect(page.getByText("Aucune publication programmée.")).toBeVisible();
});

test("un équipier lit l'historique sans pouvoir restaurer, et n'a ni journal ni publication", async ({
  page,
  request,
}) => {
  const owner = { Authorization: `Bearer ${await staffToken(request)}` };
  const member = { email: `leo-${Date.now()}@piment-rouge.test`, password: "wings-du-service" };
  const added = await request.post("/v2/staff/team", {
    headers: owner,
    data: { ...member, name: "Léo", role: "staff" },
  });
  expect(added.ok()).toBe(true);
  const login = await request.post("/v2/staff/auth/login", { data: member });
  expect(login.status()).toBe(200);
  const session = JSON.stringify(((await login.json()) as { payload: unknown }).payload);
  await page.addInitScript((kept) => localStorage.setItem("staff-session", kept), session);

  await page.goto("/admin/historique");
  await expect(page.getByRole("heading", { level: 1, name: "Historique des versions" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Navigation du tableau" });
  await expect(tabs.getByRole("link", { name: "Historique" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Journal" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Publier" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Voir la version 1", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Version 1" })).toBeVisible();
  await expect(page.getByText("Installation")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restaurer cette version" })).toHaveCount(0);

  await page.goto("/admin/journal");
  await expect(page.getByText("Seul le gérant lit le journal.")).toBeVisible();
  // Nor the reports: no tab, and the page says why.
  await expect(tabs.getByRole("link", { name: "Rapports" })).toHaveCount(0);
  await page.goto("/admin/rapports");
  await expect(page.getByText("Seul le gérant consulte les rapports.")).toBeVisible();
});
