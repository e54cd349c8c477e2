import type { DistanceResult } from "@comptoir/contracts";
import type { DeliveryFields } from "./checkout-state.ts";

type AddressFields = Pick<DeliveryFields, "address" | "postal_code" | "city">;

function normalised(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The form's address is the one already measured (case and spaces aside): no need to ask again. */
export function isSavedAddress(saved: DistanceResult, form: AddressFields): boolean {
  return (
    normalised(saved.address) === normalised(form.address) &&
    normalised(saved.postal_code) === normalised(form.postal_code) &&
    normalised(saved.city) === normalised(form.city)
  );
}

/** All three parts of the address are filled in. */
export function isAddressFilled(form: AddressFields): boolean {
  return [form.address, form.postal_code, form.city].every((value) => value.trim() !== "");
}

/** "3 rue Royale, 69001 Lyon", as the address search is asked. */
export function addressQuery(form: AddressFields): string {
  return `${form.address.trim()}, ${form.postal_code.trim()} ${form.city.trim()}`;
}
