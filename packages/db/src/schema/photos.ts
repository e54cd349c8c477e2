import type { PhotoCrop, PhotoFormat, PhotoKind } from "@comptoir/domain";
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { staffMembers } from "./staff.ts";

/**
 * Binary column: node-postgres gives a Buffer, PGlite a Uint8Array; both are a Uint8Array.
 * drizzle-orm 0.45 has no bytea of its own.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Photos' bytes on PostgreSQL (ADR 055): originals (`originals/<id>`) and renditions
 * (`renditions/<key>-<width>.<ext>`), named by their content. On PGlite they are files in the data
 * folder instead, and this table stays empty (apart from tests' in-memory databases).
 */
export const photoBytes = pgTable("photo_bytes", {
  name: text().primaryKey(),
  bytes: bytea().notNull(),
});

/**
 * The photos the owner uploaded (ADR 055), kept as they came so they can be framed again, named by
 * the SHA-256 of their bytes: the same file uploaded twice is one photo.
 */
export const photos = pgTable("photos", {
  /** SHA-256 of the original, 64 hex digits. */
  id: text().primaryKey(),
  /** The type the content says (image/jpeg, image/png, image/webp, image/avif). */
  mime: text().notNull(),
  /** Upright (EXIF orientation applied), in pixels. */
  width: integer().notNull(),
  height: integer().notNull(),
  byteSize: integer().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
  uploadedBy: integer().references(() => staffMembers.id, { onDelete: "set null" }),
});

export type PhotoFramingStatus = "pending" | "encoding" | "ready" | "failed";

/**
 * A photo cut to a kind's ratio by a crop; its key names its content (ADR 055). Its renditions are
 * made by the photo encoder of whichever process claims it.
 */
export const photoFramings = pgTable(
  "photo_framings",
  {
    key: text().primaryKey(),
    photoId: text()
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    kind: text().$type<PhotoKind>().notNull(),
    crop: jsonb().$type<PhotoCrop>().notNull(),
    status: text().$type<PhotoFramingStatus>().notNull().default("pending"),
    /** Why the encoder could not make it, in French. */
    failure: text(),
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readyAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("photo_framings_status_idx").on(table.status, table.createdAt),
    index("photo_framings_photo_idx").on(table.photoId),
  ],
);

/** One file of a framing: a format at a width, served at `/photos/<key>-<width>.<ext>`. */
export const photoRenditions = pgTable(
  "photo_renditions",
  {
    framingKey: text()
      .notNull()
      .references(() => photoFramings.key, { onDelete: "cascade" }),
    format: text().$type<PhotoFormat>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.framingKey, table.format, table.width] })],
);
