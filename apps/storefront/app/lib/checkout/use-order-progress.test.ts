// @vitest-environment happy-dom

import { FakeEventSource } from "@comptoir/ui/fake-event-source.fixture.ts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderProgress } from "./use-order-progress.ts";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (progress: string, reason: string | null = null) => ({
  progress,
  ready_at: "2026-11-24T11:40:00.000Z",
  reason,
  history: [],
});

describe("the order's progress on /success", () => {
  it("waits for the order, follows its stream, and lets go once the order is over", () => {
    const { result, rerender } = renderHook(({ order }) => useOrderProgress(order), {
      initialProps: { order: null as { order_id: number; local_id: string } | null },
    });
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender({ order: { order_id: 12, local_id: "clé+locale" } });
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe("/v2/public/checkout/orders/12/events?local_id=cl%C3%A9%2Blocale");
    act(() => source?.send("progress", event("placed")));
    expect(result.current?.progress).toBe("placed");
    act(() => source?.send("progress", event("accepted")));
    expect(result.current?.progress).toBe("accepted");
    expect(source?.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => source?.send("progress", event("refused", "Complet")));
    expect(result.current?.reason).toBe("Complet");
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
