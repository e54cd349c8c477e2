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
  framingKey: string | undefined;
  /** Shown, in the same box, when there is no photo: the dish's drawn illustration (`item_image`). */
  illustration?: string;
  kind: PhotoKind;
  /** How wide the picture shows on the page, for the browser to pick a width (`128px`, `100vw`…). */
  sizes: string;
  /** The box's width attribute; its height follows from the kind's ratio, so nothing moves as it loads. */
  width: number;
  /** What the picture shows, for a reader; empty (the default) where the dish's name is beside it. */
  alt?: string;
  /** On the first screen: fetched at once. Below the fold (the default), when it nears the screen. */
  eager?: boolean;
  /** The first picture a page shows, on its first screen (so `eager` too): fetched before the rest. */
  first?: boolean;
  /** The picture's classes (the `<img>`: its box, its fit, its corners), photo or illustration. */
  className?: string;
}

/**
 * A framed photo (ADR 055) in every format the encoder made, best first (AVIF, WebP, then JPEG
 * for the rest), each at every width: the browser takes the first format it reads at the width
 * `sizes` asks for on its screen. The `<picture>` is `display: contents` (theme.css), so the
 * `<img>` is the box a layout places. Without a photo, the illustration alone, in the same box.
 */
export function PhotoPicture({
  framingKey,
  illustration,
  kind,
  sizes,
  width,
  alt = "",
  eager,
  first,
  className,
}: Props) {
  const srcSet = (format: PhotoFormat) => framingKey && photoSrcSet(framingKey, kind, format);
  const image = (
    <img
      // A browser that reads no `srcset` gets a middle width, sharp enough anywhere.
      src={framingKey ? renditionPath(framingKey, PHOTO_WIDTHS[kind][2] ?? width, "jpeg") : illustration}
      srcSet={srcSet("jpeg")}
      sizes={framingKey && sizes}
      width={width}
      height={photoHeight(kind, width)}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={first ? "high" : undefined}
      className={className}
    />
  );
  if (!framingKey) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      {image}
    </picture>
  );
}
