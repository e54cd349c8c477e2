/**
 * `npm run journal:verify -- [FICHIER_ARCHIVE]` (ADR 066): checks the sales journal from its first
 * entry, its chain, its closings' totals and the orders its entries name (`verifyJournal`), and
 * prints "Journal intègre : …", or names the first entry that does not match and exits with 1.
 * The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the command refuses
 * to run while the server holds the folder.
 */
import { parseArgs } from "node:util";
import { journalVerifyCommand } from "@comptoir/messages";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { verificationText, verifyJournal } from "./services/journal/journal-verify.ts";

let positionals: string[];
try {
  positionals = parseArgs({
    args: process.argv.slice(2),
    options: {},
    strict: true,
    allowPositionals: true,
  }).positionals;
} catch {
  stopCommand(journalVerifyCommand.usage);
}
if (positionals.length > 1) stopCommand(journalVerifyCommand.usage);
const [archive] = positionals;
if (archive !== undefined) {
  // The hook for a closed period's signed archive file: `verifyArchive(file)` of
  // services/journal/archive.ts checks it (its signature, its chain, its closings) once wired here.
  stopCommand(journalVerifyCommand.archiveNotWired);
}

const { database } = await openCommandDatabase();
let result: Awaited<ReturnType<typeof verifyJournal>>;
try {
  result = await verifyJournal(database.db);
} finally {
  await database.close();
}
if (!result.ok) stopCommand(verificationText(result));
process.stdout.write(`${verificationText(result)}\n`);
