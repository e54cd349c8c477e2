import { type FormEvent, useState } from "react";
import { loadOnce } from "../load-once.ts";
import { fieldId, firstInvalidField, shownErrors } from "./account-form.ts";
import type { AccountFormChecks, FormErrors } from "./account-form-checks.ts";

type Values = Record<string, string | boolean>;

/** A failure the server gave (its French `message`, docs/product.md#errors), or nothing when it went well. */
export type SubmitOutcome = { problem: string } | undefined;

/**
 * The forms' checks, fetched once (ADR 089): zod and the schemas are a long task that the page's
 * load need not carry, since no error shows before a field is left or the form sent.
 */
const loadAccountFormChecks: () => Promise<AccountFormChecks> = loadOnce(
  () => import("./account-form-checks.ts"),
);

/**
 * An account form's state connected to React: the values, the fields left, the errors shown
 * (account-form.ts), the wait while the server answers, and the server's message when it refuses.
 * `check` runs the form's checks on its values; they are fetched when focus first enters the form
 * (`props`, spread on the form element) or when it is sent, whichever comes first.
 */
export function useAccountForm<F extends Values>(options: {
  id: string;
  initial: F;
  check: (checks: AccountFormChecks, values: F) => FormErrors;
  submit: (values: F) => Promise<SubmitOutcome>;
}) {
  const { id, check, submit } = options;
  const [values, setValues] = useState<F>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [checks, setChecks] = useState<AccountFormChecks | null>(null);
  // Until the checks arrive nothing can show: no field was left yet, or the send waits for them.
  const errors = checks ? shownErrors(check(checks, values), touched, submitted) : {};
  const order = Object.keys(options.initial);

  /** The checks, fetched at the first call; null when they cannot be (offline): the server checks. */
  async function loadChecks(): Promise<AccountFormChecks | null> {
    if (checks) return checks;
    try {
      const loaded = await loadAccountFormChecks();
      setChecks(loaded);
      return loaded;
    } catch {
      return null;
    }
  }

  /** The form element's props: its checks are fetched as soon as focus enters it. */
  const props = {
    noValidate: true,
    onFocus: () => {
      if (!checks) void loadChecks();
    },
    onSubmit,
  };

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
    // Pending from here: a second press while the checks are fetched sends nothing more.
    setPending(true);
    try {
      const loaded = await loadChecks();
      const invalid = loaded ? firstInvalidField(order, check(loaded, values)) : null;
      if (invalid) {
        document.getElementById(fieldId(id, invalid))?.focus();
        return;
      }
      setProblem(null);
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

  return { values, set, blur, errors, pending, problem, setProblem, loadChecks, props, text };
}
