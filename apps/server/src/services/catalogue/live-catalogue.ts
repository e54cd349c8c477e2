import { MONEY_SETTING_KEYS } from "@comptoir/contracts";
import { isOperationalSetting } from "@comptoir/contracts/catalogue-draft";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { BASIS_POINTS_PER_UNIT, cents, centsToEuros, WEEKDAYS, type WeeklyHours } from "@comptoir/domain";
import { asc } from "drizzle-orm";
import { groupBy } from "../group-by.ts";

/** A database or an open transaction: the export reads the same either way. */
type Reader = Pick<Db, "select">;

const euros = (amount: number) => centsToEuros(cents(amount));
const percent = (basisPoints: number) => (basisPoints * 100) / BASIS_POINTS_PER_UNIT;

function fileHours(hours: WeeklyHours): Record<(typeof WEEKDAYS)[number], [string, string][]> {
  const ranges = {} as Record<(typeof WEEKDAYS)[number], [string, string][]>;
  for (const day of WEEKDAYS) ranges[day] = (hours[day] ?? []).map(({ start, end }) => [start, end]);
  return ranges;
}

/**
 * The live catalogue, as customers get it, written back as a restaurant file (ADR 051): what the
 * export gives, what an existing shop's version 1 holds. The inverse of the seed: euros from cents,
 * percent from basis points, keys for ids. Operational state stays out (`pause.*`, `kitchen.*`,
 * sold out, hidden); `available` is written as it stands, as the file has it.
 */
export async function exportLiveCatalogue(db: Reader): Promise<RestaurantFile> {
  // One after the other: the export also runs inside a transaction (a publish, the first draft),
  // whose single connection takes one query at a time.
  const settingRows = await db.select().from(schema.settings).orderBy(asc(schema.settings.name));
  const zones = await db.select().from(schema.deliveryZones).orderBy(asc(schema.deliveryZones.id));
  const menus = await db
    .select()
    .from(schema.menus)
    .orderBy(asc(schema.menus.position), asc(schema.menus.id));
  const categories = await db
    .select()
    .from(schema.categories)
    .orderBy(asc(schema.categories.position), asc(schema.categories.id));
  const items = await db
    .select()
    .from(schema.items)
    .orderBy(asc(schema.items.position), asc(schema.items.id));
  const groups = await db
    .select()
    .from(schema.optionGroups)
    .orderBy(asc(schema.optionGroups.position), asc(schema.optionGroups.id));
  const choices = await db
    .select()
    .from(schema.optionChoices)
    .orderBy(asc(schema.optionChoices.position), asc(schema.optionChoices.id));
  const links = await db
    .select()
    .from(schema.itemOptionGroups)
    .orderBy(asc(schema.itemOptionGroups.position));
  const offers = await db
    .select()
    .from(schema.offers)
    .orderBy(asc(schema.offers.position), asc(schema.offers.id));

  const settings: Record<string, unknown> = {};
  for (const { name, value } of settingRows) {
    if (isOperationalSetting(name)) continue;
    settings[name] = MONEY_SETTING_KEYS.includes(name) && typeof value === "number" ? euros(value) : value;
  }
  const groupKeys = new Map(groups.map((group) => [group.id, group.key]));
  const choicesByGroup = groupBy(choices, (choice) => choice.groupId);
  const groupsByItem = groupBy(links, (link) => link.itemId);
  const categoriesByMenu = groupBy(categories, (category) => category.menuId);
  const itemsByCategory = groupBy(items, (item) => item.categoryId);
  const keysOf = (ids: number[], rows: { id: number; key: string }[]) => {
    const known = new Map(rows.map((row) => [row.id, row.key]));
    return ids.flatMap((id) => known.get(id) ?? []);
  };

  return {
    settings,
    option_groups: groups.map((group) => ({
      key: group.key,
      name: group.name,
      min: group.minChoices,
      max: group.maxChoices,
      choices: (choicesByGroup.get(group.id) ?? []).map((choice) => ({
        key: choice.key,
        name: choice.name,
        price: euros(choice.price),
        max_quantity: choice.maxQuantity,
        tax_rate: choice.taxRateBasisPoints === null ? null : percent(choice.taxRateBasisPoints),
        allergens: choice.allergens,
      })),
    })),
    menus: menus.map((menu) => ({
      key: menu.key,
      name: menu.name,
      description: menu.description,
      hours: { delivery: fileHours(menu.deliveryHours), pickup: fileHours(menu.pickupHours) },
      categories: (categoriesByMenu.get(menu.id) ?? []).map((category) => ({
        key: category.key,
        name: category.name,
        description: category.description,
        photo: category.photo,
        make_time: category.makeTime,
        items: (itemsByCategory.get(category.id) ?? []).map((item) => ({
          key: item.key,
          name: item.name,
          description: item.description,
          image: item.image,
          photo: item.photo,
          score: item.score,
          price_pickup: euros(item.pricePickup),
          price_delivery: euros(item.priceDelivery),
          tax_rate: percent(item.taxRateBasisPoints),
          allergens: item.allergens,
          spice_level: item.spiceLevel,
          available: item.available,
          visible: item.visible,
          options: (groupsByItem.get(item.id) ?? []).flatMap((link) => groupKeys.get(link.groupId) ?? []),
          make_time: item.makeTime,
        })),
      })),
    })),
    offers: offers.map((offer) => ({
      key: offer.key,
      name: offer.name,
      description: offer.description,
      type: offer.type,
      value: offer.type === "fixed_amount" ? euros(offer.value) : offer.value,
      code: offer.code,
      auto_apply: offer.autoApply,
      is_active: offer.isActive,
      allow_repeat: offer.allowRepeat,
      days: offer.days,
      start: offer.startsAt,
      end: offer.endsAt,
      delivery_pickup: offer.deliveryPickup,
      minimum_amount: euros(offer.minimumAmount),
      first_order: offer.firstOrder,
      menus: keysOf(offer.menuIds, menus),
      categories: keysOf(offer.categoryIds, categories),
      items: keysOf(offer.itemIds, items),
    })),
    zones: zones.map((zone) => ({
      name: zone.name,
      city: zone.city,
      postal_code: zone.postalCode,
      delivery_fee: euros(zone.deliveryFee),
      flat_charge: euros(zone.flatCharge),
      minimum_order: euros(zone.minimumOrder),
    })),
  };
}
