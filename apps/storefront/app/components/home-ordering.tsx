import type { MenuPayload, OfferPayload, Setting } from "@comptoir/contracts";
import { lineFromMenu } from "@comptoir/domain";
import { lazy, Suspense, useMemo } from "react";
import { useNavigate } from "react-router";
import { addWithFeedback } from "../lib/cart-feedback.ts";
import { createShop, ShopContext } from "../lib/shop.ts";
import { useSitePath } from "../lib/use-site-path.ts";

const CartBar = lazy(() => import("./cart-bar.tsx"));

interface Props {
  menus: MenuPayload[];
  offers: OfferPayload[];
  settings: readonly Setting[];
  /** The shop's clock when the page's data was read. */
  now: string;
}

/**
 * What the home page does with an order, a client piece fetched once the page is interactive
 * (ADR 046, 057): none of the cart's code is in the home page's first load. It draws the menu's cart
 * bar once the cart holds something (a best seller added here, or a cart from an earlier visit);
 * the bar leads to the menu, which opens the cart there.
 */
export default function HomeOrdering({ menus, offers, settings, now }: Props) {
  const shop = useMemo(() => createShop(menus, offers, settings, now), [menus, offers, settings, now]);
  const navigate = useNavigate();
  const sitePath = useSitePath();
  return (
    <ShopContext value={shop}>
      <Suspense fallback={null}>
        <CartBar
          everyWidth
          onOpen={() => navigate(sitePath("/menu"), { state: { openCart: true } })}
          // The menu tells what pricing the stored cart again changed; the home page keeps it short.
          onRepriced={() => undefined}
        />
      </Suspense>
    </ShopContext>
  );
}

/**
 * Puts a best seller that needs no choice in the cart, with the menu's feedback (the bar's count,
 * the announcement). The home page only offers it for such dishes: one with required choices
 * opens its product sheet on the menu instead.
 */
export function addPopular(menus: readonly MenuPayload[], settings: readonly Setting[], itemId: string) {
  const { menuItems } = createShop(menus, [], settings);
  const result = lineFromMenu(menuItems, { itemId, options: [], quantity: 1, note: "" });
  if (result.ok) addWithFeedback(result.line);
}
