import { demoCardConfirmSchema } from "@comptoir/contracts";
import {
  deliveryFormSchema,
  fieldErrors,
  type LocalDate,
  type OrderMode,
  personalFormSchema,
} from "@comptoir/domain";
import type { DemoCardFields } from "./card-payment.ts";
import type { DeliveryFields, PersonalFields } from "./checkout-state.ts";

/**
 * The checkout's form checks: the domain's zod schemas (personal and delivery forms) and the
 * contract's demo card fields, with their French errors by field (`fieldErrors`). This module, and
 * zod with it, is loaded just after the page (see `use-checkout-forms.ts`), so the first screen
 * (the type tab) does not wait for it.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function personalErrors(values: PersonalFields): FieldErrors<keyof PersonalFields> {
  const result = personalFormSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** The personal details as the schema cleans them (trimmed), or null when the form is not valid. */
export function validPersonal(values: PersonalFields): PersonalFields | null {
  const result = personalFormSchema.safeParse(values);
  return result.success ? result.data : null;
}

export function deliveryErrors(
  values: DeliveryFields,
  context: { mode: OrderMode; today: LocalDate },
): FieldErrors<keyof DeliveryFields> {
  const result = deliveryFormSchema(context).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** The contract's French errors of the demo card form, by field (each checked by its own schema). */
export function demoCardErrors(fields: DemoCardFields): FieldErrors<keyof DemoCardFields> {
  const errors: FieldErrors<keyof DemoCardFields> = {};
  for (const field of ["card_number", "expiry", "cvc"] as const) {
    const result = demoCardConfirmSchema.shape[field].safeParse(fields[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

export type CheckoutForms = typeof import("./checkout-forms.ts");
