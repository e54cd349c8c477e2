import { expect, type Page } from "@playwright/test";
import { openCart } from "./open-cart.ts";

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
