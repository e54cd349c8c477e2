/**
 * `npm run restaurant:import -- FICHIER` (ADR 051): a restaurant file becomes the whole draft,
 * never the live catalogue; the owner reviews it and publishes it from /admin. The file is checked
 * whole first (schema and references, each error at its place in the file), so a wrong file
 * changes nothing. The same database as the server (DATABASE_URL, else DATA_DIR); with PGlite the
 * command refuses to run while the server holds the folder.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { checkRestaurantFile, describeRestaurantFileProblems } from "@comptoir/contracts";
import { fill, restaurantCommand } from "@comptoir/messages";
import { shopClock } from "./clock.ts";
import { openCommandDatabase, stopCommand } from "./command-database.ts";
import { importIntoDraft } from "./services/catalogue/catalogue-import.ts";

let source = "";
try {
  const { positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true });
  if (positionals.length !== 1 || !positionals[0]) stopCommand(restaurantCommand.importUsage);
  source = positionals[0];
} catch {
  stopCommand(restaurantCommand.importUsage);
}

let text: string;
try {
  text = readFileSync(resolve(source), "utf8");
} catch (error) {
  stopCommand(fill(restaurantCommand.unreadable, { file: source, reason: (error as Error).message }));
}
let content: unknown;
try {
  content = JSON.parse(text);
} catch (error) {
  stopCommand(fill(restaurantCommand.notJson, { file: source, reason: (error as Error).message }));
}
const checked = checkRestaurantFile(content);
if (!checked.ok)
  stopCommand(
    `${fill(restaurantCommand.invalid, { file: source })}\n${describeRestaurantFileProblems(checked.problems)}`,
  );

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
