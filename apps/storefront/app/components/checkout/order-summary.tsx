import { checkout as checkoutText, fill, unitsText } from "@comptoir/messages";
import type { RecapLine, RecapTotals } from "../../lib/checkout/recap.ts";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderTotals } from "./order-totals.tsx";

/**
 * The order, folded above every tab but the confirmation (which shows it whole): "Votre commande ·
 * 3 articles · 24,50 €", opened on demand, so a phone keeps the form in view.
 */
export function OrderSummary({
  lines,
  totals,
  units,
  totalText,
}: {
  lines: readonly RecapLine[];
  totals: RecapTotals;
  /** How many items, each counted with its quantity. */
  units: number;
  totalText: string;
}) {
  return (
    <details className="group mt-4 rounded-2xl bg-panel px-4 py-1" data-testid="checkout-summary">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {fill(checkoutText.summaryToggle, {
            count: unitsText(units),
            amount: totalText,
          })}
        </span>
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-3">
        <OrderLines lines={lines} />
        <OrderTotals totals={totals} />
      </div>
    </details>
  );
}
