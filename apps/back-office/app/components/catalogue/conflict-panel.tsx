import { fill, catalogueEditor as text } from "@comptoir/messages";
import type { DraftConflict } from "../../lib/catalogue/use-draft-thing.ts";

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return text.conflictEmpty;
  if (Array.isArray(value)) return value.length === 0 ? text.conflictEmpty : value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "boolean") return value ? "oui" : "non";
  return String(value);
}

/**
 * A stale save, field by field: the person's value beside the one a colleague saved, a choice for
 * each, then one button that saves the picks on the colleague's revision. Nothing typed is lost.
 */
export function ConflictPanel<V extends object>({
  conflict,
  labels,
  formats = {},
  onPick,
  onResolve,
}: {
  conflict: DraftConflict<V>;
  /** The form's label of each field. */
  labels: Partial<Record<string, string>>;
  /** How a field's value reads for a person, where its raw value would not (keys, hours). */
  formats?: Partial<Record<string, (value: unknown) => string>>;
  onPick: (field: string, side: "mine" | "theirs") => void;
  onResolve: () => void;
}) {
  const mine = conflict.mine as Record<string, unknown>;
  const theirs = conflict.theirs as Record<string, unknown>;
  const when = new Date(conflict.at).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" });
  return (
    <section
      aria-labelledby="conflit-titre"
      className="flex flex-col gap-3 rounded-2xl border-2 border-accent bg-panel p-4"
    >
      <h2 id="conflit-titre" className="text-xl font-black">
        {text.conflictTitle}
      </h2>
      <p>{fill(text.conflictIntro, { name: conflict.by ?? text.conflictSomeone, when })}</p>
      {conflict.fields.map((field) => {
        const picked = conflict.picks[field] ?? "mine";
        const name = `conflit-${field}`;
        return (
          <fieldset key={field} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <legend className="px-1 font-bold">{labels[field] ?? field}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(["mine", "theirs"] as const).map((side) => (
                <label
                  key={side}
                  className={`flex min-h-12 cursor-pointer items-start gap-2 rounded-lg border p-2 ${picked === side ? "border-accent" : "border-line"}`}
                >
                  <input
                    type="radio"
                    name={name}
                    checked={picked === side}
                    onChange={() => onPick(field, side)}
                    className="mt-1 size-5"
                  />
                  <span>
                    <span className="block text-sm text-muted">
                      {side === "mine" ? text.conflictMine : text.conflictTheirs}
                    </span>
                    <span className="block break-words">
                      {(formats[field] ?? shown)(side === "mine" ? mine[field] : theirs[field])}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={onResolve}
        className="min-h-12 self-start rounded-full bg-accent px-5 font-bold text-ink"
      >
        {text.conflictSave}
      </button>
    </section>
  );
}
