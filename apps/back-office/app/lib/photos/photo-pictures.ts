/**
 * Photos decoded in this browser, to frame them and to show a framing not prepared yet: upright
 * (the EXIF orientation applied, as the server reads them) and brought down to a size a screen
 * needs, so that a 12-megapixel original holds a few megabytes of memory, not fifty. Decoded once
 * per photo and kept for the few last ones: the framing dialog and the field show the same.
 *
 * Pictures are `ImageBitmap`s drawn on canvases rather than `blob:` addresses in an <img>: the
 * back office's content security policy loads images from the shop alone.
 */

/** The longest side kept: twice a wide dialog, enough to frame to a fraction of a percent. */
const LONGEST_SIDE = 1600;
const KEPT = 4;

/** A photo decoded: the picture to draw, and the upright size of the original it was made from. */
export interface DecodedPhoto {
  picture: ImageBitmap;
  width: number;
  height: number;
}

const pictures = new Map<string, Promise<DecodedPhoto>>();

async function decode(blob: Blob): Promise<DecodedPhoto> {
  const full = await createImageBitmap(blob, { imageOrientation: "from-image" });
  const { width, height } = full;
  const scale = Math.min(1, LONGEST_SIDE / Math.max(width, height));
  if (scale === 1) return { picture: full, width, height };
  const small = await createImageBitmap(full, {
    resizeWidth: Math.max(1, Math.round(width * scale)),
    resizeHeight: Math.max(1, Math.round(height * scale)),
    resizeQuality: "high",
  });
  full.close();
  return { picture: small, width, height };
}

/**
 * The photo `id` decoded, from `load` the first time (the file just uploaded, or the original read
 * from the server). A failed load is forgotten, so that the next asks again.
 */
export function photoPicture(id: string, load: () => Promise<Blob>): Promise<DecodedPhoto> {
  const kept = pictures.get(id);
  if (kept) {
    // The most recent last: the oldest goes first when too many are kept.
    pictures.delete(id);
    pictures.set(id, kept);
    return kept;
  }
  const decoded = load().then(decode);
  pictures.set(id, decoded);
  decoded.catch(() => {
    if (pictures.get(id) === decoded) pictures.delete(id);
  });
  while (pictures.size > KEPT) {
    const oldest = pictures.keys().next().value;
    if (oldest === undefined) break;
    // Not closed here: a dialog may still draw it; the garbage collector frees it after.
    pictures.delete(oldest);
  }
  return decoded;
}
