import { randomBytes } from "node:crypto";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DEMO_RESTAURANT_FILE, readRestaurantFile, seedRestaurantIfEmpty } from "../seed/seed-restaurant.ts";
import { type Database, type Db, openDatabase } from "./database.ts";
import * as schema from "./schema/index.ts";

export { randomRestaurantFile } from "../seed/random-restaurant-file.ts";

/**
 * The engines every database test runs on: always the embedded PGlite, and PostgreSQL as well when
 * DATABASE_URL is set (CI starts a throwaway server and sets it).
 */
export const TEST_ENGINES: ("pglite" | "postgres")[] = process.env.DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated, empty database: PGlite in memory, or a new PostgreSQL database of its own on
 * the DATABASE_URL server, dropped again on close, so test files never see each other's rows.
 */
export async function openTestDatabase(engine: "pglite" | "postgres"): Promise<Database> {
  if (engine === "pglite") return openDatabase({ engine: "pglite", dataDir: null });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL est requis pour les tests sur PostgreSQL.");
  const name = `comptoir_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: "postgres", url: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * PostgreSQL only: the same test database through a pool of its own, as a second server process
 * opens it. Closed by its caller; the database itself is dropped by the first one's close.
 */
export function openSameDatabase(database: Database): Promise<Database> {
  const pool = (database.db as unknown as { $client: { options: { connectionString?: string } } }).$client;
  const url = pool.options.connectionString;
  if (database.engine !== "postgres" || !url) throw new Error("une seconde connexion demande PostgreSQL");
  return openDatabase({ engine: "postgres", url, poolSize: 4 });
}

/** A test database holding the demo restaurant. */
export async function openDemoTestDatabase(engine: "pglite" | "postgres"): Promise<Database> {
  const database = await openTestDatabase(engine);
  await seedRestaurantIfEmpty(database.db, readRestaurantFile(DEMO_RESTAURANT_FILE));
  return database;
}

/**
 * The same connection (or pool) under a second drizzle that tells `record` each statement it
 * sends, as the database sees it: for the tests that count an operation's round trips.
 */
export function recordingStatements(database: Database, record: (statement: string) => void): Db {
  const options = { schema, casing: "snake_case" as const, logger: { logQuery: record } };
  const client = (database.db as unknown as { $client: never }).$client;
  const recorded =
    database.engine === "pglite"
      ? drizzlePglite({ client, ...options })
      : drizzlePostgres({ client, ...options });
  return recorded as unknown as Db;
}
