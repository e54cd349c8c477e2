import { checkout as checkoutText } from "@comptoir/messages";
import { useMemo } from "react";
import CheckoutFlow from "../components/checkout/checkout-flow.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { readMenus, readOffers } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { createShop, ShopContext } from "../lib/shop.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/checkout";

/** The menus (names, prices, hours) and the automatic offers, to price and check the cart here. */
export async function loader({ context }: Route.LoaderArgs) {
  const [menus, offers] = await Promise.all([readMenus(context), readOffers(context)]);
  // The shop's clock (the real time, or a demo's): "today", ASAP and the slots run on from it in
  // the browser, so the page offers what the server accepts.
  return { menus, offers, now: context.get(clockContext)().toISOString() };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, checkoutText.title),
    // A customer's own page: never in a search engine.
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="mt-4 flex flex-col gap-4" data-testid="checkout-loading">
      <p className="sr-only">{checkoutText.loading}</p>
      <div className="h-4 w-24 rounded bg-panel" />
      <div className="grid grid-cols-5 gap-1.5">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="h-1.5 rounded-full bg-line" />
        ))}
      </div>
      <div className="h-9 w-2/3 rounded-lg bg-panel" />
      <div className="h-20 rounded-2xl bg-panel" />
      <div className="h-20 rounded-2xl bg-panel" />
    </div>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { menus, offers, now } = loaderData;
  const { settings } = useRestaurant();
  const shop = useMemo(() => createShop(menus, offers, settings, now), [menus, offers, settings, now]);
  const hydrated = useHydrated();
  return (
    <ShopContext value={shop}>
      <SiteHeader restaurantName={shop.name} />
      <main id="contenu" className="mx-auto max-w-xl px-4">
        {hydrated ? <CheckoutFlow /> : <CheckoutSkeleton />}
      </main>
    </ShopContext>
  );
}
