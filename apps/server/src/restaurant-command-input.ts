/**
 * What `restaurant:export` and `restaurant:import` are given, checked before either opens the
 * database: the arguments, and for the import the whole file (readable, JSON, a valid restaurant
 * file), so a wrong one changes nothing and is refused in French, each error at its place.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { checkRestaurantFile, describeRestaurantFileProblems } from "@comptoir/contracts";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { fill, restaurantCommand } from "@comptoir/messages";

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

/** The import's file, read and checked whole. */
export function importedFile(args: string[]): { ok: true; file: RestaurantFile } | Refused {
  const positionals = positionalsOf(args);
  const source = positionals?.length === 1 ? positionals[0] : undefined;
  if (!source) return { ok: false, message: restaurantCommand.importUsage };
  let text: string;
  try {
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
