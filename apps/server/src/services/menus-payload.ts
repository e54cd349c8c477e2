import type { CategoryPayload, ItemPayload, MenuCatalogue, MenuPayload } from "@comptoir/contracts";
import { activeTimes, cents, centsToEuros, combineWeeklyHours, menuAvailability } from "@comptoir/domain";
import { framingKey } from "./photos/framings.ts";
import type { ItemWithOptions, MenuWithCategories } from "./restaurant-snapshot.ts";

const euros = (amount: number) => centsToEuros(cents(amount));
const percentFromBasisPoints = (basisPoints: number) => basisPoints / 100;

function itemPayload(item: ItemWithOptions): ItemPayload {
  const taxRate = percentFromBasisPoints(item.taxRateBasisPoints);
  return {
    item_id: item.id,
    item_menu_id: item.menuId,
    item_category_id: item.categoryId,
    item_name: item.name,
    item_description: item.description,
    item_image: item.image,
    // The framing's key only, and only when there is a photo: no null for every dish without one.
    ...(item.photo ? { item_photo: framingKey(item.photo, "dish") } : {}),
    item_score: item.score,
    item_price: {
      price_delivery: euros(item.priceDelivery),
      price_pickup: euros(item.pricePickup),
      tax_rate: taxRate,
    },
    item_allergens: item.allergens,
    item_spice_level: item.spiceLevel,
    item_is_available: item.orderable,
    options: item.optionGroups.map((group) => ({
      id: group.id,
      name: group.name,
      min: group.minChoices,
      max: group.maxChoices,
      selected: 0,
      option_options: group.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        price: euros(choice.price),
        quantity: 0,
        max_quantity: choice.maxQuantity,
        tax_rate:
          choice.taxRateBasisPoints === null ? null : percentFromBasisPoints(choice.taxRateBasisPoints),
        allergens: choice.allergens,
        is_available: choice.orderable,
      })),
    })),
  };
}

/** Each weekday's opening of either service, merged, for "Horaires" displays. */
function menuActiveTimes(menu: MenuWithCategories): MenuPayload["active_times"] {
  return activeTimes(combineWeeklyHours([menu.pickupHours, menu.deliveryHours])).map((day) => ({
    day: day.weekday,
    label: day.label,
    is_open: day.isOpen,
    times: day.times.map(({ start, end }) => ({ start, end })),
  }));
}

/** What of a menu's payload does not depend on the time: everything but its open flags. */
export function menuCataloguePayload(menu: MenuWithCategories): MenuCatalogue {
  const categories: CategoryPayload[] = menu.categories.map((category) => ({
    category_id: category.id,
    category_menu_id: category.menuId,
    category_name: category.name,
    category_description: category.description,
    ...(category.photo ? { category_photo: framingKey(category.photo, "dish") } : {}),
    items: category.items.map(itemPayload),
  }));
  return {
    menu_id: menu.id,
    menu_name: menu.name,
    time_ranges: menu.deliveryHours,
    pickup_time_ranges: menu.pickupHours,
    categories,
  };
}

/** A menu's payload as of `now`: its open flags depend on the time, the rest does not. */
export function menuPayloadAt(menu: MenuWithCategories, now: Date, timeZone: string): MenuPayload {
  const availability = menuAvailability(
    { delivery: menu.deliveryHours, pickup: menu.pickupHours },
    now,
    timeZone,
  );
  const catalogue = menuCataloguePayload(menu);
  return {
    menu_id: catalogue.menu_id,
    menu_name: catalogue.menu_name,
    menu_description: menu.description,
    menu_is_open: availability.isOpen,
    menu_is_available: availability.isAvailableToday,
    menu_next_opening: availability.nextOpening?.toISOString() ?? null,
    active_times: menuActiveTimes(menu),
    time_ranges: catalogue.time_ranges,
    pickup_time_ranges: catalogue.pickup_time_ranges,
    categories: catalogue.categories,
  };
}
