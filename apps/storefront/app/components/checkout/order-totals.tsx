import { cart as cartText, checkout as checkoutText, fill } from "@comptoir/messages";
import type { RecapTotals } from "../../lib/checkout/recap.ts";
import { Price } from "../ui/price.tsx";

export function OrderTotals({ totals }: { totals: RecapTotals }) {
  const row = "flex items-center justify-between gap-3 py-0.5";
  return (
    <dl className="mt-3" data-testid="recap-totals">
      <div className={row}>
        <dt>{cartText.subtotal}</dt>
        <dd>
          <Price amount={totals.subtotal} testId="recap-subtotal" />
        </dd>
      </div>
      {totals.discount > 0 ? (
        <div className={`${row} font-semibold text-saving`}>
          <dt>
            {cartText.discount}
            {totals.coupon ? ` · ${fill(checkoutText.coupon, { code: totals.coupon })}` : ""}
          </dt>
          <dd>
            <Price amount={totals.discount} sign="-" testId="recap-discount" />
          </dd>
        </div>
      ) : null}
      {totals.delivery !== null ? (
        <div className={row}>
          <dt>{cartText.delivery}</dt>
          <dd data-testid="recap-delivery">
            {totals.freeDelivery ? cartText.deliveryFree : <Price amount={totals.delivery} />}
          </dd>
        </div>
      ) : null}
      {totals.taxMode !== "disabled" ? (
        <div className={`${row} text-sm text-muted`}>
          <dt>{totals.taxMode === "inclusive" ? cartText.taxIncluded : cartText.tax}</dt>
          <dd>
            <Price amount={totals.tax} />
          </dd>
        </div>
      ) : null}
      <div className={`${row} mt-1 text-xl font-black`}>
        <dt>{cartText.total}</dt>
        <dd>
          <Price amount={totals.total} testId="recap-total" />
        </dd>
      </div>
    </dl>
  );
}
