import { success as successText } from "@comptoir/messages";
import { ConfirmationSkeleton } from "../components/checkout/confirmation-skeleton.tsx";
import { OrderConfirmation } from "../components/checkout/order-confirmation.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/success";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, successText.pageTitle),
    // A customer's own order: never in a search engine.
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * Shown after an order (docs/product.md#orders). The order's key is in the visitor's browser, so the page
 * is drawn there: the server sends the frame, the browser reads the order back.
 */
export default function Success() {
  const { restaurant } = useRestaurant();
  const hydrated = useHydrated();
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto max-w-xl px-4">
        {hydrated ? (
          <OrderConfirmation
            restaurantPhone={restaurant.contact.phone}
            restaurantMapUrl={restaurant.contact.mapUrl}
            timeZone={restaurant.timeZone}
          />
        ) : (
          <ConfirmationSkeleton />
        )}
      </main>
    </>
  );
}
