/**
 * The heat map of a period: orders per weekday (rows, Monday first) and hour (columns), as the
 * API gives them (`heat[d][h]`). Each cell gets a level from 0 (none) to 4 (the busiest hour's),
 * which the page draws as a shade and writes as a number; the columns are the hours from the
 * first to the last that saw an order, so a restaurant open 11:00–23:00 fills a phone's width
 * with thirteen columns instead of twenty-four.
 */

export const HEAT_LEVELS = 4;

interface HeatCell {
  hour: number;
  count: number;
  level: number;
}

export interface HeatMap {
  /** The hours shown, in order; empty when nothing was sold. */
  hours: number[];
  /** Seven rows, Monday first, each with a cell per hour shown. */
  rows: HeatCell[][];
  /** The busiest cell's count. */
  max: number;
}

/** A count's level: 0 for none, then 1 to HEAT_LEVELS in equal parts of the busiest cell. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(HEAT_LEVELS, Math.max(1, Math.ceil((count / max) * HEAT_LEVELS)));
}

export function heatMapOf(heat: readonly (readonly number[])[]): HeatMap {
  const week = Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: 24 }, (_, hour) => heat[day]?.[hour] ?? 0),
  );
  const busyHours = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) =>
    week.some((day) => (day[hour] ?? 0) > 0),
  );
  const max = Math.max(0, ...week.flat());
  if (busyHours.length === 0) return { hours: [], rows: week.map(() => []), max };
  const first = busyHours[0] ?? 0;
  const last = busyHours.at(-1) ?? first;
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return {
    hours,
    rows: week.map((day) =>
      hours.map((hour) => ({ hour, count: day[hour] ?? 0, level: heatLevel(day[hour] ?? 0, max) })),
    ),
    max,
  };
}

/** Where the heat map's cells go in an SVG as wide as shown: a weekday's name, then the hours. */
export interface HeatFrame {
  width: number;
  height: number;
  /** The weekdays' names on the left, the hours above. */
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
  /** Whether a cell is wide enough to hold its number (the table has them all anyway). */
  counted: boolean;
}

/** A cell's number needs this many pixels across (three digits). */
const COUNT_WIDTH = 22;

export function heatFrame(width: number, hourCount: number): HeatFrame {
  const left = 40;
  const top = 20;
  const cellHeight = 30;
  const shown = Math.max(width, 200);
  const cellWidth = (shown - left) / Math.max(hourCount, 1);
  return {
    width: shown,
    height: top + cellHeight * 7,
    left,
    top,
    cellWidth,
    cellHeight,
    counted: cellWidth >= COUNT_WIDTH,
  };
}
