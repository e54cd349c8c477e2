import type { OrderMode } from "../menu/menu.ts";

/**
 * An order's progress: where the restaurant is with it (ADR 039), apart from its payment (`status`: pending, then paid).
 * Pure: the server applies `progressAfter` inside the transaction that stores the change, the board
 * asks `actionsFor` which buttons to draw. Three states are final: nothing leaves them.
 */
export const ORDER_PROGRESSES = [
  "placed",
  "accepted",
  "preparing",
  "ready",
  "out_for_delivery",
  "completed",
  "refused",
  "cancelled",
] as const;
export type OrderProgress = (typeof ORDER_PROGRESSES)[number];

export const FINAL_PROGRESSES: readonly OrderProgress[] = ["completed", "refused", "cancelled"];

/** The final states where the order was not made: a paid one gives its money back. */
export const STOPPED_PROGRESSES: readonly OrderProgress[] = ["refused", "cancelled"];

/** What someone (or the shop itself) does to an order. */
export const ORDER_ACTIONS = [
  "accept",
  "refuse",
  "start_preparing",
  "mark_ready",
  "send_out",
  "complete",
  "cancel",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export function isFinalProgress(progress: OrderProgress): boolean {
  return FINAL_PROGRESSES.includes(progress);
}

export function isStoppedProgress(progress: OrderProgress): progress is "refused" | "cancelled" {
  return STOPPED_PROGRESSES.includes(progress);
}

/** The state each action leads to, from the states it may start from. */
const MOVES: Record<OrderAction, { from: readonly OrderProgress[]; to: OrderProgress; delivery?: true }> = {
  accept: { from: ["placed"], to: "accepted" },
  refuse: { from: ["placed"], to: "refused" },
  start_preparing: { from: ["accepted"], to: "preparing" },
  // An order made quickly may go from accepted to ready without a "preparing" tap.
  mark_ready: { from: ["accepted", "preparing"], to: "ready" },
  send_out: { from: ["ready"], to: "out_for_delivery", delivery: true },
  // A pickup is completed when collected; a delivery once handed over (after leaving, or at the
  // counter when the courier takes it straight from the pass).
  complete: { from: ["ready", "out_for_delivery"], to: "completed" },
  // Once accepted, stopping an order is a cancellation; before, it is a refusal.
  cancel: { from: ["accepted", "preparing", "ready", "out_for_delivery"], to: "cancelled" },
};

/**
 * The state after `action`, or null when the action does not apply to this order now (a final
 * state, a step skipped, "send out" for a pickup).
 */
export function progressAfter(
  current: OrderProgress,
  action: OrderAction,
  mode: OrderMode,
): OrderProgress | null {
  const move = MOVES[action];
  if (!move.from.includes(current)) return null;
  if (move.delivery && mode !== "delivery") return null;
  return move.to;
}

/** The actions the board offers for an order in this state, in the order it shows them. */
export function actionsFor(current: OrderProgress, mode: OrderMode): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => progressAfter(current, action, mode) !== null);
}

/**
 * Whether moving to `next` must give a card payment back: a paid order that the restaurant refuses
 * or cancels. `alreadyRefunded` makes it once: a second cancellation can never refund twice.
 */
export function refundDue(order: { paid: boolean; alreadyRefunded: boolean }, next: OrderProgress): boolean {
  return order.paid && !order.alreadyRefunded && isStoppedProgress(next);
}

/** The actions that need a French reason the customer reads. */
export function actionNeedsReason(action: OrderAction): boolean {
  return action === "refuse" || action === "cancel";
}
