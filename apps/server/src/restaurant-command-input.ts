/**
 * What `restaurant:export` and `restaurant:import` are given, checked before either opens the
 * database: the arguments, and for the import the whole file (readable, JSON, a valid restaurant
 * file), so a wrong one changes nothing and is refused in French, each error at its place.
 */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { checkRestaurantFile, describeRestaurantFileProblems } from "@comptoir/contracts";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { fill, restaurantCommand } from "@comptoir/messages";
import { isZip } from "./services/catalogue/restaurant-archive.ts";

type Refused = { ok: false; message: string };

function positionalsOf(args: string[]): string[] | null {
  try {
    return parseArgs({ args, options: {}, strict: true, allowPositionals: true }).positionals;
  } catch {
    return null;
  }
}

/** The export's file, or none for the standard output. */
export function exportTarget(args: string[]): { ok: true; target: string | undefined } | Refused {
  const positionals = positionalsOf(args);
  if (!positionals || positionals.length > 1) return { ok: false, message: restaurantCommand.exportUsage };
  return { ok: true, target: positionals[0] };
}

/** The first bytes of a file: enough to tell an archive from JSON. */
function startOf(path: string): Uint8Array {
  const descriptor = openSync(path, "r");
  try {
    const start = new Uint8Array(4);
    readSync(descriptor, start, 0, 4, 0);
    return start;
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The import's file, read and checked whole; an archive (.zip, told by its first bytes, ADR 053)
 * is named only, to be read against the database.
 */
export function importedFile(
  args: string[],
): { ok: true; file: RestaurantFile } | { ok: true; archive: string } | Refused {
  const positionals = positionalsOf(args);
  const source = positionals?.length === 1 ? positionals[0] : undefined;
  if (!source) return { ok: false, message: restaurantCommand.importUsage };
  let text: string;
  try {
    if (isZip(startOf(resolve(source)))) return { ok: true, archive: resolve(source) };
    text = readFileSync(resolve(source), "utf8");
  } catch (error) {
    return {
      ok: false,
      message: fill(restaurantCommand.unreadable, { file: source, reason: (error as Error).message }),
    };
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: fill(restaurantCommand.notJson, { file: source, reason: (error as Error).message }),
    };
  }
  const checked = checkRestaurantFile(content);
  if (!checked.ok) {
    return {
      ok: false,
      message: `${fill(restaurantCommand.invalid, { file: source })}\n${describeRestaurantFileProblems(checked.problems)}`,
    };
  }
  return { ok: true, file: checked.file };
}
