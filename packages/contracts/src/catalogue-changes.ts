import {
  catalogueServices,
  fill,
  offerTypeNames,
  settingLabels,
  catalogueChangeTexts as t,
  weekdays,
} from "@comptoir/messages";
import { settingsSectionOf } from "./catalogue-draft.ts";
import type { CatalogueChange } from "./catalogue-review.ts";
import { describeEuros, describePercent, describeRanges, sameValue } from "./catalogue-wording.ts";
import type { RestaurantFile } from "./restaurant-file.ts";
import { MONEY_SETTING_KEYS } from "./settings.ts";

/**
 * The change lines of a publish (ADR 051): every difference between two restaurant files, one plain
 * French line each, in the file's order (settings, option groups, menus with their categories and
 * dishes, offers, zones). Things are matched by key, so a renamed dish is one rename, not a removal
 * and an addition; zones have no key and are matched by postal code.
 */

type Menu = RestaurantFile["menus"][number];
type Category = Menu["categories"][number];
type Item = Category["items"][number];
type Group = RestaurantFile["option_groups"][number];
type Choice = Group["choices"][number];
type Offer = RestaurantFile["offers"][number];
type Zone = RestaurantFile["zones"][number];

/** A rule comparing one field of a thing: the words of its change, or null when it is the same. */
type FieldRule<T> = (before: T, after: T) => string | string[] | null;

function valueRule<T, V>(label: string, pick: (thing: T) => V, show: (value: V) => string): FieldRule<T> {
  return (before, after) =>
    sameValue(pick(before), pick(after))
      ? null
      : fill(t.from, { label, before: show(pick(before)), after: show(pick(after)) });
}

function flagRule<T>(pick: (thing: T) => boolean, whenTrue: string, whenFalse: string): FieldRule<T> {
  return (before, after) => (pick(before) === pick(after) ? null : pick(after) ? whenTrue : whenFalse);
}

function textRule<T>(pick: (thing: T) => string, words: string): FieldRule<T> {
  return (before, after) => (pick(before) === pick(after) ? null : words);
}

function linesOf<T>(
  ref: string,
  name: string,
  before: T,
  after: T,
  rules: FieldRule<T>[],
): CatalogueChange[] {
  return rules
    .flatMap((rule) => rule(before, after) ?? [])
    .map((what) => ({ ref, text: fill(t.line, { thing: name, what }) }));
}

const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : t.nothing);
const yesNo = (value: boolean) => (value ? t.yes : t.no);

/** True when the keys both lists hold are not in the same relative order. */
function orderChanged(before: readonly string[], after: readonly string[]): boolean {
  const kept = new Set(after);
  const common = before.filter((key) => kept.has(key));
  const stayed = new Set(common);
  return common.join("\n") !== after.filter((key) => stayed.has(key)).join("\n");
}

function orderLine(ref: string, name: string, children: string): CatalogueChange {
  return { ref, text: fill(t.line, { thing: name, what: fill(t.orderChanged, { children }) }) };
}

function renameLine(ref: string, template: string, kind: string, before: string, after: string) {
  return before === after ? [] : [{ ref, text: fill(template, { kind, before, after }) }];
}

// --- Settings -------------------------------------------------------------------------------

function describeSetting(name: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return t.nothing;
  if (typeof value === "boolean") return yesNo(value);
  if (typeof value === "number" && MONEY_SETTING_KEYS.includes(name)) return describeEuros(value);
  if (typeof value === "number") return new Intl.NumberFormat("fr-FR").format(value);
  if (Array.isArray(value)) return list(value.map(String));
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Long texts (a description, a mediator's address) say that they changed, not what they became. */
const LONG_TEXT = 60;

function settingLine(name: string, before: unknown, after: unknown): CatalogueChange {
  const label = settingLabels[name] ?? name;
  const ref = `settings:${settingsSectionOf(name)}`;
  const text = (what: string) => ({ ref, text: fill(t.line, { thing: t.settings, what }) });
  if (before === undefined) return text(fill(t.settingAdded, { label, value: describeSetting(name, after) }));
  if (after === undefined)
    return text(fill(t.settingRemoved, { label, value: describeSetting(name, before) }));
  const shownBefore = describeSetting(name, before);
  const shownAfter = describeSetting(name, after);
  if (shownBefore.length > LONG_TEXT || shownAfter.length > LONG_TEXT)
    return text(fill(t.textChanged, { label }));
  return text(fill(t.from, { label, before: shownBefore, after: shownAfter }));
}

function settingsChanges(before: RestaurantFile["settings"], after: RestaurantFile["settings"]) {
  const names = [...Object.keys(after), ...Object.keys(before).filter((name) => !(name in after))];
  return names
    .filter((name) => !sameValue(before[name], after[name]))
    .map((name) => settingLine(name, before[name], after[name]));
}

// --- Option groups ----------------------------------------------------------------------------

const describeChoicePrice = (price: number) => `+${describeEuros(price)}`;
const describeChoiceTax = (rate: number | null) =>
  rate === null ? t.choiceTaxOfItem : describePercent(rate);

const CHOICE_RULES: FieldRule<Choice>[] = [
  valueRule(t.choicePrice, (choice) => choice.price, describeChoicePrice),
  valueRule(t.choiceMaxQuantity, (choice) => choice.max_quantity, String),
  valueRule(t.choiceTaxRate, (choice) => choice.tax_rate, describeChoiceTax),
  (before, after) => allergenLines(before.allergens, after.allergens),
];

function choiceLines(before: Choice, after: Choice): string[] {
  const renamed =
    before.name === after.name ? [] : [fill(t.choiceRenamed, { before: before.name, after: after.name })];
  const fields = CHOICE_RULES.flatMap((rule) => rule(before, after) ?? []);
  return [...renamed, ...fields.map((what) => fill(t.choice, { name: after.name, what }))];
}

const GROUP_RULES: FieldRule<Group>[] = [
  valueRule(t.groupMin, (group) => group.min, String),
  valueRule(t.groupMax, (group) => group.max, String),
  (before, after) => {
    const previous = new Map(before.choices.map((choice) => [choice.key, choice]));
    const kept = new Set(after.choices.map((choice) => choice.key));
    return [
      ...after.choices.flatMap((choice) => {
        const was = previous.get(choice.key);
        if (!was)
          return [fill(t.choiceAdded, { name: choice.name, price: describeChoicePrice(choice.price) })];
        return choiceLines(was, choice);
      }),
      ...before.choices
        .filter((choice) => !kept.has(choice.key))
        .map((choice) => fill(t.choiceRemoved, { name: choice.name })),
    ];
  },
  (before, after) =>
    orderChanged(
      before.choices.map((choice) => choice.key),
      after.choices.map((choice) => choice.key),
    )
      ? fill(t.orderChanged, { children: t.groupChildren })
      : null,
];

function groupsChanges(before: Group[], after: Group[]): CatalogueChange[] {
  const previous = new Map(before.map((group) => [group.key, group]));
  const kept = new Set(after.map((group) => group.key));
  const lines = after.flatMap((group) => {
    const ref = `group:${group.key}`;
    const was = previous.get(group.key);
    if (!was) return [{ ref, text: fill(t.newGroup, { name: group.name }) }];
    return [
      ...renameLine(ref, t.renamed, t.group, was.name, group.name),
      ...linesOf(ref, group.name, was, group, GROUP_RULES),
    ];
  });
  const removed = before
    .filter((group) => !kept.has(group.key))
    .map((group) => ({ ref: `group:${group.key}`, text: fill(t.groupRemoved, { name: group.name }) }));
  const order = orderChanged(
    before.map((group) => group.key),
    after.map((group) => group.key),
  );
  const first = after[0];
  return [
    ...lines,
    ...removed,
    ...(order && first ? [orderLine(`group:${first.key}`, t.groups, t.groupsChildren)] : []),
  ];
}

// --- Menus, categories, dishes -------------------------------------------------------------------

/** Where each menu, category and dish of a file is, by key. */
interface Places {
  menus: Map<string, Menu>;
  categories: Map<string, { category: Category; menu: Menu }>;
  items: Map<string, { item: Item; category: Category }>;
  groups: Map<string, Group>;
}

function placesOf(file: RestaurantFile): Places {
  const places: Places = { menus: new Map(), categories: new Map(), items: new Map(), groups: new Map() };
  for (const group of file.option_groups) places.groups.set(group.key, group);
  for (const menu of file.menus) {
    places.menus.set(menu.key, menu);
    for (const category of menu.categories) {
      places.categories.set(category.key, { category, menu });
      for (const item of category.items) places.items.set(item.key, { item, category });
    }
  }
  return places;
}

function allergenLines(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((allergen) => !before.includes(allergen));
  const removed = before.filter((allergen) => !after.includes(allergen));
  return [
    ...(added.length > 0 ? [fill(t.allergensAdded, { list: added.join(", ") })] : []),
    ...(removed.length > 0 ? [fill(t.allergensRemoved, { list: removed.join(", ") })] : []),
  ];
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
  valueRule(t.score, (placed) => placed.item.score, String),
  valueRule(t.spiceLevel, (placed) => placed.item.spice_level, String),
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

function menusChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
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

// --- Offers -----------------------------------------------------------------------------------

function describeOfferValue(offer: Offer): string {
  if (offer.type === "percentage") return describePercent(offer.value);
  if (offer.type === "fixed_amount") return describeEuros(offer.value);
  return t.nothing;
}

function describeWindow(offer: Offer): string {
  const days =
    offer.days.length > 0 ? offer.days.map((day) => weekdays[day].toLowerCase()).join(", ") : t.offerAllDays;
  const hours =
    offer.allow_repeat && offer.start && offer.end && offer.start !== offer.end
      ? `${offer.start}–${offer.end}`
      : t.offerAllDay;
  return `${days}, ${hours}`;
}

function targetRule(
  label: string,
  pick: (offer: Offer) => string[],
  nameOf: (key: string) => string,
): FieldRule<Offer> {
  return valueRule(fill(t.offerTargets, { label }), (offer) => pick(offer).map(nameOf), list);
}

function offerRules(before: Places, after: Places): FieldRule<Offer>[] {
  const nameOf = (find: (places: Places) => string | undefined, key: string) =>
    find(after) ?? find(before) ?? key;
  return [
    valueRule(
      t.offerType,
      (offer) => offer.type,
      (type) => offerTypeNames[type],
    ),
    valueRule(t.offerValue, describeOfferValue, (shown) => shown),
    valueRule(
      t.offerCode,
      (offer) => offer.code,
      (code) => code ?? t.nothing,
    ),
    valueRule(t.offerMinimum, (offer) => offer.minimum_amount, describeEuros),
    flagRule((offer) => offer.is_active, t.offerActivated, t.offerDeactivated),
    flagRule((offer) => offer.auto_apply, t.offerAutomatic, t.offerNotAutomatic),
    flagRule((offer) => offer.first_order, t.offerFirstOrder, t.offerNotFirstOrder),
    valueRule(t.offerWindow, describeWindow, (shown) => shown),
    valueRule(
      t.offerService,
      (offer) => offer.delivery_pickup,
      (service) => catalogueServices[service],
    ),
    textRule((offer) => offer.description, t.descriptionChanged),
    targetRule(
      t.offerTargetMenus,
      (offer) => offer.menus,
      (key) => nameOf((places) => places.menus.get(key)?.name, key),
    ),
    targetRule(
      t.offerTargetCategories,
      (offer) => offer.categories,
      (key) => nameOf((places) => places.categories.get(key)?.category.name, key),
    ),
    targetRule(
      t.offerTargetItems,
      (offer) => offer.items,
      (key) => nameOf((places) => places.items.get(key)?.item.name, key),
    ),
  ];
}

function offersChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
  const rules = offerRules(placesOf(before), placesOf(after));
  const previous = new Map(before.offers.map((offer) => [offer.key, offer]));
  const kept = new Set(after.offers.map((offer) => offer.key));
  const lines = after.offers.flatMap((offer) => {
    const ref = `offer:${offer.key}`;
    const was = previous.get(offer.key);
    if (!was) return [{ ref, text: fill(t.newOffer, { name: offer.name }) }];
    const renamed =
      was.name === offer.name
        ? []
        : [{ ref, text: fill(t.offerRenamed, { before: was.name, after: offer.name }) }];
    return [
      ...renamed,
      ...linesOf(ref, fill(t.offer, { name: offer.code ?? offer.name }), was, offer, rules),
    ];
  });
  const removed = before.offers
    .filter((offer) => !kept.has(offer.key))
    .map((offer) => ({ ref: `offer:${offer.key}`, text: fill(t.offerRemoved, { name: offer.name }) }));
  const first = after.offers[0];
  const order =
    first &&
    orderChanged(
      before.offers.map((offer) => offer.key),
      after.offers.map((offer) => offer.key),
    )
      ? [orderLine(`offer:${first.key}`, t.offers, t.offersChildren)]
      : [];
  return [...lines, ...removed, ...order];
}

// --- Zones ------------------------------------------------------------------------------------

/** Zones by postal code; a second zone of the same code is told apart by its rank among them. */
function zonesByCode(zones: Zone[]): Map<string, Zone> {
  const seen = new Map<string, number>();
  const byCode = new Map<string, Zone>();
  for (const zone of zones) {
    const rank = seen.get(zone.postal_code) ?? 0;
    seen.set(zone.postal_code, rank + 1);
    byCode.set(rank === 0 ? zone.postal_code : `${zone.postal_code} (${rank + 1})`, zone);
  }
  return byCode;
}

const ZONE_RULES: FieldRule<Zone>[] = [
  valueRule(
    t.zoneName,
    (zone) => zone.name,
    (name) => name,
  ),
  valueRule(
    t.zoneCity,
    (zone) => zone.city,
    (city) => city,
  ),
  valueRule(t.zoneFee, (zone) => zone.delivery_fee, describeEuros),
  valueRule(t.zoneFlatCharge, (zone) => zone.flat_charge, describeEuros),
  valueRule(t.zoneMinimum, (zone) => zone.minimum_order, describeEuros),
];

function zonesChanges(before: Zone[], after: Zone[]): CatalogueChange[] {
  const previous = zonesByCode(before);
  const current = zonesByCode(after);
  const line = (what: string) => ({ ref: "zones:all", text: fill(t.line, { thing: t.zones, what }) });
  return [
    ...[...current].flatMap(([zone, now]) => {
      const was = previous.get(zone);
      if (!was) return [line(fill(t.zoneAdded, { zone }))];
      return ZONE_RULES.flatMap((rule) => rule(was, now) ?? []).map((what) =>
        line(fill(t.zone, { zone, what })),
      );
    }),
    ...[...previous.keys()]
      .filter((zone) => !current.has(zone))
      .map((zone) => line(fill(t.zoneRemoved, { zone }))),
  ];
}

/** The changes from `before` to `after`, in the catalogue's order. */
export function catalogueChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
  return [
    ...settingsChanges(before.settings, after.settings),
    ...groupsChanges(before.option_groups, after.option_groups),
    ...menusChanges(before, after),
    ...offersChanges(before, after),
    ...zonesChanges(before.zones, after.zones),
  ];
}
