import { expect, type Locator, type Page } from "@playwright/test";

/** From this width the menu keeps the cart open in a column (Tailwind's `lg`, menu.tsx). */
const CART_COLUMN_FROM = 1024;

export function hasCartColumn(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= CART_COLUMN_FROM;
}

/**
 * The cart as the customer reaches it on the menu: the column beside the dishes on a wide screen,
 * else the sheet the cart bar opens. The same contents and actions either way.
 */
export async function openCart(page: Page): Promise<Locator> {
  if (hasCartColumn(page)) {
    const column = page.getByRole("complementary", { name: "Votre panier" });
    await expect(column).toBeVisible();
    return column;
  }
  await page.getByTestId("cart-bar").click();
  const sheet = page.getByRole("dialog", { name: "Votre panier" });
  await expect(sheet).toBeVisible();
  return sheet;
}
