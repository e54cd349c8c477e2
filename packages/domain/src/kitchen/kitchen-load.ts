/**
 * The kitchen's load in minutes of work (ADR 061, proposed): what an order asks of the kitchen,
 * what a 15-minute window can still take, and when an order for "dès que possible" would be ready.
 * Pure rules: the database's conditional statement does what `reserve` says, the checkout and the
 * server quote with `readyQuote`. Minutes are whole numbers.
 */

/** A category's (or a dish's own) make time: the first unit, then each extra unit, in minutes. */
export interface MakeTime {
  first: number;
  extra: number;
}

/** A line as the kitchen counts it: its make time (none: no work counted) and its quantity. */
export interface LoadLine {
  makeTime: MakeTime | null;
  quantity: number;
}

/** The minutes of work one line asks: the first unit, then each extra one (options not counted). */
export function lineLoad({ makeTime, quantity }: LoadLine): number {
  if (makeTime === null || quantity <= 0) return 0;
  return makeTime.first + makeTime.extra * (quantity - 1);
}

/** An order's load: the sum of its lines'. */
export function orderLoad(lines: readonly LoadLine[]): number {
  return lines.reduce((total, line) => total + lineLoad(line), 0);
}

/** A 15-minute window of the kitchen: the minutes of work it can take, and those already taken. */
export interface KitchenWindow {
  capacity: number;
  reserved: number;
}

/**
 * Takes `load` in the window if it fits whole, as the placement's one conditional statement does
 * (`reserved + load <= capacity`); a window never goes above its capacity.
 */
export function reserve(
  window: KitchenWindow,
  load: number,
): { ok: true; window: KitchenWindow } | { ok: false; free: number } {
  if (window.reserved + load > window.capacity) {
    return { ok: false, free: Math.max(0, window.capacity - window.reserved) };
  }
  return { ok: true, window: { ...window, reserved: window.reserved + load } };
}

/** Gives back a refused, cancelled or expired order's load; never below nothing reserved. */
export function release(window: KitchenWindow, load: number): KitchenWindow {
  return { ...window, reserved: Math.max(0, window.reserved - load) };
}

/** Whether a cart of `load` minutes may still choose the window (otherwise it is "complet"). */
export function windowTakes(window: KitchenWindow, load: number): boolean {
  return reserve(window, load).ok;
}

const WINDOW_MINUTES = 15;
const WINDOW_MS = WINDOW_MINUTES * 60_000;
const QUOTE_STEP_MINUTES = 5;
/** A quote looks this far ahead at most: beyond, the kitchen has no room today worth promising. */
const HORIZON_WINDOWS = 4 * 24;

/**
 * When an order placed at `now` would be ready ("dès que possible"): the kitchen first does the
 * work already in its hands (`backlog`) at the pace of each window's capacity from now
 * (`capacityAt`: minutes of work per 15 minutes; null for a window the restaurant did not limit,
 * done at one cook's pace, a minute of work per minute; 0 for a closed window, skipped); then this
 * order's own make time (`load`), which more cooks do not shorten, from the first open window;
 * then the delivery's travel; never before `minimumTime`; then the "coup de feu" extra. Rounded up
 * to 5 minutes. With no work counted (no make times) it is `minimumTime` after now, as before
 * loads existed. Null: the work does not fit in the horizon.
 */
export function readyQuote(input: {
  now: Date;
  backlog: number;
  load: number;
  capacityAt: (windowStart: Date) => number | null;
  minimumTime: number;
  travel?: number;
  rush?: number;
}): Date | null {
  const { now, backlog, load, capacityAt, minimumTime, travel = 0, rush = 0 } = input;
  const floor = now.getTime() + minimumTime * 60_000;
  if (backlog + load <= 0) return new Date(floor + rush * 60_000);
  let work = backlog;
  let at = now.getTime();
  for (let step = 0; step < HORIZON_WINDOWS; step++) {
    const windowStart = Math.floor(at / WINDOW_MS) * WINDOW_MS;
    const windowEnd = windowStart + WINDOW_MS;
    const capacity = capacityAt(new Date(windowStart)) ?? WINDOW_MINUTES;
    if (capacity > 0) {
      // The part of the window still ahead, and the work it can do at its pace.
      const canDo = (capacity * (windowEnd - at)) / WINDOW_MS;
      if (work <= canDo) {
        at += (work / (capacity / WINDOW_MINUTES)) * 60_000;
        const ready = Math.max(floor, at + (load + travel) * 60_000) + rush * 60_000;
        const step5 = QUOTE_STEP_MINUTES * 60_000;
        return new Date(Math.ceil(ready / step5) * step5);
      }
      work -= canDo;
    }
    at = windowEnd;
  }
  return null;
}
