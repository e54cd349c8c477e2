/**
 * The restaurant's side of the API (ADR 039): /v2/staff/…, for the order board at /admin. Every
 * call but the login carries a staff session token (`Authorization: Bearer …`, or `?token=` for
 * the board's EventSource, which cannot send headers); a customer's token is refused.
 *
 * | method and path                              | who    | body → payload                          |
 * |----------------------------------------------|--------|-----------------------------------------|
 * | POST   /v2/staff/auth/login                  | anyone | staffLoginBody → staffSession           |
 * | POST   /v2/staff/auth/logout                 | staff  | → null                                  |
 * | GET    /v2/staff/auth/me                     | staff  | → staffMember                           |
 * | GET    /v2/staff/team                        | owner  | → staffMember[]                         |
 * | POST   /v2/staff/team                        | owner  | newStaffBody → staffMember (201)        |
 * | DELETE /v2/staff/team/{id}                   | owner  | → null (never oneself)                  |
 * | GET    /v2/staff/orders                      | staff  | → boardState                            |
 * | GET    /v2/staff/orders/{id}                 | staff  | → boardOrder (tickets)                  |
 * | POST   /v2/staff/orders/{id}/actions         | staff  | orderActionBody → boardOrder            |
 * | POST   /v2/staff/orders/{id}/cash            | staff  | cashCorrectionBody → boardOrder         |
 * | GET    /v2/staff/events?token=…              | staff  | text/event-stream, see BOARD_EVENTS     |
 * | PUT    /v2/staff/kitchen                     | owner  | kitchenSettings → kitchenSettings       |
 * | GET    /v2/staff/availability                | staff  | → availabilityState                     |
 * | PUT    /v2/staff/availability/items/{id}     | staff  | availabilityBody → availabilityEntry    |
 * | PUT    /v2/staff/availability/choices/{id}   | staff  | availabilityBody → availabilityEntry    |
 * | PUT    /v2/staff/pause                       | staff  | pauseBody → pauseState                  |
 *
 * The customer's side of the same life: GET /v2/public/checkout/orders/{id}/events?local_id=…
 * (text/event-stream, see ORDER_EVENTS), and `progress` in the order view.
 */
import { newPasswordSchema, ORDER_ACTIONS, ORDER_PROGRESSES } from "@comptoir/domain";
import {
  alerts,
  cashChecks,
  fill,
  orderFlowApi,
  requestChecks,
  staffChecks as says,
} from "@comptoir/messages";
import { z } from "zod";
import { accountEmailSchema } from "./accounts.ts";
import { orderViewLineSchema } from "./order-view.ts";
import { paymentMethodSchema } from "./orders.ts";
import { AVAILABILITY_STATES, PAUSE_SCOPES, REASON_MAX_LENGTH, STAFF_ROLES } from "./staff-constants.ts";

const staffRoleSchema = z.enum(STAFF_ROLES, { error: says.roleUnknown });
export type StaffRolePayload = z.infer<typeof staffRoleSchema>;

const orderProgressSchema = z.enum(ORDER_PROGRESSES);
const orderActionSchema = z.enum(ORDER_ACTIONS, { error: says.actionUnknown });

const reasonSchema = z
  .string({ error: says.reasonRequired })
  .trim()
  .min(1, says.reasonRequired)
  .max(REASON_MAX_LENGTH, fill(says.reasonTooLong, { max: REASON_MAX_LENGTH }));

const isoInstantSchema = (message: string) => z.iso.datetime({ offset: true, error: message });

/** `{id}` in a staff path (a member, an order, an item, a choice): a positive whole number within `integer`. */
export const staffPathIdSchema = z.object({
  id: z.coerce
    .number({ error: says.idInvalid })
    .int(says.idInvalid)
    .positive(says.idInvalid)
    .max(2_147_483_647, says.idInvalid),
});

// ---------------------------------------------------------------------------------------------
// Staff and their sessions

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMemberPayload = z.infer<typeof staffMemberSchema>;

/** POST /v2/staff/auth/login */
export const staffLoginBodySchema = z.object(
  {
    email: accountEmailSchema,
    password: z.string({ error: alerts.passwordRequired }).min(1, alerts.passwordRequired).max(128),
  },
  { error: requestChecks.notAnObject },
);
/** `POST /v2/staff/auth/confirm`: the password typed again for an owner's sensitive action. */
export const staffConfirmBodySchema = staffLoginBodySchema.pick({ password: true });
/**
 * `POST /v2/staff/auth/password`: a member's own new password, given the current one (ADR 085).
 * The current one is checked as a login's, the new one as any new password of the shop.
 */
export const staffPasswordBodySchema = z.object(
  {
    current_password: staffLoginBodySchema.shape.password,
    password: newPasswordSchema,
  },
  { error: requestChecks.notAnObject },
);
export type StaffPasswordBody = z.input<typeof staffPasswordBodySchema>;
export const staffSessionSchema = z.object({
  token: z.string(),
  /** ISO 8601 instant. */
  expires_at: z.string(),
  member: staffMemberSchema,
});
export type StaffSessionPayload = z.infer<typeof staffSessionSchema>;

/** POST /v2/staff/team (owner only). */
export const newStaffBodySchema = z.object(
  {
    email: accountEmailSchema,
    name: z.string({ error: says.nameRequired }).trim().min(1, says.nameRequired).max(60),
    password: newPasswordSchema,
    role: staffRoleSchema,
  },
  { error: requestChecks.notAnObject },
);
export type NewStaffBody = z.input<typeof newStaffBodySchema>;

// ---------------------------------------------------------------------------------------------
// The order board

/** One change of an order's progress, as the board and the customer read it. */
const orderEventSchema = z.object({
  progress: orderProgressSchema,
  /** ISO 8601 instant. */
  at: z.string(),
  /** The staff member's name; null for the shop itself (automatic acceptance or cancellation). */
  by: z.string().nullable(),
  reason: z.string().nullable(),
  /** With an acceptance: the promised ready time, ISO 8601. */
  ready_at: z.string().nullable(),
});
export type OrderEventPayload = z.infer<typeof orderEventSchema>;

/** An order as the kitchen sees it: everything to make it, hand it over and get it paid. */
export const boardOrderSchema = z.object({
  id: z.number().int(),
  /** "n° 12". */
  number: z.string(),
  progress: orderProgressSchema,
  /** What the board may do now (the domain's `actionsFor`). */
  actions: z.array(orderActionSchema),
  is_pickup: z.boolean(),
  payment_method: paymentMethodSchema,
  paid: z.boolean(),
  refunded: z.boolean(),
  /**
   * Paid, refused or cancelled, and not refunded yet: the provider could not be reached; the server
   * tries again every minute and the board shows "remboursement en attente" (ADR 042).
   */
  refund_pending: z.boolean(),
  /** Euros still to collect in cash (0 when paid by card). */
  to_collect: z.number(),
  /** ISO 8601 instants: placed, and reached the board (a card order: once paid). */
  placed_at: z.string(),
  board_at: z.string(),
  /** Local date `YYYY-MM-DD`, and the slot's label or null for "dès que possible". */
  delivery_date: z.string(),
  slot: z.string().nullable(),
  /** The time promised to the customer (ISO 8601): the accepted ready time once accepted. */
  promised_at: z.string(),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** The delivery address; null for a pickup. */
  address: z.object({ address: z.string(), city: z.string(), postal_code: z.string() }).nullable(),
  items: z.array(orderViewLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
  coupon: z.string().nullable(),
  history: z.array(orderEventSchema),
  /**
   * A cash order's cash as last recorded (its handover, or the correction of it): the amount in
   * cents, who counted it, and its id, which a correction names. Null before the handover and for
   * a card order.
   */
  cash_collected: z
    .object({ id: z.number().int(), amount: z.number().int(), at: z.string(), by: z.string() })
    .nullable(),
});
export type BoardOrderPayload = z.infer<typeof boardOrderSchema>;

/** The owner's switches of the board. */
export const kitchenSettingsSchema = z.object(
  {
    /** Busy hours: every order is accepted as it arrives, with its promised time. */
    auto_accept: z.boolean({ error: orderFlowApi.autoAcceptNotBoolean }),
  },
  { error: requestChecks.notAnObject },
);
export type KitchenSettingsPayload = z.infer<typeof kitchenSettingsSchema>;

/** The most cash one handover may record: 10 000 €, in cents (the order's own cap is lower, below). */
const MAX_CASH_AMOUNT = 1_000_000;
/** Cash collected may not exceed this many times the order's total: a typo's extra zeros, caught. */
export const CASH_AMOUNT_FACTOR = 10;

/** Cents of cash collected: a whole number, 0 to MAX_CASH_AMOUNT. */
const cashAmountSchema = z
  .number({ error: cashChecks.amountRequired })
  .int(fill(cashChecks.amountInvalid, { max: MAX_CASH_AMOUNT / 100 }))
  .min(0, fill(cashChecks.amountInvalid, { max: MAX_CASH_AMOUNT / 100 }))
  .max(MAX_CASH_AMOUNT, fill(cashChecks.amountInvalid, { max: MAX_CASH_AMOUNT / 100 }));

/** POST /v2/staff/orders/{id}/actions */
export const orderActionBodySchema = z.object(
  {
    action: orderActionSchema,
    /**
     * With "complete" of a cash order, required: the cash collected, in cents (not the change
     * given). It counts the sale (ADR 066).
     */
    amount: cashAmountSchema.optional(),
    /** With "accept": when it will be ready, ISO 8601 (default: the time the customer was promised). */
    ready_at: isoInstantSchema(says.readyAtInvalid).optional(),
    /** Required with "refuse" and "cancel". */
    reason: reasonSchema.optional(),
  },
  { error: requestChecks.notAnObject },
);
export type OrderActionBody = z.input<typeof orderActionBodySchema>;

/**
 * POST /v2/staff/orders/{id}/cash: corrects the cash recorded for a cash order. `corrects` is the
 * id of the collection it replaces (`cash_collected.id`, the last one): a new record naming the
 * first, never an edit; two tablets correcting the same amount at once make one correction.
 */
export const cashCorrectionBodySchema = z.object(
  {
    amount: cashAmountSchema,
    corrects: z
      .number({ error: cashChecks.correctsInvalid })
      .int(cashChecks.correctsInvalid)
      .positive(cashChecks.correctsInvalid)
      .max(2_147_483_647, cashChecks.correctsInvalid),
  },
  { error: requestChecks.notAnObject },
);
export type CashCorrectionBody = z.input<typeof cashCorrectionBodySchema>;

// The board's and the customer's event streams are named in staff-constants.ts (BOARD_EVENTS,
// ORDER_EVENTS); what `progress` carries:
export const orderProgressEventSchema = z.object({
  progress: orderProgressSchema,
  /** The promised ready time, ISO 8601. */
  ready_at: z.string(),
  /** The reason of a refusal or a cancellation. */
  reason: z.string().nullable(),
  history: z.array(orderEventSchema),
});
export type OrderProgressEventPayload = z.infer<typeof orderProgressEventSchema>;

// ---------------------------------------------------------------------------------------------
// Availability and pauses

const availabilityStateSchema = z.enum(AVAILABILITY_STATES, { error: says.availabilityUnknown });
export type AvailabilityStatePayload = z.infer<typeof availabilityStateSchema>;

/** PUT /v2/staff/availability/items/{id} and …/choices/{id}. "sold_out" lasts until the next opening day. */
export const availabilityBodySchema = z.object(
  { state: availabilityStateSchema },
  { error: requestChecks.notAnObject },
);

export const availabilityEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The category of an item, the option group of a choice. */
  group: z.string(),
  state: availabilityStateSchema,
  /** ISO 8601: when a "sold_out" entry comes back by itself; null otherwise. */
  sold_out_until: z.string().nullable(),
});
export type AvailabilityEntryPayload = z.infer<typeof availabilityEntrySchema>;

const pauseScopeSchema = z.enum(PAUSE_SCOPES, { error: says.pauseScopeUnknown });

/** PUT /v2/staff/pause: `until` null ends the pause now. */
export const pauseBodySchema = z.object(
  {
    scope: pauseScopeSchema,
    until: isoInstantSchema(says.pauseUntilInvalid).nullable(),
    reason: reasonSchema.optional(),
  },
  { error: requestChecks.notAnObject },
);
export type PauseBody = z.input<typeof pauseBodySchema>;

const pauseSchema = z.object({ until: z.string(), reason: z.string() }).nullable();
/** The pauses in force: all ordering, delivery alone; null when none. */
export const pauseStateSchema = z.object({ ordering: pauseSchema, delivery: pauseSchema });
export type PauseStatePayload = z.infer<typeof pauseStateSchema>;

/**
 * GET /v2/staff/orders, and the `snapshot` event: the service's orders, oldest first, the kitchen
 * settings, the pauses in force (the board says them at the top: an empty board during a pause
 * must not look like a quiet service), and the shop's clock as the server read it, from which the
 * board runs its timers (a tablet's own clock may be days away).
 */
export const boardStateSchema = z.object({
  orders: z.array(boardOrderSchema),
  kitchen: kitchenSettingsSchema,
  pause: pauseStateSchema,
  /** ISO 8601: the shop's "now" when the state was read. */
  now: z.string(),
});
export type BoardStatePayload = z.infer<typeof boardStateSchema>;

/** The board stream's `pause` event: the pauses in force after a change, and the shop's "now". */
export const boardPauseSchema = boardStateSchema.pick({ pause: true, now: true });
export type BoardPausePayload = z.infer<typeof boardPauseSchema>;

export const availabilityStateListSchema = z.object({
  items: z.array(availabilityEntrySchema),
  choices: z.array(availabilityEntrySchema),
  pause: pauseStateSchema,
});
export type AvailabilityListPayload = z.infer<typeof availabilityStateListSchema>;

// ---------------------------------------------------------------------------------------------
// Errors

export const STAFF_ERROR_CODES = {
  /** 401: no staff session (none, expired, revoked, or a customer's token). */
  staffUnauthorized: "staff_unauthorized",
  /** 403: a staff member asking for an owner's action. */
  ownerOnly: "owner_only",
  /** 409: the action does not apply to the order now (a final state, a skipped step). */
  actionNotAllowed: "action_not_allowed",
  /** 403: an owner's action that needs the password typed in the last 15 minutes (ADR 051). */
  passwordRequired: "password_required",
  /** 400: a cash order handed over without the amount collected. */
  cashAmountRequired: "cash_amount_required",
  /** 400: an amount that is no whole number of cents, out of bounds, or given where none belongs. */
  cashAmountInvalid: "cash_amount_invalid",
  /** 409: a correction of an order whose cash was never recorded (or a card order). */
  cashNotCollected: "cash_not_collected",
  /** 409: a correction of an amount already corrected (another tablet was first). */
  cashAlreadyCorrected: "cash_already_corrected",
} as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[keyof typeof STAFF_ERROR_CODES];
