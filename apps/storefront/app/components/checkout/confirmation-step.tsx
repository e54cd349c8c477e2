import { checkout as checkoutText, fill } from "@comptoir/messages";
import { useCart } from "../../lib/cart-state.ts";
import { factsWithQuote, quoteBodyFor } from "../../lib/checkout/kitchen-quote.ts";
import type { ConfirmationView } from "../../lib/checkout/step-views.ts";
import { useKitchenQuote } from "../../lib/checkout/use-kitchen-quote.ts";
import { useShop } from "../../lib/shop.ts";
import { OrderLines } from "./order-lines.tsx";
import { OrderTotals } from "./order-totals.tsx";

/** What the tab draws (`confirmationView`); its action is the bottom bar's. */
type Props = Omit<ConfirmationView, "action">;

/**
 * The confirmation tab: everything about the order on one screen, before it is placed; "as soon
 * as possible" with the kitchen's ready time, asked again here (ADR 065).
 */
export function ConfirmationStep({ lines, totals, facts, asapQuote, onEdit, priceChange }: Props) {
  const cartLines = useCart().lines;
  const quote = useKitchenQuote(
    quoteBodyFor(asapQuote ? cartLines : [], asapQuote?.mode ?? "pickup", asapQuote?.date ?? ""),
  );
  const shownFacts = factsWithQuote(facts, quote, useShop().timeZone);
  return (
    <div className="mt-5 flex flex-col gap-5">
      {priceChange ? (
        <section
          aria-labelledby="prix-change"
          className="rounded-2xl border-2 border-cream bg-panel p-4"
          data-testid="price-changed"
        >
          <h2 id="prix-change" className="text-lg font-black">
            {checkoutText.priceChangedTitle}
          </h2>
          <p className="mt-1">{priceChange.message}</p>
          <p className="mt-1 text-sm text-muted">
            {fill(checkoutText.priceChangedPrevious, { amount: priceChange.previousTotal })}
          </p>
          <p className="mt-1 text-sm text-muted">{checkoutText.priceChangedConfirm}</p>
        </section>
      ) : null}
      <dl className="flex flex-col divide-y divide-line rounded-2xl bg-panel px-4">
        {shownFacts.map((fact) => (
          <div key={fact.label} className="py-2">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="flex items-start justify-between gap-3">
              <span className="min-w-0 pt-0.5 font-semibold">{fact.value}</span>
              <button
                type="button"
                onClick={() => onEdit(fact.tab)}
                aria-label={`${checkoutText.edit} : ${fact.label}`}
                className="-mt-2 inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold underline underline-offset-4"
              >
                {checkoutText.edit}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recap-commande">
        <h2 id="recap-commande" className="text-lg font-black">
          {checkoutText.recapTitle}
        </h2>
        <OrderLines lines={lines} />
        <OrderTotals totals={totals} />
      </section>
    </div>
  );
}
