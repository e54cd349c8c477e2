import { describe, expect, it } from "vitest";
import { dayIndexOf, salesHeat, serviceDaysBetween } from "./period-report.ts";
import type { SoldOrder } from "./sold-order.ts";

const PARIS = "Europe/Paris";

const paidAt = (iso: string) => ({ paidAt: new Date(iso) }) as SoldOrder;

describe("les journées d'une période", () => {
  it("comptent chaque jour, et rangent chaque instant dans sa journée de service", () => {
    const days = serviceDaysBetween("2026-10-24", "2026-10-26", 240, PARIS);
    expect(days.map((day) => day.date)).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    // 25 hours the day clocks go back.
    expect(((days[0]?.end.getTime() ?? 0) - (days[0]?.start.getTime() ?? 0)) / 3_600_000).toBe(25);
    // Sunday 25 October, 01:30 in Paris: Saturday's service.
    expect(dayIndexOf(days, new Date("2026-10-24T23:30:00Z"))).toBe(0);
    expect(dayIndexOf(days, new Date("2026-10-25T03:00:00Z"))).toBe(1);
    expect(dayIndexOf(days, new Date("2026-10-24T01:00:00Z"))).toBe(-1);
    expect(dayIndexOf(days, new Date("2026-10-27T03:00:00Z"))).toBe(-1);
  });

  it("place les ventes sur l'horloge du restaurant, lundi d'abord", () => {
    const heat = salesHeat(
      [
        // Monday 23 November 2026, 12:10 and 12:50 in Paris.
        paidAt("2026-11-23T11:10:00Z"),
        paidAt("2026-11-23T11:50:00Z"),
        // Sunday 29 November, 00:30 in Paris (Saturday's service, but Sunday's clock).
        paidAt("2026-11-28T23:30:00Z"),
      ],
      PARIS,
    );
    expect(heat).toHaveLength(7);
    expect(heat[0]?.[12]).toBe(2);
    expect(heat[6]?.[0]).toBe(1);
    expect(heat.flat().reduce((a, b) => a + b, 0)).toBe(3);
  });
});
