import { restaurantFrom } from "@comptoir/contracts";
import { serviceDayOf } from "@comptoir/domain";
import type { RouterContextProvider } from "react-router";
import { clockContext } from "../page-context.ts";
import { readSettings } from "../settings.server.ts";

/**
 * Today's service day for the report pages, reckoned on the server: the shop's clock (a demo's or
 * a test's `CLOCK_START` included, never the device's), the restaurant's zone and the hour its
 * service day ends (ADR 066), from the restaurant model, through the domain's one rule. Read again
 * at each visit of a report page, so a tablet left open overnight gets the new day.
 */
export async function todayServiceDay(context: Readonly<RouterContextProvider>): Promise<string> {
  const { timeZone, reports } = restaurantFrom({ settings: await readSettings(context) });
  return serviceDayOf(context.get(clockContext)(), reports.dayClosesAt, timeZone);
}
