import { z } from "zod";

/** GET /v2/public/offers/{coupon}: a coupon code as typed by the customer. */
export const couponParamSchema = z.object({
  coupon: z
    .string()
    .trim()
    .min(3, "Ce code promo est trop court.")
    .max(40, "Ce code promo est trop long.")
    .regex(/^[\p{L}\p{N}_-]+$/u, "Un code promo ne contient que des lettres, des chiffres et des tirets."),
});

/** A valid code: the spec reads `payload[0].id`; the rest lets the cart say what the code gives. */
export const couponPayloadSchema = z.array(
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(["free_delivery", "free_item", "buy_one_get_one", "percentage", "fixed_amount"]),
    /** Percent for `percentage`, euros for `fixed_amount`, 0 otherwise. */
    value: z.number(),
    /** Euros. */
    minimum_amount: z.number(),
  }),
);
export type CouponPayload = z.infer<typeof couponPayloadSchema>;
