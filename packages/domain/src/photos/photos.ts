/**
 * The rules of the photos (ADR 055), shared by the server that encodes and serves them, the editor
 * that frames them and the storefront that shows them: kinds and their ratios, the widths made,
 * the renditions' names, and the upload's limits.
 */

/** `dish` for dishes and categories, `hero` for the restaurant's home page and shared links. */
export const PHOTO_KINDS = ["dish", "hero"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Width to height of each kind's framing. */
export const PHOTO_RATIOS: Readonly<Record<PhotoKind, { width: number; height: number }>> = {
  dish: { width: 4, height: 3 },
  hero: { width: 16, height: 9 },
};

/**
 * The widths encoded per kind, narrowest first: from a 96-pixel menu row on a 1× screen to a
 * product sheet on a 3× phone, and 1200 for the picture of shared links (Open Graph).
 */
export const PHOTO_WIDTHS: Readonly<Record<PhotoKind, readonly number[]>> = {
  dish: [160, 320, 480, 640, 960, 1200],
  hero: [480, 800, 1200, 1600, 2000],
};

/** The width of the JPEG that shared links and search engines get. */
export const SHARE_PHOTO_WIDTH = 1200;

/** Best first: a `<picture>` lists its sources in this order and the browser takes the first it reads. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const EXTENSIONS: Readonly<Record<PhotoFormat, string>> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const PHOTO_MIME_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Where renditions are served. */
const PHOTO_PATH = "/photos/";

/** What an upload may be (ADR 055 argues the numbers). */
export const PHOTO_UPLOAD_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSide: 200,
  /** What the editor's file picker offers; the server tells the type by the content anyway. */
  accept: "image/jpeg,image/png,image/webp,image/avif",
} as const;

/** Fractions of the upright original. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A photo as the catalogue's document names it: the original's hash and how it is framed. */
export interface FramedPhoto {
  id: string;
  crop: PhotoCrop;
}

/** The name of one rendition: `<key>-<width>.<ext>`. */
export function renditionName(key: string, width: number, format: PhotoFormat): string {
  return `${key}-${width}.${EXTENSIONS[format]}`;
}

/** The address of one rendition, from the site's root. */
export function renditionPath(key: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_PATH}${renditionName(key, width, format)}`;
}

const RENDITION_NAME = /^([0-9a-f]{20})-(\d{2,4})\.(avif|webp|jpg)$/;

/** The parts of a rendition's name, or null for a name no rendition could have. */
export function parseRenditionName(name: string): { key: string; width: number; format: PhotoFormat } | null {
  const match = RENDITION_NAME.exec(name);
  if (!match) return null;
  const [, key, width, extension] = match as unknown as [string, string, string, string];
  const format = extension === "jpg" ? "jpeg" : (extension as PhotoFormat);
  return { key, width: Number(width), format };
}

/** A kind's height at a width, rounded as the encoder rounds it. */
export function photoHeight(kind: PhotoKind, width: number): number {
  const ratio = PHOTO_RATIOS[kind];
  return Math.round((width * ratio.height) / ratio.width);
}

/** A `srcset` of one format: every width of the kind. */
export function photoSrcSet(key: string, kind: PhotoKind, format: PhotoFormat): string {
  return PHOTO_WIDTHS[kind].map((width) => `${renditionPath(key, width, format)} ${width}w`).join(", ");
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The crop of the kind's ratio that covers the most of an upright image of `width` × `height`,
 * centred: what a photo gets before the owner frames it.
 */
export function centredCrop(kind: PhotoKind, width: number, height: number): PhotoCrop {
  const ratio = PHOTO_RATIOS[kind];
  const target = ratio.width / ratio.height;
  const own = width / height;
  if (own > target) {
    const fraction = round4(target / own);
    return { x: round4((1 - fraction) / 2), y: 0, width: fraction, height: 1 };
  }
  const fraction = round4(own / target);
  return { x: 0, y: round4((1 - fraction) / 2), width: 1, height: fraction };
}

/** True when the crop lies inside the image and is not empty (the ratio is the encoder's to keep). */
export function isCropInside(crop: PhotoCrop): boolean {
  const { x, y, width, height } = crop;
  return (
    [x, y, width, height].every(Number.isFinite) &&
    x >= 0 &&
    y >= 0 &&
    width > 0 &&
    height > 0 &&
    round4(x + width) <= 1 &&
    round4(y + height) <= 1
  );
}
