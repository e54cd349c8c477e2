// @vitest-environment happy-dom

import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTick } from "./use-tick.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the board's shared tick", () => {
  it("renders every timer again each second from one interval, stopped once nobody listens", () => {
    vi.useFakeTimers();
    const first = renderHook(() => useTick());
    const second = renderHook(() => useTick());
    expect(vi.getTimerCount()).toBe(1);
    const start = first.result.current;
    act(() => vi.advanceTimersByTime(3_000));
    expect(first.result.current).toBe(start + 3);
    expect(second.result.current).toBe(start + 3);
    first.unmount();
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
