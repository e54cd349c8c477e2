import { fill, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

export const MAX_RECOMMENDATIONS = 12;

/** Most item ids one request may send: a cart's lines (MAX_ORDER_LINES is 100), with room to spare. */
export const MAX_RECOMMENDATION_CART_ITEMS = 200;

/**
 * An item id of the cart: a positive whole number that PostgreSQL's `integer` can hold, so a
 * larger one is a 400 here and never a failed query (it once logged an SQL error per request).
 */
const cartItemIdSchema = z
  .number({ error: says.itemIdNotANumber })
  .positive(says.itemIdNotPositive)
  .max(2_147_483_647, says.itemIdUnknown)
  .int(says.itemIdNotAnInteger);

const howManySchema = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_RECOMMENDATIONS, message);

/** POST /v2/recommendations: what goes well with the cart. Every refusal is a French sentence. */
export const recommendationsRequestSchema = z.object(
  {
    cartItems: z
      .array(cartItemIdSchema, { error: says.cartItemsNotAList })
      .max(MAX_RECOMMENDATION_CART_ITEMS, says.cartItemsTooMany),
    maxRecommendations: howManySchema(fill(says.maxRecommendations, { max: MAX_RECOMMENDATIONS })).default(
      MAX_RECOMMENDATIONS,
    ),
  },
  { error: says.recommendationsNotAnObject },
);

export const recommendationsPayloadSchema = z.object({
  recommendations: z.array(z.object({ itemId: z.number().int() })),
});

const popularLimitMessage = fill(says.popularLimit, { max: MAX_RECOMMENDATIONS });

/** GET /v2/recommendations/popular?limit=12 */
export const popularQuerySchema = z.object({
  limit: z
    .string({ error: popularLimitMessage })
    .regex(/^\d{1,2}$/, popularLimitMessage)
    .transform(Number)
    .pipe(howManySchema(popularLimitMessage))
    .optional()
    .transform((limit) => limit ?? MAX_RECOMMENDATIONS),
});

export const popularPayloadSchema = z.object({
  popular: z.array(z.object({ itemId: z.number().int() })),
});
