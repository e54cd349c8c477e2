import { catalogueEditor as text } from "@comptoir/messages";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { DraftThingPayload } from "../../lib/catalogue/draft-client.ts";
import type { useCatalogue } from "../../lib/catalogue/use-catalogue-draft.ts";
import type { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { ConflictPanel } from "./conflict-panel.tsx";
import { dangerButton, ThingHeader } from "./thing-header.tsx";

interface Props<V extends object> {
  catalogue: ReturnType<typeof useCatalogue>;
  thing: DraftThingPayload;
  form: ReturnType<typeof useDraftThing<V>>;
  /** The heading: the thing's name, or its kind's title while the name is empty. */
  title: string;
  /** The fields' group name, for screen readers. */
  legend: string;
  /** What deleting it takes with it, asked before it goes ("Supprimer Midi et ses 3 catégories ?"). */
  deletionQuestion: () => string;
  /** Buttons beside "Supprimer" (Dupliquer). */
  actions?: ReactNode;
  /** The conflict panel's label, and reading, of each field. */
  labels: Partial<Record<string, string>>;
  formats?: Partial<Record<string, (value: unknown) => string>>;
  /** The fields, disabled together for a staff member who reads. */
  children: ReactNode;
  /** What follows the fields and manages its own read-only state (a menu's hours, a group's choices). */
  after?: ReactNode;
}

/**
 * The frame every thing's form shares (a menu, a category, a dish, an option group): its header
 * with the save state and the delete button, the conflict panel when a colleague saved first, and
 * the fields. Deleting asks first, drops what the browser kept of the thing, then goes back to the
 * list.
 */
export function ThingForm<V extends object>({
  catalogue,
  thing,
  form,
  title,
  legend,
  deletionQuestion,
  actions,
  labels,
  formats,
  children,
  after,
}: Props<V>) {
  const navigate = useNavigate();
  async function remove() {
    if (!window.confirm(deletionQuestion())) return;
    form.discard();
    if (await catalogue.remove(thing)) navigate("/admin/carte");
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()} aria-label={title}>
      <ThingHeader title={title} state={form.state} message={form.message}>
        {catalogue.readOnly ? null : (
          <>
            {actions}
            <button type="button" className={dangerButton} onClick={() => void remove()}>
              {text.delete}
            </button>
          </>
        )}
      </ThingHeader>
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          labels={labels}
          formats={formats}
          onPick={form.pick}
          onResolve={() => void form.resolve()}
        />
      ) : null}
      <fieldset disabled={catalogue.readOnly} className="flex flex-col gap-4">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      {after}
    </form>
  );
}
