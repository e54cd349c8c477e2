import type { CheckoutTab } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  confirmationView,
  deliveryView,
  frameView,
  paymentView,
  personalView,
  type StepAction,
  typeView,
} from "../../lib/checkout/step-views.ts";
import { type CheckoutModel, useCheckoutSteps } from "../../lib/checkout/use-checkout-steps.ts";
import { CheckoutActionBar } from "./checkout-action-bar.tsx";
import { CheckoutAlert } from "./checkout-alert.tsx";
import { CheckoutProgress } from "./checkout-progress.tsx";
import { EmptyCheckout } from "./empty-checkout.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { TypeStep } from "./type-step.tsx";

// The demo provider's bank step, only ever shown while a demo card pays: fetched then.
const AuthenticationDialog = lazy(() =>
  import("./authentication-dialog.tsx").then((module) => ({ default: module.AuthenticationDialog })),
);

// The delivery and payment tabs (the address search, the slots, the card's choices and marks) are
// not needed for the first paint: fetched as soon as the customer leaves the first tab, long
// before they reach them (ADR 017's first load; ADR 046: what the first paint does not need is lazy).
const loadDeliveryStep = () => import("./delivery-step.tsx");
const DeliveryStep = lazy(() => loadDeliveryStep().then((module) => ({ default: module.DeliveryStep })));
const loadPaymentStep = () => import("./payment-step.tsx");
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));

// The last tab is not needed to start: fetched when payment is reached (ADR 017's first load).
const loadConfirmationStep = () => import("./confirmation-step.tsx");
const ConfirmationStep = lazy(() =>
  loadConfirmationStep().then((module) => ({ default: module.ConfirmationStep })),
);

/** A step as the page draws it: its view, and the bottom bar's main action (none: no bar). */
interface StepDrawing {
  view: ReactNode;
  action: StepAction | null;
}

/**
 * Each tab's view, picked by the tab (ADR 047), from its own view-model. The payment tab's view is
 * the card form, drawn apart (`PaymentForm`): it stays mounted while confirming.
 */
const STEP_VIEWS: Record<CheckoutTab, (model: CheckoutModel) => StepDrawing> = {
  type: (model) => {
    const { menuPath, ...view } = typeView(model);
    return {
      view: (
        <>
          <TypeStep {...view} />
          <Link
            to={menuPath}
            className="mt-6 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {checkoutText.backToMenu}
          </Link>
        </>
      ),
      action: null,
    };
  },
  personal: (model) => {
    const { action, ...view } = personalView(model);
    return { view: <PersonalStep {...view} />, action };
  },
  delivery: (model) => {
    const { action, ...view } = deliveryView(model);
    return {
      view: (
        <Suspense fallback={null}>
          <DeliveryStep {...view} />
        </Suspense>
      ),
      action,
    };
  },
  payment: (model) => ({ view: null, action: paymentView(model).action }),
  confirmation: (model) => {
    const { action, ...view } = confirmationView(model);
    return {
      view: (
        <Suspense fallback={null}>
          <ConfirmationStep {...view} />
        </Suspense>
      ),
      action,
    };
  },
};

/** The card form, from the payment tab on: kept while confirming, as Stripe's field must stay mounted to pay. */
function PaymentForm({ model, hidden }: { model: CheckoutModel; hidden: boolean }) {
  const { action: _action, ...view } = paymentView(model);
  return (
    <div hidden={hidden}>
      <Suspense fallback={null}>
        <PaymentStep {...view} />
      </Suspense>
    </div>
  );
}

/**
 * The checkout: the five tabs of docs/product.md#checkout, from choosing the order type to
 * confirming it. The hook connects the
 * checkout to the outside; each tab's view-model says what its view draws. The server draws it when
 * the page's request carries the cart's copy (ADR 073), from its first tab as a fresh checkout; the
 * forms, the tab and the mode are the visitor's, known in the browser only.
 */
export default function CheckoutFlow() {
  const model = useCheckoutSteps();
  const tab = model.checkout.saved.tab;
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus goes to the new step's title, from the top of the page, when the tab changes.
  const firstTab = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of tab, by design
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [tab]);

  // An empty cart has no tab to come: nothing to fetch ahead. Nor has the first tab, which the
  // page opens on: the next tabs' code is fetched from the second on, not to lengthen the page's
  // load with modules it does not show (ADR 073, blocking time).
  const fetchAhead = model.lines.length > 0 && tab !== "type";
  useEffect(() => {
    if (!fetchAhead) return;
    void loadDeliveryStep().catch(() => {});
    void loadPaymentStep().catch(() => {});
  }, [fetchAhead]);

  useEffect(() => {
    if (tab === "payment") void loadConfirmationStep().catch(() => {});
  }, [tab]);

  if (model.lines.length === 0) return <EmptyCheckout menuPath={model.menuPath} />;

  const frame = frameView(model);
  const step = STEP_VIEWS[tab](model);
  const cardFormKept = tab === "payment" || tab === "confirmation";

  return (
    <div className="pb-36">
      <CheckoutProgress tab={tab} labels={frame.labels} />
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-black outline-none">
        {frame.labels[tab]}
      </h1>
      {frame.removedNotice ? (
        <p role="status" className="mt-3 rounded-xl border border-cream p-3">
          {frame.removedNotice}
        </p>
      ) : null}
      <CheckoutAlert alert={frame.alert} onDismiss={frame.onDismissAlert} />

      {frame.summary ? <OrderSummary {...frame.summary} /> : null}

      {cardFormKept ? <PaymentForm model={model} hidden={tab !== "payment"} /> : null}
      {step.view}

      {step.action ? (
        <CheckoutActionBar onBack={frame.onBack} action={step.action} wait={frame.wait} />
      ) : null}

      {frame.approval ? (
        <Suspense fallback={null}>
          <AuthenticationDialog amount={frame.approval.amount} onAnswer={frame.approval.onAnswer} />
        </Suspense>
      ) : null}
    </div>
  );
}
