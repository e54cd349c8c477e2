import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { fillPersonal } from "./checkout-steps.ts";
import { openCart } from "./open-cart.ts";
import { readRestaurant } from "./restaurant.ts";
import { setPause, staffToken } from "./staff.ts";

/**
 * Money the customer understands before paying (ADR 058): what the cart suggests, what the product
 * sheet says, what delivery costs and where it is said, a pause told before the checkout, and the
 * checkout's own frame (compact footer, the cards' marks). The shop's clock starts on Tuesday
 * 24 November 2026 at 12:00 in Paris: lunch is open, the evening menu ("Soir") opens at 18:00.
 */

const WRAP = "Wrap Falafel & Feta";
const BOWL = "Bowl Poulet Coréen";
const COLA = "Cola 33 cl";

/** 69007, the demo's cheapest zone: 1,50 € of delivery, 2,50 € more below 15,00 €. */
const LYON_7 = {
  distance: 1.2,
  duration: 6,
  unit: "km",
  delivery_cost: 1.5,
  formatted_address: "12 Rue de Marseille, 69007 Lyon",
  address: "12 Rue de Marseille",
  address2: "",
  city: "Lyon",
  state: "",
  postal_code: "69007",
  country: "France",
  lat: 45.75,
  lng: 4.84,
};

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Opens the dish's sheet by its address and adds it, with the first choice of each required group. */
async function addDish(
  page: Page,
  request: APIRequestContext,
  name: string,
  choices: [RegExp, string][] = [],
) {
  const restaurant = await readRestaurant(request);
  await page.goto(`/menu?product=${restaurant.item(name).item_id}`);
  const sheet = page.getByRole("dialog", { name });
  await expect(sheet).toBeVisible();
  for (const [group, choice] of choices) {
    await sheet.getByRole("group", { name: group }).getByText(choice, { exact: true }).click();
  }
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
}

/** The delivery address chosen before the page loads, as the address search would keep it. */
async function deliverToLyon7(page: Page) {
  await page.addInitScript((distance) => {
    localStorage.setItem("location", JSON.stringify({ mode: "delivery", _distance: distance }));
  }, LYON_7);
}

test("le panier ne suggère que des plats de menus ouverts à l'heure de la commande", async ({
  page,
  request,
}) => {
  const restaurant = await readRestaurant(request);
  const evening = restaurant.menus.find((menu) => menu.menu_name === "Soir");
  if (!evening) throw new Error("la démo n'a plus de menu du soir");
  const eveningNames = new Set(
    evening.categories.flatMap((category) => category.items.map((item) => item.item_name)),
  );
  const wrap = restaurant.item(WRAP);
  // The server ranks every dish of a menu that opens some day: the evening's are among them.
  const ranked = await request.post("/v2/recommendations", {
    data: { cartItems: [wrap.item_id], maxRecommendations: 12 },
  });
  const rankedIds = ((await ranked.json()).payload.recommendations as { itemId: number }[]).map(
    ({ itemId }) => itemId,
  );
  const rankedNames = rankedIds.map((id) => restaurant.itemById(id)?.item_name ?? "");
  expect(rankedNames.some((name) => eveningNames.has(name))).toBe(true);

  await addDish(page, request, WRAP, [[/1 sauce au choix/, "Samouraï"]]);
  const cart = await openCart(page);
  const section = cart.getByRole("region", { name: "Vous aimerez aussi" });
  await expect(section.getByRole("listitem").first()).toBeVisible();
  const suggested = await section.getByRole("listitem").locator("p").allTextContents();
  expect(suggested.length).toBeGreaterThan(0);
  // At 12:00 the evening menu is closed: none of its dishes is suggested for "as soon as possible".
  expect(suggested.filter((name) => eveningNames.has(name))).toEqual([]);
});

test("la fiche produit ne montre aucune erreur avant d'être touchée, puis dit ce qui manque après un essai", async ({
  page,
  request,
}, testInfo) => {
  const bowl = (await readRestaurant(request)).item(BOWL);
  await page.goto(`/menu?product=${bowl.item_id}`);
  const sheet = page.getByRole("dialog", { name: BOWL });
  await expect(sheet).toBeVisible();
  const add = sheet.getByRole("button", { name: /^Ajouter ·/ });
  await expect(sheet.getByTestId("product-reason")).toHaveCount(0);
  await expect(add).toHaveAttribute("aria-disabled", "false");
  await expect(sheet.getByPlaceholder("Une allergie, une préférence…")).toBeVisible();
  await shot(page, testInfo, "fiche-intacte");
  expect(await axeViolations(page)).toEqual([]);

  await add.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId("product-reason")).toContainText("choisissez au moins 1 option");
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await shot(page, testInfo, "fiche-apres-essai");
  expect(await axeViolations(page)).toEqual([]);
});

test("en livraison : ce qui change est dit au choix du mode, le panier nomme les frais et le supplément, l'étape 1 dit la même somme", async ({
  page,
  request,
}, testInfo) => {
  await deliverToLyon7(page);
  await page.goto("/menu");
  await expect(page.getByTestId("mode-summary")).toHaveText("Livraison : 12 Rue de Marseille, 69007 Lyon");
  await expect(page.getByTestId("delivery-terms")).toHaveText(
    "Frais de livraison : 1,50 €, plus 2,50 € de supplément sous 15,00 € de commande.",
  );
  await addDish(page, request, COLA);
  const cart = await openCart(page);
  // A cola is below the zone's minimum: the fee and the supplement, each on its named line.
  await expect(cart.getByTestId("cart-totals")).toContainText("Frais de livraison");
  await expect(cart.getByTestId("cart-delivery")).toHaveText("1,50 €");
  await expect(cart.getByTestId("cart-small-order")).toContainText("Supplément petite commande");
  await expect(cart.getByTestId("cart-small-order")).toContainText("Commande de moins de 15,00 €");
  await expect(cart.getByTestId("cart-small-order-charge")).toHaveText("2,50 €");
  await shot(page, testInfo, "panier-livraison");
  expect(await axeViolations(page)).toEqual([]);

  await cart.getByRole("link", { name: /Commander/ }).click();
  await expect(page.getByRole("button", { name: /Livraison/ })).toContainText(
    "frais de livraison 1,50 € + supplément petite commande 2,50 €",
  );
  await shot(page, testInfo, "etape-1-livraison");
  expect(await axeViolations(page)).toEqual([]);
});

test("une pause arrête le client avant le paiement : le bouton du panier et la première étape disent jusqu'à quand et pourquoi", async ({
  page,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  await addDish(page, request, COLA);
  // The shop's clock starts on Tuesday 12:00 in Paris: a pause until 13:45 there.
  const until = "2026-11-24T12:45:00Z";
  try {
    await setPause(request, token, { scope: "ordering", until, reason: "Coupure de gaz" });
    await page.goto("/menu");
    const cart = await openCart(page);
    const notice = cart.getByTestId("cart-pause");
    await expect(notice).toHaveText("Les commandes sont en pause jusqu'à 13:45. Coupure de gaz.");
    await expect(cart.getByRole("button", { name: /Commandes en pause/ })).toBeDisabled();
    await expect(cart.getByRole("link", { name: /Commander/ })).toHaveCount(0);
    await shot(page, testInfo, "panier-en-pause");
    expect(await axeViolations(page)).toEqual([]);

    // A customer who reaches the checkout all the same is stopped at its first step.
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-paused")).toHaveText(
      "Les commandes sont en pause jusqu'à 13:45. Coupure de gaz.",
    );
    await expect(page.getByRole("button", { name: /À emporter/ })).toBeDisabled();
    await shot(page, testInfo, "etape-1-en-pause");
    expect(await axeViolations(page)).toEqual([]);

    // Delivery alone paused: the delivery card says so; pickup goes on.
    await setPause(request, token, { scope: "ordering", until: null });
    await setPause(request, token, { scope: "delivery", until, reason: "Orage sur Lyon" });
    await page.reload();
    const deliveryCard = page.getByRole("button", { name: /^Livraison/ });
    await expect(deliveryCard).toContainText(
      "La livraison est en pause jusqu'à 13:45 : vous pouvez commander à emporter. Orage sur Lyon.",
    );
    await expect(deliveryCard).toBeDisabled();
    await expect(page.getByRole("button", { name: /À emporter/ })).toBeEnabled();
    await expect(page.getByTestId("checkout-paused")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await setPause(request, token, { scope: "ordering", until: null });
    await setPause(request, token, { scope: "delivery", until: null });
  }
});

test("le tunnel : chaque étape sur téléphone, un pied de page réduit aux liens légaux, les cartes acceptées au paiement", async ({
  page,
  request,
}, testInfo) => {
  await addDish(page, request, WRAP, [[/1 sauce au choix/, "Samouraï"]]);
  await addDish(page, request, COLA);
  await page.goto("/menu");
  const cart = await openCart(page);
  await shot(page, testInfo, "panier");
  expect(await axeViolations(page)).toEqual([]);

  await cart.getByRole("link", { name: /Commander/ }).click();
  const footer = page.getByTestId("compact-footer");
  await expect(footer).toBeAttached();
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toBeAttached();
  await expect(footer.getByRole("link", { name: "Conditions générales de vente" })).toBeAttached();
  // No marketing: neither the restaurant's pages nor its networks.
  await expect(footer.getByRole("link", { name: "La carte" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Notre histoire/ })).toHaveCount(0);
  await shot(page, testInfo, "etape-1");

  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 2 sur 5");
  await fillPersonal(page);
  await shot(page, testInfo, "etape-2");
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 3 sur 5");
  await shot(page, testInfo, "etape-3");
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 4 sur 5");
  const marks = page.getByTestId("card-marks");
  await expect(marks.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(marks.getByRole("img", { name: "Mastercard" })).toBeVisible();
  await expect(marks.getByRole("img", { name: "Carte Bancaire (CB)" })).toBeVisible();
  await shot(page, testInfo, "etape-4-paiement");
  await page.getByText("Carte bancaire", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Carte bancaire/ })).toBeChecked();
  await shot(page, testInfo, "etape-4-paiement-carte");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByText("Espèces", { exact: true }).click();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 5 sur 5");
  await expect(page.getByTestId("recap-lines")).toContainText(WRAP);
  await shot(page, testInfo, "etape-5-confirmation");
  await footer.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "pied-de-page-reduit");
  expect(await axeViolations(page)).toEqual([]);
});
