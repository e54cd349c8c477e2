import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { openCart } from "./open-cart.ts";
import { readRestaurant } from "./restaurant.ts";

/** From the menu's cart (its bar and sheet, or its column), through "Commander", to the checkout's first step. */
export async function checkoutFromCart(page: Page) {
  const cart = await openCart(page);
  await cart.getByRole("link", { name: /Commander/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** The customer's details, valid, on the checkout's second step. */
export async function fillPersonal(page: Page) {
  await page.getByRole("textbox", { name: /^Prénom/ }).fill("Léa");
  await page.getByRole("textbox", { name: /^Nom/ }).fill("Martin");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("lea.martin@example.fr");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("06 12 34 56 78");
}

/**
 * A drink (no choice to make) ordered to take away, cash, as soon as possible, through the five
 * steps: the page back on /success, and the order's number as it says it ("n° 12").
 */
export async function orderADrinkToTakeAway(
  page: Page,
  request: APIRequestContext,
  drink: string,
): Promise<string> {
  const restaurant = await readRestaurant(request);
  await page.goto(`/menu?product=${restaurant.item(drink).item_id}`);
  const sheet = page.getByRole("dialog", { name: drink });
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
  await checkoutFromCart(page);
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Horaire du retrait" })).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("radio", { name: /Espèces/ })).toBeChecked();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation" })).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  const number = /n° \d+/.exec((await page.getByTestId("order-number").textContent()) ?? "")?.[0] ?? "";
  expect(number).toMatch(/^n° \d+$/);
  return number;
}
