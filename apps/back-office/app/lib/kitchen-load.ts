import type { KitchenLoadPayload, KitchenWindowPayload, RushBody, RushPayload } from "@comptoir/contracts";
import { clockTimeAt, KITCHEN_WINDOW_MINUTES, windowStartOf, zonedClock } from "@comptoir/domain";
import { fill, kitchenBoard as text } from "@comptoir/messages";

/** The kitchen's windows (ADR 061): the board reads the load again as each one starts. */
const WINDOW_MS = KITCHEN_WINDOW_MINUTES * 60_000;

/** How full a window is, as its bar's colour says it (ADR 064). */
export type LoadLevel = "calm" | "busy" | "full" | "closed" | "unlimited";

/**
 * Colour roles of the theme (ADR 059): all is well under 70 %, the board's amber (the timers'
 * "getting late") to 90 %, danger above. Each is above 3:1 on the page and on the bar's track
 * (board-colours.test.ts), and never alone: the percentage is written beside the bar.
 */
export const LOAD_CLASSES = {
  calm: "bg-success",
  busy: "bg-[#fcd34d]",
  full: "bg-danger",
} as const satisfies Partial<Record<LoadLevel, string>>;

export interface LoadBar {
  start: string;
  /** "12:15" on the shop's clock. */
  time: string;
  level: LoadLevel;
  /** 0–100: the bar's width; null for a closed or unlimited window, which has no bar. */
  percent: number | null;
  /** What the bar says to a screen reader, and the short word shown under it. */
  label: string;
  short: string;
  /** Beside the time when the strip has room: the minutes held by a window without a limit. */
  aside: string | null;
}

/** The level of a window filled to `percent` of its capacity. */
export function loadLevel(percent: number): "calm" | "busy" | "full" {
  if (percent < 70) return "calm";
  if (percent <= 90) return "busy";
  return "full";
}

/** One window as its bar draws it. */
export function loadBar(window: KitchenWindowPayload, timeZone: string): LoadBar {
  const time = clockTimeAt(new Date(window.start), timeZone);
  if (window.closed || window.capacity === 0) {
    return {
      start: window.start,
      time,
      level: "closed",
      percent: null,
      label: fill(text.loadClosed, { time }),
      short: text.loadShortClosed,
      aside: null,
    };
  }
  if (window.capacity === null) {
    return {
      start: window.start,
      time,
      level: "unlimited",
      percent: null,
      label: fill(text.loadUnlimited, { time, reserved: window.reserved }),
      short: text.loadShortUnlimited,
      aside: fill(text.loadMinutes, { reserved: window.reserved }),
    };
  }
  // The rule never puts a window above its capacity; a bar still stops at its end if it ever did.
  const percent = Math.min(100, Math.round((window.reserved / window.capacity) * 100));
  return {
    start: window.start,
    time,
    level: loadLevel(percent),
    percent,
    label: fill(text.loadWindow, { time, percent, reserved: window.reserved, capacity: window.capacity }),
    short: fill(text.loadPercent, { percent }),
    aside: null,
  };
}

/**
 * The bars of the windows not yet over on the shop's clock: a window that ended since the last
 * reading leaves the strip at once, before the next reading comes.
 */
export function loadBars(load: KitchenLoadPayload, now: Date, timeZone: string): LoadBar[] {
  return load.windows
    .filter((window) => Date.parse(window.start) + WINDOW_MS > now.getTime())
    .map((window) => loadBar(window, timeZone));
}

/** Milliseconds until the next window starts on the shop's clock, when the strip moves on. */
export function msUntilNextWindow(now: Date): number {
  return windowStartOf(now).getTime() + WINDOW_MS - now.getTime();
}

/** The "coup de feu" still in force at `now`, or null: it ends by itself at its time. */
export function rushInForce(rush: RushPayload | null, now: Date): RushPayload | null {
  return rush && Date.parse(rush.until) > now.getTime() ? rush : null;
}

/** The banner's short line and the sentence a screen reader hears, for a "coup de feu" in force. */
export function rushWords(rush: RushPayload, timeZone: string): { banner: string; sentence: string } {
  const values = { minutes: rush.extra_minutes, until: clockTimeAt(new Date(rush.until), timeZone) };
  if (rush.close && rush.extra_minutes > 0) {
    return { banner: fill(text.rushBannerBoth, values), sentence: fill(text.rushActiveBoth, values) };
  }
  if (rush.close) {
    return { banner: fill(text.rushBannerClosed, values), sentence: fill(text.rushActiveClosed, values) };
  }
  return { banner: fill(text.rushBannerAdd, values), sentence: fill(text.rushActiveAdd, values) };
}

export interface RushEndChoice {
  /** ISO 8601: the `until` sent. */
  until: string;
  label: string;
}

/**
 * The quick ends of a "coup de feu": in 30 minutes, in an hour, and until the first whole hour
 * after that one ("jusqu'à 14:00" at 12:10), on the shop's clock and in its time zone.
 */
export function rushEndChoices(now: Date, timeZone: string): RushEndChoice[] {
  const at = (ms: number) => new Date(Math.ceil(ms / 60_000) * 60_000);
  const inHalfAnHour = at(now.getTime() + 30 * 60_000);
  const inAnHour = at(now.getTime() + 60 * 60_000);
  const pastTheHour = zonedClock(inAnHour, timeZone).minutes % 60;
  const wholeHour = new Date(inAnHour.getTime() + (60 - pastTheHour) * 60_000);
  return [
    {
      until: inHalfAnHour.toISOString(),
      label: fill(text.rushForMinutes, { minutes: 30, time: clockTimeAt(inHalfAnHour, timeZone) }),
    },
    {
      until: inAnHour.toISOString(),
      label: fill(text.rushForHour, { time: clockTimeAt(inAnHour, timeZone) }),
    },
    {
      until: wholeHour.toISOString(),
      label: fill(text.rushUntilTime, { time: clockTimeAt(wholeHour, timeZone) }),
    },
  ];
}

/** The extra minutes the board offers: the values `rushBodySchema` takes. */
export const RUSH_MINUTES = [0, 10, 20, 30] as const satisfies readonly RushBody["extra_minutes"][];
