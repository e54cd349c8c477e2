import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KITCHEN_CAPACITY_SETTING } from "@comptoir/contracts/restaurant-file";
import { DEMO_RESTAURANT_FILE } from "@comptoir/db";
import type { MakeTime } from "@comptoir/domain";

interface DemoFile {
  settings: Record<string, unknown>;
  menus: { categories: { make_time?: MakeTime | null }[] }[];
}

/**
 * The demo restaurant as a restaurant file (RESTAURANT_FILE) whose every category asks `makeTime`
 * of the kitchen and whose kitchen does `capacity` minutes of work per 15-minute window, every day
 * at every hour (ADR 061): what real server processes install on their first start, so that each
 * of them reads the kitchen's rules from the database as a shop would.
 */
export function demoFileWithKitchen(kitchen: { makeTime: MakeTime; capacity: number }): {
  path: string;
  cleanup(): void;
} {
  const file = JSON.parse(readFileSync(DEMO_RESTAURANT_FILE, "utf8")) as DemoFile;
  for (const menu of file.menus)
    for (const category of menu.categories) category.make_time = kitchen.makeTime;
  file.settings[KITCHEN_CAPACITY_SETTING] = [
    {
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      from: "00:00",
      to: "23:59",
      minutes: kitchen.capacity,
    },
  ];
  const folder = mkdtempSync(join(tmpdir(), "comptoir-kitchen-"));
  const path = join(folder, "restaurant.json");
  writeFileSync(path, JSON.stringify(file));
  return { path, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}
