import { type FormEvent, useState } from "react";
import { fieldId, firstInvalidField, shownErrors } from "./account-form.ts";
import type { FormErrors } from "./account-form-checks.ts";

type Values = Record<string, string | boolean>;

/** A failure the server gave (its French `message`, docs/product.md#errors), or nothing when it went well. */
export type SubmitOutcome = { problem: string } | undefined;

/**
 * An account form's state connected to React: the values, the fields left, the errors shown
 * (account-form.ts), the wait while the server answers, and the server's message when it refuses.
 */
export function useAccountForm<F extends Values>(options: {
  id: string;
  initial: F;
  check: (values: F) => FormErrors;
  submit: (values: F) => Promise<SubmitOutcome>;
}) {
  const { id, check, submit } = options;
  const [values, setValues] = useState<F>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = shownErrors(check(values), touched, submitted);
  const order = Object.keys(options.initial);

  function set<K extends keyof F & string>(field: K, value: F[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function blur(field: keyof F & string) {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const all = check(values);
    const invalid = firstInvalidField(order, all);
    if (invalid) {
      document.getElementById(fieldId(id, invalid))?.focus();
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const outcome = await submit(values);
      if (outcome) setProblem(outcome.problem);
    } finally {
      setPending(false);
    }
  }

  /** The props of a text field for `field`: id, value, change, blur and its error. */
  function text(field: keyof F & string) {
    return {
      id: fieldId(id, field),
      value: String(values[field] ?? ""),
      onChange: (value: string) => set(field, value as F[typeof field]),
      onBlur: () => blur(field),
      error: errors[field] ?? null,
    };
  }

  return { values, set, blur, errors, pending, problem, setProblem, onSubmit, text };
}
