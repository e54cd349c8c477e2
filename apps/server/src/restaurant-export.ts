/**
 * `npm run restaurant:export -- [FICHIER]` (ADR 051): the live catalogue, what customers read, as
 * a restaurant file; on the standard output without a file name, so it can be piped. The same
 * database as the server (DATABASE_URL, else DATA_DIR); with PGlite the command refuses to run
 * while the server holds the folder.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fill, restaurantCommand } from "@comptoir/messages";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { exportTarget } from "./restaurant-command-input.ts";
import { exportLiveCatalogue } from "./services/catalogue/live-catalogue.ts";

const given = exportTarget(process.argv.slice(2));
if (!given.ok) stopCommand(given.message);
const { target } = given;

const { database } = await openCommandDatabase();
try {
  const text = `${JSON.stringify(await exportLiveCatalogue(database.db), null, 2)}\n`;
  if (target === undefined) process.stdout.write(text);
  else {
    writeFileSync(resolve(target), text);
    process.stderr.write(`${fill(restaurantCommand.exported, { file: target })}\n`);
  }
} finally {
  await database.close();
}
