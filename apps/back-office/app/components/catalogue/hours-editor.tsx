import type { MenuValue } from "@comptoir/contracts/catalogue-draft";
import { fill, catalogueEditor as text, weekdays } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";

type Service = keyof MenuValue["hours"];
type Week = MenuValue["hours"][Service];
type Day = keyof typeof weekdays;

const DAYS = Object.keys(weekdays) as Day[];
const FIRST_RANGE: [string, string] = ["11:30", "14:30"];
const NEXT_RANGE: [string, string] = ["18:30", "22:30"];

const smallButton = "min-h-11 rounded-full border border-line px-3 text-sm font-bold hover:bg-line";

/**
 * A menu's hours for one service: for each weekday, its ranges (several a day: lunch and dinner).
 * A service the menu is not offered for has no range at all; the switch above says it in words.
 */
export function HoursEditor({
  service,
  week,
  errors,
  readOnly,
  onChange,
  onBlur,
}: {
  service: Service;
  week: Week;
  /** The menu's errors by path (`hours.pickup.mon.0.1`). */
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (week: Week) => void;
  onBlur: () => void;
}) {
  const offered = DAYS.some((day) => (week[day] ?? []).length > 0);
  const serviceName = service === "pickup" ? text.servicePickup : text.serviceDelivery;
  const setDay = (day: Day, ranges: [string, string][]) => onChange({ ...week, [day]: ranges });
  const prefix = `menu-${service}`;
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3" disabled={readOnly}>
      <legend className="px-1 text-lg font-black">{fill(text.hoursFor, { service: serviceName })}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-accent"
          checked={offered}
          onChange={(event) =>
            onChange(
              Object.fromEntries(
                DAYS.map((day) => [day, event.target.checked ? [[...FIRST_RANGE]] : []]),
              ) as Week,
            )
          }
        />
        <span>{fill(text.offeredFor, { service: serviceName })}</span>
      </label>
      {offered ? (
        <ul className="flex flex-col divide-y divide-line">
          {DAYS.map((day) => {
            const ranges = (week[day] ?? []) as [string, string][];
            return (
              <li key={day} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start">
                <p className="w-28 shrink-0 pt-2 font-bold">{weekdays[day]}</p>
                <div className="flex grow flex-col gap-1">
                  {ranges.length === 0 ? <p className="pt-2 text-muted">{text.closedDay}</p> : null}
                  {ranges.map((range, index) => {
                    const path = `hours.${service}.${day}.${index}`;
                    const error = errors[`${path}.0`] ?? errors[`${path}.1`] ?? errors[path];
                    const id = `${prefix}-${day}-${index}`;
                    const place = { day: weekdays[day], index: index + 1 };
                    const setEnd = (end: 0 | 1, time: string) =>
                      setDay(
                        day,
                        ranges.map((each, at) =>
                          at === index
                            ? ((end === 0 ? [time, each[1]] : [each[0], time]) as [string, string])
                            : each,
                        ),
                      );
                    return (
                      <div key={id} className="flex flex-wrap items-center gap-2">
                        <label htmlFor={`${id}-debut`} className="sr-only">
                          {fill(text.rangeStart, place)}
                        </label>
                        <input
                          id={`${id}-debut`}
                          type="time"
                          value={range[0]}
                          onBlur={onBlur}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-erreur` : undefined}
                          onChange={(event) => setEnd(0, event.target.value)}
                          className="min-h-11 rounded-lg border border-line bg-ink px-2 text-cream"
                        />
                        <span aria-hidden="true">–</span>
                        <label htmlFor={`${id}-fin`} className="sr-only">
                          {fill(text.rangeEnd, place)}
                        </label>
                        <input
                          id={`${id}-fin`}
                          type="time"
                          value={range[1]}
                          onBlur={onBlur}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-erreur` : undefined}
                          onChange={(event) => setEnd(1, event.target.value)}
                          className="min-h-11 rounded-lg border border-line bg-ink px-2 text-cream"
                        />
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={fill(text.removeRange, place)}
                          onClick={() =>
                            setDay(
                              day,
                              ranges.filter((_, at) => at !== index),
                            )
                          }
                        >
                          {text.remove}
                        </button>
                        {error ? (
                          <FieldError id={`${id}-erreur`} className="w-full">
                            {error}
                          </FieldError>
                        ) : null}
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className={`${smallButton} self-start`}
                    aria-label={fill(text.addRangeTo, { day: weekdays[day] })}
                    onClick={() =>
                      setDay(day, [...ranges, ranges.length === 0 ? [...FIRST_RANGE] : [...NEXT_RANGE]])
                    }
                  >
                    {text.addRange}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted">{fill(text.notOffered, { service: serviceName })}</p>
      )}
    </fieldset>
  );
}
