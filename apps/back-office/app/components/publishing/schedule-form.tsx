import { publishing as text } from "@comptoir/messages";
import { useState } from "react";
import { defaultSchedule, type ScheduleInput, scheduledInstant } from "../../lib/publishing/schedule-time.ts";

/**
 * "Programmer": a date and a time on the restaurant's clock ("demain à 11:00" by default); the
 * moment must be to come on the shop's clock, whatever the device's own says.
 */
export function ScheduleForm({
  shopNow,
  timeZone,
  blocked,
  busy,
  onSchedule,
}: {
  shopNow: () => Date;
  timeZone: string;
  /** Why it cannot be scheduled now (errors, warnings unread, nothing to publish), said by the page. */
  blocked: string | null;
  busy: boolean;
  onSchedule: (at: Date) => void;
}) {
  const [input, setInput] = useState<ScheduleInput>(() => defaultSchedule(shopNow(), timeZone));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof ScheduleInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));
  const describedBy = [problem ? "programmer-erreur" : null, blocked ? "publier-bloque" : null]
    .filter(Boolean)
    .join(" ");
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || blocked) return;
        const checked = scheduledInstant(input, shopNow(), timeZone);
        setProblem(checked.ok ? null : checked.problem);
        if (checked.ok) onSchedule(checked.at);
        else document.getElementById("programmer-date")?.focus();
      }}
    >
      <p className="text-muted">{text.scheduleIntro}</p>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="programmer-date" className="font-semibold">
            {text.scheduleDate}
          </label>
          <input
            id="programmer-date"
            type="date"
            value={input.date}
            onChange={set("date")}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "programmer-erreur" : undefined}
            className="min-h-12 rounded-xl border border-line bg-ink px-4 text-lg text-cream [color-scheme:dark]"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="programmer-heure" className="font-semibold">
            {text.scheduleTime}
          </label>
          <input
            id="programmer-heure"
            type="time"
            value={input.time}
            onChange={set("time")}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "programmer-erreur" : undefined}
            className="min-h-12 rounded-xl border border-line bg-ink px-4 text-lg text-cream [color-scheme:dark]"
          />
        </div>
      </div>
      {problem ? (
        <p id="programmer-erreur" className="font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        aria-disabled={busy || blocked ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-12 w-full rounded-full border-2 border-cream px-6 text-lg font-bold sm:w-fit ${
          busy || blocked ? "opacity-60" : ""
        }`}
      >
        {busy ? text.schedulePending : text.scheduleSubmit}
      </button>
    </form>
  );
}
