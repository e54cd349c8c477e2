import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, restaurantFileApi as says } from "@comptoir/messages";
import sharp, { type Metadata } from "sharp";

/**
 * A photo read from a restaurant archive, checked as an upload is (ADR 055): told by its content,
 * within the upload's limits, decoded whole once so a truncated file is refused.
 *
 * Kept apart so that it can become a call to the upload's own checks
 * (`services/photos/photo-checks.ts`) once they are here: one rule in one place.
 */
export type ArchivePhotoCheck =
  | { ok: true; mime: string; width: number; height: number }
  | { ok: false; message: string };

const MIME_OF_FORMAT: Readonly<Record<string, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export async function checkArchivePhoto(bytes: Uint8Array): Promise<ArchivePhotoCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: says.photoEmpty };
  if (bytes.byteLength > PHOTO_UPLOAD_LIMITS.maxBytes) return { ok: false, message: says.photoTooLarge };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: says.photoType };
  }
  const mime =
    metadata.format === "heif" && metadata.compression === "av1"
      ? "image/avif"
      : MIME_OF_FORMAT[metadata.format ?? ""];
  if (!mime) return { ok: false, message: says.photoType };
  const { width, height } = metadata.autoOrient;
  if (width * height > PHOTO_UPLOAD_LIMITS.maxPixels) return { ok: false, message: says.photoTooManyPixels };
  if (Math.min(width, height) < PHOTO_UPLOAD_LIMITS.minSide)
    return { ok: false, message: fill(says.photoTooSmall, { min: PHOTO_UPLOAD_LIMITS.minSide }) };
  try {
    await sharp(bytes, { failOn: "truncated", limitInputPixels: PHOTO_UPLOAD_LIMITS.maxPixels })
      .resize(64)
      .raw()
      .toBuffer();
  } catch {
    return { ok: false, message: says.photoUnreadable };
  }
  return { ok: true, mime, width, height };
}
