/**
 * `npm run restaurant:import -- FICHIER` (ADR 051): a restaurant file becomes the whole draft,
 * never the live catalogue; the owner reviews it and publishes it from /admin. The file is checked
 * whole first (schema and references, each error at its place in the file), so a wrong file
 * changes nothing. The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the
 * command refuses to run while the server holds the folder.
 */
import { fill, restaurantCommand } from "@comptoir/messages";
import { shopClock } from "./clock.ts";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { importedFile } from "./restaurant-command-input.ts";
import { importIntoDraft } from "./services/catalogue/catalogue-import.ts";

const checked = importedFile(process.argv.slice(2));
if (!checked.ok) stopCommand(checked.message);

const { config, database } = await openCommandDatabase();
try {
  const now = shopClock(config.CLOCK_START)();
  const changes = await importIntoDraft(
    database.db,
    checked.file,
    { terminal: restaurantCommand.terminal },
    now,
  );
  process.stdout.write(
    `${restaurantCommand.imported}\n${fill(restaurantCommand.changeCount, { count: changes.length })}\n`,
  );
} finally {
  await database.close();
}
