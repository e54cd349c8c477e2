/**
 * Placing an order (POST /v2/public/checkout/) and confirming its payment (PUT
 * /v2/public/checkout/), docs/api.md. Amounts are euros with at most two decimals; the server
 * keeps cents.
 */
import {
  CHECKOUT_FIELD_MAX_LENGTH,
  deliveryFormSchema,
  isLocalDate,
  isValidLocalId,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  personalFormSchema,
} from "@comptoir/domain";
import {
  alerts,
  fieldLabels,
  requestFields as fields,
  fill,
  requestChecks as says,
} from "@comptoir/messages";
import { z } from "zod";
import { eurosSchema, optionalText, positiveId } from "./request-fields.ts";

// ---------------------------------------------------------------------------------------------
// POST /v2/public/checkout/ : the order payload

/**
 * The browser's key for one checkout attempt (spec: "random short client id"): the domain's rule
 * (`isValidLocalId`: 16 to 64 letters, digits, `-` or `_`, at least 8 different ones), e.g.
 * `crypto.randomUUID()`. The same key sent again with the same order gives that order, so a retry
 * after a lost answer never orders twice; a new cart needs a new key (the same key with another
 * order is refused, 409 `local_id_reused`). It is also what lets the customer's browser read the
 * order back and pay it, so it must be random, not a counter.
 */
export const localIdSchema = z
  .string({ error: says.localIdRequired })
  .refine((key) => isValidLocalId(key), says.localIdFormat);

/** A chosen sub-option: its id (`option_options[].id` of the menu) and how many were taken. */
const chosenSubOptionSchema = z.object(
  {
    id: positiveId(fields.choice),
    /** 0 means not chosen: such entries are ignored, so the menu's whole list may be sent back. */
    quantity: z
      .number({ error: says.choiceQuantityNotANumber })
      .int(says.choiceQuantityNotAnInteger)
      .min(0, says.choiceQuantityNegative)
      .max(MAX_LINE_QUANTITY, says.choiceQuantityTooLarge),
  },
  { error: says.choiceMalformed },
);

/** An option group of a line: the group's id (`options[].id` of the menu) and its sub-options. */
const chosenOptionGroupSchema = z.object(
  {
    id: positiveId(fields.optionGroup),
    option_options: z
      .array(chosenSubOptionSchema, { error: says.groupChoicesNotAList })
      .max(50, says.groupTooManyChoices),
  },
  { error: says.groupMalformed },
);

/**
 * A cart line as the browser holds it: the item, how many, the note, and the options with their
 * chosen sub-options. Any other field (name, prices, images…) is accepted and ignored: the server
 * takes names and prices from its own menu. Identical lines are merged by the server (docs/product.md#cart).
 */
const cartLineSchema = z.object(
  {
    item_id: positiveId(fields.item),
    quantity: z
      .number({ error: says.quantityNotANumber })
      .int(says.quantityNotAnInteger)
      .min(1, says.quantityBelowOne)
      .max(MAX_LINE_QUANTITY, fill(says.quantityTooLarge, { max: MAX_LINE_QUANTITY })),
    note: z
      .string({ error: says.noteNotAText })
      .max(MAX_NOTE_LENGTH, fill(says.noteTooLong, { max: MAX_NOTE_LENGTH }))
      .nullish()
      .transform((note) => note ?? ""),
    options: z
      .array(chosenOptionGroupSchema, { error: says.optionsNotAList })
      .max(20, says.tooManyOptionGroups)
      .nullish()
      .transform((options) => options ?? []),
  },
  { error: says.lineMalformed },
);
export type CartLineInput = z.input<typeof cartLineSchema>;

/** Most lines in one order. */
const MAX_ORDER_LINES = 100;

/** Where a delivery goes; optional for pickup (docs/product.md#forms). */
const orderLocationSchema = z.object(
  {
    address: optionalText(fields.address, CHECKOUT_FIELD_MAX_LENGTH.address, "", fieldLabels.address),
    city: optionalText(fields.city, CHECKOUT_FIELD_MAX_LENGTH.city, "", fieldLabels.city),
    postal_code: optionalText(
      fields.postalCode,
      CHECKOUT_FIELD_MAX_LENGTH.postal_code,
      "",
      fieldLabels.postal_code,
    ),
    country: optionalText(fields.country, CHECKOUT_FIELD_MAX_LENGTH.country, "France", fieldLabels.country),
  },
  { error: says.locationMalformed },
);

/**
 * When: `delivery_date` is the restaurant's local date (`YYYY-MM-DD`); `delivery_time_range` is
 * the chosen slot exactly as the domain's `slotsForDay` labels it ("12:00 - 12:15", or "12:00"
 * when ranges are not shown), or null (or "") for "as soon as possible": ASAP means today, ready
 * `scheduling.minimum_time` (or `pickup_minimum_time`) minutes after the order, and the server then
 * takes today's date whatever the browser sent.
 */
const orderDateSchema = z.object(
  {
    delivery_date: z.string({ error: says.dateRequired }).refine(isLocalDate, says.dateInvalid),
    delivery_time_range: z
      .string({ error: says.slotNotAText })
      .trim()
      .max(CHECKOUT_FIELD_MAX_LENGTH.delivery_time_range, says.slotTooLong)
      .nullish()
      .transform((range) => (range ? range : null)),
  },
  { error: says.dateMalformed },
);

/** The customer: the personal form of the domain package, plus where and when. */
const orderCustomerSchema = z.object(
  {
    ...personalFormSchema.shape,
    location: orderLocationSchema
      .nullish()
      .transform((location) => location ?? { address: "", city: "", postal_code: "", country: "France" }),
    date: orderDateSchema,
  },
  { error: says.customerRequired },
);

/** What the card provider gave the browser (spec "Card payment state"); all optional for cash. */
const transactionIdSchema = z
  .object(
    {
      client_secret: z
        .string({ error: fill(says.notAText, { label: fields.clientSecretField }) })
        .max(300, fill(says.tooLong, { label: fields.clientSecretField }))
        .nullish(),
      customer_id: z
        .string({ error: fill(says.notAText, { label: fields.customerIdField }) })
        .max(255, fill(says.tooLong, { label: fields.customerIdField }))
        .nullish(),
      payment_intent_id: z
        .string({ error: fill(says.notAText, { label: fields.paymentIntentIdField }) })
        .max(255, fill(says.tooLong, { label: fields.paymentIntentIdField }))
        .nullish(),
    },
    { error: says.transactionMalformed },
  )
  .nullish()
  .transform((value) => ({
    client_secret: value?.client_secret ?? null,
    customer_id: value?.customer_id ?? null,
    payment_intent_id: value?.payment_intent_id ?? null,
  }));

export const paymentMethodSchema = z.enum(["cash", "card"], {
  error: says.paymentMethod,
});

/**
 * The order payload (docs/product.md#orders), plus `coupon`: the code the customer entered (the spec keeps
 * it in the cart; the server needs it to apply a coupon offer, see docs/decisions). Figures are
 * what the browser computed with the domain package; they must equal the server's to the cent.
 * `free_items` are the units the browser shows as offered (BOGO, free item): item ids and
 * quantities are compared with the server's. `user_id` is accepted for the spec's shape but not
 * trusted: until accounts exist every order is a guest order.
 */
/**
 * The order as the browser will place it, but not yet placed: a card order has no payment intent yet.
 * What POST /v2/public/checkout/stripe-payment-intent prices for the intent's amount.
 */
export const orderToPriceSchema = z
  .object(
    {
      local_id: localIdSchema,
      items: z
        .array(cartLineSchema, { error: says.cartNotAList })
        .min(1, says.cartEmpty)
        .max(MAX_ORDER_LINES, says.cartTooManyLines),
      free_items: z
        .array(cartLineSchema, { error: says.freeItemsNotAList })
        .max(MAX_ORDER_LINES, says.tooManyFreeItems)
        .nullish()
        .transform((lines) => lines ?? []),
      is_pickup: z.boolean({ error: says.isPickup }),
      subtotal: eurosSchema(fields.subtotal),
      discount: eurosSchema(fields.discount),
      delivery: eurosSchema(fields.delivery),
      tax: eurosSchema(fields.tax),
      total: eurosSchema(fields.total),
      coupon: z
        .string({ error: says.couponNotAText })
        .trim()
        .max(CHECKOUT_FIELD_MAX_LENGTH.coupon, says.couponTooLong)
        .nullish()
        .transform((coupon) => (coupon ? coupon : null)),
      payment_method: paymentMethodSchema,
      transaction_id: transactionIdSchema,
      user_id: z
        .number({ error: says.userIdNotANumber })
        .int(says.userIdNotAnInteger)
        .nullish()
        .transform((id) => id ?? null),
      status: z.literal("pending", { error: says.newOrderIsPending }),
      customer: orderCustomerSchema,
    },
    { error: says.orderNotAnObject },
  )
  .superRefine((order, context) => {
    // The delivery form's own rules (address required for delivery, French postal code, slot
    // required when scheduled), reported at their place in the payload.
    const form = deliveryForm(
      order.is_pickup ? "pickup" : "delivery",
      order.customer.date.delivery_date,
    ).safeParse({
      ...order.customer.location,
      is_scheduled: order.customer.date.delivery_time_range !== null,
      delivery_date: order.customer.date.delivery_date,
      delivery_time_range: order.customer.date.delivery_time_range,
    });
    if (!form.success) {
      for (const issue of form.error.issues) {
        const field = String(issue.path[0] ?? "");
        const group = field === "delivery_date" || field === "delivery_time_range" ? "date" : "location";
        context.addIssue({ code: "custom", path: ["customer", group, field], message: issue.message });
      }
    }
  });

/**
 * The delivery tab's schema for an order's mode and day, the last one kept: zod builds a schema's
 * parser at its first parse, and the server checks every order, nearly always for the same mode
 * and day. Here rather than in the domain: the browser's pages never load this schema.
 */
function deliveryForm(mode: "pickup" | "delivery", today: string) {
  const key = mode + today;
  if (lastDeliveryForm?.key !== key) lastDeliveryForm = { key, schema: deliveryFormSchema({ mode, today }) };
  return lastDeliveryForm.schema;
}
let lastDeliveryForm: { key: string; schema: ReturnType<typeof deliveryFormSchema> } | undefined;

/** The order placed (see above): a card order names the payment intent made for it. */
export const orderPayloadSchema = orderToPriceSchema.superRefine((order, context) => {
  if (order.payment_method === "card" && !order.transaction_id.payment_intent_id) {
    context.addIssue({
      code: "custom",
      path: ["transaction_id", "payment_intent_id"],
      message: alerts.paymentFailed,
    });
  }
});
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;
export type OrderPayload = z.output<typeof orderPayloadSchema>;

export const orderStatusSchema = z.enum(["pending", "paid"], {
  error: says.orderStatus,
});
export type OrderStatusPayload = z.infer<typeof orderStatusSchema>;

/**
 * 201 (a new order) or 200 (the same `local_id` again: the order it made). Keep `order_id` and
 * `local_id`: together they read the order back after a reload.
 */
export const placedOrderPayloadSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  /** Euros: what the server charged. */
  total: z.number(),
});
export type PlacedOrderPayload = z.infer<typeof placedOrderPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /v2/public/checkout/ : the order's status after payment

/**
 * The order's key (its `local_id`), which only the browser that placed the order holds. Whatever is
 * sent here (nothing, a number, a wrong key) is read as "no key", so a bad key is never refused
 * differently from a missing order: both answer 404 `order_not_found`, and order ids cannot be
 * enumerated nor their payment learned.
 */
const orderKeySchema = z
  .string()
  .max(64)
  .nullish()
  .catch(null)
  .transform((key) => key ?? null);

/**
 * `local_id` is the order's key (required, see above).
 * `pending` for cash (nothing changes), `paid` for card: the server asks the card provider whether
 * the payment intent (`transaction_id.payment_intent_id`, else the one given with the order)
 * succeeded for the order's total in euros; otherwise 402 `payment_failed` and nothing changes.
 * Sending it again is harmless.
 */
export const orderUpdateSchema = z.object(
  {
    order_id: positiveId(fields.orderId),
    local_id: orderKeySchema,
    transaction_id: transactionIdSchema,
    status: orderStatusSchema,
  },
  { error: says.orderUpdateNotAnObject },
);
