import type { MenuPayload, Restaurant } from "@comptoir/contracts";
import { type Badge, categoryBadge, hasNoOpeningHours, itemBadge } from "@comptoir/domain";
import { fill, menuServer as text } from "@comptoir/messages";
import { type ClosedNow, closedNow, openingLabel } from "./opening-label.ts";

/**
 * What the menu page shows that depends neither on the visitor nor on the order mode, worked out on
 * the server with the domain's rules (badges, opening states, closed notice): the page's data
 * carries the few words, and the browser does not download the rules to compute them again.
 */
export interface MenuView {
  /** No menu has any opening hours: "Nous sommes temporairement fermés". */
  closed: boolean;
  /** Nothing open now, something later: "Fermé · ouvre mardi à 11:30", said first (ADR 057). */
  closedNow: ClosedNow | null;
  /**
   * The order mode bar's pickup line: "À emporter · prêt dans 15 min"; while closed now, no ready
   * time (nothing is prepared before the opening).
   */
  pickupSummary: string;
  /** Per menu id: null while open, else "Ouvre demain à 11:00" (or "Fermé" when it never opens). */
  openings: Record<number, string | null>;
  itemBadges: Record<number, Badge>;
  categoryBadges: Record<number, Badge>;
  /** The dishes on a phone's first screen, by id: their pictures load at once, the others lazily. */
  eager: Record<number, true>;
  /** Some dish has a photo: every row's picture is then a 4:3 box (ADR 055), photo or not. */
  photoBoxes: boolean;
  /** The first photo on screen, the first category's or one of those dishes': fetched first. */
  firstPhoto: string | null;
}

/** How many dish rows a phone's first screen shows. */
const EAGER_ROWS = 3;

/** True when no menu has any opening hours at all. */
export function isClosedEverywhere(menus: readonly MenuPayload[]): boolean {
  return hasNoOpeningHours(menus.flatMap((menu) => [menu.time_ranges, menu.pickup_time_ranges]));
}

export function menuView(
  menus: readonly MenuPayload[],
  restaurant: Pick<Restaurant, "timeZone" | "badgeOffers" | "scheduling">,
  now: Date,
): MenuView {
  const { timeZone, badgeOffers } = restaurant;
  const closed = closedNow(menus, now, timeZone);
  const view: MenuView = {
    closed: isClosedEverywhere(menus),
    closedNow: closed,
    pickupSummary: closed ? text.pickupNoDelay : pickupSummary(restaurant.scheduling.pickup.minimumTime),
    openings: {},
    itemBadges: {},
    categoryBadges: {},
    ...firstScreen(menus),
  };
  for (const menu of menus) {
    view.openings[menu.menu_id] = menu.menu_is_open
      ? null
      : menu.menu_next_opening
        ? fill(text.opensAt, { when: openingLabel(new Date(menu.menu_next_opening), now, timeZone) })
        : text.closed;
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

function firstScreen(menus: readonly MenuPayload[]): Pick<MenuView, "eager" | "photoBoxes" | "firstPhoto"> {
  const categories = menus.flatMap((menu) => menu.categories);
  const items = categories.flatMap((category) => category.items);
  const eager = items.slice(0, EAGER_ROWS);
  return {
    eager: Object.fromEntries(eager.map((item) => [item.item_id, true])),
    photoBoxes: items.some((item) => item.item_photo),
    firstPhoto: categories[0]?.category_photo ?? eager.find((item) => item.item_photo)?.item_photo ?? null,
  };
}

function pickupSummary(minutes: number): string {
  return minutes > 0 ? fill(text.pickupReady, { minutes: String(minutes) }) : text.pickupNoDelay;
}
