import type { MenuPayload, Restaurant } from "@comptoir/contracts";
import { type Badge, categoryBadge, hasNoOpeningHours, itemBadge } from "@comptoir/domain";
import { fill, menu as menuText } from "@comptoir/messages";
import { openingLabel } from "./opening-label.ts";

/**
 * What the menu page shows that depends neither on the visitor nor on the order mode, worked out on
 * the server with the domain's rules (badges, opening states, closed notice): the page's data
 * carries the few words, and the browser does not download the rules to compute them again.
 */
export interface MenuView {
  /** No menu has any opening hours: "Nous sommes temporairement fermés". */
  closed: boolean;
  /** Per menu id: null while open, else "Ouvre demain à 11:00" (or "Fermé" when it never opens). */
  openings: Record<number, string | null>;
  itemBadges: Record<number, Badge>;
  categoryBadges: Record<number, Badge>;
}

/** True when no menu has any opening hours at all. */
export function isClosedEverywhere(menus: readonly MenuPayload[]): boolean {
  return hasNoOpeningHours(menus.flatMap((menu) => [menu.time_ranges, menu.pickup_time_ranges]));
}

export function menuView(
  menus: readonly MenuPayload[],
  restaurant: Pick<Restaurant, "timeZone" | "badgeOffers">,
  now: Date,
): MenuView {
  const { timeZone, badgeOffers } = restaurant;
  const view: MenuView = {
    closed: isClosedEverywhere(menus),
    openings: {},
    itemBadges: {},
    categoryBadges: {},
  };
  for (const menu of menus) {
    view.openings[menu.menu_id] = menu.menu_is_open
      ? null
      : menu.menu_next_opening
        ? fill(menuText.opensAt, { when: openingLabel(new Date(menu.menu_next_opening), now, timeZone) })
        : menuText.closed;
    for (const category of menu.categories) {
      const badge = categoryBadge(badgeOffers, {
        id: String(category.category_id),
        itemIds: category.items.map((item) => String(item.item_id)),
      });
      if (badge) view.categoryBadges[category.category_id] = badge;
      for (const item of category.items) {
        const itemBadgeFound = itemBadge(badgeOffers, {
          id: String(item.item_id),
          categoryId: String(item.item_category_id),
        });
        if (itemBadgeFound) view.itemBadges[item.item_id] = itemBadgeFound;
      }
    }
  }
  return view;
}
