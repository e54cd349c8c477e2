import type { OrderMode } from "./menu.ts";

/** A pause the restaurant set from its board: until when, and the reason the customers read. */
export interface Pause {
  until: Date;
  reason: string;
}

/** All ordering, or delivery alone; null when not set. */
export interface Pauses {
  ordering: Pause | null;
  delivery: Pause | null;
}

export const NO_PAUSES: Pauses = { ordering: null, delivery: null };

/**
 * The pause that stops an order of this mode at this instant, or null (ADR 041): a pause of all
 * ordering stops both modes and is the one told; a delivery pause stops delivery alone. A pause
 * ends by itself at its `until`.
 */
export function pauseAt(pauses: Pauses, mode: OrderMode, instant: Date): Pause | null {
  const inForce = (pause: Pause | null) =>
    pause && instant.getTime() < pause.until.getTime() ? pause : null;
  return inForce(pauses.ordering) ?? (mode === "delivery" ? inForce(pauses.delivery) : null);
}

/** The pauses still in force at this instant (an ended one reads as none). */
export function pausesAt(pauses: Pauses, instant: Date): Pauses {
  return {
    ordering: pauseAt({ ...pauses, delivery: null }, "pickup", instant),
    delivery: pauseAt({ ...pauses, ordering: null }, "delivery", instant),
  };
}
