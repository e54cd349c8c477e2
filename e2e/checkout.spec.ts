import {
  type APIRequestContext,
  expect,
  type Page,
  type Request,
  type TestInfo,
  test,
} from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { checkoutFromCart, fillPersonal } from "./checkout-steps.ts";
import { expectFirstLoadWithin } from "./first-load.ts";
import { openCart } from "./open-cart.ts";
import {
  type Choices,
  euros,
  lineTax,
  type Mode,
  offerApplies,
  parseCents,
  percentageDiscount,
  type Restaurant,
  readCoupon,
  readRestaurant,
  toCents,
  unitPrice,
  zoneDeliveryFee,
} from "./restaurant.ts";

/**
 * The checkout in real Chromium, against the real server on a fresh demo database. The shop's
 * clock starts on Tuesday 24 November 2026 at 12:00 in Paris (CLOCK_START in the config): lunch is
 * open, the evening menu opens at 18:00. The browser's own clock is left as it is: the pages run
 * the shop's clock on from the server's, so the slots they offer are the ones the server accepts.
 */

/** A dish these tests order, with the choice they pick in each of its named option groups. */
interface Dish {
  name: string;
  choices?: Choices;
}

const WRAP: Dish = { name: "Wrap Falafel & Feta", choices: [[/1 sauce au choix/, "Samouraï"]] };
const LEMONADE: Dish = { name: "Citronnade gingembre-piment" };
const BOWL_BASMATI: Dish = {
  name: "Bowl Poulet Coréen",
  choices: [
    [/Base du bowl/, "Riz basmati"],
    [/Niveau de piment/, "Relevé"],
  ],
};
const BOWL_QUINOA: Dish = {
  name: "Bowl Poulet Coréen",
  choices: [
    [/Base du bowl/, "Quinoa"],
    [/Niveau de piment/, "Doux"],
  ],
};
const EVENING_BURGER: Dish = { name: "Le Piment Rouge", choices: [[/Niveau de piment/, "Doux"]] };

/** One unit of the dish, with its choices, at the restaurant's price for the mode. */
function priceOf(restaurant: Restaurant, dish: Dish, mode: Mode): number {
  return unitPrice(restaurant.item(dish.name), mode, dish.choices);
}

/** Adds a dish through its product sheet, picking its choices. */
async function addDish(page: Page, request: APIRequestContext, { name, choices = [] }: Dish) {
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

function step(page: Page, title: string) {
  return page.getByRole("heading", { level: 1, name: title });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

/** Counts the order calls the page makes: placing (POST) and updating (PUT) orders. */
function orderCalls(page: Page) {
  const calls = { placed: 0, updated: 0 };
  page.on("request", (request: Request) => {
    if (!/\/v2\/public\/checkout\/?$/.test(new URL(request.url()).pathname)) return;
    if (request.method() === "POST") calls.placed += 1;
    if (request.method() === "PUT") calls.updated += 1;
  });
  return calls;
}

/** The order /success shows, read back from the API with the key the page kept. */
async function lastOrder(page: Page, request: APIRequestContext) {
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("last-order") ?? "null"));
  expect(kept).not.toBeNull();
  const response = await request.get(`/v2/public/checkout/orders/${kept.order_id}?local_id=${kept.local_id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).payload as {
    order_id: number;
    order_number: string;
    status: "pending" | "paid";
    is_pickup: boolean;
    payment_method: "cash" | "card";
    total: number;
    discount: number;
    amount_paid: number;
    amount_due: number;
    schedule: { delivery_time_range: string | null; label: string };
    items: { item_name: string; quantity: number; is_free: boolean }[];
  };
}

test("à emporter, en espèces : chaque étape, les erreurs en français, puis /success, même après rechargement", async ({
  page,
  request,
}, testInfo) => {
  await addDish(page, request, WRAP);
  await addDish(page, request, LEMONADE);
  const calls = orderCalls(page);

  // From the cart to the checkout.
  await checkoutFromCart(page);
  await expect(step(page, "Retrait ou livraison")).toBeVisible();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 1 sur 5");
  await shot(page, testInfo, "1-type");
  expect(await axeViolations(page)).toEqual([]);

  // Choosing the type moves on by itself.
  await page.getByRole("button", { name: /À emporter/ }).click();
  await expect(step(page, "Vos coordonnées")).toBeVisible();
  await expect(page.getByTestId("checkout-step")).toHaveText("Étape 2 sur 5");

  // Going on with empty fields: the alert, and each field says what is missing.
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByTestId("checkout-alert")).toContainText(
    "Veuillez remplir tous les champs obligatoires",
  );
  await expect(page.getByText("Le prénom est obligatoire")).toBeVisible();
  await expect(page.getByText("Le numéro de téléphone est obligatoire")).toBeVisible();
  // A field's error follows what is typed.
  const email = page.getByRole("textbox", { name: /^E-mail/ });
  await email.fill("lea.martin@");
  await expect(page.getByText("L'adresse e-mail n'est pas valide")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("autocomplete", "email");
  await expect(page.getByRole("textbox", { name: /^Téléphone/ })).toHaveAttribute("type", "tel");
  await fillPersonal(page);
  await expect(page.getByText("L'adresse e-mail n'est pas valide")).toHaveCount(0);
  await shot(page, testInfo, "2-coordonnees");
  await page.getByTestId("checkout-primary").click();

  // Pickup: the restaurant's address (in the page, not the footer's) and "as soon as possible".
  await expect(step(page, "Horaire du retrait")).toBeVisible();
  await expect(page.getByRole("main").getByText("52 Grande Rue de la Guillotière")).toBeVisible();
  // The time is the kitchen's quote once it has come (ADR 065), the rules' minimum until then.
  await expect(page.getByRole("radio", { name: /Dès que possible · (prête )?vers \d\d:\d\d/ })).toBeChecked();
  await shot(page, testInfo, "3-horaire");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("checkout-primary").click();

  await expect(step(page, "Paiement")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Espèces/ })).toBeChecked();
  await shot(page, testInfo, "4-paiement");
  await page.getByTestId("checkout-primary").click();

  await expect(step(page, "Confirmation")).toBeVisible();
  await expect(page.getByTestId("recap-lines")).toContainText("Wrap Falafel & Feta");
  await expect(page.getByTestId("recap-lines")).toContainText("Samouraï");
  await expect(page.getByText("En espèces, au retrait")).toBeVisible();
  // Pickup prices, the sauce's own price, no offer for such a cart: the total is their sum.
  const restaurant = await readRestaurant(request);
  const expected = priceOf(restaurant, WRAP, "pickup") + priceOf(restaurant, LEMONADE, "pickup");
  const total = parseCents(await page.getByTestId("recap-total").textContent());
  expect(total).toBe(expected);
  await shot(page, testInfo, "5-confirmation");
  await expect(page.getByTestId("checkout-primary")).toHaveText(`Commander · ${euros(total)}`);
  await page.getByTestId("checkout-primary").click();

  // The confirmation page, from the server's read-back.
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { name: "Merci Léa !" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/Votre commande n° \d+ est bien enregistrée/);
  await expect(page.getByTestId("order-payment-state")).toHaveText(`À régler au retrait : ${euros(total)}`);
  await expect(page.getByTestId("order-place")).toContainText("52 Grande Rue de la Guillotière");
  await expect(page.getByTestId("order-when")).toContainText("dès que possible");
  await expect(page.getByTestId("recap-lines")).toContainText("Citronnade gingembre-piment");
  await shot(page, testInfo, "6-succes");

  // The cart is empty, the checkout starts again at the type tab.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines)).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").tab)).toBe("type");

  // One order, placed once and updated once, pending cash.
  expect(calls).toEqual({ placed: 1, updated: 1 });
  const order = await lastOrder(page, request);
  expect(order).toMatchObject({ status: "pending", is_pickup: true, payment_method: "cash" });
  expect(order.total).toBe(total / 100);
  expect(order.amount_due).toBe(total / 100);
  expect(number).toContain(order.order_number);

  // A reload shows the same order.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Merci Léa !" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByTestId("order-total")).toHaveText(euros(total));
  expect(await axeViolations(page)).toEqual([]);
});

test("livraison, carte en mode démo et code PIMENT20 : payée par carte", async ({
  page,
  request,
}, testInfo) => {
  await addDish(page, request, BOWL_BASMATI);
  await addDish(page, request, LEMONADE);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Vous avez un code promo ?" }).click();
  await cart.getByRole("textbox", { name: "Code promo" }).fill("PIMENT20");
  await cart.getByRole("button", { name: "Appliquer" }).click();
  await expect(cart.getByTestId("coupon-state")).toHaveAttribute("data-state", "valid");
  const calls = orderCalls(page);
  await cart.getByRole("link", { name: /Commander/ }).click();

  await page.getByRole("button", { name: /Livraison/ }).click();
  await expect(step(page, "Vos coordonnées")).toBeVisible();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();

  // The delivery address, typed in: checked by the server's distance call when leaving the tab.
  await expect(step(page, "Livraison")).toBeVisible();
  await page.getByRole("textbox", { name: /^Adresse/ }).fill("12 Rue de Marseille");
  await page.getByRole("textbox", { name: /^Code postal/ }).fill("69007");
  await expect(page.getByRole("textbox", { name: /^Code postal/ })).toHaveAttribute("inputmode", "numeric");
  await page.getByRole("textbox", { name: /^Ville/ }).fill("Lyon");
  await shot(page, testInfo, "3-livraison");
  await page.getByTestId("checkout-primary").click();

  // Card, "mode démo": the test cards are listed; one fills the number.
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByText("Carte bancaire", { exact: true }).click();
  const demo = page.getByTestId("demo-card");
  await expect(demo).toContainText("Mode démo");
  await expect(demo).toContainText("4000 0000 0000 0002");
  await expect(demo).toContainText("4000 0027 6000 3184");
  await demo.getByRole("button", { name: "Utiliser la carte 4242 4242 4242 4242" }).click();
  await expect(page.getByRole("textbox", { name: /^Numéro de carte/ })).toHaveValue("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiration/ }).fill("1230");
  await expect(page.getByRole("textbox", { name: /^Expiration/ })).toHaveValue("12/30");
  await page.getByRole("textbox", { name: /^Code de sécurité/ }).fill("123");
  await shot(page, testInfo, "4-carte-demo");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("checkout-primary").click();

  await expect(step(page, "Confirmation")).toBeVisible();
  await expect(page.getByText("12 Rue de Marseille, 69007 Lyon")).toBeVisible();
  await expect(page.getByTestId("recap-totals")).toContainText("Code PIMENT20");
  const subtotal = parseCents(await page.getByTestId("recap-subtotal").textContent());
  const discount = parseCents(await page.getByTestId("recap-discount").textContent());
  const total = parseCents(await page.getByTestId("recap-total").textContent());
  // Delivery prices; the coupon's percentage of each line; the 69007 zone's fee, plus its flat
  // charge below the zone's minimum order, or "Offerte" from the free-delivery offer's minimum.
  const restaurant = await readRestaurant(request);
  const bowl = priceOf(restaurant, BOWL_BASMATI, "delivery");
  const lemonade = priceOf(restaurant, LEMONADE, "delivery");
  const coupon = await readCoupon(request, "PIMENT20");
  expect(coupon.type).toBe("percentage");
  expect(subtotal).toBe(bowl + lemonade);
  expect(discount).toBe(percentageDiscount([bowl, lemonade], coupon.value));
  const freeDelivery = offerApplies(restaurant.offer("free_delivery"), "delivery", subtotal);
  const delivery = zoneDeliveryFee(restaurant.zone("69007"), subtotal, freeDelivery);
  // The amount is followed by its words for screen readers ("1,50 euro"): contained, not equal.
  await expect(page.getByTestId("recap-delivery")).toContainText(freeDelivery ? "Offerte" : euros(delivery));
  expect(total).toBe(subtotal - discount + delivery);
  await shot(page, testInfo, "5-confirmation-carte");
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByTestId("checkout-primary")).toHaveText(/^Payer \d+,\d\d/);
  await page.getByTestId("checkout-primary").click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId("order-payment-state")).toHaveText("Payée par carte");
  await expect(page.getByTestId("order-place")).toContainText("12 Rue de Marseille");
  await shot(page, testInfo, "6-succes-carte");
  expect(calls).toEqual({ placed: 1, updated: 1 });
  const order = await lastOrder(page, request);
  expect(order).toMatchObject({ status: "paid", is_pickup: false, payment_method: "card", amount_due: 0 });
  expect(Math.round(order.total * 100)).toBe(total);
  expect(Math.round(order.discount * 100)).toBe(discount);
});

test("une carte refusée, une validation bancaire refusée, puis acceptée : une seule commande, payée", async ({
  page,
  request,
}, testInfo) => {
  await addDish(page, request, LEMONADE);
  const calls = orderCalls(page);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Horaire du retrait")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByText("Carte bancaire", { exact: true }).click();
  const number = page.getByRole("textbox", { name: /^Numéro de carte/ });
  await number.fill("4000 0000 0000 0002");
  await page.getByRole("textbox", { name: /^Expiration/ }).fill("12/30");
  await page.getByRole("textbox", { name: /^Code de sécurité/ }).fill("123");
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Confirmation")).toBeVisible();
  await page.getByTestId("checkout-primary").click();

  // Declined: the alert, back on the payment tab, the cart kept.
  const alert = page.getByTestId("checkout-alert");
  await expect(alert).toContainText("Le paiement a échoué, merci de réessayer.");
  await expect(alert).toContainText("Votre carte a été refusée");
  await expect(step(page, "Paiement")).toBeVisible();
  await shot(page, testInfo, "paiement-refuse");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines.length)).toBe(1);

  // The card that needs the bank's second step: refused in the dialog.
  await number.fill("4000 0027 6000 3184");
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Confirmation")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  const dialog = page.getByRole("dialog", { name: "Validation par votre banque" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Mode démo");
  await shot(page, testInfo, "validation-bancaire");
  await dialog.getByRole("button", { name: "Refuser" }).click();
  await expect(alert).toContainText("Le paiement a échoué, merci de réessayer.");
  await expect(alert).toContainText("La validation du paiement a été refusée");

  // Again, approved this time.
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Confirmation")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Valider le paiement" }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId("order-payment-state")).toHaveText("Payée par carte");

  // The order was placed once; each attempt paid that same order.
  expect(calls).toEqual({ placed: 1, updated: 1 });
  const order = await lastOrder(page, request);
  expect(order).toMatchObject({ status: "paid", payment_method: "card", amount_due: 0 });
  expect(order.amount_paid).toBe(priceOf(await readRestaurant(request), LEMONADE, "pickup") / 100);
});

test("un créneau où la carte du soir est fermée : l'alerte nomme l'article et la commande reste à l'étape livraison", async ({
  page,
  request,
}, testInfo) => {
  await addDish(page, request, EVENING_BURGER);
  await addDish(page, request, LEMONADE);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Horaire du retrait")).toBeVisible();

  // Not "as soon as possible": the evening menu is closed at lunch time.
  await expect(page.getByRole("radio", { name: /Dès que possible/ })).toBeDisabled();
  await expect(
    page.getByText("Pas tout de suite pour : Le Piment Rouge. Choisissez un créneau."),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: "Choisir un créneau" })).toBeChecked();

  // Today at 13:00: lunch time, the evening burger cannot be had.
  await expect(page.getByRole("combobox", { name: "Jour" })).toHaveValue("2026-11-24");
  await page.getByRole("combobox", { name: "Créneau" }).selectOption("13:00");
  await page.getByTestId("checkout-primary").click();
  const alert = page.getByTestId("checkout-alert");
  await expect(alert).toContainText(
    "Les articles suivants de votre panier ne sont pas disponibles à l'heure choisie : Le Piment Rouge.",
  );
  await expect(alert).not.toContainText("Citronnade");
  await expect(step(page, "Horaire du retrait")).toBeVisible();
  await shot(page, testInfo, "creneau-indisponible");

  // 19:00: both menus are open; the order goes through for that slot.
  await page.getByRole("combobox", { name: "Créneau" }).selectOption("19:00");
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByText("Aujourd'hui, 19:00")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  const order = await lastOrder(page, request);
  expect(order.schedule.delivery_time_range).toBe("19:00");
  await expect(page.getByTestId("order-when")).toHaveText(order.schedule.label);
});

test("une livraison qui atteint le minimum des offres, par carte : livraison et article offerts dès le panier, la carte débitée de ce total", async ({
  page,
  request,
}) => {
  // A bowl and a lemonade at delivery prices, as many times as it takes to reach the minimums of
  // both automatic offers: the free delivery and the free item.
  const restaurant = await readRestaurant(request);
  const freeDelivery = restaurant.offer("free_delivery");
  const freeItem = restaurant.offer("free_item");
  // The item a free-item offer gives is the first it targets.
  const gift = restaurant.itemById(freeItem.items[0] ?? 0)?.item_name ?? "";
  expect(gift).not.toBe("");
  const pair = priceOf(restaurant, BOWL_QUINOA, "delivery") + priceOf(restaurant, LEMONADE, "delivery");
  const minimum = Math.max(toCents(freeDelivery.minimum_amount), toCents(freeItem.minimum_amount));
  const pairs = Math.max(1, Math.ceil(minimum / pair));
  for (let added = 0; added < pairs; added += 1) {
    await addDish(page, request, BOWL_QUINOA);
    await addDish(page, request, LEMONADE);
  }
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Livraison/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await page.getByRole("textbox", { name: /^Adresse/ }).fill("12 Rue de Marseille");
  await page.getByRole("textbox", { name: /^Code postal/ }).fill("69007");
  await page.getByRole("textbox", { name: /^Ville/ }).fill("Lyon");
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByText("Carte bancaire", { exact: true }).click();
  await page.getByRole("textbox", { name: /^Numéro de carte/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiration/ }).fill("12/30");
  await page.getByRole("textbox", { name: /^Code de sécurité/ }).fill("123");
  await page.getByTestId("checkout-primary").click();
  // The automatic free delivery and free item are already in the page's figures: the total is
  // the dishes alone, the order goes through at once, the card charged that very total.
  await expect(step(page, "Confirmation")).toBeVisible();
  await expect(page.getByTestId("recap-delivery")).toHaveText("Offerte");
  await expect(page.getByTestId("recap-lines")).toContainText(gift);
  const total = pairs * pair;
  await expect(page.getByTestId("recap-total")).toHaveText(euros(total));
  const calls = orderCalls(page);
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId("order-payment-state")).toHaveText("Payée par carte");
  const order = await lastOrder(page, request);
  expect(order).toMatchObject({ status: "paid", is_pickup: false, amount_due: 0 });
  expect(calls).toEqual({ placed: 1, updated: 1 });
  expect(order.amount_paid).toBe(order.total);
  expect(order.total).toBe(total / 100);
  expect(order.items.filter((item) => item.is_free).map((item) => item.item_name)).toEqual([gift]);
});

test("un total refusé par le serveur : le panier repris au prix du restaurant, puis la commande passe", async ({
  page,
  request,
}) => {
  await addDish(page, request, LEMONADE);
  // The lemonade's pickup price and the tax it holds at its own rate (or adds, were prices
  // before tax).
  const restaurant = await readRestaurant(request);
  const price = priceOf(restaurant, LEMONADE, "pickup");
  const taxMode = restaurant.taxMode();
  const tax = lineTax(price, restaurant.item(LEMONADE.name).item_price.tax_rate, taxMode);
  const total = taxMode === "exclusive" ? price + tax : price;
  await page.goto("/checkout");
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Horaire du retrait")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Paiement")).toBeVisible();
  await page.getByTestId("checkout-primary").click();
  await expect(step(page, "Confirmation")).toBeVisible();

  // The first order leaves with figures the server does not agree with (a tax one cent off, as
  // a page priced with other rules would send): the real server answers price_changed.
  const sentTotals: number[] = [];
  let tampered = false;
  await page.route("**/v2/public/checkout/", async (route) => {
    const sent = route.request();
    if (sent.method() !== "POST") return route.fallback();
    const body = sent.postDataJSON();
    sentTotals.push(body.tax);
    if (tampered) return route.fallback();
    tampered = true;
    await route.fallback({ postData: JSON.stringify({ ...body, tax: body.tax + 0.01 }) });
  });
  await page.getByTestId("checkout-primary").click();
  const notice = page.getByTestId("price-changed");
  await expect(notice).toContainText("Le total a changé");
  await expect(notice).toContainText("Vérifiez le nouveau total");
  await expect(page.getByTestId("recap-total")).toHaveText(euros(total));
  await expect(page).toHaveURL(/\/checkout$/);

  // Confirmed again: the figures the server gave go with the order, which is stored.
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);
  expect(sentTotals).toEqual([tax / 100, tax / 100]);
  const order = await lastOrder(page, request);
  expect(order.total).toBe(total / 100);
});

test("la page de commande : au plus 150 Ko de JavaScript au premier chargement, Stripe jamais hors de l'étape paiement, noindex", async ({
  page,
  request,
}) => {
  const stripe: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("stripe")) stripe.push(sent.url());
  });
  await addDish(page, request, LEMONADE);
  const html = await (await request.get("/checkout")).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  await expectFirstLoadWithin(request, "/checkout", 150);

  await page.goto("/checkout");
  await expect(step(page, "Retrait ou livraison")).toBeVisible();
  await page.goto("/success");
  expect((await (await request.get("/success")).text()).includes('content="noindex, nofollow"')).toBe(true);
  // The same pages under /fr, as every route.
  expect((await request.get("/fr/checkout")).status()).toBe(200);
  expect((await request.get("/fr/success")).status()).toBe(200);
  expect(stripe).toEqual([]);
});
