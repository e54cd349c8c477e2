import type { MetaDescriptor } from "react-router";
import { type RootData, restaurantOfSettings } from "./use-restaurant.ts";

interface RootMatch {
  loaderData?: unknown;
}

/**
 * A page's title and description for browsers and search engines, from the restaurant's settings
 * (read by the root loader): "La carte · Piment Rouge" and the site's description.
 */
export function pageMeta(matches: readonly (RootMatch | undefined)[], title: string): MetaDescriptor[] {
  const settings = (matches[0]?.loaderData as RootData | undefined)?.settings ?? [];
  const { name, description } = restaurantOfSettings(settings);
  return [
    { title: title === name ? name : `${title} · ${name}` },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

/** A customer's own page (checkout, sign-in, profile): its title, and never in a search engine. */
export function privatePageMeta(
  matches: readonly (RootMatch | undefined)[],
  title: string,
): MetaDescriptor[] {
  return [...pageMeta(matches, title), { name: "robots", content: "noindex, nofollow" }];
}
