import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { LAYOUT_SHIFT, LAYOUT_SHIFT_BUDGET } from "./layout-shift.ts";
import { hasCartColumn, openCart } from "./open-cart.ts";
import {
  type Choices,
  euros,
  offerApplies,
  parseCents,
  percentageDiscount,
  readCoupon,
  readRestaurant,
  unitPrice,
  zoneDeliveryFee,
} from "./restaurant.ts";

async function amount(scope: Locator | Page, testId: string): Promise<number> {
  return parseCents(await scope.getByTestId(testId).textContent());
}

const BOWL = "Bowl Poulet Coréen";
/** The bowl's two required groups, and what the test picks in each. */
const BOWL_CHOICES: Choices = [
  [/Base du bowl/, "Riz basmati"],
  [/Niveau de piment/, "Relevé"],
];

/** Opens the product sheet by its shareable address and fills in the bowl's two required groups. */
async function addBowl(page: Page, productId: string) {
  await page.goto(`/menu?product=${productId}`);
  const sheet = page.getByRole("dialog", { name: BOWL });
  await expect(sheet).toBeVisible();
  const add = sheet.getByRole("button", { name: /^Ajouter ·/ });
  // Untouched, the sheet shows no error; a try to add with a required choice missing says why
  // it cannot add yet.
  await expect(sheet.getByTestId("product-reason")).toHaveCount(0);
  await add.click();
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(sheet.getByTestId("product-reason")).toContainText("choisissez au moins 1 option");
  for (const [group, choice] of BOWL_CHOICES) {
    await sheet.getByRole("group", { name: group }).getByText(choice).click();
  }
  await expect(add).toHaveAttribute("aria-disabled", "false");
  await add.click();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);
}

test("du menu au panier : recherche sans accent, fiche par ?product=, deux ajouts fusionnés, code promo, livraison", async ({
  page,
  request,
}, testInfo) => {
  const restaurant = await readRestaurant(request);
  const bowl = restaurant.item(BOWL);
  await page.goto("/menu");

  // "coreen" typed without its accent finds "Bowl Poulet Coréen".
  const search = page.getByRole("search");
  const result = search.getByRole("link", { name: /Bowl Poulet Coréen/ });
  // Typed before the page is hydrated, the text is lost (React resets its field): type again
  // until the results show, as a person would.
  await expect(async () => {
    await search.getByRole("searchbox", { name: "Rechercher un plat" }).fill("coreen");
    await expect(result).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const productId = new URL((await result.getAttribute("href")) ?? "", page.url()).searchParams.get(
    "product",
  );
  expect(productId).toMatch(/^\d+$/);

  // Twice the same choices: one line of two.
  await addBowl(page, productId ?? "");
  await expect(page.getByTestId("cart-count")).toHaveText("1 article");
  await addBowl(page, productId ?? "");
  await expect(page.getByTestId("cart-count")).toHaveText("2 articles");

  const cart = await openCart(page);
  await expect(cart.getByTestId("cart-line")).toHaveCount(1);
  await expect(cart.getByTestId("cart-line").getByRole("status")).toContainText("2");
  await expect(cart.getByTestId("cart-line")).toContainText("Riz basmati");

  // The coupon: folded until asked for, then checked by the server.
  await cart.getByRole("button", { name: "Vous avez un code promo ?" }).click();
  await cart.getByRole("textbox", { name: "Code promo" }).fill("piment20");
  await cart.getByRole("button", { name: "Appliquer" }).click();
  await expect(cart.getByTestId("coupon-state")).toHaveAttribute("data-state", "valid");
  // Two bowls at the pickup price, and the coupon's percentage of that one line.
  const subtotal = await amount(cart, "cart-subtotal");
  expect(subtotal).toBe(2 * unitPrice(bowl, "pickup", BOWL_CHOICES));
  const coupon = await readCoupon(request, "PIMENT20");
  expect(coupon.type).toBe("percentage");
  const discount = await amount(cart, "cart-discount");
  expect(discount).toBe(percentageDiscount([subtotal], coupon.value));
  expect(await amount(cart, "cart-total")).toBe(subtotal - discount);
  if (!hasCartColumn(page)) {
    await cart.getByRole("button", { name: "Fermer le panier" }).click();
    await expect(cart).toBeHidden();
  }

  // Delivery to a street of the demo city: suggestions, then the distance, then the panel goes.
  await page.getByText("Livraison", { exact: true }).click();
  const addressField = page.getByRole("combobox", { name: "Adresse de livraison" });
  await expect(addressField).toBeFocused();
  await addressField.fill("Rue de Marseille");
  await page
    .getByRole("option", { name: /Rue de Marseille.*69007/ })
    .first()
    .click();
  await expect(page.getByTestId("location-status")).toContainText("Nous livrons à cette adresse :");
  await expect(addressField).toBeHidden();
  await expect(page.getByTestId("mode-summary")).toContainText("Rue de Marseille");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("location") ?? "null"));
  expect(stored.mode).toBe("delivery");
  expect(stored._distance.address).toContain("Rue de Marseille");

  // Delivery prices and the zone's fee now count (the cell says "Offerte" instead, should the
  // cart reach the free-delivery offer's minimum).
  await openCart(page);
  const deliverySubtotal = await amount(cart, "cart-subtotal");
  const deliveryDiscount = await amount(cart, "cart-discount");
  expect(deliverySubtotal).toBe(2 * unitPrice(bowl, "delivery", BOWL_CHOICES));
  expect(deliveryDiscount).toBe(percentageDiscount([deliverySubtotal], coupon.value));
  const freeDelivery = offerApplies(restaurant.offer("free_delivery"), "delivery", deliverySubtotal);
  const fee = zoneDeliveryFee(restaurant.zone("69007"), deliverySubtotal, freeDelivery);
  // The fee and the small-order supplement, each on its named line, add up to the delivery charged.
  const zoneFee = freeDelivery
    ? 0
    : zoneDeliveryFee(restaurant.zone("69007"), Number.MAX_SAFE_INTEGER, false);
  await expect(cart.getByTestId("cart-delivery-cell")).toContainText(
    freeDelivery ? "Offerte" : euros(zoneFee),
  );
  await expect(cart.getByTestId("cart-small-order")).toHaveCount(fee > zoneFee ? 1 : 0);
  expect(await amount(cart, "cart-total")).toBe(deliverySubtotal - deliveryDiscount + fee);
  await expect(cart.getByTestId("coupon-state")).toHaveAttribute("data-state", "valid");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("panier-telephone.png") });
});

test("le panier survit à un rechargement, et un produit inconnu montre simplement la carte", async ({
  page,
}) => {
  await page.goto("/menu?product=999999");
  await expect(page.getByRole("heading", { name: "La carte" })).toBeAttached();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/menu");
  await page.getByRole("search").getByRole("searchbox").fill("citronnade");
  await page
    .getByRole("search")
    .getByRole("link", { name: /Citronnade/ })
    .click();
  const sheet = page.getByRole("dialog", { name: /Citronnade/ });
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1 article");

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("1 article");
  // Back closes a sheet opened from the menu.
  await page.getByRole("search").getByRole("searchbox").fill("citronnade");
  await page
    .getByRole("search")
    .getByRole("link", { name: /Citronnade/ })
    .click();
  await expect(page.getByRole("dialog", { name: /Citronnade/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu$/);
});

test("la carte, la fiche produit et le panier n'ont aucune violation axe", async ({ page }) => {
  await page.goto("/menu");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("search").getByRole("searchbox").fill("wings");
  await page.getByRole("search").getByRole("link").first().click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  // The sheet's fade honours the visitor's reduced-motion preference (app.css): it ends at once
  // instead of running 180 ms, the time a scan once caught its text mid-fade.
  const fade = await sheet.evaluate(
    // Typed by hand: the project compiles for Node, without the DOM library.
    (dialog) =>
      (
        globalThis as unknown as { getComputedStyle(element: unknown): { animationDuration: string } }
      ).getComputedStyle(dialog).animationDuration,
  );
  expect(Number.parseFloat(fade)).toBeLessThan(0.001);
  expect(await axeViolations(page, "dialog")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Focus comes back to where the customer was: the search (its result list folded away).
  await expect(page.getByRole("search").getByRole("searchbox")).toBeFocused();

  await page.getByRole("search").getByRole("searchbox").fill("citronnade");
  await page.getByRole("search").getByRole("link").first().click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Ajouter ·/ })
    .click();

  await openCart(page);
  expect(await axeViolations(page, hasCartColumn(page) ? "aside" : "dialog")).toEqual([]);
});

/** Adds the lemonade (a drink without choices) through the menu's search. */
async function addLemonade(page: Page) {
  const search = page.getByRole("search");
  const result = search.getByRole("link", { name: /Citronnade/ });
  // Typed before the page is hydrated, the text is lost: type again until the results show.
  await expect(async () => {
    await search.getByRole("searchbox").fill("citronnade");
    await expect(result).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await result.click();
  await page
    .getByRole("dialog", { name: /Citronnade/ })
    .getByRole("button", { name: /^Ajouter ·/ })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("sur un grand écran", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "la colonne du panier commence à 1 024 px");

  test("le panier reste ouvert à côté de la carte, et le plat ajouté y paraît", async ({
    page,
  }, testInfo) => {
    await page.goto("/menu");
    const column = page.getByRole("complementary", { name: "Votre panier" });
    await expect(column).toContainText("Votre panier est vide.");
    // Beside the dishes, not under them; its frame was there from the first paint.
    const dishes = await page.getByRole("main").boundingBox();
    const beside = await column.boundingBox();
    expect(beside && dishes && beside.x >= dishes.x + dishes.width).toBe(true);
    expect(beside && dishes && beside.y < dishes.y + dishes.height).toBe(true);
    expect(await page.evaluate(LAYOUT_SHIFT)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);

    await addLemonade(page);
    await expect(column.getByTestId("cart-line")).toContainText("Citronnade");
    await expect(page.getByTestId("cart-bar")).toBeHidden();
    // It stays in view while the dishes scroll, with its way to the checkout.
    await page.getByRole("heading", { name: "Desserts", level: 3 }).scrollIntoViewIfNeeded();
    await expect(column.getByRole("link", { name: /Commander/ })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("panier-colonne.png") });
  });
});

test.describe("sur un téléphone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "le téléphone garde la barre et la feuille");

  test("pas de colonne : la barre du panier ouvre la feuille, comme avant", async ({ page }) => {
    await page.goto("/menu");
    await addLemonade(page);
    await expect(page.getByRole("complementary", { name: "Votre panier" })).toHaveCount(0);
    await page.getByTestId("cart-bar").click();
    const sheet = page.getByRole("dialog", { name: "Votre panier" });
    await expect(sheet.getByTestId("cart-line")).toContainText("Citronnade");
    await sheet.getByRole("button", { name: "Fermer le panier" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("cart-bar")).toBeVisible();
  });
});
