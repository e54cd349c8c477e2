import { describe, expect, it } from "vitest";
import { emptyWeeklyHours, minutesOfClockTime, WEEKDAYS } from "./weekly-hours.ts";

describe("heures HH:MM", () => {
  it("lit une heure valide en minutes depuis minuit", () => {
    expect(minutesOfClockTime("00:00")).toBe(0);
    expect(minutesOfClockTime("18:30")).toBe(1110);
    expect(minutesOfClockTime("23:59")).toBe(1439);
  });

  it("refuse une heure mal formée", () => {
    for (const text of ["24:00", "9:00", "12:60", "midi", ""]) expect(minutesOfClockTime(text)).toBeNull();
  });

  it("commence une semaine vide le lundi", () => {
    expect(WEEKDAYS[0]).toBe("mon");
    expect(Object.values(emptyWeeklyHours()).every((ranges) => ranges.length === 0)).toBe(true);
  });
});
