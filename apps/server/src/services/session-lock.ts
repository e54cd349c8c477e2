import type { Database, Db, DedicatedConnection } from "@comptoir/db";
import { sql } from "drizzle-orm";
import { rowsOf } from "./sql-rows.ts";

/**
 * A session-level advisory lock held on a connection of its own (PostgreSQL): what makes one
 * process of the shop its journal's chainer (ADR 066) or its placer of orders (ADR 088). The lock
 * lives exactly as long as its connection, so a process killed lets go of it, and another takes
 * it at its next try.
 */
export interface SessionLock {
  /** The lock's connection while this process holds the lock; null otherwise. */
  readonly db: Db | null;
  /**
   * Tries once for the lock, opening the connection if needed, and calls `onTaken` if this process
   * has just taken it; a try while one is under way does nothing. A connection that fails here is
   * closed, told to `onLost`, and opened again next try.
   */
  tryToTake(): Promise<void>;
  /** Closes the connection, which lets go of the lock. */
  release(): Promise<void>;
}

export function sessionLock(
  dedicated: NonNullable<Database["dedicated"]>,
  options: {
    lock: number;
    /** What `pg_stat_activity` calls the connection. */
    applicationName: string;
    /** This process has just taken the lock: `db` is its connection. */
    onTaken(db: Db): void;
    /** The lock is gone (its connection died while held), or a try failed to reach the database. */
    onLost(error: Error): void;
  },
): SessionLock {
  let connection: DedicatedConnection | null = null;
  let held: Db | null = null;
  let released = false;
  let trying = false;

  return {
    get db() {
      return held;
    },
    async tryToTake() {
      if (held || released || trying) return;
      trying = true;
      try {
        if (!connection) {
          const opened = await dedicated(options.applicationName);
          if (released) {
            await opened.close();
            return;
          }
          connection = opened;
          opened.onLost((error) => {
            if (connection === opened) connection = null;
            if (held === opened.db) {
              held = null;
              if (!released) options.onLost(error);
            }
          });
        }
        const current = connection;
        const [row] = rowsOf<{ locked: boolean }>(
          await current.db.execute(sql`select pg_try_advisory_lock(${options.lock}) as locked`),
        );
        if (!row?.locked || connection !== current || released) return;
        held = current.db;
        options.onTaken(current.db);
      } catch (error) {
        const failed = connection;
        connection = null;
        if (held === failed?.db) held = null;
        await failed?.close();
        options.onLost(error instanceof Error ? error : new Error(String(error)));
      } finally {
        trying = false;
      }
    },
    async release() {
      released = true;
      held = null;
      await connection?.close();
      connection = null;
    },
  };
}
