import type { Cents } from "../money/cents.ts";
import type { WeeklyHours } from "../schedule/weekly-hours.ts";

/** How the customer gets the order. Prices, offers, fees and opening hours depend on it. */
export type OrderMode = "pickup" | "delivery";

/** One choice of an option group ("Sauce samouraï", +0,50 €), orderable up to `maxQuantity` times. */
interface OptionChoice {
  id: string;
  name: string;
  price: Cents;
  maxQuantity: number;
  /** The choice's own VAT rate in percent (a formule's drink at 5,5 %); absent: the item's rate. */
  taxRate?: number;
  /** False while the choice is sold out ("épuisé" on the board): shown, not orderable. Absent: orderable. */
  isAvailable?: boolean;
}

/**
 * A group of choices offered with an item ("1 sauce au choix, obligatoire": min 1, max 1). The
 * minimum and maximum count the units chosen in the group, so two portions of the same sauce count
 * as two.
 */
export interface OptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  choices: OptionChoice[];
}

export interface ItemPrice {
  pickup: Cents;
  delivery: Cents;
  /** Tax rate in percent (10 for 10 %); spec default 10. */
  taxRate: number;
}

export interface MenuItem {
  id: string;
  menuId: string;
  categoryId: string;
  name: string;
  description: string;
  /** Popularity used to sort search results, higher first. */
  score: number;
  /** False while the dish is sold out: it stays listed but cannot be ordered. */
  isAvailable: boolean;
  price: ItemPrice;
  optionGroups: OptionGroup[];
}

/** A menu (lunch, evening, drinks) with its own hours for delivery and for pickup. */
export interface Menu {
  id: string;
  name: string;
  /** The restaurant can switch a menu off entirely, whatever its hours say. */
  isAvailable: boolean;
  /** `time_ranges`: when the menu can be delivered. */
  hours: WeeklyHours;
  /** `pickup_time_ranges`: when the menu can be picked up. */
  pickupHours: WeeklyHours;
}

export function priceForMode(price: ItemPrice, mode: OrderMode): Cents {
  return mode === "pickup" ? price.pickup : price.delivery;
}

/**
 * Each option group's name by its id, across the items: the name an order line's choices are
 * filed under ("Sauce"), on the priced cart and on the stored order alike.
 */
export function optionGroupNames(
  items: readonly Pick<MenuItem, "optionGroups">[],
): ReadonlyMap<string, string> {
  return new Map(items.flatMap((item) => item.optionGroups.map((group) => [group.id, group.name] as const)));
}
