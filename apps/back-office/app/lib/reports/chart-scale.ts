/**
 * The geometry of the revenue chart, apart from its drawing so that it is tested on figures: a
 * value axis that ends on a round number, and one bar per day in a fixed coordinate space (the SVG's
 * viewBox) that the page scales to any width, a 390 px phone's as a desktop's.
 */

/** A value axis from 0 to `max`, with a tick every `step`. */
export interface ValueScale {
  max: number;
  step: number;
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: steps a reader adds up at a glance. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The axis for values up to `highest`: at most `tickCount` steps of a round size, the top at or
 * above the highest value. Values in cents; the steps are whole euros (100 cents) at least.
 * Nothing sold: one euro, so an empty chart still has an axis.
 */
export function valueScale(highest: number, tickCount = 4): ValueScale {
  const top = Math.max(highest, 0);
  if (top === 0) return { max: 100, step: 100, ticks: [0, 100] };
  const rough = top / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = ROUND_STEPS.find((each) => each * power >= rough) ?? 10;
  const step = Math.max(100, factor * power);
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, step, ticks };
}

/** The chart's coordinate space: the SVG's viewBox, which the page stretches to its width. */
export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the value labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
}

/** The revenue chart's frame at a width in CSS pixels (its viewBox is as wide as it is shown). */
export function revenueFrame(width: number): ChartFrame {
  return { width: Math.max(width, 240), height: 220, left: 60, bottom: 28, top: 10 };
}

/** A written date under the bars needs about this many pixels ("24/11" and room around it). */
const LABEL_WIDTH = 48;

export interface Bar {
  date: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether its date is written under it: every day of a week, fewer as the period grows. */
  labelled: boolean;
}

/** How many days apart the written dates are, so that at most `most` of them fit under the bars. */
export function labelEvery(days: number, most = 8): number {
  return Math.max(1, Math.ceil(days / most));
}

/** One bar per day, left to right, each as high as its value on `scale`. */
export function revenueBars(
  days: readonly { date: string; value: number }[],
  scale: ValueScale,
  frame: ChartFrame,
): Bar[] {
  const plotWidth = frame.width - frame.left;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  // A gap between bars while they are wide enough to keep one.
  const gap = slot >= 6 ? slot * 0.2 : 0;
  const every = labelEvery(days.length, Math.max(2, Math.floor(plotWidth / LABEL_WIDTH)));
  return days.map((day, index) => {
    const height = scale.max > 0 ? (Math.max(day.value, 0) / scale.max) * plotHeight : 0;
    return {
      date: day.date,
      value: day.value,
      x: frame.left + index * slot + gap / 2,
      y: frame.top + plotHeight - height,
      width: slot - gap,
      height,
      labelled: index % every === 0,
    };
  });
}

/** Where a tick's line runs on the chart (its y in the viewBox). */
export function tickY(tick: number, scale: ValueScale, frame: ChartFrame): number {
  const plotHeight = frame.height - frame.top - frame.bottom;
  return frame.top + plotHeight - (tick / scale.max) * plotHeight;
}
