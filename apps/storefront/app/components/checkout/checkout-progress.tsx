import { CHECKOUT_TABS, type CheckoutTab } from "@comptoir/domain";
import { checkout as checkoutText, fill } from "@comptoir/messages";

/** A short progress indicator: "Étape 2 sur 5" and five segments, the done ones filled. */
export function CheckoutProgress({ tab, labels }: { tab: CheckoutTab; labels: Record<CheckoutTab, string> }) {
  const index = CHECKOUT_TABS.indexOf(tab);
  return (
    <nav aria-label={checkoutText.progressLabel} className="mt-4">
      <p className="text-sm font-semibold text-muted" data-testid="checkout-step">
        {fill(checkoutText.stepOf, { number: String(index + 1), count: String(CHECKOUT_TABS.length) })}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-1.5">
        {CHECKOUT_TABS.map((name, position) => (
          <li
            key={name}
            aria-current={name === tab ? "step" : undefined}
            className={`h-1.5 rounded-full ${position <= index ? "bg-accent" : "bg-line"}`}
          >
            <span className="sr-only">
              {position < index ? fill(checkoutText.stepDone, { label: labels[name] }) : labels[name]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
