import { expect, test } from "@playwright/test";
import { readRestaurant } from "./restaurant.ts";
import { setItemState, setPause, staffToken } from "./staff.ts";

const COLA = "Cola 33 cl";

test("un plat marqué « épuisé » au tableau se grise sur la carte ouverte et quitte le panier, qui le nomme, sans recharger", async ({
  page,
  request,
}) => {
  const cola = (await readRestaurant(request)).item(COLA);
  const token = await staffToken(request);
  await setItemState(request, token, cola.item_id, "available");

  // The customer puts a cola in the cart from its sheet.
  await page.goto(`/menu?product=${cola.item_id}`);
  const sheet = page.getByRole("dialog", { name: COLA });
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: COLA }) });
  await expect(row.getByRole("link", { name: COLA })).toBeVisible();
  // The page listens to the shop's events (loaded after the first paint).
  await expect(page.locator("html[data-live-catalogue=on]")).toBeAttached();

  try {
    await setItemState(request, token, cola.item_id, "sold_out");
    // Without a reload: the dish is greyed, marked, and no longer opens (so it cannot be added)…
    await expect(row.getByText("Épuisé")).toBeVisible();
    await expect(row.getByRole("link", { name: COLA })).toHaveCount(0);
    // …and the cart that held it says so, naming it.
    await expect(page.getByText(`Retiré de votre panier car plus disponible : ${COLA}`)).toBeVisible();
  } finally {
    await setItemState(request, token, cola.item_id, "available");
  }
});

test("une pause des livraisons décidée au tableau s'affiche sur la carte ouverte, avec sa raison, puis s'en va", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  await page.goto("/menu");
  await expect(page.locator("html[data-live-catalogue=on]")).toBeAttached();
  // The shop's clock starts on Tuesday 12:00 in Paris (playwright.config.ts): a pause until 13:15 there.
  try {
    await setPause(request, token, {
      scope: "delivery",
      until: "2026-11-24T12:15:00Z",
      reason: "Orage sur Lyon",
    });
    const notice = page.getByTestId("pause-notice");
    await expect(notice).toHaveText(
      "La livraison est en pause jusqu'à 13:15 : vous pouvez commander à emporter. Orage sur Lyon.",
    );
    await setPause(request, token, { scope: "delivery", until: null });
    await expect(notice).toHaveCount(0);
  } finally {
    await setPause(request, token, { scope: "delivery", until: null });
  }
});
