import { type Database, type Db, schema } from "@comptoir/db";
import { openTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import type { ClosingBody } from "@comptoir/domain";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CHAIN_START, chainHash } from "./chain-hash.ts";
import { createChainer } from "./chainer.ts";
import { openJournal } from "./chainer-opening.ts";
import { insertSoldOrder, recordRefund, recordSale } from "./chainer-testing.ts";
import { verificationText, verifyJournal } from "./journal-verify.ts";

const { journalEntries, journalChain } = schema;

/**
 * The journal's verification against an attacker who edits the database behind the application's
 * back (ADR 066): the triggers refuse the application's own UPDATE and DELETE, so the attacker
 * first disables them, as a database owner can; each alteration is then named by its first entry.
 */
describe.each(TEST_ENGINES)("la vérification du journal des ventes (%s)", (engine) => {
  let database: Database;
  let db: Db;
  let orderIds: number[];
  beforeEach(async () => {
    database = await openTestDatabase(engine);
    db = database.db;
    let now = new Date("2026-11-24T10:00:00Z");
    await openJournal(db, now);
    orderIds = [];
    for (const [method, dish] of [
      ["card", 1200],
      ["cash", 1500],
      ["card", 900],
    ] as const) {
      now = new Date(now.getTime() + 3_600_000);
      const id = await insertSoldOrder(db, { at: now, method, dish });
      await recordSale(db, id, now);
      orderIds.push(id);
    }
    await recordRefund(db, orderIds[2] ?? 0, new Date("2026-11-24T16:00:00Z"));
    // The 24th closed, then a sale on the 25th still open.
    const chainer = createChainer({ clock: () => now });
    now = new Date("2026-11-25T12:00:00Z");
    await chainer.pass(db);
    const id = await insertSoldOrder(db, { at: now, method: "card", dish: 2000 });
    await recordSale(db, id, now);
    orderIds.push(id);
    await chainer.pass(db);
    return () => database.close();
  });

  const entries = () => db.select().from(journalEntries).orderBy(asc(journalEntries.seq));
  const entryOf = async (orderId: number, kind: string) =>
    (await entries()).find((entry) => entry.orderId === orderId && entry.kind === kind);
  /** The attacker: the triggers off for one statement, as the database's owner may. */
  const behindTheBack = (statement: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_entries disable trigger user`);
      await tx.execute(sql`alter table journal_chain disable trigger user`);
      await tx.execute(statement);
      await tx.execute(sql`alter table journal_entries enable trigger user`);
      await tx.execute(sql`alter table journal_chain enable trigger user`);
    });

  it("dit le journal intègre, ses écritures et ses clôtures comptées", async () => {
    const result = await verifyJournal(db);
    // Opening, 3 × placed + paid, a cash collected, a refund, the day's closing, placed + paid.
    expect(result).toEqual({ ok: true, entries: 12, closings: 1, gaps: 0, unchained: 0, problem: null });
    expect(verificationText(result)).toBe("Journal intègre : 12 écritures, 1 clôture.");
  });

  it("les déclencheurs refusent à l'application de modifier ou d'effacer une écriture ou un lien", async () => {
    await expect(
      db.update(journalEntries).set({ body: {} }).where(eq(journalEntries.seq, 2)),
    ).rejects.toThrow();
    await expect(db.delete(journalEntries).where(eq(journalEntries.seq, 2))).rejects.toThrow();
    await expect(
      db.update(journalChain).set({ hash: CHAIN_START }).where(eq(journalChain.seq, 2)),
    ).rejects.toThrow();
    await expect(db.delete(journalChain)).rejects.toThrow();
    expect((await verifyJournal(db)).ok).toBe(true);
  });

  it("voit le total d'une commande changé dans sa table et nomme sa première écriture", async () => {
    const order = orderIds[1] ?? 0;
    await db.execute(sql`update orders set total = total - 500 where id = ${order}`);
    const placed = await entryOf(order, "order_placed");
    const result = await verifyJournal(db);
    expect(result.ok).toBe(false);
    expect(result.problem).toMatchObject({ seq: placed?.seq, kind: "order_placed", orderId: order });
    expect(result.problem?.what).toBe("total (centimes) : 1800 dans l'écriture, 1300 dans la commande");
    expect(verificationText(result)).toBe(
      `Journal altéré à l'écriture n° ${placed?.seq} (order_placed, commande ${order}) : total (centimes) : 1800 dans l'écriture, 1300 dans la commande.`,
    );
  });

  it("voit une écriture effacée", async () => {
    const paid = await entryOf(orderIds[0] ?? 0, "order_paid");
    // The other way to silence the triggers: replication mode, for this transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from journal_entries where seq = ${paid?.seq}`);
    });
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: paid?.seq, kind: null, orderId: null });
    expect(result.problem?.what).toContain("disparu");
  });

  it("voit deux écritures échangées", async () => {
    const first = await entryOf(orderIds[1] ?? 0, "order_paid");
    const second = await entryOf(orderIds[2] ?? 0, "order_paid");
    await behindTheBack(sql`update journal_entries e
      set kind = o.kind, at = o.at, order_id = o.order_id, body = o.body
      from journal_entries o
      where (e.seq = ${first?.seq} and o.seq = ${second?.seq}) or (e.seq = ${second?.seq} and o.seq = ${first?.seq})`);
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: first?.seq, kind: "order_paid", orderId: orderIds[2] });
    expect(result.problem?.what).toContain("empreinte");
  });

  it("voit un lien de la chaîne réécrit", async () => {
    await behindTheBack(sql`update journal_chain set hash = ${"f".repeat(64)} where seq = 5`);
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: 5 });
    expect(result.problem?.what).toContain("empreinte");
  });

  it("voit les totaux d'une clôture changés, même la chaîne recalculée après eux", async () => {
    const [closing] = (await entries()).filter((entry) => entry.kind === "closing");
    const body = closing?.body as ClosingBody;
    const forged = { ...body, totals: { ...body.totals, salesTotal: body.totals.salesTotal - 1000 } };
    await behindTheBack(
      sql`update journal_entries set body = ${JSON.stringify(forged)}::jsonb where seq = ${closing?.seq}`,
    );
    // The attacker rewrites every link after it, so the chain alone agrees again.
    let previous = CHAIN_START;
    for (const entry of await entries()) {
      previous = chainHash(previous, entry);
      await behindTheBack(sql`update journal_chain set hash = ${previous} where seq = ${entry.seq}`);
    }
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: closing?.seq, kind: "closing", orderId: null });
    expect(result.problem?.what).toContain("totaux de la clôture");
  });

  it("voit la TVA d'une ligne changée dans sa table : la TVA par taux de la commande ne correspond plus", async () => {
    const order = orderIds[0] ?? 0;
    await db.execute(sql`update order_lines set tax = tax + 7, tax_parts = null where order_id = ${order}`);
    const placed = await entryOf(order, "order_placed");
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: placed?.seq, kind: "order_placed", orderId: order });
    // The same amounts per rate, 7 cents more VAT in the order than in what was written.
    expect(result.problem?.what).toMatch(
      /^TVA par taux : 5,5 % : 300 dont TVA (\d+), 10 % : 1200 dont TVA (\d+) dans l'écriture, 5,5 % : 300 dont TVA \d+, 10 % : 1200 dont TVA \d+ dans la commande$/,
    );
    const [written, stored] = (result.problem?.what ?? "").split(" dans l'écriture, ");
    expect(written).not.toBe(stored?.replace(" dans la commande", ""));
  });

  it("voit une commande effacée de sa table", async () => {
    const order = orderIds[3] ?? 0;
    await db.execute(sql`delete from orders where id = ${order}`);
    const placed = await entryOf(order, "order_placed");
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: placed?.seq, kind: "order_placed", orderId: order });
    expect(result.problem?.what).toBe("la commande n'existe plus");
  });

  it("voit le moyen de paiement d'une commande changé dans sa table", async () => {
    const order = orderIds[1] ?? 0;
    await db.execute(sql`update orders set payment_method = 'card' where id = ${order}`);
    const placed = await entryOf(order, "order_placed");
    const result = await verifyJournal(db);
    expect(result.problem).toMatchObject({ seq: placed?.seq, orderId: order });
    expect(result.problem?.what).toBe("moyen de paiement : cash dans l'écriture, card dans la commande");
  });
});
