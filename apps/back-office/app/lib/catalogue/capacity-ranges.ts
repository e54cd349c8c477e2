import type { SettingsValue } from "@comptoir/contracts/catalogue-draft";
import { capacityRangesSchema, KITCHEN_CAPACITY_SETTING } from "@comptoir/contracts/restaurant-file";
import type { CapacityRange } from "@comptoir/domain";
import { fill, kitchenCapacityEditor as text, weekdays } from "@comptoir/messages";
import { z } from "zod";

/**
 * The kitchen's capacity as the catalogue editor edits it (ADR 061, 063): the settings section
 * `settings:capacity`, whose one setting `capacity.ranges` lists the ranges. An empty list, like no
 * section at all, limits nothing.
 */

export const CAPACITY_REF = "settings:capacity" as const;

/**
 * The section's check: the restaurant file's own schema of the ranges, so each refusal names its
 * range and field (`capacity.ranges.0.to`) for the form to show it there; the server checks the
 * same ranges with the same schema.
 */
export const capacitySectionSchema = z.object({ [KITCHEN_CAPACITY_SETTING]: capacityRangesSchema });

/** The ranges a section's value holds; none when it has none yet. */
export function rangesOf(value: SettingsValue | null | undefined): CapacityRange[] {
  const ranges = value?.[KITCHEN_CAPACITY_SETTING];
  return Array.isArray(ranges) ? (ranges as CapacityRange[]) : [];
}

const EVERY_DAY = Object.keys(weekdays) as CapacityRange["days"];

/**
 * What a range added starts as: every day, at lunch for the first, in the evening for the next,
 * with an hour of work per quarter hour (a cook and a half). Valid, so it is saved at once; the
 * owner then narrows it.
 */
export function newCapacityRange(existing: readonly CapacityRange[]): CapacityRange {
  const [from, to] = existing.length === 0 ? ["11:30", "14:30"] : ["18:30", "22:30"];
  return { days: [...EVERY_DAY], from, to, minutes: 60 };
}

/** A range in a line, for a conflict: "Lundi, Mardi 11:30–14:00 : 45 min". */
export function capacityRangesSummary(value: unknown): string {
  const ranges = Array.isArray(value) ? (value as CapacityRange[]) : [];
  if (ranges.length === 0) return text.conflictNone;
  return ranges
    .map((range) =>
      fill(text.conflictRange, {
        days: range.days.map((day) => weekdays[day] ?? day).join(", "),
        from: range.from,
        to: range.to,
        minutes: range.minutes,
      }),
    )
    .join(" ; ");
}
