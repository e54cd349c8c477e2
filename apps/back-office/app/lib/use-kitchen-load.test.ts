// @vitest-environment happy-dom

import type { KitchenLoadPayload } from "@comptoir/contracts";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kitchenLoadOf } from "./kitchen-load.fixture.ts";
import { useKitchenLoad } from "./use-kitchen-load.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Answer = ApiResult<KitchenLoadPayload>;
const ok = (payload: KitchenLoadPayload): Answer => ({ ok: true, status: 200, payload });

/** A server whose answers the test gives one by one, in the order it chooses. */
function server() {
  const pending: ((answer: Answer) => void)[] = [];
  const read = vi.fn(() => new Promise<Answer>((resolve) => pending.push(resolve)));
  return {
    read,
    answer: async (index: number, answer: Answer) => {
      await act(async () => pending[index]?.(answer));
    },
  };
}

/** The shop's clock at 12:05 in Paris whatever the machine's: the board's own offset clock. */
const shopClock = (start = Date.parse("2026-11-24T11:05:00.000Z")) => {
  const offset = start - Date.now();
  return () => new Date(Date.now() + offset);
};

describe("the kitchen's load on the board", () => {
  it("is read when the board opens and again each time the stream hears something, keeping the newest answer", async () => {
    const { read, answer } = server();
    const shopNow = shopClock();
    const { result, rerender } = renderHook(
      ({ heard }) => useKitchenLoad({ read, heard, shopNow, onUnauthorized: vi.fn() }),
      { initialProps: { heard: {} as unknown } },
    );
    expect(read).toHaveBeenCalledTimes(1);
    rerender({ heard: {} });
    expect(read).toHaveBeenCalledTimes(2);
    // The second reading answers first; the first one's late answer is older, and dropped.
    const newest = kitchenLoadOf({ now: "2026-11-24T11:06:00.000Z" });
    await answer(1, ok(newest));
    await answer(0, ok(kitchenLoadOf()));
    expect(result.current.load).toBe(newest);
  });

  it("takes the answer to a coup de feu at once, over a reading still under way", async () => {
    const { read, answer } = server();
    const { result } = renderHook(() =>
      useKitchenLoad({ read, heard: null, shopNow: shopClock(), onUnauthorized: vi.fn() }),
    );
    const rush = kitchenLoadOf({
      rush: { extra_minutes: 20, close: false, until: "2026-11-24T12:00:00.000Z" },
    });
    act(() => result.current.put(rush));
    await answer(0, ok(kitchenLoadOf()));
    expect(result.current.load).toBe(rush);
  });

  it("is read again at the next quarter hour of the shop's clock, and when the coup de feu ends", async () => {
    vi.useFakeTimers();
    const { read, answer } = server();
    const shopNow = shopClock();
    renderHook(() => useKitchenLoad({ read, heard: null, shopNow, onUnauthorized: vi.fn() }));
    // A coup de feu until 12:10, before the next window at 12:15.
    await answer(
      0,
      ok(kitchenLoadOf({ rush: { extra_minutes: 10, close: false, until: "2026-11-24T11:10:00.000Z" } })),
    );
    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(2 * 60_000));
    expect(read).toHaveBeenCalledTimes(2);
    // Now 12:11: the next change is the window of 12:15.
    await answer(1, ok(kitchenLoadOf()));
    await act(async () => vi.advanceTimersByTime(3 * 60_000));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(2 * 60_000));
    expect(read).toHaveBeenCalledTimes(3);
    // A refused reading does not stop the quarter hours.
    await answer(2, { ok: false, status: 503, code: null, message: "Serveur occupé." });
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("says the server's refusal, and ends the session on a 401", async () => {
    const { read, answer } = server();
    const onUnauthorized = vi.fn();
    const { result, rerender } = renderHook(
      ({ heard }) => useKitchenLoad({ read, heard, shopNow: shopClock(), onUnauthorized }),
      { initialProps: { heard: 1 } },
    );
    await answer(0, { ok: false, status: 404, code: "not_found", message: "Introuvable." });
    expect(result.current.problem).toBe("Introuvable.");
    rerender({ heard: 2 });
    await answer(1, { ok: false, status: 401, code: "staff_unauthorized", message: "Session terminée." });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    rerender({ heard: 3 });
    await answer(2, ok(kitchenLoadOf()));
    expect(result.current.problem).toBeNull();
  });
});
