import { describe, expect, it } from "vitest";
import {
  capacityRangesSummary,
  capacitySectionSchema,
  newCapacityRange,
  rangesOf,
} from "./capacity-ranges.ts";
import { fieldErrors } from "./field-errors.ts";

const lunch = { days: ["mon", "tue"] as ("mon" | "tue")[], from: "11:30", to: "14:00", minutes: 45 };

describe("the kitchen's capacity as the editor keeps it", () => {
  it("reads the ranges of a section, none when it has no list", () => {
    expect(rangesOf({ "capacity.ranges": [lunch] })).toEqual([lunch]);
    expect(rangesOf({})).toEqual([]);
    expect(rangesOf(null)).toEqual([]);
  });

  it("starts a first range at lunch and the next ones in the evening, valid as they are", () => {
    const first = newCapacityRange([]);
    const next = newCapacityRange([first]);
    expect(first).toMatchObject({ from: "11:30", to: "14:30", minutes: 60 });
    expect(next).toMatchObject({ from: "18:30", to: "22:30" });
    expect(fieldErrors(capacitySectionSchema, { "capacity.ranges": [first, next] })).toEqual({});
  });

  it("names each refusal by its range and field, as the form shows them", () => {
    expect(
      fieldErrors(capacitySectionSchema, {
        "capacity.ranges": [lunch, { ...lunch, days: [], minutes: 2.5 }],
      }),
    ).toEqual({
      "capacity.ranges.1.days": "au moins un jour",
      "capacity.ranges.1.minutes": "des minutes entières",
    });
  });

  it("reads ranges in a line for a conflict, or says there is no limit", () => {
    expect(capacityRangesSummary([lunch])).toBe("Lundi, Mardi 11:30–14:00 : 45 min");
    expect(capacityRangesSummary([])).toBe("pas de limite");
    expect(capacityRangesSummary(undefined)).toBe("pas de limite");
  });
});
