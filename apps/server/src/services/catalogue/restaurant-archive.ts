import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { checkRestaurantFile } from "@comptoir/contracts";
import type { RestaurantFile } from "@comptoir/contracts/restaurant-file";
import { type Db, schema } from "@comptoir/db";
import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, restaurantFileApi as says } from "@comptoir/messages";
import { inArray } from "drizzle-orm";
import yauzl from "yauzl";
import yazl from "yazl";
import { framingsOfDocument } from "../photos/framings.ts";
import { originalBytesName, type PhotoBytes } from "../photos/photo-bytes.ts";
import { type ArchivePhotoCheck, checkArchivePhoto } from "./archive-photo-check.ts";

const { photos } = schema;

/**
 * The restaurant as one .zip (ADR 053): `restaurant.json` first, deflated, then each photo the
 * document names once, `photos/<sha256>.<ext>`, stored as it is (method 0: a JPEG does not shrink
 * again). Written as a stream, a photo read from the database at a time; read from a file on disk
 * through its central directory, every limit checked before anything is inflated.
 */

/** The name of the restaurant file inside the archive. */
const ARCHIVE_RESTAURANT_ENTRY = "restaurant.json";

/** The restaurant file's own cap, inside an archive as alone (catalogue-files.ts argues it). */
export const RESTAURANT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * An archive's cap as sent: 200 MiB holds a hundred phone photos of 2 MB at their largest; a
 * restaurant has one per dish at most, and a photo is never compressed again.
 */
export const RESTAURANT_ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;

/** Entries at most: the restaurant file and 2,000 photos, far above any menu. */
const MAX_ENTRIES = 2_001;

/** What an archive may inflate to, all entries together: its cap and a margin for re-zipped PNGs. */
const MAX_INFLATED_BYTES = 2 * RESTAURANT_ARCHIVE_MAX_BYTES;

const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

const PHOTO_ENTRY = /^photos\/([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

/** The first bytes of a zip (a local file header), which tell an archive from a JSON file. */
export function isZip(start: Uint8Array): boolean {
  return start[0] === 0x50 && start[1] === 0x4b && start[2] === 0x03 && start[3] === 0x04;
}

/** The photos a document names, each once. */
export function photoIdsOf(file: RestaurantFile): string[] {
  return [...new Set(framingsOfDocument(file).map((framing) => framing.photoId))];
}

/**
 * The archive of `file` as a stream, or null when it names no photo (the JSON alone says it all)
 * unless `always` (a `.zip` asked by name). Entries carry `at` as their time.
 */
export async function restaurantArchive(
  db: Db,
  photoBytes: PhotoBytes,
  file: RestaurantFile,
  at: Date,
  options: { always?: boolean } = {},
): Promise<Readable | null> {
  const ids = photoIdsOf(file);
  if (ids.length === 0 && !options.always) return null;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: photos.id, mime: photos.mime, byteSize: photos.byteSize })
          .from(photos)
          .where(inArray(photos.id, ids))
          .orderBy(photos.id);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(file, null, 2)}\n`), ARCHIVE_RESTAURANT_ENTRY, {
    compress: true,
    mtime: at,
  });
  for (const row of rows) {
    const name = `photos/${row.id}.${EXTENSION_OF_MIME[row.mime] ?? "jpg"}`;
    // Read when the archive gets to it: one original in memory at a time, never the whole set.
    zip.addReadStreamLazy(name, { compress: false, size: row.byteSize, mtime: at }, (done) => {
      photoBytes
        .get(db, originalBytesName(row.id))
        .then((found) => {
          // A view of the bytes the store gave, not a copy of them.
          const bytes = found ?? new Uint8Array();
          done(null, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
        })
        .catch((error: unknown) => done(error, Readable.from([])));
    });
  }
  zip.end();
  return Readable.from(zip.outputStream);
}

/** Why an archive is refused: where (the entry's name, or "" for the whole) and what, in French. */
export interface ArchiveProblem {
  place: string;
  message: string;
}

/** A photo of the archive the document names, checked, to be stored by the import. */
interface ArchivePhoto {
  id: string;
  entry: yauzl.Entry;
  mime: string;
  width: number;
  height: number;
  byteSize: number;
}

/** An archive read and checked: the restaurant file and its photos, read again when stored. */
export interface OpenArchive {
  file: RestaurantFile;
  photos: ArchivePhoto[];
  /** The original of one of `photos`, read again from the archive (its hash checked again). */
  original(photo: ArchivePhoto): Promise<Uint8Array>;
  close(): void;
}

export type ArchiveRead =
  | { ok: true; archive: OpenArchive }
  | { ok: false; reason: "archive"; problems: ArchiveProblem[] }
  | { ok: false; reason: "file"; problems: ArchiveProblem[] };

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (entry: yauzl.Entry | null, error?: unknown) => {
      zip.removeListener("entry", onEntry);
      zip.removeListener("end", onEnd);
      zip.removeListener("error", onError);
      if (error) reject(error);
      else resolve(entry);
    };
    const onEntry = (entry: yauzl.Entry) => settle(entry);
    const onEnd = () => settle(null);
    const onError = (error: unknown) => settle(null, error);
    zip.on("entry", onEntry);
    zip.on("end", onEnd);
    zip.on("error", onError);
    zip.readEntry();
  });
}

/** An entry's bytes, at most its declared size (yauzl checks the size it inflates to). */
async function entryBytes(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** An entry's name as written (yauzl left undecoded, so that no name is mended before it is judged). */
const nameOf = (entry: yauzl.Entry) => (entry.fileName as unknown as Buffer).toString("utf8");

/**
 * Reads the archive at `path` (ADR 053): the central directory first, every entry judged by its
 * name and declared size (nothing outside `photos/`, no `..`, no photo above the upload's limit,
 * the whole within its bound); then `restaurant.json`, checked whole; then each photo the document
 * names and the database does not hold, its SHA-256 against its name and its content as an upload's.
 * Nothing is written: the caller stores the photos in its import's transaction.
 */
export async function readRestaurantArchive(
  db: Db,
  path: string,
  check: (bytes: Buffer) => Promise<ArchivePhotoCheck> = checkArchivePhoto,
): Promise<ArchiveRead> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    return { ok: false, reason: "archive", problems: [{ place: "", message: says.archiveUnreadable }] };
  }
  let open = true;
  const close = () => {
    if (open) zip.close();
    open = false;
  };
  const refused = (place: string, message: string): ArchiveRead => {
    close();
    return { ok: false, reason: "archive", problems: [{ place, message }] };
  };
  try {
    if (zip.entryCount > MAX_ENTRIES)
      return refused("", fill(says.archiveTooManyEntries, { count: zip.entryCount, max: MAX_ENTRIES - 1 }));
    let restaurant: yauzl.Entry | null = null;
    const photoEntries = new Map<string, yauzl.Entry>();
    let inflated = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = nameOf(entry);
      if (name === "photos/") continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData())
        return refused(name, says.archiveEntryUnreadable);
      inflated += entry.uncompressedSize;
      if (inflated > MAX_INFLATED_BYTES)
        return refused("", fill(says.archiveInflatedTooLarge, { max: MAX_INFLATED_BYTES / 1024 / 1024 }));
      if (name === ARCHIVE_RESTAURANT_ENTRY) {
        if (restaurant) return refused(name, says.archiveEntryTwice);
        if (entry.uncompressedSize > RESTAURANT_FILE_MAX_BYTES) return refused(name, says.tooLarge);
        restaurant = entry;
        continue;
      }
      const photo = PHOTO_ENTRY.exec(name);
      if (!photo) return refused(name, says.archiveEntryOutside);
      const id = photo[1] as string;
      if (photoEntries.has(id)) return refused(name, says.archiveEntryTwice);
      if (entry.uncompressedSize > PHOTO_UPLOAD_LIMITS.maxBytes)
        return refused(
          name,
          fill(says.archivePhotoTooLarge, { max: PHOTO_UPLOAD_LIMITS.maxBytes / 1024 / 1024 }),
        );
      photoEntries.set(id, entry);
    }
    if (!restaurant) return refused("", says.archiveWithoutRestaurant);

    let content: unknown;
    try {
      content = JSON.parse((await entryBytes(zip, restaurant)).toString("utf8"));
    } catch {
      return refused(ARCHIVE_RESTAURANT_ENTRY, says.archiveRestaurantNotJson);
    }
    const checked = checkRestaurantFile(content);
    if (!checked.ok) {
      close();
      return {
        ok: false,
        reason: "file",
        problems: checked.problems.map(({ place, message }) => ({ place, message })),
      };
    }

    // Only the photos the document names and this server lacks are read: the others are skipped.
    const named = photoIdsOf(checked.file);
    const held = new Set(
      named.length === 0
        ? []
        : (await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, named))).map(
            (row) => row.id,
          ),
    );
    const toStore: ArchivePhoto[] = [];
    for (const id of named) {
      const entry = photoEntries.get(id);
      if (held.has(id) || !entry) continue;
      const name = nameOf(entry);
      let bytes: Buffer;
      try {
        bytes = await entryBytes(zip, entry);
      } catch {
        return refused(name, says.archiveEntryUnreadable);
      }
      if (sha256(bytes) !== id) return refused(name, says.archivePhotoHash);
      const photo = await check(bytes);
      if (!photo.ok) return refused(name, fill(says.archivePhotoRefused, { reason: photo.message }));
      toStore.push({
        id,
        entry,
        mime: photo.mime,
        width: photo.width,
        height: photo.height,
        byteSize: bytes.byteLength,
      });
    }
    return {
      ok: true,
      archive: {
        file: checked.file,
        photos: toStore,
        async original(photo) {
          const bytes = await entryBytes(zip, photo.entry);
          if (sha256(bytes) !== photo.id) throw new Error(`archive photo ${photo.id} changed`);
          return bytes;
        },
        close,
      },
    };
  } catch {
    // A central directory that lies (sizes, offsets) or an entry that does not inflate.
    return refused("", says.archiveUnreadable);
  }
}
