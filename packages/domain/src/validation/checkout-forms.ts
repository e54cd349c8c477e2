import { fieldLabels, validation } from "@comptoir/messages";
import { z } from "zod";
import type { OrderMode } from "../menu/menu.ts";
import { type FieldName, fieldTooLongMessage, requiredFieldMessage } from "../messages.ts";
import { isLocalDate, type LocalDate } from "../schedule/local-time.ts";
import { CHECKOUT_FIELD_MAX_LENGTH } from "./field-limits.ts";

const maxLengthOf = (field: FieldName): number | undefined =>
  (CHECKOUT_FIELD_MAX_LENGTH as Partial<Record<FieldName, number>>)[field];

/** At most the field's longest length, else "Le prénom ne peut pas dépasser 60 caractères". */
function limitedText(field: FieldName, text = z.string()) {
  const max = maxLengthOf(field);
  return max === undefined ? text : text.max(max, fieldTooLongMessage(fieldLabels[field], max));
}

/**
 * A text field that must hold something other than spaces ("Le prénom est obligatoire"), and no
 * longer than its maximum.
 */
export function requiredText(field: FieldName) {
  const message = requiredFieldMessage(fieldLabels[field]);
  return limitedText(field, z.string({ error: message }).trim().min(1, message));
}

function optionalText(field: FieldName) {
  return limitedText(field, z.string().trim()).optional().default("");
}

const PHONE = /^\+?[0-9][0-9 .()-]{5,19}$/;
const FRENCH_POSTAL_CODE = /^\d{5}$/;

/** Personal tab: first name, last name, e-mail and phone, all required. */
export const personalFormSchema = z.object({
  first_name: requiredText("first_name"),
  last_name: requiredText("last_name"),
  email: requiredText("email").pipe(z.email(validation.invalidEmail)),
  phone: requiredText("phone").regex(PHONE, validation.invalidPhone),
});

/**
 * Delivery tab: the address, city and postal code are required for a delivery and optional for a
 * pickup (docs/product.md#forms); a French postal code has five digits. The country defaults to France,
 * the date to the restaurant's today (given by the caller, the package has no clock), and a
 * scheduled order needs its time slot.
 */
export function deliveryFormSchema(options: { mode: OrderMode; today: LocalDate }) {
  const addressField = (field: "address" | "city" | "postal_code") =>
    options.mode === "delivery" ? requiredText(field) : optionalText(field);
  return z
    .object({
      address: addressField("address"),
      city: addressField("city"),
      postal_code: addressField("postal_code"),
      country: limitedText("country", z.string().trim().min(1)).optional().default("France"),
      is_scheduled: z.boolean().optional().default(false),
      delivery_date: z.string().refine(isLocalDate, validation.invalidDate).optional().default(options.today),
      delivery_time_range: z.string().trim().nullable().optional().default(null),
    })
    .superRefine((form, context) => {
      checkPostalCode(form, context);
      if (form.is_scheduled && !form.delivery_time_range) {
        context.addIssue({
          code: "custom",
          path: ["delivery_time_range"],
          message: requiredFieldMessage(fieldLabels.delivery_time_range),
        });
      }
    });
}

/** A French postal code has five digits; other countries' are taken as typed. */
function checkPostalCode(form: { postal_code: string; country: string }, context: z.RefinementCtx) {
  if (
    form.postal_code !== "" &&
    form.country.toLowerCase() === "france" &&
    !FRENCH_POSTAL_CODE.test(form.postal_code)
  ) {
    context.addIssue({ code: "custom", path: ["postal_code"], message: validation.invalidPostalCode });
  }
}

/**
 * The address a customer saves in their profile, to find it filled in at checkout: the delivery
 * tab's address fields, all required.
 */
export const savedAddressSchema = z
  .object({
    address: requiredText("address"),
    city: requiredText("city"),
    postal_code: requiredText("postal_code"),
    country: limitedText("country", z.string().trim().min(1)).optional().default("France"),
  })
  .superRefine(checkPostalCode);

/** Payment tab: the method is required (cash by default); `failed` records a refused card. */
export const paymentFormSchema = z.object({
  method: z.enum(["cash", "card"], validation.invalidPaymentMethod).optional().default("cash"),
  failed: z.boolean().optional().default(false),
});

/** Confirmation: the order id given by the server is required. */
export const confirmationFormSchema = z.object({
  order_id: z.union([requiredText("order_id"), z.number().int().positive().transform(String)], {
    error: requiredFieldMessage(fieldLabels.order_id),
  }),
});
