import type { AVAILABILITY_STATES, BOARD_EVENTS, PAUSE_SCOPES, REASON_MAX_LENGTH } from "@comptoir/contracts";

// The staff API's few constants, spelt again for the browser and checked against the contracts by
// the compiler (each is typed as the contract's own literal): a value imported from the contracts
// package would bring zod into the pages (ADR 014).

export const BOARD_EVENT_NAMES: typeof BOARD_EVENTS = {
  snapshot: "snapshot",
  order: "order",
  kitchen: "kitchen",
};
export const AVAILABILITY_CHOICES: typeof AVAILABILITY_STATES = ["available", "sold_out", "hidden"];
export const PAUSE_SCOPE_CHOICES: typeof PAUSE_SCOPES = ["ordering", "delivery"];
export const REASON_LIMIT: typeof REASON_MAX_LENGTH = 200;
