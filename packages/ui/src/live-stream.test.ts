import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "./fake-event-source.fixture.ts";
import { listenLive, RECONNECT, reconnectDelay } from "./live-stream.ts";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const last = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no stream opened");
  return source;
};

describe("the wait before a refused stream is opened again", () => {
  it("doubles up to a minute, drawn between half of its ceiling and all of it", () => {
    const lowest = (attempt: number) => reconnectDelay(attempt, () => 0);
    const highest = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(highest)).toEqual([
      3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000, 60_000,
    ]);
    expect([0, 1, 5, 100].map(lowest)).toEqual([1_500, 3_000, 30_000, 30_000]);
    for (let attempt = 0; attempt < 12; attempt++) {
      const wait = reconnectDelay(attempt);
      expect(wait).toBeGreaterThanOrEqual(lowest(attempt));
      expect(wait).toBeLessThanOrEqual(highest(attempt));
      expect(wait).toBeLessThanOrEqual(RECONNECT.maxMs);
    }
  });
});

describe("a page's live stream", () => {
  it("is opened once per tab: a second listener of the same address shares it", () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listenLive("/v2/public/events", { on: { catalog: first } });
    const stopSecond = listenLive("/v2/public/events", { on: { catalog: second } });
    expect(FakeEventSource.opened).toHaveLength(1);
    last().send("catalog", { version: "1" });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    expect(last().readyState).not.toBe(FakeEventSource.CLOSED);
    stopSecond();
    expect(last().readyState).toBe(FakeEventSource.CLOSED);
    // Once closed, the next listener opens it again.
    const stopThird = listenLive("/v2/public/events", { on: {} });
    expect(FakeEventSource.opened).toHaveLength(2);
    stopThird();
  });

  it("leaves a network cut to the browser, and after refusals waits longer each time, then starts over", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(1);
    const down = vi.fn();
    const stop = listenLive("/v2/public/events", { on: {}, onDown: down });
    last().open();
    last().fail(false);
    expect(down).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    // Refused (429, 503): closed for good, opened again after 3 s, then 6 s.
    last().fail(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    last().fail(true);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    // Let in: the next refusal starts from the first wait again.
    last().open();
    last().fail(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(FakeEventSource.opened).toHaveLength(4);
    stop();
    vi.mocked(Math.random).mockRestore();
  });

  it("lets go when its listener says the refusal is final, and never reopens after it stopped", async () => {
    vi.useFakeTimers();
    listenLive("/v2/staff/events?token=a", { on: {}, onRefused: async () => "stop" });
    last().fail(true);
    await vi.advanceTimersByTimeAsync(RECONNECT.maxMs);
    expect(FakeEventSource.opened).toHaveLength(1);
    const stop = listenLive("/v2/staff/events?token=b", { on: {} });
    last().fail(true);
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT.maxMs);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
