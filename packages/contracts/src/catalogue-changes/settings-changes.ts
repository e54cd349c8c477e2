import { fill, settingLabels, catalogueChangeTexts as t, weekdays } from "@comptoir/messages";
import { settingsSectionOf } from "../catalogue-draft.ts";
import type { CatalogueChange } from "../catalogue-review.ts";
import { describeEuros, sameValue } from "../catalogue-wording.ts";
import {
  KITCHEN_CAPACITY_SETTING,
  RESTAURANT_PHOTO_SETTING,
  type RestaurantFile,
} from "../restaurant-file.ts";
import { MONEY_SETTING_KEYS } from "../settings.ts";
import { list, photoChange, yesNo } from "./field-rules.ts";

/** The settings' lines: a readable label for the known names, the dotted name otherwise. */

function describeSetting(name: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return t.nothing;
  if (typeof value === "boolean") return yesNo(value);
  if (typeof value === "number" && MONEY_SETTING_KEYS.includes(name)) return describeEuros(value);
  if (typeof value === "number") return new Intl.NumberFormat("fr-FR").format(value);
  if (Array.isArray(value)) return list(value.map(String));
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Long texts (a description, a mediator's address) say that they changed, not what they became. */
const LONG_TEXT = 60;

type Photo = Parameters<typeof photoChange>[0];

function settingLine(name: string, before: unknown, after: unknown): CatalogueChange | null {
  const label = settingLabels[name] ?? name;
  const ref = `settings:${settingsSectionOf(name)}`;
  const text = (what: string) => ({ ref, text: fill(t.line, { thing: t.settings, what }) });
  // A photo is { id, crop }: said as what became of it, never as its hash.
  if (name === RESTAURANT_PHOTO_SETTING) {
    const what = photoChange((before ?? null) as Photo, (after ?? null) as Photo, t.restaurantPhoto);
    return what ? text(what) : null;
  }
  if (before === undefined) return text(fill(t.settingAdded, { label, value: describeSetting(name, after) }));
  if (after === undefined)
    return text(fill(t.settingRemoved, { label, value: describeSetting(name, before) }));
  const shownBefore = describeSetting(name, before);
  const shownAfter = describeSetting(name, after);
  if (shownBefore.length > LONG_TEXT || shownAfter.length > LONG_TEXT)
    return text(fill(t.textChanged, { label }));
  return text(fill(t.from, { label, before: shownBefore, after: shownAfter }));
}

interface CapacityRangeValue {
  days: (keyof typeof weekdays)[];
  from: string;
  to: string;
  minutes: number;
}

/** "Lundi, Mardi 11:30–14:00, 45 min de travail par quart d'heure". */
function describeCapacityRange(range: CapacityRangeValue): string {
  return fill(t.capacityRange, {
    days: list(range.days.map((day) => weekdays[day] ?? day)),
    from: range.from,
    to: range.to,
    minutes: range.minutes,
  });
}

/** The kitchen's capacity: a line per range added, a line per range removed (a changed one is both). */
function capacityLines(before: unknown, after: unknown): CatalogueChange[] {
  const ref = `settings:${settingsSectionOf(KITCHEN_CAPACITY_SETTING)}`;
  const ranges = (value: unknown) => (Array.isArray(value) ? (value as CapacityRangeValue[]) : []);
  const has = (all: CapacityRangeValue[], one: CapacityRangeValue) =>
    all.some((other) => sameValue(other, one));
  const was = ranges(before);
  const is = ranges(after);
  return [
    ...was
      .filter((range) => !has(is, range))
      .map((range) => ({ ref, text: fill(t.capacityRemoved, { range: describeCapacityRange(range) }) })),
    ...is
      .filter((range) => !has(was, range))
      .map((range) => ({ ref, text: fill(t.capacityAdded, { range: describeCapacityRange(range) }) })),
  ];
}

export function settingsChanges(before: RestaurantFile["settings"], after: RestaurantFile["settings"]) {
  const names = [...Object.keys(after), ...Object.keys(before).filter((name) => !(name in after))];
  return names
    .filter((name) => !sameValue(before[name], after[name]))
    .flatMap((name) =>
      name === KITCHEN_CAPACITY_SETTING
        ? capacityLines(before[name], after[name])
        : (settingLine(name, before[name], after[name]) ?? []),
    );
}
