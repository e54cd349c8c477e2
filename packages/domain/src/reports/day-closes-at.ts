/**
 * The hour a service day ends (ADR 066), as the owner writes it (`HH:MM`, local time), in minutes
 * after midnight, what `serviceDayBounds` and `serviceDayOf` read. Null for anything else, so the
 * restaurant file and the settings editor refuse it and the reports fall back on the default.
 */
export function dayClosesAtMinutes(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
