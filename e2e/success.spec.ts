import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { orderADrinkToTakeAway } from "./checkout-steps.ts";
import { SHOP_CLOCK_START } from "./shop-clock.ts";
import { staffToken } from "./staff.ts";

/**
 * What the customer sees after ordering (ADR 060), in real Chromium against the real server: the
 * timeline of /success moving live as the restaurant acts (through the staff API, as the board
 * does), the times the server gave in the restaurant's zone whatever the browser's clock says, the
 * pickup place with its map link, and the mail of each step saying what the page says.
 */

const DRINK = "Citronnade gingembre-piment";
const DAY = 86_400_000;
const TIME_ZONE = "Europe/Paris";

interface OrderEvent {
  progress: string;
  at: string;
}

/** A drink to take away, cash, from a browser whose clock is three days past the shop's: back on /success. */
async function orderADrink(page: Page, request: APIRequestContext): Promise<{ id: number; number: string }> {
  await page.clock.setSystemTime(new Date(Date.parse(SHOP_CLOCK_START) + 3 * DAY));
  const number = await orderADrinkToTakeAway(page, request, DRINK);
  const id = await page.evaluate(
    () => JSON.parse(localStorage.getItem("last-order") ?? "{}").order_id as number,
  );
  expect(id).toBeGreaterThan(0);
  return { id, number };
}

/** The restaurant acts on the order, as the board's buttons do. */
async function act(request: APIRequestContext, id: number, body: Record<string, string | number>) {
  const token = await staffToken(request);
  const answer = await request.post(`/v2/staff/orders/${id}/actions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The order's history as the server keeps it. */
async function historyOf(request: APIRequestContext, id: number): Promise<OrderEvent[]> {
  const token = await staffToken(request);
  const answer = await request.get(`/v2/staff/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { payload: { history: OrderEvent[] } }).payload.history;
}

/** The order's total in cents, as the board hands it over for cash (the payload says euros). */
async function totalInCents(request: APIRequestContext, id: number): Promise<number> {
  const token = await staffToken(request);
  const answer = await request.get(`/v2/staff/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return Math.round(((await answer.json()) as { payload: { total: number } }).payload.total * 100);
}

/** "12:05": an instant of the server's, on the restaurant's wall clock. */
const shopTime = (at: string) =>
  new Intl.DateTimeFormat("fr-FR", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));

/** The mail of this subject, as the development mailbox shows it. */
async function expectMail(page: Page, subject: string, sentence: string) {
  const mailbox = await page.context().newPage();
  await expect(async () => {
    await mailbox.goto("/dev/mailbox");
    const mail = mailbox.locator("article").filter({ hasText: subject }).first();
    await expect(mail).toContainText(sentence, { timeout: 1_000 });
  }).toPass();
  await mailbox.close();
}

async function shot(page: Page, name: string) {
  // The page's fonts and the stream's last word are in: nothing moves in the picture.
  await page.evaluate("document.fonts.ready");
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const step = (page: Page, name: string) =>
  page.getByTestId("order-timeline").locator(`li[data-step="${name}"]`);

test("la frise de /success suit la commande : reçue, acceptée à son heure, prête ; les e-mails disent la même chose", async ({
  page,
  request,
}) => {
  const order = await orderADrink(page, request);
  const status = page.getByTestId("order-status");

  // Received, waiting for the restaurant: the page and the first mail say it with the same words.
  await expect(page.getByTestId("order-progress")).toHaveText(/En attente de confirmation/);
  await expect(step(page, "received")).toHaveAttribute("aria-current", "step");
  await expect(step(page, "accepted")).toHaveAttribute("data-state", "next");
  const placedAt =
    (await historyOf(request, order.id)).find((event) => event.progress === "placed")?.at ?? "";
  await expect(page.getByTestId("order-step-time-received")).toHaveText(shopTime(placedAt));
  const received = (await page.getByTestId("order-progress-sentence").textContent()) ?? "";
  expect(received).toContain(`Le restaurant a bien reçu votre commande ${order.number}`);
  await expectMail(page, `Commande ${order.number} reçue`, received);

  // The pickup place, with a map that opens outside the shop.
  await expect(page.getByTestId("order-place")).toContainText("52 Grande Rue de la Guillotière");
  const map = page.getByRole("link", { name: /Voir sur la carte/ });
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  expect(new URL((await map.getAttribute("href")) ?? "").protocol).toBe("https:");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "succes-1-recue");

  // Accepted: the time it was accepted, on the shop's clock, and the promise.
  await act(request, order.id, { action: "accept" });
  await expect(page.getByTestId("order-progress")).toHaveText(/Acceptée — prête vers \d\d:\d\d/);
  await expect(step(page, "accepted")).toHaveAttribute("aria-current", "step");
  await expect(step(page, "received")).toHaveAttribute("data-state", "done");
  const acceptedAt =
    (await historyOf(request, order.id)).find((event) => event.progress === "accepted")?.at ?? "";
  await expect(page.getByTestId("order-step-time-accepted")).toHaveText(shopTime(acceptedAt));
  await expect(step(page, "accepted")).toContainText(/prête vers \d\d:\d\d/);
  const accepted = (await page.getByTestId("order-progress-sentence").textContent()) ?? "";
  expect(accepted).toMatch(/elle sera prête à emporter \p{L}+ \d+ \p{L}+ vers \d\d:\d\d\.$/u);
  await expectMail(page, `Commande ${order.number} acceptée`, accepted);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "succes-2-acceptee");

  // Ready: it waits at the restaurant, whose address the page and the mail give.
  await act(request, order.id, { action: "mark_ready" });
  await expect(page.getByTestId("order-progress")).toHaveText(/Prête$/);
  await expect(step(page, "ready")).toHaveAttribute("aria-current", "step");
  await expect(step(page, "accepted")).toHaveAttribute("data-state", "done");
  const ready = (await page.getByTestId("order-progress-sentence").textContent()) ?? "";
  expect(ready).toContain("elle vous attend au restaurant, 52 Grande Rue de la Guillotière, 69007 Lyon");
  await expectMail(page, `Votre commande ${order.number} est prête`, ready);
  await shot(page, "succes-3-prete");

  // Collected: the end of the line, and the stream lets go. The board records the cash it brought.
  await act(request, order.id, { action: "complete", amount: await totalInCents(request, order.id) });
  await expect(page.getByTestId("order-progress")).toHaveText(/Retirée$/);
  await expect(step(page, "collected")).toHaveAttribute("aria-current", "step");
  await expect(status).toHaveAttribute("data-progress", "completed");
  await shot(page, "succes-4-retiree");
});

test("une commande refusée le dit honnêtement : la frise s'arrête, la raison est lue, l'e-mail dit la même chose", async ({
  page,
  request,
}) => {
  const order = await orderADrink(page, request);
  await expect(page.getByTestId("order-progress")).toHaveText(/En attente de confirmation/);
  await act(request, order.id, { action: "refuse", reason: "Un article est épuisé" });
  await expect(page.getByTestId("order-progress")).toHaveText(/Refusée : Un article est épuisé/);
  await expect(step(page, "refused")).toHaveAttribute("data-state", "stopped");
  await expect(step(page, "accepted")).toHaveCount(0);
  // Nothing is owed any more: the page says it as the mail does.
  await expect(page.getByTestId("order-payment-state")).toHaveText("Rien à payer");
  // Nothing to collect: no way to the restaurant offered.
  await expect(page.getByRole("link", { name: /Voir sur la carte/ })).toHaveCount(0);
  const refused = (await page.getByTestId("order-progress-sentence").textContent()) ?? "";
  expect(refused).toContain("le restaurant n'a pas pu accepter votre commande");
  await expectMail(page, `Commande ${order.number} refusée`, refused);
  await expectMail(page, `Commande ${order.number} refusée`, "Vous n'avez rien à payer.");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "succes-5-refusee");
});
