import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { cashPickupOrder, openShop, placeAtServerPrice, staffCall, TIME_ZONE } from "./board-orders.ts";
import { euros, readRestaurant, toCents } from "./restaurant.ts";
import { draftThings, openAsOwner, staffToken } from "./staff.ts";

/**
 * The owner's reports in real Chromium against the real server (ADR 066): the owner gets a cash
 * order of three drinks sold at 5,5 %, 10 % and 20 %, handed over with its cash, then reads the
 * day's VAT per rate and the sales journal's state, downloads its CSV exports, prints its ticket Z,
 * reads the week on a phone, and sets the hour a service day ends.
 *
 * The run shares one shop: other specs' orders count in the same day. Every figure checked is the
 * day's before this spec's order plus what that order adds, computed here from the menus' prices
 * and the VAT rule (each line's VAT from its price including tax, rounded half-up to the cent),
 * never read back from the page under test. The shop's clock starts on CLOCK_START whatever the
 * day the tests run on; the page's "today" is the shop's, not the browser's.
 */

/** The drinks of this spec's order, each at its rate (the demo sells them all at 10 %). */
const DRINKS = [
  { name: "Eau pétillante 33 cl", key: "item:eau-petillante", rate: 5.5, label: "5,5 %" },
  { name: "Citronnade gingembre-piment", key: "item:citronnade-gingembre-piment", rate: 10, label: "10 %" },
  { name: "Cola 33 cl", key: "item:cola", rate: 20, label: "20 %" },
] as const;

test.describe.configure({ mode: "serial" });

async function ownerHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request)}` };
}

/** Saves each drink's VAT rate in the draft and publishes it, as the editor would. */
async function setRates(request: APIRequestContext, rateOf: (drink: (typeof DRINKS)[number]) => number) {
  const things = await draftThings(request);
  for (const drink of DRINKS) {
    const thing = things.find((candidate) => candidate.ref === drink.key);
    expect(thing, drink.key).toBeDefined();
    const saved = await request.put(`/v2/staff/catalogue/draft/things/${drink.key}`, {
      headers: await ownerHeaders(request),
      data: { revision: thing?.revision ?? null, value: { ...thing?.value, tax_rate: rateOf(drink) } },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  }
  const published = await request.post("/v2/staff/catalogue/publish", {
    headers: await ownerHeaders(request),
    data: { confirm_warnings: true },
  });
  if (published.status() !== 201) {
    // The other project's run already published these rates.
    expect(published.status(), await published.text()).toBe(409);
  }
}

/** The shop's service day now: its date in Paris, the day before until 04:00 (the default closing hour). */
async function shopServiceDay(request: APIRequestContext): Promise<string> {
  const { now } = (await staffCall(request, "GET", "/v2/staff/orders")) as { now: string };
  const shifted = new Date(Date.parse(now) - 4 * 3_600_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(shifted);
}

interface Rate {
  rate_basis_points: number;
  excluding_tax: number;
  tax: number;
  including_tax: number;
}

interface DayReport {
  totals: { rates: Rate[]; including_tax: number; excluding_tax: number; tax: number; till: number };
}

const dayReport = async (request: APIRequestContext, date: string) =>
  (await staffCall(request, "GET", `/v2/staff/reports/day?date=${date}`)) as DayReport;

/** VAT included in a price (cents), rounded half-up to the cent: the receipts' rule. */
const vatOf = (cents: number, ratePercent: number) =>
  Math.round((cents * ratePercent * 10) / (1000 + ratePercent * 10));

/** A cash order of the three drinks, to take away, handed over with its exact cash: a sale of today. */
async function sellDrinks(request: APIRequestContext, date: string): Promise<{ id: number; total: number }> {
  const restaurant = await readRestaurant(request);
  const placed = await placeAtServerPrice(
    request,
    cashPickupOrder({
      items: DRINKS.map((drink) => ({ item_id: restaurant.item(drink.name).item_id, quantity: 1 })),
      customer: { first_name: "Inès", last_name: "Moreau", email: "ines.moreau@example.fr" },
      date,
      slot: null,
    }),
  );
  expect(placed.status, placed.code ?? "").toBe(201);
  const id = placed.id ?? 0;
  // Through the board's steps to the handover, which records the cash and with it the sale.
  for (let step = 0; step < 6; step += 1) {
    const order = (await staffCall(request, "GET", `/v2/staff/orders/${id}`)) as {
      actions: string[];
      total: number;
      progress: string;
    };
    if (order.progress === "completed") return { id, total: toCents(order.total) };
    const action = ["complete", "mark_ready", "start_preparing", "accept"].find((each) =>
      order.actions.includes(each),
    );
    expect(action, `étape suivante de la commande ${id}`).toBeDefined();
    await staffCall(request, "POST", `/v2/staff/orders/${id}/actions`, {
      action,
      ...(action === "complete" ? { amount: toCents(order.total) } : {}),
    });
  }
  throw new Error(`la commande ${id} n'a pas été remise`);
}

/** Counts the page's calls of `print()`, keeping what the ticket Z held at that moment. */
async function catchPrints(page: Page) {
  await page.addInitScript(() => {
    const kept = globalThis as unknown as {
      print: () => void;
      printed: { ticket: string | null; page: string | null; reportHidden: boolean }[];
      document: {
        querySelector(selector: string): { textContent: string | null; className: string } | null;
      };
      getComputedStyle(element: unknown): { getPropertyValue(name: string): string };
    };
    kept.printed = [];
    kept.print = () => {
      const ticket = kept.document.querySelector("[data-testid='ticket-z']");
      const report = kept.document.querySelector(".report-sheet");
      kept.printed.push({
        ticket: ticket?.textContent ?? null,
        // The ticket's named page: the 80 mm roll of back-office.css.
        page: ticket ? kept.getComputedStyle(ticket).getPropertyValue("page") : null,
        reportHidden: report?.className.includes("print:hidden") ?? false,
      });
    };
  });
  return () =>
    page.evaluate(
      () =>
        (
          globalThis as unknown as {
            printed: { ticket: string | null; page: string | null; reportHidden: boolean }[];
          }
        ).printed,
    );
}

/** Intl's no-break spaces as plain ones. */
const flat = (text: string | null) => (text ?? "").replace(/\s/g, " ");

let today = "";
let sold: { id: number; total: number } = { id: 0, total: 0 };
let before: DayReport;

test.beforeAll(async ({ request }) => {
  await openShop(request);
  await setRates(request, (drink) => drink.rate);
  today = await shopServiceDay(request);
  before = await dayReport(request, today);
  sold = await sellDrinks(request, today);
});

test.afterAll(async ({ request }) => {
  // The demo's rate again, for the specs that run after.
  await setRates(request, () => 10);
});

test("le rapport du jour : la TVA par taux de la commande, les exports CSV et le ticket Z", async ({
  page,
  request,
}, testInfo) => {
  const restaurant = await readRestaurant(request);
  const prices = DRINKS.map((drink) => toCents(restaurant.item(drink.name).item_price.price_pickup));
  expect(sold.total).toBe(prices.reduce((sum, price) => sum + price, 0));
  const printed = await catchPrints(page);

  await openAsOwner(page, "/admin/rapports");
  await expect(page.getByRole("link", { name: "Rapports" })).toHaveAttribute("aria-current", "page");
  // The shop's day, whatever the browser's own clock says.
  const heading = page.getByTestId("report-day");
  await expect(heading).toContainText(
    new Intl.DateTimeFormat("fr-FR", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(`${today}T00:00:00Z`)),
  );

  // Each rate's row: the day before this order, plus its drink.
  const vat = page.getByTestId("vat-table");
  await expect(vat).toBeVisible();
  for (const [index, drink] of DRINKS.entries()) {
    const price = prices[index] ?? 0;
    const earlier = before.totals.rates.find((rate) => rate.rate_basis_points === drink.rate * 100);
    const tax = (earlier?.tax ?? 0) + vatOf(price, drink.rate);
    const including = (earlier?.including_tax ?? 0) + price;
    const rateName = new RegExp(`^${drink.label.replace(" ", "\\s")}$`);
    const row = vat.getByRole("row").filter({ has: page.getByRole("rowheader", { name: rateName }) });
    await expect(row.getByRole("cell")).toHaveText([euros(including - tax), euros(tax), euros(including)]);
  }
  const total = vat.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) });
  await expect(total.getByRole("cell").last()).toHaveText(euros(before.totals.including_tax + sold.total));
  await expect(page.getByTestId("report-till")).toHaveText(euros(before.totals.till + sold.total));

  // The sales journal: this order's entries chained, the shop's public key to check archives with.
  const journal = page.getByRole("region", { name: "Journal des ventes" });
  await expect(journal).toContainText(/n° \d+ · empreinte [0-9a-f]{64}/);
  await journal.getByText("Clé publique de la boutique").click();
  await expect(journal).toContainText("BEGIN PUBLIC KEY");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("rapport-jour.png"), fullPage: true });

  // The orders' export: UTF-8 with its BOM, ";" between cells, the order's total with a decimal comma.
  const ordersFile = page.waitForEvent("download");
  await page.getByRole("button", { name: "Commandes (CSV)" }).click();
  const orders = await ordersFile;
  expect(orders.suggestedFilename()).toMatch(/^commandes-.*\.csv$/);
  const bytes = readFileSync(await orders.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split(/\r?\n/);
  expect(lines[0]).toContain(";");
  const line = lines.find((each) => each.startsWith(`${sold.id};`)) ?? "";
  expect(line, "la ligne de la commande").not.toBe("");
  expect(line.split(";")).toContain((sold.total / 100).toFixed(2).replace(".", ","));

  // The VAT's export: a row per rate of the day, 5,5 % among them.
  const vatFile = page.waitForEvent("download");
  await page.getByRole("button", { name: "TVA par taux (CSV)" }).click();
  const vatText = readFileSync(await (await vatFile).path(), "utf8");
  expect(vatText.split(/\r?\n/).some((each) => each.includes(";5,5 %;"))).toBe(true);

  // The ticket Z goes to the 80 mm roll, alone: the report itself is hidden from print meanwhile.
  await page.getByRole("button", { name: "Imprimer le ticket Z" }).click();
  await expect.poll(async () => (await printed()).length).toBe(1);
  const [ticket] = await printed();
  expect(ticket?.page).toBe("ticket");
  expect(ticket?.reportHidden).toBe(true);
  const text = flat(ticket?.ticket ?? "");
  expect(text).toContain("Ticket Z");
  expect(text).toContain(`Journée du ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
  for (const drink of DRINKS) expect(text).toContain(`TVA ${drink.label}`);
  expect(text).toContain(`Total TTC net${flat(euros(before.totals.including_tax + sold.total))}`);
  // Once printed, the page is the report again.
  await expect(page.getByTestId("ticket-z")).toHaveCount(0);

  // A4: the page's own print sheet, black on white.
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: testInfo.outputPath("rapport-jour-a4.png"), fullPage: true });
});

test("la période sur un téléphone : les graphiques tiennent dans la largeur, leurs chiffres en tableau", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsOwner(page, "/admin/rapports/periode");
  const chart = page.getByTestId("revenue-chart");
  await expect(chart).toBeVisible();
  await expect(page.getByTestId("heat-map")).toBeVisible();
  // The week of the shop's day, its revenue in the chart's table (there for screen readers).
  const day = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${today}T00:00:00Z`));
  const table = page.getByRole("table", { name: "Chiffre d'affaires TTC par jour" });
  await expect(table.getByRole("rowheader", { name: day })).toHaveCount(1);
  await expect(page.locator(`[data-date="${today}"]`)).toHaveAttribute("data-value", /^[1-9]\d*$/);

  // Nothing wider than the phone: no sideways scroll, each chart within the screen.
  const widths = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  for (const id of ["revenue-chart", "heat-map"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(390);
  }

  // "Voir le tableau" shows the figures to everyone.
  await page.getByRole("button", { name: "Voir le tableau" }).first().click();
  await expect(table).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("rapport-periode-telephone.png"), fullPage: true });
});

test("l'heure de clôture de la journée se règle sur la page du restaurant, vérifiée en la tapant", async ({
  page,
  request,
}) => {
  await openAsOwner(page, "/admin/restaurant");
  const group = page.getByRole("group", { name: "Heure de clôture de la journée" });
  const field = group.getByLabel(/^Fin de la journée de service/);
  await field.fill("25:00");
  await expect(group).toContainText("HH:MM, de 00:00 à 23:59");
  // The default again, saved in the draft (it reaches the reports once published).
  await field.fill("04:00");
  await expect
    .poll(async () => (await draftThings(request)).find((thing) => thing.ref === "settings:reports")?.value)
    .toEqual({ "reports.day_closes_at": "04:00" });
  expect(await axeViolations(page)).toEqual([]);
});
