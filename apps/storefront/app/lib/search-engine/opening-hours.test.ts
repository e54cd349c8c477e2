import { restaurantFrom } from "@comptoir/contracts";
import { describe, expect, it } from "vitest";
import { menus } from "../../testing/shop-fixture.ts";
import { openingHoursSpecification } from "./opening-hours.ts";

const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const [lunch, drinks] = menus;
if (!lunch || !drinks) throw new Error("la carte d'essai a deux menus");

const day = (name: string) => `https://schema.org/${name}`;

describe("les horaires donnés aux moteurs de recherche", () => {
  it("les heures où l'un des menus est ouvert, à emporter ou en livraison, jours identiques ensemble", () => {
    const restaurant = restaurantFrom({
      settings: [],
      menus: [
        {
          ...lunch,
          time_ranges: {
            ...none,
            tue: [{ start: "11:30", end: "14:00" }],
            wed: [{ start: "11:30", end: "14:00" }],
          },
          // Pickup starts earlier on Tuesday: the restaurant is open from the earliest.
          pickup_time_ranges: { ...none, tue: [{ start: "11:00", end: "13:00" }] },
        },
        {
          ...drinks,
          time_ranges: {
            ...none,
            fri: [{ start: "18:00", end: "02:00" }],
            sat: [{ start: "19:00", end: "00:00" }],
          },
          pickup_time_ranges: none,
        },
      ],
    });
    expect(openingHoursSpecification(restaurant.menus)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Tuesday")], opens: "11:00", closes: "14:00" },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [day("Wednesday")],
        opens: "11:30",
        closes: "14:00",
      },
      // Past midnight: the closing time is the next morning's.
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Friday")], opens: "18:00", closes: "02:00" },
      // Until midnight: the last minute of the day, not 00:00 (which reads as the day's start).
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "19:00", closes: "23:59" },
    ]);
  });

  it("aucun horaire : aucune ouverture annoncée", () => {
    const restaurant = restaurantFrom({
      settings: [],
      menus: [{ ...lunch, time_ranges: none, pickup_time_ranges: none }],
    });
    expect(openingHoursSpecification(restaurant.menus)).toEqual([]);
  });
});
