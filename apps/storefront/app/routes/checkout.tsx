import { itemPayloadsOf, type MenuPayload, restaurantSettingsFrom, toMenuItem } from "@comptoir/contracts";
import { checkout as checkoutText } from "@comptoir/messages";
import { memo, useEffect, useLayoutEffect, useMemo } from "react";
import CheckoutFlow from "../components/checkout/checkout-flow.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { readMenus, readOffers, readSettings } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { cartFromCookieHeader } from "../lib/cart-cookie.ts";
import {
  type CartState,
  cartStore,
  EMPTY_CART,
  ServerCartContext,
  writeCartCookie,
} from "../lib/cart-state.ts";
import { cartFromCopy } from "../lib/checkout/cart-copy.server.ts";
import { warmUpIntl } from "../lib/intl-warm-up.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { createShop, ShopContext } from "../lib/shop.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/checkout";

/**
 * The menus (names, prices, hours) and the automatic offers, to price and check the cart here, and
 * the cart the cookie's copy asks for, priced from these menus (ADR 073): a page opened cold (a
 * reload, a link) is drawn on the server with it, and hydrated with the same. No copy at all is an
 * empty cart, drawn as such (ADR 090). A copy unreadable, or a cart too long for one, is null: the
 * page then waits for the browser's cart. A client-side navigation's data request
 * (`/checkout.data`) is not under the cookie's path: it gets the empty cart, which the page does
 * not adopt, and the browser's cart is already known.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [menus, offers, settings] = await Promise.all([
    readMenus(context),
    readOffers(context),
    readSettings(context),
  ]);
  // The flow reads the restaurant's clock as it hydrates: its date formats start in the head.
  warmUpIntl(context, restaurantSettingsFrom(settings).timeZone);
  // The shop's clock (the real time, or a demo's): "today", ASAP and the slots run on from it in
  // the browser, so the page offers what the server accepts.
  const now = context.get(clockContext)().toISOString();
  const copy = cartFromCookieHeader(request.headers.get("Cookie"));
  let cart: CartState | null = null;
  if (copy?.length === 0) cart = EMPTY_CART;
  else if (copy) cart = cartFromCopy(itemPayloadsOf(menus).map(toMenuItem), copy);
  // The menus as one JSON text, as the menu sends them: decoding React Router's indexed encoding
  // of them was most of the hydration's first task (ADR 080); JSON.parse takes a millisecond.
  return { menusJson: JSON.stringify(menus), offers, now, cart };
}

// A customer's own page: never in a search engine.
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, checkoutText.title);
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

// Props never change: the flow the server drew is not rendered again when hydration ends.
const Flow = memo(CheckoutFlow);

/**
 * The flow, or while hydrating without a cart the server knew of, the skeleton. Only this part
 * renders again when hydration ends: the flow drawn on the server is hydrated once, not redrawn
 * in a long task at the end of the page's load.
 */
function CheckoutBody({ drawnOnServer }: { drawnOnServer: boolean }) {
  const hydrated = useHydrated();
  return hydrated || drawnOnServer ? <Flow /> : <CheckoutSkeleton />;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  // The same cart on the server and while hydrating: the flow's HTML and its first render agree.
  const { menusJson, offers, now, cart: serverCart } = loaderData;
  const { settings } = useRestaurant();
  const shop = useMemo(
    () => createShop(JSON.parse(menusJson) as MenuPayload[], offers, settings, now),
    [menusJson, offers, settings, now],
  );
  // Before the stores compare the browser's cart with the server's (after this commit's layout
  // effects): a browser that keeps no cart takes the copy, so the page stays as drawn; one that
  // keeps another (another tab changed it) wins, and the copy is written again from it.
  useLayoutEffect(() => {
    if (serverCart && serverCart.lines.length > 0) cartStore.adopt(serverCart);
  }, [serverCart]);
  // The copy written again once the page opens, in a task of its own: fetching the cookie's code
  // inside hydration's commit lengthened its long task (ADR 073, blocking time). The cart then is
  // the one adopted; every later change writes the copy itself.
  useEffect(() => {
    const timer = setTimeout(() => writeCartCookie(cartStore.get().lines), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ShopContext value={shop}>
      <ServerCartContext value={serverCart ?? EMPTY_CART}>
        <SiteHeader restaurantName={shop.name} />
        <main id="contenu" className="mx-auto max-w-xl px-4">
          <CheckoutBody drawnOnServer={serverCart !== null} />
        </main>
      </ServerCartContext>
    </ShopContext>
  );
}
