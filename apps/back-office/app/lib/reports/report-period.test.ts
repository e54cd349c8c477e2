import { describe, expect, it } from "vitest";
import {
  daysBetween,
  monthOf,
  periodFromSearch,
  periodSearch,
  shiftPeriod,
  weekOf,
} from "./report-period.ts";

describe("the periods", () => {
  it("a week runs Monday to Sunday", () => {
    expect(weekOf("2026-11-26")).toEqual({ kind: "week", from: "2026-11-23", to: "2026-11-29" });
    expect(weekOf("2026-11-23")).toEqual({ kind: "week", from: "2026-11-23", to: "2026-11-29" });
    expect(weekOf("2026-11-29")).toEqual({ kind: "week", from: "2026-11-23", to: "2026-11-29" });
  });

  it("a month runs to its last day, February's of a leap year included", () => {
    expect(monthOf("2026-11-24")).toEqual({ kind: "month", from: "2026-11-01", to: "2026-11-30" });
    expect(monthOf("2026-02-10").to).toBe("2026-02-28");
    expect(monthOf("2028-02-10").to).toBe("2028-02-29");
    expect(monthOf("2026-12-31")).toEqual({ kind: "month", from: "2026-12-01", to: "2026-12-31" });
  });

  it("move by a week, a month, or their own length", () => {
    expect(shiftPeriod(weekOf("2026-11-24"), -1)).toEqual(weekOf("2026-11-16"));
    expect(shiftPeriod(monthOf("2026-12-05"), 1)).toEqual(monthOf("2027-01-01"));
    expect(shiftPeriod(monthOf("2026-03-31"), -1)).toEqual(monthOf("2026-02-01"));
    expect(shiftPeriod({ kind: "custom", from: "2026-11-20", to: "2026-11-24" }, -1)).toEqual({
      kind: "custom",
      from: "2026-11-15",
      to: "2026-11-19",
    });
  });

  it("count their days", () => {
    expect(daysBetween("2026-11-23", "2026-11-29")).toBe(6);
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(30);
    expect(daysBetween("2026-11-24", "2026-11-23")).toBe(-1);
  });

  it("are named by the address, and read back from it", () => {
    const read = (search: string) => periodFromSearch(new URLSearchParams(search), "2026-11-24");
    expect(read("")).toEqual(weekOf("2026-11-24"));
    expect(read("?vue=mois&du=2026-10-01")).toEqual(monthOf("2026-10-01"));
    expect(read("?vue=personnalisee&du=2026-11-01&au=2026-11-10")).toEqual({
      kind: "custom",
      from: "2026-11-01",
      to: "2026-11-10",
    });
    // An unreadable address falls back on today's week.
    expect(read("?vue=personnalisee&du=2026-02-30&au=x")).toEqual(weekOf("2026-11-24"));
    for (const period of [
      weekOf("2026-11-24"),
      monthOf("2026-02-02"),
      shiftPeriod(weekOf("2026-11-24"), 1),
    ]) {
      expect(read(periodSearch(period))).toEqual(period);
    }
    const custom = { kind: "custom" as const, from: "2026-01-01", to: "2026-12-31" };
    expect(read(periodSearch(custom))).toEqual(custom);
  });
});
