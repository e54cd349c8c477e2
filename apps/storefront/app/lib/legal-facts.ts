import type { Restaurant } from "@comptoir/contracts";
import { legal as legalText } from "@comptoir/messages";

/** A fact for a legal page: as the settings give it, or "non renseigné", never a blank. */
export function factOrNotProvided(value: string): string {
  return value.trim() || legalText.notProvided;
}

/** The restaurant's address on one line: "52 Grande Rue, 69007 Lyon". */
function restaurantAddressLine({ contact }: Pick<Restaurant, "contact">): string {
  const town = [contact.postalCode, contact.city].filter(Boolean).join(" ");
  return [contact.address, town].filter(Boolean).join(", ");
}

/**
 * The values of the legal texts' placeholders (`{companyName}`, `{email}`…), from the settings,
 * each one filled even when the restaurant has not given it yet.
 */
export function legalPlaceholders(
  restaurant: Pick<Restaurant, "name" | "contact" | "legal">,
): Record<string, string> {
  const { legal, contact } = restaurant;
  return {
    name: restaurant.name,
    companyName: factOrNotProvided(legal.companyName),
    registeredAddress: factOrNotProvided(legal.registeredAddress),
    address: factOrNotProvided(restaurantAddressLine(restaurant)),
    email: factOrNotProvided(contact.email),
    phone: factOrNotProvided(contact.phone),
    mediator: factOrNotProvided(legal.mediator),
  };
}
