import type { CategoryValue } from "@comptoir/contracts/catalogue-draft";
import { fill, makeTimeEditor as text } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { NumberInput } from "./fields.tsx";

type MakeTime = NonNullable<CategoryValue["make_time"]>;

/** What an own make time starts from when the owner picks it: the category's, or nothing yet. */
const NO_WORK: MakeTime = { first: 0, extra: 0 };

/** "4 min, +2 min", or "aucun": how the dish's choice names its category's make time. */
export function makeTimeSummary(makeTime: MakeTime | null): string {
  return makeTime ? fill(text.categoryValue, makeTime) : text.categoryNone;
}

/**
 * A category's or a dish's make time (ADR 061): minutes of work for the first unit and for each
 * extra one, or none. A category chooses between none (its dishes count no work) and its own; a
 * dish between its category's (named with its values, so the owner sees what it takes) and its
 * own. The schema's refusals show under each number (`make_time.first`, `make_time.extra`).
 */
export function MakeTimeField({
  id,
  value,
  errors,
  onChange,
  onBlur,
  category,
}: {
  /** The fields' ids start with it (`categorie-temps`, `plat-temps`). */
  id: string;
  /** Undefined in a draft saved before make times existed: read as none, as the schema reads it. */
  value: MakeTime | null | undefined;
  errors: Partial<Record<string, string>>;
  onChange: (makeTime: MakeTime | null) => void;
  onBlur: () => void;
  /** A dish's form: its category's make time, which a null value takes. */
  category?: { makeTime: MakeTime | null };
}) {
  const own = value != null;
  const whole = errors.make_time;
  const choices = [
    {
      key: "aucun",
      label: category ? fill(text.fromCategory, { value: makeTimeSummary(category.makeTime) }) : text.none,
      checked: !own,
      pick: () => onChange(null),
    },
    {
      key: "propre",
      label: category ? text.dishOwn : text.own,
      checked: own,
      pick: () => onChange(value ?? category?.makeTime ?? NO_WORK),
    },
  ];
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
      aria-describedby={`${id}-aide`}
    >
      <legend className="px-1 font-semibold">{text.legend}</legend>
      <p id={`${id}-aide`} className="text-sm text-muted">
        {text.hint}
      </p>
      <div className="flex flex-wrap gap-x-6">
        {choices.map((choice) => (
          <label key={choice.key} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${id}-choix`}
              id={`${id}-${choice.key}`}
              checked={choice.checked}
              onChange={() => {
                choice.pick();
                onBlur();
              }}
              className="size-5 accent-accent"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {value ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberInput
            id={`${id}-premiere`}
            label={text.first}
            whole
            value={value.first}
            error={errors["make_time.first"]}
            onBlur={onBlur}
            onChange={(first) => onChange({ ...value, first: first ?? Number.NaN })}
          />
          <NumberInput
            id={`${id}-suivantes`}
            label={text.extra}
            whole
            value={value.extra}
            error={errors["make_time.extra"]}
            onBlur={onBlur}
            onChange={(extra) => onChange({ ...value, extra: extra ?? Number.NaN })}
          />
        </div>
      ) : null}
      {whole ? <FieldError id={`${id}-erreur`}>{whole}</FieldError> : null}
    </fieldset>
  );
}
