import { type Db, schema } from "@comptoir/db";
import { isSoldOutAt } from "@comptoir/domain";
import { asc } from "drizzle-orm";
import { groupBy } from "./group-by.ts";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

interface ChoiceOnSale extends Row<typeof schema.optionChoices> {
  /** Not "épuisé" when the snapshot was taken. */
  orderable: boolean;
}

interface OptionGroupWithChoices extends Row<typeof schema.optionGroups> {
  /** Without the hidden ones. */
  choices: ChoiceOnSale[];
}

export interface ItemWithOptions extends Row<typeof schema.items> {
  /** On sale (`available`) and not "épuisé" when the snapshot was taken: listed greyed otherwise. */
  orderable: boolean;
  optionGroups: OptionGroupWithChoices[];
}

interface CategoryWithItems extends Row<typeof schema.categories> {
  items: ItemWithOptions[];
}

export interface MenuWithCategories extends Row<typeof schema.menus> {
  categories: CategoryWithItems[];
}

/** Everything a visitor browses, read in one go: settings, zones, menus down to choices, offers. */
export interface RestaurantSnapshot {
  settings: Map<string, unknown>;
  zones: Row<typeof schema.deliveryZones>[];
  menus: MenuWithCategories[];
  offers: Row<typeof schema.offers>[];
  /**
   * The next instant something marked "épuisé" comes back by itself: the snapshot is out of date
   * from then on (the catalogue reads it again). Null or absent: nothing is due.
   */
  changesAt?: Date | null;
}

/**
 * Everything a visitor browses as of `now` (ADR 041): hidden items and choices are left out, and
 * items and choices "épuisé" until after `now` are marked not orderable.
 */
export async function loadRestaurantSnapshot(db: Db, now: Date): Promise<RestaurantSnapshot> {
  const [settingRows, zones, menuRows, categoryRows, itemRows, groupRows, choiceRows, links, offers] =
    await Promise.all([
      db.select().from(schema.settings),
      db.select().from(schema.deliveryZones).orderBy(asc(schema.deliveryZones.postalCode)),
      db.select().from(schema.menus).orderBy(asc(schema.menus.position), asc(schema.menus.id)),
      db.select().from(schema.categories).orderBy(asc(schema.categories.position), asc(schema.categories.id)),
      db.select().from(schema.items).orderBy(asc(schema.items.position), asc(schema.items.id)),
      db.select().from(schema.optionGroups).orderBy(asc(schema.optionGroups.id)),
      db
        .select()
        .from(schema.optionChoices)
        .orderBy(asc(schema.optionChoices.position), asc(schema.optionChoices.id)),
      db.select().from(schema.itemOptionGroups).orderBy(asc(schema.itemOptionGroups.position)),
      db.select().from(schema.offers).orderBy(asc(schema.offers.id)),
    ]);

  const returns = [...itemRows, ...choiceRows]
    .filter((row) => !row.hidden && isSoldOutAt(row.soldOutUntil, now))
    .map((row) => (row.soldOutUntil as Date).getTime());
  const onSale = <T extends { soldOutUntil: Date | null }>(row: T) => ({
    ...row,
    orderable: !isSoldOutAt(row.soldOutUntil, now),
  });
  // Children are grouped by parent once, in their query order, so a large menu loads in linear time.
  const choicesByGroup = groupBy(
    choiceRows.filter((choice) => !choice.hidden).map(onSale),
    (choice) => choice.groupId,
  );
  const groups = new Map<number, OptionGroupWithChoices>(
    groupRows.map((group) => [group.id, { ...group, choices: choicesByGroup.get(group.id) ?? [] }]),
  );
  const linksByItem = groupBy(links, (link) => link.itemId);
  const itemsByCategory = groupBy(
    itemRows.flatMap((item): ItemWithOptions[] =>
      // Off the menu: "masqué" from the board, or not visible in the published catalogue (ADR 051).
      item.hidden || !item.visible
        ? []
        : [
            {
              ...item,
              orderable: item.available && !isSoldOutAt(item.soldOutUntil, now),
              optionGroups: (linksByItem.get(item.id) ?? []).flatMap(
                (link) => groups.get(link.groupId) ?? [],
              ),
            },
          ],
    ),
    (item) => item.categoryId,
  );
  const categoriesByMenu = groupBy(categoryRows, (category) => category.menuId);
  const menus = menuRows.map(
    (menu): MenuWithCategories => ({
      ...menu,
      categories: (categoriesByMenu.get(menu.id) ?? []).map((category) => ({
        ...category,
        items: itemsByCategory.get(category.id) ?? [],
      })),
    }),
  );
  return {
    settings: new Map(settingRows.map((row) => [row.name, row.value])),
    zones,
    menus,
    offers,
    changesAt: returns.length > 0 ? new Date(Math.min(...returns)) : null,
  };
}
