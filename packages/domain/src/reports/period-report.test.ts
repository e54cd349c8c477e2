import { describe, expect, it } from "vitest";
import { daySeries, heatSliceSeconds, salesHeat, serviceDaysBetween, soldDishes } from "./period-report.ts";

const PARIS = "Europe/Paris";

describe("les journées d'une période", () => {
  it("comptent chaque jour, jours sans vente compris, et 25 heures au retour de l'heure d'hiver", () => {
    const days = serviceDaysBetween("2026-10-24", "2026-10-26", 240, PARIS);
    expect(days.map((day) => day.date)).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    expect(((days[0]?.end.getTime() ?? 0) - (days[0]?.start.getTime() ?? 0)) / 3_600_000).toBe(25);
    const slice = new Date("2026-10-24T10:00:00Z");
    expect(
      daySeries(days, [{ dayIndex: 0, slice, count: 2, total: 3000 }], [{ dayIndex: 2, total: 500 }]),
    ).toEqual([
      { date: "2026-10-24", sales: 2, includingTax: 3000 },
      { date: "2026-10-25", sales: 0, includingTax: 0 },
      { date: "2026-10-26", sales: 0, includingTax: -500 },
    ]);
  });

  it("additionne les ventes par heure là où l'heure UTC est une heure locale, sinon par quart d'heure", () => {
    const days = serviceDaysBetween("2026-03-28", "2026-03-30", 240, PARIS);
    expect(heatSliceSeconds(days, PARIS)).toBe(3600);
    expect(
      heatSliceSeconds(serviceDaysBetween("2026-11-01", "2026-11-02", 240, "Asia/Kolkata"), "Asia/Kolkata"),
    ).toBe(900);
  });

  it("place les ventes sur l'horloge du restaurant, lundi d'abord", () => {
    const heat = salesHeat(
      [
        // Monday 23 November 2026, 12:00 and 12:45 in Paris.
        { slice: new Date("2026-11-23T11:00:00Z"), count: 1 },
        { slice: new Date("2026-11-23T11:45:00Z"), count: 2 },
        // Sunday 29 November, 00:30 in Paris (Saturday's service, but Sunday's clock).
        { slice: new Date("2026-11-28T23:30:00Z"), count: 1 },
      ],
      PARIS,
    );
    expect(heat).toHaveLength(7);
    expect(heat[0]?.[12]).toBe(3);
    expect(heat[6]?.[0]).toBe(1);
    expect(heat.flat().reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("compte les plats par nom vendu, TTC après remise, les plus vendus d'abord", () => {
    const { dishes, options } = soldDishes(
      [
        {
          itemId: 1,
          name: "Wings",
          pricesIncludeTax: true,
          quantity: 2,
          lineTotal: 1500,
          discount: 300,
          tax: 109,
        },
        {
          itemId: 2,
          name: "Cola",
          pricesIncludeTax: true,
          quantity: 5,
          lineTotal: 1250,
          discount: 0,
          tax: 65,
        },
        // Written before VAT: its VAT is added.
        {
          itemId: 1,
          name: "Wings",
          pricesIncludeTax: false,
          quantity: 1,
          lineTotal: 700,
          discount: 0,
          tax: 70,
        },
      ],
      [
        {
          group: "Sauce",
          name: "Samouraï",
          pricesIncludeTax: true,
          quantity: 3,
          writtenShare: 120.4,
          taxShare: 11,
        },
        {
          group: "Sauce",
          name: "Samouraï",
          pricesIncludeTax: false,
          quantity: 1,
          writtenShare: 50,
          taxShare: 5.1,
        },
      ],
    );
    expect(dishes).toEqual([
      { itemId: 2, name: "Cola", quantity: 5, amount: 1250 },
      { itemId: 1, name: "Wings", quantity: 3, amount: 1970 },
    ]);
    expect(options).toEqual([{ group: "Sauce", name: "Samouraï", quantity: 4, amount: 176 }]);
  });
});
