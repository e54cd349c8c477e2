import type { Restaurant } from "@comptoir/contracts";
import {
  type CheckoutTab,
  clockTimeAt,
  dayDateOf,
  dayFromToday,
  type LocalDate,
  type OrderMode,
  type PaymentMethod,
} from "@comptoir/domain";
import { checkout as checkoutText, fill } from "@comptoir/messages";
import type { CheckoutState } from "./checkout-state.ts";

/** One line of the confirmation tab: what was chosen, and the tab where it is changed. */
export interface RecapFact {
  label: string;
  value: string;
  tab: CheckoutTab;
}

/** "Piment Rouge, 52 Grande Rue, 69007 Lyon": where a pickup is collected. */
export function restaurantPlaceLine(restaurant: Pick<Restaurant, "name" | "contact">): string {
  const { address, postalCode, city } = restaurant.contact;
  return [restaurant.name, address, `${postalCode} ${city}`.trim()].filter(Boolean).join(", ");
}

/** The day's name as the checkout says it: "Aujourd'hui", "Demain", or the date. */
export function checkoutDayLabel(date: LocalDate, today: LocalDate, timeZone: string): string {
  const day = dayFromToday(date, today);
  return day === "later" ? dayDateOf(date, timeZone) : checkoutText[day];
}

/** The confirmation tab's facts: mode, place, time, contact and payment, each with its tab. */
export function recapFacts(input: {
  state: CheckoutState;
  mode: OrderMode;
  method: PaymentMethod;
  isScheduled: boolean;
  /** When "as soon as possible" is ready, if offered. */
  asap: Date | null;
  today: LocalDate;
  timeZone: string;
  restaurantPlace: string;
}): RecapFact[] {
  const { state, mode, method, timeZone } = input;
  const when = input.isScheduled
    ? fill(checkoutText.whenSlot, {
        day: checkoutDayLabel(state.delivery.delivery_date, input.today, timeZone),
        slot: state.delivery.delivery_time_range ?? "",
      })
    : fill(checkoutText.whenAsap, { time: input.asap ? clockTimeAt(input.asap, timeZone) : "" });
  const where =
    mode === "delivery"
      ? `${state.delivery.address}, ${state.delivery.postal_code} ${state.delivery.city}`
      : input.restaurantPlace;
  const { first_name, last_name, phone, email } = state.personal;
  return [
    {
      label: checkoutText.recapMode,
      value: mode === "delivery" ? checkoutText.deliveryTitle : checkoutText.pickupTitle,
      tab: "type",
    },
    { label: checkoutText.recapWhere, value: where, tab: mode === "delivery" ? "delivery" : "type" },
    { label: checkoutText.recapWhen, value: when, tab: "delivery" },
    {
      label: checkoutText.recapContact,
      value: `${first_name} ${last_name} · ${phone} · ${email}`,
      tab: "personal",
    },
    {
      label: checkoutText.recapPayment,
      value:
        method === "card"
          ? checkoutText.payCard
          : mode === "pickup"
            ? checkoutText.payCashPickup
            : checkoutText.payCashDelivery,
      tab: "payment",
    },
  ];
}
