import type { MetaDescriptor } from "react-router";
import { absoluteUrl, canonicalPath } from "./search-engine/site-address.ts";
import { restaurantShareImage, type ShareImage } from "./share-photo.ts";
import { type RootData, restaurantOfSettings } from "./use-restaurant.ts";

interface PageMatch {
  pathname?: string;
  loaderData?: unknown;
}

/** What a shared link of one page shows instead of the site's defaults (a dish on `/menu?product=`). */
export interface PageShare {
  /** The address the visitor reached; without it, the page's path (its query is never needed then). */
  location?: { pathname: string; search: string };
  /** The whole title, used as is ("Burger Brasier · Piment Rouge"). */
  title?: string;
  description?: string;
  /** A path on the site or an absolute address, with its size when known. */
  image?: ShareImage;
}

/**
 * A page's title and description for browsers and search engines, from the restaurant's settings
 * (read by the root loader): "La carte · Piment Rouge" and the site's description. Then its one
 * address (canonical link) and what a link shared on a social network or a messaging app shows
 * (Open Graph and Twitter card tags), with absolute addresses from the root loader's origin.
 */
export function pageMeta(
  matches: readonly (PageMatch | undefined)[],
  title: string,
  share: PageShare = {},
): MetaDescriptor[] {
  const rootData = matches[0]?.loaderData as RootData | undefined;
  const { name, description, heroPhoto } = restaurantOfSettings(rootData?.settings ?? []);
  const fullTitle = share.title ?? (title === name ? name : `${title} · ${name}`);
  const shownDescription = share.description ?? description;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    ...(shownDescription ? [{ name: "description", content: shownDescription }] : []),
  ];
  if (!rootData?.site) return tags;
  const { origin, defaultLocale } = rootData.site;

  const pathname = share.location?.pathname ?? matches.at(-1)?.pathname ?? "/";
  const url = absoluteUrl(origin, canonicalPath(pathname, share.location?.search ?? "", defaultLocale));
  // The page's own picture (a shared dish's), else the restaurant's.
  const picture = share.image ?? restaurantShareImage(heroPhoto);
  const image = absoluteUrl(origin, picture.path);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    ...(shownDescription ? [{ property: "og:description", content: shownDescription }] : []),
    { property: "og:image", content: image },
    ...(picture.width && picture.height
      ? [
          { property: "og:image:width", content: String(picture.width) },
          { property: "og:image:height", content: String(picture.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    ...(shownDescription ? [{ name: "twitter:description", content: shownDescription }] : []),
    { name: "twitter:image", content: image },
  ];
}

/** A customer's own page (checkout, sign-in, profile): its title, and never in a search engine. */
export function privatePageMeta(
  matches: readonly (PageMatch | undefined)[],
  title: string,
): MetaDescriptor[] {
  return [...pageMeta(matches, title), { name: "robots", content: "noindex, nofollow" }];
}
