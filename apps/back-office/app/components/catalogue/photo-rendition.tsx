import {
  PHOTO_MIME_TYPES,
  PHOTO_WIDTHS,
  type PhotoKind,
  photoHeight,
  photoSrcSet,
  renditionPath,
} from "@comptoir/domain";

/** The width made for a 2× screen, for the browsers that read no `srcset`. */
function fallbackWidth(kind: PhotoKind, width: number): number {
  const widths = PHOTO_WIDTHS[kind];
  return widths.find((each) => each >= width * 2) ?? widths[widths.length - 1] ?? width;
}

/**
 * A prepared framing as customers will get it: its renditions, best format first, the browser
 * picking the width its screen needs for `width` CSS pixels.
 */
export function PhotoRendition({
  framingKey,
  kind,
  width,
  alt,
}: {
  framingKey: string;
  kind: PhotoKind;
  /** CSS pixels: at most this wide, narrower on a narrow screen. */
  width: number;
  alt: string;
}) {
  const sizes = `${width}px`;
  return (
    <picture>
      <source type={PHOTO_MIME_TYPES.avif} srcSet={photoSrcSet(framingKey, kind, "avif")} sizes={sizes} />
      <source type={PHOTO_MIME_TYPES.webp} srcSet={photoSrcSet(framingKey, kind, "webp")} sizes={sizes} />
      <img
        src={renditionPath(framingKey, fallbackWidth(kind, width), "jpeg")}
        srcSet={photoSrcSet(framingKey, kind, "jpeg")}
        sizes={sizes}
        width={width}
        height={photoHeight(kind, width)}
        alt={alt}
        className="block h-full w-full rounded-lg bg-ink object-cover"
      />
    </picture>
  );
}
