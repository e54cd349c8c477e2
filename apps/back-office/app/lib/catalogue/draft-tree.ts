import type { ThingKind, ThingRef } from "@comptoir/contracts/catalogue-draft";
import type { DraftThingOf, DraftThingPayload } from "./draft-client.ts";

/**
 * The draft's things as the editor lists them: menus → categories → dishes in their positions,
 * and the option groups. Pure functions of the draft, so the list and its filters are tested
 * without a page.
 */

export interface CategoryNode {
  category: DraftThingOf<"category">;
  items: DraftThingOf<"item">[];
}

interface MenuNode {
  menu: DraftThingOf<"menu">;
  categories: CategoryNode[];
}

export interface DraftTree {
  menus: MenuNode[];
  groups: DraftThingOf<"group">[];
  /** Categories whose menu is gone, dishes whose category is gone: shown so they can be fixed. */
  orphans: DraftThingPayload[];
}

const byPosition = (a: DraftThingPayload, b: DraftThingPayload) =>
  a.position - b.position || a.key.localeCompare(b.key);

function ofKind<K extends ThingKind>(things: readonly DraftThingPayload[], kind: K): DraftThingOf<K>[] {
  return things.filter((thing): thing is DraftThingOf<K> => thing.kind === kind).sort(byPosition);
}

export function draftTree(things: readonly DraftThingPayload[]): DraftTree {
  const menus = ofKind(things, "menu");
  const categories = ofKind(things, "category");
  const items = ofKind(things, "item");
  const itemsOf = new Map<string, DraftThingOf<"item">[]>();
  for (const item of items) {
    const list = itemsOf.get(item.value.category) ?? [];
    list.push(item);
    itemsOf.set(item.value.category, list);
  }
  const menuKeys = new Set(menus.map((menu) => menu.key));
  const categoryKeys = new Set(categories.map((category) => category.key));
  return {
    menus: menus.map((menu) => ({
      menu,
      categories: categories
        .filter((category) => category.value.menu === menu.key)
        .map((category) => ({ category, items: itemsOf.get(category.key) ?? [] })),
    })),
    groups: ofKind(things, "group"),
    orphans: [
      ...categories.filter((category) => !menuKeys.has(category.value.menu)),
      ...items.filter((item) => !categoryKeys.has(item.value.category)),
    ],
  };
}

type Visibility = "all" | "visible" | "hidden";

export interface TreeFilter {
  search: string;
  category: string;
  visibility: Visibility;
}

export const NO_FILTER: TreeFilter = { search: "", category: "", visibility: "all" };

/** Lower case without accents: "creme" finds "Crème brûlée". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function isFiltering(filter: TreeFilter): boolean {
  return filter.search.trim() !== "" || filter.category !== "" || filter.visibility !== "all";
}

/** The tree with only the dishes the filter keeps (and the categories that still hold one). */
export function filterTree(tree: DraftTree, filter: TreeFilter): DraftTree {
  if (!isFiltering(filter)) return tree;
  const words = folded(filter.search.trim()).split(/\s+/).filter(Boolean);
  const keeps = (item: DraftThingOf<"item">) => {
    if (filter.category && item.value.category !== filter.category) return false;
    if (filter.visibility === "visible" && !item.value.visible) return false;
    if (filter.visibility === "hidden" && item.value.visible) return false;
    const name = folded(item.value.name);
    return words.every((word) => name.includes(word));
  };
  return {
    ...tree,
    menus: tree.menus
      .map(({ menu, categories }) => ({
        menu,
        categories: categories
          .map(({ category, items }) => ({ category, items: items.filter(keeps) }))
          .filter(({ items }) => items.length > 0),
      }))
      .filter(({ categories }) => categories.length > 0),
  };
}

/** A list's keys with one moved from one place to another, as a reorder sends them. */
export function moved(keys: readonly string[], from: number, to: number): string[] {
  const next = [...keys];
  const [key] = next.splice(from, 1);
  if (key !== undefined) next.splice(to, 0, key);
  return next;
}

/**
 * A new thing's key: its name in lower case without accents, and a short random suffix, so a key is
 * never reused, even for a dish deleted then made again under the same name (ADR 051).
 */
export function newKey(name: string, random: () => number = Math.random): string {
  const base = folded(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, "0");
  return base ? `${base}-${suffix}` : suffix;
}

/** What a deletion takes with it: a menu its categories and their dishes, a category its dishes. */
export function deletionTakes(tree: DraftTree, ref: ThingRef): { categories: number; items: number } {
  for (const { menu, categories } of tree.menus) {
    if (menu.ref === ref)
      return {
        categories: categories.length,
        items: categories.reduce((sum, { items }) => sum + items.length, 0),
      };
    for (const { category, items } of categories)
      if (category.ref === ref) return { categories: 0, items: items.length };
  }
  return { categories: 0, items: 0 };
}

/** The dishes that offer an option group, by name: a group's deletion leaves them to fix. */
export function itemsUsingGroup(things: readonly DraftThingPayload[], group: string): string[] {
  return ofKind(things, "item")
    .filter((item) => item.value.options.includes(group))
    .map((item) => item.value.name);
}
