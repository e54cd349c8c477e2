/**
 * The checkout calls (spec section 7): placing an order, confirming its payment, the card
 * provider's customer and payment intent, the built-in demo card provider, and reading an order
 * back for the /success page. Amounts are euros with at most two decimals; the server keeps cents.
 *
 * The server is the authority on prices (decisions.md): it prices the cart again from its own menu,
 * offers and settings and refuses an order whose figures differ with `price_changed` (409) and the
 * cart as it priced it, so the page can show the new total and let the customer confirm again.
 */
import {
  deliveryFormSchema,
  isLocalDate,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  MESSAGES,
  personalFormSchema,
} from "@comptoir/domain";
import { demoTestCards, requestFields as fields, fill, requestChecks as says } from "@comptoir/messages";
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Shared pieces

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Largest amount the shop accepts in one order or payment, in euros. */
export const MAX_ORDER_EUROS = 10_000;

/**
 * An amount in euros as payloads carry it: a number, not negative, with at most two decimals.
 * `field` names it in the messages, lower-case with its article ("le sous-total").
 */
export function eurosSchema(field: string) {
  return z
    .number({ error: fill(says.amountNotANumber, { field }) })
    .min(0, fill(says.amountNegative, { field }))
    .max(MAX_ORDER_EUROS, fill(says.amountTooLarge, { field }))
    .refine(hasAtMostTwoDecimals, fill(says.amountDecimals, { field }));
}

const positiveId = (label: string) =>
  z
    .number({ error: fill(says.notANumber, { label }) })
    .int(fill(says.notAnInteger, { label }))
    .positive(fill(says.notPositive, { label }))
    .max(2_147_483_647, fill(says.unknownId, { label }));

/**
 * PostgreSQL text cannot hold the character U+0000: a request carrying one anywhere is bad input,
 * refused with a 400 like any other, never a failed insert.
 */
export function refuseNulCharacters(
  value: unknown,
  context: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) {
      context.addIssue({ code: "custom", path, message: says.invalidCharacter });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      refuseNulCharacters(item, context, [...path, index]);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) refuseNulCharacters(item, context, [...path, key]);
  }
}

const providerId = (label: string) =>
  z
    .string({ error: fill(says.notAText, { label }) })
    .trim()
    .min(1, fill(says.required, { label }))
    .max(255, fill(says.tooLong, { label }));

// ---------------------------------------------------------------------------------------------
// POST /v2/public/checkout/ : the order payload

/**
 * The browser's key for one checkout attempt (spec: "random short client id"): 12 to 64 letters,
 * digits, `-` or `_`, e.g. `crypto.randomUUID()`. The same key sent again gives the same order, so
 * a retry after a lost answer never orders twice; a new cart needs a new key. It is also what lets
 * the customer's browser read the order back (GET …/orders/{order_id}?local_id=…), so it must be
 * random, not a counter.
 */
export const localIdSchema = z
  .string({ error: says.localIdRequired })
  .regex(/^[A-Za-z0-9_-]{12,64}$/, says.localIdFormat);

/** A chosen sub-option: its id (`option_options[].id` of the menu) and how many were taken. */
export const chosenSubOptionSchema = z.object(
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
export const chosenOptionGroupSchema = z.object(
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
 * takes names and prices from its own menu. Identical lines are merged by the server (spec 9).
 */
export const cartLineSchema = z.object(
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
export type CartLinePayload = z.output<typeof cartLineSchema>;

/** Most lines in one order. */
export const MAX_ORDER_LINES = 100;

function optionalText(label: string, maxLength: number, fallback = "") {
  return z
    .string({ error: fill(says.notAText, { label }) })
    .max(maxLength, fill(says.tooLong, { label }))
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? fallback : value));
}

/** Where a delivery goes; optional for pickup (spec section 5). */
export const orderLocationSchema = z.object(
  {
    address: optionalText(fields.address, 200),
    city: optionalText(fields.city, 100),
    postal_code: optionalText(fields.postalCode, 10),
    country: optionalText(fields.country, 60, "France"),
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
export const orderDateSchema = z.object(
  {
    delivery_date: z.string({ error: says.dateRequired }).refine(isLocalDate, says.dateInvalid),
    delivery_time_range: z
      .string({ error: says.slotNotAText })
      .trim()
      .max(40, says.slotTooLong)
      .nullish()
      .transform((range) => (range ? range : null)),
  },
  { error: says.dateMalformed },
);

/** The customer: the personal form of the domain package, plus where and when. */
export const orderCustomerSchema = z.object(
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
export const transactionIdSchema = z
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
export type PaymentMethodPayload = z.infer<typeof paymentMethodSchema>;

/**
 * The order payload of spec section 3, plus `coupon`: the code the customer entered (the spec keeps
 * it in the cart; the server needs it to apply a coupon offer, see docs/decisions). Figures are
 * what the browser computed with the domain package; they must equal the server's to the cent.
 * `free_items` are the units the browser shows as offered (BOGO, free item): item ids and
 * quantities are compared with the server's. `user_id` is accepted for the spec's shape but not
 * trusted: until accounts exist every order is a guest order.
 */
export const orderPayloadSchema = z
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
        .max(40, says.couponTooLong)
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
  .superRefine((order, context) => refuseNulCharacters(order, context))
  .superRefine((order, context) => {
    // The delivery form's own rules (address required for delivery, French postal code, slot
    // required when scheduled), reported at their place in the payload.
    const form = deliveryFormSchema({
      mode: order.is_pickup ? "pickup" : "delivery",
      today: order.customer.date.delivery_date,
    }).safeParse({
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
    if (order.payment_method === "card" && !order.transaction_id.payment_intent_id) {
      context.addIssue({
        code: "custom",
        path: ["transaction_id", "payment_intent_id"],
        message: MESSAGES.paymentFailed,
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
// The cart as the server priced it (the `cart` of a `price_changed` error)

export const pricedOptionSchema = z.object({
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

export const pricedLineSchema = z.object({
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
export type PricedLinePayload = z.infer<typeof pricedLineSchema>;

export const pricedFreeItemSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  options: z.array(pricedOptionSchema),
  /** The offer that gives it. */
  offer_id: z.number().int(),
  reason: z.enum(["buy_one_get_one", "free_item"]),
});

export const couponStatePayloadSchema = z.object({
  code: z.string().nullable(),
  /** The spec's coupon validity: valid, invalid, or unchecked (no code entered). */
  state: z.enum(["valid", "invalid", "unchecked"]),
  offer_id: z.number().int().nullable(),
  /** Why an entered code does not apply, in French; null otherwise. */
  message: z.string().nullable(),
});

export const pricedCartSchema = z.object({
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
export type PricedCart = z.infer<typeof pricedCartSchema>;

/** Error codes of the checkout calls; the French message that goes with each may change. */
export const CHECKOUT_ERROR_CODES = {
  /** 409: the server's figures differ from the payload's; `cart` holds the server's. */
  priceChanged: "price_changed",
  /** 422: an item id the menu does not know. */
  unknownItem: "unknown_item",
  /** 422: a sold-out item. */
  itemUnavailable: "item_unavailable",
  /** 422: options that break a group's minimum or maximum, unknown choices, bad quantities. */
  invalidOptions: "invalid_options",
  /** 422: delivery is switched off. */
  deliveryUnavailable: "delivery_unavailable",
  /** 422: no usable delivery address (not found, or missing). */
  addressNeeded: "address_needed",
  /** 422: the address is in no delivery zone. */
  outsideDeliveryZone: "outside_delivery_zone",
  /** 422: farther than `features.delivery.max_distance`. */
  addressTooFar: "address_too_far",
  /** 422: a delivery below the minimum order, with no flat charge to make up for it. */
  belowMinimumOrder: "below_minimum_order",
  /** 422: the chosen slot is not one of the day's available slots. */
  slotUnavailable: "slot_unavailable",
  /** 422: some items' menus are closed at the chosen time (the message lists them). */
  itemsClosedAtTime: "items_closed_at_time",
  /** 422: nothing can be ordered "as soon as possible" now. */
  closedNow: "closed_now",
  /** 422: cash (or card) is not offered by the restaurant. */
  paymentMethodUnavailable: "payment_method_unavailable",
  /** 402: the provider did not confirm a succeeded payment of the order's amount. */
  paymentFailed: "payment_failed",
  /** 402: the demo card was declined, or its second step refused. */
  cardDeclined: "card_declined",
  /** 409: the payment intent is already succeeded or canceled and cannot change. */
  paymentIntentClosed: "payment_intent_closed",
  /** 422: the card provider does not know the customer of a payment intent request. */
  paymentCustomerUnknown: "payment_customer_unknown",
  /** 404: no such demo payment intent (or a wrong client secret). */
  paymentNotFound: "payment_not_found",
  /** 409: a demo authentication for an intent that is not waiting for one. */
  nothingToAuthenticate: "nothing_to_authenticate",
  /** 409: a status the order cannot take (e.g. `paid` for a cash order). */
  statusNotAllowed: "status_not_allowed",
  /** 404: no such order for this key (the same answer whether the order exists or not). */
  orderNotFound: "order_not_found",
  /** 400: the webhook's signature does not verify. */
  invalidSignature: "invalid_signature",
  /** 503: the card provider cannot be reached. */
  paymentProviderUnavailable: "payment_provider_unavailable",
} as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[keyof typeof CHECKOUT_ERROR_CODES];

/** The 409 answer to an order whose figures differ from the server's. */
export const priceChangedErrorSchema = z.object({
  status: z.literal("error"),
  code: z.literal(CHECKOUT_ERROR_CODES.priceChanged),
  message: z.string(),
  cart: pricedCartSchema,
});
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /v2/public/checkout/ : the order's status after payment

/**
 * `pending` for cash (nothing changes), `paid` for card: the server asks the card provider whether
 * the payment intent (`transaction_id.payment_intent_id`, else the one given with the order)
 * succeeded for the order's total in euros; otherwise 402 `payment_failed` and nothing changes.
 * Sending it again is harmless.
 */
export const orderUpdateSchema = z
  .object(
    {
      order_id: positiveId(fields.orderId),
      transaction_id: transactionIdSchema,
      status: orderStatusSchema,
    },
    { error: says.orderUpdateNotAnObject },
  )
  .superRefine((update, context) => refuseNulCharacters(update, context));
export type OrderUpdate = z.output<typeof orderUpdateSchema>;

export const orderUpdatePayloadSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
});

// ---------------------------------------------------------------------------------------------
// Card provider: customer and payment intent

/** POST /v2/public/checkout/stripe-customer */
export const paymentCustomerRequestSchema = z
  .object(
    {
      email: z.email({ error: says.emailInvalid }).max(254, says.emailTooLong),
      name: z
        .string({ error: says.nameRequired })
        .trim()
        .min(1, says.nameRequired)
        .max(200, says.nameTooLong),
      phone: z
        .string({ error: says.phoneNotAText })
        .trim()
        .max(40, says.phoneTooLong)
        .nullish()
        .transform((phone) => phone ?? ""),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

export const paymentCustomerPayloadSchema = z.object({ customer: z.object({ id: z.string() }) });

/** Card payments below this are refused by the card networks (Stripe's minimum in euros). */
export const MIN_CARD_PAYMENT_EUROS = 0.5;

/**
 * POST /v2/public/checkout/stripe-payment-intent: a payment intent of `amount` euros for the
 * customer; with `payment_intent_id`, that intent is reused and its amount updated (409
 * `payment_intent_closed` when it already succeeded or was canceled: start a new one).
 */
export const paymentIntentRequestSchema = z
  .object(
    {
      customer_id: providerId(fields.paymentCustomer),
      amount: eurosSchema(fields.amount).refine(
        (amount) => amount >= MIN_CARD_PAYMENT_EUROS,
        says.cardMinimum,
      ),
      payment_intent_id: providerId(fields.payment)
        .nullish()
        .transform((id) => id ?? null),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

export const paymentIntentPayloadSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  /** Euros, as the intent now holds it. */
  amount: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Which card provider is active (in the settings payload)

/**
 * The value of `PAYMENT_PROVIDER_SETTING` (payment-constants.ts): "stripe" when Stripe keys are
 * configured, "demo" for the built-in simulated provider (show "mode démo" and the test cards below).
 */
export const paymentProviderSchema = z.enum(["stripe", "demo"]);
export type PaymentProviderKind = z.infer<typeof paymentProviderSchema>;

// ---------------------------------------------------------------------------------------------
// The demo card provider ("mode démo")

/** The demo's test cards: the same numbers as Stripe's test cards, with the same outcomes. */
export const DEMO_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeded", description: demoTestCards.succeeds },
  { number: "4000 0000 0000 0002", outcome: "declined", description: demoTestCards.declined },
  {
    number: "4000 0027 6000 3184",
    outcome: "requires_action",
    description: demoTestCards.requiresAction,
  },
] as const;

const clientSecretSchema = providerId(fields.clientSecret);

/**
 * POST /v2/public/checkout/demo-card/confirm: pays a demo payment intent with a test card. Any
 * expiry date to come and any 3 or 4 digit code do. Answers 200 with `status` "succeeded" or
 * "requires_action" (then call …/demo-card/authenticate), or 402 `card_declined`.
 */
export const demoCardConfirmSchema = z
  .object(
    {
      payment_intent_id: providerId(fields.payment),
      client_secret: clientSecretSchema,
      card_number: z
        .string({ error: says.cardNumberRequired })
        .transform((number) => number.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(/^\d{12,19}$/, says.cardNumberInvalid)),
      /** `MM/AA` (or `MM/AAAA`). */
      expiry: z
        .string({ error: says.expiryRequired })
        .trim()
        .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, says.expiryFormat),
      cvc: z
        .string({ error: says.cvcRequired })
        .trim()
        .regex(/^\d{3,4}$/, says.cvcFormat),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

/** POST /v2/public/checkout/demo-card/authenticate: the bank's second step, approved or not. */
export const demoCardAuthenticateSchema = z
  .object(
    {
      payment_intent_id: providerId(fields.payment),
      client_secret: clientSecretSchema,
      approve: z.boolean({ error: says.approve }),
    },
    { error: says.notAnObject },
  )
  .superRefine((request, context) => refuseNulCharacters(request, context));

export const demoCardResultPayloadSchema = z.object({
  payment_intent_id: z.string(),
  status: z.enum(["succeeded", "requires_action"]),
});

// ---------------------------------------------------------------------------------------------
// GET /v2/public/checkout/orders/{order_id}?local_id=… : what /success shows

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
  options: z.array(z.object({ group_name: z.string(), name: z.string(), quantity: z.number().int() })),
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
  /** VAT per rate (percent), the delivery fee's included. */
  taxes: z.array(z.object({ rate: z.number(), amount: z.number() })),
  total: z.number(),
  /** Euros already paid by card, and still to pay (cash at pickup or delivery, or a card not confirmed yet). */
  amount_paid: z.number(),
  amount_due: z.number(),
});
export type OrderView = z.infer<typeof orderViewSchema>;
