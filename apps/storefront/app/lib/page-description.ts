import type { MetaDescriptor } from "react-router";
import { type RootData, restaurantOfSettings } from "./use-restaurant.ts";

interface RootMatch {
  loaderData?: unknown;
}

/** The restaurant model in a route's `meta`, from the root loader's settings. */
export function restaurantOfMatches(matches: readonly (RootMatch | undefined)[]) {
  return restaurantOfSettings((matches[0]?.loaderData as RootData | undefined)?.settings ?? []);
}

/** A page's own description for search engines, in place of the site's (pageMeta gives that one). */
export function withDescription(meta: readonly MetaDescriptor[], description: string): MetaDescriptor[] {
  return [
    ...meta.filter((descriptor) => !("name" in descriptor && descriptor.name === "description")),
    { name: "description", content: description },
  ];
}
