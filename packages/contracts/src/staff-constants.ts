/**
 * The staff API's names and limits that pages need as values, without zod: the entry point
 * `@comptoir/contracts/staff-constants` gives them to a page without the schemas (ADR 047).
 * `staff.ts` builds its schemas on them.
 */

export const STAFF_ROLES = ["owner", "staff"] as const;

/** A reason the customer reads (refusal, cancellation, pause). */
export const REASON_MAX_LENGTH = 200;

/**
 * The board's event stream. On every (re)connection the server first sends `snapshot`, the whole
 * board state from the database, so a board that was away misses nothing; then `order` each time
 * an order reaches the board or changes, `kitchen` when the owner's switches change, and `pause`
 * (the pauses in force and the shop's "now") when the catalogue's settings change.
 */
export const BOARD_EVENTS = {
  snapshot: "snapshot",
  order: "order",
  kitchen: "kitchen",
  pause: "pause",
} as const;

/**
 * The customer's event stream for one order: `progress` on connection, then on each change.
 */
export const ORDER_EVENTS = { progress: "progress" } as const;

/** What the staff may set an item or a choice to; "sold_out" lasts until the next opening day. */
export const AVAILABILITY_STATES = ["available", "sold_out", "hidden"] as const;

/** What a pause stops: all ordering, or delivery alone. */
export const PAUSE_SCOPES = ["ordering", "delivery"] as const;
