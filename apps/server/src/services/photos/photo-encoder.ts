import { type Db, schema } from "@comptoir/db";
import {
  PHOTO_FORMATS,
  PHOTO_UPLOAD_LIMITS,
  PHOTO_WIDTHS,
  type PhotoCrop,
  type PhotoFormat,
  type PhotoKind,
  photoHeight,
} from "@comptoir/domain";
import { photoEncoderFailures, serverLog } from "@comptoir/messages";
import { and, asc, eq, inArray, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Sharp } from "sharp";
import { originalBytesName, type PhotoBytes, renditionBytesName } from "./photo-bytes.ts";
import { sharpOnFirstUse } from "./sharp-on-first-use.ts";

const { photoFramings, photoRenditions } = schema;

/** How often an encoder looks for work it was not woken for (another process's framings, a crash's). */
const ENCODER_EVERY_MS = 10_000;
/** A claim older than this is a process that died mid-way: the framing is claimed again. */
export const CLAIM_EXPIRES_MS = 5 * 60_000;

/**
 * The encoder's settings, named by the framing key's recipe (`r1`, framings.ts): changing them
 * must change the recipe, or cached files would differ from fresh ones. Tuned for food photos seen
 * on phones: AVIF carries most visitors at half the JPEG's bytes; 4:2:0 chroma halves colour
 * detail nobody sees on a dish at these sizes. AVIF's effort 3, not 4: measured, effort 4 took
 * three to four times as long for 2–5 % fewer bytes (ADR 055).
 */
const ENCODINGS: Readonly<Record<PhotoFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 50, effort: 3, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/** What a flattened transparent photo (a PNG) sits on: the menu's cards are white. */
const BACKGROUND = "#ffffff";

export interface EncodedRendition {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Refused by the encoder: the crop cannot make even the kind's narrowest file without enlarging. */
class CropTooSmallError extends Error {}

/** A crop in fractions of the upright photo, in its pixels, kept inside it. */
export function cropPixels(crop: PhotoCrop, size: { width: number; height: number }) {
  const left = Math.min(size.width - 1, Math.max(0, Math.round(crop.x * size.width)));
  const top = Math.min(size.height - 1, Math.max(0, Math.round(crop.y * size.height)));
  const width = Math.max(1, Math.min(size.width - left, Math.round(crop.width * size.width)));
  const height = Math.max(1, Math.min(size.height - top, Math.round(crop.height * size.height)));
  return { left, top, width, height };
}

/**
 * The widths of the kind that a crop `cropWidth` pixels wide makes without enlarging (one pixel
 * of rounding is not an enlargement). A wider width is not made: its address is answered with the
 * widest file made (ADR 055).
 */
export function widthsMade(kind: PhotoKind, cropWidth: number): number[] {
  return PHOTO_WIDTHS[kind].filter((width) => width <= cropWidth + 1);
}

/**
 * Every rendition of a framing: the original decoded once (turned upright by its EXIF
 * orientation, cut, resized to the widest width made, flattened, sRGB), then each width and
 * format made from that. No metadata is written (sharp's default): no GPS, no camera, no date.
 */
export async function encodeFraming(
  original: Uint8Array,
  kind: PhotoKind,
  crop: PhotoCrop,
): Promise<EncodedRendition[]> {
  const sharp = await sharpOnFirstUse();
  const input = () => sharp(original, { limitInputPixels: PHOTO_UPLOAD_LIMITS.maxPixels, failOn: "error" });
  // The upright size, whatever the stored row says: the crop's fractions are of this image.
  const { autoOrient } = await input().metadata();
  const area = cropPixels(crop, autoOrient);
  const widths = widthsMade(kind, area.width);
  const widest = widths.at(-1);
  if (widest === undefined) throw new CropTooSmallError();
  const master = await input()
    .autoOrient()
    .extract(area)
    .resize({ width: widest, height: photoHeight(kind, widest), fit: "cover" })
    .flatten({ background: BACKGROUND })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
  const renditions: EncodedRendition[] = [];
  for (const width of widths) {
    const height = photoHeight(kind, width);
    const sized =
      width === widest
        ? master.data
        : await sharp(master.data, { raw })
            .resize({ width, height, fit: "fill", kernel: "lanczos3" })
            .raw()
            .toBuffer();
    for (const format of PHOTO_FORMATS) {
      const bytes = await ENCODINGS[format](
        sharp(sized, { raw: { width, height, channels: raw.channels } }),
      ).toBuffer();
      renditions.push({ format, width, height, bytes: new Uint8Array(bytes) });
    }
  }
  return renditions;
}

interface Claimed {
  key: string;
  photoId: string;
  kind: PhotoKind;
  crop: PhotoCrop;
  claimedAt: Date;
}

/**
 * Takes the oldest framing to make, or one whose encoder died more than 5 minutes ago (ADR 055).
 * `skip locked`: two processes claiming at once take two different framings, never the same.
 */
export async function claimFraming(db: Db, now: Date): Promise<Claimed | null> {
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS);
  const next = db
    .select({ key: photoFramings.key })
    .from(photoFramings)
    .where(
      or(
        eq(photoFramings.status, "pending"),
        and(eq(photoFramings.status, "encoding"), lt(photoFramings.claimedAt, expired)),
      ),
    )
    .orderBy(asc(photoFramings.createdAt), asc(photoFramings.key))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(photoFramings)
    .set({ status: "encoding", claimedAt: now })
    .where(inArray(photoFramings.key, next))
    .returning({
      key: photoFramings.key,
      photoId: photoFramings.photoId,
      kind: photoFramings.kind,
      crop: photoFramings.crop,
    });
  return row ? { ...row, claimedAt: now } : null;
}

/** Ours still: no other process claimed it again meanwhile (we were slower than the expiry). */
const stillOurs = (claimed: Claimed) =>
  and(
    eq(photoFramings.key, claimed.key),
    eq(photoFramings.status, "encoding"),
    eq(photoFramings.claimedAt, claimed.claimedAt),
  );

type Outcome = "ready" | "failed" | "lost";

/** Makes one claimed framing: its renditions and `ready` in one transaction, or `failed` and why. */
async function makeFraming(
  db: Db,
  photoBytes: PhotoBytes,
  claimed: Claimed,
  clock: () => Date,
  logger: Logger,
): Promise<Outcome> {
  const original = await photoBytes.get(db, originalBytesName(claimed.photoId));
  // Its photo was swept: the framing went with it (cascade).
  if (!original) return "lost";
  let renditions: EncodedRendition[];
  try {
    renditions = await encodeFraming(original, claimed.kind, claimed.crop);
  } catch (error) {
    const failure =
      error instanceof CropTooSmallError
        ? photoEncoderFailures.tooSmall
        : isUnreadable(error)
          ? photoEncoderFailures.unreadable
          : photoEncoderFailures.failed;
    logger.warn({ err: error, framing: claimed.key }, serverLog.framingFailed);
    const failed = await db
      .update(photoFramings)
      .set({ status: "failed", failure, readyAt: null })
      .where(stillOurs(claimed))
      .returning({ key: photoFramings.key });
    return failed.length > 0 ? "failed" : "lost";
  }
  // The files before the rows that name them, outside the transaction: named by their content, they
  // are the same whoever writes them, and a framing lost meanwhile leaves files its sweep removes.
  for (const rendition of renditions) {
    await photoBytes.put(db, renditionBytesName({ key: claimed.key, ...rendition }), rendition.bytes);
  }
  return db.transaction(async (tx) => {
    const ready = await tx
      .update(photoFramings)
      .set({ status: "ready", failure: null, readyAt: clock() })
      .where(stillOurs(claimed))
      .returning({ key: photoFramings.key });
    if (ready.length === 0) return "lost";
    await tx.delete(photoRenditions).where(eq(photoRenditions.framingKey, claimed.key));
    for (const rendition of renditions) {
      await tx.insert(photoRenditions).values({
        framingKey: claimed.key,
        format: rendition.format,
        width: rendition.width,
        height: rendition.height,
        byteSize: rendition.bytes.byteLength,
      });
    }
    return "ready";
  });
}

/** libvips' words for a file it cannot decode (checked on upload, so a rare, damaged original). */
function isUnreadable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /unsupported image format|Input buffer|premature end|corrupt|VipsJpeg|pngload|heifload|webpload/i.test(
    message,
  );
}

export interface PhotoEncoder {
  /** A new framing in this process: look now, without waiting for the next tick. */
  wake(): void;
  /** At start, then every 10 s. Sets libvips to one thread. */
  start(): void;
  /** No new pass; the framing in hand is finished (and written) first. */
  stop(): Promise<void>;
  /** Resolves once no pass runs: what a test awaits before reading the result or closing. */
  idle(): Promise<void>;
  /** One whole pass, awaited: every framing waiting is made, one at a time. Returns how many. */
  runOnce(): Promise<number>;
}

/**
 * The photo encoder of this server process (ADR 055): one framing at a time, off the request path,
 * claimed in the database so that processes sharing it share the work.
 */
export function createPhotoEncoder({
  db,
  photoBytes,
  clock,
  logger,
}: {
  db: Db;
  photoBytes: PhotoBytes;
  clock: () => Date;
  logger: Logger;
}): PhotoEncoder {
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let pass: Promise<number> | null = null;
  let wokenDuringPass = false;

  const drain = async () => {
    let made = 0;
    while (!stopped) {
      const claimed = await claimFraming(db, clock());
      if (!claimed) break;
      const outcome = await makeFraming(db, photoBytes, claimed, clock, logger);
      if (outcome === "ready") {
        made += 1;
        logger.info({ framing: claimed.key, kind: claimed.kind }, serverLog.framingEncoded);
      }
    }
    return made;
  };

  const runOnce = (): Promise<number> => {
    if (pass) {
      // A framing made while this pass claims: the pass looks once more before it ends.
      wokenDuringPass = true;
      return pass;
    }
    const run = async () => {
      let made = 0;
      do {
        wokenDuringPass = false;
        made += await drain();
      } while (wokenDuringPass && !stopped);
      return made;
    };
    pass = run().finally(() => {
      pass = null;
    });
    return pass;
  };

  const wake = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => logger.error({ err: error }, serverLog.photoEncoderFailed));
  };

  return {
    wake,
    start() {
      stopped = false;
      wake();
      timer ??= setInterval(wake, ENCODER_EVERY_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await pass?.catch(() => {});
    },
    async idle() {
      while (pass) await pass.catch(() => {});
    },
    runOnce,
  };
}
