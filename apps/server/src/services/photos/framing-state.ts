import { type Db, schema } from "@comptoir/db";
import type { FramedPhoto, PhotoKind } from "@comptoir/domain";
import { and, count, eq } from "drizzle-orm";
import { ensureFramings, framingKey } from "./framings.ts";

const { photos, photoFramings, photoRenditions } = schema;

/** A photo's upright size, or null when there is no such photo. */
export async function photoSize(db: Db, id: string): Promise<{ width: number; height: number } | null> {
  const [photo] = await db
    .select({ width: photos.width, height: photos.height })
    .from(photos)
    .where(eq(photos.id, id));
  return photo ?? null;
}

/**
 * The framing of a photo by a crop, made pending when it does not exist yet; one that exists
 * (framed before, by anyone) is answered as it is, ready files included. One that failed is tried
 * again: the owner asking again is the one sign that the cause (memory, a stop) may have passed.
 */
export async function frameThePhoto(db: Db, photo: FramedPhoto, kind: PhotoKind, now: Date) {
  const key = framingKey(photo, kind);
  await ensureFramings(db, [{ key, photoId: photo.id, kind, crop: photo.crop }], now);
  await db
    .update(photoFramings)
    .set({ status: "pending", failure: null, claimedAt: null })
    .where(and(eq(photoFramings.key, key), eq(photoFramings.status, "failed")));
  const [framing] = await db
    .select({ key: photoFramings.key, status: photoFramings.status, failure: photoFramings.failure })
    .from(photoFramings)
    .where(eq(photoFramings.key, key));
  // Only if the sweep took its photo since the caller found it (a day-old photo nothing names).
  if (!framing) throw new Error(`framing ${key} not made`);
  return framing;
}

/** Where the encoder is with a framing and how many files it made, or null for an unknown key. */
export async function framingState(db: Db, key: string) {
  const [framing] = await db
    .select({ key: photoFramings.key, status: photoFramings.status, failure: photoFramings.failure })
    .from(photoFramings)
    .where(eq(photoFramings.key, key));
  if (!framing) return null;
  const [made] = await db
    .select({ n: count() })
    .from(photoRenditions)
    .where(eq(photoRenditions.framingKey, key));
  return { ...framing, renditions: made?.n ?? 0 };
}
