import { PGlite } from "@electric-sql/pglite";
import { lockDataFolder } from "./data-folder-lock.ts";
import { PGLITE_SETTINGS } from "./pglite-settings.ts";

/**
 * Makes a PGlite data folder from a backup (ADR 071): the gzipped tar `Database.dumpDataDir` gave,
 * unpacked by PGlite itself into `dataDir`, which must be empty, then started once, so that
 * PostgreSQL's recovery finishes what was in flight at the copy, and closed. The folder is held
 * (data-folder-lock.ts) the whole time: a server cannot start on it half made.
 */
export async function restoreDataFolder(dataDir: string, backup: Blob): Promise<void> {
  const release = lockDataFolder(dataDir);
  try {
    const client = new PGlite(dataDir, {
      ...PGLITE_SETTINGS,
      loadDataDir: new Blob([await backup.arrayBuffer()], { type: "application/x-gzip" }),
    });
    await client.waitReady;
    await client.close();
  } finally {
    release();
  }
}
