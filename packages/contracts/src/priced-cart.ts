/**
 * The cart as the server priced it: the `cart` of a `price_changed` error.
 *
 * The server is the authority on prices (docs/product.md#system): it prices the cart again from its own menu,
 * offers and settings and refuses an order whose figures differ with `price_changed` (409) and the
 * cart as it priced it, so the page can show the new total and let the customer confirm again.
 */
import { z } from "zod";

const pricedOptionSchema = z.object({
  /** Option group id and name. */
  group_id: z.number().int(),
  group_name: z.string(),
  /** Sub-option id and name. */
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Euros, one unit of this choice. */
  price: z.number(),
});

const pricedLineSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  options: z.array(pricedOptionSchema),
  /** Euros: one unit, options included, for the order's mode. */
  unit_price: z.number(),
  /** Euros: unit price × quantity. */
  amount: z.number(),
  /** Euros: this line's share of the discount. */
  discount: z.number(),
  /** Euros: the VAT of the line after its discount. */
  tax: z.number(),
  /** VAT rate in percent (10 for 10 %). */
  tax_rate: z.number(),
});

const pricedFreeItemSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  options: z.array(pricedOptionSchema),
  /** The offer that gives it. */
  offer_id: z.number().int(),
  reason: z.enum(["buy_one_get_one", "free_item"]),
});

const couponStatePayloadSchema = z.object({
  code: z.string().nullable(),
  /** The spec's coupon validity: valid, invalid, or unchecked (no code entered). */
  state: z.enum(["valid", "invalid", "unchecked"]),
  offer_id: z.number().int().nullable(),
  /** Why an entered code does not apply, in French; null otherwise. */
  message: z.string().nullable(),
});

export const pricedCartPayloadSchema = z.object({
  is_pickup: z.boolean(),
  items: z.array(pricedLineSchema),
  free_items: z.array(pricedFreeItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  tax: z.number(),
  total: z.number(),
  coupon: couponStatePayloadSchema,
  applied_offer_ids: z.array(z.number().int()),
});
export type PricedCartPayload = z.infer<typeof pricedCartPayloadSchema>;
