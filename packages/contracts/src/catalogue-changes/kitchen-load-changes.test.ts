import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueChanges } from "../catalogue-review.ts";
import { type RestaurantFile, restaurantFileSchema } from "../restaurant-file.ts";

const demo = restaurantFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../../db/seed/demo-restaurant.json", import.meta.url), "utf8")),
);

function firstCategory(file: RestaurantFile) {
  const category = file.menus[0]?.categories[0];
  if (!category) throw new Error("démo sans catégorie");
  return category;
}

function firstDish(file: RestaurantFile) {
  const dish = firstCategory(file).items[0];
  if (!dish) throw new Error("démo sans plat");
  return dish;
}

/** The change lines of one edit of the demo, as `ref | text`. */
function changesOf(edit: (file: RestaurantFile) => void, start: RestaurantFile = demo): string[] {
  const after = structuredClone(start);
  edit(after);
  return catalogueChanges(start, after).map((change) => `${change.ref} | ${change.text}`);
}

const lunch = { days: ["mon", "tue"], from: "11:30", to: "14:00", minutes: 45 };

describe("les lignes de la charge de la cuisine avant une publication (ADR 061)", () => {
  it("dit le temps de préparation d'une catégorie et d'un plat, donné, changé ou retiré", () => {
    const category = firstCategory(demo);
    const dish = firstDish(demo);
    expect(
      changesOf((file) => {
        firstCategory(file).make_time = { first: 4, extra: 2 };
        firstDish(file).make_time = { first: 6, extra: 0 };
      }),
    ).toEqual([
      `category:${category.key} | ${category.name} : temps de préparation aucun → 4 min, +2 min par unité en plus`,
      `item:${dish.key} | ${dish.name} : temps de préparation aucun → 6 min, +0 min par unité en plus`,
    ]);
    const timed = structuredClone(demo);
    firstCategory(timed).make_time = { first: 4, extra: 2 };
    expect(changesOf((file) => (firstCategory(file).make_time = null), timed)).toEqual([
      `category:${category.key} | ${category.name} : temps de préparation 4 min, +2 min par unité en plus → aucun`,
    ]);
  });

  it("dit chaque plage de capacité ajoutée ou retirée, une plage changée en deux lignes", () => {
    expect(changesOf((file) => (file.settings["capacity.ranges"] = [lunch]))).toEqual([
      "settings:capacity | Capacité de la cuisine ajoutée : Lundi, Mardi 11:30–14:00, 45 min de travail par quart d'heure",
    ]);
    const limited = structuredClone(demo);
    limited.settings["capacity.ranges"] = [lunch];
    expect(
      changesOf((file) => (file.settings["capacity.ranges"] = [{ ...lunch, minutes: 60 }]), limited),
    ).toEqual([
      "settings:capacity | Capacité de la cuisine retirée : Lundi, Mardi 11:30–14:00, 45 min de travail par quart d'heure",
      "settings:capacity | Capacité de la cuisine ajoutée : Lundi, Mardi 11:30–14:00, 60 min de travail par quart d'heure",
    ]);
    expect(changesOf((file) => (file.settings["capacity.ranges"] = []), limited)).toEqual([
      "settings:capacity | Capacité de la cuisine retirée : Lundi, Mardi 11:30–14:00, 45 min de travail par quart d'heure",
    ]);
    // No list and an empty list both limit nothing: nothing to say.
    expect(changesOf((file) => (file.settings["capacity.ranges"] = []))).toEqual([]);
  });

  it("ne voit aucun changement quand seules les clés ont changé d'ordre, comme jsonb les range", () => {
    const timed = structuredClone(demo);
    firstCategory(timed).make_time = { first: 4, extra: 2 };
    timed.settings["capacity.ranges"] = [lunch];
    expect(
      changesOf((file) => {
        firstCategory(file).make_time = { extra: 2, first: 4 };
        file.settings["capacity.ranges"] = [
          { to: "14:00", days: ["mon", "tue"], from: "11:30", minutes: 45 },
        ];
      }, timed),
    ).toEqual([]);
  });
});
