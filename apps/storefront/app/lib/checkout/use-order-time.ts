import type { CartLine, LocalDate, OrderMode, TimeSlot } from "@comptoir/domain";
import { useMemo } from "react";
import type { Shop } from "../shop.ts";
import {
  asapReadyAt,
  chosenSlot,
  daysWithSlots,
  itemsUnavailableAt,
  type ScheduleContext,
  todayIn,
} from "./checkout-schedule.ts";
import type { CheckoutSettings } from "./checkout-settings.ts";
import type { CheckoutState } from "./checkout-state.ts";

/** When the order can be for, on the shop's clock, at this render. */
export interface OrderTime {
  now: Date;
  today: LocalDate;
  timeZone: string;
  schedule: ScheduleContext;
  /** When "as soon as possible" would be ready; null when it is not offered. */
  asap: Date | null;
  /** The items whose menu is closed by then: why "as soon as possible" is not offered. */
  asapClosedItems: string[];
  /** The week's days that have slots, each with its slots. */
  slotDays: ReturnType<typeof daysWithSlots>;
  /** A slot is needed: chosen by the customer, or because "as soon as possible" is not offered. */
  isScheduled: (state: CheckoutState) => boolean;
  /** The slot chosen in the state, if the order is scheduled and it is one of the day's. */
  slotOf: (state: CheckoutState) => TimeSlot | null;
  /** The items not served at the state's chosen slot (none when no slot is chosen). */
  itemsClosedAtSlot: (state: CheckoutState) => string[];
}

/**
 * The shop's clock, run on in the browser from the server's (never the visitor's own clock), and
 * what it allows: today, "as soon as possible", the week's slots.
 */
export function useOrderTime(input: {
  shop: Pick<Shop, "now" | "timeZone">;
  settings: CheckoutSettings;
  mode: OrderMode;
  lines: readonly CartLine[];
}): OrderTime {
  const { shop, settings, mode, lines } = input;
  const timeZone = shop.timeZone;
  const now = shop.now();
  const today = todayIn(now, timeZone);
  const schedule: ScheduleContext = { settings, mode, now, timeZone };
  const asapReady = asapReadyAt(schedule);
  // "As soon as possible" only when every item's menu is open by then (else the server refuses it).
  const asapClosedItems = asapReady ? itemsUnavailableAt(lines, asapReady, schedule) : [];
  const asap = asapClosedItems.length === 0 ? asapReady : null;
  // The week's slots change with the mode and by the minute, not at every keystroke.
  const minute = Math.floor(now.getTime() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `schedule` is rebuilt at each render; its parts are the keys
  const slotDays = useMemo(() => daysWithSlots(schedule), [settings, mode, timeZone, minute]);
  const isScheduled = (state: CheckoutState) => state.delivery.is_scheduled || asap === null;
  const slotOf = (state: CheckoutState) =>
    isScheduled(state)
      ? chosenSlot(state.delivery.delivery_date, state.delivery.delivery_time_range, schedule)
      : null;
  return {
    now,
    today,
    timeZone,
    schedule,
    asap,
    asapClosedItems,
    slotDays,
    isScheduled,
    slotOf,
    itemsClosedAtSlot(state) {
      const slot = slotOf(state);
      return slot ? itemsUnavailableAt(lines, slot.start, schedule) : [];
    },
  };
}
