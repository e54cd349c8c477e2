/**
 * `npm run restaurant:import -- FICHIER` (ADR 051, 053): a restaurant file, or an archive (.zip)
 * with its photos, becomes the whole draft, never the live catalogue; the owner reviews it and
 * publishes it from /admin. The file is checked whole first (schema and references, each error at
 * its place in the file; an archive's limits, its photos' hashes and contents), so a wrong file
 * changes nothing. The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the
 * command refuses to run while the server holds the folder.
 */
import { describeRestaurantFileProblems } from "@comptoir/contracts";
import { fill, restaurantCommand } from "@comptoir/messages";
import { shopClock } from "./clock.ts";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { importedFile } from "./restaurant-command-input.ts";
import { type ImportOutcome, importIntoDraft } from "./services/catalogue/catalogue-import.ts";
import { readRestaurantArchive } from "./services/catalogue/restaurant-archive.ts";

const args = process.argv.slice(2);
const checked = importedFile(args);
if (!checked.ok) stopCommand(checked.message);

const { config, database, photoBytes } = await openCommandDatabase();
const importer = { terminal: restaurantCommand.terminal };
let outcome: ImportOutcome;
try {
  const now = shopClock(config.CLOCK_START)();
  if ("file" in checked) {
    outcome = await importIntoDraft(database.db, photoBytes, checked.file, importer, now);
  } else {
    const read = await readRestaurantArchive(database.db, checked.archive);
    if (!read.ok) outcome = { ok: false, problems: read.problems };
    else {
      try {
        outcome = await importIntoDraft(
          database.db,
          photoBytes,
          read.archive.file,
          importer,
          now,
          read.archive,
        );
      } finally {
        read.archive.close();
      }
    }
  }
} finally {
  await database.close();
}
if (!outcome.ok) {
  const file = args.find((arg) => arg !== "--") ?? "";
  stopCommand(
    `${fill(restaurantCommand.invalid, { file })}\n${describeRestaurantFileProblems(outcome.problems)}`,
  );
}
process.stdout.write(
  `${restaurantCommand.imported}\n${fill(restaurantCommand.changeCount, { count: outcome.changes.length })}\n`,
);
