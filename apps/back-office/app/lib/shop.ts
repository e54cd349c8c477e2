import { useRouteLoaderData } from "react-router";

/** What the restaurant's pages need of the restaurant: its name, and the time zone of its clock. */
export interface StaffShop {
  restaurantName: string;
  timeZone: string;
}

/**
 * The /admin layout's loader data (routes/admin.tsx). The board does not build the restaurant
 * model in the browser (`useRestaurant`): that module is part of the menu's first load, and
 * sharing it would regroup the menu's chunks (ADR 044). The server builds it and sends these two.
 */
export function useStaffShop(): StaffShop {
  return useRouteLoaderData<StaffShop>("admin") ?? { restaurantName: "", timeZone: "Europe/Paris" };
}
