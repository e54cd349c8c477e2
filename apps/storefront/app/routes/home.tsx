import { type ItemPayload, restaurantFrom } from "@comptoir/contracts";
import { home as homeText, site as siteText } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useState } from "react";
import { ClosedNotice, ClosedNowNotice } from "../components/closed-notice.tsx";
import { HoursSection } from "../components/hours-section.tsx";
import { PopularItems } from "../components/popular-items.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { readMenus, readOffers, readPopularItemIds, readSettings } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { addsWithoutChoices } from "../lib/cart-actions.ts";
import { cartStore } from "../lib/cart-state.ts";
import { categoryAnchor } from "../lib/category-anchor.ts";
import { HERO_SIZES, heroPreload } from "../lib/hero-photo.ts";
import { isClosedEverywhere } from "../lib/menu-view.server.ts";
import { hoursView } from "../lib/opening-hours.server.ts";
import { closedNow } from "../lib/opening-label.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { publishRestaurant } from "../lib/search-engine/publish-restaurant.server.ts";
import { useClientPiece } from "../lib/use-client-piece.ts";
import { type RootData, restaurantOfSettings, useRestaurant } from "../lib/use-restaurant.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/home";

const POPULAR_LIMIT = 12;

// The cart bar and the one-tap additions arrive once the page is interactive (ADR 057), and only
// when there is a cart to show: a first visit's page runs none of the cart's code until a "+".
const loadHomeOrdering = () => import("../components/home-ordering.tsx");

/** Whether an earlier visit left something in the cart (its bar shows at once). */
const cartHasLines = () => cartStore.get().lines.length > 0;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Both reads are in-process and served from memory: the popular dishes come with the first paint.
  const [menus, popularIds, settings, offers] = await Promise.all([
    readMenus(context),
    readPopularItemIds(context, POPULAR_LIMIT),
    readSettings(context),
    readOffers(context),
  ]);
  const items = new Map(
    menus
      .flatMap((menu) => menu.categories.flatMap((category) => category.items))
      .map((item) => [String(item.item_id), item]),
  );
  const popular = popularIds
    .map((id) => items.get(id))
    .filter((item): item is ItemPayload => item?.item_is_available === true)
    .slice(0, POPULAR_LIMIT);
  const restaurant = restaurantFrom({ settings, menus });
  // The best sellers the "+" adds at once: those that ask for no choice (the others open their sheet).
  const oneTap: Record<number, true> = {};
  for (const item of restaurant.menuItems)
    if (popular.some((dish) => String(dish.item_id) === item.id) && addsWithoutChoices(item))
      oneTap[Number(item.id)] = true;
  // Open now and the week's hours, on the shop's clock in the restaurant's time zone.
  const now = context.get(clockContext)();
  const hours = hoursView(restaurant, now);
  await publishRestaurant({ context, request, menus });
  return {
    menus,
    offers,
    now: now.toISOString(),
    popular,
    oneTap,
    closed: isClosedEverywhere(menus),
    closedNow: closedNow(menus, now, restaurant.timeZone),
    hours,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = (matches[0]?.loaderData as RootData | undefined)?.settings ?? [];
  const { heroPhoto } = restaurantOfSettings(settings);
  return [...pageMeta(matches, homeText.title), ...(heroPhoto ? [heroPreload(heroPhoto)] : [])];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { restaurant, settings } = useRestaurant();
  const sitePath = useSitePath();
  const { menus, offers, now, popular, oneTap, closed, closedNow, hours } = loaderData;
  const stored = useClientPiece(loadHomeOrdering, cartHasLines);
  const [added, setAdded] = useState<typeof stored>(null);
  const addPopular = (itemId: string) => {
    void loadHomeOrdering().then((piece) => {
      piece.addPopular(menus, settings, itemId);
      setAdded(() => piece.default);
    });
  };
  const Ordering = stored ?? added;
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      {/* Food first (ADR 057): what is closed, the call to action, the best sellers and the menus;
          the week's hours last, one tap away from the line beside the call to action. */}
      <main id="contenu" className="mx-auto max-w-5xl px-4 pb-28">
        <ClosedNotice closed={closed} />
        {closedNow ? (
          <div className="mt-4">
            <ClosedNowNotice closedNow={closedNow} />
          </div>
        ) : null}
        <section className="grid items-center gap-6 py-6 md:grid-cols-2 md:py-8">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-bold uppercase tracking-widest text-muted">
              {homeText.pickupOrDelivery}
            </p>
            <h1 className="text-4xl font-black leading-tight md:text-5xl">{restaurant.name}</h1>
            <p className="text-lg text-muted">{restaurant.description}</p>
            <SiteLink
              to={sitePath("/menu")}
              prefetch="viewport"
              className="inline-flex min-h-12 w-fit items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
            >
              {closed ? homeText.ctaClosed : closedNow ? homeText.ctaLater : homeText.cta}
            </SiteLink>
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              {closedNow || closed ? null : (
                <>
                  <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-emerald-400" />
                  <span className="font-bold">{hours.status}</span>
                  <span aria-hidden="true">·</span>
                </>
              )}
              <a
                href="#nos-horaires"
                className="inline-flex min-h-11 items-center text-muted underline underline-offset-4"
              >
                {homeText.hoursLink}
              </a>
            </p>
          </div>
          {restaurant.heroPhoto ? (
            <PhotoPicture
              framingKey={restaurant.heroPhoto}
              kind="hero"
              width={1600}
              sizes={HERO_SIZES}
              eager
              first
              className="aspect-video h-auto w-full rounded-3xl bg-panel object-cover max-md:aspect-[2/1]"
            />
          ) : (
            <img
              src="/images/menu/hero.svg"
              alt=""
              width={1200}
              height={600}
              fetchPriority="high"
              className="h-auto w-full rounded-3xl max-md:h-40 max-md:object-contain"
            />
          )}
        </section>
        <PopularItems items={popular} oneTap={oneTap} onAdd={addPopular} />
        <section aria-labelledby="nos-menus" className="py-4">
          <h2 id="nos-menus" className="text-2xl font-black">
            {siteText.navMenu}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {menus.map((menu) => (
              <li key={menu.menu_id} className="rounded-2xl border border-line bg-panel p-4">
                <h3 className="font-bold">{menu.menu_name}</h3>
                <p className="mt-1 text-sm text-muted">{menu.menu_description}</p>
                {/* Each category leads to its place on the menu, with its photo when the owner gave one. */}
                <ul className="mt-3 flex flex-col gap-2">
                  {menu.categories.map((category) => (
                    <li key={category.category_id}>
                      <SiteLink
                        to={`${sitePath("/menu")}#${categoryAnchor(category.category_id)}`}
                        className="flex min-h-12 items-center gap-3 rounded-xl font-semibold underline-offset-4 hover:underline"
                      >
                        {category.category_photo ? (
                          <PhotoPicture
                            framingKey={category.category_photo}
                            kind="dish"
                            width={64}
                            sizes="64px"
                            className="h-12 w-16 shrink-0 rounded-lg bg-panel object-cover"
                          />
                        ) : null}
                        {category.category_name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <div className="py-4">
          <HoursSection view={hours} headingId="nos-horaires" />
        </div>
      </main>
      {Ordering ? <Ordering menus={menus} offers={offers} settings={settings} now={now} /> : null}
    </>
  );
}
