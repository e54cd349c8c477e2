import type { KitchenQuoteBody, KitchenQuotePayload } from "@comptoir/contracts";
import { type CartLine, clockTimeAt, type LocalDate, type OrderMode, zonedClock } from "@comptoir/domain";
import { checkout as checkoutText, checkoutWhen, fill, kitchenFull } from "@comptoir/messages";
import type { RecapFact } from "./recap-facts.ts";

/**
 * The kitchen's quote at the checkout's "Quand ?" (ADR 061, 065): what to ask the server for a
 * cart, and what its answer changes on the step. Pure; the hook (use-kitchen-quote.ts) asks, and
 * the when-step draws. The quote is an addition: without it the step is what the shop's rules make
 * of it (checkout-schedule.ts, use-order-time.ts), and the order is never held back waiting for it.
 */

/**
 * POST /v2/public/kitchen/quote's body: each dish once with its units summed (an order's load is
 * per dish and quantity; options do not count), for the mode and the day looked at.
 */
export function quoteBodyFor(
  lines: readonly Pick<CartLine, "itemId" | "quantity">[],
  mode: OrderMode,
  date: LocalDate,
): KitchenQuoteBody {
  const units = new Map<number, number>();
  for (const line of lines) {
    const id = Number(line.itemId);
    if (Number.isInteger(id) && id > 0) units.set(id, (units.get(id) ?? 0) + line.quantity);
  }
  return {
    mode,
    date,
    lines: [...units].map(([item_id, quantity]) => ({ item_id, quantity: Math.min(quantity, 999) })),
  };
}

/** One key per question: the same key asks nothing new, another asks again. */
export function quoteKey(body: KitchenQuoteBody): string {
  return JSON.stringify([body.mode, body.date, body.lines]);
}

/** A slot of the step's list, marked "complet" when the cart's work no longer fits in it. */
interface SlotChoice {
  /** The slot's label, as shown and sent with the order. */
  value: string;
  /** What the list shows: the label, or "12:15 - 12:30 · complet". */
  text: string;
  full: boolean;
}

/** What the quote changes on the when-step. */
export interface WhenQuoteView {
  /** "Dès que possible · prête vers 12:25"; null: the step's own wording stays. */
  asapLabel: string | null;
  /** The kitchen cannot take the cart "as soon as possible" now: said under it; null otherwise. */
  asapNote: string | null;
  slots: SlotChoice[];
  /** The chosen slot is full now: it is unchosen, and this says why. */
  chosenFull: string | null;
}

/** When the quote says "as soon as possible" would be ready; null without a quote or a time. */
function quotedAsap(quote: KitchenQuotePayload | null): Date | null {
  const asap = quote?.asap ? new Date(quote.asap) : null;
  return asap && !Number.isNaN(asap.getTime()) ? asap : null;
}

/**
 * The slots of the quote's day whose window cannot take the cart, as their start times ("12:15"):
 * a slot's label begins with its start time (time-slots.ts), whether it shows the range or not.
 */
function fullStartTimes(quote: KitchenQuotePayload, date: LocalDate, timeZone: string): Set<string> {
  const starts = new Set<string>();
  for (const iso of quote.full) {
    const start = new Date(iso);
    if (!Number.isNaN(start.getTime()) && zonedClock(start, timeZone).date === date)
      starts.add(clockTimeAt(start, timeZone));
  }
  return starts;
}

/**
 * The step as the quotes word it: "dès que possible" from today's quote (its ready time, or a note
 * that the kitchen cannot take the cart now; only when the shop's rules offer it at all:
 * `asapOffered`), each slot of the day looked at full or not (that day's quote), and whether the
 * chosen one just became full. No quote (not come yet, or failed): the step as it was.
 */
export function whenQuoteView(input: {
  /** Today's quote: the server says "dès que possible" for today only. */
  todayQuote: KitchenQuotePayload | null;
  /** The quote of the day whose slots are listed (today's when it is today). */
  dayQuote: KitchenQuotePayload | null;
  mode: OrderMode;
  date: LocalDate;
  timeZone: string;
  asapOffered: boolean;
  slots: readonly string[];
  chosen: string | null;
}): WhenQuoteView {
  const { todayQuote, dayQuote, mode, date, timeZone, chosen } = input;
  const full = dayQuote ? fullStartTimes(dayQuote, date, timeZone) : new Set<string>();
  const slots = input.slots.map((label) => {
    const isFull = full.has(label.slice(0, 5));
    return {
      value: label,
      text: isFull ? fill(checkoutWhen.fullSlot, { slot: label, full: kitchenFull.slotFull }) : label,
      full: isFull,
    };
  });
  const asap = quotedAsap(todayQuote);
  const ready = asap
    ? fill(mode === "delivery" ? checkoutWhen.deliveredAround : kitchenFull.readyAround, {
        time: clockTimeAt(asap, timeZone),
      })
    : null;
  return {
    asapLabel: input.asapOffered && ready ? `${checkoutText.asap} · ${ready}` : null,
    asapNote: input.asapOffered && todayQuote && !asap ? checkoutWhen.asapKitchenFull : null,
    slots,
    chosenFull:
      chosen && slots.some((slot) => slot.full && slot.value === chosen)
        ? fill(checkoutWhen.chosenSlotFull, { slot: chosen })
        : null,
  };
}

/**
 * The confirmation tab's facts with the quote's ready time for "as soon as possible" (asked again
 * there: the kitchen may have moved since "Quand ?"), so that the customer confirms the time the
 * kitchen gives, not the fixed minimum. No quote: the facts as they were.
 */
export function factsWithQuote(
  facts: readonly RecapFact[],
  quote: KitchenQuotePayload | null,
  timeZone: string,
): readonly RecapFact[] {
  const asap = quotedAsap(quote);
  if (!asap) return facts;
  const value = fill(checkoutText.whenAsap, { time: clockTimeAt(asap, timeZone) });
  return facts.map((fact) => (fact.label === checkoutText.recapWhen ? { ...fact, value } : fact));
}
