import { Link } from "react-router";
import { ClosedNotice } from "../components/closed-notice.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { readMenus } from "../lib/api.server.ts";
import { messages } from "../lib/messages.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { menus: await readMenus(context) };
}

export function meta() {
  return [{ title: messages.home.title }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const restaurant = useRestaurant();
  const { menus } = loaderData;
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto max-w-5xl px-4 pb-16">
        <ClosedNotice menus={menus} />
        <section className="grid items-center gap-6 py-8 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-bold uppercase tracking-widest text-accent">
              {messages.home.pickupOrDelivery}
            </p>
            <h1 className="text-4xl font-black leading-tight md:text-5xl">{restaurant.name}</h1>
            <p className="text-lg text-muted">{restaurant.description}</p>
            <Link
              to="/menu"
              className="inline-flex min-h-12 w-fit items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
            >
              {messages.home.cta}
            </Link>
          </div>
          <img
            src="/images/menu/hero.svg"
            alt=""
            width={1200}
            height={600}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl"
          />
        </section>
        <section aria-labelledby="nos-menus" className="py-4">
          <h2 id="nos-menus" className="text-2xl font-black">
            {messages.site.navMenu}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {menus.map((menu) => (
              <li key={menu.menu_id} className="rounded-2xl border border-line bg-panel p-4">
                <h3 className="font-bold">{menu.menu_name}</h3>
                <p className="mt-1 text-sm text-muted">{menu.menu_description}</p>
              </li>
            ))}
          </ul>
        </section>
        <footer className="mt-8 border-t border-line pt-6 text-sm text-muted">
          <h2 className="font-bold text-cream">{messages.site.footerContact}</h2>
          <address className="mt-2 not-italic">
            {restaurant.address}
            <br />
            {restaurant.postalCode} {restaurant.city}
            <br />
            <a href={`tel:${restaurant.phone.replaceAll(" ", "")}`} className="underline">
              {restaurant.phone}
            </a>
          </address>
        </footer>
      </main>
    </>
  );
}
