import { checkout as checkoutText } from "@comptoir/messages";
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { FieldError } from "./error-icon.tsx";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The customer left the field: its error may show from now on. */
  onBlur?: () => void;
  /** The field's French error, shown under it once it applies. */
  error?: string | null;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  autoCapitalize?: "off" | "none" | "on" | "sentences" | "words" | "characters";
}

/** A big labelled input for a thumb on a phone, with its hint and its error next to it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  required = false,
  placeholder,
  maxLength,
  autoCapitalize,
}: Props) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {required ? <span className="sr-only"> ({checkoutText.required})</span> : null}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize={autoCapitalize}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-12 w-full rounded-xl border bg-ink px-4 text-lg text-cream placeholder:text-muted/70 ${
          error ? "border-danger" : "border-line"
        }`}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
