import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockTimeAt } from "./clock-time.ts";
import { clockTimeOfMinutes } from "./open-ranges.ts";
import { dayDateAt, dayDateOf, dayFromToday, weekdayAt, whenFromToday } from "./time-labels.ts";
import { zonedClock } from "./zoned-clock.ts";

const paris = "Europe/Paris";
const words = { today: "aujourd'hui à {time}", tomorrow: "demain à {time}", later: "{weekday} à {time}" };
// Tuesday 24 November 2026, 12:00 in Paris.
const now = new Date("2026-11-24T11:00:00Z");

describe("les heures et les jours du restaurant, dits une seule fois", () => {
  it("l'heure est celle du fuseau du restaurant, comme Intl l'écrit en français", () => {
    expect(clockTimeAt(new Date("2026-11-24T11:15:00Z"), paris)).toBe("12:15");
    expect(clockTimeAt(new Date("2026-06-12T22:05:00Z"), paris)).toBe("00:05");
    expect(clockTimeAt(new Date("2026-06-12T22:05:00Z"), "America/New_York")).toBe("18:05");
    // The same as the zoned clock's minutes, at any instant in any zone (daylight saving included).
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(paris, "America/New_York", "Asia/Kolkata", "Pacific/Chatham"),
        (instant, zone) =>
          clockTimeAt(instant, zone) === clockTimeOfMinutes(zonedClock(instant, zone).minutes),
      ),
    );
  });

  it("aujourd'hui, demain, ou un autre jour, compté sur les dates", () => {
    expect(dayFromToday("2026-11-24", "2026-11-24")).toBe("today");
    expect(dayFromToday("2026-11-25", "2026-11-24")).toBe("tomorrow");
    expect(dayFromToday("2026-11-26", "2026-11-24")).toBe("later");
    expect(dayFromToday("2026-12-01", "2026-11-30")).toBe("tomorrow");
  });

  it("le jour en toutes lettres, d'un instant ou d'une date du restaurant", () => {
    expect(weekdayAt(new Date("2026-11-26T10:00:00Z"), paris)).toBe("jeudi");
    expect(dayDateAt(new Date("2026-11-24T11:00:00Z"), paris)).toBe("mardi 24 novembre");
    // 23:30 UTC on Tuesday is already Wednesday in Paris.
    expect(dayDateAt(new Date("2026-11-24T23:30:00Z"), paris)).toBe("mercredi 25 novembre");
    expect(dayDateOf("2026-11-26", paris)).toBe("jeudi 26 novembre");
    // The day the clocks go back keeps its date.
    expect(dayDateOf("2026-10-25", paris)).toBe("dimanche 25 octobre");
  });

  it("quand, dit depuis aujourd'hui avec les mots du catalogue", () => {
    expect(whenFromToday(new Date("2026-11-24T17:30:00Z"), now, paris, words)).toBe("aujourd'hui à 18:30");
    expect(whenFromToday(new Date("2026-11-25T10:00:00Z"), now, paris, words)).toBe("demain à 11:00");
    expect(whenFromToday(new Date("2026-11-26T10:00:00Z"), now, paris, words)).toBe("jeudi à 11:00");
    // Midnight past in Paris is already tomorrow there, whatever the UTC date says.
    expect(whenFromToday(new Date("2026-11-24T23:15:00Z"), now, paris, words)).toBe("demain à 00:15");
  });
});
