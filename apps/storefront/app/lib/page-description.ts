import { type RootData, restaurantOfSettings } from "./use-restaurant.ts";

interface RootMatch {
  loaderData?: unknown;
}

/** The restaurant model in a route's `meta`, from the root loader's settings. */
export function restaurantOfMatches(matches: readonly (RootMatch | undefined)[]) {
  return restaurantOfSettings((matches[0]?.loaderData as RootData | undefined)?.settings ?? []);
}
