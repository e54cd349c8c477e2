import type { KitchenLoadPayload, KitchenWindowPayload } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import {
  loadBar,
  loadBars,
  loadLevel,
  msUntilNextWindow,
  rushEndChoices,
  rushInForce,
  rushWords,
} from "./kitchen-load.ts";

const PARIS = "Europe/Paris";
const window = (start: string, changes: Partial<KitchenWindowPayload> = {}): KitchenWindowPayload => ({
  start,
  capacity: 60,
  reserved: 0,
  closed: false,
  ...changes,
});

describe("a window's bar", () => {
  it("is calm under 70 %, busy up to 90 %, full above", () => {
    expect([0, 69, 70, 90, 91, 100].map(loadLevel)).toEqual(["calm", "calm", "busy", "busy", "full", "full"]);
  });

  it("says its time on the shop's clock, its share of the capacity and the minutes behind it", () => {
    expect(loadBar(window("2026-11-24T11:15:00.000Z", { reserved: 45 }), PARIS)).toEqual({
      start: "2026-11-24T11:15:00.000Z",
      time: "12:15",
      level: "busy",
      percent: 75,
      label: "12:15 : 75 % (45 min sur 60)",
      short: "75 %",
      aside: null,
    });
    expect(loadBar(window("2026-11-24T11:15:00.000Z", { reserved: 56 }), PARIS).level).toBe("full");
  });

  it("says a window without a capacity has no limit, with the minutes it holds, and has no bar", () => {
    const bar = loadBar(window("2026-11-24T11:30:00.000Z", { capacity: null, reserved: 25 }), PARIS);
    expect(bar).toMatchObject({ level: "unlimited", percent: null, short: "pas de limite", aside: "25 min" });
    expect(bar.label).toBe("12:30 : pas de limite (25 min)");
  });

  it("says a closed window is closed, whether a coup de feu closed it or its capacity is nought", () => {
    for (const closed of [{ closed: true }, { capacity: 0 }]) {
      const bar = loadBar(window("2026-11-24T11:45:00.000Z", { reserved: 10, ...closed }), PARIS);
      expect(bar).toMatchObject({ level: "closed", percent: null, label: "12:45 : fermé", short: "fermé" });
    }
  });

  it("stops at the end of its track if the server ever sent more than the capacity", () => {
    expect(loadBar(window("2026-11-24T11:15:00.000Z", { reserved: 90 }), PARIS).percent).toBe(100);
  });
});

describe("the strip's windows", () => {
  const load: KitchenLoadPayload = {
    windows: [
      window("2026-11-24T11:00:00.000Z"),
      window("2026-11-24T11:15:00.000Z"),
      window("2026-11-24T11:30:00.000Z"),
    ],
    rush: null,
    now: "2026-11-24T11:05:00.000Z",
  };

  it("leave the strip once over on the shop's clock, before the next reading", () => {
    const times = (now: string) => loadBars(load, new Date(now), PARIS).map((bar) => bar.time);
    expect(times("2026-11-24T11:05:00.000Z")).toEqual(["12:00", "12:15", "12:30"]);
    expect(times("2026-11-24T11:14:59.999Z")).toEqual(["12:00", "12:15", "12:30"]);
    expect(times("2026-11-24T11:15:00.000Z")).toEqual(["12:15", "12:30"]);
  });

  it("move on at each quarter hour", () => {
    expect(msUntilNextWindow(new Date("2026-11-24T11:05:00.000Z"))).toBe(10 * 60_000);
    expect(msUntilNextWindow(new Date("2026-11-24T11:14:59.000Z"))).toBe(1_000);
    expect(msUntilNextWindow(new Date("2026-11-24T11:15:00.000Z"))).toBe(15 * 60_000);
  });
});

describe("a coup de feu", () => {
  const rush = { extra_minutes: 20, close: false, until: "2026-11-24T12:30:00.000Z" };

  it("is in force until its time on the shop's clock, then ends by itself", () => {
    expect(rushInForce(rush, new Date("2026-11-24T12:29:59.000Z"))).toBe(rush);
    expect(rushInForce(rush, new Date("2026-11-24T12:30:00.000Z"))).toBeNull();
    expect(rushInForce(null, new Date("2026-11-24T12:00:00.000Z"))).toBeNull();
  });

  it("is said short on the banner and in full to a screen reader", () => {
    expect(rushWords(rush, PARIS)).toEqual({
      banner: "Coup de feu : +20 min jusqu'à 13:30",
      sentence: "Coup de feu : +20 min sur chaque heure promise, jusqu'à 13:30.",
    });
    expect(rushWords({ ...rush, extra_minutes: 0, close: true }, PARIS).banner).toBe(
      "Coup de feu : créneaux fermés jusqu'à 13:30",
    );
    expect(rushWords({ ...rush, extra_minutes: 10, close: true }, PARIS)).toEqual({
      banner: "Coup de feu : +10 min, créneaux fermés, jusqu'à 13:30",
      sentence: "Coup de feu : +10 min sur chaque heure promise, et créneaux fermés, jusqu'à 13:30.",
    });
  });

  it("ends in 30 minutes, in an hour, or at the first whole hour after that, on the shop's clock", () => {
    const labels = (now: string, timeZone = PARIS) =>
      rushEndChoices(new Date(now), timeZone).map((choice) => [choice.label, choice.until]);
    // 12:10 in Paris.
    expect(labels("2026-11-24T11:10:00.000Z")).toEqual([
      ["30 min · 12:40", "2026-11-24T11:40:00.000Z"],
      ["1 h · 13:10", "2026-11-24T12:10:00.000Z"],
      ["jusqu'à 14:00", "2026-11-24T13:00:00.000Z"],
    ]);
    // 13:00 sharp: "jusqu'à 15:00", never the same time as "1 h"; a second past the minute rounds up.
    expect(labels("2026-11-24T12:00:00.000Z").at(-1)?.[0]).toBe("jusqu'à 15:00");
    expect(labels("2026-11-24T11:10:20.000Z")[0]).toEqual(["30 min · 12:41", "2026-11-24T11:41:00.000Z"]);
    // A zone half an hour off UTC: the whole hour is the shop's, not UTC's.
    expect(labels("2026-11-24T06:40:00.000Z", "Asia/Kolkata").at(-1)).toEqual([
      "jusqu'à 14:00",
      "2026-11-24T08:30:00.000Z",
    ]);
  });
});
