import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lunchMenu, weekly } from "../testing/demo-catalogue.ts";
import { plainSlots } from "../testing/demo-settings.ts";
import { asSoonAsPossible } from "./as-soon-as-possible.ts";
import { isOpenAt } from "./open-at.ts";
import type { SchedulingSettings, SlotSettings } from "./time-slots.ts";

const paris = "Europe/Paris";
const plain: SlotSettings = { ...plainSlots, minimumTime: 30 };
const settings: SchedulingSettings = { delivery: plain, pickup: { ...plain, minimumTime: 15 } };
// Lunch every day 11:30–14:30 for delivery; no pickup on Sunday.
const menus = [lunchMenu];

describe("commande dès que possible", () => {
  it("est prête après le délai minimal de la livraison ou du retrait", () => {
    const now = new Date("2026-11-24T11:00:00Z"); // mardi 12:00 à Paris
    expect(asSoonAsPossible({ menus, mode: "delivery", settings, now, timeZone: paris })).toEqual({
      readyAt: new Date("2026-11-24T11:30:00Z"),
    });
    expect(asSoonAsPossible({ menus, mode: "pickup", settings, now, timeZone: paris })).toEqual({
      readyAt: new Date("2026-11-24T11:15:00Z"),
    });
  });

  it("n'est pas possible quand le restaurant est fermé à l'heure où la commande serait prête", () => {
    // 14:10 à Paris : prête à 14:40 en livraison, après la fermeture de 14:30.
    const now = new Date("2026-11-24T13:10:00Z");
    expect(asSoonAsPossible({ menus, mode: "delivery", settings, now, timeZone: paris })).toBeNull();
    // En retrait, prête à 14:25 : encore ouvert.
    expect(asSoonAsPossible({ menus, mode: "pickup", settings, now, timeZone: paris })).not.toBeNull();
  });

  it("suit les horaires du mode : pas de retrait le dimanche", () => {
    const sunday = new Date("2026-11-29T11:00:00Z");
    expect(asSoonAsPossible({ menus, mode: "pickup", settings, now: sunday, timeZone: paris })).toBeNull();
    expect(
      asSoonAsPossible({ menus, mode: "delivery", settings, now: sunday, timeZone: paris }),
    ).not.toBeNull();
  });

  it("ne compte que les cartes proposées", () => {
    const now = new Date("2026-11-24T11:00:00Z");
    const off = { ...lunchMenu, isAvailable: false };
    expect(asSoonAsPossible({ menus: [off], mode: "delivery", settings, now, timeZone: paris })).toBeNull();
  });

  it("un délai négatif compte pour zéro", () => {
    const now = new Date("2026-11-24T11:00:00Z");
    const negative = { ...settings, delivery: { ...plain, minimumTime: -20 } };
    expect(asSoonAsPossible({ menus, mode: "delivery", settings: negative, now, timeZone: paris })).toEqual({
      readyAt: now,
    });
  });

  it("propriété : possible exactement quand les horaires du mode sont ouverts à l'heure de préparation", () => {
    const hours = weekly({
      tue: [{ start: "11:00", end: "14:00" }],
      wed: [{ start: "18:00", end: "02:00" }],
    });
    const menu = { ...lunchMenu, hours, pickupHours: hours };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
        fc.integer({ min: 0, max: 120 }),
        (ms, minimumTime) => {
          const now = new Date(ms);
          const custom = { ...settings, delivery: { ...plain, minimumTime } };
          const result = asSoonAsPossible({
            menus: [menu],
            mode: "delivery",
            settings: custom,
            now,
            timeZone: paris,
          });
          const readyAt = new Date(ms + minimumTime * 60_000);
          expect(result).toEqual(isOpenAt(hours, readyAt, paris) ? { readyAt } : null);
        },
      ),
    );
  });
});
