import { cents, formatEuros, minimumOrderMessage } from "@comptoir/domain";
import { delivery as deliveryText, fill, cart as text } from "@comptoir/messages";
import type { PricedCart } from "../../lib/cart-pricing.ts";
import { useLocationChoice } from "../../lib/location-store.ts";
import { useShop } from "../../lib/shop.ts";
import { Price } from "../ui/price.tsx";

/**
 * The cart's figures (subtotal, discount, the delivery fee and the small-order supplement each on
 * its line, tax, total), why delivery is not possible yet with the way to an address, and the
 * minimum order for delivery.
 */
export function CartTotals({ priced, onChooseAddress }: { priced: PricedCart; onChooseAddress: () => void }) {
  const { total, minimum } = priced;
  const location = useLocationChoice();
  const shop = useShop();
  const row = "flex items-center justify-between gap-3 py-1";
  const belowMinimum = minimum !== null && total.subtotal < minimum.minimumOrder;
  return (
    <div className="mt-4 border-t border-line pt-3">
      <dl data-testid="cart-totals">
        <div className={row}>
          <dt>{text.subtotal}</dt>
          <dd>
            <Price amount={total.subtotal} testId="cart-subtotal" />
          </dd>
        </div>
        {total.discount > 0 ? (
          <div className={`${row} font-semibold text-saving`}>
            <dt>{text.discount}</dt>
            <dd>
              <Price amount={total.discount} sign="-" testId="cart-discount" />
            </dd>
          </div>
        ) : null}
        {location.mode === "delivery" ? (
          <div className={row}>
            <dt>{text.deliveryFee}</dt>
            <dd data-testid="cart-delivery-cell">
              {total.deliveryProblem !== null ? (
                "—"
              ) : total.freeDelivery ? (
                text.deliveryFree
              ) : (
                <Price amount={cents(total.delivery - total.smallOrderCharge)} testId="cart-delivery" />
              )}
            </dd>
          </div>
        ) : null}
        {location.mode === "delivery" && total.smallOrderCharge > 0 ? (
          <div className={row} data-testid="cart-small-order">
            <dt>
              {text.smallOrderCharge}
              {minimum ? (
                <span className="block text-xs text-muted">
                  {fill(text.smallOrderChargeWhy, { minimum: formatEuros(minimum.minimumOrder) })}
                </span>
              ) : null}
            </dt>
            <dd>
              <Price amount={total.smallOrderCharge} testId="cart-small-order-charge" />
            </dd>
          </div>
        ) : null}
        {shop.tax.mode !== "disabled" ? (
          <div className={`${row} text-sm text-muted`}>
            <dt>{shop.tax.mode === "inclusive" ? text.taxIncluded : text.tax}</dt>
            <dd>
              <Price amount={total.tax} testId="cart-tax" />
            </dd>
          </div>
        ) : null}
        <div className={`${row} text-lg font-black`}>
          <dt>{text.total}</dt>
          <dd>
            <Price amount={total.total} testId="cart-total" />
          </dd>
        </div>
      </dl>
      {location.mode === "delivery" && total.deliveryProblem !== null ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-ink p-3 text-sm">
          <p className="flex-1">{deliveryText[total.deliveryProblem]}</p>
          {total.deliveryProblem === "address_needed" ||
          total.deliveryProblem === "too_far" ||
          total.deliveryProblem === "no_zone" ? (
            <button
              type="button"
              onClick={onChooseAddress}
              className="inline-flex min-h-11 items-center rounded-full border border-cream px-4 font-bold"
            >
              {text.chooseAddress}
            </button>
          ) : null}
        </div>
      ) : null}
      {belowMinimum ? (
        <p className="mt-2 rounded-xl bg-ink p-3 text-sm" data-testid="minimum-order">
          {total.smallOrderCharge > 0
            ? // The supplement has its own line above: say how to avoid it, as a person would.
              fill(text.smallOrderAvoid, {
                missing: formatEuros(cents(minimum.minimumOrder - total.subtotal)),
                minimum: formatEuros(minimum.minimumOrder),
                charge: formatEuros(total.smallOrderCharge),
              })
            : `${minimumOrderMessage(formatEuros(minimum.minimumOrder))}${
                minimum.flatCharge > 0
                  ? ` ${fill(text.flatChargeBelow, { amount: formatEuros(minimum.flatCharge) })}`
                  : ""
              }`}
        </p>
      ) : null}
    </div>
  );
}
