import type { FramedPhoto, PhotoKind } from "@comptoir/domain";

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

/**
 * Where a photo the document names stands on the server (ADR 055): its framing encoded, still
 * being encoded, failed (with why, in French), or the photo itself unknown to the database.
 */
export type PhotoReadiness =
  | { status: "ready" }
  | { status: "preparing" }
  | { status: "failed"; failure: string | null }
  | { status: "missing" };

/**
 * What the server knows of the photos: the readiness of a photo framed for a kind. Passed in, so
 * the review stays a pure function of its inputs.
 */
export type PhotoReadinessOf = (photo: FramedPhoto, kind: PhotoKind) => PhotoReadiness;

export { catalogueChanges } from "./catalogue-changes.ts";
export { catalogueProblems } from "./catalogue-problems.ts";
