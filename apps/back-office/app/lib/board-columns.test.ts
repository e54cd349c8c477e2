import { ORDER_PROGRESSES } from "@comptoir/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOARD_COLUMNS, boardColumns, withOrder } from "./board-columns.ts";
import { boardOrder, boardStateOf } from "./board-order.fixture.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 11, minute)).toISOString();

describe("the board's columns", () => {
  it("puts every order in exactly one column, whatever its progress", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_PROGRESSES), { maxLength: 20 }), (progresses) => {
        const orders = progresses.map((progress, index) => boardOrder({ id: index + 1, progress }));
        const shown = boardColumns(orders).flatMap((column) => column.orders.map((order) => order.id));
        expect(shown.sort((a, b) => a - b)).toEqual(orders.map((order) => order.id));
      }),
    );
  });

  it("keeps the kitchen's order of work: to accept, in the kitchen, ready, out, done", () => {
    expect(BOARD_COLUMNS.map((column) => column.key)).toEqual([
      "to_accept",
      "in_kitchen",
      "ready",
      "delivering",
      "done",
    ]);
    const columns = boardColumns([
      boardOrder({ id: 1, progress: "preparing" }),
      boardOrder({ id: 2, progress: "accepted" }),
      boardOrder({ id: 3, progress: "cancelled" }),
    ]);
    expect(
      columns.find((column) => column.key === "in_kitchen")?.orders.map((order) => order.id),
    ).toHaveLength(2);
    expect(columns.find((column) => column.key === "done")?.orders.map((order) => order.id)).toEqual([3]);
  });

  it("answers the first arrived first, makes the soonest promised first, shows the latest finished first", () => {
    const columns = boardColumns([
      boardOrder({ id: 1, board_at: at(5) }),
      boardOrder({ id: 2, board_at: at(1) }),
      boardOrder({ id: 3, progress: "accepted", promised_at: at(40) }),
      boardOrder({ id: 4, progress: "preparing", promised_at: at(30) }),
      boardOrder({
        id: 5,
        progress: "completed",
        history: [{ progress: "completed", at: at(10), by: "Samir", reason: null, ready_at: null }],
      }),
      boardOrder({
        id: 6,
        progress: "refused",
        history: [{ progress: "refused", at: at(20), by: "Samir", reason: "Complet", ready_at: null }],
      }),
    ]);
    const ids = (key: string) =>
      columns.find((column) => column.key === key)?.orders.map((order) => order.id);
    expect(ids("to_accept")).toEqual([2, 1]);
    expect(ids("in_kitchen")).toEqual([4, 3]);
    expect(ids("done")).toEqual([6, 5]);
  });
});

describe("an order event on the board", () => {
  it("replaces the order it names and adds one that just arrived", () => {
    const state = boardStateOf([boardOrder({ id: 1 }), boardOrder({ id: 2 })]);
    const accepted = withOrder(state, boardOrder({ id: 2, progress: "accepted" }));
    expect(accepted.orders.map((order) => [order.id, order.progress])).toEqual([
      [1, "placed"],
      [2, "accepted"],
    ]);
    expect(withOrder(accepted, boardOrder({ id: 3 })).orders.map((order) => order.id)).toEqual([1, 2, 3]);
  });
});
