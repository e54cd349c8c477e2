import { fill, catalogueChangeTexts as t } from "@comptoir/messages";
import type { CatalogueChange } from "../catalogue-review.ts";
import { sameValue } from "../catalogue-wording.ts";
import type { RestaurantFile } from "../restaurant-file.ts";

/** What every kind of change line is made of: a rule per field, compared and worded the same way. */

export type Menu = RestaurantFile["menus"][number];
export type Category = Menu["categories"][number];
export type Item = Category["items"][number];
export type Group = RestaurantFile["option_groups"][number];
export type Choice = Group["choices"][number];
export type Offer = RestaurantFile["offers"][number];
export type Zone = RestaurantFile["zones"][number];

/** A rule comparing one field of a thing: the words of its change, or null when it is the same. */
export type FieldRule<T> = (before: T, after: T) => string | string[] | null;

export function valueRule<T, V>(
  label: string,
  pick: (thing: T) => V,
  show: (value: V) => string,
): FieldRule<T> {
  return (before, after) =>
    sameValue(pick(before), pick(after))
      ? null
      : fill(t.from, { label, before: show(pick(before)), after: show(pick(after)) });
}

export function flagRule<T>(pick: (thing: T) => boolean, whenTrue: string, whenFalse: string): FieldRule<T> {
  return (before, after) => (pick(before) === pick(after) ? null : pick(after) ? whenTrue : whenFalse);
}

export function textRule<T>(pick: (thing: T) => string, words: string): FieldRule<T> {
  return (before, after) => (pick(before) === pick(after) ? null : words);
}

export function linesOf<T>(
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

type Photo = Item["photo"];

/**
 * What became of a photo, in `words`: added, another one, the same one framed again, removed;
 * null: the same.
 */
export function photoChange(
  before: Photo | undefined,
  after: Photo | undefined,
  words: Readonly<Record<"added" | "changed" | "reframed" | "removed", string>> = t.photo,
): string | null {
  if (!before && !after) return null;
  if (!before) return words.added;
  if (!after) return words.removed;
  if (before.id !== after.id) return words.changed;
  return sameValue(before.crop, after.crop) ? null : words.reframed;
}

export function photoRule<T>(pick: (thing: T) => Photo | undefined): FieldRule<T> {
  return (before, after) => photoChange(pick(before), pick(after));
}

export const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : t.nothing);
export const yesNo = (value: boolean) => (value ? t.yes : t.no);

/** True when the keys both lists hold are not in the same relative order. */
export function orderChanged(before: readonly string[], after: readonly string[]): boolean {
  const kept = new Set(after);
  const common = before.filter((key) => kept.has(key));
  const stayed = new Set(common);
  return common.join("\n") !== after.filter((key) => stayed.has(key)).join("\n");
}

export function orderLine(ref: string, name: string, children: string): CatalogueChange {
  return { ref, text: fill(t.line, { thing: name, what: fill(t.orderChanged, { children }) }) };
}

export function renameLine(ref: string, template: string, kind: string, before: string, after: string) {
  return before === after ? [] : [{ ref, text: fill(template, { kind, before, after }) }];
}

/** Where each menu, category and dish of a file is, by key. */
export interface Places {
  menus: Map<string, Menu>;
  categories: Map<string, { category: Category; menu: Menu }>;
  items: Map<string, { item: Item; category: Category }>;
  groups: Map<string, Group>;
}

export function placesOf(file: RestaurantFile): Places {
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

export function allergenLines(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((allergen) => !before.includes(allergen));
  const removed = before.filter((allergen) => !after.includes(allergen));
  return [
    ...(added.length > 0 ? [fill(t.allergensAdded, { list: added.join(", ") })] : []),
    ...(removed.length > 0 ? [fill(t.allergensRemoved, { list: removed.join(", ") })] : []),
  ];
}
