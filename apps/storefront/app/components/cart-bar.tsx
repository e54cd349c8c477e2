import { countUnits } from "@comptoir/domain";
import { cart as cartText, fill, product as productText } from "@comptoir/messages";
import { useEffect, useRef } from "react";
import { type CartRepricing, repriceCart } from "../lib/cart-actions.ts";
import { useLastAddition } from "../lib/cart-feedback.ts";
import { usePricedCart } from "../lib/cart-pricing.ts";
import { useCart } from "../lib/cart-state.ts";
import { useShop } from "../lib/shop.ts";
import { BagIcon } from "./ui/icons.tsx";
import { Price } from "./ui/price.tsx";

const text = cartText;

export function unitsLabel(units: number): string {
  return units === 1 ? text.oneItem : fill(text.items, { count: String(units) });
}

interface Props {
  onOpen: () => void;
  /** At every width: the home page has no cart column beside it (the menu's bar leaves it to wide screens). */
  everyWidth?: boolean;
  /** Lines dropped or re-priced when the stored cart was priced again from this menu (their names). */
  onRepriced: (repricing: CartRepricing) => void;
}

/**
 * "Voir le panier · 3 articles · 24,90 €", over the bottom of every menu screen once something is
 * in the cart. It overlays the page (whose bottom padding leaves room for it), so it appears
 * without moving anything; its count jumps briefly on each addition. It is loaded only once the
 * cart holds something, and then first prices the stored cart again from the current menu.
 */
export default function CartBar({ onOpen, everyWidth, onRepriced }: Props) {
  const shop = useShop();
  const cart = useCart();
  const { total } = usePricedCart();
  const addition = useLastAddition();
  const units = countUnits(cart.lines);
  const onRepricedRef = useRef(onRepriced);
  onRepricedRef.current = onRepriced;

  // Again each time the menu is read again (a publish, a dish sold out): the lines follow it.
  useEffect(() => {
    const repricing = repriceCart(shop.menuItems);
    if (repricing.dropped.length > 0 || repricing.repriced.length > 0) onRepricedRef.current(repricing);
  }, [shop]);

  return (
    <>
      <p role="status" className="sr-only">
        {addition ? fill(productText.added, { name: addition.name }) : ""}
      </p>
      {units > 0 ? (
        <div
          className={`pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] ${everyWidth ? "" : "lg:hidden"}`}
        >
          <button
            type="button"
            onClick={onOpen}
            onPointerEnter={preloadCartSheet}
            onFocus={preloadCartSheet}
            data-testid="cart-bar"
            className="pointer-events-auto mx-auto flex min-h-14 w-full max-w-xl items-center gap-1.5 whitespace-nowrap rounded-full bg-accent px-4 text-[min(1rem,4.3vw)] font-bold text-ink shadow-[0_8px_30px_rgb(0_0_0/0.5)]"
          >
            {/* Never cut (ADR 057): below 380 px the bag gives up its place and the words shrink
                with the screen, so "Voir le panier · 2 articles · 15,40 €" fits down to 320 px. */}
            <BagIcon className="size-6 shrink-0 max-[379px]:hidden" />
            <span className="flex-1 text-left">{text.open}</span>
            <span
              key={addition?.count ?? 0}
              className={`inline-block ${addition ? "bump" : ""}`}
              data-testid="cart-count"
            >
              {unitsLabel(units)}
            </span>
            <span aria-hidden="true">·</span>
            <Price amount={total.total} testId="cart-bar-total" />
          </button>
        </div>
      ) : null}
    </>
  );
}

export function preloadCartSheet() {
  void import("./cart/cart-sheet.tsx");
}
