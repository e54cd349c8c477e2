import { groupsChanges } from "./catalogue-changes/group-changes.ts";
import { menusChanges } from "./catalogue-changes/menu-changes.ts";
import { offersChanges } from "./catalogue-changes/offer-changes.ts";
import { settingsChanges } from "./catalogue-changes/settings-changes.ts";
import { zonesChanges } from "./catalogue-changes/zone-changes.ts";
import type { CatalogueChange } from "./catalogue-review.ts";
import type { RestaurantFile } from "./restaurant-file.ts";

/**
 * The change lines of a publish (ADR 051): every difference between two restaurant files, one plain
 * French line each, in the file's order (settings, option groups, menus with their categories and
 * dishes, offers, zones). Things are matched by key, so a renamed dish is one rename, not a removal
 * and an addition; zones have no key and are matched by postal code.
 */

/** The changes from `before` to `after`, in the catalogue's order. */
export function catalogueChanges(before: RestaurantFile, after: RestaurantFile): CatalogueChange[] {
  return [
    ...settingsChanges(before.settings, after.settings),
    ...groupsChanges(before.option_groups, after.option_groups),
    ...menusChanges(before, after),
    ...offersChanges(before, after),
    ...zonesChanges(before.zones, after.zones),
  ];
}
