import type { DraftThing } from "@comptoir/contracts/catalogue-draft";
import type { PhotoReadiness, PhotoReadinessOf } from "@comptoir/contracts/catalogue-review";
import { RESTAURANT_PHOTO_SETTING, type RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import type { FramedPhoto, PhotoKind } from "@comptoir/domain";
import { inArray } from "drizzle-orm";
import { ensureFramings, framingKey, framingsOfDocument, type NeededFraming } from "../photos/framings.ts";

const { photos, photoFramings } = schema;

/**
 * The photos of the catalogue's document on the server's side (ADR 055): what a saved thing, an
 * import, a restore or a publish names must exist in `photos`, and its framings are made as soon
 * as it is named, so that they are encoded by the time the owner publishes.
 */

function needed(photo: FramedPhoto, kind: PhotoKind): NeededFraming {
  return { key: framingKey(photo, kind), photoId: photo.id, kind, crop: photo.crop };
}

/** The framings one draft thing shows: a dish's or a category's photo, the restaurant's (`settings:site`). */
export function framingsOfThing(thing: Pick<DraftThing, "kind" | "key" | "value">): NeededFraming[] {
  if (thing.kind === "item" || thing.kind === "category") {
    const photo = (thing.value as { photo?: FramedPhoto | null }).photo;
    return photo ? [needed(photo, "dish")] : [];
  }
  if (thing.kind === "settings" && thing.key === "site") {
    const photo = (thing.value as Record<string, unknown>)[RESTAURANT_PHOTO_SETTING] as FramedPhoto | null;
    return photo ? [needed(photo, "hero")] : [];
  }
  return [];
}

/** Which of these photos the database does not hold. */
export async function unknownPhotos(tx: Db, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await tx.select({ id: photos.id }).from(photos).where(inArray(photos.id, wanted));
  const known = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/**
 * Where each photo of `file` stands, for the review's checks. With `ensureAt` (a publish, a
 * restore), first makes the framings it needs whose photos exist; those that do not are reported
 * missing. The review page only reads: a framing not made yet is "en préparation".
 */
export async function photoReadinessOf(
  tx: Db,
  file: RestaurantFile,
  ensureAt?: Date,
): Promise<PhotoReadinessOf> {
  const framings = framingsOfDocument(file);
  const missing = new Set(
    await unknownPhotos(
      tx,
      framings.map((framing) => framing.photoId),
    ),
  );
  if (ensureAt) {
    await ensureFramings(
      tx,
      framings.filter((framing) => !missing.has(framing.photoId)),
      ensureAt,
    );
  }
  const keys = framings.map((framing) => framing.key);
  const rows =
    keys.length === 0
      ? []
      : await tx
          .select({ key: photoFramings.key, status: photoFramings.status, failure: photoFramings.failure })
          .from(photoFramings)
          .where(inArray(photoFramings.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return (photo, kind): PhotoReadiness => {
    if (missing.has(photo.id)) return { status: "missing" };
    const row = byKey.get(framingKey(photo, kind));
    if (row?.status === "ready") return { status: "ready" };
    if (row?.status === "failed") return { status: "failed", failure: row.failure };
    return { status: "preparing" };
  };
}

/** True while a photo of `file` is still being encoded (its framings made first if missing). */
export async function photosPreparing(tx: Db, file: RestaurantFile, now: Date): Promise<boolean> {
  const readiness = await photoReadinessOf(tx, file, now);
  return framingsOfDocument(file).some(
    ({ photoId, kind, crop }) => readiness({ id: photoId, crop }, kind).status === "preparing",
  );
}
