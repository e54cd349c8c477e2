import { schema } from "@comptoir/db";
import { openDemoTestDatabase, recordingStatements, TEST_ENGINES } from "@comptoir/db/testing";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { boardFixtures } from "../testing/board-fixtures.ts";
import { LUNCH_TUESDAY, orderPayload } from "../testing/checkout-fixtures.ts";
import { openTestApi } from "../testing/test-api.ts";
import { entryInPlacement } from "./journal/journal-entries.ts";

// The journal's part of the placement, called through; one placement below has it give nothing,
// as the bench's runs without the journal do (bench/without-journal-entries.ts).
vi.mock("./journal/journal-entries.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./journal/journal-entries.ts")>();
  return { ...real, entryInPlacement: vi.fn(real.entryInPlacement) };
});

const PLACE_ORDERS = /^select place_orders\(\$1::jsonb\) as placed$/;
/** The rate limiter's upsert of the attempts that came together (ADR 082). */
const RATE_LIMIT_HIT = /^\s*with attempt as \(.*insert into rate_limit_hits /s;

/**
 * The statements of an order's placement, but for the rate limiter's sweep of its finished
 * windows, which only the first order of a client's window pays (ADR 025).
 */
function roundTrips(statements: readonly string[]): string[] {
  return statements.filter((statement) => !statement.startsWith('delete from "rate_limit_hits"'));
}

/**
 * An order's placement is two round trips to the database (ADR 072): the client's rate limit (one
 * upsert of its own counter), then one statement which writes everything in its own transaction,
 * so no shared row (the day's number, the kitchen's window) is ever held while the server works. Counted as the database sees them: every statement the app's
 * database layer sends while one cash order is placed through the checkout. The sales journal
 * costs no statement of its own (ADR 066).
 */
describe.each(TEST_ENGINES)("les allers-retours d'une commande passée (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let recording: string[] | null = null;
  beforeAll(async () => {
    const base = await openDemoTestDatabase(engine);
    const counted = recordingStatements(base, (statement) => recording?.push(statement));
    t = await openTestApi(engine, { database: { ...base, db: counted } });
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    // A first order, not counted: the caches, as a shop's day has them.
    await shop.cashOrder();
  });
  afterAll(() => t.database.close());

  /** The statements sent while one cash order is placed, and what it wrote. */
  async function placeCounted() {
    const statements: string[] = [];
    recording = statements;
    let orderId: number;
    try {
      ({ orderId } = await shop.cashOrder());
    } finally {
      recording = null;
    }
    const { db } = t.database;
    const entries = await db
      .select({ kind: schema.journalEntries.kind, body: schema.journalEntries.body })
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.orderId, orderId))
      .orderBy(asc(schema.journalEntries.seq));
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const lines = await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
    const events = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId));
    return { statements, entries, order, lines, events };
  }

  it("est une instruction pour la limite du client et une seule pour la commande, qui écrit la commande, ses lignes, son historique, son écriture et son numéro", async () => {
    const placed = await placeCounted();
    expect(roundTrips(placed.statements)).toEqual([
      expect.stringMatching(RATE_LIMIT_HIT),
      expect.stringMatching(PLACE_ORDERS),
    ]);

    const number = placed.order?.dayNumber ?? 0;
    expect(number).toBeGreaterThan(1);
    expect(placed.lines.length).toBeGreaterThan(0);
    expect(placed.events.map((event) => event.progress)).toEqual(["placed"]);
    expect(placed.entries).toEqual([
      { kind: "order_placed", body: expect.objectContaining({ number, total: placed.order?.total }) },
    ]);
    // Its confirmation mail says the number taken in the statement, not the marker it was written with.
    const [mail] = await t.database.db
      .select()
      .from(schema.outboxEmails)
      .orderBy(desc(schema.outboxEmails.id))
      .limit(1);
    expect(mail?.subject).toContain(`n° ${number} `);
    expect(mail?.textBody).toContain(`n° ${number} `);
  });

  /** Cash orders of two colas sent at once, each from its own customer; `firstName` for each. */
  async function placeAtOnce(firstNames: string[]) {
    return Promise.all(
      firstNames.map(async (firstName, index) => {
        const payload = orderPayload({ ...shop.colas.fields });
        payload.customer.first_name = firstName;
        const { response, body } = await t.json("/v2/public/checkout/", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.14.0.${index + 1}` },
          body: JSON.stringify(payload),
        });
        const placed = body.payload as { order_id?: number } | undefined;
        return { status: response.status, orderId: placed?.order_id ?? null };
      }),
    );
  }

  /** The day's numbers of these orders, in the order of their ids. */
  async function numbersOf(orderIds: number[]) {
    const rows = await t.database.db
      .select({ dayNumber: schema.orders.dayNumber })
      .from(schema.orders)
      .where(inArray(schema.orders.id, orderIds))
      .orderBy(asc(schema.orders.id));
    return rows.map((row) => row.dayNumber);
  }

  it("place ensemble, en moins d'appels que de commandes, les commandes arrivées à la fois, numérotées à la suite sans trou", async () => {
    const before = (await placeCounted()).order?.dayNumber ?? 0;
    const statements: string[] = [];
    recording = statements;
    let placed: Awaited<ReturnType<typeof placeAtOnce>>;
    try {
      placed = await placeAtOnce(Array.from({ length: 12 }, (_, index) => `Client${index}`));
    } finally {
      recording = null;
    }

    expect(placed.map((order) => order.status)).toEqual(Array(12).fill(201));
    const calls = statements.filter((statement) => PLACE_ORDERS.test(statement)).length;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThan(12);
    const numbers = await numbersOf(placed.map((order) => order.orderId ?? 0));
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => before + 1 + index));
  });

  it("une commande que la base refuse par une erreur n'empêche pas les autres commandes de son lot, et ne prend pas de numéro", async () => {
    const before = (await placeCounted()).order?.dayNumber ?? 0;
    // A fault the checks before the database cannot see (a disk full, a broken row), for one order.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_erreur() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.first_name = 'Erreur' THEN RAISE EXCEPTION 'panne simulée'; END IF;
        RETURN NEW;
      END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_erreur BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_erreur()`,
    );
    let placed: Awaited<ReturnType<typeof placeAtOnce>>;
    try {
      placed = await placeAtOnce(["Ana", "Ben", "Erreur", "Chloé", "Driss", "Emma"]);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_erreur ON orders`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_erreur()`);
    }

    expect(placed.map((order) => order.status === 201)).toEqual([true, true, false, true, true, true]);
    const stored = placed.flatMap((order) => (order.orderId === null ? [] : [order.orderId]));
    expect(await numbersOf(stored)).toEqual([1, 2, 3, 4, 5].map((rank) => before + rank));
  });

  it("ne coûte au journal aucune instruction de plus", async () => {
    vi.mocked(entryInPlacement).mockImplementationOnce(() => null);
    const without = await placeCounted();
    const withJournal = await placeCounted();

    expect(without.entries).toEqual([]);
    expect(withJournal.entries.map((entry) => entry.kind)).toEqual(["order_placed"]);
    expect(roundTrips(without.statements)).toHaveLength(2);
    expect(roundTrips(withJournal.statements)).toEqual(roundTrips(without.statements));
    // Numbers follow without a gap, entry or not.
    expect(withJournal.order?.dayNumber).toBe((without.order?.dayNumber ?? 0) + 1);
  });
});
