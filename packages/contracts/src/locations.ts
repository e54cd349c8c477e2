import { requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

/** GET /v2/public/locations/?query=…: address suggestions, from 3 characters. */
export const locationQuerySchema = z.object({
  query: z
    .string({ error: says.addressRequired })
    .trim()
    .min(3, says.addressTooShort)
    .max(200, says.addressTooLong),
});

const locationSuggestionSchema = z.object({
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const locationSuggestionsPayloadSchema = z.array(locationSuggestionSchema);

/** GET /v2/public/locations/distance?location=…: where an address is and what delivery costs there. */
export const distanceQuerySchema = z.object({
  location: z
    .string({ error: says.addressRequired })
    .trim()
    .min(3, says.addressTooShort)
    .max(200, says.addressTooLong),
});

export const distanceResultSchema = z.object({
  /** In the restaurant's unit (`features.delivery.unit`), two decimals. */
  distance: z.number(),
  /** Minutes by road, estimated. */
  duration: z.number(),
  unit: z.enum(["km", "miles"]),
  /** Euros: the delivery fee for this address before offers, per the restaurant's settings. */
  delivery_cost: z.number(),
  formatted_address: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /**
   * Added to the spec's fields (optional for older clients, always sent by this server): the
   * distance is beyond `features.delivery.max_distance` (the spec's "too far" state).
   */
  too_far: z.boolean().optional(),
  /** Zone-based restaurants: the postal code belongs to a delivery zone; null for distance-based. */
  in_zone: z.boolean().nullable().optional(),
  /** The restaurant delivers there: delivery is on, the address is not too far and, by zone, in one. */
  deliverable: z.boolean().optional(),
});
export type DistanceResult = z.infer<typeof distanceResultSchema>;
