import type { CapacityRange } from "@comptoir/domain";
import { fill, kitchenCapacityEditor as text, weekdays } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { CheckboxInput, NumberInput } from "./fields.tsx";

const DAYS = Object.keys(weekdays) as CapacityRange["days"];

const smallButton =
  "inline-flex min-h-11 items-center self-start rounded-full border border-line px-3 text-sm font-bold hover:bg-line";
const timeClass = (error?: string) =>
  `min-h-12 rounded-xl border bg-ink px-3 text-lg text-cream disabled:opacity-70 ${error ? "border-danger" : "border-line"}`;

/**
 * One range of the kitchen's capacity: its weekdays, its hours (`to` excluded) and the minutes of
 * work per quarter hour, each with the schema's refusal under it (`<path>.days`, `.from`, `.to`,
 * `.minutes`). Days keep the week's order whatever order they were ticked in.
 */
export function CapacityRangeFields({
  index,
  range,
  errors,
  path,
  readOnly,
  onChange,
  onRemove,
  onBlur,
}: {
  index: number;
  range: CapacityRange;
  errors: Partial<Record<string, string>>;
  /** Where the range's refusals are: `capacity.ranges.<index>`. */
  path: string;
  readOnly: boolean;
  onChange: (range: CapacityRange) => void;
  onRemove: () => void;
  onBlur: () => void;
}) {
  const id = `capacite-${index}`;
  const place = { index: index + 1 };
  const error = (field: string) => errors[`${path}.${field}`];
  const time = (end: "from" | "to") => {
    const said = error(end);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${end === "from" ? "debut" : "fin"}`} className="font-semibold">
          {end === "from" ? text.from : text.to}
        </label>
        <input
          id={`${id}-${end === "from" ? "debut" : "fin"}`}
          type="time"
          value={range[end]}
          onBlur={onBlur}
          aria-invalid={said ? true : undefined}
          aria-describedby={said ? `${id}-${end}-erreur` : undefined}
          onChange={(event) => onChange({ ...range, [end]: event.target.value })}
          className={timeClass(said)}
        />
        {said ? <FieldError id={`${id}-${end}-erreur`}>{said}</FieldError> : null}
      </div>
    );
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3" disabled={readOnly}>
      <legend className="px-1 text-lg font-black">{fill(text.range, place)}</legend>
      <fieldset
        className="flex flex-col gap-1"
        aria-invalid={error("days") ? true : undefined}
        aria-describedby={error("days") ? `${id}-jours-erreur` : undefined}
      >
        <legend className="font-semibold">{text.days}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {DAYS.map((day) => (
            <CheckboxInput
              key={day}
              id={`${id}-${day}`}
              label={weekdays[day]}
              checked={range.days.includes(day)}
              onChange={(on) => {
                onChange({
                  ...range,
                  days: DAYS.filter((each) => (each === day ? on : range.days.includes(each))),
                });
                onBlur();
              }}
            />
          ))}
        </div>
        {error("days") ? <FieldError id={`${id}-jours-erreur`}>{error("days")}</FieldError> : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        {time("from")}
        {time("to")}
      </div>
      <NumberInput
        id={`${id}-minutes`}
        label={text.minutes}
        whole
        value={range.minutes}
        error={error("minutes")}
        onBlur={onBlur}
        onChange={(minutes) => onChange({ ...range, minutes: minutes ?? Number.NaN })}
      />
      {readOnly ? null : (
        <button
          type="button"
          className={smallButton}
          aria-label={fill(text.removeRange, place)}
          onClick={onRemove}
        >
          {text.remove}
        </button>
      )}
    </fieldset>
  );
}
