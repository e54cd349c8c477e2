import { describe, expect, it } from "vitest";
import type { DraftThingPayload } from "./draft-client.ts";
import {
  deletionTakes,
  draftTree,
  filterTree,
  itemsUsingGroup,
  moved,
  NO_FILTER,
  newKey,
} from "./draft-tree.ts";
import { newCategoryValue, newGroupValue, newItemValue, newMenuValue } from "./new-things.ts";

const meta = { revision: 1, updated_by_name: null, updated_at: "2026-11-26T11:00:00.000Z" };
const menu = (key: string, position: number) =>
  ({
    ref: `menu:${key}`,
    kind: "menu",
    key,
    position,
    value: newMenuValue(key),
    ...meta,
  }) as DraftThingPayload;
const category = (key: string, menuKey: string, position: number) =>
  ({
    ref: `category:${key}`,
    kind: "category",
    key,
    position,
    value: newCategoryValue(key, menuKey),
    ...meta,
  }) as DraftThingPayload;
const item = (key: string, name: string, categoryKey: string, position: number, extra = {}) =>
  ({
    ref: `item:${key}`,
    kind: "item",
    key,
    position,
    value: { ...newItemValue(name, categoryKey), visible: true, ...extra },
    ...meta,
  }) as DraftThingPayload;

const things: DraftThingPayload[] = [
  menu("soir", 1),
  menu("midi", 0),
  category("desserts", "midi", 1),
  category("burgers", "midi", 0),
  item("cheese", "Cheeseburger", "burgers", 1, { options: ["sauces"] }),
  item("piment", "Burger piment", "burgers", 0),
  item("creme", "Crème brûlée", "desserts", 0, { visible: false }),
  item("perdu", "Plat perdu", "disparue", 0),
  {
    ref: "group:sauces",
    kind: "group",
    key: "sauces",
    position: 0,
    value: newGroupValue("Sauces", { key: "ketchup", name: "Ketchup" }),
    ...meta,
  } as DraftThingPayload,
];

describe("the draft as the editor lists it", () => {
  it("orders menus, categories and dishes by position, and names what lost its parent", () => {
    const tree = draftTree(things);
    expect(tree.menus.map(({ menu }) => menu.key)).toEqual(["midi", "soir"]);
    expect(tree.menus[0]?.categories.map(({ category }) => category.key)).toEqual(["burgers", "desserts"]);
    expect(tree.menus[0]?.categories[0]?.items.map((each) => each.key)).toEqual(["piment", "cheese"]);
    expect(tree.orphans.map((thing) => thing.ref)).toEqual(["item:perdu"]);
    expect(tree.groups.map((group) => group.key)).toEqual(["sauces"]);
  });

  it("finds dishes by name without accents, by category and by visibility", () => {
    const tree = draftTree(things);
    const names = (filter: Partial<typeof NO_FILTER>) =>
      filterTree(tree, { ...NO_FILTER, ...filter }).menus.flatMap(({ categories }) =>
        categories.flatMap(({ items }) => items.map((each) => each.value.name)),
      );
    expect(names({ search: "creme" })).toEqual(["Crème brûlée"]);
    expect(names({ search: "BURGER" })).toEqual(["Burger piment", "Cheeseburger"]);
    expect(names({ category: "desserts" })).toEqual(["Crème brûlée"]);
    expect(names({ visibility: "hidden" })).toEqual(["Crème brûlée"]);
    expect(names({ visibility: "visible", search: "piment" })).toEqual(["Burger piment"]);
    expect(filterTree(tree, NO_FILTER)).toBe(tree);
  });

  it("says what a deletion takes with it, and which dishes still offer a group", () => {
    const tree = draftTree(things);
    expect(deletionTakes(tree, "menu:midi")).toEqual({ categories: 2, items: 3 });
    expect(deletionTakes(tree, "category:burgers")).toEqual({ categories: 0, items: 2 });
    expect(deletionTakes(tree, "item:piment")).toEqual({ categories: 0, items: 0 });
    expect(itemsUsingGroup(things, "sauces")).toEqual(["Cheeseburger"]);
  });

  it("moves a key in a list, and makes new keys from names that are never reused", () => {
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(newKey("Crème brûlée maison !", () => 0)).toBe("creme-brulee-maison-0000");
    expect(newKey("Crème brûlée", () => 0.5)).toMatch(/^creme-brulee-[a-z0-9]{4}$/);
    expect(newKey("", () => 0)).toBe("0000");
  });
});
