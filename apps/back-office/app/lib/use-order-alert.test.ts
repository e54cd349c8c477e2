// @vitest-environment happy-dom
import type { BoardStatePayload } from "@comptoir/contracts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boardOrder, boardStateOf } from "./board-order.fixture.ts";
import { Chime } from "./chime.ts";
import { CHIME_REPEAT_MS } from "./order-alert.ts";
import { useOrderAlert } from "./use-order-alert.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const board = (...orders: ReturnType<typeof boardOrder>[]): BoardStatePayload => boardStateOf(orders);

describe("the board's alert", () => {
  it("announces each arrival, not what the board found when it opened, and rings until answered", () => {
    vi.useFakeTimers();
    const ring = vi.spyOn(Chime.prototype, "ring").mockImplementation(() => {});
    const onArrival = vi.fn();
    const { result, rerender } = renderHook(
      ({ state }) => useOrderAlert(state, { soundOn: true, onArrival }),
      {
        initialProps: { state: board(boardOrder({ id: 1, progress: "accepted" })) },
      },
    );
    expect(result.current.announcement).toBe("");
    expect(onArrival).not.toHaveBeenCalled();

    rerender({
      state: board(boardOrder({ id: 1, progress: "accepted" }), boardOrder({ id: 2, number: "n° 2" })),
    });
    expect(result.current.announcement).toBe("Nouvelle commande n° 2 à accepter.");
    expect(onArrival).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(ring).toHaveBeenCalledTimes(1);

    // Still waiting: it rings again, then stops once answered.
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS));
    expect(ring).toHaveBeenCalledTimes(2);
    rerender({
      state: board(boardOrder({ id: 1, progress: "accepted" }), boardOrder({ id: 2, progress: "accepted" })),
    });
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(ring).toHaveBeenCalledTimes(2);
  });

  it("rings once for an order the shop accepted by itself, and stays silent with the sound off", () => {
    const ring = vi.spyOn(Chime.prototype, "ring").mockImplementation(() => {});
    const { result, rerender } = renderHook(
      ({ state, soundOn }) => useOrderAlert(state, { soundOn, onArrival: () => {} }),
      { initialProps: { state: board(), soundOn: true } },
    );
    rerender({ state: board(boardOrder({ id: 3, number: "n° 3", progress: "accepted" })), soundOn: true });
    expect(result.current.announcement).toBe("Nouvelle commande n° 3, acceptée automatiquement.");
    expect(ring).toHaveBeenCalledTimes(1);
    rerender({
      state: board(boardOrder({ id: 3, progress: "accepted" }), boardOrder({ id: 4, progress: "accepted" })),
      soundOn: false,
    });
    expect(ring).toHaveBeenCalledTimes(1);
  });
});
