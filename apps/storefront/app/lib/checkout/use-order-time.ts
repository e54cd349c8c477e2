import {
  type CartLine,
  checkOrderTime,
  type LocalDate,
  type OrderMode,
  type OrderTimeCheck,
  type OrderTimeRules,
} from "@comptoir/domain";
import { useState } from "react";
import { daysWithSlots, todayIn } from "./checkout-schedule.ts";
import type { CheckoutState } from "./checkout-state.ts";

/** When the order can be for, on the shop's clock, at this render. */
export interface OrderTime {
  now: Date;
  today: LocalDate;
  timeZone: string;
  /** When "as soon as possible" would be ready; null when it is not offered. */
  asap: Date | null;
  /** The items whose menu is closed by then: why "as soon as possible" is not offered. */
  asapClosedItems: string[];
  /** The week's days that have slots, each with its slots; none on the first tab. */
  slotDays: WeekSlots;
  /** A slot is needed: chosen by the customer, or because "as soon as possible" is not offered. */
  isScheduled: (state: CheckoutState) => boolean;
  /**
   * The domain's `checkOrderTime` for the state's time (its slot when scheduled, else "as soon as
   * possible"): what the server will answer about it, checked before posting.
   */
  check: (state: CheckoutState) => OrderTimeCheck;
}

type WeekSlots = ReturnType<typeof daysWithSlots>;

/** No days yet: the first tab shows no slot, and the week is worked out when a later tab opens. */
const NO_DAYS: WeekSlots = [];

/**
 * The week's slots change with the rules, the mode and the minute, not at every keystroke: they
 * are kept from the render that computed them (React's "information from previous renders"), the
 * same list while the minute lasts, so what depends on them is not run again. Not worked out
 * while `needed` is false (the first tab): a week of slots is the costliest part of the
 * checkout's render, and hydration need not pay for it (ADR 073, blocking time).
 */
function useWeekSlots(rules: OrderTimeRules, mode: OrderMode, now: Date, needed: boolean): WeekSlots {
  const minute = Math.floor(now.getTime() / 60_000);
  const [week, setWeek] = useState(() =>
    needed ? { rules, mode, minute, days: daysWithSlots({ rules, mode, now }) } : null,
  );
  if (!needed) return NO_DAYS;
  if (week?.rules === rules && week.mode === mode && week.minute === minute) return week.days;
  const next = { rules, mode, minute, days: daysWithSlots({ rules, mode, now }) };
  setWeek(next);
  return next.days;
}

/**
 * The shop's clock, run on in the browser from the server's (never the visitor's own clock), and
 * what it allows: today, "as soon as possible", the week's slots.
 */
export function useOrderTime(input: {
  rules: OrderTimeRules;
  now: Date;
  mode: OrderMode;
  lines: readonly CartLine[];
  /** The week's slots are wanted (a tab after the first): else `slotDays` is empty. */
  week: boolean;
}): OrderTime {
  const { rules, now, mode, lines, week } = input;
  const today = todayIn(now, rules.timeZone);
  const asapCheck = checkOrderTime({ rules, mode, lines, request: { date: today, slot: null }, now });
  const asap = asapCheck.ok ? asapCheck.time.readyAt : null;
  // "As soon as possible" is offered only when every item's menu is open by then (else the server refuses it).
  const asapClosedItems = !asapCheck.ok && asapCheck.problem === "items_closed" ? asapCheck.itemNames : [];
  const slotDays = useWeekSlots(rules, mode, now, week);
  const isScheduled = (state: CheckoutState) => state.delivery.is_scheduled || asap === null;
  return {
    now,
    today,
    timeZone: rules.timeZone,
    asap,
    asapClosedItems,
    slotDays,
    isScheduled,
    check(state) {
      if (!isScheduled(state)) return asapCheck;
      const { delivery_date, delivery_time_range } = state.delivery;
      // A scheduled order without a slot is refused like a slot that is gone.
      return checkOrderTime({
        rules,
        mode,
        lines,
        request: { date: delivery_date, slot: delivery_time_range ?? "" },
        now,
      });
    },
  };
}
