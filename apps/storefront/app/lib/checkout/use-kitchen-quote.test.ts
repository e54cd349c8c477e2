// @vitest-environment happy-dom

import type { KitchenQuoteBody, KitchenQuotePayload } from "@comptoir/contracts";
import { FakeEventSource } from "@comptoir/ui/fake-event-source.fixture.ts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KITCHEN_EVENT, useKitchenQuote } from "./use-kitchen-quote.ts";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let TODAY: KitchenQuoteBody;
let nextItem = 1;
// A question of its own per test: the tab's last answer is kept for the same question (below).
beforeEach(() => {
  nextItem += 1;
  TODAY = { mode: "pickup", date: "2026-11-24", lines: [{ item_id: nextItem, quantity: 2 }] };
});

/** A server answering each quote with the next of `answers` (the last one again once they run out). */
function fakeServer(answers: (KitchenQuotePayload | "error")[]) {
  const asked: KitchenQuoteBody[] = [];
  const fetcher = vi.fn(async (_path: string, init?: RequestInit) => {
    asked.push(JSON.parse(String(init?.body)) as KitchenQuoteBody);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    return answer === "error"
      ? new Response(JSON.stringify({ status: "error", code: "x", message: "Indisponible" }), { status: 503 })
      : new Response(JSON.stringify({ status: "success", payload: answer }), { status: 200 });
  });
  return { fetcher, asked };
}

const quote = (asap: string, full: string[] = []): KitchenQuotePayload => ({ load: 6, asap, full });
// Events ask again at once in these tests (no spreading).
const options = (fetcher: ReturnType<typeof fakeServer>["fetcher"]) => ({ fetcher, random: () => 0 });

describe("the kitchen's quote on the when-step", () => {
  it("asks for the cart, the mode and the day, and again when one of them changes", async () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z"), quote("2026-11-24T11:40:00.000Z")]);
    const { result, rerender } = renderHook(({ body }) => useKitchenQuote(body, options(server.fetcher)), {
      initialProps: { body: TODAY },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:25:00.000Z"));
    expect(server.fetcher).toHaveBeenCalledWith(
      "/v2/public/kitchen/quote",
      expect.objectContaining({ method: "POST" }),
    );
    expect(server.asked).toEqual([TODAY]);

    // The same question in a new object asks nothing.
    rerender({ body: { ...TODAY, lines: [...TODAY.lines] } });
    expect(server.asked).toHaveLength(1);

    // Another day: nothing shown from the other day's answer, then this day's.
    const tomorrow = { ...TODAY, date: "2026-11-25" };
    rerender({ body: tomorrow });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:40:00.000Z"));
    expect(server.asked.at(-1)).toEqual(tomorrow);
  });

  it("asks again when the stream says the kitchen changed, on the page's shared stream", async () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z"), quote("2026-11-24T11:50:00.000Z")]);
    const { result } = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:25:00.000Z"));
    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe("/v2/public/events");
    act(() => stream?.send(KITCHEN_EVENT, {}));
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:50:00.000Z"));
    expect(server.asked).toHaveLength(2);
  });

  it("asks again when the page comes back to the foreground", async () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z"), quote("2026-11-24T11:30:00.000Z")]);
    const { result } = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:25:00.000Z"));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:30:00.000Z"));
  });

  it("keeps the last answer when asking again fails, and asks nothing for an empty cart", async () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z"), "error"]);
    const { result } = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    await waitFor(() => expect(result.current?.asap).toBe("2026-11-24T11:25:00.000Z"));
    act(() => FakeEventSource.opened[0]?.send(KITCHEN_EVENT, {}));
    await waitFor(() => expect(server.asked).toHaveLength(2));
    expect(result.current?.asap).toBe("2026-11-24T11:25:00.000Z");

    const empty = fakeServer([quote("2026-11-24T11:25:00.000Z")]);
    renderHook(() => useKitchenQuote({ ...TODAY, lines: [] }, options(empty.fetcher)));
    expect(empty.fetcher).not.toHaveBeenCalled();
  });

  it("shows the tab's last answer to the same question at once, then asks again", async () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z"), quote("2026-11-24T11:35:00.000Z")]);
    const first = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    await waitFor(() => expect(first.result.current?.asap).toBe("2026-11-24T11:25:00.000Z"));
    first.unmount();
    const again = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    expect(again.result.current?.asap).toBe("2026-11-24T11:25:00.000Z");
    await waitFor(() => expect(again.result.current?.asap).toBe("2026-11-24T11:35:00.000Z"));
    // Another question starts with nothing.
    const other = renderHook(() => useKitchenQuote({ ...TODAY, mode: "delivery" }, options(server.fetcher)));
    expect(other.result.current).toBeNull();
  });

  it("lets go of the stream when the step goes", () => {
    const server = fakeServer([quote("2026-11-24T11:25:00.000Z")]);
    const { unmount } = renderHook(() => useKitchenQuote(TODAY, options(server.fetcher)));
    const stream = FakeEventSource.opened[0];
    unmount();
    expect(stream?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
