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
import { openPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * PostgreSQL only: opens a connection of its own, kept out of the pool, that `LISTEN`s on
   * `channel` (ADR 043). Absent for PGlite, whose one process needs no notifications.
   */
  listen?: (channel: string, handlers: NotificationHandlers) => Promise<NotificationConnection>;
  /**
   * PGlite only: the data folder as an uncompressed tar, read by PGlite between two statements, so
   * a consistent copy taken while the shop runs (the server's backups, ADR 071).
   */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PostgreSQL only: a connection of its own, kept out of the pool, for work that holds a
   * session-level advisory lock (the sales journal's one chainer, ADR 066): the lock lives exactly
   * as long as this connection. Absent for PGlite, whose one process holds it all.
   */
  dedicated?: (applicationName: string) => Promise<DedicatedConnection>;
  close(): Promise<void>;
}

export interface DedicatedConnection {
  /** The database through this connection only. */
  db: Db;
  /** Called once if the connection dies (server restart, network): its session locks are gone. */
  onLost(handler: (error: Error) => void): void;
  close(): Promise<void>;
}

interface NotificationHandlers {
  /** Each `NOTIFY` on the channel, with its payload, in the order PostgreSQL sends them. */
  onNotification(payload: string): void;
  /** The connection is gone (server restart, network, terminated backend): listen again. */
  onLost(error: Error): void;
}

export interface NotificationConnection {
  /** A round trip on this very connection: throws when it is dead without having said so. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What `pg_stat_activity` calls the listening connections: operators can tell them apart. */
export const LISTENER_APPLICATION_NAME = "comptoir-live";

export type DatabaseLocation =
  | {
      engine: "postgres";
      url: string;
      poolSize?: number;
      /** Told of errors on idle connections (a server restart, a dropped link), which pg would otherwise throw. */
      onIdleError?: (error: Error) => void;
    }
  | {
      engine: "pglite";
      /** null keeps the database in memory (tests). */
      dataDir: string | null;
      /**
       * The server's: PGlite on a worker thread of its own (ADR 083), so that PostgreSQL's work
       * never holds up the requests. Commands and tests keep it on their one thread, quicker to start.
       */
      inWorker?: boolean;
      /** With `inWorker`: told if the worker stops on its own, after which every query fails. */
      onWorkerLost?: (error: Error) => void;
    };

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
    return {
      db: db as unknown as Db,
      engine: "postgres",
      listen: (channel, handlers) => listenOn(location.url, channel, handlers),
      dedicated: (applicationName) => dedicatedConnection(location.url, applicationName),
      close: () => pool.end(),
    };
  }
  if (location.dataDir) await createDataFolderIfMissing(location.dataDir);
  // One process per data folder (data-folder-lock.ts): refused here, before PGlite touches it.
  const release = location.dataDir ? lockDataFolder(location.dataDir) : () => {};
  const client = location.inWorker
    ? await openPgliteThread(location.dataDir, location.onWorkerLost).catch((error: unknown) => {
        release();
        throw error;
      })
    : location.dataDir
      ? new PGlite(location.dataDir, PGLITE_SETTINGS)
      : new PGlite(PGLITE_SETTINGS);
  // drizzle's PGlite driver calls only query, exec and transaction, which both clients have.
  const db = drizzlePglite({ client: client as PGlite, schema, casing: "snake_case" });
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
  return { db: db as unknown as Db, engine: "pglite", dumpDataDir: () => client.dumpDataDir("none"), close };
}

/** A client out of the pool, with keep-alive so that a dead link is noticed. */
async function dedicatedConnection(url: string, applicationName: string): Promise<DedicatedConnection> {
  const client = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let lostHandler: ((error: Error) => void) | null = null;
  let done = false;
  const lose = (error: Error) => {
    if (done) return;
    done = true;
    lostHandler?.(error);
  };
  // Without a listener, an error on the idle connection would crash the process.
  client.on("error", lose);
  client.on("end", () => lose(new Error("connexion dédiée fermée")));
  await client.connect();
  return {
    db: drizzlePostgres({ client, schema, casing: "snake_case" }) as unknown as Db,
    onLost(handler) {
      lostHandler = handler;
    },
    async close() {
      done = true;
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * A dedicated client, not one of the pool's: a pooled connection goes back to the pool between
 * queries and would stop hearing the channel. Keep-alive lets the system notice a dead link.
 */
async function listenOn(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationConnection> {
  // The channel is written into the statement (LISTEN takes no parameter): only a plain name.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`nom de canal invalide : ${channel}`);
  const client = new pg.Client({
    connectionString: url,
    application_name: LISTENER_APPLICATION_NAME,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let lost = false;
  let closing = false;
  const loseOnce = (error: Error) => {
    if (lost || closing) return;
    lost = true;
    handlers.onLost(error);
  };
  client.on("notification", (message) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? "");
  });
  client.on("error", loseOnce);
  client.on("end", () => loseOnce(new Error("connexion d'écoute fermée")));
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async ping() {
      await client.query("SELECT 1");
    },
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
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
