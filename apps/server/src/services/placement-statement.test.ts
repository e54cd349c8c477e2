import { type Db, schema } from "@comptoir/db";
import { openDemoTestDatabase, TEST_ENGINES } from "@comptoir/db/testing";
import { asc, eq } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { boardFixtures } from "../../testing/board-fixtures.ts";
import { LUNCH_TUESDAY } from "../../testing/checkout-fixtures.ts";
import { openTestApi } from "../../testing/test-api.ts";
import { appendJournalEntry } from "./journal-entries.ts";

// The journal's writer, called through; one placement below has it write nothing, as the bench's
// runs without the journal do (bench/without-journal-entries.ts).
vi.mock("./journal-entries.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./journal-entries.ts")>();
  return { ...real, appendJournalEntry: vi.fn(real.appendJournalEntry) };
});

const INTO_JOURNAL = /^insert into "journal_entries"/i;

/**
 * What the sales journal costs an order's placement (ADR 066, 067): one statement, the insert of
 * its `order_placed` entry, and nothing else: no read, no lock, no other statement that touches
 * the journal. Counted as the database sees them: every statement the app's database layer sends
 * while one cash order is placed through the checkout, with the journal and without it.
 */
describe.each(TEST_ENGINES)("le coût d'une commande passée pour le journal des ventes (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let shop: Awaited<ReturnType<typeof boardFixtures>>;
  let recording: string[] | null = null;
  beforeAll(async () => {
    const base = await openDemoTestDatabase(engine);
    // The same connection (or pool) under a second drizzle that tells each statement it sends.
    const logger = { logQuery: (query: string) => recording?.push(query) };
    const options = { schema, casing: "snake_case" as const, logger };
    const client = (base.db as unknown as { $client: never }).$client;
    const counted =
      engine === "pglite" ? drizzlePglite({ client, ...options }) : drizzlePostgres({ client, ...options });
    t = await openTestApi(engine, { database: { ...base, db: counted as unknown as Db } });
    t.setNow(LUNCH_TUESDAY);
    shop = await boardFixtures(t);
    // A first order, not counted: the day's number row, the caches, as a shop's day has them.
    await shop.cashOrder();
  });
  afterAll(() => t.database.close());

  /** The statements sent while one cash order is placed, and its journal entries. */
  async function placeCounted() {
    const statements: string[] = [];
    recording = statements;
    let orderId: number;
    try {
      ({ orderId } = await shop.cashOrder());
    } finally {
      recording = null;
    }
    const entries = await t.database.db
      .select({ kind: schema.journalEntries.kind })
      .from(schema.journalEntries)
      .where(eq(schema.journalEntries.orderId, orderId))
      .orderBy(asc(schema.journalEntries.seq));
    return { statements, kinds: entries.map((entry) => entry.kind) };
  }

  it("ajoute une seule instruction, l'insertion de son écriture, et aucune autre qui touche le journal", async () => {
    const withJournal = await placeCounted();
    vi.mocked(appendJournalEntry).mockImplementationOnce(async () => 0);
    const without = await placeCounted();

    expect(withJournal.kinds).toEqual(["order_placed"]);
    expect(without.kinds).toEqual([]);
    const journal = withJournal.statements.filter((statement) => statement.includes("journal_"));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatch(INTO_JOURNAL);
    expect(without.statements.filter((statement) => statement.includes("journal_"))).toEqual([]);
    // The rest is the placement without the journal, statement for statement, in the same order.
    expect(withJournal.statements.filter((statement) => !INTO_JOURNAL.test(statement))).toEqual(
      without.statements,
    );
    expect(withJournal.statements.length - without.statements.length).toBe(1);
    expect(without.statements.length).toBeGreaterThan(1);
  });
});
