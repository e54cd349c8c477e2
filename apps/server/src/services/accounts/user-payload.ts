import type { UserPayload } from "@comptoir/contracts";
import type { UserRow } from "./sessions.ts";

/** The spec's User as the API sends it: never the password's hash, the address as one object. */
export function userPayload(user: UserRow): UserPayload {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address:
      user.address && user.city && user.postalCode
        ? {
            address: user.address,
            city: user.city,
            postal_code: user.postalCode,
            country: user.country ?? "France",
          }
        : null,
  };
}
