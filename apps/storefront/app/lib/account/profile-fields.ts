/**
 * The profile form's fields, and the update they send. Apart from the form's checks: the page sends
 * with this at once, and fetches the checks (and zod) only when the customer enters the form.
 */
export type ProfileFields = {
  first_name: string;
  last_name: string;
  phone: string;
  /** The customer keeps an address for their deliveries. */
  has_address: boolean;
  address: string;
  city: string;
  postal_code: string;
  country: string;
};

/** The profile as the update sends it: the saved address, or null when none is kept. */
export function profileUpdateOf(values: ProfileFields) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    address: values.has_address
      ? {
          address: values.address.trim(),
          city: values.city.trim(),
          postal_code: values.postal_code.trim(),
          country: values.country.trim() || "France",
        }
      : null,
  };
}
