import type { OrderMode, PaymentMethod } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import { lazy, Suspense } from "react";
import type { CardPayer, DemoCardFields } from "../../lib/checkout/card-payment.ts";
import { ChoiceRow } from "./choice-row.tsx";

// Loaded when the card is chosen: the demo's form (with the contract's test cards), or Stripe's.
const DemoCardForm = lazy(() => import("./demo-card-form.tsx"));
const StripeCardForm = lazy(() => import("./stripe-card-form.tsx"));

interface Props {
  mode: OrderMode;
  method: PaymentMethod;
  cashOffered: boolean;
  cardOffered: boolean;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  onMethodChange: (method: PaymentMethod) => void;
  demoCard: DemoCardFields;
  demoCardErrors: Partial<Record<keyof DemoCardFields, string>>;
  onDemoCardChange: (field: keyof DemoCardFields, value: string) => void;
  onDemoCardBlur: (field: keyof DemoCardFields) => void;
  billing: { name: string; email: string; phone: string };
  onStripePayer: (payer: CardPayer | null) => void;
  onStripeCompleteChange: (complete: boolean) => void;
  /** "Préparation du paiement…" while the payment intent is being made. */
  preparing: boolean;
  /** Why the card cannot be paid now (intent refused by the server), in French. */
  cardProblem: string | null;
}

/** The payment tab: cash or card; for card, the provider's form (Stripe, or "mode démo"). */
export function PaymentStep(props: Props) {
  const { method } = props;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{checkoutText.methodLegend}</legend>
        {props.cashOffered ? (
          <ChoiceRow
            name="paiement"
            checked={method === "cash"}
            onSelect={() => props.onMethodChange("cash")}
            label={checkoutText.cash}
            note={props.mode === "pickup" ? checkoutText.cashPickup : checkoutText.cashDelivery}
          />
        ) : null}
        {props.cardOffered ? (
          <ChoiceRow
            name="paiement"
            checked={method === "card"}
            onSelect={() => props.onMethodChange("card")}
            label={checkoutText.card}
            note={props.cashOffered ? checkoutText.cardText : checkoutText.cardOnly}
          />
        ) : null}
      </fieldset>
      {method === "card" && props.cardOffered ? (
        <>
          {props.provider === "stripe" && props.publishableKey ? (
            <Suspense fallback={<p className="text-muted">{checkoutText.stripeLoading}</p>}>
              <StripeCardForm
                publishableKey={props.publishableKey}
                billing={props.billing}
                onPayer={props.onStripePayer}
                onCompleteChange={props.onStripeCompleteChange}
              />
            </Suspense>
          ) : (
            <Suspense fallback={<p className="text-muted">{checkoutText.preparingCard}</p>}>
              <DemoCardForm
                values={props.demoCard}
                errors={props.demoCardErrors}
                onChange={props.onDemoCardChange}
                onBlur={props.onDemoCardBlur}
              />
            </Suspense>
          )}
          {props.preparing ? (
            <p role="status" className="text-sm text-muted">
              {checkoutText.preparingCard}
            </p>
          ) : null}
          {props.cardProblem ? (
            <p className="text-sm font-semibold text-accent">{props.cardProblem}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
