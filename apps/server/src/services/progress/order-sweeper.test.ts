import { CHECKOUT_ERROR_CODES } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDemoPayments } from "../../adapters/payments/demo-payments.ts";
import { PaymentError } from "../../adapters/payments/payments.ts";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";
import { cancelUnpaidOrders, sweepOrders, UNPAID_CARD_ORDER_MINUTES } from "./order-sweeper.ts";

const minutesAfter = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();

describe.each(TEST_ENGINES)("le balayage des commandes et les remboursements (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  /** While true, the provider cannot refund (an outage during a refusal). */
  let refundsDown = false;
  let refundCalls = 0;
  beforeAll(async () => {
    const first = await openTestApi(engine);
    // A second "process" on the same database, whose demo provider can be made to fail refunds.
    let now = new Date(LUNCH_TUESDAY);
    const demo = createDemoPayments(first.database.db, () => now);
    t = await openTestApi(engine, {
      database: first.database,
      payments: {
        ...demo,
        async refund(intentId, amount, key) {
          refundCalls += 1;
          if (refundsDown) throw new PaymentError("unavailable", "prestataire injoignable (test)");
          return demo.refund(intentId, amount, key);
        },
      },
    });
    const setNow = t.setNow;
    t.setNow = (instant) => {
      now = new Date(instant);
      setNow(instant);
    };
    shop = await boardFixtures(t);
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const sweepDeps = () => ({
    db: t.database.db,
    payments: t.payments,
    live: t.live,
    logger: pino({ level: "silent" }),
    clock: t.clock,
  });
  const intentOf = async (id: string) => {
    const [intent] = await t.database.db
      .select()
      .from(schema.simulatedPaymentIntents)
      .where(eq(schema.simulatedPaymentIntents.id, id));
    return intent;
  };

  it("annule une commande par carte impayée après 30 minutes, une seule fois même balayée deux fois à la fois", async () => {
    const unpaid = await shop.cardOrder({ paid: false, confirmed: false });
    const cash = await shop.cashOrder();
    t.setNow(minutesAfter(LUNCH_TUESDAY, UNPAID_CARD_ORDER_MINUTES - 1));
    expect(await cancelUnpaidOrders(sweepDeps())).not.toContain(unpaid.orderId);
    t.setNow(minutesAfter(LUNCH_TUESDAY, UNPAID_CARD_ORDER_MINUTES + 1));
    const [a, b] = await Promise.all([cancelUnpaidOrders(sweepDeps()), cancelUnpaidOrders(sweepDeps())]);
    expect([...(a ?? []), ...(b ?? [])].filter((id) => id === unpaid.orderId)).toHaveLength(1);
    const order = await shop.storedOrder(unpaid.orderId);
    expect(order).toMatchObject({ progress: "cancelled", status: "pending", boardAt: null });
    const events = await shop.eventsOf(unpaid.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ progress: "cancelled", staffId: null });
    expect(events[0]?.reason).toMatch(/30 minutes/);
    // Its payment is closed at the provider: the customer can no longer pay it.
    expect((await intentOf(unpaid.intentId))?.status).toBe("canceled");
    // A cash order is never cancelled for want of payment.
    expect((await shop.storedOrder(cash.orderId)).progress).toBe("placed");
  });

  it("rembourse un paiement arrivé après l'annulation, sans remettre la commande au tableau", async () => {
    // Paid at the provider, but its confirmation arrives after the sweeper cancelled the order.
    const late = await shop.cardOrder({ paid: true, confirmed: false });
    t.setNow(minutesAfter(LUNCH_TUESDAY, UNPAID_CARD_ORDER_MINUTES + 2));
    await cancelUnpaidOrders(sweepDeps());
    const answers = await Promise.all([late.confirm(), late.confirm()]);
    for (const { response, body } of answers) {
      expect(response.status).toBe(409);
      expect(body.code).toBe(CHECKOUT_ERROR_CODES.orderCancelled);
      expect(String(body.message)).toMatch(/remboursé/);
    }
    const order = await shop.storedOrder(late.orderId);
    expect(order).toMatchObject({ status: "paid", progress: "cancelled", boardAt: null });
    expect(order.refundId).toMatch(/^re_demo_/);
    expect((await intentOf(late.intentId))?.refundId).toBe(order.refundId);
  });

  it("garde le refus quand le prestataire est injoignable, puis rembourse une fois au balayage suivant", async () => {
    const { token } = await createStaffMember(t.database.db, { now: t.clock() });
    const paid = await shop.cardOrder({ paid: true, confirmed: true });
    refundsDown = true;
    try {
      const refused = await shop.staff(token, "POST", `/v2/staff/orders/${paid.orderId}/actions`, {
        action: "refuse",
        reason: "Cuisine saturée",
      });
      expect(refused.response.status).toBe(200);
      expect(refused.body.payload).toMatchObject({
        progress: "refused",
        refunded: false,
        refund_pending: true,
      });
      await sweepOrders(sweepDeps());
      expect((await shop.storedOrder(paid.orderId)).refundId).toBeNull();
    } finally {
      refundsDown = false;
    }
    await Promise.all([sweepOrders(sweepDeps()), sweepOrders(sweepDeps())]);
    const order = await shop.storedOrder(paid.orderId);
    expect(order.refundId).toMatch(/^re_demo_/);
    expect((await intentOf(paid.intentId))?.refundId).toBe(order.refundId);
    // Once refunded, the provider is never asked again.
    const callsAfterRefund = refundCalls;
    await sweepOrders(sweepDeps());
    expect(refundCalls).toBe(callsAfterRefund);
    const view = await shop.staff(token, "GET", `/v2/staff/orders/${paid.orderId}`);
    expect(view.body.payload).toMatchObject({ refunded: true, refund_pending: false });
  });
});
