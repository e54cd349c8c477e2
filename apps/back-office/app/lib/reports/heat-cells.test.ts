import { readFileSync } from "node:fs";
import { contrastOf } from "@comptoir/ui/colour-contrast.ts";
import { describe, expect, it } from "vitest";
import { HEAT_LEVELS, heatFrame, heatLevel, heatMapOf } from "./heat-cells.ts";
import { periodReportOf } from "./report.fixture.ts";

describe("the heat map's cells", () => {
  const map = heatMapOf(periodReportOf().heat);

  it("shows the hours from the first to the last that saw an order", () => {
    expect(map.hours).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(map.rows).toHaveLength(7);
    for (const row of map.rows) expect(row.map((cell) => cell.hour)).toEqual(map.hours);
  });

  it("keeps each weekday's count, Monday first", () => {
    expect(map.max).toBe(8);
    const friday = map.rows[4] ?? [];
    expect(friday.find((cell) => cell.hour === 12)).toEqual({ hour: 12, count: 8, level: 4 });
    expect(friday.find((cell) => cell.hour === 20)).toEqual({ hour: 20, count: 4, level: 2 });
    const monday = map.rows[0] ?? [];
    expect(monday.find((cell) => cell.hour === 11)).toEqual({ hour: 11, count: 2, level: 1 });
    expect(monday.find((cell) => cell.hour === 16)).toEqual({ hour: 16, count: 0, level: 0 });
  });

  it("levels the counts in equal parts of the busiest", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((count) => heatLevel(count, 8))).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
    // One order in a hundred still shows.
    expect(heatLevel(1, 100)).toBe(1);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it("is empty when nothing was sold", () => {
    const empty = heatMapOf(Array.from({ length: 7 }, () => Array(24).fill(0)));
    expect(empty.hours).toEqual([]);
    expect(empty.max).toBe(0);
  });

  it("reads a short or missing row as no orders", () => {
    const late = heatMapOf([[0, 0, 3]]);
    expect(late.hours).toEqual([2]);
    expect(late.rows[6]).toEqual([{ hour: 2, count: 0, level: 0 }]);
  });
});

describe("the heat map's drawing", () => {
  it("fits a phone's width, writing the numbers only where they fit", () => {
    const phone = heatFrame(358, 11);
    expect(phone.left + phone.cellWidth * 11).toBe(358);
    expect(phone.counted).toBe(true);
    const wholeDay = heatFrame(358, 24);
    expect(wholeDay.left + wholeDay.cellWidth * 24).toBeCloseTo(358, 6);
    expect(wholeDay.counted).toBe(false);
    expect(heatFrame(358, 24).height).toBe(wholeDay.top + wholeDay.cellHeight * 7);
  });
});

describe("the heat map's shades", () => {
  const stylesheet = readFileSync(new URL("../../back-office.css", import.meta.url), "utf8");

  it("write each cell's number at 4.5:1 or more on its shade", () => {
    for (let level = 0; level <= HEAT_LEVELS; level += 1) {
      const rule = new RegExp(`\\.heat-${level} \\{\\s*fill: (#[0-9a-f]{6});\\s*color: (#[0-9a-f]{6});`).exec(
        stylesheet,
      );
      expect(rule, `.heat-${level}`).not.toBeNull();
      const [, fill = "", text = ""] = rule ?? [];
      expect(contrastOf(text, fill), `.heat-${level}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
