import { THING_VALUE_SCHEMAS, type ThingRef } from "@comptoir/contracts/catalogue-draft";
import { catalogueEditor as text } from "@comptoir/messages";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import { pendingRefs } from "../../lib/catalogue/pending-edits.ts";
import { type CatalogueDraft, findThing } from "../../lib/catalogue/use-catalogue-draft.ts";
import { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { SaveStateText } from "./save-state.tsx";

const PAGES: Partial<Record<string, string>> = {
  item: "plats",
  menu: "menus",
  category: "categories",
  group: "options",
};

/**
 * Edits this browser kept for things whose form is not open (a tab closed while offline): sent as
 * soon as the editor opens, through the same hook as the forms, so a stale one merges or waits as
 * a conflict the owner resolves on its form. Listed while they wait.
 */
export function PendingSenders({
  catalogue,
  openRef,
}: {
  catalogue: CatalogueDraft;
  openRef: string | null;
}) {
  const [refs, setRefs] = useState<ThingRef[]>([]);
  const rescan = useCallback(() => setRefs(pendingRefs()), []);
  // Read when the editor opens (a form just left sends its own edit as it goes).
  useEffect(() => rescan(), [rescan]);
  const waiting = refs.filter((ref) => ref !== openRef && PAGES[ref.slice(0, ref.indexOf(":"))]);
  if (!catalogue.draft || catalogue.readOnly || waiting.length === 0) return null;
  return (
    <section aria-labelledby="carte-attente" className="rounded-2xl border border-line bg-panel p-3">
      <h2 id="carte-attente" className="font-bold">
        {text.pendingTitle}
      </h2>
      <ul className="flex flex-col">
        {waiting.map((ref) => (
          <PendingSender key={ref} thingRef={ref} catalogue={catalogue} onSaved={rescan} />
        ))}
      </ul>
    </section>
  );
}

function PendingSender({
  thingRef,
  catalogue,
  onSaved,
}: {
  thingRef: ThingRef;
  catalogue: CatalogueDraft;
  onSaved: () => void;
}) {
  const kind = thingRef.slice(0, thingRef.indexOf(":")) as keyof typeof THING_VALUE_SCHEMAS;
  const key = thingRef.slice(thingRef.indexOf(":") + 1);
  const thing = findThing(catalogue.draft, thingRef);
  const form = useDraftThing<{ name?: string }>(thingRef, {
    client: catalogue.client,
    // A thing deleted meanwhile: its edit goes out as a new one only if the owner opens it again.
    initial: thing ? { value: thing.value as { name?: string }, revision: thing.revision } : null,
    schema: THING_VALUE_SCHEMAS[kind],
    onSaved: (saved: DraftThingPayload) => catalogue.putThing(saved),
    onUnauthorized: catalogue.endSession,
  });
  // Saved: nothing waits any more for this thing (the hook has forgotten the kept edit by now).
  useEffect(() => {
    if (form.state === "saved") onSaved();
  }, [form.state, onSaved]);
  const name = form.value?.name ?? key;
  return (
    <li className="flex flex-wrap items-center gap-x-3">
      <Link to={`/admin/carte/${PAGES[kind]}/${key}`} className="min-h-11 content-center underline">
        {name}
      </Link>
      <SaveStateText state={form.state} message={form.message} />
    </li>
  );
}
