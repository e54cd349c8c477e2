import { whenFromToday } from "@comptoir/domain";
import { whenAt } from "@comptoir/messages";

/**
 * "aujourd'hui à 11:00", "demain à 11:00" or "mardi à 11:00": when something next opens, in the
 * restaurant's time zone whatever the visitor's own.
 */
export function openingLabel(opening: Date, now: Date, timeZone: string): string {
  return whenFromToday(opening, now, timeZone, whenAt);
}
