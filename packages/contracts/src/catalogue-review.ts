import type { RestaurantFile } from "./restaurant-file.ts";

/**
 * What a publish will change and whether it may (ADR 051). Both read two restaurant files, so the
 * editor's review page, the publish call and a version's page say the same thing.
 */

/** One change in plain French: "Burger Piment : prix à emporter 9,50 € → 9,90 €". */
export interface CatalogueChange {
  /** The draft thing it is about (`item:burger-piment`), for a link to its editor. */
  ref: string;
  text: string;
}

/** A reason not to publish (error) or to confirm first (warning), next to the field it is about. */
export interface CatalogueProblem {
  ref: string;
  /** The field within the thing's value (`price_pickup`, `hours.delivery.tue`), or "" for the whole. */
  field: string;
  message: string;
}

export interface CatalogueProblems {
  errors: CatalogueProblem[];
  warnings: CatalogueProblem[];
}

/** The changes from `before` to `after`, in the catalogue's order. */
export function catalogueChanges(_before: RestaurantFile, _after: RestaurantFile): CatalogueChange[] {
  // TODO(catalogue-review): the change list.
  return [];
}

/** What blocks publishing `file` (errors) and what asks for confirmation (warnings). */
export function catalogueProblems(_file: RestaurantFile): CatalogueProblems {
  // TODO(catalogue-review): the checks.
  return { errors: [], warnings: [] };
}
