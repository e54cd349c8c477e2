import type { Pause, Pauses } from "@comptoir/domain";
import type { Setting } from "./settings.ts";

/**
 * The pauses the restaurant sets from its board (ADR 041), as settings: each one an end (ISO 8601
 * instant) and the reason its customers read. Written by `PUT /v2/staff/pause`, read here and
 * nowhere else. Like the tag manager's id (analytics-tag.ts), read beside `restaurantSettingsFrom`
 * rather than by it, since every page's first load carries that module: only the server, the
 * checkout and the lazily loaded notice pay for this one (ADR 014). No zod here either.
 */
export const PAUSE_SETTINGS = {
  ordering: { until: "pause.ordering_until", reason: "pause.ordering_reason" },
  delivery: { until: "pause.delivery_until", reason: "pause.delivery_reason" },
} as const;

function pauseOf(
  settings: ReadonlyMap<string, unknown>,
  keys: { until: string; reason: string },
): Pause | null {
  const until = settings.get(keys.until);
  const reason = settings.get(keys.reason);
  if (typeof until !== "string") return null;
  const end = new Date(until);
  return Number.isNaN(end.getTime())
    ? null
    : { until: end, reason: typeof reason === "string" ? reason : "" };
}

/** The pauses set, ended or not (the domain's `pauseAt` tells whether one is in force at an instant). */
export function pausesFrom(pairs: readonly Setting[]): Pauses {
  const settings = new Map(pairs.map((pair) => [pair.name, pair.value]));
  return {
    ordering: pauseOf(settings, PAUSE_SETTINGS.ordering),
    delivery: pauseOf(settings, PAUSE_SETTINGS.delivery),
  };
}
