import type { CatalogueChange } from "@comptoir/contracts/catalogue-review";
import { fill, publishing as text, thingKindLabels } from "@comptoir/messages";
import { Link } from "react-router";
import { editorPathOf, groupByKind } from "../../lib/publishing/thing-pages.ts";

/**
 * A publish's or a version's changes in plain French, grouped by kind of thing (dishes, menus,
 * offers…), each linked to the form that edits its thing when it has one.
 */
export function ChangeList({ changes, idPrefix }: { changes: readonly CatalogueChange[]; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-4">
      {groupByKind(changes).map(([kind, lines]) => {
        const headingId = `${idPrefix}-${kind}`;
        return (
          <section key={kind} aria-labelledby={kind === "other" ? undefined : headingId}>
            {kind === "other" ? null : (
              <h3 id={headingId} className="mb-1 text-lg font-bold">
                {thingKindLabels[kind]}
              </h3>
            )}
            <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4">
              {lines.map((change) => {
                const path = editorPathOf(change.ref);
                return (
                  <li
                    // The same ref may change in several lines, each saying something else.
                    key={`${change.ref}|${change.text}`}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span>{change.text}</span>
                    {path ? (
                      <Link
                        to={path}
                        aria-label={fill(text.editThing, { text: change.text })}
                        className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold underline-offset-4 hover:underline"
                      >
                        {text.edit}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
