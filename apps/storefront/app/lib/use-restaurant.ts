import { type Restaurant, restaurantFrom, type Setting } from "@comptoir/contracts";
import { useRouteLoaderData } from "react-router";
import type { SiteAddress } from "./search-engine/site-address.ts";

/**
 * The root loader's settings, the same array for the whole visit (the root never revalidates), and
 * the site's address for absolute links (canonical links, shared links).
 */
export type RootData = { settings: Setting[]; site?: SiteAddress };

const bySettings = new WeakMap<readonly Setting[], Restaurant>();
const NO_SETTINGS: Setting[] = [];

/** The restaurant model of the root loader's settings (name, contacts, time zone…), built once per visit. */
export function restaurantOfSettings(settings: readonly Setting[]): Restaurant {
  let restaurant = bySettings.get(settings);
  if (!restaurant) {
    restaurant = restaurantFrom({ settings });
    bySettings.set(settings, restaurant);
  }
  return restaurant;
}

/** What every page shows of the restaurant, and the settings pages build their shop from. */
export function useRestaurant(): { restaurant: Restaurant; settings: Setting[] } {
  const settings = useRouteLoaderData<RootData>("root")?.settings ?? NO_SETTINGS;
  return { restaurant: restaurantOfSettings(settings), settings };
}
