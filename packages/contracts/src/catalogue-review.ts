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
  /** The draft thing it is about, or "" for the catalogue as a whole (no menu at all). */
  ref: string;
  /** The field within the thing's value (`price_pickup`, `hours.delivery.tue`), or "" for the whole. */
  field: string;
  message: string;
}

export interface CatalogueProblems {
  errors: CatalogueProblem[];
  warnings: CatalogueProblem[];
}

export { catalogueChanges } from "./catalogue-changes.ts";
export { catalogueProblems } from "./catalogue-problems.ts";
