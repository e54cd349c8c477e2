import { describe, expect, it } from "vitest";
import { capacityAt, offeredCapacity, rushAt, windowStartOf } from "./kitchen-capacity.ts";

const PARIS = "Europe/Paris";
const LUNCH = { days: ["mon", "tue", "wed", "thu", "fri"] as const, from: "11:30", to: "14:00", minutes: 45 };
const SATURDAY = { days: ["sat"] as const, from: "11:00", to: "15:00", minutes: 60 };
const ranges = [
  { ...LUNCH, days: [...LUNCH.days] },
  { ...SATURDAY, days: [...SATURDAY.days] },
];

describe("la capacité de la cuisine par jour et plage horaire", () => {
  it("se lit à l'heure du restaurant, début compris, fin exclue", () => {
    // Tuesday 24 November 2026: Paris is UTC+1.
    expect(capacityAt(ranges, new Date("2026-11-24T10:30:00Z"), PARIS)).toBe(45); // 11:30
    expect(capacityAt(ranges, new Date("2026-11-24T12:45:00Z"), PARIS)).toBe(45); // 13:45
    expect(capacityAt(ranges, new Date("2026-11-24T13:00:00Z"), PARIS)).toBeNull(); // 14:00
    expect(capacityAt(ranges, new Date("2026-11-24T10:15:00Z"), PARIS)).toBeNull(); // 11:15
    expect(capacityAt(ranges, new Date("2026-11-28T10:00:00Z"), PARIS)).toBe(60); // Saturday 11:00
    expect(capacityAt(ranges, new Date("2026-11-29T11:00:00Z"), PARIS)).toBeNull(); // Sunday
  });

  it("suit l'heure d'été : 11:30 à Paris en juillet est 09:30 UTC", () => {
    expect(capacityAt(ranges, new Date("2026-07-07T09:30:00Z"), PARIS)).toBe(45);
    expect(capacityAt(ranges, new Date("2026-07-07T10:30:00Z"), PARIS)).toBe(45);
    expect(capacityAt(ranges, new Date("2026-07-07T12:00:00Z"), PARIS)).toBeNull(); // 14:00
  });

  it("une fenêtre commence au quart d'heure", () => {
    expect(windowStartOf(new Date("2026-11-24T11:07:31Z")).toISOString()).toBe("2026-11-24T11:00:00.000Z");
    expect(windowStartOf(new Date("2026-11-24T11:15:00Z")).toISOString()).toBe("2026-11-24T11:15:00.000Z");
  });

  it("un coup de feu qui ferme les créneaux les ferme jusqu'à sa fin, puis s'arrête de lui-même", () => {
    const now = new Date("2026-11-24T11:00:00Z");
    const rush = { extraMinutes: 0, closed: true, until: new Date("2026-11-24T11:45:00Z") };
    const offered = (start: string, at = now) =>
      offeredCapacity({ ranges, windowStart: new Date(start), timeZone: PARIS, rush, now: at });
    expect(offered("2026-11-24T11:30:00Z")).toBe(0);
    expect(offered("2026-11-24T11:45:00Z")).toBe(45);
    // Ended: the owner's capacity again, and no rush in force.
    const later = new Date("2026-11-24T11:46:00Z");
    expect(offered("2026-11-24T11:30:00Z", later)).toBe(45);
    expect(rushAt(rush, later)).toBeNull();
    expect(rushAt(rush, now)).toBe(rush);
  });
});
