/** GET /v2/public/checkout/orders/{order_id}?local_id=…: reading an order back, what /success shows. */
import { ORDER_PROGRESSES } from "@comptoir/domain";
import { requestChecks as says } from "@comptoir/messages";
import { z } from "zod";
import { localIdSchema, orderStatusSchema, paymentMethodSchema } from "./orders.ts";

/**
 * Both the order id and the browser's `local_id` are needed: without the key the answer is the same
 * 404 whether the order exists or not, so order ids cannot be used to read others' orders.
 */
export const orderLookupQuerySchema = z.object({ local_id: localIdSchema });
export const orderIdParamSchema = z.object({
  order_id: z.coerce
    .number({ error: says.orderIdNotANumber })
    .int(says.orderIdNotAnInteger)
    .positive(says.orderIdNotPositive)
    .max(2_147_483_647, says.orderIdUnknown),
});

export const orderViewLineSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  /** `choice_id` is the menu's sub-option id, so that "Commander à nouveau" can choose it again. */
  options: z.array(
    z.object({
      choice_id: z.number().int(),
      group_name: z.string(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** Euros; 0 for an offered item. */
  unit_price: z.number(),
  amount: z.number(),
  is_free: z.boolean(),
});

export const orderViewSchema = z.object({
  order_id: z.number().int(),
  /** As shown to people: "n° 42". */
  order_number: z.string(),
  status: orderStatusSchema,
  placed_at: z.string(),
  is_pickup: z.boolean(),
  payment_method: paymentMethodSchema,
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** When: the local date, the slot label or null for "as soon as possible", and the estimate. */
  schedule: z.object({
    delivery_date: z.string(),
    delivery_time_range: z.string().nullable(),
    /** ISO 8601 instant: the slot's start, or the order time plus the minimum preparation time. */
    ready_at: z.string(),
    /** In French, ready to print: "mardi 24 novembre, dès que possible (vers 12:30)". */
    label: z.string(),
  }),
  /** Where: the delivery address, or the restaurant's for a pickup. */
  place: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
  items: z.array(orderViewLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  tax: z.number(),
  /** VAT per rate (percent), lowest first: the lines' (a choice with its own rate at it, ADR 054) and the delivery fee's. */
  taxes: z.array(z.object({ rate: z.number(), amount: z.number() })),
  total: z.number(),
  /** Euros already paid by card, and still to pay (cash at pickup or delivery, or a card not confirmed yet). */
  amount_paid: z.number(),
  amount_due: z.number(),
  /** Where the kitchen is with it (ADR 039): placed, accepted, … refused, cancelled. */
  progress: z.enum(ORDER_PROGRESSES),
  /** The time promised: the ready time the restaurant gave on accepting, else `schedule.ready_at`. */
  promised_at: z.string(),
  /** The restaurant's reason when it refused or cancelled the order; null otherwise. */
  progress_reason: z.string().nullable(),
  /** A card payment given back (refused or cancelled after it was paid). */
  refunded: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewSchema>;
