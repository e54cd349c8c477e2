import { z } from "zod";

/**
 * GET /v2/public/offers: the reduced public form of the automatic offers, enough to show badges
 * ("1 acheté = 1 offert", "-20 %"). Coupons are not listed: a code is the customer's to know.
 */
export const publicOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  type: z.enum(["buy_one_get_one", "percentage", "fixed_amount", "free_item"]),
  /** Percent for `percentage`, euros for `fixed_amount`, 0 otherwise. */
  value: z.number(),
  /** Euros; 0 when there is no minimum. */
  minimum_amount: z.number(),
  items: z.array(z.number().int()),
  categories: z.array(z.number().int()),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const publicOffersPayloadSchema = z.array(publicOfferSchema);
