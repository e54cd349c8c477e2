import { DEFAULT_TIME_ZONE, shopClockFrom } from "@comptoir/domain";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

/** What the restaurant's pages need of the restaurant: its name, and the time zone of its clock. */
export interface Shop {
  restaurantName: string;
  timeZone: string;
  /** The shop's clock when the server read these (ISO 8601): the board's time runs on from it. */
  now?: string;
}

/**
 * The root's loader data (root.tsx): the server builds the restaurant model and sends these two,
 * so the browser loads neither the model nor the settings.
 */
export function useShop(): Shop {
  return useRouteLoaderData<Shop>("root") ?? { restaurantName: "", timeZone: DEFAULT_TIME_ZONE };
}

/**
 * The shop's clock as the board runs it on from the server's reading: the ready times it offers,
 * the ends of the pauses it sets and "today" are the shop's, whatever the tablet's own clock says.
 */
export function useShopClock(): () => Date {
  const { now } = useShop();
  return useMemo(() => shopClockFrom(now, () => Date.now()), [now]);
}
