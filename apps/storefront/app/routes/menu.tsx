import { ClosedNotice } from "../components/closed-notice.tsx";
import { MenuItemRow } from "../components/menu-item-row.tsx";
import { OpeningState } from "../components/opening-state.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { readMenus } from "../lib/api.server.ts";
import { messages } from "../lib/messages.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/menu";

export async function loader({ context }: Route.LoaderArgs) {
  // `now` travels with the data so the server's render and the browser's agree on "today".
  return { menus: await readMenus(context), now: new Date().toISOString() };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { settings?: { name: string; value: unknown }[] } | undefined;
  const name = root?.settings?.find((setting) => setting.name === "contacts.name")?.value;
  return [{ title: `${messages.menu.title} · ${typeof name === "string" ? name : "Comptoir"}` }];
}

/** How many item rows are visible on a phone's first screen: their images are not lazy. */
const EAGER_ROWS = 4;

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menus, now } = loaderData;
  const restaurant = useRestaurant();
  const categories = menus.flatMap((menu) => menu.categories);
  const firstItemIds = new Set(
    categories
      .flatMap((category) => category.items)
      .slice(0, EAGER_ROWS)
      .map((i) => i.item_id),
  );
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <nav
        aria-label={messages.menu.categoriesLabel}
        className="sticky top-[61px] z-20 border-b border-line bg-ink/95 backdrop-blur"
      >
        <ul className="mx-auto flex max-w-5xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
          {categories.map((category) => (
            <li key={category.category_id} className="shrink-0">
              <a
                href={`#categorie-${category.category_id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent"
              >
                {category.category_name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="contenu" className="mx-auto max-w-5xl px-4 pb-24">
        <h1 className="sr-only">{messages.menu.title}</h1>
        <ClosedNotice menus={menus} />
        {menus.map((menu) => (
          <section key={menu.menu_id} aria-labelledby={`menu-${menu.menu_id}`} className="mt-8">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`menu-${menu.menu_id}`} className="text-2xl font-black">
                {menu.menu_name}
              </h2>
              <OpeningState menu={menu} now={new Date(now)} timeZone={restaurant.timeZone} />
            </div>
            {menu.menu_description ? (
              <p className="mt-1 text-sm text-muted">{menu.menu_description}</p>
            ) : null}
            {menu.categories.map((category) => (
              <section
                key={category.category_id}
                id={`categorie-${category.category_id}`}
                aria-labelledby={`titre-categorie-${category.category_id}`}
                className="mt-6"
              >
                <h3 id={`titre-categorie-${category.category_id}`} className="text-lg font-bold text-accent">
                  {category.category_name}
                </h3>
                {category.category_description ? (
                  <p className="text-sm text-muted">{category.category_description}</p>
                ) : null}
                <ul>
                  {category.items.map((item) => (
                    <MenuItemRow key={item.item_id} item={item} eager={firstItemIds.has(item.item_id)} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </main>
    </>
  );
}
