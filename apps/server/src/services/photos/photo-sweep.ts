import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { RESTAURANT_PHOTO_SETTING } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { type FramedPhoto, PHOTO_FORMATS, PHOTO_WIDTHS } from "@comptoir/domain";
import { serverLog } from "@comptoir/messages";
import { and, eq, gt, inArray, lt, not, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { framingKey, framingsOfDocument } from "./framings.ts";
import { originalBytesName, type PhotoBytes, renditionBytesName } from "./photo-bytes.ts";

const { photos, photoFramings, catalogueDraftThings, catalogueVersions, scheduledPublishes } = schema;

/** How long a photo or a framing nothing names is kept: time to frame it and save the draft. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** Versions read at once: a shop with years of versions is read a few at a time. */
const VERSIONS_PER_READ = 20;

/** What a set of documents names: framings' keys and photos' ids. */
interface Named {
  keys: Set<string>;
  photoIds: Set<string>;
}

function addDocument(named: Named, file: RestaurantFile) {
  for (const framing of framingsOfDocument(file)) {
    named.keys.add(framing.key);
    named.photoIds.add(framing.photoId);
  }
}

/**
 * What the draft names, read from its rows rather than the file they make: an item whose category
 * was deleted is left out of that file, but is still the owner's to fix, photo included.
 */
async function addDraft(db: Db, named: Named) {
  const rows = await db
    .select({ kind: catalogueDraftThings.kind, value: catalogueDraftThings.value })
    .from(catalogueDraftThings);
  for (const { kind, value } of rows) {
    const record = value as Record<string, unknown>;
    const photo = (
      kind === "item" || kind === "category"
        ? record.photo
        : kind === "settings"
          ? record[RESTAURANT_PHOTO_SETTING]
          : null
    ) as FramedPhoto | null | undefined;
    if (!photo?.id || !photo.crop) continue;
    named.keys.add(framingKey(photo, kind === "settings" ? "hero" : "dish"));
    named.photoIds.add(photo.id);
  }
}

export interface PhotoSweep {
  /** One pass: what nothing names and is a day old is deleted. Returns what went. */
  run(now: Date): Promise<{ photos: number; framings: number }>;
}

/**
 * The sweep of abandoned photos and framings (ADR 055). Versions never change (ADR 051), so what
 * each names is read once per process and remembered; the draft and the scheduled publishes are
 * read at every pass. Deleting is idempotent: two passes, in one process or two, delete each row
 * once.
 */
export function createPhotoSweep(db: Db, photoBytes: PhotoBytes): PhotoSweep {
  const versionsRead = new Map<number, Named>();

  async function namedByVersions(named: Named) {
    const ids = await db.select({ id: catalogueVersions.id }).from(catalogueVersions);
    const unread = ids.map(({ id }) => id).filter((id) => !versionsRead.has(id));
    for (let at = 0; at < unread.length; at += VERSIONS_PER_READ) {
      const rows = await db
        .select({ id: catalogueVersions.id, document: catalogueVersions.document })
        .from(catalogueVersions)
        .where(inArray(catalogueVersions.id, unread.slice(at, at + VERSIONS_PER_READ)));
      for (const row of rows) {
        const own: Named = { keys: new Set(), photoIds: new Set() };
        addDocument(own, row.document);
        versionsRead.set(row.id, own);
      }
    }
    for (const own of versionsRead.values()) {
      for (const key of own.keys) named.keys.add(key);
      for (const id of own.photoIds) named.photoIds.add(id);
    }
  }

  return {
    async run(now) {
      const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
      const named: Named = { keys: new Set(), photoIds: new Set() };
      await namedByVersions(named);
      const pending = await db
        .select({ document: scheduledPublishes.document })
        .from(scheduledPublishes)
        .where(eq(scheduledPublishes.status, "pending"));
      for (const { document } of pending) addDocument(named, document);
      // Last: the draft is what changes most while this pass reads.
      await addDraft(db, named);

      const keys = [...named.keys];
      const photoIds = [...named.photoIds];
      const abandonedPhoto = and(
        lt(photos.uploadedAt, before),
        photoIds.length > 0 ? not(inArray(photos.id, photoIds)) : undefined,
        // A framing made since this pass read the draft (the owner saving it now) keeps its photo.
        sql`not exists (select 1 from ${photoFramings} where ${photoFramings.photoId} = ${photos.id} and ${gt(photoFramings.createdAt, before)})`,
      );
      const gone = await db.transaction(async (tx) => {
        const framingsGone = await tx
          .delete(photoFramings)
          .where(
            and(
              lt(photoFramings.createdAt, before),
              keys.length > 0 ? not(inArray(photoFramings.key, keys)) : undefined,
            ),
          )
          .returning({ key: photoFramings.key, kind: photoFramings.kind });
        // The framings of the photos going, said here rather than left to the cascade: their
        // renditions' bytes are removed by name below.
        const framingsOfPhotosGone = await tx
          .delete(photoFramings)
          .where(
            inArray(photoFramings.photoId, tx.select({ id: photos.id }).from(photos).where(abandonedPhoto)),
          )
          .returning({ key: photoFramings.key, kind: photoFramings.kind });
        const photosGone = await tx.delete(photos).where(abandonedPhoto).returning({ id: photos.id });
        return { framings: [...framingsGone, ...framingsOfPhotosGone], photos: photosGone };
      });
      // After the rows: a crash between the two leaves unnamed bytes, never a row without its bytes.
      await photoBytes.remove(db, [
        ...gone.photos.map(({ id }) => originalBytesName(id)),
        ...gone.framings.flatMap(({ key, kind }) =>
          PHOTO_WIDTHS[kind].flatMap((width) =>
            PHOTO_FORMATS.map((format) => renditionBytesName({ key, width, format })),
          ),
        ),
      ]);
      return { photos: gone.photos.length, framings: gone.framings.length };
    },
  };
}

/** The sweep of this process: at start, then every hour. */
export function startPhotoSweep(deps: {
  db: Db;
  photoBytes: PhotoBytes;
  clock: () => Date;
  logger: Logger;
  onError: (error: unknown) => void;
}): () => void {
  const sweep = createPhotoSweep(deps.db, deps.photoBytes);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const gone = await sweep.run(deps.clock());
      if (gone.photos + gone.framings > 0) deps.logger.info(gone, serverLog.photosSwept);
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
