import { settingFieldLabels, settingOptionLabels } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { useEffect, useState } from "react";
import {
  type SettingField,
  settingOfText,
  textOfSetting,
} from "../../lib/restaurant-forms/setting-fields.ts";

const inputClass = (error: string | null | undefined) =>
  `min-h-12 w-full rounded-xl border bg-ink px-4 text-lg text-cream ${error ? "border-danger" : "border-line"}`;

const INPUT_TYPES = { email: "email", tel: "tel", url: "url" } as const;

/**
 * One setting (or one field of the zones) in its form: a labelled input of the kind it needs (a switch, a choice, a number
 * written with a comma, a list), its error next to it. A number or a list keeps the text as typed
 * ("2," on its way to "2,50") and gives the settings what it reads.
 */
export function SettingInput({
  field,
  label: givenLabel,
  id: givenId,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
}: {
  field: SettingField;
  /** Another label than the setting's (a zone's fee). */
  label?: string;
  id?: string;
  value: unknown;
  error?: string | null;
  readOnly: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}) {
  const id = givenId ?? `reglage-${field.name.replaceAll(".", "-").replaceAll("_", "-")}`;
  const label = givenLabel ?? settingFieldLabels[field.name] ?? field.name;
  const shown = textOfSetting(field.kind, value);
  const [text, setText] = useState(shown);
  // A value from elsewhere (the draft loaded, a conflict's pick): the field follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the value itself.
  useEffect(() => {
    if (JSON.stringify(settingOfText(field.kind, text)) !== JSON.stringify(value)) setText(shown);
  }, [shown]);
  const errorId = error ? `${id}-erreur` : undefined;

  if (field.kind === "boolean") {
    return (
      <label htmlFor={id} className="flex min-h-12 items-center gap-3 font-semibold">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          onChange={(event) => {
            onChange(event.target.checked);
            onBlur();
          }}
          className="size-6 shrink-0 accent-accent"
        />
        {label}
      </label>
    );
  }

  const common = {
    id,
    name: id,
    readOnly,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": errorId,
  };
  let input: React.ReactNode;
  if (field.kind === "select") {
    input = (
      <select
        {...common}
        disabled={readOnly}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(error)}
      >
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {settingOptionLabels[field.name]?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "textarea") {
    input = (
      <textarea
        {...common}
        value={text}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
        className={`${inputClass(error)} py-2`}
      />
    );
  } else {
    const numeric = field.kind === "decimal" || field.kind === "money" || field.kind === "integer";
    input = (
      <input
        {...common}
        type={field.kind in INPUT_TYPES ? INPUT_TYPES[field.kind as keyof typeof INPUT_TYPES] : "text"}
        inputMode={field.kind === "integer" ? "numeric" : numeric ? "decimal" : undefined}
        autoComplete={field.autoComplete ?? "off"}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(settingOfText(field.kind, event.target.value));
        }}
        className={inputClass(error)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {input}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
