import { type ZonesValue, zonesValueSchema } from "@comptoir/contracts/catalogue-draft";
import { fill, restaurantForms as text } from "@comptoir/messages";
import { useMemo } from "react";
import type { DraftClient, DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import type { SettingKind } from "../../lib/restaurant-forms/setting-fields.ts";
import { initialOf } from "../../lib/restaurant-forms/use-draft.ts";
import { ConflictPanel } from "../catalogue/conflict-panel.tsx";
import { SaveStateText } from "../catalogue/save-state.tsx";
import { SettingInput } from "./setting-input.tsx";

type Zone = ZonesValue[number];

const ZONE_FIELDS: readonly [keyof Zone, SettingKind, string][] = [
  ["name", "text", text.zoneName],
  ["postal_code", "text", text.zonePostalCode],
  ["city", "text", text.zoneCity],
  ["delivery_fee", "money", text.zoneDeliveryFee],
  ["flat_charge", "money", text.zoneFlatCharge],
  ["minimum_order", "money", text.zoneMinimumOrder],
];

const NEW_ZONE: Zone = {
  name: "",
  city: "",
  postal_code: "",
  delivery_fee: 0,
  flat_charge: 0,
  minimum_order: 0,
};

/** The delivery zones (`zones:all`), edited as one list: each zone's postal code, fees and minimum. */
export function ZonesForm({
  things,
  client,
  readOnly,
  onUnauthorized,
}: {
  things: readonly DraftThingPayload[] | null;
  client: DraftClient | null;
  readOnly: boolean;
  onUnauthorized: () => void;
}) {
  const initial = useMemo(() => initialOf<ZonesValue>(things, "zones:all", []), [things]);
  const form = useDraftThing<ZonesValue>("zones:all", {
    client,
    initial,
    schema: zonesValueSchema,
    readOnly,
    onUnauthorized,
  });
  if (!form.value) return <p className="text-muted">{text.loading}</p>;
  const zones = form.value;
  const setZone = (index: number, field: keyof Zone, value: unknown) =>
    form.setValue((current) =>
      current.map((zone, at) => (at === index ? { ...zone, [field]: value } : zone)),
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{text.zonesIntro}</p>
      <SaveStateText state={form.state} message={form.message} />
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          labels={{}}
          onPick={form.pick}
          onResolve={() => void form.resolve()}
        />
      ) : null}
      {zones.length === 0 ? <p>{text.zonesEmpty}</p> : null}
      {zones.map((zone, index) => (
        <fieldset
          // Zones have no key of their own; their place in the list is what the draft knows them by.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="grid gap-3 rounded-2xl border border-line p-4 sm:grid-cols-2"
        >
          <legend className="px-1 text-lg font-bold">
            {zone.name || fill(text.zoneTitle, { number: index + 1 })}
          </legend>
          {ZONE_FIELDS.map(([field, kind, label]) => (
            <SettingInput
              key={field}
              id={`zone-${index}-${field.replaceAll("_", "-")}`}
              field={{ name: field, kind }}
              label={label}
              value={zone[field]}
              error={form.errors[`${index}.${field}`]}
              readOnly={readOnly}
              onChange={(next) => setZone(index, field, next)}
              onBlur={form.flush}
            />
          ))}
          {readOnly ? null : (
            <button
              type="button"
              onClick={() => form.setValue((current) => current.filter((_, at) => at !== index))}
              className="min-h-12 rounded-full border-2 border-accent px-4 font-bold sm:col-span-2 sm:w-fit"
            >
              {fill(text.zoneRemove, { name: zone.name || index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {readOnly ? null : (
        <button
          type="button"
          onClick={() => form.setValue((current) => [...current, NEW_ZONE])}
          className="min-h-12 w-fit rounded-full border-2 border-cream px-5 font-bold"
        >
          {text.zoneAdd}
        </button>
      )}
    </div>
  );
}
