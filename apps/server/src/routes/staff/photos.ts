import { ERROR_CODES } from "@comptoir/contracts";
import { PHOTO_ERROR_CODES } from "@comptoir/contracts/photos";
import type { Db } from "@comptoir/db";
import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, photosApi } from "@comptoir/messages";
import { type Context, Hono } from "hono";
import { errorResponse } from "../../http/api-error.ts";
import { staffOnly } from "../../http/staff-session.ts";
import type { PhotoBytes } from "../../services/photos/photo-bytes.ts";
import { checkPhoto, type PhotoRefusal } from "../../services/photos/photo-checks.ts";
import { findPhoto, photoOriginal, photoPayload, storePhoto } from "../../services/photos/photo-store.ts";
import { readPhotoUpload } from "../../services/photos/photo-upload.ts";

/** Where a photo is uploaded: its body is the file, under its own cap (app.ts lifts the API's). */
export const PHOTO_UPLOAD_PATH = "/v2/staff/photos";

/** A photo's id: the SHA-256 of its bytes. */
const PHOTO_ID = /^[0-9a-f]{64}$/;

const MEGABYTE = 1024 * 1024;

/** The limits as the messages say them. */
const limitTexts = {
  megabytes: Math.round(PHOTO_UPLOAD_LIMITS.maxBytes / MEGABYTE),
  megapixels: Math.round(PHOTO_UPLOAD_LIMITS.maxPixels / 1_000_000),
  minSide: PHOTO_UPLOAD_LIMITS.minSide,
};

function refuse(c: Context, refusal: PhotoRefusal) {
  switch (refusal.code) {
    case "photo_empty":
      return errorResponse(c, 400, PHOTO_ERROR_CODES.photoEmpty, photosApi.empty);
    case "photo_type":
      return errorResponse(c, 415, PHOTO_ERROR_CODES.photoType, photosApi.type);
    case "photo_unreadable":
      return errorResponse(c, 422, PHOTO_ERROR_CODES.photoUnreadable, photosApi.unreadable);
    case "photo_too_many_pixels":
      return errorResponse(
        c,
        422,
        PHOTO_ERROR_CODES.photoTooManyPixels,
        fill(photosApi.tooManyPixels, { ...limitTexts, width: refusal.width, height: refusal.height }),
      );
    case "photo_too_small":
      return errorResponse(
        c,
        422,
        PHOTO_ERROR_CODES.photoTooSmall,
        fill(photosApi.tooSmall, { ...limitTexts, width: refusal.width, height: refusal.height }),
      );
  }
}

/**
 * /v2/staff/photos (ADR 055): the owner uploads a photo, kept as it came under the SHA-256 of its
 * bytes; the team reads an original back to frame it again. The framings' routes live beside these
 * (photo-framings.ts), under the same prefix: each guard here is on its own route only.
 */
export function staffPhotoRoutes({
  db,
  clock,
  photoBytes,
}: {
  db: Db;
  clock: () => Date;
  photoBytes: PhotoBytes;
}) {
  const ownerOnly = staffOnly({ db, clock }, { role: "owner" });
  const teamOnly = staffOnly({ db, clock });
  return new Hono({ strict: false })
    .post("/", ownerOnly, async (c) => {
      const upload = await readPhotoUpload(c.req.raw, PHOTO_UPLOAD_LIMITS.maxBytes);
      if (!upload.ok) {
        if (upload.reason === "interrupted") {
          return errorResponse(c, 400, ERROR_CODES.invalidInput, photosApi.interrupted);
        }
        // The rest of the body is never read: the connection cannot carry another request.
        c.header("Connection", "close");
        return errorResponse(c, 413, PHOTO_ERROR_CODES.photoTooLarge, fill(photosApi.tooLarge, limitTexts));
      }
      // A file already stored passed its checks then: the same photo again costs no decoding.
      const known = upload.bytes.length > 0 ? await findPhoto(db, upload.id) : null;
      if (known) return c.json({ status: "success" as const, payload: { photo: photoPayload(known) } });
      const checked = await checkPhoto(upload.bytes);
      if (!checked.ok) return refuse(c, checked.refusal);
      const stored = await storePhoto(
        db,
        photoBytes,
        { id: upload.id, bytes: upload.bytes, photo: checked.photo },
        c.var.staff,
        clock(),
      );
      return c.json({ status: "success" as const, payload: { photo: photoPayload(stored) } });
    })

    .get("/:id/original", teamOnly, async (c) => {
      const id = c.req.param("id");
      const original = PHOTO_ID.test(id) ? await photoOriginal(db, photoBytes, id) : null;
      if (!original) return errorResponse(c, 404, PHOTO_ERROR_CODES.photoNotFound, photosApi.notFound);
      // Named by its content: the same address is always the same bytes.
      c.header("Cache-Control", "private, max-age=31536000, immutable");
      c.header("Content-Type", original.mime);
      c.header("Content-Length", String(original.bytes.byteLength));
      return c.body(original.bytes as Uint8Array<ArrayBuffer>);
    });
}
