import { type MenuPayload, restaurantFrom } from "@comptoir/contracts";
import { menu as menuText, site as siteText } from "@comptoir/messages";
import { useMemo, useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CategoryBar } from "../components/category-bar.tsx";
import { ClosedNotice, ClosedNowNotice } from "../components/closed-notice.tsx";
import { MenuSearch } from "../components/menu-search.tsx";
import { MenuSections } from "../components/menu-sections.tsx";
import { OrderModeBar } from "../components/order-mode-bar.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { readMenus, readOffers, readSettings } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { useDishLinkClicks } from "../lib/dish-links.ts";
import { useLocationChoice } from "../lib/location-store.ts";
import { menuView } from "../lib/menu-view.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { breadcrumbJsonLd } from "../lib/search-engine/breadcrumb-json-ld.ts";
import { menuJsonLd } from "../lib/search-engine/menu-json-ld.ts";
import { productShare } from "../lib/search-engine/product-share.server.ts";
import { siteOrigin } from "../lib/search-engine/site-origin.ts";
import { publishStructuredData } from "../lib/search-engine/structured-data.ts";
import { createShop, ShopContext } from "../lib/shop.ts";
import { useClientPiece } from "../lib/use-client-piece.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/menu";

// The product sheet and the cart arrive once the page is interactive: the first paint needs none of it.
const loadMenuOrdering = () => import("../components/menu-ordering.tsx");

export async function loader({ context, request }: Route.LoaderArgs) {
  const [menus, offers, settings] = await Promise.all([
    readMenus(context),
    readOffers(context),
    readSettings(context),
  ]);
  // The shop's clock (the real time, or a demo's), so the page and the API agree on what is open.
  const now = context.get(clockContext)();
  const restaurant = restaurantFrom({ settings, menus, offers });
  const origin = siteOrigin(request.url);
  publishStructuredData(context, [
    ...menuJsonLd(menus, origin),
    breadcrumbJsonLd(origin, [
      { name: siteText.navHome, path: "/" },
      { name: menuText.title, path: "/menu" },
    ]),
  ]);
  // The menus travel to the browser as one JSON text rather than as React Router's indexed
  // encoding: for a large menu it is a third smaller compressed (1,000 dishes: see menu-size.test).
  return {
    menusJson: JSON.stringify(menus),
    offers,
    now: now.toISOString(),
    view: menuView(menus, restaurant, now),
    share: productShare(menus, new URL(request.url).searchParams.get("product"), restaurant.name),
  };
}

/**
 * Opening or closing the product sheet only changes `?product=`: the menu's data stays as it is
 * (no new request, no re-render of the list). The same address is read again: that is the live
 * piece asking, after the restaurant's board changed the catalogue (ADR 041).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  const withoutProduct = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("product");
    params.sort();
    return params.toString();
  };
  return withoutProduct(currentUrl) === withoutProduct(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * A shared dish link shows the dish (its name, price and picture); the loader prepared it. Any
 * other address, an unknown dish among them, shows the menu, under its plain address.
 */
export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const productId = new URLSearchParams(location.search).get("product");
  const share = loaderData?.share && loaderData.share.id === productId ? loaderData.share : null;
  return pageMeta(
    matches,
    menuText.title,
    share ? { location, ...share } : { location: { pathname: location.pathname, search: "" } },
  );
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menusJson, offers, now, view } = loaderData;
  const menus = useMemo(() => JSON.parse(menusJson) as MenuPayload[], [menusJson]);
  const { settings } = useRestaurant();
  const shop = useMemo(() => createShop(menus, offers, settings, now), [menus, offers, settings, now]);
  const { mode } = useLocationChoice();
  const [pickerOpen, setPickerOpen] = useState(false);
  const Ordering = useClientPiece(loadMenuOrdering);
  const followDishLink = useDishLinkClicks();
  const chooseAddress = () => {
    setPickerOpen(true);
    window.scrollTo({ top: 0 });
  };

  // The bar follows these once the page is interactive: the same list on every render.
  const chips = useMemo(
    () => menus.flatMap((menu) => menu.categories).map((c) => ({ id: c.category_id, name: c.category_name })),
    [menus],
  );

  return (
    <ShopContext value={shop}>
      <SiteHeader restaurantName={shop.name} />
      <OrderModeBar
        pickupSummary={view.pickupSummary}
        pickerOpen={pickerOpen}
        onPickerOpenChange={setPickerOpen}
        notice={<ClosedNowNotice closedNow={view.closedNow} />}
      />
      <MenuSearch mode={mode} />
      <div className="h-3" />
      <CategoryBar categories={chips} />
      {/* From `lg`, the cart's column beside the dishes: its frame is drawn by CSS from the first
          paint (so nothing moves when its contents arrive), hidden on phones, which keep the sheet. */}
      <div className="mx-auto max-w-5xl px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks it takes are a dish link's, which Enter on the link sends too */}
        <main id="contenu" className="min-w-0 pb-28 lg:pb-12" onClick={followDishLink}>
          <h1 className="sr-only">{menuText.title}</h1>
          <ClosedNotice closed={view.closed} />
          {Ordering ? <Ordering part="notice" mode={mode} onChooseAddress={chooseAddress} /> : null}
          <MenuSections menus={menus} mode={mode} view={view} />
        </main>
        <aside
          aria-labelledby="panier-colonne-titre"
          className="sticky top-[8.25rem] mt-8 hidden h-[calc(100dvh-9.75rem)] flex-col overflow-hidden rounded-2xl border border-line bg-panel lg:flex"
        >
          {Ordering ? <Ordering part="column" mode={mode} onChooseAddress={chooseAddress} /> : null}
        </aside>
      </div>
      {Ordering ? <Ordering part="sheets" mode={mode} onChooseAddress={chooseAddress} /> : null}
    </ShopContext>
  );
}
