import { fill, orderHeadlines, orderSentences, orderStepWords, orderTimeline } from "@comptoir/messages";
import { clockTimeAt } from "../schedule/clock-time.ts";
import { dayDateAt } from "../schedule/time-labels.ts";
import { isStoppedProgress, type OrderProgress } from "./order-progress.ts";

/**
 * What the customer is told of their order (ADR 060): one function for /success, the account's past
 * orders and the mail of each step, so that they say the same words at the same time. Instants are
 * the server's, said in the restaurant's zone: never the device's clock.
 */

/** The steps a customer follows: the kitchen's "preparing" is part of "accepted" for them. */
type CustomerStep = keyof typeof orderStepWords;

export interface CustomerOrderFacts {
  progress: OrderProgress;
  isPickup: boolean;
  /** "n° 12". */
  number: string;
  /** The promised ready time: the last acceptance's, else the one computed at checkout. */
  promisedAt: Date;
  /** The refusal's or cancellation's reason, if any. */
  reason: string | null;
  /** Where it is handed over: the restaurant's address for a pickup, the customer's for a delivery. */
  place: { address: string; postalCode: string; city: string };
  timeZone: string;
}

export interface CustomerStatus {
  /** The step the order is at (for a final state: where it ended). */
  step: CustomerStep;
  /** "acceptée": what a mail's subject ends on. */
  word: string;
  /** The live line: "Acceptée — prête vers 12:40". */
  headline: string;
  /** The sentence under it, the same as the body of that step's mail. */
  sentence: string;
  /** "Raison donnée : …" for a refusal or a cancellation with a reason. */
  reasonLine: string | null;
}

/** The customer's step of a progress. */
function customerStep(progress: OrderProgress, isPickup: boolean): CustomerStep {
  switch (progress) {
    case "placed":
      return "received";
    case "accepted":
    case "preparing":
      return "accepted";
    case "completed":
      return isPickup ? "collected" : "delivered";
    default:
      return progress;
  }
}

export function customerStatus(facts: CustomerOrderFacts): CustomerStatus {
  const { progress, isPickup, number, timeZone, reason } = facts;
  const step = customerStep(progress, isPickup);
  const time = clockTimeAt(facts.promisedAt, timeZone);
  const when = fill(orderSentences.when, { day: dayDateAt(facts.promisedAt, timeZone), time });
  const place = facts.place;
  const sentence = (text: string) => fill(text, { number, when, ...place });
  const status = (headline: string, text: string): CustomerStatus => ({
    step,
    word: orderStepWords[step],
    headline,
    sentence: sentence(text),
    reasonLine: isStoppedProgress(progress) && reason ? fill(orderSentences.reason, { reason }) : null,
  });
  switch (progress) {
    case "placed":
      return status(orderHeadlines.placed, orderSentences.placed);
    case "accepted":
    case "preparing":
      return status(
        progress === "preparing"
          ? orderHeadlines.preparing
          : fill(isPickup ? orderHeadlines.acceptedPickup : orderHeadlines.acceptedDelivery, { time }),
        isPickup ? orderSentences.acceptedPickup : orderSentences.acceptedDelivery,
      );
    case "ready":
      return isPickup
        ? status(orderHeadlines.readyPickup, orderSentences.readyPickup)
        : status(orderHeadlines.readyDelivery, orderSentences.readyDelivery);
    case "out_for_delivery":
      return status(orderHeadlines.out_for_delivery, orderSentences.out_for_delivery);
    case "completed":
      return isPickup
        ? status(orderHeadlines.collected, orderSentences.collected)
        : status(orderHeadlines.delivered, orderSentences.delivered);
    case "refused":
    case "cancelled":
      return status(
        reason ? fill(orderHeadlines[progress], { reason }) : orderHeadlines[`${progress}NoReason`],
        orderSentences[progress],
      );
  }
}

/** One change of the order as the customer's stream gives it (ISO instants). */
export interface CustomerHistoryEvent {
  progress: OrderProgress;
  at: string;
}

type TimelineState = "done" | "current" | "next" | "stopped";

export interface TimelineEntry {
  step: CustomerStep;
  /** "Acceptée". */
  label: string;
  state: TimelineState;
  /** When it happened, "12:05" in the restaurant's zone, and the instant; null when not (yet) known. */
  time: string | null;
  at: string | null;
  /** Under "Acceptée" while it is the current step: "prête vers 12:40", "en préparation · …". */
  note: string | null;
}

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase("fr-FR") + word.slice(1);

/** The steps a pickup and a delivery go through, in order. */
function pathOf(isPickup: boolean): CustomerStep[] {
  return isPickup
    ? ["received", "accepted", "ready", "collected"]
    : ["received", "accepted", "ready", "out_for_delivery", "delivered"];
}

/**
 * The timeline of /success: every step of the order's path with what is done, the current one and
 * what is to come; a refused or cancelled order shows the steps it reached, then where it stopped,
 * and nothing after. Times come from the history the server sent (`placedAt` for the first step
 * until it has come).
 */
export function customerTimeline(input: {
  progress: OrderProgress;
  isPickup: boolean;
  history: readonly CustomerHistoryEvent[];
  placedAt: string;
  promisedAt: Date;
  timeZone: string;
}): TimelineEntry[] {
  const { progress, isPickup, history, timeZone } = input;
  const path = pathOf(isPickup);
  const stopped = isStoppedProgress(progress);
  // Where the order stands on its path; a stopped order, at the last step it reached before.
  const reached = stopped
    ? history
        .filter((event) => !isStoppedProgress(event.progress))
        .map((event) => path.indexOf(customerStep(event.progress, isPickup)))
        .reduce((last, index) => Math.max(last, index), 0)
    : path.indexOf(customerStep(progress, isPickup));
  const firstAt = (step: CustomerStep): string | null =>
    history.find((event) => customerStep(event.progress, isPickup) === step)?.at ??
    (step === "received" ? input.placedAt : null);
  const entry = (step: CustomerStep, state: TimelineState): TimelineEntry => {
    const at = state === "next" ? null : firstAt(step);
    return {
      step,
      label: capitalised(orderStepWords[step]),
      state,
      at,
      time: at ? clockTimeAt(new Date(at), timeZone) : null,
      note: null,
    };
  };
  const entries = path.flatMap((step, index): TimelineEntry[] => {
    if (index < reached) return [entry(step, "done")];
    if (index === reached) return [entry(step, stopped ? "done" : "current")];
    return stopped ? [] : [entry(step, "next")];
  });
  const accepted = entries.find((candidate) => candidate.step === "accepted");
  if (accepted?.state === "current") {
    const promise = fill(isPickup ? orderTimeline.promisedPickup : orderTimeline.promisedDelivery, {
      time: clockTimeAt(input.promisedAt, timeZone),
    });
    accepted.note = progress === "preparing" ? `${orderTimeline.preparing} · ${promise}` : promise;
  }
  if (stopped) entries.push(entry(progress === "refused" ? "refused" : "cancelled", "stopped"));
  return entries;
}
