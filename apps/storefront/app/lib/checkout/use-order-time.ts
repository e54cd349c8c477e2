import {
  type CartLine,
  checkOrderTime,
  type LocalDate,
  type OrderMode,
  type OrderTimeCheck,
  type OrderTimeRules,
} from "@comptoir/domain";
import { useMemo } from "react";
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
  /** The week's days that have slots, each with its slots. */
  slotDays: ReturnType<typeof daysWithSlots>;
  /** A slot is needed: chosen by the customer, or because "as soon as possible" is not offered. */
  isScheduled: (state: CheckoutState) => boolean;
  /**
   * The domain's `checkOrderTime` for the state's time (its slot when scheduled, else "as soon as
   * possible"): what the server will answer about it, checked before posting.
   */
  check: (state: CheckoutState) => OrderTimeCheck;
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
}): OrderTime {
  const { rules, now, mode, lines } = input;
  const today = todayIn(now, rules.timeZone);
  const asapCheck = checkOrderTime({ rules, mode, lines, request: { date: today, slot: null }, now });
  const asap = asapCheck.ok ? asapCheck.time.readyAt : null;
  // "As soon as possible" is offered only when every item's menu is open by then (else the server refuses it).
  const asapClosedItems = !asapCheck.ok && asapCheck.problem === "items_closed" ? asapCheck.itemNames : [];
  // The week's slots change with the mode and by the minute, not at every keystroke.
  const minute = Math.floor(now.getTime() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` moves at every render; the minute is the key
  const slotDays = useMemo(() => daysWithSlots({ rules, mode, now }), [rules, mode, minute]);
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
