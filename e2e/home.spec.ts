import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { euros, type Item, type Restaurant, readRestaurant, unitPrice } from "./restaurant.ts";

/** How many best sellers the home page asks the API for (routes/home.tsx). */
const POPULAR_LIMIT = 12;

/**
 * The dishes the home page should show as the most ordered: the API's best sellers, in its order,
 * as the menus describe them, leaving out those that cannot be ordered today.
 */
async function expectedPopular(request: APIRequestContext, restaurant: Restaurant): Promise<Item[]> {
  const response = await request.get(`/v2/recommendations/popular?limit=${POPULAR_LIMIT}`);
  expect(response.status()).toBe(200);
  const { payload } = (await response.json()) as { payload: { popular: { itemId: number }[] } };
  return payload.popular
    .map(({ itemId }) => restaurant.itemById(itemId))
    .filter((item): item is Item => item?.item_is_available === true)
    .slice(0, POPULAR_LIMIT);
}

test("l'accueil présente le restaurant, ses plats les plus commandés, ses cartes et son adresse, et mène à la carte", async ({
  page,
  request,
}, testInfo) => {
  // What the page should say, read from the API rather than copied from the demo's data.
  const restaurant = await readRestaurant(request);
  const name = restaurant.text("contacts.name");
  expect(name).not.toBe("");
  const popular = await expectedPopular(request, restaurant);

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  expect(await page.title()).toContain(name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    restaurant.text("site.description"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // The best sellers, in the API's order, each with its pickup price and a link to its sheet. With
  // no best seller yet, the section is left out rather than shown empty.
  const popularSection = page.getByRole("region", { name: "Les plus commandés" });
  if (popular.length === 0) {
    await expect(popularSection).toHaveCount(0);
  } else {
    const cards = popularSection.getByRole("listitem");
    await expect(cards).toHaveCount(popular.length);
    for (const [index, item] of popular.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(item.item_name);
      await expect(card).toContainText(euros(unitPrice(item, "pickup")));
      await expect(card.getByRole("link")).toHaveAttribute("href", `/menu?product=${item.item_id}`);
    }
  }

  // Every menu, in order, with its description, and its categories, each a link to its place on the menu.
  const menus = page
    .getByRole("region", { name: "La carte" })
    .getByRole("list")
    .first()
    .locator(":scope > li");
  await expect(menus).toHaveCount(restaurant.menus.length);
  for (const [index, menu] of restaurant.menus.entries()) {
    await expect(menus.nth(index).getByRole("heading", { level: 3 })).toHaveText(menu.menu_name);
    await expect(menus.nth(index)).toContainText(menu.menu_description);
    await expect(menus.nth(index).getByRole("link")).toHaveText(
      menu.categories.map((category) => category.category_name),
    );
  }

  // Where to find the restaurant, and its number to call.
  const address = page.locator("address");
  await expect(address).toContainText(restaurant.text("contacts.address"));
  await expect(address).toContainText(
    `${restaurant.text("contacts.postal_code")} ${restaurant.text("contacts.city")}`,
  );
  const phone = restaurant.text("contacts.phone");
  await expect(address.getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${phone.replaceAll(" ", "")}`,
  );

  expect(await axeViolations(page)).toEqual([]);

  if (testInfo.project.name === "ordinateur") {
    await page.screenshot({ path: testInfo.outputPath("accueil-ordinateur.png") });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("accueil-telephone.png") });

  // The one call to action leads to the menu.
  await page.getByRole("link", { name: "Voir la carte et commander" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "La carte" })).toBeAttached();
});
