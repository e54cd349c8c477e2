import type { PauseBody, PauseStatePayload } from "@comptoir/contracts";
import { type PAUSE_SCOPES, REASON_MAX_LENGTH } from "@comptoir/contracts/staff-constants";
import { clockTimeAt } from "@comptoir/domain";
import { fill, backOffice as text } from "@comptoir/messages";
import { useState } from "react";
import { useShopClock } from "../../lib/shop.ts";

const SCOPE_LABELS = { ordering: text.pauseOrdering, delivery: text.pauseDelivery } as const;

/** One pause (all ordering, or delivery alone): in force until a time with its reason, or not. */
export function PauseScope({
  scope,
  current,
  timeZone,
  busy,
  onChange,
}: {
  scope: (typeof PAUSE_SCOPES)[number];
  current: PauseStatePayload["ordering"];
  timeZone: string;
  busy: boolean;
  onChange: (body: PauseBody) => void;
}) {
  const shopNow = useShopClock();
  const [minutes, setMinutes] = useState<number>(text.pauseDurations[1]);
  const [reason, setReason] = useState<string>(text.pauseDefaultReason);
  const headingId = `pause-${scope}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h3 id={headingId} className="text-lg font-bold">
        {SCOPE_LABELS[scope]}
      </h3>
      {current ? (
        <>
          <p className="font-bold text-amber-300" data-testid={`pause-state-${scope}`}>
            {fill(text.pausedUntil, {
              time: clockTimeAt(new Date(current.until), timeZone),
              reason: current.reason,
            })}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange({ scope, until: null })}
            className="min-h-12 rounded-full bg-accent px-5 font-bold text-ink disabled:opacity-60"
          >
            {text.pauseEnd}
          </button>
        </>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const until = new Date(shopNow().getTime() + minutes * 60_000).toISOString();
            onChange({ scope, until, reason: reason.trim() || text.pauseDefaultReason });
          }}
        >
          <p className="text-muted" data-testid={`pause-state-${scope}`}>
            {text.notPaused}
          </p>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 font-semibold">{text.pauseUntil}</legend>
            {text.pauseDurations.map((choice) => (
              <label
                key={choice}
                className={`flex min-h-12 cursor-pointer items-center rounded-full border-2 px-4 font-bold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                  minutes === choice ? "border-cream bg-cream text-ink" : "border-line"
                }`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`duree-${scope}`}
                  checked={minutes === choice}
                  onChange={() => setMinutes(choice)}
                />
                {fill(text.pauseMinutes, { minutes: choice })}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`raison-${scope}`} className="font-semibold">
              {text.pauseReason}
            </label>
            <input
              id={`raison-${scope}`}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              className="min-h-12 rounded-xl border border-line bg-ink px-4 text-cream"
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 rounded-full border-2 border-accent px-5 font-bold disabled:opacity-60"
          >
            {text.pauseStart}
          </button>
        </form>
      )}
    </section>
  );
}
