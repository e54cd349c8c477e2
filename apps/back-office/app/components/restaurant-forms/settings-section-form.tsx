import type { SettingsValue, ThingRef } from "@comptoir/contracts/catalogue-draft";
import { photoField, settingFieldLabels, restaurantForms as text } from "@comptoir/messages";
import { useMemo } from "react";
import type { DraftClient, DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { sectionSchema } from "../../lib/restaurant-forms/section-schema.ts";
import type { SettingField } from "../../lib/restaurant-forms/setting-fields.ts";
import { initialOf } from "../../lib/restaurant-forms/use-draft.ts";
import { ConflictPanel } from "../catalogue/conflict-panel.tsx";
import { framedPhotoOf, PhotoField } from "../catalogue/photo-field.tsx";
import { SaveStateText } from "../catalogue/save-state.tsx";
import { SettingInput } from "./setting-input.tsx";

export interface SettingsGroup {
  title: string;
  fields: readonly SettingField[];
}

/**
 * One settings section of the draft (`settings:contacts`…) as a form, in one or more groups of
 * fields: saved as the owner types (the catalogue editor's hook), with its save state, its errors
 * next to the fields and a colleague's conflicting save shown field by field.
 */
export function SettingsSectionForm({
  section,
  groups,
  things,
  client,
  readOnly,
  onUnauthorized,
}: {
  section: string;
  groups: readonly SettingsGroup[];
  things: readonly DraftThingPayload[] | null;
  client: DraftClient | null;
  readOnly: boolean;
  onUnauthorized: () => void;
}) {
  const ref: ThingRef = `settings:${section}`;
  const fields = useMemo(() => groups.flatMap((group) => group.fields), [groups]);
  const schema = useMemo(() => sectionSchema(fields), [fields]);
  const initial = useMemo(() => initialOf<SettingsValue>(things, ref, {}), [things, ref]);
  const form = useDraftThing<SettingsValue>(ref, { client, initial, schema, readOnly, onUnauthorized });
  const labels = useMemo(
    () => Object.fromEntries(fields.map((each) => [each.name, settingFieldLabels[each.name] ?? each.name])),
    [fields],
  );

  const photoFormats = Object.fromEntries(
    fields
      .filter((each) => each.kind === "photo")
      .map((each) => [each.name, (photo: unknown) => (photo ? photoField.some : photoField.none)]),
  );

  if (!form.value) return <p className="text-muted">{text.loading}</p>;
  const value = form.value;
  return (
    <div className="flex flex-col gap-4">
      <SaveStateText state={form.state} message={form.message} />
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          labels={labels}
          formats={photoFormats}
          onPick={form.pick}
          onResolve={() => void form.resolve()}
        />
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.title} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 text-xl font-black">{group.title}</legend>
          {group.fields.map((field) =>
            field.kind === "photo" ? (
              <PhotoField
                key={field.name}
                id={`reglage-${field.name.replaceAll(".", "-")}`}
                label={labels[field.name] ?? field.name}
                hint={photoField.restaurantHint}
                kind="hero"
                value={framedPhotoOf(value[field.name])}
                readOnly={readOnly}
                onChange={(photo) => {
                  form.setField(field.name, photo);
                  form.flush();
                }}
              />
            ) : (
              <SettingInput
                key={field.name}
                field={field}
                value={value[field.name]}
                error={form.errors[field.name]}
                readOnly={readOnly}
                onChange={(next) => form.setField(field.name, next)}
                onBlur={form.flush}
              />
            ),
          )}
        </fieldset>
      ))}
    </div>
  );
}
