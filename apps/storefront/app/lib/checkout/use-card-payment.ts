import { useRef, useState } from "react";
import type { ApiClient } from "../api-client.ts";
import type { CardPayer } from "./card-payment.ts";
import { createCardPaymentSession } from "./card-payment-session.ts";
import type { CheckoutRecord } from "./use-checkout-reducer.ts";

/**
 * The card provider's side of the checkout for this visit (ADR 017: never stored): its customer
 * and payment intent (card-payment-session.ts), Stripe's card form once mounted, and the demo
 * bank's question to the customer. What the page shows of it goes through the reducer; preparing
 * and paying are steps (card-steps.ts).
 */
export function useCardPayment({ api, dispatch }: { api: ApiClient; dispatch: CheckoutRecord["dispatch"] }) {
  const [session] = useState(() => createCardPaymentSession(api));
  const stripePayer = useRef<CardPayer | null>(null);
  const approval = useRef<((approve: boolean) => void) | null>(null);
  return {
    session,

    /** Stripe's card form mounted (its payer) or gone (null). */
    stripeCardReady(payer: CardPayer | null) {
      stripePayer.current = payer;
    },
    stripePayer: () => stripePayer.current,

    /** The demo bank's second step: the page asks, the customer answers. */
    askApproval(): Promise<boolean> {
      return new Promise((resolve) => {
        approval.current = resolve;
        dispatch({ type: "approval_asked" });
      });
    },
    answerApproval(approve: boolean) {
      approval.current?.(approve);
      approval.current = null;
      dispatch({ type: "approval_answered" });
    },
  };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
