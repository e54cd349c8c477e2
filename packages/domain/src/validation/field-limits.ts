import { MAX_NOTE_LENGTH } from "../cart/line-from-menu.ts";

// A module of its own, without zod: the storefront's inputs read these numbers on every page
// (the coupon field is in the cart), and importing the form schemas would ship zod with them.

/**
 * The longest text each field the customer types may hold, in characters: the checkout form's
 * inputs (`maxLength`), its rules (checkout-forms.ts) and the order payload's schema all read this one table.
 * Generous for real names and addresses (a French address line is 38 characters by the postal
 * norm; 200 leaves room for the "bâtiment, étage, code" people add), and small enough that no
 * order, receipt or mail can be blown up by a field (a 63,000-character first name was once stored
 * and mailed).
 */
export const CHECKOUT_FIELD_MAX_LENGTH = {
  first_name: 60,
  last_name: 60,
  /** RFC 5321's longest usable address. */
  email: 254,
  phone: 20,
  address: 200,
  city: 100,
  postal_code: 10,
  country: 60,
  delivery_time_range: 40,
  coupon: 40,
  note: MAX_NOTE_LENGTH,
} as const;
