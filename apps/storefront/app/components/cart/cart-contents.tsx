import { lineIdentity } from "@comptoir/domain";
import { cart as text } from "@comptoir/messages";
import { useEffect } from "react";
import { recheckCoupon } from "../../lib/cart-actions.ts";
import { pauseNoticeFor, useFreshSettings, usePricedCart } from "../../lib/cart-pricing.ts";
import { useCart } from "../../lib/cart-state.ts";
import { chooseMode, useLocationChoice } from "../../lib/location-store.ts";
import { useShop } from "../../lib/shop.ts";
import { useSitePath } from "../../lib/use-site-path.ts";
import { SiteLink } from "../site-link.tsx";
import { Price } from "../ui/price.tsx";
import { CartLineRow } from "./cart-line-row.tsx";
import { CartRecommendations } from "./cart-recommendations.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { CouponField } from "./coupon-field.tsx";

export interface CartContentsProps {
  /** The empty cart's way back to the dishes (the sheet closes); the column beside the menu has none. */
  onClose?: () => void;
  /** An item that needs choices was tapped in the recommendations: open its product sheet. */
  onChooseOptions: (itemId: string) => void;
  /** The delivery needs an address: open the address search. */
  onChooseAddress: () => void;
}

/**
 * What the cart holds, wherever it is shown (the sheet on phones, the column beside the menu on
 * wide screens): its lines with their choices and note, quantities and removal, the free items,
 * the coupon (folded until asked for), the figures from the domain's cartTotal, the minimum order
 * for delivery, "Vous aimerez aussi", and the way to the checkout, or the pause that stops it
 * (ADR 058). The caller gives the frame and
 * the title.
 */
export function CartContents({ onClose, onChooseOptions, onChooseAddress }: CartContentsProps) {
  const cart = useCart();
  const priced = usePricedCart();
  const sitePath = useSitePath();
  const { total } = priced;
  const empty = cart.lines.length === 0;
  const shop = useShop();
  const location = useLocationChoice();
  const pause = pauseNoticeFor(useFreshSettings(), location.mode, shop.now(), shop.timeZone);

  useEffect(() => {
    void recheckCoupon();
  }, []);

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-3">
        {empty ? (
          <div className="flex flex-col items-start gap-4 py-6">
            <p>{text.empty}</p>
            {onClose ? (
              <button
                type="button"
                onClick={onClose}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-5 font-bold"
              >
                {text.emptyCta}
              </button>
            ) : null}
          </div>
        ) : (
          <>
            <ul aria-label={text.title} className="flex flex-col">
              {total.lines.map((priced) => (
                <CartLineRow key={lineIdentity(priced.line)} line={priced.line} amount={priced.amount} />
              ))}
              {total.freeItems.map((free) => (
                <li
                  key={`${free.offerId}-${free.itemId}`}
                  className="flex items-center gap-3 border-b border-line py-3"
                  data-testid="free-item"
                >
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink">
                    {text.free}
                  </span>
                  <span className="flex-1">
                    {free.quantity > 1 ? `${free.quantity} × ` : ""}
                    {free.name}
                  </span>
                </li>
              ))}
            </ul>
            <CouponField coupon={priced.coupon} />
            <CartTotals priced={priced} onChooseAddress={onChooseAddress} />
            <CartRecommendations onChooseOptions={onChooseOptions} />
          </>
        )}
      </div>
      {empty ? null : (
        <div className="border-t border-line px-5 py-3">
          {pause ? (
            <div
              id="panier-pause"
              role="status"
              className="mb-3 flex flex-col items-start gap-2 rounded-xl border border-cream p-3 text-sm"
              data-testid="cart-pause"
            >
              <p>{pause.text}</p>
              {pause.scope === "delivery" ? (
                <button
                  type="button"
                  onClick={() => chooseMode("pickup")}
                  className="inline-flex min-h-11 items-center rounded-full border border-cream px-4 font-bold"
                >
                  {text.switchToPickup}
                </button>
              ) : null}
            </div>
          ) : null}
          {pause?.scope === "ordering" ? (
            <button
              type="button"
              disabled
              aria-describedby="panier-pause"
              className="flex min-h-14 w-full items-center justify-between rounded-full bg-line px-6 text-lg font-bold text-muted"
            >
              <span>{text.checkoutPaused}</span>
              <Price amount={total.total} />
            </button>
          ) : (
            <SiteLink
              to={sitePath("/checkout")}
              prefetch="viewport"
              className="flex min-h-14 w-full items-center justify-between rounded-full bg-accent px-6 text-lg font-bold text-ink"
            >
              <span>{text.checkout}</span>
              <Price amount={total.total} />
            </SiteLink>
          )}
        </div>
      )}
    </>
  );
}
