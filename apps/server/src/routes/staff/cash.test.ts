import { boardOrderSchema, STAFF_ERROR_CODES } from "@comptoir/contracts";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { collectCash } from "../../services/progress/cash-collections.ts";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { createStaffMember } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";

const minutesAfter = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();

/**
 * The cash collected at a cash order's handover (ADR 066): the board's "complete" carries the
 * amount, which records it, counts the sale (`paid_at`, `order_paid`) the first time, and writes
 * its journal entry; a correction is a new record naming the one it replaces, never an edit.
 */
describe.each(TEST_ENGINES)("l'encaissement des espèces à la remise (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let staffToken: string;
  let ownerToken: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    staffToken = (await createStaffMember(t.database.db, { role: "staff", name: "Karim", now: t.clock() }))
      .token;
    ownerToken = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() }))
      .token;
  });
  afterAll(() => t.database.close());
  beforeEach(() => t.setNow(LUNCH_TUESDAY));

  const act = (orderId: number, body: unknown, token = staffToken) =>
    shop.staff(token, "POST", `/v2/staff/orders/${orderId}/actions`, body);
  const correct = (orderId: number, body: unknown, token = staffToken) =>
    shop.staff(token, "POST", `/v2/staff/orders/${orderId}/cash`, body);
  const entriesOf = (orderId: number) =>
    t.database.db
      .select()
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.orderId, orderId))
      .orderBy(asc(schema.journalEntries.seq));
  const collectionsOf = (orderId: number) =>
    t.database.db
      .select()
      .from(schema.cashCollections)
      .where(eq(schema.cashCollections.orderId, orderId))
      .orderBy(asc(schema.cashCollections.id));

  /** A cash order taken to "ready", for its handover. */
  async function readyCashOrder() {
    const { orderId } = await shop.cashOrder();
    for (const action of ["accept", "start_preparing", "mark_ready"]) {
      expect((await act(orderId, { action })).response.status, action).toBe(200);
    }
    return orderId;
  }

  it("remet une commande en espèces avec le montant : l'encaissement, la vente comptée une fois, leurs écritures", async () => {
    const orderId = await readyCashOrder();
    expect((await shop.storedOrder(orderId)).paidAt).toBeNull();
    t.setNow(minutesAfter(LUNCH_TUESDAY, 20));
    const done = await act(orderId, { action: "complete", amount: 2000 });
    expect(done.response.status).toBe(200);
    const view = boardOrderSchema.parse(done.body.payload);
    const [collection] = await collectionsOf(orderId);
    expect(view).toMatchObject({
      progress: "completed",
      cash_collected: { id: collection?.id, amount: 2000, by: "Karim", at: minutesAfter(LUNCH_TUESDAY, 20) },
    });
    expect(collection).toMatchObject({ amount: 2000, staffName: "Karim", corrects: null });
    const order = await shop.storedOrder(orderId);
    // The sale counts now (the reports' day), and the status stays the provider's word.
    expect(order.paidAt?.toISOString()).toBe(minutesAfter(LUNCH_TUESDAY, 20));
    expect(order.status).toBe("pending");
    const entries = await entriesOf(orderId);
    expect(entries.map((entry) => entry.kind)).toEqual(["order_placed", "order_paid", "cash_collected"]);
    expect(entries[1]?.body).toMatchObject({ method: "cash", total: shop.colas.total });
    expect(entries[2]?.body).toEqual({ amount: 2000, corrects: null });

    // Done once: a second handover is refused, and writes nothing.
    const again = await act(orderId, { action: "complete", amount: 2000 });
    expect(again.response.status).toBe(409);
    expect(await entriesOf(orderId)).toHaveLength(3);
    expect(await collectionsOf(orderId)).toHaveLength(1);
  });

  it("corrige un montant par un nouvel enregistrement qui nomme le premier, et une écriture qui nomme la sienne", async () => {
    const orderId = await readyCashOrder();
    await act(orderId, { action: "complete", amount: 5000 });
    const [first] = await collectionsOf(orderId);
    const firstEntry = (await entriesOf(orderId)).at(-1);
    t.setNow(minutesAfter(LUNCH_TUESDAY, 25));
    const corrected = await correct(orderId, { amount: shop.colas.total, corrects: first?.id }, ownerToken);
    expect(corrected.response.status).toBe(200);
    const rows = await collectionsOf(orderId);
    expect(rows.map((row) => [row.amount, row.corrects, row.staffName])).toEqual([
      [5000, null, "Karim"],
      [shop.colas.total, first?.id, "Nadia"],
    ]);
    expect(boardOrderSchema.parse(corrected.body.payload).cash_collected).toMatchObject({
      id: rows[1]?.id,
      amount: shop.colas.total,
      by: "Nadia",
    });
    const entries = await entriesOf(orderId);
    expect(entries.map((entry) => entry.kind)).toEqual([
      "order_placed",
      "order_paid",
      "cash_collected",
      "cash_collected",
    ]);
    expect(entries[3]?.body).toEqual({ amount: shop.colas.total, corrects: firstEntry?.seq });
    // The sale was counted at the handover: a correction never counts it again.
    expect((await shop.storedOrder(orderId)).paidAt?.toISOString()).toBe(LUNCH_TUESDAY.replace("Z", ".000Z"));
    // The team's audit log keeps who changed the amount, from what to what.
    const [audit] = await t.database.db
      .select()
      .from(schema.auditEntries)
      .where(
        and(
          eq(schema.auditEntries.action, "cash.correct"),
          eq(schema.auditEntries.subject, `order:${orderId}`),
        ),
      );
    expect(audit).toMatchObject({
      staffName: "Nadia",
      before: { amount: 5000 },
      after: { amount: shop.colas.total },
    });

    // The first amount was replaced: correcting it again is stale; the last one may be corrected.
    const stale = await correct(orderId, { amount: 100, corrects: first?.id });
    expect(stale.response.status).toBe(409);
    expect(stale.body.code).toBe(STAFF_ERROR_CODES.cashAlreadyCorrected);
    expect((await correct(orderId, { amount: 900, corrects: rows[1]?.id })).response.status).toBe(200);
    expect((await entriesOf(orderId)).at(-1)?.body).toEqual({ amount: 900, corrects: entries[3]?.seq });
  });

  it("de deux tablettes qui corrigent le même montant à la fois, une seule correction", async () => {
    const orderId = await readyCashOrder();
    await act(orderId, { action: "complete", amount: 1000 });
    const [first] = await collectionsOf(orderId);
    const answers = await Promise.all([
      correct(orderId, { amount: 700, corrects: first?.id }),
      correct(orderId, { amount: 800, corrects: first?.id }, ownerToken),
    ]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    expect(await collectionsOf(orderId)).toHaveLength(2);
    expect((await entriesOf(orderId)).filter((entry) => entry.kind === "cash_collected")).toHaveLength(2);
  });

  it("refuse en français, avec un code stable, un montant manquant, faux ou déplacé, sans rien écrire", async () => {
    const orderId = await readyCashOrder();
    const cases: [unknown, string][] = [
      [{ action: "complete" }, STAFF_ERROR_CODES.cashAmountRequired],
      [{ action: "complete", amount: -1 }, STAFF_ERROR_CODES.cashAmountInvalid],
      [{ action: "complete", amount: 12.5 }, STAFF_ERROR_CODES.cashAmountInvalid],
      [{ action: "complete", amount: "12,50" }, STAFF_ERROR_CODES.cashAmountInvalid],
      [{ action: "complete", amount: 1e12 }, STAFF_ERROR_CODES.cashAmountInvalid],
      // More than ten times the order's total: a slip of the finger.
      [{ action: "complete", amount: shop.colas.total * 10 + 1 }, STAFF_ERROR_CODES.cashAmountInvalid],
      [{ action: "mark_ready", amount: 500 }, STAFF_ERROR_CODES.cashAmountInvalid],
    ];
    for (const [body, code] of cases) {
      const { response, body: answer } = await act(orderId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(String(answer.message)).toMatch(/[a-zé]/);
    }
    expect((await shop.storedOrder(orderId)).progress).toBe("ready");
    expect(await collectionsOf(orderId)).toHaveLength(0);

    // A card order is handed over as before, without an amount, and refuses one.
    const card = await shop.cardOrder({ paid: true, confirmed: true });
    for (const action of ["accept", "start_preparing", "mark_ready"]) await act(card.orderId, { action });
    const withAmount = await act(card.orderId, { action: "complete", amount: 500 });
    expect(withAmount.response.status).toBe(400);
    expect(withAmount.body.code).toBe(STAFF_ERROR_CODES.cashAmountInvalid);
    expect((await act(card.orderId, { action: "complete" })).response.status).toBe(200);
    expect(await collectionsOf(card.orderId)).toHaveLength(0);
    expect((await entriesOf(card.orderId)).map((entry) => entry.kind)).toEqual([
      "order_placed",
      "order_paid",
    ]);

    // Corrections: bad bodies, an order not handed over, a card order, an order not on the board.
    await act(orderId, { action: "complete", amount: 0 });
    const [collection] = await collectionsOf(orderId);
    for (const body of [
      {},
      { amount: 100 },
      { amount: -5, corrects: collection?.id },
      { amount: 1, corrects: "x" },
    ]) {
      const { response } = await correct(orderId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const tooHigh = await correct(orderId, { amount: shop.colas.total * 10 + 1, corrects: collection?.id });
    expect(tooHigh.body.code).toBe(STAFF_ERROR_CODES.cashAmountInvalid);
    const notYet = await shop.cashOrder();
    const early = await correct(notYet.orderId, { amount: 100, corrects: collection?.id });
    expect(early.response.status).toBe(409);
    expect(early.body.code).toBe(STAFF_ERROR_CODES.cashNotCollected);
    expect((await correct(card.orderId, { amount: 100, corrects: 1 })).body.code).toBe(
      STAFF_ERROR_CODES.cashNotCollected,
    );
    expect((await correct(999_999, { amount: 100, corrects: 1 })).response.status).toBe(404);
    expect(await collectionsOf(orderId)).toHaveLength(1);
  });

  it("demande une session de l'équipe (401), et tout rôle peut encaisser et corriger", async () => {
    const orderId = await readyCashOrder();
    for (const [path, body] of [
      [`/v2/staff/orders/${orderId}/actions`, { action: "complete", amount: 500 }],
      [`/v2/staff/orders/${orderId}/cash`, { amount: 500, corrects: 1 }],
    ] as const) {
      const anonymous = await t.json(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(anonymous.response.status).toBe(401);
      expect(anonymous.body.code).toBe(STAFF_ERROR_CODES.staffUnauthorized);
    }
    expect((await act(orderId, { action: "complete", amount: 500 }, ownerToken)).response.status).toBe(200);
    const [first] = await collectionsOf(orderId);
    expect((await correct(orderId, { amount: 600, corrects: first?.id }, staffToken)).response.status).toBe(
      200,
    );
  });

  it("ne laisse rien quand la transaction de la remise échoue, et les enregistrements refusent toute modification", async () => {
    const orderId = await readyCashOrder();
    const order = await shop.storedOrder(orderId);
    await expect(
      t.database.db.transaction(async (tx) => {
        await collectCash(tx, { order, amount: 1500, by: { id: 1, name: "Karim" }, now: t.clock() });
        throw new Error("panne après l'encaissement");
      }),
    ).rejects.toThrow("panne après l'encaissement");
    expect((await shop.storedOrder(orderId)).paidAt).toBeNull();
    expect(await collectionsOf(orderId)).toHaveLength(0);
    expect((await entriesOf(orderId)).map((entry) => entry.kind)).toEqual(["order_placed"]);

    await act(orderId, { action: "complete", amount: 1500 });
    await expect(
      t.database.db.execute(sql`update cash_collections set amount = 1 where order_id = ${orderId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update journal_entries set body = '{}' where order_id = ${orderId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from cash_collections where order_id = ${orderId}`),
    ).rejects.toThrow();
    expect((await collectionsOf(orderId))[0]?.amount).toBe(1500);
  });
});
