import { requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

export const MAX_RECOMMENDATIONS = 12;

/** POST /v2/recommendations: what goes well with the cart. */
export const recommendationsRequestSchema = z.object({
  cartItems: z
    .array(z.number().int().positive(), { error: says.cartItemsNotAList })
    .max(200, says.cartItemsTooMany),
  maxRecommendations: z.number().int().min(1).max(MAX_RECOMMENDATIONS).default(MAX_RECOMMENDATIONS),
});

export const recommendationsPayloadSchema = z.object({
  recommendations: z.array(z.object({ itemId: z.number().int() })),
});

/** GET /v2/recommendations/popular?limit=12 */
export const popularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RECOMMENDATIONS).default(MAX_RECOMMENDATIONS),
});

export const popularPayloadSchema = z.object({
  popular: z.array(z.object({ itemId: z.number().int() })),
});
