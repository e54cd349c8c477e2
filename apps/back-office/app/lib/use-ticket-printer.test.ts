// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boardOrder } from "./board-order.fixture.ts";
import { useTicketPrinter } from "./use-ticket-printer.ts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the tickets' printer", () => {
  it("prints each order asked for, one after the other, even the same twice", async () => {
    const printed: (number | undefined)[] = [];
    let current: ReturnType<typeof useTicketPrinter> | null = null;
    // happy-dom has no print(): the browser's dialog is this function here.
    Object.defineProperty(window, "print", {
      configurable: true,
      value: () => printed.push(current?.order?.id),
    });
    const { result } = renderHook(() => {
      current = useTicketPrinter();
      return current;
    });
    act(() => {
      result.current.print(boardOrder({ id: 1 }));
      result.current.print(boardOrder({ id: 2 }));
    });
    await waitFor(() => expect(printed).toEqual([1, 2]));
    await waitFor(() => expect(result.current.order).toBeNull());
    act(() => result.current.print(boardOrder({ id: 2 })));
    await waitFor(() => expect(printed).toEqual([1, 2, 2]));
  });
});
