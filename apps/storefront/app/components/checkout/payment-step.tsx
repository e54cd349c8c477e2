import { checkout as checkoutText } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { lazy, Suspense } from "react";
import type { PaymentView } from "../../lib/checkout/step-views.ts";
import { ChoiceRow } from "./choice-row.tsx";

// Loaded when the card is chosen: the demo's form (with the contract's test cards), or Stripe's.
const DemoCardForm = lazy(() => import("./demo-card-form.tsx"));
const StripeCardForm = lazy(() => import("./stripe-card-form.tsx"));
// The cards' marks are drawings the first step does not need: they come with the payment step,
// into a frame of their size (nothing moves when they arrive).
const CardMarks = lazy(() => import("./card-marks.tsx"));

/** What the tab draws (`paymentView`); its action is the bottom bar's. */
type Props = Omit<PaymentView, "action">;

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
          >
            <Suspense fallback={<span className="h-6 w-[7.5rem] shrink-0" />}>
              <CardMarks />
            </Suspense>
          </ChoiceRow>
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
          {props.cardProblem ? <FieldError>{props.cardProblem}</FieldError> : null}
        </>
      ) : null}
    </div>
  );
}
