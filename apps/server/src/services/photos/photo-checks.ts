import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import type { Metadata } from "sharp";
import { sharpOnFirstUse } from "./sharp-on-first-use.ts";

/** The types an upload may be, as its content says. */
type UploadFormat = "jpeg" | "png" | "webp" | "avif";

const MIME_TYPES: Readonly<Record<UploadFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** What sharp's header reading calls each type (an AVIF is a HEIF holding AV1). */
const SHARP_FORMATS: Readonly<Record<UploadFormat, string>> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
};

export type PhotoRefusal =
  | { code: "photo_empty" }
  | { code: "photo_type" }
  | { code: "photo_unreadable" }
  | { code: "photo_too_many_pixels"; width: number; height: number }
  | { code: "photo_too_small"; width: number; height: number };

export interface CheckedPhoto {
  mime: string;
  /** Upright: an EXIF orientation of 5 to 8 swaps the stored sides. */
  width: number;
  height: number;
}

type UploadLimits = Pick<typeof PHOTO_UPLOAD_LIMITS, "maxPixels" | "minSide">;

/** The side of the picture decoded to check the whole file: small, so checking costs little. */
const CHECK_SIDE = 64;

/**
 * Whether a file is a photo the shop takes (ADR 055), cheapest check first: its type from its first
 * bytes, its size from its header (a 30,000 × 30,000 picture is refused before a pixel of it is
 * decoded), then the whole file decoded once at a small size, failing on a truncated or corrupt
 * file, so a broken one is refused before anything is stored.
 */
export async function checkPhoto(
  bytes: Buffer,
  limits: UploadLimits = PHOTO_UPLOAD_LIMITS,
): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  if (bytes.length === 0) return { ok: false, refusal: { code: "photo_empty" } };
  const format = formatOf(bytes);
  if (!format) return { ok: false, refusal: { code: "photo_type" } };

  const sharp = await sharpOnFirstUse();
  let header: Metadata;
  try {
    // The header alone, whatever size it declares: the limit is ours to check, with our message.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: { code: "photo_unreadable" } };
  }
  if (header.format !== SHARP_FORMATS[format] || (format === "avif" && header.compression !== "av1")) {
    return { ok: false, refusal: { code: "photo_unreadable" } };
  }
  const { width, height } = header.autoOrient;
  if (width * height > limits.maxPixels) {
    return { ok: false, refusal: { code: "photo_too_many_pixels", width, height } };
  }
  if (Math.min(width, height) < limits.minSide) {
    return { ok: false, refusal: { code: "photo_too_small", width, height } };
  }
  if (!(await oneAtATime(() => decodesWhole(bytes, format, limits.maxPixels)))) {
    return { ok: false, refusal: { code: "photo_unreadable" } };
  }
  return { ok: true, photo: { mime: MIME_TYPES[format], width, height } };
}

let decoding: Promise<unknown> = Promise.resolve();

/**
 * Runs the whole-file decodes of this process one after the other: ten uploads at once peak in
 * memory like one (ADR 055), each waiting its turn for a fraction of a second rather than holding
 * ten decoders' buffers together.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = decoding.then(task, task);
  decoding = run.catch(() => {});
  return run;
}

/**
 * Decodes every byte of the picture at a small size. `failOn: "error"` refuses what the decoder
 * cannot read (a truncated JPEG, PNG, WebP or AVIF, a broken stream) and tolerates its warnings
 * (stray bytes some cameras leave), which every browser shows anyway. A PNG cut exactly before its
 * end marker decodes without a complaint: its missing IEND says it was cut.
 */
async function decodesWhole(bytes: Buffer, format: UploadFormat, maxPixels: number): Promise<boolean> {
  if (format === "png" && bytes.lastIndexOf(PNG_END_CHUNK) === -1) return false;
  const sharp = await sharpOnFirstUse();
  try {
    await sharp(bytes, { failOn: "error", limitInputPixels: maxPixels, sequentialRead: true })
      .resize(CHECK_SIDE, CHECK_SIDE, { fit: "inside" })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** A PNG's last chunk, always the same 12 bytes: no data, the type IEND, its CRC. */
const PNG_END_CHUNK = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const startsWith = (bytes: Buffer, at: number, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, at: number, length: number) =>
  bytes.subarray(at, at + length).toString("latin1");

/**
 * The type a file's first bytes say, never its name or the type the browser sent: a PDF renamed
 * `.jpg` is a PDF. An AVIF is an ISO media file whose `ftyp` box names the `avif` (or `avis`)
 * brand; a HEIC photo names others and is not taken.
 */
function formatOf(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === "ftyp") {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}
