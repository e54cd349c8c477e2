import { describe, expect, it } from "vitest";
import { boardOrder } from "./board-order.fixture.ts";
import { arrivalsAmong, CHIME_REPEAT_MS, chimeDue, waitingOrders } from "./order-alert.ts";

describe("arrivals", () => {
  it("are none when the board opens: what it finds is not news", () => {
    expect(arrivalsAmong([boardOrder({ id: 1 })], null)).toEqual([]);
  });

  it("are the live orders the board never saw, accepted by the shop itself or waiting", () => {
    const orders = [
      boardOrder({ id: 1 }),
      boardOrder({ id: 2, progress: "accepted" }),
      boardOrder({ id: 3 }),
      // Placed and refused while the board was away: history, not news.
      boardOrder({ id: 4, progress: "refused" }),
    ];
    expect(arrivalsAmong(orders, new Set([1])).map((order) => order.id)).toEqual([2, 3]);
  });

  it("wait for an answer only while placed", () => {
    const orders = [boardOrder({ id: 1 }), boardOrder({ id: 2, progress: "accepted" })];
    expect(waitingOrders(orders).map((order) => order.id)).toEqual([1]);
  });
});

describe("the chime", () => {
  const now = 1_000_000;

  it("sounds at once for each arrival, even with nothing waiting (automatic acceptance)", () => {
    expect(chimeDue({ arrivals: 1, waiting: 0, lastChimeAt: now, now })).toBe(true);
  });

  it("is silent when nothing arrives and nothing waits", () => {
    expect(chimeDue({ arrivals: 0, waiting: 0, lastChimeAt: null, now })).toBe(false);
  });

  it("repeats while an order waits, not sooner than its interval", () => {
    expect(chimeDue({ arrivals: 0, waiting: 1, lastChimeAt: null, now })).toBe(true);
    expect(chimeDue({ arrivals: 0, waiting: 2, lastChimeAt: now - CHIME_REPEAT_MS + 1, now })).toBe(false);
    expect(chimeDue({ arrivals: 0, waiting: 1, lastChimeAt: now - CHIME_REPEAT_MS, now })).toBe(true);
  });
});
