import { type PhotoKind, photoHeight, renditionPath, SHARE_PHOTO_WIDTH } from "@comptoir/domain";

/** A picture a shared link or a search engine shows: its path on the site, and its size when known. */
export interface ShareImage {
  path: string;
  width?: number;
  height?: number;
}

/** The picture of shared links when the restaurant has no photo of its own. */
const DEFAULT_SHARE_IMAGE: ShareImage = { path: "/images/menu/hero.svg" };

/**
 * A framed photo as shared links and search engines take it (ADR 055): the 1200-pixel JPEG, the
 * one format every reader of Open Graph tags and JSON-LD reads, with its size.
 */
export function sharePhoto(framingKey: string, kind: PhotoKind): ShareImage {
  return {
    path: renditionPath(framingKey, SHARE_PHOTO_WIDTH, "jpeg"),
    width: SHARE_PHOTO_WIDTH,
    height: photoHeight(kind, SHARE_PHOTO_WIDTH),
  };
}

/** The restaurant's picture for shared links and search engines: its hero photo, or the drawn one. */
export function restaurantShareImage(heroPhoto: string | null): ShareImage {
  return heroPhoto ? sharePhoto(heroPhoto, "hero") : DEFAULT_SHARE_IMAGE;
}
