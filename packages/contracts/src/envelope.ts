import { z } from "zod";

/** Every failed /v2 answer: a French sentence for a person and a stable code for programs. */
const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  code: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Stable error codes; the message that goes with each is French and may change, the code may not. */
export const ERROR_CODES = {
  invalidInput: "invalid_input",
  notFound: "not_found",
  routeNotFound: "route_not_found",
  payloadTooLarge: "payload_too_large",
  internal: "internal_error",
  couponNotFound: "coupon_not_found",
  itemNotInMenu: "item_not_in_menu",
  tooManyRequests: "too_many_requests",
  addressNotFound: "address_not_found",
  serviceUnavailable: "service_unavailable",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
