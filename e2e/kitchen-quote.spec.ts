import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { cashPickupOrder, placeAtServerPrice, TIME_ZONE } from "./board-orders.ts";
import { checkoutFromCart, fillPersonal } from "./checkout-steps.ts";
import { readRestaurant } from "./restaurant.ts";
import { draftThings, staffToken } from "./staff.ts";

/**
 * The kitchen's honest times at the checkout (ADR 061, 065), in real Chromium against the real
 * server: with a small capacity (30 minutes of work per quarter hour, 15 for a drink), the slots
 * that orders placed elsewhere fill turn "complet" on the customer's open page, "dès que possible"
 * moves later as the kitchen's work grows and with a "coup de feu", and an order refused at
 * "Commander" because its window filled meanwhile goes back to "Quand ?" with the slot marked.
 *
 * The two projects share one server: each test fills the last slots of the day the page shows free,
 * away from the windows "dès que possible" lands in (a full one would move it to the next with
 * room), and the orders placed are cancelled at the end, which gives their work back.
 */

const DRINK = "Citronnade gingembre-piment";
/** The drinks' category, in the catalogue's draft. */
const DRINKS = "category:boissons";
const CAPACITY = "settings:capacity";
const ALL_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

test.describe.configure({ mode: "serial" });

async function ownerHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request)}` };
}

/** Saves a thing of the draft (made when it does not exist yet), as the editor does. */
async function saveThing(
  request: APIRequestContext,
  ref: string,
  change: (value: Record<string, unknown>) => Record<string, unknown>,
) {
  const thing = (await draftThings(request)).find((candidate) => candidate.ref === ref);
  const saved = await request.put(`/v2/staff/catalogue/draft/things/${ref}`, {
    headers: await ownerHeaders(request),
    data: { revision: thing?.revision ?? null, value: change(thing?.value ?? {}) },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

/** Publishes the draft; a draft the other project already published has nothing new. */
async function publish(request: APIRequestContext) {
  const published = await request.post("/v2/staff/catalogue/publish", {
    headers: await ownerHeaders(request),
    data: { confirm_warnings: true },
  });
  if (published.status() !== 201) {
    expect(published.status(), await published.text()).toBe(409);
    expect(((await published.json()) as { code: string }).code).toBe("nothing_to_publish");
  }
}

/** The drinks' make time and the kitchen's capacity every day, published (null: none, as the demo ships). */
async function setKitchen(
  request: APIRequestContext,
  kitchen: { makeTime: { first: number; extra: number }; capacity: number } | null,
) {
  await saveThing(request, DRINKS, (value) => ({ ...value, make_time: kitchen?.makeTime ?? null }));
  await saveThing(request, CAPACITY, (value) => ({
    ...value,
    "capacity.ranges": kitchen
      ? [{ days: ALL_DAYS, from: "00:00", to: "23:59", minutes: kitchen.capacity }]
      : [],
  }));
  await publish(request);
}

/** The shop's "now", as the board reads it with the kitchen's load. */
async function shopNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get("/v2/staff/kitchen/load", { headers: await ownerHeaders(request) });
  expect(answer.status(), await answer.text()).toBe(200);
  return new Date(((await answer.json()) as { payload: { now: string } }).payload.now);
}

/** A "coup de feu" from the board; `until` null ends it. */
async function setRush(request: APIRequestContext, extraMinutes: number, until: string | null) {
  const answer = await request.put("/v2/staff/kitchen/rush", {
    headers: await ownerHeaders(request),
    data: { extra_minutes: extraMinutes, close: false, until },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The orders these tests placed: cancelled at the end, so that no other test meets their load. */
const placedOrders: number[] = [];

/**
 * A cash pickup order of `quantity` drinks for a slot of today (null: as soon as possible), placed
 * through the checkout API as the storefront does: a first try without figures prices it (409),
 * then the order at those figures. Gives the answer's status and code, and the order's id.
 */
async function placeDrinks(
  request: APIRequestContext,
  { slot, quantity }: { slot: string | null; quantity: number },
): Promise<{ status: number; code: string | null; id: number | null }> {
  const drink = (await readRestaurant(request)).item(DRINK);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(await shopNow(request));
  const answer = await placeAtServerPrice(
    request,
    cashPickupOrder({
      items: [{ item_id: drink.item_id, quantity }],
      customer: { first_name: "Karim", last_name: "Benali", email: "karim.benali@example.fr" },
      date: today,
      slot,
    }),
  );
  if (answer.id !== null) placedOrders.push(answer.id);
  return answer;
}

/** Fills a slot of today: one-drink orders until the kitchen says it is full (409 kitchen_full). */
async function fillSlot(request: APIRequestContext, slot: string) {
  for (let tries = 0; tries < 5; tries += 1) {
    const answer = await placeDrinks(request, { slot, quantity: 1 });
    if (answer.status === 409) {
      expect(answer.code).toBe("kitchen_full");
      return;
    }
    expect(answer.status, `commande pour ${slot}`).toBe(201);
  }
  throw new Error(`le créneau ${slot} ne se remplit pas`);
}

/** The restaurant acts on an order, as the board's buttons do. */
async function act(request: APIRequestContext, id: number, body: Record<string, string>) {
  return request.post(`/v2/staff/orders/${id}/actions`, { headers: await ownerHeaders(request), data: body });
}

/** A drink in the cart, to take away, the customer's details: the page on "Quand ?". */
async function toWhenStep(page: Page, request: APIRequestContext) {
  const drink = (await readRestaurant(request)).item(DRINK);
  await page.goto(`/menu?product=${drink.item_id}`);
  const sheet = page.getByRole("dialog", { name: DRINK });
  await sheet.getByRole("button", { name: /^Ajouter ·/ }).click();
  await expect(sheet).toBeHidden();
  await checkoutFromCart(page);
  await page.getByRole("button", { name: /À emporter/ }).click();
  await fillPersonal(page);
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Horaire du retrait" })).toBeVisible();
}

const READY = /Dès que possible · prête vers (\d\d:\d\d)/;

/** The time "dès que possible" says, once the kitchen's quote is in. */
async function asapTime(page: Page): Promise<string> {
  const label = page.getByText(READY);
  await expect(label).toBeVisible();
  return READY.exec((await label.textContent()) ?? "")?.[1] ?? "";
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot list's choices as the page shows them: value, text, and whether it can be chosen. */
async function slotChoices(select: Locator) {
  return select.locator("option").evaluateAll((options) =>
    options
      .map((option) => {
        const element = option as unknown as { value: string; textContent: string; disabled: boolean };
        return { value: element.value, text: element.textContent, disabled: element.disabled };
      })
      .filter((choice) => choice.value !== ""),
  );
}

/** The slots of today the cart still fits in, in the page's order. */
async function freeSlots(page: Page): Promise<string[]> {
  await page.getByRole("radio", { name: "Choisir un créneau" }).check();
  const select = page.getByRole("combobox", { name: "Créneau" });
  await expect(select).toBeVisible();
  return (await slotChoices(select)).filter((choice) => !choice.disabled).map((choice) => choice.value);
}

async function shot(page: Page, name: string) {
  await page.evaluate("document.fonts.ready");
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// The phone's pictures at 390×844, the size most phones' screens are drawn at.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "telephone") await page.setViewportSize({ width: 390, height: 844 });
});

test.beforeAll(async ({ request }) => {
  // A drink is 15 minutes of work: a window of 30 takes two; one more order for "dès que possible"
  // moves the customer's own from the shop's minimum (15 minutes) to about 25.
  await setKitchen(request, { makeTime: { first: 15, extra: 5 }, capacity: 30 });
});

test.afterAll(async ({ request }) => {
  for (const id of placedOrders.splice(0)) {
    await act(request, id, { action: "cancel", reason: "Fin du test de la cuisine" });
  }
  await setRush(request, 0, null);
  await setKitchen(request, null);
});

test("les créneaux que d'autres commandes remplissent passent « complet » sous les yeux du client, et « dès que possible » recule", async ({
  page,
  request,
}) => {
  await toWhenStep(page, request);
  const before = await asapTime(page);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "quand-devis");

  const [first, second] = (await freeSlots(page)).slice(-2);
  if (!first || !second) throw new Error("deux créneaux libres attendus aujourd'hui");
  const select = page.getByRole("combobox", { name: "Créneau" });
  await select.selectOption(second);

  // Other customers fill both windows: the open page hears it, marks them, and unchooses the second.
  await fillSlot(request, first);
  await fillSlot(request, second);
  await expect(select.locator("option", { hasText: `${first} · complet` })).toBeDisabled();
  await expect(select.locator("option", { hasText: `${second} · complet` })).toBeDisabled();
  await expect(select).toHaveValue("");
  await expect(
    page.getByRole("alert").filter({ hasText: `Le créneau ${second} est maintenant complet` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "quand-complet");

  // The kitchen takes on more work, another order "dès que possible": the customer's moves later,
  // without a reload.
  const other = await placeDrinks(request, { slot: null, quantity: 1 });
  expect(other.status).toBe(201);
  await page.getByRole("radio", { name: READY }).check();
  await expect
    .poll(async () => minutesOf(await asapTime(page)), { message: "« dès que possible » recule" })
    .toBeGreaterThan(minutesOf(before));
  await shot(page, "quand-plus-tard");
});

test("un « coup de feu » du tableau repousse l'heure promise au client sans recharger la page", async ({
  page,
  request,
}) => {
  await toWhenStep(page, request);
  const before = minutesOf(await asapTime(page));
  const until = new Date((await shopNow(request)).getTime() + 60 * 60_000).toISOString();
  try {
    await setRush(request, 30, until);
    await expect
      .poll(async () => minutesOf(await asapTime(page)), { message: "le coup de feu ajoute 30 minutes" })
      .toBeGreaterThanOrEqual(before + 25);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "coup-de-feu");
  } finally {
    await setRush(request, 0, null);
  }
  await expect.poll(async () => minutesOf(await asapTime(page))).toBeLessThan(before + 25);
});

test("le créneau rempli pendant la confirmation : « Commander » ramène à « Quand ? », le créneau marqué « complet »", async ({
  page,
  request,
}) => {
  await toWhenStep(page, request);
  const slot = (await freeSlots(page)).at(-1);
  if (!slot) throw new Error("un créneau libre attendu aujourd'hui");
  await page.getByRole("combobox", { name: "Créneau" }).selectOption(slot);
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("radio", { name: /Espèces/ })).toBeChecked();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation" })).toBeVisible();

  await fillSlot(request, slot);
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Horaire du retrait" })).toBeVisible();
  await expect(page.getByTestId("checkout-alert")).toContainText("La cuisine est complète à cette heure-là");
  const select = page.getByRole("combobox", { name: "Créneau" });
  await expect(select.locator("option", { hasText: `${slot} · complet` })).toBeDisabled();
  await expect(select).toHaveValue("");
  await expect(
    page.getByRole("alert").filter({ hasText: `Le créneau ${slot} est maintenant complet` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "commander-cuisine-complete");
});

test("/success dit l'heure promise de la commande, et la suit quand le restaurant l'accepte pour plus tard", async ({
  page,
  request,
}) => {
  await toWhenStep(page, request);
  const quoted = await asapTime(page);
  await page.getByTestId("checkout-primary").click();
  await page.getByTestId("checkout-primary").click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation" })).toBeVisible();
  // The confirmation asks the kitchen again: the time it confirms is the kitchen's, a moment later.
  const confirmedText = page.getByText(/Dès que possible, vers \d\d:\d\d/);
  const confirmedTime = async () =>
    minutesOf(/vers (\d\d:\d\d)/.exec((await confirmedText.textContent()) ?? "")?.[1] ?? "");
  await expect.poll(confirmedTime).toBeGreaterThanOrEqual(minutesOf(quoted));
  const confirmed = await confirmedTime();
  expect(confirmed).toBeLessThanOrEqual(minutesOf(quoted) + 5);
  await page.getByTestId("checkout-primary").click();
  await expect(page).toHaveURL(/\/success$/);

  const id = await page.evaluate(
    () => JSON.parse(localStorage.getItem("last-order") ?? "{}").order_id as number,
  );
  placedOrders.push(id);
  const when = page.getByTestId("order-when");
  await expect(when).toContainText(/dès que possible \(vers \d\d:\d\d\)/);
  const promised = /vers (\d\d:\d\d)/.exec((await when.textContent()) ?? "")?.[1] ?? "";
  expect(minutesOf(promised)).toBeGreaterThanOrEqual(confirmed);
  expect(minutesOf(promised)).toBeLessThanOrEqual(confirmed + 5);

  // The board accepts it for 20 minutes later: the live line and "Quand" both say the new time.
  const token = await staffToken(request);
  const read = await request.get(`/v2/staff/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const { promised_at } = ((await read.json()) as { payload: { promised_at: string } }).payload;
  const later = new Date(Date.parse(promised_at) + 20 * 60_000);
  const laterTime = new Intl.DateTimeFormat("fr-FR", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(later);
  expect((await act(request, id, { action: "accept", ready_at: later.toISOString() })).status()).toBe(200);
  await expect(page.getByTestId("order-progress")).toContainText(`Acceptée — prête vers ${laterTime}`);
  await expect(when).toContainText(`dès que possible (vers ${laterTime})`);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "succes-heure-acceptee");
});
