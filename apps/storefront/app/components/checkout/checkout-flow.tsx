import { pausesFrom } from "@comptoir/contracts";
import { type CheckoutTab, eurosToCents, formatEuros, lowestDeliveryFee, pauseAt } from "@comptoir/domain";
import { checkout as checkoutText, fill } from "@comptoir/messages";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { samePrefixPath } from "../../lib/checkout/checkout-paths.ts";
import { clockTimeLabel } from "../../lib/checkout/checkout-schedule.ts";
import { recapOfCart, recapOfServerCart } from "../../lib/checkout/recap.ts";
import { checkoutDayLabel, recapFacts, restaurantPlaceLine } from "../../lib/checkout/recap-facts.ts";
import { useCheckoutSteps } from "../../lib/checkout/use-checkout-steps.ts";
import { useShop } from "../../lib/shop.ts";
import { useRestaurant } from "../../lib/use-restaurant.ts";
import { CheckoutActionBar } from "./checkout-action-bar.tsx";
import { CheckoutAlert } from "./checkout-alert.tsx";
import { CheckoutProgress } from "./checkout-progress.tsx";
import { DeliveryStep } from "./delivery-step.tsx";
import { EmptyCheckout } from "./empty-checkout.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { TypeStep } from "./type-step.tsx";

// The demo provider's bank step, only ever shown while a demo card pays: fetched then.
const AuthenticationDialog = lazy(() =>
  import("./authentication-dialog.tsx").then((module) => ({ default: module.AuthenticationDialog })),
);

// The last tab is not needed to start: fetched when payment is reached (ADR 017's first load).
const loadConfirmationStep = () => import("./confirmation-step.tsx");
const ConfirmationStep = lazy(() =>
  loadConfirmationStep().then((module) => ({ default: module.ConfirmationStep })),
);

/**
 * The checkout: the five tabs of docs/product.md#checkout, drawn from what `useCheckoutSteps` decides (every
 * transition and guard there). Rendered in the browser only: the cart, the forms and the
 * clock are the visitor's.
 */
export default function CheckoutFlow() {
  const shop = useShop();
  const { settings } = useRestaurant();
  // A pause of delivery from the board (ADR 041): only pickup is offered; its notice is the live
  // piece's (live-catalogue.tsx), and the server refuses what a page opened earlier still sends.
  const deliveryPaused = pauseAt(pausesFrom(settings), "delivery", shop.now()) !== null;
  const { pathname } = useLocation();
  const checkout = useCheckoutSteps();
  const { state, mode, method, time, actions, edits } = checkout;
  const tab = state.tab;
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

  useEffect(() => {
    if (tab === "payment") void loadConfirmationStep().catch(() => {});
  }, [tab]);

  const menuPath = samePrefixPath(pathname, "/menu");
  if (checkout.cart.lines.length === 0) return <EmptyCheckout menuPath={menuPath} />;

  const labels: Record<CheckoutTab, string> = {
    type: checkoutText.tabType,
    personal: checkoutText.tabPersonal,
    delivery: mode === "delivery" ? checkoutText.tabDelivery : checkoutText.tabPickupTime,
    payment: checkoutText.tabPayment,
    confirmation: checkoutText.tabConfirmation,
  };
  const serverPrice = checkout.serverPrice;
  const recap = serverPrice
    ? recapOfServerCart(serverPrice.cart, shop.tax)
    : recapOfCart(checkout.priced.total, {
        pickup: mode === "pickup",
        tax: shop.tax,
        coupon: checkout.couponCode,
      });
  const totalText = formatEuros(eurosToCents(checkout.figures.total));
  const units = checkout.cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const restaurantPlace = restaurantPlaceLine(shop);
  const isScheduled = time.isScheduled(state);
  const days = time.slotDays.map((day) => ({
    date: day.date,
    label: checkoutDayLabel(day.date, time.today, time.timeZone),
    slots: day.slots.map((slot) => slot.label),
  }));
  const deliveryFeeFrom = lowestDeliveryFee(shop.delivery);
  const pickupMinutes = shop.scheduling.pickup.minimumTime;

  const action =
    tab === "personal"
      ? { label: checkoutText.continue, run: actions.leavePersonal }
      : tab === "delivery"
        ? { label: checkoutText.continue, run: actions.leaveDelivery }
        : tab === "payment"
          ? { label: checkoutText.continue, run: actions.leavePayment }
          : tab === "confirmation"
            ? {
                label: fill(method === "card" ? checkoutText.payOrder : checkoutText.placeOrder, {
                  amount: totalText,
                }),
                run: actions.finalise,
              }
            : null;

  return (
    <div className="pb-36">
      <CheckoutProgress tab={tab} labels={labels} />
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-black outline-none">
        {labels[tab]}
      </h1>
      {checkout.removedItems.length > 0 ? (
        <p role="status" className="mt-3 rounded-xl border border-accent p-3">
          {fill(checkoutText.removedFromCart, { names: checkout.removedItems.join(", ") })}
        </p>
      ) : null}
      <CheckoutAlert alert={checkout.alert} onDismiss={checkout.dismissAlert} />

      {tab !== "confirmation" ? (
        <OrderSummary lines={recap.lines} totals={recap.totals} units={units} totalText={totalText} />
      ) : null}

      {tab === "type" ? (
        <>
          <TypeStep
            mode={mode}
            chosen={checkout.chosenType}
            deliveryActive={shop.delivery.active && !deliveryPaused}
            pickupText={fill(pickupMinutes > 0 ? checkoutText.pickupText : checkoutText.pickupTextNoDelay, {
              minutes: String(pickupMinutes),
              address: shop.contact.address,
            })}
            deliveryText={
              deliveryFeeFrom === null
                ? checkoutText.deliveryText
                : fill(checkoutText.deliveryFrom, { amount: formatEuros(deliveryFeeFrom) })
            }
            onChoose={actions.chooseType}
          />
          <Link
            to={menuPath}
            className="mt-6 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {checkoutText.backToMenu}
          </Link>
        </>
      ) : null}
      {tab === "personal" ? (
        <PersonalStep
          values={state.personal}
          errors={checkout.errors.personal}
          onChange={edits.personal}
          onBlur={(field) => checkout.touch("personal", [field])}
        />
      ) : null}
      {tab === "delivery" ? (
        <DeliveryStep
          mode={mode}
          values={{ ...state.delivery, is_scheduled: isScheduled }}
          errors={checkout.errors.delivery}
          onChange={(field, value) => edits.delivery({ [field]: value })}
          onBlur={(field) => checkout.touch("delivery", [field])}
          onAddressFound={edits.addressFound}
          restaurantPlace={restaurantPlace}
          asapLabel={
            time.asap ? fill(checkoutText.asapAt, { time: clockTimeLabel(time.asap, time.timeZone) }) : null
          }
          asapNote={
            time.asapClosedItems.length > 0
              ? fill(checkoutText.asapItemsClosed, { items: time.asapClosedItems.join(", ") })
              : checkoutText.asapUnavailable
          }
          days={days}
          onScheduledChange={(scheduled) =>
            edits.delivery(
              scheduled
                ? { is_scheduled: true, delivery_date: days[0]?.date ?? time.today }
                : { is_scheduled: false, delivery_date: time.today, delivery_time_range: null },
            )
          }
          onDayChange={(date) => edits.delivery({ delivery_date: date, delivery_time_range: null })}
          onSlotChange={(label) => edits.delivery({ delivery_time_range: label })}
          busy={checkout.wait === "address"}
        />
      ) : null}
      {tab === "payment" || tab === "confirmation" ? (
        // Kept while confirming: Stripe's card field must stay mounted to pay.
        <div hidden={tab !== "payment"}>
          <PaymentStep
            mode={mode}
            method={method}
            cashOffered={shop.payments.cashOffered}
            cardOffered={shop.payments.cardOffered}
            provider={shop.payments.provider}
            publishableKey={shop.payments.publishableKey}
            onMethodChange={actions.chooseMethod}
            demoCard={checkout.demoCard}
            demoCardErrors={checkout.errors.demoCard}
            onDemoCardChange={edits.demoCard}
            onDemoCardBlur={(field) => checkout.touch("card", [field])}
            billing={{
              name: `${state.personal.first_name} ${state.personal.last_name}`.trim(),
              email: state.personal.email,
              phone: state.personal.phone,
            }}
            onStripePayer={checkout.stripeCardReady}
            onStripeCompleteChange={checkout.setStripeComplete}
            preparing={checkout.wait === "card"}
            cardProblem={checkout.cardProblem}
          />
        </div>
      ) : null}
      {tab === "confirmation" ? (
        <Suspense fallback={null}>
          <ConfirmationStep
            lines={recap.lines}
            totals={recap.totals}
            facts={recapFacts({
              state,
              mode,
              method,
              isScheduled,
              asap: time.asap,
              today: time.today,
              timeZone: time.timeZone,
              restaurantPlace,
            })}
            onEdit={actions.editTab}
            priceChange={
              serverPrice
                ? { previousTotal: formatEuros(serverPrice.previousTotal), message: serverPrice.message }
                : null
            }
          />
        </Suspense>
      ) : null}

      {tab !== "type" ? (
        <CheckoutActionBar onBack={actions.back} action={action} wait={checkout.wait} />
      ) : null}

      {checkout.askingApproval ? (
        <Suspense fallback={null}>
          <AuthenticationDialog amount={totalText} onAnswer={checkout.answerApproval} />
        </Suspense>
      ) : null}
    </div>
  );
}
