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

/** The pause if it still holds at this instant: it ends by itself at its `until`. */
function inForce(pause: Pause | null, instant: Date): Pause | null {
  return pause && instant.getTime() < pause.until.getTime() ? pause : null;
}

/**
 * The pause that stops an order of this mode at this instant, or null (ADR 041): a pause of all
 * ordering stops both modes and is the one told; a delivery pause stops delivery alone.
 */
export function pauseAt(pauses: Pauses, mode: OrderMode, instant: Date): Pause | null {
  return (
    inForce(pauses.ordering, instant) ?? (mode === "delivery" ? inForce(pauses.delivery, instant) : null)
  );
}

/** The pauses still in force at this instant (an ended one reads as none). */
export function pausesAt(pauses: Pauses, instant: Date): Pauses {
  return { ordering: inForce(pauses.ordering, instant), delivery: inForce(pauses.delivery, instant) };
}
