import { z } from "zod";

const weekday = z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);

/**
 * An offer as the browser receives it: the full form (docs/api.md) without the coupon code,
 * so that the cart prices it exactly as the server will (days, daily window, order mode, minimum,
 * targets). The reduced form the spec's public call describes (is_active, type, value, items,
 * categories) is part of it; badges are derived from it with the domain's `toPublicOffer`.
 */
export const offerPayloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  type: z.enum(["free_delivery", "free_item", "buy_one_get_one", "percentage", "fixed_amount"]),
  /** Percent for `percentage`, euros for `fixed_amount`, 0 otherwise. */
  value: z.number(),
  auto_apply: z.boolean(),
  allow_repeat: z.boolean(),
  /** Days it applies (empty: every day); the daily window counts only with `allow_repeat`. */
  active_times: z.object({
    days: z.array(weekday),
    start: z.string().nullable(),
    end: z.string().nullable(),
  }),
  delivery_pickup: z.enum(["both", "pickup", "delivery"]),
  /** Euros; 0 when there is no minimum. */
  minimum_amount: z.number(),
  /**
   * True: only a signed-in customer's first order gets it (a welcome offer); the server counts the
   * account's orders when it places one (ADR 050). Absent (older servers) or false: anyone.
   */
  first_order: z.boolean().optional(),
  /** Targets, by id: items when menus, categories and items are all set; else categories; else menus. */
  menus: z.array(z.number().int()),
  categories: z.array(z.number().int()),
  items: z.array(z.number().int()),
});
export type OfferPayload = z.infer<typeof offerPayloadSchema>;

/** GET /v2/public/offers: the active automatic offers. Coupons are not listed: a code is the customer's to know. */
export const publicOffersPayloadSchema = z.array(offerPayloadSchema);
