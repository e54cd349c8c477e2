import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, photosApi } from "@comptoir/messages";
import { checkPhoto, type PhotoRefusal } from "../photos/photo-checks.ts";

/**
 * A photo read from a restaurant archive, checked as an upload is (ADR 055), by the upload's own
 * checks: told by its content, within the upload's limits, decoded whole once so a truncated file
 * is refused. The refusal is said in the upload's words, for the import's list of problems.
 */
export type ArchivePhotoCheck =
  | { ok: true; mime: string; width: number; height: number }
  | { ok: false; message: string };

const MEGABYTE = 1024 * 1024;

/** The limits as the messages say them. */
const limitTexts = {
  megabytes: Math.round(PHOTO_UPLOAD_LIMITS.maxBytes / MEGABYTE),
  megapixels: Math.round(PHOTO_UPLOAD_LIMITS.maxPixels / 1_000_000),
  minSide: PHOTO_UPLOAD_LIMITS.minSide,
};

function refusalText(refusal: PhotoRefusal): string {
  switch (refusal.code) {
    case "photo_empty":
      return photosApi.empty;
    case "photo_type":
      return photosApi.type;
    case "photo_unreadable":
      return photosApi.unreadable;
    case "photo_too_many_pixels":
      return fill(photosApi.tooManyPixels, { ...limitTexts, width: refusal.width, height: refusal.height });
    case "photo_too_small":
      return fill(photosApi.tooSmall, { ...limitTexts, width: refusal.width, height: refusal.height });
  }
}

export async function checkArchivePhoto(bytes: Buffer): Promise<ArchivePhotoCheck> {
  if (bytes.byteLength > PHOTO_UPLOAD_LIMITS.maxBytes)
    return { ok: false, message: fill(photosApi.tooLarge, limitTexts) };
  const checked = await checkPhoto(bytes);
  return checked.ok ? { ok: true, ...checked.photo } : { ok: false, message: refusalText(checked.refusal) };
}
