import type { Setting } from "@comptoir/contracts";
import { useRouteLoaderData } from "react-router";
import { settingText } from "./settings.ts";

/** What every page shows of the restaurant, from the root loader's settings. */
export function useRestaurant() {
  const data = useRouteLoaderData<{ settings: Setting[] }>("root");
  const settings = data?.settings ?? [];
  return {
    settings,
    name: settingText(settings, "contacts.name", "Comptoir"),
    description: settingText(settings, "site.description"),
    address: settingText(settings, "contacts.address"),
    postalCode: settingText(settings, "contacts.postal_code"),
    city: settingText(settings, "contacts.city"),
    phone: settingText(settings, "contacts.phone"),
    timeZone: settingText(settings, "restaurant.time_zone", "Europe/Paris"),
  };
}
