import { photoSrcSet } from "@comptoir/domain";
import type { MetaDescriptor } from "react-router";

/**
 * How wide the home page's hero shows: half of the 64rem page beside the restaurant's name from
 * `md`, the page less its margins on a phone.
 */
export const HERO_SIZES =
  "(min-width: 1024px) 30rem, (min-width: 768px) calc(50vw - 2.75rem), calc(100vw - 2rem)";

/**
 * The hero photo asked for from the page's head, before the stylesheet and the scripts: it is the
 * largest thing the home page paints. AVIF only, which every browser the shop supports reads; a
 * browser that does not skips the preload (its `type`) and takes its format from the `<picture>`.
 */
export function heroPreload(framingKey: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: photoSrcSet(framingKey, "hero", "avif"),
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
  };
}
