import { hours as hoursText } from "@comptoir/messages";
import type { HoursView } from "../lib/opening-hours.server.ts";
import { WeekHours } from "./week-hours.tsx";

/**
 * The restaurant's hours as a section: open now or when it opens, then the week's hours with
 * today's marked. The loader worked it all out (opening-hours.server.ts).
 */
export function HoursSection({ view, headingId }: { view: HoursView; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-panel p-4">
      <h2 id={headingId} className="text-2xl font-black">
        {hoursText.title}
      </h2>
      <p className="mt-2 flex items-center gap-2 font-bold" data-testid="opening-status">
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 shrink-0 rounded-full ${view.open ? "bg-emerald-400" : "bg-muted"}`}
        />
        {view.status}
      </p>
      <div className="mt-3">
        <WeekHours week={view.week} today={view.today} />
      </div>
    </section>
  );
}
