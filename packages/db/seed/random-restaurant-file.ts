import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import fc from "fast-check";

/**
 * Random restaurant files for property tests: the given file (the demo) with a few random edits of
 * the kinds an owner makes (prices, names, VAT, allergens, visibility, hours, order, removals,
 * a new choice, settings, zones). Every result is valid for the file's schema and its references:
 * a removed dish also leaves the offers that aimed at it.
 */

type Edit = (file: RestaurantFile) => void;

const euros = fc.integer({ min: 0, max: 5000 }).map((amount) => amount / 100);
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim().length > 0);
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hours, minutes]) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`);
const weekday = fc.constantFrom("mon", "tue", "wed", "thu", "fri", "sat", "sun" as const);

function items(file: RestaurantFile) {
  return file.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), euros, euros).map(
    ([index, pickup, delivery]): Edit =>
      (file) => {
        const item = pick(items(file), index);
        if (item) Object.assign(item, { price_pickup: pickup, price_delivery: delivery });
      },
  ),
  fc.tuple(fc.nat(), name).map(
    ([index, text]): Edit =>
      (file) => {
        const item = pick(items(file), index);
        if (item) item.name = text;
      },
  ),
  fc.tuple(fc.nat(), fc.constantFrom(0, 5.5, 10, 20)).map(
    ([index, rate]): Edit =>
      (file) => {
        const item = pick(items(file), index);
        if (item) item.tax_rate = rate;
      },
  ),
  fc.tuple(fc.nat(), fc.subarray(["gluten", "lait", "œuf", "sésame", "céleri"])).map(
    ([index, allergens]): Edit =>
      (file) => {
        const item = pick(items(file), index);
        if (item) item.allergens = allergens;
      },
  ),
  fc.tuple(fc.nat(), fc.boolean(), fc.boolean()).map(
    ([index, visible, available]): Edit =>
      (file) => {
        const item = pick(items(file), index);
        if (item) Object.assign(item, { visible, available });
      },
  ),
  fc.tuple(fc.nat(), weekday, fc.boolean(), fc.array(fc.tuple(clock, clock), { maxLength: 2 })).map(
    ([index, day, pickup, ranges]): Edit =>
      (file) => {
        const menu = pick(file.menus, index);
        if (menu) menu.hours[pickup ? "pickup" : "delivery"][day] = ranges;
      },
  ),
  fc.nat().map(
    (index): Edit =>
      (file) => {
        const category = pick(
          file.menus.flatMap((menu) => menu.categories),
          index,
        );
        category?.items.reverse();
      },
  ),
  fc.nat().map(
    (index): Edit =>
      (file) => {
        const category = pick(
          file.menus.flatMap((menu) => menu.categories).filter((candidate) => candidate.items.length > 1),
          index,
        );
        const removed = category?.items.pop();
        if (removed)
          for (const offer of file.offers) offer.items = offer.items.filter((key) => key !== removed.key);
      },
  ),
  fc.tuple(fc.nat(), name, euros).map(
    ([index, text, price]): Edit =>
      (file) => {
        const group = pick(file.option_groups, index);
        const key = `choix-${group?.choices.length ?? 0}-ajoute`;
        group?.choices.push({ key, name: text, price, max_quantity: 1, tax_rate: null, allergens: [] });
      },
  ),
  fc.nat().map(
    (index): Edit =>
      (file) => {
        const offer = pick(file.offers, index);
        if (offer) file.offers = file.offers.filter((other) => other !== offer);
      },
  ),
  fc.tuple(fc.nat(), euros).map(
    ([index, minimum]): Edit =>
      (file) => {
        const offer = pick(file.offers, index);
        if (offer) offer.minimum_amount = minimum;
      },
  ),
  fc.tuple(fc.nat(), euros).map(
    ([index, fee]): Edit =>
      (file) => {
        const zone = pick(file.zones, index);
        if (zone) zone.delivery_fee = fee;
      },
  ),
  fc.nat().map(
    (index): Edit =>
      (file) => {
        if (file.zones.length > 1) file.zones.splice(index % file.zones.length, 1);
      },
  ),
  name.map(
    (text): Edit =>
      (file) => {
        file.settings["contacts.phone"] = text;
      },
  ),
);

/** `base` with up to `maxEdits` random edits; `base` itself is never changed. */
export function randomRestaurantFile(base: RestaurantFile, maxEdits = 6): fc.Arbitrary<RestaurantFile> {
  return fc.array(edit, { maxLength: maxEdits }).map((edits) => {
    const file = structuredClone(base);
    for (const change of edits) change(file);
    return file;
  });
}
