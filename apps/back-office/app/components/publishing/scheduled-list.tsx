import type { ScheduledPublishPayload } from "@comptoir/contracts/catalogue-publishing";
import { whenFromToday } from "@comptoir/domain";
import { fill, publishing as text } from "@comptoir/messages";

/** The publishes waiting for their time, soonest first, each with "Annuler" for the owner. */
export function ScheduledList({
  scheduled,
  now,
  timeZone,
  canCancel,
  busy,
  onCancel,
}: {
  scheduled: readonly ScheduledPublishPayload[];
  now: Date;
  timeZone: string;
  canCancel: boolean;
  busy: boolean;
  onCancel: (entry: ScheduledPublishPayload) => void;
}) {
  if (scheduled.length === 0) return <p className="text-muted">{text.scheduledNone}</p>;
  const soonestFirst = [...scheduled].sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4"
      data-testid="scheduled-publishes"
    >
      {soonestFirst.map((entry) => {
        const when = whenFromToday(new Date(entry.due_at), now, timeZone, text.when);
        return (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-bold">{fill(text.scheduledEntry, { when, count: entry.changes.length })}</p>
              {entry.created_by_name ? (
                <p className="text-sm text-muted">
                  {fill(text.scheduledBy, { name: entry.created_by_name })}
                </p>
              ) : null}
            </div>
            {canCancel ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onCancel(entry)}
                aria-label={fill(text.scheduledCancelLabel, { when })}
                className="min-h-12 rounded-full border-2 border-accent px-4 font-bold disabled:opacity-60"
              >
                {text.scheduledCancel}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
