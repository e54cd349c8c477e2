import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shopClockFrom } from "./shop-clock.ts";

describe("the shop's clock in a page", () => {
  it("runs on from the server's reading, whatever the device's clock says", () => {
    let device = Date.parse("2026-11-26T08:00:00Z");
    const now = shopClockFrom("2026-11-24T11:00:00.000Z", () => device);
    expect(now().toISOString()).toBe("2026-11-24T11:00:00.000Z");
    device += 90_000;
    expect(now().toISOString()).toBe("2026-11-24T11:01:30.000Z");
  });

  it("keeps the server's time for any difference between the two clocks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.nat({ max: 86_400_000 }),
        (server, device, elapsed) => {
          let reading = device;
          const now = shopClockFrom(new Date(server).toISOString(), () => reading);
          reading += elapsed;
          expect(now().getTime()).toBe(server + elapsed);
        },
      ),
    );
  });

  it("is the device's clock when the server gave no reading, or an unreadable one", () => {
    expect(shopClockFrom(undefined, () => 42)().getTime()).toBe(42);
    expect(shopClockFrom("hier", () => 42)().getTime()).toBe(42);
  });
});
