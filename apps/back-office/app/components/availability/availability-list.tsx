import type { AvailabilityEntryPayload, AvailabilityStatePayload } from "@comptoir/contracts";
import { AVAILABILITY_STATES } from "@comptoir/contracts/staff-constants";
import { fill, backOffice as text } from "@comptoir/messages";
import { entriesByGroup } from "../../lib/availability-groups.ts";
import { returnLabel } from "../../lib/board-labels.ts";
import { useShopClock } from "../../lib/shop.ts";

const STATE_LABELS: Record<AvailabilityStatePayload, string> = {
  available: text.available,
  sold_out: text.soldOut,
  hidden: text.hidden,
};

/**
 * The items or the option choices, each with its three states as one radio group ("disponible",
 * "épuisé" until the next opening, "masqué" until undone), said with the time a sold-out entry
 * comes back.
 */
export function AvailabilityList({
  kind,
  title,
  entries,
  timeZone,
  busy,
  onChange,
}: {
  kind: "items" | "choices";
  title: string;
  entries: readonly AvailabilityEntryPayload[];
  timeZone: string;
  busy: string | null;
  onChange: (
    kind: "items" | "choices",
    entry: AvailabilityEntryPayload,
    state: AvailabilityStatePayload,
  ) => void;
}) {
  const now = useShopClock()();
  return (
    <section aria-labelledby={`dispo-${kind}`} className="flex flex-col gap-3">
      <h2 id={`dispo-${kind}`} className="text-2xl font-black">
        {title}
      </h2>
      {entriesByGroup(entries).map(([group, inGroup]) => (
        <div key={group} className="rounded-2xl border border-line p-3">
          <h3 className="mb-2 text-lg font-bold">{group}</h3>
          <ul className="flex flex-col divide-y divide-line">
            {inGroup.map((entry) => {
              const key = `${kind}-${entry.id}`;
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-testid="availability-entry"
                >
                  <div>
                    <p className="font-semibold">{entry.name}</p>
                    {entry.state === "sold_out" && entry.sold_out_until ? (
                      <p className="text-sm text-muted">
                        {fill(text.soldOutUntil, { when: returnLabel(entry.sold_out_until, now, timeZone) })}
                      </p>
                    ) : null}
                  </div>
                  <fieldset className="flex gap-1" disabled={busy === key}>
                    <legend className="sr-only">{fill(text.stateOf, { name: entry.name })}</legend>
                    {AVAILABILITY_STATES.map((state) => (
                      <label
                        key={state}
                        className={`flex min-h-12 cursor-pointer items-center rounded-full border-2 px-3 font-bold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                          entry.state === state ? "border-cream bg-cream text-ink" : "border-line"
                        }`}
                      >
                        <input
                          type="radio"
                          className="sr-only"
                          name={key}
                          checked={entry.state === state}
                          onChange={() => onChange(kind, entry, state)}
                        />
                        {STATE_LABELS[state]}
                      </label>
                    ))}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
