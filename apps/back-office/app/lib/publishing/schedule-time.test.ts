import { describe, expect, it } from "vitest";
import { defaultSchedule, scheduledInstant, shopDateTime } from "./schedule-time.ts";

const PARIS = "Europe/Paris";
// Tuesday 24 November 2026, 12:00 in Paris.
const now = new Date("2026-11-24T11:00:00Z");

describe("a publish scheduled on the shop's clock", () => {
  it("is tomorrow at 11:00 by default, tomorrow being the shop's day, not the device's", () => {
    expect(defaultSchedule(now, PARIS)).toEqual({ date: "2026-11-25", time: "11:00" });
    // 23:30 UTC is already the next day in Paris.
    expect(defaultSchedule(new Date("2026-11-24T23:30:00Z"), PARIS).date).toBe("2026-11-26");
  });

  it("reads the date and time in the restaurant's zone", () => {
    expect(scheduledInstant({ date: "2026-11-25", time: "11:00" }, now, PARIS)).toEqual({
      ok: true,
      at: new Date("2026-11-25T10:00:00Z"),
    });
    // Summer time: two hours ahead of UTC.
    expect(scheduledInstant({ date: "2027-07-01", time: "11:00" }, now, PARIS)).toEqual({
      ok: true,
      at: new Date("2027-07-01T09:00:00Z"),
    });
  });

  it("refuses a moment already past on the shop's clock, and what is not a date and time", () => {
    expect(scheduledInstant({ date: "2026-11-24", time: "11:59" }, now, PARIS)).toEqual({
      ok: false,
      problem: "Choisissez un moment à venir.",
    });
    expect(scheduledInstant({ date: "2026-02-30", time: "11:00" }, now, PARIS)).toMatchObject({ ok: false });
    expect(scheduledInstant({ date: "2026-11-25", time: "" }, now, PARIS)).toEqual({
      ok: false,
      problem: "Indiquez une date et une heure.",
    });
  });

  it("words an instant as the shop's day and time", () => {
    expect(shopDateTime(new Date("2026-11-25T10:00:00Z"), PARIS)).toBe("mercredi 25 novembre à 11:00");
  });
});
