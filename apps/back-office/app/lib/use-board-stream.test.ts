// @vitest-environment happy-dom

import { FakeEventSource } from "@comptoir/ui/fake-event-source.fixture.ts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boardOrder, boardStateOf } from "./board-order.fixture.ts";
import { useBoardStream } from "./use-board-stream.ts";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stream = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no stream opened");
  return source;
};

describe("the board's live stream", () => {
  it("opens with the token in the address, takes the snapshot, then each order and the switches", () => {
    const { result } = renderHook(() => useBoardStream("jeton à part", async () => "stop"));
    expect(stream().url).toBe("/v2/staff/events?token=jeton%20%C3%A0%20part");
    act(() => stream().open());
    expect(result.current.live).toBe(true);
    act(() =>
      stream().send("snapshot", {
        orders: [boardOrder({ id: 1 })],
        kitchen: { auto_accept: false },
        pause: { ordering: null, delivery: null },
        now: "2026-11-24T11:00:00.000Z",
      }),
    );
    act(() => stream().send("order", boardOrder({ id: 2 })));
    act(() => stream().send("order", boardOrder({ id: 1, progress: "accepted" })));
    act(() => stream().send("kitchen", { auto_accept: true }));
    const pause = { until: "2026-11-24T11:30:00.000Z", reason: "Coupure de gaz" };
    act(() =>
      stream().send("pause", { pause: { ordering: pause, delivery: null }, now: "2026-11-24T11:01:00.000Z" }),
    );
    // The pause, and the shop's clock read again with it.
    expect(result.current.state?.pause.ordering).toEqual(pause);
    expect(result.current.state?.now).toBe("2026-11-24T11:01:00.000Z");
    expect(result.current.state?.orders.map((order) => [order.id, order.progress])).toEqual([
      [1, "accepted"],
      [2, "placed"],
    ]);
    expect(result.current.state?.kitchen.auto_accept).toBe(true);
    // An action's answer shows at once, before its event.
    act(() => result.current.putOrder(boardOrder({ id: 2, progress: "refused" })));
    expect(result.current.state?.orders[1]?.progress).toBe("refused");
  });

  it("leaves a network cut to the browser, and reopens after an error answer when the session lives", async () => {
    vi.useFakeTimers();
    const onClosed = vi.fn(async () => "reopen" as const);
    const { result } = renderHook(() => useBoardStream("jeton", onClosed));
    act(() => stream().open());
    act(() => stream().fail(false));
    expect(result.current.live).toBe(false);
    expect(onClosed).not.toHaveBeenCalled();
    await act(async () => stream().fail(true));
    expect(onClosed).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("stops once the session is over, and closes the stream when the board goes", async () => {
    const { unmount } = renderHook(() => useBoardStream("jeton", async () => "stop"));
    const first = stream();
    await act(async () => first.fail(true));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    unmount();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("waits for the snapshot before taking an order or a switch, and opens nothing without a token", () => {
    const { result } = renderHook(() => useBoardStream("jeton", async () => "stop"));
    act(() => stream().open());
    act(() => stream().send("order", boardOrder({ id: 2 })));
    act(() => stream().send("kitchen", { auto_accept: true }));
    act(() => result.current.putOrder(boardOrder({ id: 3 })));
    act(() => result.current.putKitchen({ auto_accept: true }));
    expect(result.current.state).toBeNull();

    act(() => stream().send("snapshot", boardStateOf([])));
    act(() => result.current.putKitchen({ auto_accept: true }));
    expect(result.current.state).toEqual(boardStateOf([], { kitchen: { auto_accept: true } }));
    cleanup();

    FakeEventSource.opened = [];
    const signedOut = renderHook(() => useBoardStream(null, async () => "stop"));
    expect(FakeEventSource.opened).toEqual([]);
    expect(signedOut.result.current.live).toBe(false);
  });
});
