import {
  type CartTotal,
  type CheckoutTab,
  cents,
  clockTimeAt,
  countUnits,
  eurosToCents,
  formatEuros,
  type LocalDate,
  lowestDeliveryFee,
  type OrderMode,
  type PaymentMethod,
} from "@comptoir/domain";
import { checkout as checkoutText, fill } from "@comptoir/messages";
import type { CardPayer, DemoCardFields } from "./card-payment.ts";
import type { FieldErrors } from "./checkout-forms.ts";
import type { CheckoutAlertMessage, CheckoutForm, Wait } from "./checkout-reducer.ts";
import type { DeliveryFields, PersonalFields } from "./checkout-state.ts";
import { type RecapLine, type RecapTotals, recapOfCart, recapOfServerCart } from "./recap.ts";
import { checkoutDayLabel, type RecapFact, recapFacts, restaurantPlaceLine } from "./recap-facts.ts";
import type { CheckoutModel } from "./use-checkout-steps.ts";

/**
 * One view-model per step (ADR 047): each reads the checkout as the hook connected it
 * (`CheckoutModel`) and gives its view only what it draws, with the tab's main action for the
 * bottom bar. Pure: no React, so each is tested alone; the page picks the step's view by its tab.
 */

/** The main button of the bottom bar: "Continuer", "Commander · 24,50 €". */
export interface StepAction {
  label: string;
  run: () => void;
}

type Recap = { lines: RecapLine[]; totals: RecapTotals };

/** The order's lines and totals: the server's after `price_changed`, else the browser's own. */
function recapOf(m: CheckoutModel): Recap {
  return m.serverPrice
    ? recapOfServerCart(m.serverPrice.cart, m.shop.tax)
    : recapOfCart(m.priced, { pickup: m.mode === "pickup", tax: m.shop.tax, coupon: m.couponCode });
}

/** "24,50 €": the total the customer is asked to pay. */
function totalText(m: CheckoutModel): string {
  return formatEuros(eurosToCents(m.figures.total));
}

/** A form's French errors, shown under a field once the customer left it or tried to go on. */
function shownErrors<Field extends string>(
  errors: FieldErrors<Field>,
  touched: ReadonlySet<string>,
  form: CheckoutForm,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(`${form}.${field}`)),
  ) as FieldErrors<Field>;
}

/** A slot is needed: chosen by the customer, or because "as soon as possible" is not offered. */
function scheduledDelivery(m: CheckoutModel): DeliveryFields {
  const { delivery } = m.checkout.saved;
  return { ...delivery, is_scheduled: m.time.isScheduled(m.checkout.saved) };
}

// ---------------------------------------------------------------------------------------------
// What surrounds every step: progress, title, notices, the folded order, the bar, the bank's dialog

export interface FrameView {
  tab: CheckoutTab;
  labels: Record<CheckoutTab, string>;
  /** "Les articles suivants ont été retirés…", or null. */
  removedNotice: string | null;
  alert: CheckoutAlertMessage | null;
  onDismissAlert: () => void;
  /** The folded order above every tab but the confirmation, which shows it whole. */
  summary: { lines: readonly RecapLine[]; totals: RecapTotals; units: number; totalText: string } | null;
  onBack: () => void;
  wait: Wait;
  /** The demo bank asks to approve the payment: its dialog, with the amount. */
  approval: { amount: string; onAnswer: (approved: boolean) => void } | null;
}

export function frameView(m: CheckoutModel): FrameView {
  const { saved, page } = m.checkout;
  const recap = recapOf(m);
  const total = totalText(m);
  return {
    tab: saved.tab,
    labels: {
      type: checkoutText.tabType,
      personal: checkoutText.tabPersonal,
      delivery: m.mode === "delivery" ? checkoutText.tabDelivery : checkoutText.tabPickupTime,
      payment: checkoutText.tabPayment,
      confirmation: checkoutText.tabConfirmation,
    },
    removedNotice:
      [
        page.removedItems.length > 0
          ? fill(checkoutText.removedFromCart, { names: page.removedItems.join(", ") })
          : "",
        page.repricedItems.length > 0
          ? fill(checkoutText.repricedInCart, { names: page.repricedItems.join(", ") })
          : "",
      ]
        .filter(Boolean)
        .join(" ") || null,
    alert: page.alert,
    onDismissAlert: m.actions.dismissAlert,
    summary:
      saved.tab === "confirmation"
        ? null
        : { lines: recap.lines, totals: recap.totals, units: countUnits(m.lines), totalText: total },
    onBack: m.actions.back,
    wait: page.wait,
    approval: page.askingApproval ? { amount: total, onAnswer: m.card.answerApproval } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The type tab

export interface TypeView {
  mode: OrderMode;
  /** Set once a type was chosen in this visit: the card shows as chosen. */
  chosen: OrderMode | null;
  deliveryActive: boolean;
  /** All ordering is paused (the board's pause, worded): nothing can be chosen. */
  orderingPaused: string | null;
  /** Delivery alone is paused: its card says until when and why, and cannot be chosen. */
  deliveryPaused: string | null;
  pickupText: string;
  deliveryText: string;
  onChoose: (mode: OrderMode) => void;
  menuPath: string;
}

/**
 * The delivery card of the first step: what the cart, priced for a delivery, will
 * charge (the fee and the supplement, named as the cart names them), or "frais dès" the lowest
 * fee while the address is not known.
 */
function deliveryChoiceText(delivered: CartTotal, settings: CheckoutModel["shop"]["delivery"]): string {
  if (delivered.deliveryProblem === null) {
    if (delivered.freeDelivery) return checkoutText.deliveryFreeOffer;
    const fee = formatEuros(cents(delivered.delivery - delivered.smallOrderCharge));
    return delivered.smallOrderCharge > 0
      ? fill(checkoutText.deliveryFeeAndCharge, {
          amount: fee,
          charge: formatEuros(delivered.smallOrderCharge),
        })
      : fill(checkoutText.deliveryFee, { amount: fee });
  }
  const lowest = lowestDeliveryFee(settings);
  return lowest === null
    ? checkoutText.deliveryText
    : fill(checkoutText.deliveryFrom, { amount: formatEuros(lowest) });
}

/** The type tab moves on by itself (after 0.5 s): it has no bottom bar. */
export function typeView(m: CheckoutModel): TypeView {
  const pickupMinutes = m.shop.scheduling.pickup.minimumTime;
  return {
    mode: m.mode,
    chosen: m.checkout.page.chosenType,
    deliveryActive: m.shop.delivery.active,
    orderingPaused: m.pauses.ordering?.text ?? null,
    deliveryPaused: m.pauses.ordering === null ? (m.pauses.delivery?.text ?? null) : null,
    pickupText: fill(pickupMinutes > 0 ? checkoutText.pickupText : checkoutText.pickupTextNoDelay, {
      minutes: String(pickupMinutes),
      address: m.shop.contact.address,
    }),
    deliveryText: deliveryChoiceText(m.delivered, m.shop.delivery),
    onChoose: m.actions.chooseType,
    menuPath: m.menuPath,
  };
}

// ---------------------------------------------------------------------------------------------
// The personal tab

export interface PersonalView {
  values: PersonalFields;
  /** Errors to show now, by field (the domain's schema, once a field was left or the step sent). */
  errors: FieldErrors<keyof PersonalFields>;
  onChange: (field: keyof PersonalFields, value: string) => void;
  onBlur: (field: keyof PersonalFields) => void;
  action: StepAction;
}

export function personalView(m: CheckoutModel): PersonalView {
  const { saved, page } = m.checkout;
  return {
    values: saved.personal,
    errors: shownErrors(m.forms ? m.forms.personalErrors(saved.personal) : {}, page.touched, "personal"),
    onChange: m.actions.editPersonal,
    onBlur: (field) => m.actions.touch("personal", [field]),
    action: { label: checkoutText.continue, run: m.actions.leavePersonal },
  };
}

// ---------------------------------------------------------------------------------------------
// The delivery (or pickup time) tab

type AddressField = "address" | "city" | "postal_code";

interface DayChoice {
  date: LocalDate;
  label: string;
  slots: string[];
}

export interface DeliveryView {
  mode: OrderMode;
  values: DeliveryFields;
  errors: FieldErrors<AddressField | "delivery_time_range">;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField | "delivery_time_range") => void;
  /** The address search stored an address (location store): copy it into the form. */
  onAddressFound: () => void;
  /** For a pickup: where the restaurant is. */
  restaurantPlace: string;
  /** "Dès que possible · vers 12:45", or null when it is not possible now. */
  asapLabel: string | null;
  /** Why not "as soon as possible" (closed, or some items' menus closed then). */
  asapNote: string;
  days: DayChoice[];
  onScheduledChange: (scheduled: boolean) => void;
  onDayChange: (date: LocalDate) => void;
  onSlotChange: (label: string | null) => void;
  /** The kitchen's quote says the chosen slot is full: it is unchosen, the last alert kept. */
  onSlotFull: (label: string) => void;
  busy: boolean;
  action: StepAction;
}

export function deliveryView(m: CheckoutModel): DeliveryView {
  const { time, mode, actions } = m;
  const values = scheduledDelivery(m);
  const days = time.slotDays.map((day) => ({
    date: day.date,
    label: checkoutDayLabel(day.date, time.today, time.timeZone),
    slots: day.slots.map((slot) => slot.label),
  }));
  return {
    mode,
    values,
    errors: shownErrors(
      m.forms ? m.forms.deliveryErrors(values, { mode, today: time.today }) : {},
      m.checkout.page.touched,
      "delivery",
    ),
    onChange: (field, value) => actions.editDelivery({ [field]: value }),
    onBlur: (field) => actions.touch("delivery", [field]),
    onAddressFound: actions.addressFound,
    restaurantPlace: restaurantPlaceLine(m.shop),
    asapLabel: time.asap ? fill(checkoutText.asapAt, { time: clockTimeAt(time.asap, time.timeZone) }) : null,
    asapNote:
      time.asapClosedItems.length > 0
        ? fill(checkoutText.asapItemsClosed, { items: time.asapClosedItems.join(", ") })
        : checkoutText.asapUnavailable,
    days,
    onScheduledChange: (scheduled) =>
      actions.editDelivery(
        scheduled
          ? { is_scheduled: true, delivery_date: days[0]?.date ?? time.today }
          : { is_scheduled: false, delivery_date: time.today, delivery_time_range: null },
      ),
    onDayChange: (date) => actions.editDelivery({ delivery_date: date, delivery_time_range: null }),
    onSlotChange: (label) => actions.editDelivery({ delivery_time_range: label }),
    onSlotFull: actions.slotFull,
    busy: m.checkout.page.wait === "address",
    action: { label: checkoutText.continue, run: actions.leaveDelivery },
  };
}

// ---------------------------------------------------------------------------------------------
// The payment tab

export interface PaymentView {
  mode: OrderMode;
  method: PaymentMethod;
  cashOffered: boolean;
  cardOffered: boolean;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  onMethodChange: (method: PaymentMethod) => void;
  demoCard: DemoCardFields;
  demoCardErrors: FieldErrors<keyof DemoCardFields>;
  onDemoCardChange: (field: keyof DemoCardFields, value: string) => void;
  onDemoCardBlur: (field: keyof DemoCardFields) => void;
  billing: { name: string; email: string; phone: string };
  onStripePayer: (payer: CardPayer | null) => void;
  onStripeCompleteChange: (complete: boolean) => void;
  /** "Préparation du paiement…" while the payment intent is being made. */
  preparing: boolean;
  /** Why the card cannot be paid now (intent refused by the server), in French. */
  cardProblem: string | null;
  action: StepAction;
}

export function paymentView(m: CheckoutModel): PaymentView {
  const { saved, page } = m.checkout;
  const { payments } = m.shop;
  const { personal } = saved;
  return {
    mode: m.mode,
    method: m.method,
    cashOffered: payments.cashOffered,
    cardOffered: payments.cardOffered,
    provider: payments.provider,
    publishableKey: payments.publishableKey,
    onMethodChange: m.actions.chooseMethod,
    demoCard: page.demoCard,
    demoCardErrors: shownErrors(m.forms ? m.forms.demoCardErrors(page.demoCard) : {}, page.touched, "card"),
    onDemoCardChange: m.actions.editDemoCard,
    onDemoCardBlur: (field) => m.actions.touch("card", [field]),
    billing: {
      name: `${personal.first_name} ${personal.last_name}`.trim(),
      email: personal.email,
      phone: personal.phone,
    },
    onStripePayer: m.card.stripeCardReady,
    onStripeCompleteChange: m.actions.stripeCompleteChanged,
    preparing: page.wait === "card",
    cardProblem: page.cardProblem,
    action: { label: checkoutText.continue, run: m.actions.leavePayment },
  };
}

// ---------------------------------------------------------------------------------------------
// The confirmation tab

export interface ConfirmationView {
  lines: readonly RecapLine[];
  totals: RecapTotals;
  facts: readonly RecapFact[];
  /** "As soon as possible": the kitchen's quote is asked for this mode and day (ADR 065); null for a slot. */
  asapQuote: { mode: OrderMode; date: LocalDate } | null;
  onEdit: (tab: CheckoutTab) => void;
  /** The server re-priced the cart: the previous total shown, and the reason. */
  priceChange: { previousTotal: string; message: string } | null;
  action: StepAction;
}

export function confirmationView(m: CheckoutModel): ConfirmationView {
  const { time, mode, method, serverPrice } = m;
  const recap = recapOf(m);
  const isScheduled = time.isScheduled(m.checkout.saved);
  return {
    lines: recap.lines,
    totals: recap.totals,
    asapQuote: isScheduled ? null : { mode, date: time.today },
    facts: recapFacts({
      state: m.checkout.saved,
      mode,
      method,
      isScheduled,
      asap: time.asap,
      today: time.today,
      timeZone: time.timeZone,
      restaurantPlace: restaurantPlaceLine(m.shop),
    }),
    onEdit: m.actions.editTab,
    priceChange: serverPrice
      ? { previousTotal: formatEuros(serverPrice.previousTotal), message: serverPrice.message }
      : null,
    action: {
      label: fill(method === "card" ? checkoutText.payOrder : checkoutText.placeOrder, {
        amount: totalText(m),
      }),
      run: m.actions.finalise,
    },
  };
}
