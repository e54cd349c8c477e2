/**
 * `npm run journal:verify -- [FICHIER_ARCHIVE]` (ADR 066): checks the sales journal from its first
 * entry, its chain, its closings' totals and the orders its entries name (`verifyJournal`), and
 * prints "Journal intègre : …", or names the first entry that does not match and exits with 1.
 * The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the command refuses
 * to run while the server holds the folder.
 *
 * Given an archive file, it checks that file alone (`verifyArchive`: its chain, its closings'
 * totals, its signature, against the shop's own key when this machine has it): no database, so it
 * runs beside a running shop, or anywhere the file was kept.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fill, journalVerifyCommand } from "@comptoir/messages";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { readConfig } from "./env.ts";
import { verifyArchive } from "./services/journal/archive.ts";
import { verificationText, verifyJournal } from "./services/journal/journal-verify.ts";
import { journalKeyFileOf, loadShopKey } from "./services/journal/shop-key.ts";

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
  let text: string;
  try {
    text = readFileSync(archive, "utf8");
  } catch {
    stopCommand(fill(journalVerifyCommand.archiveUnreadable, { file: archive }));
  }
  // The shop's public key when this machine holds its key: a file signed with another key is
  // refused. Elsewhere (an accountant's machine), the key written in the file is checked alone.
  const configured = readConfig(process.env);
  const key = configured.ok ? loadShopKey(journalKeyFileOf(configured.config), { make: false }) : null;
  const verdict = verifyArchive(text, key?.ok ? { publicKeyPem: key.key.publicKeyPem } : {});
  if (!verdict.ok) stopCommand(verdict.message);
  process.stdout.write(`${verdict.message}\n`);
  process.exit(0);
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
