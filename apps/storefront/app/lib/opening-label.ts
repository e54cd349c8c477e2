import { addDays, zonedClock } from "@comptoir/domain";

/**
 * "aujourd'hui à 11:00", "demain à 18:30" or "mardi à 11:00": when something next opens, in the
 * restaurant's time zone whatever the visitor's own.
 */
export function openingLabel(opening: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    opening,
  );
  const openingDay = zonedClock(opening, timeZone).date;
  const today = zonedClock(now, timeZone).date;
  if (openingDay === today) return `aujourd'hui à ${time}`;
  if (openingDay === addDays(today, 1)) return `demain à ${time}`;
  const weekday = new Intl.DateTimeFormat("fr-FR", { timeZone, weekday: "long" }).format(opening);
  return `${weekday} à ${time}`;
}
