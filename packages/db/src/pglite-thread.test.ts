import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.ts";
import { openPgliteThread } from "./pglite-thread.ts";

const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });
const sample = pgTable("sample", {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true, mode: "date" }),
  day: date(),
  price: numeric({ precision: 10, scale: 2 }),
  big: bigint({ mode: "bigint" }),
  body: jsonb().$type<{ dish: string; spicy: number[] }>(),
  tags: text().array(),
  bytes: bytea(),
});
const createSample = sql`create table sample (id integer primary key, at timestamptz, day date,
  price numeric(10, 2), big bigint, body jsonb, tags text[], bytes bytea)`;

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The error drizzle throws, or the one it wraps: PostgreSQL's fields are on the latter. */
function postgresErrorOf(error: unknown): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  return (cause ?? error) as Record<string, unknown>;
}

describe("PGlite sur son propre fil (ADR 083)", () => {
  const parent = mkdtempSync(join(tmpdir(), "comptoir-db-thread-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("rend les mêmes lignes que PGlite sur le fil principal, quels que soient les types", async () => {
    const onThread = await openDatabase({ engine: "pglite", dataDir: null, inWorker: true });
    const onMain = await openDatabase({ engine: "pglite", dataDir: null });
    try {
      const read = async (database: Database) => {
        await database.db.execute(createSample);
        await database.db.insert(sample).values({
          id: 1,
          at: new Date("2026-11-27T11:45:30.250Z"),
          day: "2026-11-27",
          price: "12.50",
          big: 9007199254740993n,
          body: { dish: "Poulet braisé", spicy: [1, 3] },
          tags: ["épicé", "maison"],
          bytes: new Uint8Array([0, 1, 254, 255]),
        });
        return {
          typed: await database.db.select().from(sample).where(eq(sample.id, 1)),
          raw: await rowsOf(database, sql`select * from sample`),
          counted: await database.db.$count(sample),
        };
      };
      const fromThread = await read(onThread);
      expect(fromThread).toEqual(await read(onMain));
      expect(fromThread.typed[0]?.at).toEqual(new Date("2026-11-27T11:45:30.250Z"));
      expect(fromThread.typed[0]?.big).toBe(9007199254740993n);
      expect(fromThread.typed[0]?.bytes).toEqual(new Uint8Array([0, 1, 254, 255]));
    } finally {
      await onThread.close();
      await onMain.close();
    }
  }, 60_000);

  it("garde le code et la contrainte des erreurs de PostgreSQL", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null, inWorker: true });
    try {
      await database.db.execute(createSample);
      await database.db.insert(sample).values({ id: 1 });
      const duplicate = await database.db
        .insert(sample)
        .values({ id: 1 })
        .then(() => null, postgresErrorOf);
      expect(duplicate).toMatchObject({ code: "23505", constraint: "sample_pkey" });
      const division = await database.db.execute(sql`select 1 / 0`).then(() => null, postgresErrorOf);
      expect(division).toMatchObject({ code: "22012", message: "division by zero" });
    } finally {
      await database.close();
    }
  }, 60_000);

  it("valide une transaction menée à terme, et n'en laisse rien quand elle échoue ou s'annule", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null, inWorker: true });
    try {
      await database.db.execute(createSample);
      await database.db.transaction(async (tx) => {
        await tx.insert(sample).values({ id: 1 });
        // A nested transaction is a savepoint: undone alone.
        await tx
          .transaction(async (inner) => {
            await inner.insert(sample).values({ id: 2 });
            throw new Error("annulée");
          })
          .catch(() => undefined);
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(sample).values({ id: 3 });
          throw new Error("la commande n'a pas pu être enregistrée");
        }),
      ).rejects.toThrow("la commande n'a pas pu être enregistrée");
      await database.db
        .transaction(async (tx) => {
          await tx.insert(sample).values({ id: 4 });
          tx.rollback();
        })
        .catch(() => undefined);
      // A statement that fails inside ends its transaction with nothing written.
      await database.db
        .transaction(async (tx) => {
          await tx.insert(sample).values({ id: 5 });
          await tx.insert(sample).values({ id: 5 });
        })
        .catch(() => undefined);
      const ids = await database.db.select({ id: sample.id }).from(sample);
      expect(ids).toEqual([{ id: 1 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("fait attendre les autres requêtes jusqu'à la fin d'une transaction, comme PGlite", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null, inWorker: true });
    try {
      await database.db.execute(createSample);
      let counted: number | null = null;
      let counting: Promise<void> = Promise.resolve();
      await database.db.transaction(async (tx) => {
        await tx.insert(sample).values({ id: 1 });
        counting = database.db.$count(sample).then((count) => {
          counted = count;
        });
        // Sent after the count, answered in order: had the count run inside or before the
        // transaction, its answer would be here already.
        await tx.execute(sql`select 1`);
        expect(counted).toBeNull();
      });
      await counting;
      expect(counted).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("garde les données d'un dossier d'une ouverture à l'autre et en donne une copie pendant qu'il tourne", async () => {
    const dataDir = join(parent, "donnees");
    const first = await openDatabase({ engine: "pglite", dataDir, inWorker: true });
    await first.db.execute(createSample);
    await first.db.insert(sample).values({ id: 7, tags: ["gardé"] });
    const copy = await first.dumpDataDir?.();
    await first.close();
    // An uncompressed tar of the data folder: its first entry's name begins the file.
    const header = new TextDecoder().decode(new Uint8Array(await (copy as Blob).slice(0, 100).arrayBuffer()));
    expect(header).toMatch(/^[\w./-]+\0/);
    expect((copy as Blob).size).toBeGreaterThan(1_000_000);

    const again = await openDatabase({ engine: "pglite", dataDir, inWorker: true });
    try {
      expect(await again.db.select({ tags: sample.tags }).from(sample)).toEqual([{ tags: ["gardé"] }]);
      const buffers = await rowsOf<{ shared_buffers: string }>(again, sql`show shared_buffers`);
      expect(buffers[0]?.shared_buffers).toBe("8MB");
    } finally {
      await again.close();
    }
  }, 60_000);

  it("refuse clairement une requête après la fermeture, et un dossier qu'il ne peut pas ouvrir", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null, inWorker: true });
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();

    const notAFolder = join(parent, "fichier");
    await import("node:fs/promises").then((fs) => fs.writeFile(notAFolder, "pas un dossier"));
    await expect(openPgliteThread(notAFolder)).rejects.toThrow();
  }, 60_000);
});
