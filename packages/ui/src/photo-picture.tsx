import {
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoKind,
  photoHeight,
  photoSrcSet,
  renditionPath,
} from "@comptoir/domain";

interface Props {
  /** The framing's key, as the public payloads give it (`item_photo`, `category_photo`, `site.photo`). */
  framingKey: string;
  kind: PhotoKind;
  /** How wide the picture shows on the page, for the browser to pick a width (`128px`, `100vw`…). */
  sizes: string;
  /** The box's width attribute; its height follows from the kind's ratio, so nothing moves as it loads. */
  width: number;
  alt?: string;
  /** On the first screen: fetched at once. Below the fold (the default), when it nears the screen. */
  eager?: boolean;
  /** The first picture a page shows: at once, and before the page's other pictures and scripts. */
  first?: boolean;
  /** The picture's classes (the `<img>`: its box, its fit, its corners). */
  className?: string;
}

/**
 * A framed photo (ADR 055) in every format the encoder made, best first (AVIF, WebP, then JPEG
 * for the rest), each at every width: the browser takes the first format it reads at the width
 * `sizes` asks for on its screen. The `<picture>` is `display: contents`, so the `<img>` is the
 * box a layout places.
 */
export function PhotoPicture({ framingKey, kind, sizes, width, alt = "", eager, first, className }: Props) {
  const widths = PHOTO_WIDTHS[kind];
  const srcSet = (format: PhotoFormat) => photoSrcSet(framingKey, kind, format);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        // A browser that reads no `srcset` gets a middle width, sharp enough anywhere.
        src={renditionPath(framingKey, widths[widths.length >> 1] ?? width, "jpeg")}
        srcSet={srcSet("jpeg")}
        sizes={sizes}
        width={width}
        height={photoHeight(kind, width)}
        alt={alt}
        loading={eager || first ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={first ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
