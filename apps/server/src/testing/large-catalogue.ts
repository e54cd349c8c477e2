import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { DEMO_RESTAURANT_FILE, readRestaurantFile } from "@comptoir/db";

/**
 * The demo grown to `dishes` dishes (the crash test and the publish bench, ADR 051): each category
 * gets copies of its own dishes, with keys and names of their own, in turn until the count is
 * reached. Groups, offers and zones are the demo's.
 */
export function largeCatalogue(dishes = 1_000): RestaurantFile {
  const file = structuredClone(readRestaurantFile(DEMO_RESTAURANT_FILE));
  const categories = file.menus.flatMap((menu) => menu.categories);
  const originals = categories.map((category) => [...category.items]);
  let count = originals.reduce((total, items) => total + items.length, 0);
  for (let round = 2; count < dishes; round++) {
    for (const [index, category] of categories.entries()) {
      for (const item of originals[index] ?? []) {
        if (count >= dishes) break;
        category.items.push({ ...item, key: `${item.key}-${round}`, name: `${item.name} n° ${round}` });
        count += 1;
      }
    }
  }
  return file;
}

/** `file` with every dish's prices raised by `cents`: a publish that changes every row. */
export function repriced(file: RestaurantFile, cents: number): RestaurantFile {
  const next = structuredClone(file);
  for (const menu of next.menus)
    for (const category of menu.categories)
      for (const item of category.items) {
        item.price_pickup = Math.round(item.price_pickup * 100 + cents) / 100;
        item.price_delivery = Math.round(item.price_delivery * 100 + cents) / 100;
      }
  return next;
}
