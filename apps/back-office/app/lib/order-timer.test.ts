import { describe, expect, it } from "vitest";
import { boardOrder } from "./board-order.fixture.ts";
import { elapsedLabel, timerLevel } from "./order-timer.ts";

const arrived = Date.parse("2026-11-24T11:00:00.000Z");
const minutes = (count: number) => arrived + count * 60_000;

describe("an order's timer", () => {
  it("counts whole minutes since the order reached the board, never below zero", () => {
    const since = "2026-11-24T11:00:00.000Z";
    expect(elapsedLabel(since, arrived - 30_000)).toBe("0 min");
    expect(elapsedLabel(since, minutes(0.99))).toBe("0 min");
    expect(elapsedLabel(since, minutes(12))).toBe("12 min");
    expect(elapsedLabel(since, minutes(65))).toBe("1 h 05");
  });

  it("warns a waiting order at 2 minutes, and calls it late at 5", () => {
    const waiting = boardOrder({ progress: "placed" });
    expect(timerLevel(waiting, minutes(1.9))).toBe("calm");
    expect(timerLevel(waiting, minutes(2))).toBe("soon");
    expect(timerLevel(waiting, minutes(5))).toBe("late");
  });

  it("judges the kitchen's work by its promise, not its age: an order for tonight is calm at noon", () => {
    const promised = "2026-11-24T11:20:00.000Z";
    const cooking = boardOrder({ progress: "preparing", promised_at: promised });
    expect(timerLevel(cooking, minutes(14))).toBe("calm");
    expect(timerLevel(cooking, minutes(15))).toBe("soon");
    expect(timerLevel(cooking, minutes(20))).toBe("late");
    const tonight = boardOrder({ progress: "accepted", promised_at: "2026-11-24T18:30:00.000Z" });
    expect(timerLevel(tonight, minutes(90))).toBe("calm");
  });

  it("lets a ready order wait 10 minutes past its promise before warning, 20 before calling it late", () => {
    const ready = boardOrder({ progress: "ready", promised_at: "2026-11-24T11:20:00.000Z" });
    expect(timerLevel(ready, minutes(29))).toBe("calm");
    expect(timerLevel(ready, minutes(30))).toBe("soon");
    expect(timerLevel({ ...ready, progress: "out_for_delivery" }, minutes(40))).toBe("late");
  });

  it("shows no timer on a finished order", () => {
    for (const progress of ["completed", "refused", "cancelled"] as const) {
      expect(timerLevel(boardOrder({ progress }), minutes(90))).toBeNull();
    }
  });
});
