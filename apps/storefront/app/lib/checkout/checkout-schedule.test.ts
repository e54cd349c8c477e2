import { clockTimeAt, type OrderTimeRules } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { daysWithSlots, type ScheduleContext, todayIn } from "./checkout-schedule.ts";
import { checkoutDayLabel } from "./recap-facts.ts";

const paris = "Europe/Paris";
const week = (ranges: { start: string; end: string }[]) => ({
  mon: [],
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});
const slot = {
  showRange: false,
  removeFirst: false,
  removeFirstCount: 0,
  removeLast: false,
  removeLastCount: 0,
};
const rules: OrderTimeRules = {
  timeZone: paris,
  scheduling: {
    delivery: { ...slot, showRange: true, minimumTime: 30 },
    pickup: { ...slot, minimumTime: 15 },
  },
  menus: [
    {
      id: "1",
      name: "Midi",
      isAvailable: true,
      hours: week([{ start: "11:45", end: "14:15" }]),
      pickupHours: week([{ start: "11:00", end: "14:45" }]),
    },
    {
      id: "2",
      name: "Soir",
      isAvailable: true,
      hours: week([{ start: "18:30", end: "22:30" }]),
      pickupHours: week([{ start: "18:00", end: "23:00" }]),
    },
  ],
};
// Tuesday 24 November 2026, 12:00 in Paris.
const noon = new Date("2026-11-24T11:00:00Z");
const pickup: ScheduleContext = { rules, mode: "pickup", now: noon };

describe("quand la commande peut être prête", () => {
  it("dit l'heure du restaurant", () => {
    expect(clockTimeAt(new Date("2026-11-24T11:15:00Z"), paris)).toBe("12:15");
  });

  it("les jours qui ont encore des créneaux, à partir d'aujourd'hui, sans le lundi fermé", () => {
    const days = daysWithSlots(pickup);
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    const [today] = days;
    expect(today?.slots[0]?.label).toBe("12:15");
    expect(today?.slots.some((candidate) => candidate.label === "19:00")).toBe(true);
    expect(todayIn(noon, paris)).toBe("2026-11-24");
  });

  it("dit les jours comme un client : aujourd'hui, demain, puis le jour en toutes lettres", () => {
    expect(checkoutDayLabel("2026-11-24", "2026-11-24", paris)).toBe("Aujourd'hui");
    expect(checkoutDayLabel("2026-11-25", "2026-11-24", paris)).toBe("Demain");
    expect(checkoutDayLabel("2026-11-26", "2026-11-24", paris)).toBe("jeudi 26 novembre");
  });
});
