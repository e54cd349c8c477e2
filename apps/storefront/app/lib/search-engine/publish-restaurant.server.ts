import { type MenuPayload, restaurantFrom } from "@comptoir/contracts";
import type { RouterContextProvider } from "react-router";
import { readMenus, readSettings } from "../api.server.ts";
import { restaurantJsonLd } from "./restaurant-json-ld.ts";
import { siteOrigin } from "./site-origin.ts";
import { publishStructuredData } from "./structured-data.ts";

/**
 * Publishes the restaurant (Organization and Restaurant, with hours from its menus) in the page's
 * structured data. One line in a page's loader (home, contact):
 * `await publishRestaurant({ context, request })`; a loader that has read the menus already passes them.
 */
export async function publishRestaurant({
  context,
  request,
  menus,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  menus?: readonly MenuPayload[];
}): Promise<void> {
  const [settings, menuPayloads] = await Promise.all([readSettings(context), menus ?? readMenus(context)]);
  const restaurant = restaurantFrom({ settings, menus: menuPayloads });
  publishStructuredData(context, restaurantJsonLd(restaurant, siteOrigin(request.url)));
}
