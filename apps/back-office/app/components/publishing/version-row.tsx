import type { CatalogueVersionSummaryPayload } from "@comptoir/contracts/catalogue-publishing";
import { fill, publishing as text, versionKindLabels } from "@comptoir/messages";
import { Link } from "react-router";
import { shopDateTime } from "../../lib/publishing/schedule-time.ts";

/** "Version 4 · Publication · par Nadia · mardi 24 novembre à 12:05 · 3 modifications". */
export function VersionRow({
  version,
  current,
  timeZone,
}: {
  version: CatalogueVersionSummaryPayload;
  current: boolean;
  timeZone: string;
}) {
  const count = version.changes_count;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="version-row">
      <div className="flex flex-col gap-0.5">
        <p className="font-bold">
          <Link
            to={`/admin/historique/${version.id}`}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
            aria-label={fill(text.versionOpen, { number: version.id })}
          >
            {fill(text.versionNumber, { number: version.id })}
          </Link>{" "}
          · {versionKindLabels[version.kind] ?? version.kind}
          {current ? (
            <span className="ml-2 rounded-full bg-cream px-2 py-0.5 text-sm text-ink">
              {text.versionCurrent}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          {[
            shopDateTime(new Date(version.published_at), timeZone),
            version.published_by_name ? fill(text.versionBy, { name: version.published_by_name }) : null,
            count === 0
              ? text.versionChangesNone
              : count === 1
                ? text.versionChangesOne
                : fill(text.versionChanges, { count }),
            version.restored_from ? fill(text.versionRestoredFrom, { number: version.restored_from }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
    </li>
  );
}
