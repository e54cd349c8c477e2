import { fill, catalogueChangeTexts as t } from "@comptoir/messages";
import type { CatalogueChange } from "../catalogue-review.ts";
import { describeEuros } from "../catalogue-wording.ts";
import { type FieldRule, valueRule, type Zone } from "./field-rules.ts";

/** The delivery zones' lines: zones have no key, so they are told apart by postal code. */

/** Zones by postal code; a second zone of the same code is told apart by its rank among them. */
function zonesByCode(zones: Zone[]): Map<string, Zone> {
  const seen = new Map<string, number>();
  const byCode = new Map<string, Zone>();
  for (const zone of zones) {
    const rank = seen.get(zone.postal_code) ?? 0;
    seen.set(zone.postal_code, rank + 1);
    byCode.set(rank === 0 ? zone.postal_code : `${zone.postal_code} (${rank + 1})`, zone);
  }
  return byCode;
}

const ZONE_RULES: FieldRule<Zone>[] = [
  valueRule(
    t.zoneName,
    (zone) => zone.name,
    (name) => name,
  ),
  valueRule(
    t.zoneCity,
    (zone) => zone.city,
    (city) => city,
  ),
  valueRule(t.zoneFee, (zone) => zone.delivery_fee, describeEuros),
  valueRule(t.zoneFlatCharge, (zone) => zone.flat_charge, describeEuros),
  valueRule(t.zoneMinimum, (zone) => zone.minimum_order, describeEuros),
];

export function zonesChanges(before: Zone[], after: Zone[]): CatalogueChange[] {
  const previous = zonesByCode(before);
  const current = zonesByCode(after);
  const line = (what: string) => ({ ref: "zones:all", text: fill(t.line, { thing: t.zones, what }) });
  return [
    ...[...current].flatMap(([zone, now]) => {
      const was = previous.get(zone);
      if (!was) return [line(fill(t.zoneAdded, { zone }))];
      return ZONE_RULES.flatMap((rule) => rule(was, now) ?? []).map((what) =>
        line(fill(t.zone, { zone, what })),
      );
    }),
    ...[...previous.keys()]
      .filter((zone) => !current.has(zone))
      .map((zone) => line(fill(t.zoneRemoved, { zone }))),
  ];
}
