import { requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { offerPayloadSchema } from "./offers.ts";

/** GET /v2/public/offers/{coupon}: a coupon code as typed by the customer. */
export const couponParamSchema = z.object({
  coupon: z
    .string()
    .trim()
    .min(3, says.couponTooShort)
    .max(40, says.couponTooLong)
    .regex(/^[\p{L}\p{N}_-]+$/u, says.couponCharacters),
});

/**
 * A valid code: the spec reads `payload[0].id`; the whole offer comes with it (the full form and the
 * code as stored) so that the cart can say exactly what the code gives, and when.
 */
export const couponPayloadSchema = z.array(offerPayloadSchema.extend({ code: z.string() }));
export type CouponPayload = z.infer<typeof couponPayloadSchema>;
