import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiContext, clockContext } from "../page-context.ts";
import { todayServiceDay } from "./service-day.server.ts";

/** A page's server context: the shop's settings as the in-process API gives them, and its clock. */
function contextAt(instant: string, settings: { name: string; value: unknown }[] = []) {
  const context = new RouterContextProvider();
  context.set(apiContext, async () => new Response(JSON.stringify({ status: "success", payload: settings })));
  context.set(clockContext, () => new Date(instant));
  return context;
}

describe("today's service day", () => {
  it("is still yesterday's before 04:00 on the shop's clock, in the restaurant's zone", async () => {
    // 02:30 in Paris on Wednesday: Tuesday's service.
    expect(await todayServiceDay(contextAt("2026-11-25T01:30:00Z"))).toBe("2026-11-24");
    expect(await todayServiceDay(contextAt("2026-11-25T03:00:00Z"))).toBe("2026-11-25");
  });

  it("follows the owner's closing hour and the restaurant's zone", async () => {
    const midnight = [{ name: "reports.day_closes_at", value: "00:00" }];
    expect(await todayServiceDay(contextAt("2026-11-24T23:30:00Z", midnight))).toBe("2026-11-25");
    const late = [
      { name: "reports.day_closes_at", value: "06:00" },
      { name: "restaurant.time_zone", value: "America/Martinique" },
    ];
    // 05:30 in Martinique (09:30 UTC): still the day before's service.
    expect(await todayServiceDay(contextAt("2026-11-25T09:30:00Z", late))).toBe("2026-11-24");
  });

  it("closes at 04:00 when the setting is not a time", async () => {
    const wrong = [{ name: "reports.day_closes_at", value: "4h" }];
    expect(await todayServiceDay(contextAt("2026-11-25T02:59:00Z", wrong))).toBe("2026-11-24");
  });
});
