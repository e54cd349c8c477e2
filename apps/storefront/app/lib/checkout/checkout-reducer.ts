import {
  type Cents,
  type CheckoutTab,
  formatEuros,
  type LocalDate,
  minimumOrderMessage,
  moveTab,
  type OrderMode,
  type OrderTypeOutcome,
  type PaymentMethod,
  type StepOutcome,
} from "@comptoir/domain";
import { type DemoCardFields, EMPTY_DEMO_CARD } from "./card-payment.ts";
import {
  afterOrder,
  type CheckoutState,
  type DeliveryFields,
  keepDeliveryPossible,
  type OrderEvent,
  type OrderTimes,
  type PersonalFields,
  prefillDelivery,
  prefillPersonal,
  recordOrder,
} from "./checkout-state.ts";

/** A logged-in customer as the checkout reads them: names, e-mail, phone and saved address. */
interface AccountDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: { address: string; city: string; postal_code: string; country: string } | null;
}

function samePersonal(a: PersonalFields, b: PersonalFields): boolean {
  return (
    a.first_name === b.first_name && a.last_name === b.last_name && a.email === b.email && a.phone === b.phone
  );
}

import type { FinaliseOutcome } from "./finalise-order.ts";
import type { LeavingDelivery } from "./leave-delivery.ts";
import type { OrderRefusal } from "./order-refusal.ts";

/**
 * The checkout as one value that only events change (ADR 023): `saved` is what
 * local storage keeps (checkout-state.ts), `page` what this visit shows and forgets. The domain's
 * rules decide (moveTab, chooseOrderType, leaveDeliveryStep, enterPaymentStep…); an event carries
 * their outcome and the reducer records it. No React, no storage, no clock: the hooks bring those.
 */
export interface Checkout {
  saved: CheckoutState;
  page: CheckoutPage;
}

/** An alert of the checkout (docs/product.md#checkout), with the detail said under it. */
export interface CheckoutAlertMessage {
  text: string;
  detail?: string | null;
  /** Grows with every alert, so the same message said twice is announced twice. */
  id: number;
}

/** The cart as the server priced it when it answered `price_changed`. */
type ServerCart = Extract<FinaliseOutcome, { kind: "price_changed" }>["cart"];

/** The server's figures for one cart, after a `price_changed` answer (ADR 016). */
interface ServerPrice {
  /** The `pricingKey` of the cart it priced: another cart goes back to the page's own figures. */
  key: string;
  cart: ServerCart;
  previousTotal: Cents;
  message: string;
}

/** What the page waits for, said on the main button. */
export type Wait = null | "address" | "card" | "placing" | "paying";

/** The forms whose errors show once a field was left: `personal.email`, `card.cvc`… */
export type CheckoutForm = "personal" | "delivery" | "card";

/** What this visit shows and forgets (never stored: card fields stay out of storage, ADR 017). */
export interface CheckoutPage {
  alert: CheckoutAlertMessage | null;
  /** How many alerts were said: the next one's id. */
  alertsSaid: number;
  wait: Wait;
  /** The fields left at least once, as `form.field`: their errors show. */
  touched: ReadonlySet<string>;
  demoCard: DemoCardFields;
  /** Stripe's card field says its details are complete. */
  stripeComplete: boolean;
  /** The demo bank asks the customer to approve the payment (3-D Secure). */
  askingApproval: boolean;
  serverPrice: ServerPrice | null;
  /** Items the menu no longer sells, taken out of the stored cart. */
  removedItems: readonly string[];
  /** Items kept at the menu's new price (the restaurant published new prices). */
  repricedItems: readonly string[];
  /** The order type pressed on the first tab, shown pressed while the tab waits to move on. */
  chosenType: OrderMode | null;
  /** That type lets the checkout move on once the half second is over (chooseOrderType). */
  movingOn: boolean;
  /** Why the card payment could not be prepared, said under the card form. */
  cardProblem: string | null;
  /** What the shop's clock allowed when last told; null until the page has looked. */
  orderTimes: OrderTimes | null;
}

export const STARTING_PAGE: CheckoutPage = {
  alert: null,
  alertsSaid: 0,
  wait: null,
  touched: new Set(),
  demoCard: EMPTY_DEMO_CARD,
  stripeComplete: false,
  askingApproval: false,
  serverPrice: null,
  removedItems: [],
  repricedItems: [],
  chosenType: null,
  movingOn: false,
  cardProblem: null,
  orderTimes: null,
};

export type CheckoutEvent =
  | OrderEvent
  // What the customer does. Any change of theirs answers the last alert: it goes away.
  | { type: "order_type_chosen"; mode: OrderMode; outcome: OrderTypeOutcome }
  /** The half second after an order type was chosen is over (docs/product.md#checkout). */
  | { type: "order_type_delay_over" }
  /** "next", "prev" or a tab's name, as `moveTab` reads it. */
  | { type: "tab_requested"; request: string }
  | { type: "personal_edited"; field: keyof PersonalFields; value: string }
  | { type: "delivery_edited"; patch: Partial<DeliveryFields> }
  | { type: "saved_address_copied"; address: Pick<DeliveryFields, "address" | "city" | "postal_code"> }
  /**
   * The kitchen's quote says the chosen slot is full now (ADR 065): it is unchosen. Not the
   * customer's doing: the last alert (the server's "cuisine complète") stays.
   */
  | { type: "slot_full"; slot: string }
  /** A logged-in customer's details and saved address fill what is still empty. */
  | { type: "account_prefilled"; user: AccountDetails }
  | { type: "fields_left"; form: CheckoutForm; fields: readonly string[] }
  | { type: "demo_card_edited"; field: keyof DemoCardFields; value: string }
  | { type: "stripe_form_changed"; complete: boolean }
  | { type: "method_chosen"; method: PaymentMethod }
  | { type: "alert_dismissed" }
  | { type: "approval_answered" }
  // What the guards, the server and the card provider answer.
  | { type: "alert_said"; text: string; detail?: string | null }
  /** An action ended unexpectedly (offline chunk, bug): nothing is waited for any more. */
  | { type: "action_failed"; alert: string }
  | { type: "delivery_checked"; outcome: LeavingDelivery }
  | { type: "payment_time_checked"; outcome: StepOutcome }
  | { type: "order_refused"; refusal: OrderRefusal }
  | { type: "waiting"; for: Wait }
  | { type: "card_preparing" }
  | { type: "card_prepared"; problem: string | null }
  | { type: "approval_asked" }
  | { type: "items_removed"; names: readonly string[]; repriced: readonly string[] }
  | { type: "price_changed"; price: ServerPrice }
  /** The order went through; `today` is the restaurant's date now. */
  | { type: "ordered"; today: LocalDate }
  /** What the shop's clock allows now (it runs on while the page is open). */
  | { type: "order_times_known"; times: OrderTimes };

/**
 * The checkout after an event. Whatever the event, the delivery tab then holds a time that is
 * still possible (`keepDeliveryPossible`, with the times last known). An event that changes
 * nothing gives back the very same object.
 */
export function checkoutReducer(checkout: Checkout, event: CheckoutEvent): Checkout {
  const next = recordEvent(checkout, event);
  const times = next.page.orderTimes;
  return times ? withSaved(next, keepDeliveryPossible(next.saved, times)) : next;
}

function recordEvent(checkout: Checkout, event: CheckoutEvent): Checkout {
  const { saved, page } = checkout;
  switch (event.type) {
    case "order_key_renewed":
    case "order_placed":
    case "card_declined":
    case "card_paid":
      return withSaved(checkout, recordOrder(saved, event));
    case "order_type_chosen": {
      const { outcome } = event;
      const chosen = { ...page, chosenType: event.mode, movingOn: outcome.advance, alert: null };
      if (outcome.advance) return { saved, page: chosen };
      const text =
        outcome.reason === "below_minimum_order"
          ? minimumOrderMessage(formatEuros(outcome.minimumOrder))
          : outcome.message;
      return { saved, page: said(chosen, text) };
    }
    case "order_type_delay_over": {
      // Only after a type that moves on, and only if the customer is still on the first tab.
      if (!page.movingOn) return checkout;
      const stopped = patched(checkout, { movingOn: false });
      return saved.tab === "type" ? requestTab(stopped, "next") : stopped;
    }
    case "tab_requested":
      return requestTab(checkout, event.request);
    case "personal_edited":
      return answered({ ...saved, personal: { ...saved.personal, [event.field]: event.value } }, page);
    case "delivery_edited":
    case "saved_address_copied": {
      const patch = event.type === "delivery_edited" ? event.patch : event.address;
      return answered({ ...saved, delivery: { ...saved.delivery, ...patch } }, page);
    }
    case "slot_full":
      return saved.delivery.delivery_time_range === event.slot
        ? withSaved(checkout, { ...saved, delivery: { ...saved.delivery, delivery_time_range: null } })
        : checkout;
    case "account_prefilled": {
      const personal = prefillPersonal(saved.personal, event.user);
      const delivery = prefillDelivery(saved.delivery, event.user.address);
      if (samePersonal(personal, saved.personal) && delivery === saved.delivery) return checkout;
      return { saved: { ...saved, personal, delivery }, page };
    }
    case "fields_left": {
      const names = event.fields.map((field) => `${event.form}.${field}`);
      if (names.every((name) => page.touched.has(name))) return checkout;
      return { saved, page: { ...page, touched: new Set([...page.touched, ...names]) } };
    }
    case "demo_card_edited":
      return answered(saved, { ...page, demoCard: { ...page.demoCard, [event.field]: event.value } });
    case "stripe_form_changed":
      return patched(checkout, { stripeComplete: event.complete });
    case "method_chosen":
      return answered({ ...saved, payment: { method: event.method, failed: false } }, page);
    case "alert_dismissed":
      return page.alert === null ? checkout : { saved, page: { ...page, alert: null } };
    case "approval_answered":
      return patched(checkout, { askingApproval: false });
    case "alert_said":
      return { saved, page: said(page, event.text, event.detail) };
    case "action_failed":
      return { saved, page: said({ ...page, wait: null }, event.alert) };
    case "delivery_checked": {
      const { outcome } = event;
      if (!outcome.ok) return refused(checkout, outcome.alert, null, outcome.goTo);
      // No cash offered: the card is the method (leaveDeliveryStep).
      if (!outcome.cardOnly || saved.payment.method === "card") return checkout;
      return { saved: { ...saved, payment: { ...saved.payment, method: "card" } }, page };
    }
    case "payment_time_checked": {
      const { outcome } = event;
      return outcome.ok ? checkout : refused(checkout, outcome.alert, null, outcome.goTo);
    }
    case "order_refused": {
      const { refusal } = event;
      return refused(checkout, refusal.alert, refusal.detail, refusal.goTo);
    }
    case "waiting":
      return patched(checkout, { wait: event.for });
    case "card_preparing":
      return patched(checkout, { wait: "card", cardProblem: null });
    case "card_prepared":
      return patched(checkout, { wait: null, cardProblem: event.problem });
    case "approval_asked":
      return patched(checkout, { askingApproval: true });
    case "items_removed":
      return patched(checkout, { removedItems: event.names, repricedItems: event.repriced });
    case "price_changed":
      return patched(checkout, { serverPrice: event.price });
    case "ordered":
      // The card's fields and the server's figures belonged to that order; the details stay.
      return {
        saved: afterOrder(saved, event.today),
        page: { ...page, demoCard: EMPTY_DEMO_CARD, serverPrice: null },
      };
    case "order_times_known": {
      const known = page.orderTimes;
      const same =
        known?.asapOffered === event.times.asapOffered &&
        known.days.length === event.times.days.length &&
        known.days.every((day, index) => day === event.times.days[index]);
      return same ? checkout : patched(checkout, { orderTimes: event.times });
    }
  }
}

/** The next alert: a new id even for the same words, so a screen reader says it again. */
function said(page: CheckoutPage, text: string, detail: string | null = null): CheckoutPage {
  const id = page.alertsSaid + 1;
  return { ...page, alertsSaid: id, alert: { text, detail, id } };
}

function requestTab(checkout: Checkout, request: string): Checkout {
  const move = moveTab(checkout.saved.tab, request);
  if (!move.ok) return { saved: checkout.saved, page: said(checkout.page, move.message) };
  return move.tab === checkout.saved.tab
    ? checkout
    : withSaved(checkout, { ...checkout.saved, tab: move.tab });
}

/** A guard or the server said no: the alert, and the tab where it can be put right (if any). */
function refused(
  checkout: Checkout,
  alert: string,
  detail: string | null,
  goTo: CheckoutTab | null,
): Checkout {
  const page = said(checkout.page, alert, detail);
  const tab = goTo ?? checkout.saved.tab;
  return { saved: tab === checkout.saved.tab ? checkout.saved : { ...checkout.saved, tab }, page };
}

/** The customer changed something: the last alert is answered. */
function answered(saved: CheckoutState, page: CheckoutPage): Checkout {
  return { saved, page: page.alert === null ? page : { ...page, alert: null } };
}

function withSaved(checkout: Checkout, saved: CheckoutState): Checkout {
  return saved === checkout.saved ? checkout : { saved, page: checkout.page };
}

/** The page with these values; the same checkout when it has them already (no render for nothing). */
function patched(checkout: Checkout, patch: Partial<CheckoutPage>): Checkout {
  const { page } = checkout;
  const same = Object.entries(patch).every(([key, value]) => page[key as keyof CheckoutPage] === value);
  return same ? checkout : { saved: checkout.saved, page: { ...page, ...patch } };
}
