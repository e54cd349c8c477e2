import { expect, type Page } from "@playwright/test";

/** From the menu's cart bar, through the cart's "Commander" link, to the checkout's first step. */
export async function checkoutFromCart(page: Page) {
  await page.getByTestId("cart-bar").click();
  await page
    .getByRole("dialog", { name: "Votre panier" })
    .getByRole("link", { name: /Commander/ })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** The customer's details, valid, on the checkout's second step. */
export async function fillPersonal(page: Page) {
  await page.getByRole("textbox", { name: /^Prénom/ }).fill("Léa");
  await page.getByRole("textbox", { name: /^Nom/ }).fill("Martin");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("lea.martin@example.fr");
  await page.getByRole("textbox", { name: /^Téléphone/ }).fill("06 12 34 56 78");
}
