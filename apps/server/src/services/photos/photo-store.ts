import type { PhotoPayload } from "@comptoir/contracts/photos";
import { type Db, schema } from "@comptoir/db";
import type { PhotoFormat } from "@comptoir/domain";
import { and, desc, eq, lte } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { originalBytesName, type PhotoBytes, renditionBytesName } from "./photo-bytes.ts";
import type { CheckedPhoto } from "./photo-checks.ts";

const { photos, photoRenditions } = schema;

/** What a photo's answer carries: everything but its bytes. */
const photoFields = {
  id: photos.id,
  width: photos.width,
  height: photos.height,
  mime: photos.mime,
  byteSize: photos.byteSize,
};

type PhotoRow = { id: string; width: number; height: number; mime: string; byteSize: number };

export function photoPayload(row: PhotoRow): PhotoPayload {
  return { id: row.id, width: row.width, height: row.height, mime: row.mime, byte_size: row.byteSize };
}

/** The photo of this id, without its bytes, or null. */
export async function findPhoto(db: Db, id: string): Promise<PhotoRow | null> {
  const [row] = await db.select(photoFields).from(photos).where(eq(photos.id, id));
  return row ?? null;
}

/**
 * Stores a checked photo under its id (the SHA-256 of its bytes), with its audit entry in the same
 * transaction. The same file stored twice, even by two uploads at once, is one row and one entry.
 * Its bytes are put first (in the transaction when the store is the table): a row never names
 * bytes that are not there.
 */
export async function storePhoto(
  db: Db,
  bytesStore: PhotoBytes,
  upload: { id: string; bytes: Buffer; photo: CheckedPhoto },
  by: AuditActor,
  now: Date,
): Promise<PhotoRow> {
  const { id, bytes, photo } = upload;
  return db.transaction(async (tx) => {
    await bytesStore.put(tx, originalBytesName(id), bytes);
    const [stored] = await tx
      .insert(photos)
      .values({
        id,
        mime: photo.mime,
        width: photo.width,
        height: photo.height,
        byteSize: bytes.length,
        uploadedAt: now,
        uploadedBy: by.id,
      })
      .onConflictDoNothing({ target: photos.id })
      .returning(photoFields);
    if (!stored) {
      const [existing] = await tx.select(photoFields).from(photos).where(eq(photos.id, id));
      if (!existing) throw new Error(`photo ${id} neither inserted nor found`);
      return existing;
    }
    await recordAudit(tx, by, now, {
      action: "photo.upload",
      subject: `photo:${id}`,
      after: { width: stored.width, height: stored.height, mime: stored.mime, byte_size: stored.byteSize },
    });
    return stored;
  });
}

/** The original's bytes and type, for framing it again. */
export async function photoOriginal(
  db: Db,
  bytesStore: PhotoBytes,
  id: string,
): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const [row] = await db.select({ mime: photos.mime }).from(photos).where(eq(photos.id, id));
  if (!row) return null;
  const bytes = await bytesStore.get(db, originalBytesName(id));
  return bytes ? { bytes, mime: row.mime } : null;
}

/**
 * One rendition's bytes, or null when the encoder has not made it (or no framing has this key).
 * A width wider than the crop is not made (the encoder never enlarges, ADR 055): its address
 * answers the widest file made below it, so every width a page's srcset lists exists.
 */
export async function renditionBytes(
  db: Db,
  bytesStore: PhotoBytes,
  rendition: { key: string; width: number; format: PhotoFormat },
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ width: photoRenditions.width })
    .from(photoRenditions)
    .where(
      and(
        eq(photoRenditions.framingKey, rendition.key),
        eq(photoRenditions.format, rendition.format),
        lte(photoRenditions.width, rendition.width),
      ),
    )
    .orderBy(desc(photoRenditions.width))
    .limit(1);
  if (!row) return null;
  return bytesStore.get(db, renditionBytesName({ ...rendition, width: row.width }));
}
