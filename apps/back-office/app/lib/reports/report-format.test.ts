import { describe, expect, it } from "vitest";
import { salesTotalsOf } from "./report.fixture.ts";
import {
  axisEuros,
  changeOf,
  closingLabel,
  instantParts,
  longDateOf,
  ratePercent,
  reportCount,
  reportEuros,
  shortDateOf,
} from "./report-format.ts";

// Intl writes a no-break space before the euro and percent signs, a narrow one between thousands.
describe("the reports' figures", () => {
  it("write the API's cents as the shop writes prices, with a decimal comma", () => {
    const totals = salesTotalsOf();
    expect(reportEuros(totals.including_tax)).toBe("100,00\u00a0€");
    expect(reportEuros(totals.average_ticket)).toBe("13,13\u00a0€");
    expect(reportEuros(1_250)).toBe("12,50\u00a0€");
    expect(reportEuros(123_456)).toBe("1\u202f234,56\u00a0€");
    expect(reportEuros(0)).toBe("0,00\u00a0€");
  });

  it("refuse an amount that is not whole cents, rather than round it", () => {
    expect(() => reportEuros(12.5)).toThrow(RangeError);
  });

  it("write the chart's axis in whole euros", () => {
    expect(axisEuros(150_000)).toBe("1\u202f500\u00a0€");
    expect(axisEuros(0)).toBe("0\u00a0€");
  });

  it("write the VAT rates in basis points as French receipts do", () => {
    expect(salesTotalsOf().rates.map((rate) => ratePercent(rate.rate_basis_points))).toEqual([
      "5,5\u00a0%",
      "10\u00a0%",
      "20\u00a0%",
    ]);
    expect(ratePercent(210)).toBe("2,1\u00a0%");
    expect(ratePercent(0)).toBe("0\u00a0%");
  });

  it("count with the French thousands separator", () => {
    expect(reportCount(1_234)).toBe("1\u202f234");
  });

  it("word the restaurant's calendar days whatever the device's zone", () => {
    expect(longDateOf("2026-11-24")).toBe("mardi 24 novembre 2026");
    expect(shortDateOf("2026-11-24")).toBe("24/11/2026");
  });

  it("read an instant on the restaurant's clock", () => {
    expect(instantParts("2026-11-25T03:00:00.000Z", "Europe/Paris")).toEqual({
      date: "25/11/2026",
      time: "04:00",
    });
    expect(instantParts("2026-07-01T02:00:00.000Z", "Europe/Paris").time).toBe("04:00");
  });

  it("name the journal's closings in words", () => {
    expect(closingLabel("day:2026-11-23")).toBe("Journée du 23/11/2026");
    expect(closingLabel("month:2026-10")).toBe("Mois : octobre 2026");
    expect(closingLabel("year:2026")).toBe("Année 2026");
    expect(closingLabel("other")).toBe("other");
  });
});

describe("the change against the period before", () => {
  it("is shown with its sign and said in words", () => {
    expect(changeOf(10_000, 8_929)).toEqual({
      direction: "up",
      short: "+12\u00a0%",
      words: "en hausse de 12\u00a0% par rapport à la période précédente",
    });
    expect(changeOf(1_313, 1_400)).toEqual({
      direction: "down",
      short: "\u22126\u00a0%",
      words: "en baisse de 6\u00a0% par rapport à la période précédente",
    });
  });

  it("rounds half away from zero, both ways", () => {
    expect(changeOf(1_125, 1_000).short).toBe("+13\u00a0%");
    expect(changeOf(875, 1_000).short).toBe("\u221213\u00a0%");
  });

  it("is stable under half a percent", () => {
    expect(changeOf(1_004, 1_000).direction).toBe("same");
    expect(changeOf(0, 0).words).toBe("stable par rapport à la période précédente");
  });

  it("says when the period before had nothing to compare with", () => {
    expect(changeOf(500, 0)).toEqual({
      direction: "none",
      short: "—",
      words: "rien à comparer sur la période précédente",
    });
  });

  it("says a fall to nothing", () => {
    expect(changeOf(0, 800).short).toBe("\u2212100\u00a0%");
  });
});
