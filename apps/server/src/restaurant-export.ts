/**
 * `npm run restaurant:export -- [FICHIER]` (ADR 051, 053): the live catalogue, what customers
 * read, as a restaurant file; on the standard output without a file name, so it can be piped.
 * When the catalogue names a photo, or when the file's name ends in `.zip`, an archive with the
 * photos (`restaurant.json` and `photos/`); a `.json` name cannot hold photos and is refused then.
 * The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the command refuses
 * to run while the server holds the folder.
 */
import { createWriteStream, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { fill, restaurantCommand } from "@comptoir/messages";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { exportTarget } from "./restaurant-command-input.ts";
import { exportLiveCatalogue } from "./services/catalogue/live-catalogue.ts";
import { photoIdsOf, restaurantArchive } from "./services/catalogue/restaurant-archive.ts";

const given = exportTarget(process.argv.slice(2));
if (!given.ok) stopCommand(given.message);
const { target } = given;
const asked = target?.toLowerCase().endsWith(".zip") ?? false;

const { database, photoBytes } = await openCommandDatabase();
let refusal: string | null = null;
try {
  const file = await exportLiveCatalogue(database.db);
  const withPhotos = photoIdsOf(file).length > 0;
  if (withPhotos && target !== undefined && !asked) refusal = restaurantCommand.exportNeedsZip;
  else if (withPhotos || asked) {
    const archive = await restaurantArchive(database.db, photoBytes, file, new Date(), { always: true });
    if (archive)
      await pipeline(archive, target === undefined ? process.stdout : createWriteStream(resolve(target)));
  } else {
    const text = `${JSON.stringify(file, null, 2)}\n`;
    if (target === undefined) process.stdout.write(text);
    else writeFileSync(resolve(target), text);
  }
  if (target !== undefined && refusal === null)
    process.stderr.write(`${fill(restaurantCommand.exported, { file: target })}\n`);
} finally {
  await database.close();
}
if (refusal) stopCommand(refusal);
