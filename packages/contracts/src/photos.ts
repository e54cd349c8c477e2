/**
 * The photos' API (ADR 055): what an upload answers and the codes of its refusals. A small entry
 * (`@comptoir/contracts/photos`): the editor gets them without zod or the package's index.
 */

/** Stable codes of the photos' refusals; the French message that goes with each may change. */
export const PHOTO_ERROR_CODES = {
  /** 400: nothing was sent. */
  photoEmpty: "photo_empty",
  /** 413: over the upload's byte cap (`PHOTO_UPLOAD_LIMITS.maxBytes`). */
  photoTooLarge: "photo_too_large",
  /** 415: the content is not a JPEG, PNG, WebP or AVIF, whatever its name or declared type. */
  photoType: "photo_type",
  /** 422: truncated, corrupt or otherwise undecodable. */
  photoUnreadable: "photo_unreadable",
  /** 422: more pixels than `PHOTO_UPLOAD_LIMITS.maxPixels`, read from the header alone. */
  photoTooManyPixels: "photo_too_many_pixels",
  /** 422: a side, upright, under `PHOTO_UPLOAD_LIMITS.minSide`. */
  photoTooSmall: "photo_too_small",
  /** 404: no photo has this id. */
  photoNotFound: "photo_not_found",
} as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[keyof typeof PHOTO_ERROR_CODES];

/** A stored photo, as `POST /v2/staff/photos` answers it (`{ photo }`). */
export interface PhotoPayload {
  /** SHA-256 of the original's bytes, 64 hex digits. */
  id: string;
  /** Upright (EXIF orientation applied), in pixels. */
  width: number;
  height: number;
  /** image/jpeg, image/png, image/webp or image/avif, as the content says. */
  mime: string;
  byte_size: number;
}
