import type { BoardOrderPayload, BoardStatePayload } from "@comptoir/contracts";
import type { OrderProgress } from "@comptoir/domain";

/** The board's columns, in the kitchen's order of work (ADR 044). */
export const BOARD_COLUMNS = [
  { key: "to_accept", progresses: ["placed"] },
  // Accepted and being made are one column: both are the kitchen's work in hand.
  { key: "in_kitchen", progresses: ["accepted", "preparing"] },
  { key: "ready", progresses: ["ready"] },
  { key: "delivering", progresses: ["out_for_delivery"] },
  { key: "done", progresses: ["completed", "refused", "cancelled"] },
] as const satisfies readonly { key: string; progresses: readonly OrderProgress[] }[];

type BoardColumnKey = (typeof BOARD_COLUMNS)[number]["key"];

export interface BoardColumn {
  key: BoardColumnKey;
  orders: BoardOrderPayload[];
}

const instant = (iso: string) => Date.parse(iso);

/**
 * The orders in their columns. Waiting orders come oldest first (the first to arrive is the first
 * to answer), work in hand and ready orders by the time promised, finished ones latest first.
 */
export function boardColumns(orders: readonly BoardOrderPayload[]): BoardColumn[] {
  return BOARD_COLUMNS.map(({ key, progresses }) => {
    const inColumn = orders.filter((order) =>
      (progresses as readonly OrderProgress[]).includes(order.progress),
    );
    const sorted =
      key === "to_accept"
        ? inColumn.sort((a, b) => instant(a.board_at) - instant(b.board_at) || a.id - b.id)
        : key === "done"
          ? inColumn.sort((a, b) => lastChangeOf(b) - lastChangeOf(a) || b.id - a.id)
          : inColumn.sort((a, b) => instant(a.promised_at) - instant(b.promised_at) || a.id - b.id);
    return { key, orders: sorted };
  });
}

function lastChangeOf(order: BoardOrderPayload): number {
  const last = order.history.at(-1);
  return instant(last?.at ?? order.board_at);
}

/** The board after an `order` event: the order replaced, or added when it just reached the board. */
export function withOrder(state: BoardStatePayload, order: BoardOrderPayload): BoardStatePayload {
  const known = state.orders.some((each) => each.id === order.id);
  return {
    ...state,
    orders: known
      ? state.orders.map((each) => (each.id === order.id ? order : each))
      : [...state.orders, order],
  };
}
