import { createHash } from "node:crypto";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { RESTAURANT_PHOTO_SETTING } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import type { FramedPhoto, PhotoCrop, PhotoKind } from "@comptoir/domain";

const { photoFramings } = schema;

/** Names the encoder's settings: changing them changes every key, so no cached file goes stale. */
const RECIPE = "r1";

const fixed4 = (value: number) => value.toFixed(4);

/**
 * A framing's key (ADR 055): the same photo, kind and crop always give the same key, and the key
 * names the files' content, so they are served as immutable.
 */
export function framingKey(photo: FramedPhoto, kind: PhotoKind): string {
  const { x, y, width, height } = photo.crop;
  const crop = [x, y, width, height].map(fixed4).join(",");
  return createHash("sha256").update(`${photo.id}|${kind}|${crop}|${RECIPE}`).digest("hex").slice(0, 20);
}

export interface NeededFraming {
  key: string;
  photoId: string;
  kind: PhotoKind;
  crop: PhotoCrop;
}

/** Every framing a catalogue document shows: its dishes', its categories' and the restaurant's. */
export function framingsOfDocument(file: RestaurantFile): NeededFraming[] {
  const needed = new Map<string, NeededFraming>();
  const add = (photo: FramedPhoto | null | undefined, kind: PhotoKind) => {
    if (!photo) return;
    const key = framingKey(photo, kind);
    needed.set(key, { key, photoId: photo.id, kind, crop: photo.crop });
  };
  for (const menu of file.menus)
    for (const category of menu.categories) {
      add(category.photo, "dish");
      for (const item of category.items) add(item.photo, "dish");
    }
  add(file.settings[RESTAURANT_PHOTO_SETTING] as FramedPhoto | null | undefined, "hero");
  return [...needed.values()];
}

/**
 * Makes the framings that do not exist yet, pending, for the photo encoder to make (in the
 * caller's transaction). Their photos must exist: the caller checked them.
 */
export async function ensureFramings(tx: Db, framings: readonly NeededFraming[], now: Date): Promise<void> {
  if (framings.length === 0) return;
  await tx
    .insert(photoFramings)
    .values(framings.map(({ key, photoId, kind, crop }) => ({ key, photoId, kind, crop, createdAt: now })))
    .onConflictDoNothing();
}
