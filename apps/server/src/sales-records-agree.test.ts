import type { DayReportPayload } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import type { ClosingBody } from "@comptoir/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChainer } from "./services/journal/chainer.ts";
import { openJournal } from "./services/journal/chainer-opening.ts";
import { verifyJournal } from "./services/journal/journal-verify.ts";
import { boardFixtures } from "./testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "./testing/checkout-fixtures.ts";
import { createStaffMember, staffBearer } from "./testing/staff.ts";
import { openTestApi } from "./testing/test-api.ts";

const TUESDAY = "2026-11-24";
/** Wednesday 05:00 in Paris: Tuesday's service day ended at 04:00. */
const AFTER_TUESDAY = "2026-11-25T04:00:00Z";

/**
 * The two records of a day's money say the same thing (ADR 066): the owner's report, read from the
 * orders' lines, and the journal's closing, added up from its entries, after a day of orders made
 * through the real checkout and board: cash handed over (one amount typed wrong, then corrected),
 * card payments, a card order refused and refunded, a cash order refused. Then `journal:verify`
 * finds the journal whole.
 */
describe.each(TEST_ENGINES)("le rapport et la clôture d'une journée concordent (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let owner: string;

  const act = (orderId: number, body: unknown) =>
    shop.staff(owner, "POST", `/v2/staff/orders/${orderId}/actions`, body);

  async function handOverCash(amount: number) {
    const { orderId } = await shop.cashOrder();
    for (const action of ["accept", "mark_ready"]) {
      expect((await act(orderId, { action })).response.status, action).toBe(200);
    }
    const done = await act(orderId, { action: "complete", amount });
    expect(done.response.status).toBe(200);
    return orderId;
  }

  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    // As the server does at its start, before it takes orders.
    await openJournal(t.database.db, t.clock());
    shop = await boardFixtures(t);
    owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() })).token;

    const total = (await shop.storedOrder((await shop.cashOrder()).orderId)).total;
    await handOverCash(total);
    // Typed wrong, then corrected: the till counts the correction.
    const mistyped = await handOverCash(total * 2);
    const [collection] = await t.database.db
      .select()
      .from(schema.cashCollections)
      .where(eq(schema.cashCollections.orderId, mistyped));
    const correction = await shop.staff(owner, "POST", `/v2/staff/orders/${mistyped}/cash`, {
      amount: total,
      corrects: collection?.id,
    });
    expect(correction.response.status).toBe(200);
    await shop.cardOrder({ paid: true, confirmed: true });
    const refunded = await shop.cardOrder({ paid: true, confirmed: true });
    expect((await act(refunded.orderId, { action: "refuse", reason: "Rupture" })).response.status).toBe(200);
    const refused = await shop.cashOrder();
    expect((await act(refused.orderId, { action: "refuse", reason: "Trop de monde" })).response.status).toBe(
      200,
    );

    // The day ends; the chainer seals its entries and closes it.
    t.setNow(AFTER_TUESDAY);
    const chainer = createChainer({ clock: t.clock });
    for (let pass = 0; pass < 20; pass++) {
      const done = await chainer.pass(t.database.db);
      if (done.closed.includes(`day:${TUESDAY}`)) break;
    }
    // Back to Tuesday, where the owner's session was opened.
    t.setNow(LUNCH_TUESDAY);
  });
  afterAll(() => t.database.close());

  it("la clôture du mardi reprend au centime les chiffres du rapport du mardi", async () => {
    const [closing] = await t.database.db
      .select()
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.closes, `day:${TUESDAY}`));
    if (!closing) throw new Error("mardi n'est pas clôturé");
    const { totals } = closing.body as ClosingBody;

    const response = await t.api.request(`/v2/staff/reports/day?date=${TUESDAY}`, {
      headers: staffBearer(owner),
    });
    expect(response.status).toBe(200);
    const report = ((await response.json()) as { payload: DayReportPayload }).payload;

    expect(report.closed).toBe(true);
    // Two cash orders and two card orders sold; one card order refunded the same day.
    expect(report.totals.sales.count).toBe(4);
    expect(report.totals.refunded.count).toBe(1);
    expect(totals.sales).toBe(report.totals.sales.count);
    expect(totals.salesTotal).toBe(report.totals.sales.amount);
    expect(totals.refundsTotal).toBe(report.totals.refunded.amount);
    expect(totals.net).toBe(report.totals.including_tax);
    expect(totals.rates).toEqual(
      report.totals.rates.map((rate) => ({
        rate: rate.rate_basis_points,
        excl: rate.excluding_tax,
        tax: rate.tax,
        incl: rate.including_tax,
      })),
    );
    expect({ card: totals.card, cash: totals.cash }).toEqual(report.totals.payment_methods);
    expect(totals.till).toBe(report.totals.till);
    expect(report.totals.till).toBe(report.totals.payment_methods.cash);
  });

  it("le journal se vérifie entier après la journée", async () => {
    const verification = await verifyJournal(t.database.db);
    expect(verification.problem).toBeNull();
    expect(verification.closings).toBeGreaterThanOrEqual(1);
  });
});
