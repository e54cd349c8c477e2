import { useSyncExternalStore } from "react";
import { ConfirmationSkeleton, OrderConfirmation } from "../components/checkout/order-confirmation.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { fill, success as successText } from "../lib/checkout/checkout-text.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/success";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { settings?: { name: string; value: unknown }[] } | undefined;
  const name = root?.settings?.find((setting) => setting.name === "contacts.name")?.value;
  return [
    { title: fill(successText.metaTitle, { name: typeof name === "string" ? name : "Comptoir" }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const subscribeNothing = () => () => {};

function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Shown after an order (spec section 2). The order's key is in the visitor's browser, so the page
 * is drawn there: the server sends the frame, the browser reads the order back.
 */
export default function Success() {
  const restaurant = useRestaurant();
  const hydrated = useHydrated();
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto max-w-xl px-4">
        {hydrated ? <OrderConfirmation restaurantPhone={restaurant.phone} /> : <ConfirmationSkeleton />}
      </main>
    </>
  );
}
