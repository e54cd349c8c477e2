import { useRouteLoaderData } from "react-router";

/** What the restaurant's pages need of the restaurant: its name, and the time zone of its clock. */
export interface Shop {
  restaurantName: string;
  timeZone: string;
}

/**
 * The root's loader data (root.tsx): the server builds the restaurant model and sends these two,
 * so the browser loads neither the model nor the settings.
 */
export function useShop(): Shop {
  return useRouteLoaderData<Shop>("root") ?? { restaurantName: "", timeZone: "Europe/Paris" };
}
