import { orderPayloadSchema } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import {
  type JournalEntryKind,
  journalOrderAmounts,
  type OrderPaidBody,
  type OrderPlacedBody,
} from "@comptoir/domain";
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY, orderPayload } from "../../testing/checkout-fixtures.ts";
import { createStaffMember } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";
import { checkOrder } from "../order-pricing.ts";
import { findOrderByLocalId, placeOrder } from "../orders.ts";
import { actOnOrder, recordProgress } from "../progress/order-actions.ts";
import { cancelUnpaidOrders, UNPAID_CARD_ORDER_MINUTES } from "../progress/order-sweeper.ts";
import { refundOrder } from "../progress/refunds.ts";
import { restaurantOf } from "../restaurant.ts";

const minutesAfter = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();

/** What a customer typed at checkout: none of it may ever be in a journal entry's body. */
const PERSONAL = ["Camille", "Martin", "camille.martin@example.fr", "06 12 34 56 78", "0612345678"];

/**
 * The sales journal's entries (ADR 066), each written with its change: an order placed, a card
 * payment confirmed, a refusal or a cancellation (the board's, the sweeper's), a refund. Once per
 * change however often it is asked, never without it, and never with a customer's personal data.
 */
describe.each(TEST_ENGINES)("les écritures du journal des ventes (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let staffToken: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    staffToken = (await createStaffMember(t.database.db, { now: t.clock() })).token;
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const entriesOf = (orderId: number) =>
    t.database.db
      .select()
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.orderId, orderId))
      .orderBy(asc(schema.journalEntries.seq));
  const kindsOf = async (orderId: number): Promise<JournalEntryKind[]> =>
    (await entriesOf(orderId)).map((entry) => entry.kind as JournalEntryKind);
  const act = (orderId: number, body: unknown) =>
    shop.staff(staffToken, "POST", `/v2/staff/orders/${orderId}/actions`, body);
  const linesOf = (orderId: number) =>
    t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));

  it("écrit « commande passée » avec la commande, ses montants par taux, son numéro, sans rien du client", async () => {
    const { orderId } = await shop.cashOrder();
    const order = await shop.storedOrder(orderId);
    const entries = await entriesOf(orderId);
    expect(entries.map((entry) => entry.kind)).toEqual(["order_placed"]);
    const [placed] = entries;
    expect(placed?.at.toISOString()).toBe(LUNCH_TUESDAY.replace("Z", ".000Z"));
    const body = placed?.body as OrderPlacedBody;
    expect(body).toEqual({
      ...journalOrderAmounts({ ...order, lines: await linesOf(orderId) }),
      number: order.dayNumber,
      date: "2026-11-24",
      mode: "pickup",
      method: "cash",
      discount: 0,
      delivery: 0,
    });
    expect(body.total).toBe(shop.colas.total);
    expect(body.rates.reduce((sum, rate) => sum + rate.incl, 0)).toBe(body.total);
  });

  it("écrit le paiement par carte une seule fois, confirmé par le navigateur puis de nouveau", async () => {
    const card = await shop.cardOrder({ paid: true, confirmed: true });
    expect(await kindsOf(card.orderId)).toEqual(["order_placed", "order_paid"]);
    const again = await card.confirm();
    expect(again.response.status).toBe(200);
    const twice = await Promise.all([card.confirm(), card.confirm()]);
    for (const { response } of twice) expect(response.status).toBe(200);
    const entries = await entriesOf(card.orderId);
    expect(entries.map((entry) => entry.kind)).toEqual(["order_placed", "order_paid"]);
    const order = await shop.storedOrder(card.orderId);
    expect(entries[1]?.body).toEqual({
      ...journalOrderAmounts({ ...order, lines: await linesOf(card.orderId) }),
      method: "card",
    } satisfies OrderPaidBody);
    expect(entries[1]?.at.toISOString()).toBe(order.paidAt?.toISOString());
  });

  it("écrit un refus et une annulation du tableau, et l'annulation automatique d'une commande impayée", async () => {
    const refused = await shop.cashOrder();
    expect((await act(refused.orderId, { action: "refuse", reason: "Plus de frites" })).response.status).toBe(
      200,
    );
    expect(await kindsOf(refused.orderId)).toEqual(["order_placed", "order_refused"]);
    expect((await entriesOf(refused.orderId))[1]?.body).toEqual({ total: shop.colas.total });

    const cancelled = await shop.cashOrder();
    await act(cancelled.orderId, { action: "accept" });
    await act(cancelled.orderId, { action: "cancel", reason: "Four en panne" });
    // A second tap finds it cancelled already: no second entry.
    expect(
      (await act(cancelled.orderId, { action: "cancel", reason: "Four en panne" })).response.status,
    ).toBe(409);
    expect(await kindsOf(cancelled.orderId)).toEqual(["order_placed", "order_cancelled"]);

    const unpaid = await shop.cardOrder({ paid: false, confirmed: false });
    t.setNow(minutesAfter(LUNCH_TUESDAY, UNPAID_CARD_ORDER_MINUTES + 1));
    const deps = {
      db: t.database.db,
      payments: t.payments,
      live: t.live,
      logger: pino({ level: "silent" }),
      clock: t.clock,
    };
    await Promise.all([cancelUnpaidOrders(deps), cancelUnpaidOrders(deps)]);
    expect(await kindsOf(unpaid.orderId)).toEqual(["order_placed", "order_cancelled"]);
    expect((await entriesOf(unpaid.orderId))[1]?.body).toEqual({ total: shop.colas.total });
  });

  it("écrit un remboursement une seule fois, même demandé deux fois à la fois", async () => {
    const card = await shop.cardOrder({ paid: true, confirmed: true });
    // Refused without the route's refund: the two refunds below race for it.
    const refused = await actOnOrder({
      db: t.database.db,
      mail: t.mail,
      restaurant: restaurantOf(await t.catalog.snapshot()),
      orderId: card.orderId,
      action: "refuse",
      by: null,
      readyAt: null,
      reason: "Rupture de poulet",
      now: t.clock(),
    });
    expect(refused).toMatchObject({ outcome: "done", refundDue: true });
    const deps = {
      db: t.database.db,
      payments: t.payments,
      logger: pino({ level: "silent" }),
      now: t.clock(),
    };
    const outcomes = await Promise.all([refundOrder(deps, card.orderId), refundOrder(deps, card.orderId)]);
    expect(outcomes.filter((outcome) => outcome === "refunded")).toHaveLength(1);
    expect(await refundOrder(deps, card.orderId)).toBe("already_refunded");
    const entries = await entriesOf(card.orderId);
    expect(entries.map((entry) => entry.kind)).toEqual([
      "order_placed",
      "order_paid",
      "order_refused",
      "order_refunded",
    ]);
    const order = await shop.storedOrder(card.orderId);
    expect(entries[3]?.body).toEqual(journalOrderAmounts({ ...order, lines: await linesOf(card.orderId) }));
    expect(entries[3]?.at.toISOString()).toBe(order.refundedAt?.toISOString());
  });

  it("compte un paiement arrivé après l'annulation automatique, puis son remboursement", async () => {
    const late = await shop.cardOrder({ paid: true, confirmed: false });
    t.setNow(minutesAfter(LUNCH_TUESDAY, UNPAID_CARD_ORDER_MINUTES + 2));
    await cancelUnpaidOrders({
      db: t.database.db,
      payments: t.payments,
      live: t.live,
      logger: pino({ level: "silent" }),
      clock: t.clock,
    });
    await Promise.all([late.confirm(), late.confirm()]);
    // The money came in (a sale of the day) and went back (a refund of the day): both are entries.
    expect(await kindsOf(late.orderId)).toEqual([
      "order_placed",
      "order_cancelled",
      "order_paid",
      "order_refunded",
    ]);
  });

  it("ne laisse ni le changement ni l'écriture quand sa transaction échoue après l'écriture", async () => {
    const { orderId } = await shop.cashOrder();
    const order = await shop.storedOrder(orderId);
    const restaurant = restaurantOf(await t.catalog.snapshot());
    await expect(
      t.database.db.transaction(async (tx) => {
        const recorded = await recordProgress(tx, {
          order,
          from: "placed",
          to: "refused",
          by: null,
          reason: "Essai",
          readyAt: null,
          now: t.clock(),
          mail: t.mail,
          restaurant,
        });
        expect(recorded).not.toBeNull();
        throw new Error("panne après l'écriture");
      }),
    ).rejects.toThrow("panne après l'écriture");
    expect((await shop.storedOrder(orderId)).progress).toBe("placed");
    expect(await kindsOf(orderId)).toEqual(["order_placed"]);

    // A placement whose kitchen window turns out full at its last statement: no order, no entry.
    const payload = orderPayloadSchema.parse(orderPayload({ ...shop.colas.fields }));
    const checked = await checkOrder({ restaurant, order: payload, now: t.clock(), customer: "guest" });
    if (!checked.ok) throw new Error(checked.message);
    const before = await t.database.db.select().from(schema.journalEntries);
    const placed = await placeOrder({
      db: t.database.db,
      userId: null,
      restaurant,
      payload,
      checked: checked.order,
      kitchen: { load: 10, window: new Date(LUNCH_TUESDAY), capacity: 5 },
      liveChannel: null,
      now: t.clock(),
    });
    expect(placed).toEqual({ kitchenFull: true });
    expect(await findOrderByLocalId(t.database.db, payload.local_id)).toBeNull();
    expect(await t.database.db.select().from(schema.journalEntries)).toHaveLength(before.length);
  });

  it("ne met jamais le nom, l'e-mail, le téléphone, l'adresse ni la note d'un client dans une écriture", async () => {
    const { orderId } = await shop.cashOrder();
    await act(orderId, { action: "accept" });
    await act(orderId, { action: "cancel", reason: "Client injoignable" });
    const card = await shop.cardOrder({ paid: true, confirmed: true });
    await act(card.orderId, { action: "refuse", reason: "Plus de pain" });
    const entries = await t.database.db.select().from(schema.journalEntries);
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(["order_placed", "order_paid", "order_refused", "order_cancelled", "order_refunded"]),
    );
    for (const entry of entries) {
      const text = JSON.stringify(entry.body);
      for (const personal of PERSONAL) expect(text, entry.kind).not.toContain(personal);
      expect(text).not.toMatch(/first_?name|last_?name|email|phone|address|city|postal|note|reason/i);
    }
  });
});
