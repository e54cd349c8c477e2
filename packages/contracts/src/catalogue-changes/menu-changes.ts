import { catalogueServices, fill, catalogueChangeTexts as t, weekdays } from "@comptoir/messages";
import type { CatalogueChange } from "../catalogue-review.ts";
import { describeEuros, describePercent, describeRanges, sameValue } from "../catalogue-wording.ts";
import type { RestaurantFile } from "../restaurant-file.ts";
import {
  allergenLines,
  type Category,
  type FieldRule,
  flagRule,
  type Item,
  linesOf,
  list,
  type Menu,
  orderChanged,
  orderLine,
  type Places,
  photoRule,
  placesOf,
  renameLine,
  textRule,
  valueRule,
} from "./field-rules.ts";

/**
 * The menus' lines, in the menus' order: a menu, then each of its categories, each followed by its
 * dishes; what is gone follows the place it was in.
 */

/** "4 min, +2 min par unité en plus", or "aucun". */
function describeMakeTime(makeTime: Item["make_time"]): string {
  return makeTime ? fill(t.makeTimeValue, { first: makeTime.first, extra: makeTime.extra }) : t.makeTimeNone;
}

/** A dish with the names around it, so a move or an option reads with names, not keys. */
interface PlacedItem {
  item: Item;
  categoryKey: string;
  categoryName: string;
  groupNames: string[];
}

const ITEM_RULES: FieldRule<PlacedItem>[] = [
  (before, after) =>
    before.categoryKey === after.categoryKey ? null : fill(t.itemMoved, { category: after.categoryName }),
  valueRule(t.pricePickup, (placed) => placed.item.price_pickup, describeEuros),
  valueRule(t.priceDelivery, (placed) => placed.item.price_delivery, describeEuros),
  valueRule(t.taxRate, (placed) => placed.item.tax_rate, describePercent),
  textRule((placed) => placed.item.description, t.descriptionChanged),
  textRule((placed) => placed.item.image, t.image),
  photoRule((placed) => placed.item.photo),
  valueRule(t.score, (placed) => placed.item.score, String),
  valueRule(t.spiceLevel, (placed) => placed.item.spice_level, String),
  valueRule(t.makeTime, (placed) => placed.item.make_time, describeMakeTime),
  (before, after) => allergenLines(before.item.allergens, after.item.allergens),
  flagRule((placed) => placed.item.visible, t.shown, t.hidden),
  flagRule((placed) => placed.item.available, t.available, t.unavailable),
  // Compared by key: a group's new name is the group's change, not every dish's.
  (before, after) =>
    sameValue(before.item.options, after.item.options)
      ? null
      : fill(t.from, { label: t.options, before: list(before.groupNames), after: list(after.groupNames) }),
];

function placedItem(item: Item, category: Category, places: Places): PlacedItem {
  return {
    item,
    categoryKey: category.key,
    categoryName: category.name,
    groupNames: item.options.map((key) => places.groups.get(key)?.name ?? key),
  };
}

function newItemLine(item: Item, category: Category): CatalogueChange {
  const text =
    item.price_pickup === item.price_delivery
      ? fill(t.newItem, { name: item.name, category: category.name, price: describeEuros(item.price_pickup) })
      : fill(t.newItemTwoPrices, {
          name: item.name,
          category: category.name,
          pickup: describeEuros(item.price_pickup),
          delivery: describeEuros(item.price_delivery),
        });
  return { ref: `item:${item.key}`, text };
}

function itemChanges(item: Item, category: Category, before: Places, after: Places): CatalogueChange[] {
  const ref = `item:${item.key}`;
  const was = before.items.get(item.key);
  if (!was) return [newItemLine(item, category)];
  return [
    ...renameLine(ref, t.renamed, t.item, was.item.name, item.name),
    ...linesOf(
      ref,
      item.name,
      placedItem(was.item, was.category, before),
      placedItem(item, category, after),
      ITEM_RULES,
    ),
  ];
}

const removedItem = (item: Item): CatalogueChange => ({
  ref: `item:${item.key}`,
  text: fill(t.itemRemoved, { name: item.name }),
});

function hoursLines(before: Menu["hours"], after: Menu["hours"]): string[] {
  return (["pickup", "delivery"] as const).flatMap((service) =>
    (Object.keys(weekdays) as (keyof typeof weekdays)[]).flatMap((day) => {
      const was = before[service][day] ?? [];
      const now = after[service][day] ?? [];
      if (sameValue(was, now)) return [];
      return [
        fill(t.hours, {
          day: weekdays[day].toLowerCase(),
          service: catalogueServices[service],
          before: describeRanges(was) || t.closed,
          after: describeRanges(now) || t.closed,
        }),
      ];
    }),
  );
}

const MENU_RULES: FieldRule<Menu>[] = [
  textRule((menu) => menu.description, t.descriptionChanged),
  (before, after) => hoursLines(before.hours, after.hours),
  (before, after) =>
    orderChanged(
      before.categories.map((category) => category.key),
      after.categories.map((category) => category.key),
    )
      ? fill(t.orderChanged, { children: t.menuChildren })
      : null,
];

const CATEGORY_RULES: FieldRule<{ category: Category; menu: Menu }>[] = [
  (before, after) =>
    before.menu.key === after.menu.key ? null : fill(t.categoryMoved, { menu: after.menu.name }),
  textRule((placed) => placed.category.description, t.descriptionChanged),
  photoRule((placed) => placed.category.photo),
  valueRule(t.makeTime, (placed) => placed.category.make_time, describeMakeTime),
  (before, after) =>
    orderChanged(
      before.category.items.map((item) => item.key),
      after.category.items.map((item) => item.key),
    )
      ? fill(t.orderChanged, { children: t.categoryChildren })
      : null,
];

function categoryChanges(category: Category, menu: Menu, before: Places, after: Places): CatalogueChange[] {
  const ref = `category:${category.key}`;
  const was = before.categories.get(category.key);
  const own = was
    ? [
        ...renameLine(ref, t.renamedFeminine, t.category, was.category.name, category.name),
        ...linesOf(ref, category.name, was, { category, menu }, CATEGORY_RULES),
      ]
    : [{ ref, text: fill(t.newCategory, { name: category.name, menu: menu.name }) }];
  const gone = (was?.category.items ?? []).filter((item) => !after.items.has(item.key)).map(removedItem);
  return [...own, ...category.items.flatMap((item) => itemChanges(item, category, before, after)), ...gone];
}

/** A category gone from the file, with its dishes gone too (a dish moved elsewhere is not gone). */
function removedCategory(category: Category, after: Places): CatalogueChange[] {
  return [
    { ref: `category:${category.key}`, text: fill(t.categoryRemoved, { name: category.name }) },
    ...category.items.filter((item) => !after.items.has(item.key)).map(removedItem),
  ];
}

function menuChanges(menu: Menu, before: Places, after: Places): CatalogueChange[] {
  const ref = `menu:${menu.key}`;
  const was = before.menus.get(menu.key);
  const own = was
    ? [
        ...renameLine(ref, t.renamed, t.menu, was.name, menu.name),
        ...linesOf(ref, menu.name, was, menu, MENU_RULES),
      ]
    : [{ ref, text: fill(t.newMenu, { name: menu.name }) }];
  const gone = (was?.categories ?? [])
    .filter((category) => !after.categories.has(category.key))
    .flatMap((category) => removedCategory(category, after));
  return [
    ...own,
    ...menu.categories.flatMap((category) => categoryChanges(category, menu, before, after)),
    ...gone,
  ];
}

export function menusChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
  const beforePlaces = placesOf(before);
  const afterPlaces = placesOf(after);
  const kept = after.menus.flatMap((menu) => menuChanges(menu, beforePlaces, afterPlaces));
  const gone = before.menus
    .filter((menu) => !afterPlaces.menus.has(menu.key))
    .flatMap((menu) => [
      { ref: `menu:${menu.key}`, text: fill(t.menuRemoved, { name: menu.name }) },
      ...menu.categories
        .filter((category) => !afterPlaces.categories.has(category.key))
        .flatMap((category) => removedCategory(category, afterPlaces)),
    ]);
  const first = after.menus[0];
  const order =
    first &&
    orderChanged(
      before.menus.map((menu) => menu.key),
      after.menus.map((menu) => menu.key),
    )
      ? [orderLine(`menu:${first.key}`, t.menus, t.menusChildren)]
      : [];
  return [...kept, ...gone, ...order];
}
