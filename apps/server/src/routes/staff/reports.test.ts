import {
  type DayReportPayload,
  type OrderPayloadInput,
  type PeriodReportPayload,
  placedOrderPayloadSchema,
  priceChangedErrorSchema,
  STAFF_ERROR_CODES,
} from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { reportChecks } from "@comptoir/messages";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { demoCatalogueIds, LUNCH_TUESDAY, orderPayload } from "../../testing/checkout-fixtures.ts";
import { createStaffMember, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const PAYING_CARD = "4242424242424242";
const TUESDAY = "2026-11-24";
const WEDNESDAY = "2026-11-25";
/** Wednesday 12:00 in Paris: when the card order of Tuesday is refused and refunded. */
const LUNCH_WEDNESDAY = "2026-11-25T11:00:00Z";
/** Wednesday 00:30 in Paris: Tuesday's service still, the day closing at 04:00. */
const PAST_MIDNIGHT = "2026-11-24T23:30:00Z";

/**
 * The owner's reports and exports over orders placed through the real checkout on Tuesday 24
 * November 2026 (Paris), with the demo's cola at 5,5 %, its ginger beer at 20 % and the rest at
 * 10 %: a card order of the three rates (its customer's name and note written like formulas), a
 * card order refused and refunded on Wednesday, a cash order collected at 00:30 (Tuesday's
 * service), a cash order refused, a cash order never collected.
 */
describe.each(TEST_ENGINES)("les rapports du gérant /v2/staff/reports (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let owner: string;
  let team: string;
  let ids: Awaited<ReturnType<typeof demoCatalogueIds>>;
  const placed: Record<string, number> = {};
  let client = 0;

  const customerCall = (method: string, path: string, body: unknown) => {
    client += 1;
    return t.json(`/v2/public/checkout/${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.66.${client >> 8}.${client & 255}`,
      },
      body: JSON.stringify(body),
    });
  };

  /** The order at the server's own price: sent once at 0, then with the figures its 409 gives. */
  async function priced(fields: Partial<OrderPayloadInput> & Pick<OrderPayloadInput, "items">) {
    const { response, body } = await customerCall("POST", "", orderPayload(fields));
    if (response.status !== 409) throw new Error(`attendu un prix : ${JSON.stringify(body)}`);
    const { cart } = priceChangedErrorSchema.parse(body);
    return {
      ...fields,
      subtotal: cart.subtotal,
      discount: cart.discount,
      delivery: cart.delivery,
      tax: cart.tax,
      total: cart.total,
    };
  }

  async function cashOrder(fields: Partial<OrderPayloadInput> & Pick<OrderPayloadInput, "items">) {
    const { response, body } = await customerCall("POST", "", orderPayload(await priced(fields)));
    if (response.status !== 201) throw new Error(`commande refusée : ${JSON.stringify(body)}`);
    return placedOrderPayloadSchema.parse(body.payload).order_id;
  }

  async function paidCardOrder(fields: Partial<OrderPayloadInput> & Pick<OrderPayloadInput, "items">) {
    const order = orderPayload({ ...(await priced(fields)), payment_method: "card" });
    const customer = await customerCall("POST", "stripe-customer", {
      email: "camille.martin@example.fr",
      name: "Camille Martin",
      phone: "0612345678",
    });
    const customerId = (customer.body.payload as { customer: { id: string } }).customer.id;
    const created = await customerCall("POST", "stripe-payment-intent", { customer_id: customerId, order });
    const intent = created.body.payload as { id: string; client_secret: string };
    const transaction_id = {
      client_secret: intent.client_secret,
      customer_id: customerId,
      payment_intent_id: intent.id,
    };
    const { response, body } = await customerCall("POST", "", { ...order, transaction_id });
    if (response.status !== 201) throw new Error(`commande refusée : ${JSON.stringify(body)}`);
    const orderId = placedOrderPayloadSchema.parse(body.payload).order_id;
    await customerCall("POST", "demo-card/confirm", {
      payment_intent_id: intent.id,
      client_secret: intent.client_secret,
      card_number: PAYING_CARD,
      expiry: "12/30",
      cvc: "123",
    });
    const confirmed = await customerCall("PUT", "", {
      order_id: orderId,
      local_id: order.local_id,
      transaction_id,
      status: "paid",
    });
    if (confirmed.response.status !== 200) throw new Error("paiement non confirmé");
    return orderId;
  }

  const get = (path: string, token: string | null = owner) =>
    t.api.request(`/v2/staff/reports${path}`, { headers: token ? staffBearer(token) : {} });
  const json = async <Payload>(path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { payload: Payload }).payload;
  };
  /** The export's text without its BOM, after checking it is there. */
  const csv = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { response, text: new TextDecoder().decode(bytes.slice(3)) };
  };
  const rowsOf = (text: string) => text.trimEnd().split("\r\n");

  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    await t.database.db
      .update(schema.items)
      .set({ taxRateBasisPoints: 550 })
      .where(eq(schema.items.key, "cola"));
    await t.database.db
      .update(schema.items)
      .set({ taxRateBasisPoints: 2000 })
      .where(eq(schema.items.key, "ginger-beer"));
    t.catalog.invalidate();
    shop = await boardFixtures(t);
    ids = await demoCatalogueIds(t.database.db);
    owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() })).token;
    team = (await createStaffMember(t.database.db, { role: "staff", name: "Karim", now: t.clock() })).token;

    // Tuesday 12:00: 2 colas (5,5 %), a ginger beer (20 %), a tiramisu (10 %), by card.
    placed.threeRates = await paidCardOrder({
      items: [
        ids.line("cola", 2),
        ids.line("ginger-beer", 1),
        ids.line("tiramisu-speculoos", 1, {}, "@SOMME(A1:A9)"),
      ],
      customer: {
        ...orderPayload({ items: [] }).customer,
        first_name: "=1+2",
        last_name: "Martin",
      },
    });
    placed.refunded = await paidCardOrder({ items: [ids.line("cola", 2)] });
    placed.collectedAfterMidnight = await cashOrder({ items: [ids.line("cola", 1)] });
    placed.neverCollected = await cashOrder({ items: [ids.line("cola", 1)] });
    t.setNow("2026-11-24T11:30:00Z");
    placed.refused = await cashOrder({ items: [ids.line("tiramisu-speculoos", 1)] });
    const refusal = await shop.staff(owner, "POST", `/v2/staff/orders/${placed.refused}/actions`, {
      action: "refuse",
      reason: "Plus de tiramisu",
    });
    expect(refusal.response.status).toBe(200);

    // The cash of the order handed over at 00:30: first typed wrong, then corrected (the board's
    // collection is another part's: its rows are written here as it writes them).
    const collectedAt = new Date(PAST_MIDNIGHT);
    const [wrong] = await t.database.db
      .insert(schema.cashCollections)
      .values({ orderId: placed.collectedAfterMidnight, amount: 2500, at: collectedAt, staffName: "Karim" })
      .returning();
    await t.database.db.insert(schema.cashCollections).values({
      orderId: placed.collectedAfterMidnight,
      amount: 250,
      at: collectedAt,
      staffName: "Karim",
      corrects: wrong?.id ?? null,
    });
    await t.database.db
      .update(schema.orders)
      .set({ paidAt: collectedAt })
      .where(eq(schema.orders.id, placed.collectedAfterMidnight));

    // Wednesday 12:00: Tuesday's second card order is refused, its payment refunded.
    t.setNow(LUNCH_WEDNESDAY);
    const wednesdayOwner = await createStaffMember(t.database.db, { role: "owner", now: t.clock() });
    const refund = await shop.staff(
      wednesdayOwner.token,
      "POST",
      `/v2/staff/orders/${placed.refunded}/actions`,
      {
        action: "refuse",
        reason: "Rupture",
      },
    );
    expect(refund.response.status).toBe(200);
    expect((await shop.storedOrder(placed.refunded)).refundedAt).toEqual(new Date(LUNCH_WEDNESDAY));
    // Back to Tuesday, where the test's sessions were opened.
    t.setNow(LUNCH_TUESDAY);
  });
  afterAll(() => t.database.close());

  it("sont réservés au gérant : 401 sans session, 403 pour l'équipe", async () => {
    const paths = [
      `/day?date=${TUESDAY}`,
      `/period?from=${TUESDAY}&to=${WEDNESDAY}`,
      ...["orders", "order-lines", "vat", "days"].map(
        (name) => `/exports/${name}.csv?from=${TUESDAY}&to=${WEDNESDAY}`,
      ),
    ];
    for (const path of paths) {
      const anonymous = await get(path, null);
      expect(anonymous.status, path).toBe(401);
      expect(((await anonymous.json()) as { code: string }).code).toBe(STAFF_ERROR_CODES.staffUnauthorized);
      expect((await get(path, team)).status, path).toBe(403);
    }
  });

  it("la journée : ventes par taux de TVA, moyens de paiement, caisse, service après minuit", async () => {
    const day = await json<DayReportPayload>(`/day?date=${TUESDAY}`);
    expect(day).toMatchObject({
      date: TUESDAY,
      // 04:00 in Paris to 04:00 the next day.
      starts_at: "2026-11-24T03:00:00.000Z",
      ends_at: "2026-11-25T03:00:00.000Z",
      closed: false,
    });
    // 12,20 € (card, three rates), 5,00 € (card, refunded on Wednesday), 2,50 € (cash, collected at 00:30).
    expect(day.totals).toMatchObject({
      sales: { count: 3, amount: 1970 },
      average_ticket: 657,
      including_tax: 1970,
      tax: 153,
      excluding_tax: 1817,
      // Each line's VAT as sold: 5,00 → 0,26, 5,00 → 0,26, 2,50 → 0,13; 4,20 → 0,38; 3,00 → 0,50.
      rates: [
        { rate_basis_points: 550, excluding_tax: 1185, tax: 65, including_tax: 1250 },
        { rate_basis_points: 1000, excluding_tax: 382, tax: 38, including_tax: 420 },
        { rate_basis_points: 2000, excluding_tax: 250, tax: 50, including_tax: 300 },
      ],
      payment_methods: { card: 1720, cash: 250 },
      modes: { pickup: 1970, delivery: 0 },
      discounts: [],
      delivery_fees: 0,
      refused: { count: 1, amount: 420 },
      cancelled: { count: 0, amount: 0 },
      refunded: { count: 0, amount: 0 },
      // The corrected amount, not the first typed.
      till: 250,
    });
  });

  it("un remboursement compte le jour où il est fait, une seule fois", async () => {
    const day = await json<DayReportPayload>(`/day?date=${WEDNESDAY}`);
    expect(day.totals).toMatchObject({
      sales: { count: 0, amount: 0 },
      average_ticket: 0,
      including_tax: -500,
      tax: -26,
      rates: [{ rate_basis_points: 550, excluding_tax: -474, tax: -26, including_tax: -500 }],
      payment_methods: { card: -500, cash: 0 },
      refused: { count: 1, amount: 500 },
      refunded: { count: 1, amount: 500 },
      till: 0,
    });
  });

  it("la période : totaux, jours, carte de chaleur, plats vendus, période précédente", async () => {
    const period = await json<PeriodReportPayload>(`/period?from=${TUESDAY}&to=${WEDNESDAY}`);
    expect(period.totals).toMatchObject({
      sales: { count: 3, amount: 1970 },
      including_tax: 1470,
      refunded: { count: 1, amount: 500 },
      refused: { count: 2, amount: 920 },
    });
    expect(period.days).toEqual([
      { date: TUESDAY, sales: 3, including_tax: 1970 },
      { date: WEDNESDAY, sales: 0, including_tax: -500 },
    ]);
    expect(period.previous).toMatchObject({
      from: "2026-11-22",
      to: "2026-11-23",
      totals: { sales: { count: 0 } },
    });
    // Tuesday 12:00 twice; Wednesday 00:30 on the clock (Tuesday's service).
    expect(period.heat[1]?.[12]).toBe(2);
    expect(period.heat[2]?.[0]).toBe(1);
    expect(period.heat.flat().reduce((a, b) => a + b, 0)).toBe(3);
    expect(period.dishes[0]).toMatchObject({ name: "Cola 33 cl", quantity: 5, amount: 1250 });
    expect(period.dishes.map((dish) => dish.name)).toHaveLength(3);
  });

  it("la période précédente a ses propres chiffres, lus avec ceux de la période", async () => {
    // Wednesday alone: its previous period is Tuesday, the day of the three sales.
    const period = await json<PeriodReportPayload>(`/period?from=${WEDNESDAY}&to=${WEDNESDAY}`);
    expect(period.totals).toMatchObject({ sales: { count: 0, amount: 0 }, including_tax: -500 });
    expect(period.previous).toMatchObject({
      from: TUESDAY,
      to: TUESDAY,
      totals: { sales: { count: 3, amount: 1970 }, refunded: { count: 0 }, refused: { count: 1 } },
    });
  });

  it("les remises comptent par offre, le code tapé dit coupon", async () => {
    // Thursday 26 November, 12:00: 2 colas and a tiramisu with the coupon PIMENT20 (20 %).
    t.setNow("2026-11-26T11:00:00Z");
    try {
      await paidCardOrder({
        items: [ids.line("cola", 2), ids.line("tiramisu-speculoos", 1)],
        coupon: "PIMENT20",
        customer: {
          ...orderPayload({ items: [] }).customer,
          date: { delivery_date: "2026-11-26", delivery_time_range: null },
        },
      });
    } finally {
      t.setNow(LUNCH_TUESDAY);
    }
    const [offer] = await t.database.db.select().from(schema.offers).where(eq(schema.offers.key, "piment20"));
    const { totals } = await json<DayReportPayload>("/day?date=2026-11-26");
    // 9,20 € less 20 %: 1,84 € off, 7,36 € paid.
    expect(totals.sales).toEqual({ count: 1, amount: 736 });
    expect(totals.discounts).toEqual([
      { name: "-20 % sur toute la carte", offer_id: offer?.id, coupon: true, count: 1, amount: 184 },
    ]);
    expect(totals.rates.reduce((sum, rate) => sum + rate.including_tax, 0)).toBe(736);
  });

  it("une journée close le dit ; l'heure de fin de journée se règle", async () => {
    await t.database.db
      .insert(schema.journalEntries)
      .values({ kind: "closing", at: new Date(LUNCH_WEDNESDAY), body: {}, closes: `day:${TUESDAY}` });
    expect((await json<DayReportPayload>(`/day?date=${TUESDAY}`)).closed).toBe(true);

    // Closing at midnight, the cash collected at 00:30 counts on Wednesday.
    await t.database.db.insert(schema.settings).values({ name: "reports.day_closes_at", value: "00:00" });
    t.catalog.invalidate();
    try {
      const tuesday = await json<DayReportPayload>(`/day?date=${TUESDAY}`);
      expect(tuesday.starts_at).toBe("2026-11-23T23:00:00.000Z");
      expect(tuesday.totals.sales.count).toBe(2);
      expect((await json<DayReportPayload>(`/day?date=${WEDNESDAY}`)).totals.sales.count).toBe(1);
    } finally {
      await t.database.db.delete(schema.settings).where(eq(schema.settings.name, "reports.day_closes_at"));
      t.catalog.invalidate();
    }
  });

  it("l'heure de fin de journée se règle dans le brouillon, HH:MM ou un refus en français", async () => {
    const save = (value: unknown) =>
      t.json("/v2/staff/catalogue/draft/things/settings:reports", {
        method: "PUT",
        headers: { "Content-Type": "application/json", ...staffBearer(owner) },
        body: JSON.stringify({ revision: null, value: { "reports.day_closes_at": value } }),
      });
    for (const wrong of ["25:00", "4h", 240]) {
      const { response, body } = await save(wrong);
      expect(response.status, String(wrong)).toBe(400);
      expect(body).toMatchObject({ code: "invalid_input" });
      expect(String(body.message)).toContain(reportChecks.dayClosesAtInvalid);
    }
    expect((await save("03:30")).response.status).toBe(201);
  });

  it("refuse une date, une période à l'envers ou trop longue, en français", async () => {
    for (const [path, message] of [
      ["/day?date=2026-02-30", reportChecks.dateInvalid],
      ["/day", reportChecks.dateInvalid],
      [`/period?from=${WEDNESDAY}&to=${TUESDAY}`, reportChecks.periodReversed],
      ["/period?from=2025-01-01&to=2026-01-02", reportChecks.periodTooLong],
      ["/exports/orders.csv?from=2025-01-01&to=2026-01-02", reportChecks.periodTooLong],
      ["/exports/orders.csv?from=hier&to=2026-01-02", reportChecks.dateInvalid],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ status: "error", code: "invalid_input", message });
    }
    // A leap year and a day is the longest.
    expect((await get("/period?from=2024-01-01&to=2024-12-31")).status).toBe(200);
    const unknown = await get(`/exports/clients.csv?from=${TUESDAY}&to=${TUESDAY}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found", message: reportChecks.exportUnknown });
    expect((await get(`/exports/orders.json?from=${TUESDAY}&to=${TUESDAY}`)).status).toBe(404);
  });

  it("l'export des commandes : ; virgule décimale, dates françaises, formules neutralisées", async () => {
    const { response, text } = await csv(`/exports/orders.csv?from=${TUESDAY}&to=${WEDNESDAY}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="commandes-${TUESDAY}-au-${WEDNESDAY}.csv"`,
    );
    const [header, ...rows] = rowsOf(text);
    expect(header).toBe(
      "Commande;Numéro;Jour de service;Payée le;Heure;Client;Mode;Paiement;Sous-total;Remise;Livraison;HT;TVA;TTC;Encaissé;Remboursée le;Heure du remboursement;Code promo",
    );
    // Paid orders only (never-collected cash and the refused one are not sales).
    expect(rows).toHaveLength(3);
    const row = (orderId: number | undefined) =>
      rows.find((line) => line.startsWith(`${orderId};`))?.split(";");
    expect(row(placed.threeRates)?.slice(2)).toEqual([
      "24/11/2026",
      "24/11/2026",
      "12:00",
      "'=1+2 Martin",
      "À emporter",
      "Carte",
      "12,20",
      "0,00",
      "0,00",
      "11,06",
      "1,14",
      "12,20",
      "",
      "",
      "",
      "",
    ]);
    expect(row(placed.collectedAfterMidnight)?.slice(2, 5)).toEqual(["24/11/2026", "25/11/2026", "00:30"]);
    expect(row(placed.collectedAfterMidnight)?.[14]).toBe("2,50");
    expect(row(placed.refunded)?.slice(15, 17)).toEqual(["25/11/2026", "12:00"]);
  });

  it("l'export des lignes : chaque ligne TTC après remise, ses taux, la note neutralisée", async () => {
    const { text } = await csv(`/exports/order-lines.csv?from=${TUESDAY}&to=${WEDNESDAY}`);
    const [header, ...rows] = rowsOf(text);
    expect(header).toBe(
      "Commande;Numéro;Jour de service;Plat;Options;Quantité;Prix unitaire;Montant;Remise;TTC;TVA;Taux de TVA;Note",
    );
    const lines = rows
      .filter((line) => line.startsWith(`${placed.threeRates};`))
      .map((line) => line.split(";"));
    expect(lines.map((cells) => [cells[3], cells[5], cells[9], cells[10], cells[11], cells[12]])).toEqual([
      ["Cola 33 cl", "2", "5,00", "0,26", "5,5 %", ""],
      ["Ginger beer 33 cl", "1", "3,00", "0,50", "20 %", ""],
      ["Tiramisu spéculoos", "1", "4,20", "0,38", "10 %", "'@SOMME(A1:A9)"],
    ]);
    // The lines of the three sales: 5 colas, a ginger beer, a tiramisu.
    expect(rows).toHaveLength(5);
  });

  it("l'export de la TVA par jour et par taux, remboursement en négatif", async () => {
    const { text } = await csv(`/exports/vat.csv?from=${TUESDAY}&to=${WEDNESDAY}`);
    expect(rowsOf(text)).toEqual([
      "Jour de service;Taux de TVA;HT;TVA;TTC",
      "24/11/2026;5,5 %;11,85;0,65;12,50",
      "24/11/2026;10 %;3,82;0,38;4,20",
      "24/11/2026;20 %;2,50;0,50;3,00",
      // A number, not neutralised as a formula.
      "25/11/2026;5,5 %;-4,74;-0,26;-5,00",
    ]);
  });

  it("l'export des journées : une ligne par rapport du jour", async () => {
    const { response, text } = await csv(`/exports/days.csv?from=${TUESDAY}&to=${WEDNESDAY}`);
    expect(response.headers.get("content-disposition")).toContain(`journees-${TUESDAY}-au-${WEDNESDAY}.csv`);
    const [header, tuesday, wednesday, ...more] = rowsOf(text);
    expect(header?.split(";")).toHaveLength(21);
    expect(more).toEqual([]);
    expect(tuesday).toBe(
      "24/11/2026;3;19,70;6,57;0;0,00;19,70;18,17;1,53;17,20;2,50;19,70;0,00;0,00;0,00;1;4,20;0;0,00;2,50;oui",
    );
    expect(wednesday?.split(";").slice(0, 7)).toEqual([
      "25/11/2026",
      "0",
      "0,00",
      "0,00",
      "1",
      "5,00",
      "-5,00",
    ]);
    // Two months: every day, read a month at a time, days without sales included.
    const months = rowsOf((await csv("/exports/days.csv?from=2026-10-01&to=2026-11-30")).text);
    expect(months).toHaveLength(62);
    expect(months[1]?.startsWith("01/10/2026;0;0,00;")).toBe(true);
    expect(months.find((row) => row.startsWith("24/11/2026;"))).toBe(tuesday);
  });

  it("un jour clos se lit de ses sommes gardées, refaites après une correction de caisse ou une autre heure de fin", async () => {
    await t.database.db
      .insert(schema.journalEntries)
      .values({ kind: "closing", at: new Date(LUNCH_WEDNESDAY), body: {}, closes: `day:${TUESDAY}` })
      .onConflictDoNothing();
    // Thursday: Tuesday's service ended long ago; Wednesday is not closed in the journal.
    t.setNow("2026-11-26T11:00:00Z");
    try {
      const thursday = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
      const period = async () => {
        const response = await get(`/period?from=${TUESDAY}&to=${WEDNESDAY}`, thursday);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payload: PeriodReportPayload }).payload;
      };
      const kept = async () =>
        (await t.database.db.select().from(schema.reportDays)).map((row) => ({
          day: row.day,
          startsAt: row.startsAt.toISOString(),
        }));

      const first = await period();
      expect(first.totals).toMatchObject({ sales: { count: 3, amount: 1970 }, till: 250 });
      expect(await kept()).toEqual([{ day: TUESDAY, startsAt: "2026-11-24T03:00:00.000Z" }]);
      expect(await period()).toEqual(first);

      // What the next report reads of Tuesday is its kept row, not its orders again.
      await t.database.db
        .update(schema.reportDays)
        .set({ sums: sql`jsonb_set(sums, '{refunds}', '100')` })
        .where(eq(schema.reportDays.day, TUESDAY));
      expect((await period()).days[0]).toEqual({ date: TUESDAY, sales: 3, including_tax: 1870 });

      // The cash of the order handed over at 00:30 corrected on Thursday: Tuesday's till changes.
      const [last] = await t.database.db
        .select()
        .from(schema.cashCollections)
        .where(eq(schema.cashCollections.orderId, placed.collectedAfterMidnight as number))
        .orderBy(desc(schema.cashCollections.id))
        .limit(1);
      const corrected = await shop.staff(
        thursday,
        "POST",
        `/v2/staff/orders/${placed.collectedAfterMidnight}/cash`,
        {
          amount: 300,
          corrects: last?.id,
        },
      );
      expect(corrected.response.status).toBe(200);
      expect(await kept()).toEqual([]);
      const after = await period();
      expect(after.totals.till).toBe(300);
      expect(after.days[0]).toEqual({ date: TUESDAY, sales: 3, including_tax: 1970 });
      // A correction of the last minute may have committed unseen while the day was added up: the
      // day is kept by a report over a minute later, with the corrected till.
      expect(await kept()).toEqual([]);
      t.setNow("2026-11-26T11:01:00.001Z");
      expect(await period()).toEqual(after);
      expect(await kept()).toEqual([{ day: TUESDAY, startsAt: "2026-11-24T03:00:00.000Z" }]);

      // The day closing at midnight: Tuesday's sums are added up again between its new bounds.
      await t.database.db.insert(schema.settings).values({ name: "reports.day_closes_at", value: "00:00" });
      t.catalog.invalidate();
      try {
        const midnight = await period();
        expect(midnight.days[0]).toMatchObject({ date: TUESDAY, sales: 2 });
        expect(midnight.totals.sales.count).toBe(3);
        expect(await kept()).toEqual([{ day: TUESDAY, startsAt: "2026-11-23T23:00:00.000Z" }]);
      } finally {
        await t.database.db.delete(schema.settings).where(eq(schema.settings.name, "reports.day_closes_at"));
        t.catalog.invalidate();
      }
    } finally {
      t.setNow(LUNCH_TUESDAY);
    }
  });
});
