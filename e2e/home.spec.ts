import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { hasCartColumn } from "./open-cart.ts";
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
      // The whole name, never cut (ADR 057): the card's link is named by it.
      const link = card.getByRole("link", { name: item.item_name, exact: true });
      await expect(link).toHaveAttribute("href", `/menu?product=${item.item_id}`);
      const fits = (element: unknown) => {
        // The project compiles without the DOM library: the two sizes read, typed here.
        const { scrollHeight, clientHeight } = element as { scrollHeight: number; clientHeight: number };
        return scrollHeight <= clientHeight + 1;
      };
      expect(await link.evaluate(fits)).toBe(true);
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

test("sur un téléphone, les plats et l'appel à commander passent avant les horaires, à un geste", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const top = async (name: string) =>
    (await page.getByRole("heading", { name, exact: true, level: 2 }).boundingBox())?.y ?? 0;
  const hoursTop = await top("Horaires");
  expect(await top("La carte")).toBeLessThan(hoursTop);
  const popular = page.getByRole("region", { name: "Les plus commandés" });
  if ((await popular.count()) > 0) expect(await top("Les plus commandés")).toBeLessThan(hoursTop);
  // The call to action on the first screen, the hours one tap away.
  await expect(page.getByRole("link", { name: "Voir la carte et commander" })).toBeInViewport();
  await page.getByRole("link", { name: "Voir les horaires" }).click();
  await expect(page.getByRole("heading", { name: "Horaires", exact: true })).toBeInViewport();
});

test("un des plus commandés s'ajoute au panier depuis l'accueil, et le panier s'ouvre sur la carte", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const popular = page.getByRole("region", { name: "Les plus commandés" });
  // A dish without a required choice has its "+" as a button; one with a choice, a link to its sheet.
  const add = popular.getByRole("button", { name: /^Ajouter .+ au panier$/ }).first();
  const label = (await add.getAttribute("aria-label")) ?? "";
  const name = label.replace(/^Ajouter /, "").replace(/ au panier$/, "");
  expect(name).not.toBe("");
  const options = popular.getByRole("link", { name: /^Choisir les options de / });
  for (const link of await options.all()) await expect(link).toHaveAttribute("href", /\/menu\?product=\d+$/);

  // The page is interactive once its ordering piece has arrived (nothing else is fetched then).
  await page.waitForLoadState("networkidle");
  await add.click();
  const bar = page.getByTestId("cart-bar");
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1 article");
  await expect(page.getByRole("status").filter({ hasText: name })).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath(`accueil-ajout-${testInfo.project.name}.png`) });

  await bar.click();
  await expect(page).toHaveURL(/\/menu$/);
  // The cart is open there: the sheet on a phone, the column on a wide screen.
  const cart = page.getByRole(hasCartColumn(page) ? "complementary" : "dialog", { name: "Votre panier" });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId("cart-line")).toContainText(name);
});
