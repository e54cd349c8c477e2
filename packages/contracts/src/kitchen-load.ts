/**
 * The kitchen's load on the API (ADR 061).
 *
 * | method and path                      | who    | body → payload                             |
 * |--------------------------------------|--------|--------------------------------------------|
 * | POST   /v2/public/kitchen/quote      | anyone | kitchenQuoteBody → kitchenQuote            |
 * | GET    /v2/staff/kitchen/load        | staff  | → kitchenLoad                              |
 * | PUT    /v2/staff/kitchen/rush        | staff  | rushBody → kitchenLoad (`until` null ends) |
 *
 * The quote is what the checkout shows before ordering: when "dès que possible" would be ready for
 * this cart, and which windows of the chosen day its work no longer fits in ("complet"). The make
 * times and capacities stay on the server: the customer's phone is sent the answer, not the rule's
 * inputs. Public pages hear `kitchen` on /v2/public/events when the load or a "coup de feu" changes,
 * and ask again.
 */
import { isLocalDate } from "@comptoir/domain";
import { kitchenChecks, requestChecks } from "@comptoir/messages";
import { z } from "zod";

const MAX_QUOTE_LINES = 100;

/** POST /v2/public/kitchen/quote: the cart's dishes and quantities, its mode, and the day looked at. */
export const kitchenQuoteBodySchema = z.object(
  {
    mode: z.enum(["pickup", "delivery"], { error: kitchenChecks.quoteLinesInvalid }),
    date: z
      .string({ error: kitchenChecks.quoteLinesInvalid })
      .refine(isLocalDate, kitchenChecks.quoteLinesInvalid),
    lines: z
      .array(
        z.object({
          item_id: z.number().int().positive().max(2_147_483_647),
          quantity: z.number().int().min(1).max(999),
        }),
        { error: kitchenChecks.quoteLinesInvalid },
      )
      .max(MAX_QUOTE_LINES, kitchenChecks.quoteLinesInvalid),
  },
  { error: requestChecks.notAnObject },
);
export type KitchenQuoteBody = z.input<typeof kitchenQuoteBodySchema>;

/** The answer of the quote. */
export interface KitchenQuotePayload {
  /** Minutes of work the cart asks of the kitchen. */
  load: number;
  /** ISO 8601: when "dès que possible" would be ready now; null when it is not possible now. */
  asap: string | null;
  /** ISO 8601 starts of the day's windows that cannot take this cart: their slots are "complet". */
  full: string[];
}

/**
 * The operational setting (never in a draft, ADR 041) holding the "coup de feu" in force, as a
 * `RushPayload`; written by PUT /v2/staff/kitchen/rush.
 */
export const KITCHEN_RUSH_SETTING = "kitchen.rush";

/** A "coup de feu" as the board sets it and reads it back. */
export interface RushPayload {
  /** Minutes added to every quote: 0, 10, 20 or 30. */
  extra_minutes: number;
  /** The windows starting before `until` take no more orders. */
  close: boolean;
  /** ISO 8601: it ends by itself then. */
  until: string;
}

/** PUT /v2/staff/kitchen/rush: start (or change) a "coup de feu"; `until` null ends it now. */
export const rushBodySchema = z.object(
  {
    extra_minutes: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)], {
      error: kitchenChecks.rushMinutesInvalid,
    }),
    close: z.boolean({ error: kitchenChecks.rushNothing }),
    until: z.iso.datetime({ offset: true, error: kitchenChecks.rushUntilInvalid }).nullable(),
  },
  { error: requestChecks.notAnObject },
);
export type RushBody = z.input<typeof rushBodySchema>;

/** One 15-minute window of the kitchen, as the board's load bars draw it. */
export interface KitchenWindowPayload {
  /** ISO 8601 start. */
  start: string;
  /** Minutes of work it can take; null: not limited. */
  capacity: number | null;
  /** Minutes of work the orders placed for it hold. */
  reserved: number;
  /** Closed by a "coup de feu" (or a capacity of 0). */
  closed: boolean;
}

/** GET /v2/staff/kitchen/load: the next windows (two hours) and the "coup de feu" in force. */
export interface KitchenLoadPayload {
  windows: KitchenWindowPayload[];
  rush: RushPayload | null;
  /** ISO 8601: the shop's "now" when it was read. */
  now: string;
}
