import { THING_VALUE_SCHEMAS, type ThingRef } from "@comptoir/contracts/catalogue-draft";
import type { DraftThingOf, ThingValueOf } from "./draft-client.ts";
import { findThing, useCatalogue } from "./use-catalogue-draft.ts";
import { useDraftThing } from "./use-draft-thing.ts";

type EditedKind = "menu" | "category" | "item" | "group";

/**
 * A form page's thing: found in the shared draft by its key, edited through `useDraftThing` with
 * its kind's schema, each save shown at once in the list beside it.
 */
export function useThingForm<K extends EditedKind>(kind: K, key: string) {
  const catalogue = useCatalogue();
  const ref = `${kind}:${key}` as ThingRef;
  const found = findThing(catalogue.draft, ref);
  const thing = found as DraftThingOf<K> | null;
  const form = useDraftThing<ThingValueOf<K>>(ref, {
    client: catalogue.client,
    initial: found ? { value: found.value as ThingValueOf<K>, revision: found.revision } : null,
    schema: THING_VALUE_SCHEMAS[kind],
    readOnly: catalogue.readOnly,
    onSaved: catalogue.putThing,
    onUnauthorized: catalogue.endSession,
  });
  return { catalogue, thing, form, ref };
}
