import type { FormErrors } from "./account-form-checks.ts";

/**
 * What an account form shows: its errors once a field was left (and from then on as the customer
 * types), or every error once the form was sent. Pure: `use-account-form.ts` connects it to React.
 */
export function shownErrors(
  errors: FormErrors,
  touched: ReadonlySet<string>,
  submitted: boolean,
): FormErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
}

/** The first field, in the form's order, whose error shows: where focus goes after a refused send. */
export function firstInvalidField(order: readonly string[], errors: FormErrors): string | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** An input's id in a form: `connexion-email`, `profil-postal-code`. */
export function fieldId(formId: string, field: string): string {
  return `${formId}-${field.replaceAll("_", "-")}`;
}
