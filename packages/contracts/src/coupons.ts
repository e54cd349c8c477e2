import { z } from "zod";
import { offerPayloadSchema } from "./offers.ts";

/** GET /v2/public/offers/{coupon}: a coupon code as typed by the customer. */
export const couponParamSchema = z.object({
  coupon: z
    .string()
    .trim()
    .min(3, "Ce code promo est trop court.")
    .max(40, "Ce code promo est trop long.")
    .regex(/^[\p{L}\p{N}_-]+$/u, "Un code promo ne contient que des lettres, des chiffres et des tirets."),
});

/**
 * A valid code: the spec reads `payload[0].id`; the whole offer comes with it (the full form and the
 * code as stored) so that the cart can say exactly what the code gives, and when.
 */
export const couponPayloadSchema = z.array(offerPayloadSchema.extend({ code: z.string() }));
export type CouponPayload = z.infer<typeof couponPayloadSchema>;
