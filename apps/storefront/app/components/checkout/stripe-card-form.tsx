import { checkout as checkoutText } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import type { StripeCardElement } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import type { CardPayer } from "../../lib/checkout/card-payment.ts";
import { loadStripeJs, STRIPE_JS_OPTIONS } from "../../lib/checkout/stripe-js.ts";

interface Props {
  publishableKey: string;
  billing: { name: string; email: string; phone: string };
  /** The form is ready to pay (or is gone: null). */
  onPayer: (payer: CardPayer | null) => void;
  /** Whether the card details are complete, as Stripe's element says. */
  onCompleteChange: (complete: boolean) => void;
}

/**
 * Stripe Elements' card field. This module, and Stripe.js with it, loads only at the payment step
 * (the checkout imports it lazily), never on other pages. The card number never touches our page:
 * it lives in Stripe's frame, and `confirmCardPayment` pays the intent with its client secret.
 */
export default function StripeCardForm({ publishableKey, billing, onPayer, onCompleteChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [cardError, setCardError] = useState<string | null>(null);
  const billingRef = useRef(billing);
  billingRef.current = billing;
  const callbacks = useRef({ onPayer, onCompleteChange });
  callbacks.current = { onPayer, onCompleteChange };

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !host.current) return;
        if (!stripe) throw new Error("Stripe.js indisponible");
        card = stripe.elements({ locale: "fr" }).create("card", STRIPE_JS_OPTIONS.card);
        card.on("change", (event) => {
          callbacks.current.onCompleteChange(event.complete);
          setCardError(event.error?.message ?? null);
        });
        card.mount(host.current);
        const element = card;
        callbacks.current.onPayer({
          async pay(intent) {
            const result = await stripe.confirmCardPayment(intent.clientSecret, {
              payment_method: { card: element, billing_details: billingRef.current },
            });
            if (result.error) return { ok: false, reason: result.error.message ?? null };
            return result.paymentIntent?.status === "succeeded" ? { ok: true } : { ok: false, reason: null };
          },
        });
        setState("ready");
      })
      .catch((error: unknown) => {
        // docs/product.md#errors: the script failing to load is logged, the customer sees the form's state.
        console.warn("Failed to load Stripe.js", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      callbacks.current.onPayer(null);
      card?.destroy();
    };
  }, [publishableKey]);

  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{checkoutText.card}</p>
      {state === "failed" ? (
        <p role="alert" className="rounded-xl bg-panel p-3">
          {checkoutText.stripeUnavailable}
        </p>
      ) : (
        <>
          <div
            ref={host}
            className="min-h-12 rounded-xl border border-line bg-cream px-4 py-3.5"
            data-testid="stripe-card"
          />
          {state === "loading" ? <p className="text-sm text-muted">{checkoutText.stripeLoading}</p> : null}
          {cardError ? <FieldError>{cardError}</FieldError> : null}
        </>
      )}
    </div>
  );
}
