import { catalogueEditor } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { type ReactNode, useEffect, useState } from "react";

/**
 * The editor's form fields: a label on each, the schema's error next to it (and named by
 * `aria-describedby`), big enough for a finger. Each tells when it is left (`onBlur`), which saves
 * at once.
 */

const inputClass = (error?: string | null) =>
  `min-h-12 w-full rounded-xl border bg-ink px-3 text-lg text-cream disabled:opacity-70 ${error ? "border-danger" : "border-line"}`;

/** A field's label above it, its hint and the schema's error below it, each named for the field. */
function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-aide`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
    </div>
  );
}

interface Common {
  id: string;
  label: string;
  error?: string | null;
  onBlur?: () => void;
  disabled?: boolean;
  hint?: string;
}

function described(id: string, error?: string | null, hint?: string) {
  return [error ? `${id}-erreur` : null, hint ? `${id}-aide` : null].filter(Boolean).join(" ") || undefined;
}

export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  onBlur,
  disabled,
  hint,
  multiline = false,
}: Common & { value: string; onChange: (value: string) => void; multiline?: boolean }) {
  const props = {
    id,
    value,
    disabled,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described(id, error, hint),
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea
          {...props}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass(error)} py-2`}
        />
      ) : (
        <input
          {...props}
          type="text"
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
        />
      )}
    </FieldShell>
  );
}

/** "9,50" or "9.50" as the owner types it; NaN while it is no number (the schema then says so). */
function parseDecimal(text: string): number {
  const cleaned = text.trim().replace(/\s/g, "").replace(",", ".");
  return cleaned === "" || !/^-?\d*\.?\d*$/.test(cleaned) ? Number.NaN : Number(cleaned);
}

/** A price shows its cents ("10,90"), a count does not. */
const shownNumber = (value: number | null, money: boolean) =>
  value === null || Number.isNaN(value) ? "" : (money ? value.toFixed(2) : String(value)).replace(".", ",");

/**
 * A number typed with a French comma. The text stays as typed while the field has the focus (a
 * "9," half-typed is not rewritten), and follows the value otherwise (a conflict's pick).
 */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
  onBlur,
  disabled,
  hint,
  allowEmpty = false,
  money = false,
  whole = false,
}: Common & {
  value: number | null;
  onChange: (value: number | null) => void;
  allowEmpty?: boolean;
  money?: boolean;
  /** Whole numbers (minutes): a phone offers digits only. */
  whole?: boolean;
}) {
  const [typed, setTyped] = useState(shownNumber(value, money));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setTyped(shownNumber(value, money));
  }, [value, focused, money]);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        value={typed}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(allowEmpty && event.target.value.trim() === "" ? null : parseDecimal(event.target.value));
        }}
        className={inputClass(error)}
      />
    </FieldShell>
  );
}

export function SelectInput({
  id,
  label,
  value,
  options,
  onChange,
  error,
  onBlur,
  disabled,
}: Common & {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxInput({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-accent"
      />
      <span>{label}</span>
    </label>
  );
}

/**
 * A thing's name and description, the first two fields of a menu's, a category's and a dish's
 * form (ids `<prefix>-nom` and `<prefix>-description`).
 */
export function NameAndDescription({
  prefix,
  value,
  errors,
  onBlur,
  setField,
}: {
  prefix: string;
  value: { name: string; description: string };
  errors: Partial<Record<string, string>>;
  onBlur: () => void;
  setField: (field: "name" | "description", text: string) => void;
}) {
  return (
    <>
      <TextInput
        id={`${prefix}-nom`}
        label={catalogueEditor.name}
        value={value.name}
        error={errors.name}
        onBlur={onBlur}
        onChange={(name) => setField("name", name)}
      />
      <TextInput
        id={`${prefix}-description`}
        label={catalogueEditor.description}
        multiline
        value={value.description}
        error={errors.description}
        onBlur={onBlur}
        onChange={(description) => setField("description", description)}
      />
    </>
  );
}
