import { shopClockFrom } from "@comptoir/domain";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

/** What the restaurant's pages need of the restaurant: its name, and the time zone of its clock. */
export interface StaffShop {
  restaurantName: string;
  timeZone: string;
  /** The shop's clock when the server read these (ISO 8601): the board's time runs on from it. */
  now?: string;
}

/**
 * The /admin layout's loader data (routes/admin.tsx). The board does not build the restaurant
 * model in the browser (`useRestaurant`): that module is part of the menu's first load, and
 * sharing it would regroup the menu's chunks (ADR 044). The server builds it and sends these two.
 */
export function useStaffShop(): StaffShop {
  return useRouteLoaderData<StaffShop>("admin") ?? { restaurantName: "", timeZone: "Europe/Paris" };
}

/**
 * The shop's clock as the board runs it on from the server's reading: the ready times it offers,
 * the ends of the pauses it sets and "today" are the shop's, whatever the tablet's own clock says.
 */
export function useShopClock(): () => Date {
  const { now } = useStaffShop();
  return useMemo(() => shopClockFrom(now, () => Date.now()), [now]);
}
