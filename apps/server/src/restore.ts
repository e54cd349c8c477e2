/**
 * `npm run restore -- FICHIER [--force]` (ADR 071): a backup of `npm run backup` becomes the shop
 * of DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), with the server stopped. A shop already there
 * is replaced only with `--force`; on PGlite its folder is then kept beside, renamed, and the
 * shop's key it held put back. The backup never holds the key: the command says where to put it.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  type DatabaseLocation,
  DataFolderTaken,
  lockDataFolder,
  openDatabase,
  restoreDataFolder,
  schema,
} from "@comptoir/db";
import { backupCommand, fill } from "@comptoir/messages";
import { count } from "drizzle-orm";
import { stopCommand } from "./command-database.ts";
import { refuseTakenDataFolder } from "./data-folder.ts";
import { readConfig } from "./env.ts";
import { postgresHoldsAShop, restorePostgres } from "./services/backup/postgres-backup.ts";
import { journalKeyFileOf } from "./services/journal/shop-key.ts";

const given = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { force: { type: "boolean", default: false } },
      allowPositionals: true,
    });
  } catch {
    return null;
  }
})();
const source = given?.positionals.length === 1 ? given.positionals[0] : undefined;
if (!given || !source) stopCommand(backupCommand.restoreUsage);
const file = resolve(source ?? "");
const force = given?.values.force === true;
const configured = readConfig(process.env);
if (!configured.ok) stopCommand(configured.message);
const config = configured.config;
const keyFile = journalKeyFileOf(config);

/** A pg_dump custom file starts with `PGDMP`; PGlite's copy is gzip (1f 8b). */
function kindOf(path: string): "postgres" | "pglite" | null {
  const descriptor = openSync(path, "r");
  try {
    const start = Buffer.alloc(5);
    readSync(descriptor, start, 0, 5, 0);
    if (start.toString("ascii") === "PGDMP") return "postgres";
    if (start[0] === 0x1f && start[1] === 0x8b) return "pglite";
    return null;
  } finally {
    closeSync(descriptor);
  }
}

let kind: "postgres" | "pglite" | null = null;
try {
  kind = kindOf(file);
} catch (error) {
  stopCommand(fill(backupCommand.unreadable, { file, reason: (error as Error).message }));
}
if (kind === null) stopCommand(fill(backupCommand.notABackup, { file }));
if (kind === "postgres" && !config.DATABASE_URL)
  stopCommand(fill(backupCommand.postgresBackupNeedsPostgres, { file }));
if (kind === "pglite" && config.DATABASE_URL)
  stopCommand(fill(backupCommand.pgliteBackupNeedsPglite, { file }));

let location: DatabaseLocation;
if (config.DATABASE_URL) {
  const url = config.DATABASE_URL;
  const replacing = await postgresHoldsAShop(url);
  if (replacing && !force)
    stopCommand(fill(backupCommand.shopNotEmpty, { place: "La base de DATABASE_URL" }));
  const done = await restorePostgres(url, file, { replacing });
  if (!done.ok)
    stopCommand(
      done.missing
        ? fill(backupCommand.toolMissing, { tool: "pg_restore" })
        : fill(backupCommand.toolFailed, { tool: "pg_restore", output: done.output }),
    );
  location = { engine: "postgres", url, poolSize: 1 };
} else {
  const dataDir = resolve(config.DATA_DIR);
  const keyInFolder = relative(dataDir, keyFile);
  const keyInside = keyInFolder !== "" && !keyInFolder.startsWith("..") && !isAbsolute(keyInFolder);
  let keptKey: Buffer | null = null;
  let aside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force) stopCommand(fill(backupCommand.shopNotEmpty, { place: dataDir }));
    // Never under a running server: it would go on writing into the folder moved aside.
    try {
      lockDataFolder(dataDir)();
    } catch (error) {
      if (error instanceof DataFolderTaken) refuseTakenDataFolder(error);
      throw error;
    }
    if (keyInside && existsSync(keyFile)) keptKey = readFileSync(keyFile);
    aside = `${dataDir}.avant-restauration-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dataDir, aside);
  }
  const existed = existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    await restoreDataFolder(dataDir, await openAsBlob(file));
  } catch (error) {
    // Nothing changes: the half-made folder goes, the shop it was to replace comes back.
    rmSync(dataDir, { recursive: true, force: true });
    if (aside) renameSync(aside, dataDir);
    else if (existed) mkdirSync(dataDir);
    stopCommand(fill(backupCommand.restoreFailed, { file, reason: (error as Error).message }));
  }
  if (aside) process.stdout.write(`${fill(backupCommand.movedAside, { folder: aside })}\n`);
  if (keptKey) {
    mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
    writeFileSync(keyFile, keptKey, { mode: 0o600, flag: "wx" });
    process.stdout.write(`${fill(backupCommand.keyKept, { keyFile })}\n`);
  }
  location = { engine: "pglite", dataDir };
}

// Opened as the server will: its migrations bring an older backup up to date, and the counts say
// what came back.
const database = await openDatabase(location).catch((error) =>
  error instanceof DataFolderTaken ? refuseTakenDataFolder(error) : Promise.reject(error),
);
try {
  const [orders] = await database.db.select({ count: count() }).from(schema.orders);
  const [entries] = await database.db.select({ count: count() }).from(schema.journalEntries);
  process.stdout.write(
    `${fill(backupCommand.restored, { orders: orders?.count ?? 0, entries: entries?.count ?? 0 })}\n`,
  );
} finally {
  await database.close();
}
if (!existsSync(keyFile)) process.stdout.write(`${fill(backupCommand.keyMissing, { keyFile })}\n`);
