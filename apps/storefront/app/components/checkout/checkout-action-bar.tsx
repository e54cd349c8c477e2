import { checkout as checkoutText } from "@comptoir/messages";

/** What the checkout is waiting for, said on the button and to screen readers. */
export type CheckoutWait = null | "address" | "card" | "placing" | "paying";

const WAIT_TEXTS: Record<Exclude<CheckoutWait, null>, string> = {
  placing: checkoutText.placing,
  paying: checkoutText.paying,
  card: checkoutText.preparingCard,
  address: checkoutText.checkingAddress,
};

/**
 * The bar at the bottom of the screen, under the thumb on a phone: "Retour" and the tab's action
 * ("Continuer", "Commander · 24,50 €"), both off while the page waits for an answer.
 */
export function CheckoutActionBar({
  onBack,
  action,
  wait,
}: {
  /** Null on the first tab. */
  onBack: (() => void) | null;
  /** Null when the tab moves on by itself (the type tab). */
  action: { label: string; run: () => void } | null;
  wait: CheckoutWait;
}) {
  const waitText = wait ? WAIT_TEXTS[wait] : null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-ink/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      <div className="mx-auto flex max-w-xl items-center gap-3">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            disabled={wait !== null}
            className="inline-flex min-h-14 shrink-0 items-center rounded-full border border-line px-4 font-bold disabled:opacity-60"
          >
            {checkoutText.back}
          </button>
        ) : null}
        {action ? (
          <button
            type="button"
            onClick={action.run}
            disabled={wait !== null}
            aria-describedby={waitText ? "commande-attente" : undefined}
            className="inline-flex min-h-14 min-w-0 flex-1 items-center justify-center whitespace-nowrap rounded-full bg-accent px-4 text-base font-bold text-ink disabled:opacity-70 min-[400px]:text-lg"
            data-testid="checkout-primary"
          >
            {waitText ?? action.label}
          </button>
        ) : null}
      </div>
      <p id="commande-attente" role="status" className="sr-only">
        {waitText ?? ""}
      </p>
    </div>
  );
}
