import { describe, expect, it } from "vitest";
import { labelEvery, revenueBars, revenueFrame, tickY, valueScale } from "./chart-scale.ts";
import { periodReportOf } from "./report.fixture.ts";

const week = periodReportOf().days.map((day) => ({ date: day.date, value: day.including_tax }));

describe("the revenue chart's value axis", () => {
  it("ends on a round number at or above the best day, in at most four steps", () => {
    expect(valueScale(2_500)).toEqual({ max: 3_000, step: 1_000, ticks: [0, 1_000, 2_000, 3_000] });
    expect(valueScale(10_000)).toEqual({
      max: 10_000,
      step: 2_500,
      ticks: [0, 2_500, 5_000, 7_500, 10_000],
    });
    expect(valueScale(123_456)).toEqual({
      max: 150_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000],
    });
  });

  it("steps by a whole euro at least", () => {
    expect(valueScale(50)).toEqual({ max: 100, step: 100, ticks: [0, 100] });
  });

  it("keeps an axis when nothing was sold", () => {
    expect(valueScale(0)).toEqual({ max: 100, step: 100, ticks: [0, 100] });
    expect(valueScale(-300).max).toBe(100);
  });
});

describe("the revenue chart's bars", () => {
  it("share a phone's width, each as high as its day's revenue", () => {
    const frame = revenueFrame(340);
    const scale = valueScale(2_500);
    const bars = revenueBars(week, scale, frame);
    expect(bars).toHaveLength(7);
    // 280 units of plot for 7 days: 40 each, a fifth of it between bars.
    expect(bars.map((bar) => bar.x)).toEqual([64, 104, 144, 184, 224, 264, 304]);
    expect(bars.every((bar) => bar.width === 32)).toBe(true);
    const plot = frame.height - frame.top - frame.bottom;
    expect(bars[4]?.height).toBeCloseTo((plot * 2_500) / 3_000, 6);
    expect(bars[2]?.height).toBe(0);
    // Every bar stands on the baseline.
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(frame.height - frame.bottom, 6);
    // The last bar ends at the chart's right edge: nothing overflows the width shown.
    const last = bars.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(frame.width);
  });

  it("write every date on a desktop, every other one on a phone", () => {
    const scale = valueScale(2_500);
    expect(revenueBars(week, scale, revenueFrame(340)).map((bar) => bar.labelled)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(revenueBars(week, scale, revenueFrame(1_000)).every((bar) => bar.labelled)).toBe(true);
  });

  it("draw a year as thin bars without gaps, within the width", () => {
    const year = Array.from({ length: 366 }, (_, index) => ({ date: `d${index}`, value: index * 100 }));
    const frame = revenueFrame(340);
    const bars = revenueBars(year, valueScale(36_500), frame);
    expect(bars[1]?.x).toBeCloseTo(frame.left + 280 / 366, 6);
    expect((bars.at(-1)?.x ?? 0) + (bars.at(-1)?.width ?? 0)).toBeCloseTo(frame.width, 6);
    expect(bars.filter((bar) => bar.labelled)).toHaveLength(5);
  });

  it("never draw narrower than a phone can show", () => {
    expect(revenueFrame(120).width).toBe(240);
  });

  it("space the written dates so at most so many fit", () => {
    expect(labelEvery(7, 8)).toBe(1);
    expect(labelEvery(31, 8)).toBe(4);
    expect(labelEvery(0, 8)).toBe(1);
  });

  it("put the axis' ticks from the baseline to the top", () => {
    const frame = revenueFrame(340);
    const scale = valueScale(2_500);
    expect(tickY(0, scale, frame)).toBe(frame.height - frame.bottom);
    expect(tickY(3_000, scale, frame)).toBe(frame.top);
  });
});
