import { z } from "zod";
import {
  catalogueKeySchema,
  categorySchema,
  checkOfferValue,
  itemSchema,
  menuSchema,
  offerFieldsSchema,
  optionGroupSchema,
  type RestaurantFile,
  zoneSchema,
} from "./restaurant-file.ts";

/**
 * The catalogue's draft as the editor edits it (ADR 051): the restaurant file cut into **things**,
 * each saved on its own with its own revision, so that two owners editing two dishes never touch
 * each other and a stale save is caught per dish, per group, per menu's hours.
 *
 * A thing is named by its **ref**, `kind:key`: `item:burger-piment`, `menu:midi`, `group:sauces`,
 * `offer:bienvenue`, `category:burgers`, `settings:contacts` (the settings whose dotted name starts
 * with `contacts.`), `zones:all` (the delivery zones, edited as one list). Keys are the restaurant
 * file's keys, so a thing keeps its database id from one published version to the next.
 *
 * Order is not part of a thing's value: each thing has a `position` among its siblings (menus
 * among menus, a menu's categories, a category's items, option groups, offers), changed by one
 * reorder call for the whole list.
 */

const THING_KINDS = ["settings", "zones", "menu", "category", "item", "group", "offer"] as const;
export type ThingKind = (typeof THING_KINDS)[number];

/** Settings the board changes at once; never part of a draft or a version (ADR 039, 041, 042). */
export const OPERATIONAL_SETTING_PREFIXES = ["pause.", "kitchen."] as const;

export function isOperationalSetting(name: string): boolean {
  return OPERATIONAL_SETTING_PREFIXES.some((prefix) => name.startsWith(prefix));
}

const settingsSection = z.string().regex(/^[a-z_]+$/);

const menuValueSchema = menuSchema.omit({ key: true, categories: true });
const categoryValueSchema = categorySchema
  .omit({ key: true, items: true })
  .extend({ menu: catalogueKeySchema });
export const itemValueSchema = itemSchema.omit({ key: true }).extend({ category: catalogueKeySchema });
const groupValueSchema = optionGroupSchema.omit({ key: true });
export const offerValueSchema = offerFieldsSchema.omit({ key: true }).superRefine(checkOfferValue);
export const zonesValueSchema = z.array(zoneSchema);
/** One section's settings, by their full dotted names (`contacts.name`, `contacts.phone`…). */
const settingsValueSchema = z.record(z.string(), z.unknown());

export type MenuValue = z.infer<typeof menuValueSchema>;
export type CategoryValue = z.infer<typeof categoryValueSchema>;
export type ItemValue = z.infer<typeof itemValueSchema>;
export type GroupValue = z.infer<typeof groupValueSchema>;
export type OfferValue = z.infer<typeof offerValueSchema>;
export type ZonesValue = z.infer<typeof zonesValueSchema>;
export type SettingsValue = z.infer<typeof settingsValueSchema>;

/** The value's schema of each kind of thing: the editor's forms and the server check with it. */
export const THING_VALUE_SCHEMAS = {
  settings: settingsValueSchema,
  zones: zonesValueSchema,
  menu: menuValueSchema,
  category: categoryValueSchema,
  item: itemValueSchema,
  group: groupValueSchema,
  offer: offerValueSchema,
} as const satisfies Record<ThingKind, z.ZodType>;

interface ThingOf<K extends ThingKind, V> {
  kind: K;
  key: string;
  position: number;
  value: V;
}

export type DraftThing =
  | ThingOf<"settings", SettingsValue>
  | ThingOf<"zones", ZonesValue>
  | ThingOf<"menu", MenuValue>
  | ThingOf<"category", CategoryValue>
  | ThingOf<"item", ItemValue>
  | ThingOf<"group", GroupValue>
  | ThingOf<"offer", OfferValue>;

export type ThingRef = `${ThingKind}:${string}`;

export function thingRef(thing: Pick<DraftThing, "kind" | "key">): ThingRef {
  return `${thing.kind}:${thing.key}`;
}

/** The kind and key a ref names, or null when it names no kind of thing or has a malformed key. */
export function parseThingRef(ref: string): { kind: ThingKind; key: string } | null {
  const colon = ref.indexOf(":");
  if (colon < 0) return null;
  const kind = ref.slice(0, colon) as ThingKind;
  const key = ref.slice(colon + 1);
  if (!THING_KINDS.includes(kind)) return null;
  if (kind === "zones") return key === "all" ? { kind, key } : null;
  const keySchema = kind === "settings" ? settingsSection : catalogueKeySchema;
  return keySchema.safeParse(key).success ? { kind, key } : null;
}

/** The section a setting belongs to: the part of its dotted name before the first dot. */
export function settingsSectionOf(name: string): string {
  const dot = name.indexOf(".");
  return dot < 0 ? name : name.slice(0, dot);
}

/**
 * The parent a thing is ordered under: a menu's categories share the menu, a category's items the
 * category; menus, groups and offers have one list each. Settings and zones are not ordered.
 */
export function thingParent(thing: DraftThing): string {
  if (thing.kind === "category") return `menu:${thing.value.menu}`;
  if (thing.kind === "item") return `category:${thing.value.category}`;
  return thing.kind;
}

/** A restaurant file cut into things, each with its position in its list. */
export function thingsOfFile(file: RestaurantFile): DraftThing[] {
  const things: DraftThing[] = [];
  const sections = new Map<string, SettingsValue>();
  for (const [name, value] of Object.entries(file.settings)) {
    if (isOperationalSetting(name)) continue;
    const section = settingsSectionOf(name);
    const values = sections.get(section) ?? {};
    values[name] = value;
    sections.set(section, values);
  }
  for (const [key, value] of sections) things.push({ kind: "settings", key, position: 0, value });
  things.push({ kind: "zones", key: "all", position: 0, value: file.zones });
  file.option_groups.forEach(({ key, ...value }, position) => {
    things.push({ kind: "group", key, position, value });
  });
  file.menus.forEach(({ key: menuKey, categories, ...menu }, menuPosition) => {
    things.push({ kind: "menu", key: menuKey, position: menuPosition, value: menu });
    categories.forEach(({ key: categoryKey, items, ...category }, categoryPosition) => {
      things.push({
        kind: "category",
        key: categoryKey,
        position: categoryPosition,
        value: { ...category, menu: menuKey },
      });
      items.forEach(({ key, ...item }, position) => {
        things.push({ kind: "item", key, position, value: { ...item, category: categoryKey } });
      });
    });
  });
  file.offers.forEach(({ key, ...value }, position) => {
    things.push({ kind: "offer", key, position, value });
  });
  return things;
}

function inOrder<T extends DraftThing>(things: T[]): T[] {
  return [...things].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}

function ofKind<K extends ThingKind>(things: readonly DraftThing[], kind: K) {
  return inOrder(things.filter((thing): thing is Extract<DraftThing, { kind: K }> => thing.kind === kind));
}

/**
 * The restaurant file the things make, in their positions. A category whose menu is gone, or an
 * item whose category is gone, is left out (the draft's checks name it before anything publishes).
 * The result is not yet checked: `restaurantFileSchema` and the draft's problems say if it holds.
 */
export function fileOfThings(things: readonly DraftThing[]): RestaurantFile {
  const settings: Record<string, unknown> = {};
  for (const section of ofKind(things, "settings")) Object.assign(settings, section.value);
  const categories = ofKind(things, "category");
  const items = ofKind(things, "item");
  return {
    settings,
    option_groups: ofKind(things, "group").map(({ key, value }) => ({ key, ...value })),
    menus: ofKind(things, "menu").map(({ key: menuKey, value: menu }) => ({
      key: menuKey,
      ...menu,
      categories: categories
        .filter((category) => category.value.menu === menuKey)
        .map(({ key: categoryKey, value: { menu: _menu, ...category } }) => ({
          key: categoryKey,
          ...category,
          items: items
            .filter((item) => item.value.category === categoryKey)
            .map(({ key, value: { category: _category, ...item } }) => ({ key, ...item })),
        })),
    })),
    offers: ofKind(things, "offer").map(({ key, value }) => ({ key, ...value })),
    zones: ofKind(things, "zones")[0]?.value ?? [],
  };
}
