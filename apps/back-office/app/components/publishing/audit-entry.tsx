import { auditActionFamilies, auditActionLabels, fill, auditJournal as text } from "@comptoir/messages";
import { auditChanges } from "../../lib/publishing/audit-diff.ts";
import type { AuditEntryPayload } from "../../lib/publishing/publishing-api.ts";
import { shopDateTime } from "../../lib/publishing/schedule-time.ts";

/** The action in French: its own label, else its family's, else as the server wrote it. */
function actionLabel(action: string): string {
  const family = Object.entries(auditActionFamilies).find(([prefix]) => action.startsWith(prefix));
  return auditActionLabels[action] ?? family?.[1] ?? action;
}

/** One line of the journal: what, on which thing, who and when, and each field's before → after. */
export function AuditEntry({ entry, timeZone }: { entry: AuditEntryPayload; timeZone: string }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3 [overflow-wrap:anywhere]" data-testid="audit-entry">
      <p className="font-bold">
        {actionLabel(entry.action)}
        {" · "}
        {entry.subject_name || entry.subject}
      </p>
      <p className="text-sm text-muted">
        {fill(text.entryBy, { name: entry.staff_name, when: shopDateTime(new Date(entry.at), timeZone) })}
        {entry.count > 1 ? ` · ${fill(text.entryCount, { count: entry.count })}` : null}
      </p>
      {changes.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-semibold">{change.field || text.after}</dt>
              <dd className="min-w-0">
                <span className="sr-only">{text.before} : </span>
                <span className="text-muted line-through">{change.before}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, {text.after} : </span>
                {change.after}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
