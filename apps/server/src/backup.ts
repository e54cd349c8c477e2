/**
 * `npm run backup -- FICHIER` (ADR 071): the whole shop in one file, taken while it runs. On
 * PostgreSQL (DATABASE_URL), `pg_dump` in its custom format. On PGlite, a gzipped copy of the data
 * folder (the database and the photos) made by PGlite itself: by the running server, asked through
 * its data folder and a signal (services/backup/backup-requests.ts), or by this command when no
 * server holds the folder. The shop's private key is never in it.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Database, DataFolderTaken, openDatabase } from "@comptoir/db";
import { backupCommand, fill } from "@comptoir/messages";
import { stopCommand } from "./command-database.ts";
import { readConfig } from "./env.ts";
import { askServerForBackup } from "./services/backup/backup-requests.ts";
import { writeDataFolderBackup } from "./services/backup/data-folder-backup.ts";
import { dumpPostgres } from "./services/backup/postgres-backup.ts";
import { journalKeyFileOf } from "./services/journal/shop-key.ts";

const positionals = (() => {
  try {
    return parseArgs({ args: process.argv.slice(2), options: {}, allowPositionals: true }).positionals;
  } catch {
    return [];
  }
})();
if (positionals.length !== 1 || !positionals[0]) stopCommand(backupCommand.backupUsage);
const target = resolve(positionals[0] ?? "");
const configured = readConfig(process.env);
if (!configured.ok) stopCommand(configured.message);
const config = configured.config;
if (existsSync(target)) stopCommand(fill(backupCommand.targetExists, { file: target }));
const keyFile = journalKeyFileOf(config);

if (config.DATABASE_URL) {
  const done = await dumpPostgres(config.DATABASE_URL, target);
  if (!done.ok)
    stopCommand(
      done.missing
        ? fill(backupCommand.toolMissing, { tool: "pg_dump" })
        : fill(backupCommand.toolFailed, { tool: "pg_dump", output: done.output }),
    );
} else {
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(join(dataDir, "PG_VERSION"))) stopCommand(fill(backupCommand.noShop, { dataDir }));
  let database: Database | null = null;
  try {
    database = await openDatabase({ engine: "pglite", dataDir });
  } catch (error) {
    if (!(error instanceof DataFolderTaken)) throw error;
    // The running server holds the folder: it makes the copy.
    const pid = error.pid;
    const answer = await askServerForBackup(dataDir, pid, target).catch((failure: Error) =>
      stopCommand(fill(backupCommand.serverFailed, { reason: failure.message })),
    );
    if (answer.starting) stopCommand(fill(backupCommand.serverStarting, { pid, dataDir }));
    if (answer.gone) stopCommand(fill(backupCommand.serverGone, { pid }));
    if (!answer.ok && answer.reason === undefined) stopCommand(fill(backupCommand.serverSilent, { pid }));
    if (!answer.ok) stopCommand(fill(backupCommand.serverFailed, { reason: answer.reason ?? "" }));
  }
  if (database?.dumpDataDir) {
    try {
      await writeDataFolderBackup({ dump: database.dumpDataDir, dataDir, keyFile, target });
    } finally {
      await database.close();
    }
  }
}
process.stdout.write(`${fill(backupCommand.backedUp, { file: target })}\n`);
process.stdout.write(`${fill(backupCommand.keyNotIncluded, { keyFile })}\n`);
