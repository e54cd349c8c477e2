import type { ItemPayload, MenuPayload } from "@comptoir/contracts";
import { fill, searchEngine as text } from "@comptoir/messages";
import { sharePhoto } from "../share-photo.ts";
import type { JsonLdNode } from "./json-ld.ts";
import { restaurantId } from "./restaurant-json-ld.ts";
import { absoluteUrl } from "./site-address.ts";

/**
 * A dish for search engines: its name, its description followed by its allergens (schema.org has
 * no property for allergens; the page shows them under the description too), its picture (its
 * photo's 1200-pixel JPEG, else its illustration) and its pickup price in euros. Sold-out dishes
 * stay listed, as on the page, and say so. The data says nothing of diets (vegetarian, halal…),
 * so no `suitableForDiet` is claimed.
 */
export function menuItemJsonLd(item: ItemPayload, origin: string): JsonLdNode {
  const allergens =
    item.item_allergens.length > 0 ? fill(text.allergens, { list: item.item_allergens.join(", ") }) : "";
  const description = [item.item_description, allergens].filter(Boolean).join(" ");
  return {
    "@type": "MenuItem",
    name: item.item_name,
    ...(description ? { description } : {}),
    ...(item.item_photo
      ? { image: absoluteUrl(origin, sharePhoto(item.item_photo, "dish").path) }
      : item.item_image
        ? { image: absoluteUrl(origin, item.item_image) }
        : {}),
    offers: {
      "@type": "Offer",
      price: item.item_price.price_pickup,
      priceCurrency: "EUR",
      ...(item.item_is_available ? {} : { availability: "https://schema.org/SoldOut" }),
    },
  };
}

/**
 * The restaurant's menus for search engines: one Menu per menu (lunch, evening, drinks), its
 * categories as sections and their dishes as items, every one on the menu page. A large menu makes
 * a large script: the page-size test holds a 1,000-dish `/menu` under its budget with it.
 */
export function menuJsonLd(menus: readonly MenuPayload[], origin: string): JsonLdNode[] {
  const url = absoluteUrl(origin, "/menu");
  return menus.map((menu) => ({
    "@type": "Menu",
    name: menu.menu_name,
    ...(menu.menu_description ? { description: menu.menu_description } : {}),
    url,
    mainEntityOfPage: url,
    provider: { "@id": restaurantId(origin) },
    hasMenuSection: menu.categories.map((category) => ({
      "@type": "MenuSection",
      name: category.category_name,
      ...(category.category_description ? { description: category.category_description } : {}),
      hasMenuItem: category.items.map((item) => menuItemJsonLd(item, origin)),
    })),
  }));
}
