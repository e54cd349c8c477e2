import type { KitchenQuoteBody, KitchenQuotePayload } from "@comptoir/contracts";
import { defaultFetcher, type Fetcher, request } from "@comptoir/ui/api-request.ts";
import { listenLive } from "@comptoir/ui/live-stream.ts";
import { useEffect, useEffectEvent, useState } from "react";
import { quoteKey } from "./kitchen-quote.ts";

/** The event /v2/public/events sends when the kitchen's load or a "coup de feu" changes (ADR 061). */
export const KITCHEN_EVENT = "kitchen";

/**
 * An event reaches every customer on the step at once: each asks again within this many
 * milliseconds, at a random moment, and several events meanwhile make one question (a lunch rush
 * publishes one per order).
 */
const KITCHEN_EVENT_SPREAD_MS = 1_000;

/**
 * The last answer this tab had: the confirmation asks the question "Quand ?" last asked, and shows
 * its answer at once rather than the rules' minimum for the moment its own answer takes.
 */
let lastAnswer: { key: string; quote: KitchenQuotePayload } | null = null;

/**
 * The kitchen's quote for the cart on the when-step (POST /v2/public/kitchen/quote), asked when
 * the step shows, again when the cart, the mode or the day changes, when the kitchen's load
 * changes (the `kitchen` event) and when the page comes back to the foreground. Null until the
 * answer for this question has come; a failed ask keeps the last answer for the same question
 * (or none): the quote never holds the checkout back. The request calls `request` itself rather
 * than the page's API client, so that nothing of it is in the checkout's first load (ADR 065).
 */
export function useKitchenQuote(
  body: KitchenQuoteBody,
  { fetcher = defaultFetcher, random = Math.random }: { fetcher?: Fetcher; random?: () => number } = {},
): KitchenQuotePayload | null {
  const key = quoteKey(body);
  const [answer, setAnswer] = useState(() => (lastAnswer?.key === key ? lastAnswer : null));
  // Each change of this number asks again for the same question.
  const [asking, setAsking] = useState(0);

  const ask = useEffectEvent((signal: AbortSignal) => {
    request<KitchenQuotePayload>(fetcher, "POST", "/v2/public/kitchen/quote", { body, signal })
      .then((result) => {
        if (!result.ok) return;
        lastAnswer = { key, quote: result.payload };
        setAnswer(lastAnswer);
      })
      .catch(() => {});
  });
  const empty = body.lines.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the body, and `asking` asks again
  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    ask(controller.signal);
    return () => controller.abort();
  }, [key, asking, empty]);

  const spreadDelay = useEffectEvent(() => Math.floor(random() * KITCHEN_EVENT_SPREAD_MS));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAgain = () => setAsking((count) => count + 1);
    const kitchenChanged = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        askAgain();
      }, spreadDelay());
    };
    const backInFront = () => {
      if (document.visibilityState === "visible") askAgain();
    };
    document.addEventListener("visibilitychange", backInFront);
    // The stream the live piece already holds, shared (live-stream.ts): no second connection.
    const stop =
      typeof EventSource === "function"
        ? listenLive("/v2/public/events", { on: { [KITCHEN_EVENT]: kitchenChanged } })
        : () => {};
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", backInFront);
      stop();
    };
  }, []);

  return answer?.key === key ? answer.quote : null;
}
