import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataFolder } from "./data-folder-lock.ts";
import { PGLITE_SETTINGS } from "./pglite-settings.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      engine: "postgres";
      url: string;
      poolSize?: number;
      /** Told of errors on idle connections (a server restart, a dropped link), which pg would otherwise throw. */
      onIdleError?: (error: Error) => void;
    }
  /** `dataDir` null keeps the database in memory (tests). */
  | { engine: "pglite"; dataDir: string | null };

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // An idle connection the server closes must not crash the process: the pool replaces it.
    pool.on("error", (error) => location.onIdleError?.(error));
    const db = drizzlePostgres({ client: pool, schema, casing: "snake_case" });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, engine: "postgres", close: () => pool.end() };
  }
  if (location.dataDir) await createDataFolderIfMissing(location.dataDir);
  // One process per data folder (data-folder-lock.ts): refused here, before PGlite touches it.
  const release = location.dataDir ? lockDataFolder(location.dataDir) : () => {};
  const client = location.dataDir
    ? new PGlite(location.dataDir, PGLITE_SETTINGS)
    : new PGlite(PGLITE_SETTINGS);
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, engine: "pglite", close };
}

const createDataFolderScript = fileURLToPath(new URL("./create-data-folder.ts", import.meta.url));

/**
 * A new PGlite data folder is made by initdb in a process of its own (create-data-folder.ts), so
 * that the server never carries the memory initdb leaves behind (about 250 MB of its resident set).
 */
async function createDataFolderIfMissing(dataDir: string) {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  mkdirSync(dataDir, { recursive: true });
  await promisify(execFile)(process.execPath, [createDataFolderScript, dataDir]);
}
