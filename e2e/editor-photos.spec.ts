import { photosApi } from "@comptoir/messages";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { testJpeg } from "../apps/server/src/testing/test-photos.ts";
import { axeViolations } from "./axe.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { draftThings, openAsOwner } from "./staff.ts";

/**
 * Photos from the owner's editor to the customer's menu, in real Chromium against the real server
 * (ADR 055): a JPEG made here is uploaded on a dish, framed from the keyboard, prepared by the
 * server's encoder, published; the customer's menu then shows it as a <picture>, fetches its AVIF
 * and does not move. An upload cancelled halfway saves nothing; a file that is no photo is refused
 * in French.
 */

/** A dish of each project's own (the run's projects share one draft and one catalogue). */
const DISHES = {
  telephone: { key: "bowl-poulet-coreen", name: "Bowl Poulet Coréen" },
  ordinateur: { key: "bowl-boeuf-chipotle", name: "Bowl Bœuf Chipotle" },
} as const;

function dishOf(project: string) {
  return DISHES[project as keyof typeof DISHES] ?? DISHES.ordinateur;
}

/**
 * A phone's photo of 1920 × 1080 as it sees it, stored on its side (1080 × 1920) with EXIF
 * orientation 6, as phones store them: upright, it is wider than the dishes' 4:3, so the frame
 * has room to move sideways, and a crop of the stored pixels would be refused for its ratio.
 */
const phonePhoto = (seed: number) => testJpeg({ width: 1080, height: 1920, orientation: 6, gps: true, seed });

/** An <img> drawn: its file arrived and decoded (the tests' TypeScript knows no DOM). */
function isLoaded(image: Locator) {
  return image.evaluate((element) => {
    const drawn = element as unknown as { complete: boolean; naturalWidth: number };
    return drawn.complete && drawn.naturalWidth > 0;
  });
}

async function openDish(page: Page, key: string, name: string) {
  await openAsOwner(page, `/admin/carte/plats/${key}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  return page.getByRole("group", { name: "Photo", exact: true });
}

/** Picks a file through "Choisir une photo" (or "Remplacer"), as the owner's file chooser would. */
async function choose(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await field.getByRole("button", { name: /^(Choisir une photo|Remplacer)$/ }).click();
  await (await chooser).setFiles(file);
}

/** Drops a file on the field's drop zone, as a file dragged from the computer's folder would. */
async function drop(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const zone = field.getByTestId("photo-drop-zone");
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      // The tests' TypeScript knows no DOM: the page's own constructors, by name.
      const page = globalThis as unknown as {
        atob: (text: string) => string;
        DataTransfer: new () => { items: { add: (file: unknown) => void } };
        File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
      };
      const bytes = Uint8Array.from(page.atob(base64), (character) => character.charCodeAt(0));
      const transfer = new page.DataTransfer();
      transfer.items.add(new page.File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") },
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await expect(field.getByText("Lâchez la photo pour l'envoyer")).toBeVisible();
  await zone.dispatchEvent("drop", { dataTransfer });
}

async function dishPhotoInDraft(page: Page, key: string) {
  const dish = (await draftThings(page.request)).find((thing) => thing.ref === `item:${key}`);
  return (dish?.value.photo ?? null) as { id: string; crop: Record<string, number> } | null;
}

/** Publishes the draft from /admin/publier, reading the warnings first as the owner would. */
async function publish(page: Page) {
  await page.goto("/admin/publier");
  await expect(page.getByRole("heading", { level: 1, name: "Publier la carte" })).toBeVisible();
  const button = page.getByRole("button", { name: "Publier maintenant" });
  await expect(button).toBeVisible();
  const warnings = page.getByRole("checkbox", { name: "J'ai lu les avertissements" });
  if (await warnings.isVisible()) await warnings.check();
  await button.click();
  await expect(page.getByTestId("form-notice")).toHaveText(/^Version \d+ publiée/);
}

/** The customer's /menu on the same device, the photos it fetched and the dish's row. */
async function customerMenu(owner: Page, name: string) {
  const page = await owner.context().newPage();
  const photos: { url: string; type: string }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/photos/"))
      photos.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  });
  await page.goto("/menu");
  const row = page.getByRole("listitem").filter({ hasText: name }).first();
  return { page, photos, row };
}

test("le gérant pose une photo sur un plat, la cadre, publie, et la carte du client la montre", async ({
  page,
}, testInfo) => {
  const dish = dishOf(testInfo.project.name);
  const field = await openDish(page, dish.key, dish.name);
  await expect(field).toContainText("Aucune photo");
  await expect(field).toContainText("visible des clients après « Publier »");

  await choose(page, field, {
    name: "plat.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(testInfo.project.name === "telephone" ? 11 : 12),
  });

  // The framing: the frame starts centred at 4:3, and moves left from the keyboard.
  const dialog = page.getByRole("dialog", { name: "Cadrer la photo" });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByRole("group", { name: /^Cadre de la photo/ });
  await expect(frame).toBeVisible();
  await expect(
    dialog.getByRole("img", { name: "La photo telle que la ligne du plat la montre" }),
  ).toBeVisible();
  await expect(
    dialog.getByRole("img", { name: "La photo telle que la fiche du plat la montre" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("cadrage.png") });
  // The frame has the focus once the photo shows: the arrow keys move it at once.
  await expect(frame).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("Shift+ArrowLeft");
  await dialog.getByRole("button", { name: "Enregistrer le cadrage" }).click();
  await expect(dialog).toBeHidden();

  // Saved in the draft as any field; the server prepares it, then its rendition shows.
  await expect(page.getByRole("status").filter({ hasText: /^Enregistré$/ })).toBeVisible();
  const saved = await dishPhotoInDraft(page, dish.key);
  expect(saved?.id).toMatch(/^[0-9a-f]{64}$/);
  // 1920 × 1080 at 4:3: the centred frame is 0.75 wide from 0.125; moved left from there.
  expect(saved?.crop.width).toBeCloseTo(0.75, 3);
  expect(saved?.crop.height).toBe(1);
  expect(saved?.crop.x).toBeLessThan(0.125);
  const shown = field.locator("picture img");
  await expect(shown).toBeVisible({ timeout: 60_000 });
  await expect(field).not.toContainText("En préparation…");
  await expect.poll(() => isLoaded(shown)).toBe(true);
  await expect(field.getByRole("button", { name: "Recadrer" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("champ-photo.png"), fullPage: true });

  // Customers see nothing of it until it is published.
  await publish(page);
  const customer = await customerMenu(page, dish.name);
  const picture = customer.row.locator("picture");
  await expect(picture).toHaveCount(1);
  // The <picture> takes no box of its own (display: contents): its <img> is what shows.
  const image = picture.locator("img");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => isLoaded(image)).toBe(true);
  expect(customer.photos.some((photo) => photo.type === "image/avif")).toBe(true);
  expect(customer.photos.every((photo) => /\.avif$/.test(new URL(photo.url).pathname))).toBe(true);
  const shift = (await customer.page.evaluate(LAYOUT_SHIFT)) as number;
  expect(shift).toBeLessThan(LAYOUT_SHIFT_BUDGET);
  await customer.page.screenshot({ path: testInfo.outputPath("carte-photo.png") });
  await customer.page.close();
});

test("un envoi annulé en cours de route n'enregistre rien", async ({ page }, testInfo) => {
  const dish = { key: "salade-cesar-piquante", name: "César Piquante" };
  const field = await openDish(page, dish.key, dish.name);
  const before = await dishPhotoInDraft(page, dish.key);

  // The upload is held on its way until the owner has cancelled it.
  let cancelled: () => void = () => undefined;
  const afterCancel = new Promise<void>((resolve) => {
    cancelled = resolve;
  });
  await page.route("**/v2/staff/photos", async (route) => {
    await afterCancel;
    await route.abort().catch(() => undefined);
  });
  await choose(page, field, {
    name: "salade.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(testInfo.project.name === "telephone" ? 21 : 22),
  });
  const progress = field.getByRole("progressbar", { name: "Envoi de la photo" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", /^\d+$/);
  await page.screenshot({ path: testInfo.outputPath("envoi.png") });
  const cancel = field.getByRole("button", { name: "Annuler" });
  await expect(cancel).toBeFocused();
  await cancel.click();
  cancelled();

  await expect(field).toContainText("Envoi annulé : rien n'a été enregistré.");
  await expect(progress).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(field.getByRole("button", { name: "Choisir une photo" })).toBeFocused();
  expect(await dishPhotoInDraft(page, dish.key)).toEqual(before);
});

test("un fichier qui n'est pas une photo est refusé en français, avant ou après l'envoi", async ({
  page,
}) => {
  const dish = { key: "bowl-falafel-harissa", name: "Bowl Falafel Harissa" };
  const field = await openDish(page, dish.key, dish.name);

  // A text file renamed .jpg: the browser believes its name, the server reads its content.
  await choose(page, field, {
    name: "menu.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("Burger piment 9,50 €\nFrites 3,00 €\n"),
  });
  await expect(field.getByRole("status")).toHaveText(photosApi.type);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A type the browser already knows is no photo is refused without sending anything.
  await choose(page, field, {
    name: "carte.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7"),
  });
  await expect(field.getByRole("status")).toHaveText(
    "Ce fichier n'est pas une photo : choisissez un JPEG, un PNG, un WebP ou un AVIF.",
  );
  await expect(field).toContainText("Aucune photo");
  expect(await dishPhotoInDraft(page, dish.key)).toBeNull();
});

test("la photo du restaurant se cadre en 16:9 et s'enregistre dans les réglages du site du brouillon", async ({
  page,
}, testInfo) => {
  await openAsOwner(page, "/admin/restaurant");
  const field = page.getByRole("group", { name: "Photo du restaurant", exact: true });
  await expect(field).toContainText("l'image des liens partagés");
  // A landscape photo of 3:2, taller than 16:9, dropped on the field: the frame starts full
  // width, centred up and down.
  await drop(page, field, {
    name: "salle.jpg",
    mimeType: "image/jpeg",
    buffer: await testJpeg({
      width: 2400,
      height: 1600,
      seed: testInfo.project.name === "telephone" ? 31 : 32,
    }),
  });
  const dialog = page.getByRole("dialog", { name: "Cadrer la photo" });
  await expect(dialog).toContainText("16:9");
  await expect(
    dialog.getByRole("img", { name: "La photo telle que la page d'accueil la montre" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Enregistrer le cadrage" }).click();
  await expect(dialog).toBeHidden();
  await expect(field.locator("picture img")).toBeVisible({ timeout: 60_000 });

  const site = (await draftThings(page.request)).find((thing) => thing.ref === "settings:site");
  const photo = site?.value["site.photo"] as { id: string; crop: Record<string, number> } | undefined;
  expect(photo?.id).toMatch(/^[0-9a-f]{64}$/);
  expect(photo?.crop.width).toBe(1);
  // 2400 × (1600 × height) pixels at 16:9.
  expect((2400 * (photo?.crop.width ?? 0)) / (1600 * (photo?.crop.height ?? 1))).toBeCloseTo(16 / 9, 2);
});
