import { type ItemPayload, restaurantFrom } from "@comptoir/contracts";
import { home as homeText, site as siteText } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { ClosedNotice } from "../components/closed-notice.tsx";
import { HoursSection } from "../components/hours-section.tsx";
import { PopularItems } from "../components/popular-items.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { readMenus, readPopularItemIds, readSettings } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { categoryAnchor } from "../lib/category-anchor.ts";
import { HERO_SIZES, heroPreload } from "../lib/hero-photo.ts";
import { isClosedEverywhere } from "../lib/menu-view.server.ts";
import { hoursView } from "../lib/opening-hours.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { publishRestaurant } from "../lib/search-engine/publish-restaurant.server.ts";
import { type RootData, restaurantOfSettings, useRestaurant } from "../lib/use-restaurant.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/home";

const POPULAR_LIMIT = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Both reads are in-process and served from memory: the popular dishes come with the first paint.
  const [menus, popularIds, settings] = await Promise.all([
    readMenus(context),
    readPopularItemIds(context, POPULAR_LIMIT),
    readSettings(context),
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
  // Open now and the week's hours, on the shop's clock in the restaurant's time zone.
  const hours = hoursView(restaurantFrom({ settings, menus }), context.get(clockContext)());
  await publishRestaurant({ context, request, menus });
  return { menus, popular, closed: isClosedEverywhere(menus), hours };
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = (matches[0]?.loaderData as RootData | undefined)?.settings ?? [];
  const { heroPhoto } = restaurantOfSettings(settings);
  return [...pageMeta(matches, homeText.title), ...(heroPhoto ? [heroPreload(heroPhoto)] : [])];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { restaurant } = useRestaurant();
  const sitePath = useSitePath();
  const { menus, popular, closed, hours } = loaderData;
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto max-w-5xl px-4 pb-16">
        <ClosedNotice closed={closed} />
        <section className="grid items-center gap-6 py-8 md:grid-cols-2">
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
              {homeText.cta}
            </SiteLink>
          </div>
          {restaurant.heroPhoto ? (
            <PhotoPicture
              framingKey={restaurant.heroPhoto}
              kind="hero"
              width={1600}
              sizes={HERO_SIZES}
              eager
              first
              className="aspect-video h-auto w-full rounded-3xl bg-panel object-cover"
            />
          ) : (
            <img
              src="/images/menu/hero.svg"
              alt=""
              width={1200}
              height={600}
              fetchPriority="high"
              className="h-auto w-full rounded-3xl"
            />
          )}
        </section>
        <div className="py-4">
          <HoursSection view={hours} headingId="nos-horaires" />
        </div>
        <PopularItems items={popular} />
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
      </main>
    </>
  );
}
