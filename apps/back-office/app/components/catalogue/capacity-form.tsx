import type { SettingsValue } from "@comptoir/contracts/catalogue-draft";
import { KITCHEN_CAPACITY_SETTING } from "@comptoir/contracts/restaurant-file";
import type { CapacityRange } from "@comptoir/domain";
import { catalogueEditor, kitchenCapacityEditor as text } from "@comptoir/messages";
import { useMemo } from "react";
import {
  CAPACITY_REF,
  capacityRangesSummary,
  capacitySectionSchema,
  newCapacityRange,
  rangesOf,
} from "../../lib/catalogue/capacity-ranges.ts";
import type { DraftClient, DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { CapacityRangeFields } from "./capacity-range-fields.tsx";
import { ConflictPanel } from "./conflict-panel.tsx";
import { actionButton, ThingHeader } from "./thing-header.tsx";

/**
 * The kitchen's capacity (ADR 061, 063): a list of ranges, each with its weekdays, its hours and
 * the minutes of work the kitchen does per quarter hour then, saved in the draft as the settings
 * section `settings:capacity` as the owner types, like every form of the editor. No range: no
 * limit. A section that is not in the draft yet is made by the first save.
 */
export function CapacityForm({
  things,
  client,
  readOnly,
  onSaved,
  onUnauthorized,
}: {
  things: readonly DraftThingPayload[] | null;
  client: DraftClient | null;
  readOnly: boolean;
  onSaved?: (thing: DraftThingPayload) => void;
  onUnauthorized: () => void;
}) {
  const initial = useMemo(() => {
    if (!things) return null;
    const thing = things.find((each) => each.ref === CAPACITY_REF);
    if (!thing) return { value: { [KITCHEN_CAPACITY_SETTING]: [] } as SettingsValue, revision: null };
    // A section saved without its list still reads as one, so the form always has a list to edit.
    const value = {
      ...(thing.value as SettingsValue),
      [KITCHEN_CAPACITY_SETTING]: rangesOf(thing.value as SettingsValue),
    };
    return { value, revision: thing.revision };
  }, [things]);
  const form = useDraftThing<SettingsValue>(CAPACITY_REF, {
    client,
    initial,
    schema: capacitySectionSchema,
    readOnly,
    ...(onSaved ? { onSaved } : {}),
    onUnauthorized,
  });

  if (!form.value) return <p className="text-muted">{catalogueEditor.loading}</p>;
  const ranges = rangesOf(form.value);
  const setRanges = (next: CapacityRange[]) => form.setField(KITCHEN_CAPACITY_SETTING, next);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
      aria-label={text.title}
    >
      <ThingHeader title={text.title} state={form.state} message={form.message} />
      <p id="capacite-aide" className="text-muted">
        {text.hint}
      </p>
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          labels={{ [KITCHEN_CAPACITY_SETTING]: text.rangesLabel }}
          formats={{ [KITCHEN_CAPACITY_SETTING]: capacityRangesSummary }}
          onPick={form.pick}
          onResolve={() => void form.resolve()}
        />
      ) : null}
      <section aria-label={text.rangesLabel} aria-describedby="capacite-aide" className="flex flex-col gap-4">
        {ranges.length === 0 ? <p className="rounded-xl border border-line p-3">{text.noLimit}</p> : null}
        {ranges.map((range, index) => (
          <CapacityRangeFields
            // Ranges have no key of their own; their place is what the refusals name too.
            // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the list.
            key={index}
            index={index}
            range={range}
            errors={form.errors}
            path={`${KITCHEN_CAPACITY_SETTING}.${index}`}
            readOnly={readOnly}
            onBlur={form.flush}
            onChange={(changed) => setRanges(ranges.map((each, at) => (at === index ? changed : each)))}
            onRemove={() => {
              setRanges(ranges.filter((_, at) => at !== index));
              form.flush();
            }}
          />
        ))}
      </section>
      {readOnly ? null : (
        <button
          type="button"
          className={`${actionButton} self-start`}
          onClick={() => {
            setRanges([...ranges, newCapacityRange(ranges)]);
            form.flush();
          }}
        >
          {text.addRange}
        </button>
      )}
    </form>
  );
}
