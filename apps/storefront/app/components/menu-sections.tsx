import type { MenuPayload } from "@comptoir/contracts";
import type { OrderMode } from "@comptoir/domain";
import { memo, Suspense } from "react";
import { categoryAnchor } from "../lib/category-anchor.ts";
import type { MenuView } from "../lib/menu-view.server.ts";
import { MenuItemRow } from "./menu-item-row.tsx";
import { MenuOpeningBadge } from "./menu-opening-badge.tsx";
import { OfferBadge } from "./offer-badge.tsx";

interface Props {
  menus: readonly MenuPayload[];
  mode: OrderMode;
  view: MenuView;
}

/**
 * The menus, their categories and dishes: most of the page, and most of its hydration (ADR 076).
 *
 * - Memoised: what the page changes once interactive (its ordering piece arriving, the address
 *   panel opening) re-renders the page, never the dishes again; only the order mode (the prices)
 *   and new data do.
 * - Each category in a Suspense boundary that never shows its fallback (nothing inside suspends):
 *   the server's HTML is the same, and React hydrates the page's frame first, then the categories
 *   apart, at a lower priority and in small tasks, rather than the whole list with the frame. A tap
 *   on a dish not yet hydrated hydrates its category first and is then handled.
 */
export const MenuSections = memo(function MenuSections({ menus, mode, view }: Props) {
  return menus.map((menu) => (
    <section key={menu.menu_id} aria-labelledby={`menu-${menu.menu_id}`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`menu-${menu.menu_id}`} className="text-2xl font-black">
          {menu.menu_name}
        </h2>
        <MenuOpeningBadge closedLabel={view.openings[menu.menu_id] ?? null} />
      </div>
      {menu.menu_description ? <p className="mt-1 text-sm text-muted">{menu.menu_description}</p> : null}
      {menu.categories.map((category) => (
        <Suspense key={category.category_id} fallback={null}>
          <section
            id={categoryAnchor(category.category_id)}
            data-category-id={category.category_id}
            aria-labelledby={`titre-categorie-${category.category_id}`}
            className="mt-6"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`titre-categorie-${category.category_id}`} className="font-display text-2xl">
                {category.category_name}
              </h3>
              <OfferBadge badge={view.categoryBadges[category.category_id] ?? null} />
            </div>
            {category.category_description ? (
              <p className="text-sm text-muted">{category.category_description}</p>
            ) : null}
            <ul className="dishes">
              {category.items.map((item) => (
                <MenuItemRow
                  key={item.item_id}
                  item={item}
                  mode={mode}
                  badge={view.itemBadges[item.item_id] ?? null}
                  eager={view.eager[item.item_id]}
                  first={item.item_photo === view.firstPhoto}
                  photoBoxes={view.photoBoxes}
                />
              ))}
            </ul>
          </section>
        </Suspense>
      ))}
    </section>
  ));
});
