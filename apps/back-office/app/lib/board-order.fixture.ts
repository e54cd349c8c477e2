import type { BoardOrderPayload, BoardStatePayload } from "@comptoir/contracts";

/** An order as the board receives it, a cash pickup waiting for an answer, with `changes` over it. */
export function boardOrder(changes: Partial<BoardOrderPayload> = {}): BoardOrderPayload {
  return {
    id: 1,
    number: "n° 1",
    progress: "placed",
    actions: ["accept", "refuse"],
    is_pickup: true,
    payment_method: "cash",
    paid: false,
    refunded: false,
    refund_pending: false,
    to_collect: 12.5,
    placed_at: "2026-11-24T11:00:00.000Z",
    board_at: "2026-11-24T11:00:00.000Z",
    delivery_date: "2026-11-24",
    slot: null,
    promised_at: "2026-11-24T11:20:00.000Z",
    customer: { first_name: "Léa", last_name: "Martin", phone: "06 12 34 56 78", email: "lea@example.fr" },
    address: null,
    items: [],
    subtotal: 12.5,
    discount: 0,
    delivery: 0,
    total: 12.5,
    coupon: null,
    history: [{ progress: "placed", at: "2026-11-24T11:00:00.000Z", by: null, reason: null, ready_at: null }],
    cash_collected: null,
    ...changes,
  };
}

/** The board's state as its stream sends it: these orders, no automatic acceptance, no pause. */
export function boardStateOf(
  orders: BoardOrderPayload[],
  changes: Partial<BoardStatePayload> = {},
): BoardStatePayload {
  return {
    orders,
    kitchen: { auto_accept: false },
    pause: { ordering: null, delivery: null },
    now: "2026-11-24T11:00:00.000Z",
    ...changes,
  };
}
